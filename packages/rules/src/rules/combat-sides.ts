// The two sides of a combat as the table holds them: each seat's ships in the active system (space
// combat, LRR 78), or its ground forces on the planet fought over (ground combat, LRR 42), their profiles (the owner's faction and unit upgrades, LRR 96-97), the hits a side can absorb
// (one per ship, one more per undamaged ship with Sustain Damage, LRR 87) and the assignment the default
// loss order makes (combat/fleet.ts: Sustain Damage first, then fighters, then the cheapest ships).

import { UNIT_TYPES, unitProfile, type UnitProfile, type UnitType } from '../content/index.ts';
import { DEFAULT_LOSS_ORDER } from '../combat/fleet.ts';
import { countOf, findSystem, isGroundForce, isShip } from '../board/forces.ts';
import { techAbilities } from '../board/tech-abilities.ts';
import type { GameState, Seat, SpaceCombatState, UnitCounts } from '../state/state.ts';

/** Hits assigned: ships destroyed and ships that use Sustain Damage, by type. */
export interface Assignment {
  readonly losses: UnitCounts;
  readonly sustain: UnitCounts;
}

export const combatOf = (state: GameState): SpaceCombatState | undefined => state.tactical?.combat;

export const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

/**
 * Units that fight on a planet: ground forces, and fighters, which stand on a planet only when an
 * ability committed them there as ground forces (the Naalu flagship, rules/invasion.ts).
 */
export const fightsOnPlanet = (t: UnitType): boolean => isGroundForce(t) || t === 'fighter';

/** The seat's ships in the active system's space area, by type, in the units' table order. */
export function shipsOf(state: GameState, seat: Seat): [UnitType, number][] {
  const space = findSystem(state, state.tactical?.system ?? '')?.space[String(seat)];
  return UNIT_TYPES.filter((t) => isShip(t) && countOf(space, t) > 0).map((t) => [t, countOf(space, t)]);
}

/**
 * The seat's units in the combat, by type, in table order: ships in the space area, or for a ground
 * combat or a bombardment (`combat.planet`) its ground forces on that planet (LRR 42.2, 15.2).
 */
export function forcesOf(
  state: GameState,
  seat: Seat,
  combat: SpaceCombatState | undefined = combatOf(state),
): [UnitType, number][] {
  if (combat?.planet === undefined) return shipsOf(state, seat);
  const units = state.galaxy.planets[combat.planet]?.units[String(seat)];
  return UNIT_TYPES.filter((t) => fightsOnPlanet(t) && countOf(units, t) > 0).map((t) => [
    t,
    countOf(units, t),
  ]);
}

/**
 * The seat's units that may take the hits owed now: all its forces, but only non-fighter ships while
 * it destroys ships for an effect at the start of a space combat (`combat.opening.destroy`).
 */
export function hittable(state: GameState, combat: SpaceCombatState, seat: Seat): [UnitType, number][] {
  const forces = forcesOf(state, seat, combat);
  return combat.opening?.destroy ? forces.filter(([t]) => t !== 'fighter') : forces;
}

/** This seat's units of `type` (LRR 96, 97.2). */
export function profileFor(state: GameState, seat: Seat, type: UnitType): UnitProfile {
  const player = state.players[seat];
  return unitProfile(type, { faction: player?.faction, upgrades: techAbilities(player) });
}

/** How many of the seat's units of `type` may still use Sustain Damage (LRR 87.1). */
export function sustainable(state: GameState, combat: SpaceCombatState, seat: Seat, type: UnitType): number {
  // Ships destroyed, not hits: Sustain Damage does not apply (Assault Cannon and the like).
  if (combat.opening?.destroy || !profileFor(state, seat, type).sustainDamage) return 0;
  const n = forcesOf(state, seat, combat).find(([t]) => t === type)?.[1] ?? 0;
  return Math.max(0, n - countOf(combat.damaged[String(seat)], type));
}

