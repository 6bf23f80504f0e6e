// The checks of the invasion step (LRR 49, rules/invasion.ts): who may invade now, which planets a
// bombardment may aim at (LRR 15; Planetary Shield, LRR 65) and which ground forces may land (LRR 49;
// the custodians token, LRR 27), each refusal with its code and a message for the player; and the
// small readings of the board the step shares (ground forces on a planet, its defenders).

import { custodiansProblem } from './agenda/custodians.ts';
import { countOf, findSystem, planetName, planetsOf, unitCount } from '../board/forces.ts';
import { DEMILITARIZED_ZONE } from '../board/structures.ts';
import { UNIT_TYPES, type UnitType } from '../content/index.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat, UnitCounts } from '../state/state.ts';
import type { BombardTarget, Commit } from '../wire/invade-intent.ts';
import { fightsOnPlanet, nameOf, profileFor, shipsOf } from './combat-sides.ts';
import { fightersAsGroundForces } from '../hooks/mechanisms.ts';

const illegal = (message: string) => fail('rule/illegal-choice', message);

/** The seat's ground forces on a planet, by type. */
export function groundOn(state: GameState, planet: string, seat: Seat): UnitCounts {
  const units = state.galaxy.planets[planet]?.units[String(seat)];
  const out: Record<string, number> = {};
  for (const t of UNIT_TYPES) if (fightsOnPlanet(t) && countOf(units, t) > 0) out[t] = countOf(units, t);
  return out;
}

export const total = (u: UnitCounts) => Object.values(u).reduce((a, n) => a + (n ?? 0), 0);

/** The other seats with ground forces on the planet (the defenders, LRR 42.1). */
export function defendersOn(state: GameState, planet: string, seat: Seat): Seat[] {
  const units = state.galaxy.planets[planet]?.units ?? {};
  return Object.keys(units)
    .map(Number)
    .filter((s) => s !== seat && total(groundOn(state, planet, s)) > 0);
}

export const unitsText = (u: UnitCounts) =>
  (Object.entries(u) as [UnitType, number][])
    .filter(([, n]) => n > 0)
    .map(([t, n]) => unitCount(t, n))
    .join(', ');

/** Why `seat` cannot invade now, or null: their own tactical action, no combat under way, before production. */
export function invasionProblem(state: GameState, seat: Seat): RuleError | null {
  const t = state.tactical;
  if (state.phase !== 'action' || !t)
    return fail(
      'intent/wrong-phase',
      'Ground forces land during a tactical action, after a system is activated.',
    );
  if (state.active !== seat)
    return fail(
      'intent/not-your-turn',
      `Only the active player invades; it is ${nameOf(state, state.active ?? 0)}'s turn.`,
    );
  if (t.combat)
    return fail('intent/wrong-phase', 'The combat under way comes first: its hits are being assigned.');
  if (t.invasion?.committed)
    return fail(
      'rule/already-decided',
      'Your ground forces have already landed in this tactical action (LRR 49).',
    );
  const done = state.construction.producedIn;
  if (done && done.round === state.round && done.seat === seat && done.system === t.system)
    return fail('intent/wrong-phase', 'Invasion comes before production in a tactical action (LRR 89).');
  return null;
}

/** Whether a Planetary Shield on the planet stops the seat's bombardment (LRR 15, 65). */
export function shielded(state: GameState, seat: Seat, planet: string): boolean {
  const units = state.galaxy.planets[planet]?.units ?? {};
  const shield = Object.entries(units).some(
    ([owner, u]) =>
      Number(owner) !== seat &&
      (Object.entries(u) as [UnitType, number][]).some(
        ([t, n]) => n > 0 && profileFor(state, Number(owner), t).planetaryShield,
      ),
  );
  if (!shield) return false;
  // A war sun (or a unit like it) in the system strips other players' units of Planetary Shield.
  return !shipsOf(state, seat).some(([t]) => profileFor(state, seat, t).disablesPlanetaryShield);
}

