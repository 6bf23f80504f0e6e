// The odds of the space combat a move would start (LRR 78), for the movement form before the ships
// move: the ships the player chose (and the fighters they carry) with any of theirs already in the
// active system, against the one other player's ships there. Worked out from what every seat sees
// (the view's board and technologies), so the mover learns nothing hidden; the owners' unit upgrades
// set the profiles (LRR 96-97), and abilities' modifiers to the dice (rules/volley.ts). Action cards and
// choices made during the combat are not counted: the odds say so where they are shown.

import { spaceCombatOdds, type CombatOdds } from '../combat/odds.ts';
import { isShip, type CombatUnit } from '../combat/fleet.ts';
import { armedProfile, nebulaDefence } from '../rules/volley.ts';
import type { UnitType } from '../content/types.ts';
import type { GameView } from './view.ts';

export interface ArrivalOdds {
  /** The seat whose ships would defend. */
  readonly defender: number;
  readonly odds: CombatOdds;
}

function unitsOf(
  view: GameView,
  seat: number,
  counts: Iterable<readonly [string, number]>,
  opponent: number,
  terrain = 0,
): CombatUnit[] {
  const out: CombatUnit[] = [];
  for (const [type, n] of counts) {
    const profile = armedProfile(view, seat, type as UnitType, opponent, undefined, terrain);
    if (!isShip(profile)) continue;
    for (let i = 0; i < n; i++) out.push(profile);
  }
  return out;
}

/**
 * The odds if `arriving` (ship and fighter counts by type) entered `active` for `seat`; null when no
 * other player's ships are there, or two other players' are (the engine fights one opponent).
 */
export function arrivalOdds(
  view: GameView,
  seat: number,
  active: string,
  arriving: Readonly<Partial<Record<UnitType, number>>>,
): ArrivalOdds | null {
  const system = view.galaxy.systems.find((s) => s.systemId === active);
  if (!system) return null;
  const others = Object.entries(system.space).filter(
    ([owner, units]) => Number(owner) !== seat && Object.values(units ?? {}).some((n) => (n ?? 0) > 0),
  );
  const [only] = others;
  if (others.length !== 1 || !only) return null;
  const defenderSeat = Number(only[0]);
  const mine = new Map<string, number>(
    Object.entries(system.space[String(seat)] ?? {}) as [string, number][],
  );
  for (const [type, n] of Object.entries(arriving)) mine.set(type, (mine.get(type) ?? 0) + (n ?? 0));
  const attacker = unitsOf(view, seat, mine, defenderSeat);
  const defender = unitsOf(
    view,
    defenderSeat,
    Object.entries(only[1] ?? {}) as [string, number][],
    seat,
    nebulaDefence(active, true),
  );
  if (attacker.length === 0 || defender.length === 0) return null;
  return { defender: defenderSeat, odds: spaceCombatOdds(attacker, defender) };
}
