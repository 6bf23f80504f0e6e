// What a spectator scrubbing back through the game sees, in the table's words: the round, the
// phase and the move, not a version number.

import type { GameView, LogEntry } from '@initiative/rules';

const PHASE_WORDS: Readonly<Record<string, string>> = {
  setup: 'setup',
  strategy: 'strategy phase',
  action: 'action phase',
  status: 'status phase',
  agenda: 'agenda phase',
  ended: 'game over',
};

/** "Round 2, action phase — move 64 of 69: Ada activates Mecatol Rex." */
export function momentLabel(view: GameView, log: readonly LogEntry[], version: number, live: number): string {
  const last = [...log].reverse().find((e) => e.seq <= version);
  const phase = PHASE_WORDS[view.phase] ?? view.phase;
  const where = view.phase === 'setup' ? 'Setup' : `Round ${view.round}, ${phase}`;
  const move = `move ${version} of ${live}`;
  return last ? `${where} — ${move}: ${last.text}` : `${where} — ${move}`;
}
