// Space Cannon hits kept off fighters (LRR 77; Graviton Laser System through hooks/mechanisms.ts
// `cannonAtNonFighters`): before a player's units fire Space Cannon Offense, a ready card that makes
// the hits go to non-fighter ships first is exhausted when the ships fired at include fighters and a
// non-fighter ship — the only time it changes anything (docs/rules-decisions.md). The volley's
// combat record then carries the constraint (`nonFightersFirst`), which the assignment check and the
// default and forced assignments respect (rules/combat-sides.ts, rules/assign-hits.ts).

import { exhaustCard } from '../board/exhaust.ts';
import { cannonAtNonFighters } from '../hooks/mechanisms.ts';
import type { GameEvent } from '../state/events.ts';
import type { GameState, Seat } from '../state/state.ts';
import { nameOf, shipsOf } from './combat-sides.ts';

/** Before `seat` fires at `target`'s ships: the card exhausted, if one applies, and its name. */
export function nonFightersFirst(
  state: GameState,
  seat: Seat,
  target: Seat,
  events: GameEvent[],
): { state: GameState; name?: string } {
  const ships = shipsOf(state, target);
  if (!ships.some(([t]) => t === 'fighter') || !ships.some(([t]) => t !== 'fighter')) return { state };
  const card = cannonAtNonFighters(state, seat, target);
  if (!card) return { state };
  events.push({
    type: 'note',
    seat,
    text: `${nameOf(state, seat)} exhausts ${card.name}: the hits of their Space Cannon go to ${nameOf(state, target)}'s non-fighter ships while one can take a hit (LRR 77).`,
  });
  return { state: exhaustCard(state, seat, card.card), name: card.name };
}
