// A combat set up for resolution: both sides in loss order, and the steps that fire before the rounds.
// Space combat (LRR 78): Space Cannon Offense (LRR 77) after movement, then Anti-Fighter Barrage in the
// first round only (LRR 10). Ground combat (LRR 42) during an invasion (LRR 49): Bombardment (LRR 15)
// against the defender, then Space Cannon Defense against the landed forces. Then rounds until one side
// or both have no unit left (LRR 78.7, 42.3); nobody retreats here.

import type { DiceRoll } from '../content/unit-stats.ts';
import {
  DEFAULT_LOSS_ORDER,
  isGroundForce,
  isShip,
  makeFleet,
  profileOf,
  type CombatUnit,
  type Fleet,
  type FleetState,
  type HitTarget,
  type LossOrder,
} from './fleet.ts';
import { barrageRolls } from './rolls.ts';

export type Role = 'attacker' | 'defender';

export interface Side {
  readonly fleet: Fleet;
  readonly order: LossOrder;
}

export interface Position {
  readonly attacker: FleetState;
  readonly defender: FleetState;
}

/** One side's fire in a step before the rounds: its dice given its own units left, and what they hit. */
export interface Volley {
  readonly rolls: (own: FleetState) => readonly DiceRoll[];
  readonly target: HitTarget;
}

/** A step before the rounds; the two sides fire at the same time, each at the other. */
export interface OpeningStep {
  readonly name: string;
  readonly attacker?: Volley;
  readonly defender?: Volley;
}

export interface Battle {
  readonly attacker: Side;
  readonly defender: Side;
  readonly start: Position;
  readonly opening: readonly OpeningStep[];
}

export interface LossOrders {
  readonly attacker?: LossOrder;
  readonly defender?: LossOrder;
}

export interface SpaceCombatOptions {
  readonly lossOrder?: LossOrders;
  /** Roll Anti-Fighter Barrage in the first round (default true). */
  readonly antiFighterBarrage?: boolean;
  /**
   * Space Cannon Offense before the combat: each side's rolls hit the other side's ships (PDS on planets
   * or in range, ships with Space Cannon; see spaceCannonRolls).
   */
  readonly spaceCannon?: { readonly attacker?: readonly DiceRoll[]; readonly defender?: readonly DiceRoll[] };
}

export interface GroundCombatOptions {
  readonly lossOrder?: LossOrders;
  /** The attacker's Bombardment rolls against the planet (see bombardmentRolls for Planetary Shield). */
  readonly bombardment?: readonly DiceRoll[];
  /** The defender's Space Cannon Defense rolls against the landed ground forces. */
  readonly spaceCannonDefense?: readonly DiceRoll[];
  /** Fighters in the lists fight as ground forces (committed to the planet with the Naalu flagship). */
  readonly fighters?: boolean;
}

/**
 * A space combat between the ships in each list; other units in the lists sit it out. Pass
 * `antiFighterBarrage: false` for the odds from a later round on.
 */
export function spaceBattle(
  attacker: readonly CombatUnit[],
  defender: readonly CombatUnit[],
  options: SpaceCombatOptions = {},
): Battle {
  const ships = (units: readonly CombatUnit[]) => units.filter((u) => isShip(profileOf(u)));
  const sides = setUp(ships(attacker), ships(defender), options.lossOrder);
  const opening: OpeningStep[] = [];
  const cannon = options.spaceCannon;
  if (cannon?.attacker?.length || cannon?.defender?.length)
    opening.push({
      name: 'space cannon offense',
      ...(cannon.attacker?.length ? { attacker: fixed(cannon.attacker) } : {}),
      ...(cannon.defender?.length ? { defender: fixed(cannon.defender) } : {}),
    });
  if (options.antiFighterBarrage ?? true)
    opening.push({
      name: 'anti-fighter barrage',
      attacker: { rolls: (own) => barrageRolls(sides.attacker.fleet, own), target: 'fighters' },
      defender: { rolls: (own) => barrageRolls(sides.defender.fleet, own), target: 'fighters' },
    });
  return { ...sides, opening };
}

/** A ground combat between the ground forces in each list (Hel-Titans included). */
export function groundBattle(
  attacker: readonly CombatUnit[],
  defender: readonly CombatUnit[],
  options: GroundCombatOptions = {},
): Battle {
  const fights = (u: CombatUnit) =>
    isGroundForce(profileOf(u)) || (options.fighters === true && profileOf(u).type === 'fighter');
  const forces = (units: readonly CombatUnit[]) => units.filter(fights);
  const sides = setUp(forces(attacker), forces(defender), options.lossOrder);
  const opening: OpeningStep[] = [];
  if (options.bombardment?.length)
    opening.push({ name: 'bombardment', attacker: fixed(options.bombardment) });
  if (options.spaceCannonDefense?.length)
    opening.push({ name: 'space cannon defense', defender: fixed(options.spaceCannonDefense) });
  return { ...sides, opening };
}

function fixed(rolls: readonly DiceRoll[]): Volley {
  return { rolls: () => rolls, target: 'any' };
}

function setUp(
  attacker: readonly CombatUnit[],
  defender: readonly CombatUnit[],
  orders: LossOrders = {},
): Pick<Battle, 'attacker' | 'defender' | 'start'> {
  const a = makeFleet(attacker, orders.attacker ?? DEFAULT_LOSS_ORDER);
  const d = makeFleet(defender, orders.defender ?? DEFAULT_LOSS_ORDER);
  return {
    attacker: { fleet: a.fleet, order: orders.attacker ?? DEFAULT_LOSS_ORDER },
    defender: { fleet: d.fleet, order: orders.defender ?? DEFAULT_LOSS_ORDER },
    start: { attacker: a.state, defender: d.state },
  };
}
