// Repairs during a combat round (Sustain Damage, LRR 87, and the abilities that repair): after a player
// assigns a round's hits, abilities such as Duranium Armor repair some of their damaged units that did not
// use Sustain Damage in that round (hooks/mechanisms.ts `repairsAfterHits`). The engine repairs the
// costliest first, the choice every player makes. Not after a bombardment, a cannon's volley or an
// ability's hits outside the rolls (Magen Defense Grid, Harrow) or an effect at the start of a space
// combat: those are not a combat round's hits.

import { countOf, unitCount } from '../board/forces.ts';
import type { UnitType } from '../content/index.ts';
import { repairsAfterHits } from '../hooks/mechanisms.ts';
import type { GameEvent } from '../state/events.ts';
import type { GameState, Seat, SpaceCombatState, UnitCounts } from '../state/state.ts';
import { combatOf, forcesOf, nameOf, profileFor } from './combat-sides.ts';

/** Applies the repairs `seat` is owed after assigning this round's hits (`sustained`: used this round). */
export function repairAfterHits(
  state: GameState,
  seat: Seat,
  sustained: UnitCounts,
  events: GameEvent[],
): GameState {
  const combat = combatOf(state);
  if (
    !combat ||
    combat.bombardment ||
    combat.spaceCannon ||
    combat.offense ||
    combat.abilityHits ||
    combat.opening
  )
    return state;
  const { count, names } = repairsAfterHits(state, seat);
  if (count <= 0) return state;
  const damaged: Record<string, number> = { ...combat.damaged[String(seat)] };
  const cost = (t: UnitType) => profileFor(state, seat, t).costPerUnit ?? 0;
  const order = forcesOf(state, seat, combat)
    .map(([t]) => t)
    .filter((t) => countOf(damaged, t) - countOf(sustained, t) > 0)
    .sort((a, b) => cost(b) - cost(a));
  let left = count;
  const repaired: string[] = [];
  for (const t of order) {
    const k = Math.min(left, countOf(damaged, t) - countOf(sustained, t));
    if (k <= 0) continue;
    const after = countOf(damaged, t) - k;
    if (after > 0) damaged[t] = after;
    else delete damaged[t];
    repaired.push(unitCount(t, k));
    left -= k;
  }
  if (repaired.length === 0) return state;
  events.push({
    type: 'note',
    seat,
    text: `${names.join(', ')} repairs ${nameOf(state, seat)}'s ${repaired.join(', ')}.`,
  });
  const next: SpaceCombatState = { ...combat, damaged: { ...combat.damaged, [String(seat)]: damaged } };
  const t = state.tactical;
  return t ? { ...state, tactical: { ...t, combat: next } } : state;
}