export function checkBombard(
  state: GameState,
  seat: Seat,
  targets: readonly BombardTarget[],
): RuleError | null {
  const system = state.tactical?.system ?? '';
  if (state.tactical?.invasion?.bombarded)
    return fail(
      'rule/already-decided',
      'Your units have already bombarded in this tactical action (LRR 15).',
    );
  const space = findSystem(state, system)?.space[String(seat)];
  const used = new Map<UnitType, number>();
  const seen = new Set<string>();
  for (const target of targets) {
    const name = planetName(target.planet);
    if (!planetsOf(system).includes(target.planet) || !state.galaxy.planets[target.planet])
      return illegal(`${name} is not a planet in the active system ${system}.`);
    if (seen.has(target.planet)) return illegal(`${name} is named twice: name each planet once.`);
    seen.add(target.planet);
    if (defendersOn(state, target.planet, seat).length === 0)
      return illegal(`${name} holds no other player's ground forces: there is nothing to bombard (LRR 15).`);
    if (shielded(state, seat, target.planet))
      return illegal(
        `${name} has a Planetary Shield (a PDS there, LRR 65): it cannot be bombarded unless a unit of yours in the system ignores it (a war sun).`,
      );
    for (const [t, n] of Object.entries(target.units) as [UnitType, number][]) {
      if (n <= 0) continue;
      if (!profileFor(state, seat, t).bombardment)
        return illegal(`Your ${unitCount(t, 2)} have no Bombardment (LRR 15).`);
      used.set(t, (used.get(t) ?? 0) + n);
      const have = countOf(space, t);
      if ((used.get(t) ?? 0) > have)
        return illegal(
          `You have ${unitCount(t, have)} in the active system: each bombards one planet at most (LRR 15.1).`,
        );
    }
  }
  return null;
}

/** Why no ground force may land on the planet, or null: the custodians token (LRR 27), a law. */
export function closedToLanding(state: GameState, planet: string): RuleError | null {
  if (state.galaxy.planets[planet]?.attachments.includes(DEMILITARIZED_ZONE))
    return illegal(`${planetName(planet)} carries the Demilitarized Zone: no ground forces can land there.`);
  return custodiansProblem(state, planet);
}

export function commitCounts(c: Commit): UnitCounts {
  const out: Record<string, number> = {};
  if ((c.infantry ?? 0) > 0) out.infantry = c.infantry ?? 0;
  if ((c.mechs ?? 0) > 0) out.mech = c.mechs ?? 0;
  if ((c.fighters ?? 0) > 0) out.fighter = c.fighters ?? 0;
  return out;
}

export function checkCommits(state: GameState, seat: Seat, commits: readonly Commit[]): RuleError | null {
  const t = state.tactical;
  const system = t?.system ?? '';
  const space = findSystem(state, system)?.space[String(seat)];
  const seen = new Set<string>();
  let infantry = 0;
  let mechs = 0;
  let fighters = 0;
  for (const c of commits) {
    const name = planetName(c.planet);
    if (!planetsOf(system).includes(c.planet) || !state.galaxy.planets[c.planet])
      return illegal(`${name} is not a planet in the active system ${system}.`);
    if (seen.has(c.planet)) return illegal(`${name} is named twice: name each planet once.`);
    seen.add(c.planet);
    if ((c.infantry ?? 0) + (c.mechs ?? 0) + (c.fighters ?? 0) === 0)
      return illegal(`Commit at least one infantry or mech to ${name}, or leave it out.`);
    const closed = closedToLanding(state, c.planet);
    if (closed) return closed;
    infantry += c.infantry ?? 0;
    mechs += c.mechs ?? 0;
    fighters += c.fighters ?? 0;
  }
  // LRR 49: only ground forces are committed; fighters only through an ability (the Naalu flagship).
  if (fighters > 0 && !fightersAsGroundForces(state, seat, system))
    return illegal(
      'Fighters are not ground forces: they may be committed to a planet only with an ability that allows it, such as the Naalu flagship in the system (LRR 49).',
    );
  for (const [unit, n] of [
    ['infantry', infantry],
    ['mech', mechs],
    ['fighter', fighters],
  ] as const) {
    const have = countOf(space, unit);
    if (n > have)
      return illegal(
        `You have ${unitCount(unit, have)} in the space area of system ${system}, not ${n}: ground forces land from there (LRR 49).`,
      );
  }
  return null;
}