/** The most hits the seat's units can absorb: one each, one more for each Sustain Damage left. */
export function toughness(state: GameState, combat: SpaceCombatState, seat: Seat): number {
  return hittable(state, combat, seat).reduce((a, [t, n]) => a + n + sustainable(state, combat, seat, t), 0);
}

/** The hits the seat must assign now: those owed, up to what its ships can absorb (LRR 78.4, 42.2). */
export function hitsToAssign(state: GameState, combat: SpaceCombatState, seat: Seat): number {
  return Math.min(combat.owed[String(seat)] ?? 0, toughness(state, combat, seat));
}

/**
 * The most of the hits owed that the seat may put on fighters: all of them, unless the hits must go to
 * non-fighter ships first (`nonFightersFirst`, Graviton Laser System); then only those the non-fighter
 * ships cannot take (one each, one more for each Sustain Damage left).
 */
export function fighterHitsAllowed(state: GameState, combat: SpaceCombatState, seat: Seat): number {
  const due = hitsToAssign(state, combat, seat);
  if (combat.nonFightersFirst === undefined || combat.planet !== undefined) return due;
  const others = forcesOf(state, seat, combat).filter(([t]) => t !== 'fighter');
  const take = others.reduce((a, [t, n]) => a + n + sustainable(state, combat, seat, t), 0);
  return Math.max(0, due - take);
}

/** The assignment the default loss order makes for the hits the seat owes. */
export function defaultAssignment(state: GameState, combat: SpaceCombatState, seat: Seat): Assignment {
  let left = hitsToAssign(state, combat, seat);
  const sustain: Record<string, number> = {};
  const losses: Record<string, number> = {};
  const ships = hittable(state, combat, seat);
  if (DEFAULT_LOSS_ORDER.sustainFirst)
    for (const [t] of ships) {
      const s = Math.min(left, sustainable(state, combat, seat, t));
      if (s > 0) sustain[t] = s;
      left -= s;
    }
  const rank = (t: UnitType) => {
    const p = profileFor(state, seat, t);
    return [DEFAULT_LOSS_ORDER.rank(p), -(p.combat?.hitsOn ?? 11)] as const;
  };
  const order = [...ships].sort(([a], [b]) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1] - rb[1];
  });
  const fighters = fighterHitsAllowed(state, combat, seat);
  for (const [t, n] of order) {
    const k = Math.min(left, n, t === 'fighter' ? fighters : n);
    if (k > 0) losses[t] = k;
    left -= k;
  }
  return { losses, sustain };
}

/**
 * The assignment the seat has no real choice in, or null: nothing owed; hits enough to destroy every
 * unit; or units of one type that cannot use Sustain Damage; or, with the hits kept off fighters, other
 * ships of one type that cannot use Sustain Damage.
 */
export function forcedAssignment(state: GameState, combat: SpaceCombatState, seat: Seat): Assignment | null {
  const owed = combat.owed[String(seat)] ?? 0;
  if (owed === 0) return null;
  const ships = hittable(state, combat, seat);
  if (owed >= toughness(state, combat, seat)) return { losses: Object.fromEntries(ships), sustain: {} };
  const [only, more] = ships;
  if (only && !more && sustainable(state, combat, seat, only[0]) === 0)
    return { losses: { [only[0]]: owed }, sustain: {} };
  // Hits kept off fighters (Graviton Laser System): one type of other ship, none able to sustain
  // damage, takes as many as it can; the fighters the rest.
  const others = ships.filter(([t]) => t !== 'fighter');
  const [other, another] = others;
  if (combat.nonFightersFirst !== undefined && other && !another) {
    const [t, n] = other;
    if (sustainable(state, combat, seat, t) > 0) return null;
    const rest = owed - Math.min(owed, n);
    return { losses: { [t]: Math.min(owed, n), ...(rest > 0 ? { fighter: rest } : {}) }, sustain: {} };
  }
  return null;
}
