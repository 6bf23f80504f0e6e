// Victory points (LRR 98): the game ends the moment a player reaches the
// target (10 or 14). Shared by everything that awards points (Imperial, the
// status phase, table edits).

import type { GameEvent } from '../state/events.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';

/**
 * Gives `seat` `n` victory points (n may be negative for a correction). If they
 * reach the game's target and nobody has won yet, they win at once: `winner`
 * is set and the phase becomes 'ended'. Callers should stop resolving when the
 * returned state's phase is 'ended'.
 */
export function gainVictoryPoints(
  state: GameState,
  seat: Seat,
  n: number,
): { state: GameState; events: GameEvent[] } {
  const player = state.players[seat];
  if (!player || n === 0) return { state, events: [] };
  const total = Math.max(0, player.victoryPoints + n);
  let next = updatePlayer(state, seat, (p) => ({ ...p, victoryPoints: total }));
  const gained = Math.abs(n) === 1 ? 'point' : 'points';
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${player.name} ${n > 0 ? 'gains' : 'loses'} ${Math.abs(n)} victory ${gained} (now ${total}).`,
    },
  ];
  const target = state.setup.victoryPoints;
  if (state.winner === null && total >= target) {
    next = { ...next, winner: seat, phase: 'ended' };
    events.push({
      type: 'note',
      seat,
      text: `${player.name} reaches ${target} victory points and wins the game.`,
    });
  }
  return { state: next, events };
}
