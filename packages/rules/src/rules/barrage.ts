// Anti-Fighter Barrage (LRR 10): before the first round's rolls of a space combat, each side's units
// with the ability roll at once against the other side's fighters (LRR 78.3, step 1). Hits can only be
// assigned to fighters, so there is nothing to choose: the engine destroys one fighter per hit; hits
// beyond the fighters there are lost (LRR 10.3), unless an ability makes them damage ships (Raid
// Formation, rules/barrage-damage.ts). A side rolls only when the other has fighters there, or ships
// such an ability could damage.

import { changeSpace, countOf, unitCount } from '../board/forces.ts';
import type { GameEvent } from '../state/events.ts';
import type { CombatRoll, GameState, Seat, SpaceCombatState } from '../state/state.ts';
import { barrageDamageable, damageByBarrage } from './barrage-damage.ts';
import { nameOf, shipsOf } from './combat-sides.ts';
import { rollText, rollVolley } from './volley.ts';

const fightersOf = (state: GameState, seat: Seat) =>
  countOf(Object.fromEntries(shipsOf(state, seat)), 'fighter');

/** Both sides' barrage, when either can fire at the other's fighters; the fighters hit destroyed. */
export function antiFighterBarrage(
  state: GameState,
  combat: SpaceCombatState,
  events: GameEvent[],
): GameState {
  const system = state.tactical?.system;
  if (system === undefined || combat.planet !== undefined) return state;
  let next = state;
  const rolls: { roll: CombatRoll; target: Seat }[] = [];
  for (const [seat, target] of [
    [combat.attacker, combat.defender],
    [combat.defender, combat.attacker],
  ] as const) {
    // With Raid Formation, hits beyond the fighters damage ships: the barrage is worth rolling then too.
    if (fightersOf(next, target) === 0 && barrageDamageable(next, seat, target) === 0) continue;
    const volley = rollVolley(next, 'anti-fighter-barrage', seat, target, shipsOf(next, seat));
    next = volley.state;
    if (volley.roll.dice.length > 0) rolls.push({ roll: volley.roll, target });
  }
  for (const { roll, target } of rolls) {
    const fighters = fightersOf(next, target);
    const lost = Math.min(roll.hits, fighters);
    const counts = Object.fromEntries(shipsOf(state, roll.seat));
    const result =
      lost > 0 ? `${nameOf(state, target)} loses ${unitCount('fighter', lost)}` : 'no fighter is destroyed';
    events.push({
      type: 'note',
      seat: roll.seat,
      text: `Anti-Fighter Barrage: ${nameOf(state, roll.seat)} ${rollText(roll, counts)}: ${result} (LRR 10).`,
    });
    if (lost > 0) next = changeSpace(next, system, target, 'fighter', -lost);
    next = damageByBarrage(next, roll.seat, target, roll.hits - fighters, events);
  }
  return next;
}
