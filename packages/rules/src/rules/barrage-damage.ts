// Anti-Fighter Barrage hits that damage ships (LRR 10, 87): an ability such as the Argent Flight's Raid
// Formation (hooks/mechanisms.ts `barrageDamagers`) makes each barrage hit beyond the opponent's
// fighters damage one of the opponent's ships that can still use Sustain Damage. The roller chooses
// which; the engine damages the costliest first (the ships whose Sustain Damage the opponent would keep
// longest, docs/rules-decisions.md). The ships start the first round damaged, as after Space Cannon
// Offense: the combat's `damaged` holds them.

import { countOf, unitCount } from '../board/forces.ts';
import type { UnitType } from '../content/index.ts';
import { barrageDamagers } from '../hooks/mechanisms.ts';
import type { GameEvent } from '../state/events.ts';
import type { GameState, Seat, SpaceCombatState } from '../state/state.ts';
import { combatOf, nameOf, profileFor, shipsOf, sustainable } from './combat-sides.ts';

/** How many of `target`'s ships in the space area could be damaged by `seat`'s barrage, if any ability lets it. */
export function barrageDamageable(state: GameState, seat: Seat, target: Seat): number {
  const combat = combatOf(state);
  if (!combat || barrageDamagers(state, seat).length === 0) return 0;
  return shipsOf(state, target).reduce((a, [t]) => a + sustainable(state, combat, target, t), 0);
}

/** `excess` barrage hits of `seat`'s beyond `target`'s fighters: ships damaged, costliest first, logged. */
export function damageByBarrage(
  state: GameState,
  seat: Seat,
  target: Seat,
  excess: number,
  events: GameEvent[],
): GameState {
  const combat = combatOf(state);
  const names = barrageDamagers(state, seat);
  if (!combat || excess <= 0 || names.length === 0) return state;
  const cost = (t: UnitType) => profileFor(state, target, t).costPerUnit ?? 0;
  // Stable: ships of the same cost keep the table order.
  const order = shipsOf(state, target)
    .map(([t]) => t)
    .sort((a, b) => cost(b) - cost(a));
  const damaged: Record<string, number> = { ...combat.damaged[String(target)] };
  const hit: string[] = [];
  let left = excess;
  for (const t of order) {
    const k = Math.min(left, sustainable(state, combat, target, t));
    if (k <= 0) continue;
    damaged[t] = countOf(damaged, t) + k;
    hit.push(unitCount(t, k));
    left -= k;
  }
  const hits = `${nameOf(state, seat)}'s ${excess} hit${excess === 1 ? '' : 's'} beyond the fighters`;
  const rest = left > 0 && hit.length > 0 ? '; no other ship of theirs can be damaged' : '';
  events.push({
    type: 'note',
    seat,
    text:
      hit.length > 0
        ? `${names.join(', ')}: ${hits} damage ${nameOf(state, target)}'s ${hit.join(', ')}${rest} (LRR 10, 87).`
        : `${names.join(', ')}: ${hits} damage nothing: none of ${nameOf(state, target)}'s ships can be damaged (LRR 87).`,
  });
  const t = state.tactical;
  if (hit.length === 0 || !t) return state;
  const next: SpaceCombatState = { ...combat, damaged: { ...combat.damaged, [String(target)]: damaged } };
  return { ...state, tactical: { ...t, combat: next } };
}
