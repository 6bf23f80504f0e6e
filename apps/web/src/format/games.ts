// A game as "My games" on the home page lists it: where it stands, and whether it waits for you.

import type { GameSummary } from '@initiative/rules';
import type { Credentials } from '../credentials.ts';

const PHASES: Readonly<Record<string, string>> = {
  setup: 'setup',
  strategy: 'strategy phase',
  action: 'action phase',
  status: 'status phase',
  agenda: 'agenda phase',
};

/** A few words on where the game stands. */
export function standing(s: GameSummary): string {
  if (s.archived) return 'Archived';
  if (s.status === 'lobby') {
    const free = s.seats.filter((x) => !x.claimed).length;
    return free > 0 ? `Lobby · ${free} seat${free === 1 ? '' : 's'} free` : 'Lobby · ready to start';
  }
  if (s.status === 'ended') return 'Game over';
  return `Round ${s.round ?? 1} · ${PHASES[s.phase ?? ''] ?? s.phase ?? ''}${s.paused ? ' · paused' : ''}`;
}

/** Whether the game waits for this browser's seat. */
export function yourMove(s: GameSummary, c: Credentials): boolean {
  return (
    c.seat !== undefined &&
    s.status === 'playing' &&
    !s.paused &&
    !s.archived &&
    s.waitingFor.includes(c.seat)
  );
}
