// The exact odds of a ground combat before ground forces are committed (LRR 42, combat/odds.ts): for
// the forces a player means to land on a planet against those on it now, optionally after a bombardment
// of it (LRR 15; none through a Planetary Shield), with the Space Cannon Defense of the units there
// (LRR 77) and the hits abilities produce at its start. The invasion form calls it on the
// player's view as the numbers change; the engine's own view shows the odds once a combat is under way.

import { countOf, findSystem, isGroundForce, type BoardView } from '../board/forces.ts';
import type { CombatUnit } from '../combat/fleet.ts';
import { groundCombatOdds } from '../combat/odds.ts';
import { UNIT_TYPES, type UnitProfile, type UnitType } from '../content/index.ts';
import { groundCombatStartHits } from '../hooks/mechanisms.ts';
import { armedProfile } from '../rules/volley.ts';
import type { Seat, UnitCounts } from '../state/state.ts';
import type { CombatOddsView } from './combat-view.ts';

/** `seat`'s units among `units` that `keep` keeps, as they roll against `target` (abilities' modifiers in). */
function unitsOf(
  board: BoardView,
  seat: Seat,
  units: UnitCounts,
  keep: (t: UnitType) => boolean,
  target: Seat,
  planet?: string,
): UnitProfile[] {
  return UNIT_TYPES.flatMap((t) =>
    keep(t)
      ? Array.from({ length: countOf(units, t) }, () => armedProfile(board, seat, t, target, planet))
      : [],
  );
}

/** The other seat with ground forces on the planet, or null when it has none (it is simply taken). */
export function planetDefender(board: BoardView, planet: string, seat: Seat): Seat | null {
  const units = board.galaxy.planets[planet]?.units ?? {};
  const found = Object.entries(units).find(
    ([owner, u]) =>
      Number(owner) !== seat &&
      (Object.entries(u) as [UnitType, number][]).some(([t, n]) => n > 0 && isGroundForce(t)),
  );
  return found ? Number(found[0]) : null;
}

/**
 * The odds of landing `commit` on `planet` in `system` (bombarded first by `bombard`, the seat's units
 * there by type, when given); undefined when no other player's ground forces are there to fight.
 */
export function landingOdds(
  board: BoardView,
  seat: Seat,
  system: string,
  planet: string,
  commit: UnitCounts,
  bombard?: UnitCounts,
): CombatOddsView | undefined {
  const defender = planetDefender(board, planet, seat);
  if (defender === null) return undefined;
  const on = board.galaxy.planets[planet]?.units ?? {};
  // Fighters in a commit land only where an ability lets them fight as ground forces (the Naalu flagship).
  const landing = (t: UnitType) => isGroundForce(t) || t === 'fighter';
  const attackers: CombatUnit[] = unitsOf(board, seat, commit, landing, defender, planet);
  const defenders: CombatUnit[] = unitsOf(
    board,
    defender,
    on[String(defender)] ?? {},
    isGroundForce,
    seat,
    planet,
  );
  const everyone = Object.entries(on).flatMap(([owner, u]) =>
    Number(owner) === seat ? [] : unitsOf(board, Number(owner), u, () => true, seat),
  );
  const ships = unitsOf(
    board,
    seat,
    findSystem(board, system)?.space[String(seat)] ?? {},
    () => true,
    defender,
  );
  const bombarding = bombard ? unitsOf(board, seat, bombard, () => true, defender) : [];
  // LRR 65: a Planetary Shield there stops it, unless one of the seat's units in the system strips it.
  const shielded = everyone.some((u) => u.planetaryShield) && !ships.some((s) => s.disablesPlanetaryShield);
  const rolls = shielded
    ? []
    : bombarding.flatMap((u) =>
        u.bombardment ? [{ hitsOn: u.bombardment.hitsOn, dice: u.bombardment.dice }] : [],
      );
  // LRR 77: the other players' units with Space Cannon on the planet fire at the ground forces landed.
  const cannon = everyone.flatMap((u) =>
    u.spaceCannon ? [{ hitsOn: u.spaceCannon.hitsOn, dice: u.spaceCannon.dice }] : [],
  );
  // Hits the defender's abilities produce at the start of the ground combat (Magen Defense Grid): sure
  // hits, counted with the defender's opening volley.
  const start = groundCombatStartHits(board, defender, seat, planet).count;
  if (start > 0) cannon.push({ hitsOn: 1, dice: start });
  const odds = groundCombatOdds(attackers, defenders, {
    fighters: countOf(commit, 'fighter') > 0,
    ...(rolls.length > 0 ? { bombardment: rolls } : {}),
    ...(cannon.length > 0 ? { spaceCannonDefense: cannon } : {}),
  });
  return {
    attackerWins: odds.attackerWins,
    defenderWins: odds.defenderWins,
    draw: odds.draw,
    stalemate: odds.stalemate,
    expectedSurvivors: odds.expectedSurvivors,
  };
}
