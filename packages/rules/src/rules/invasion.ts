// The invasion step of a tactical action (LRR 49), after movement and any space combat: the active
// player's units with Bombardment roll against planets in the active system holding another player's
// ground forces (LRR 15; not through a Planetary Shield, LRR 65, unless a unit of theirs in the system
// strips it), the defender assigning the hits; ground forces are committed from the space area onto
// planets (LRR 49); the defender's units with Space Cannon on a planet fire at those landed there (Space
// Cannon Defense, LRR 77), the attacker assigning the hits; each planet with both sides' ground forces is fought over in a ground combat
// (LRR 42, rounds rolled by rules/space-combat.ts, hits assigned with `assign-hits`); then the active
// player takes control of each planet where their ground forces are left (LRR 25, 49), the other
// player's structures there destroyed. Abilities at the start of a ground combat and after a
// bombardment come through the combat hooks (rules/ground-combat-abilities.ts); the rest beyond the
// units' printed numbers are table edits (docs/combat-effects.md). A planet
// no one controlled is explored by its new controller (LRR 35, rules/exploration.ts).
// The checks of each part are in rules/invasion-checks.ts.

import { damageAt, storeDamage } from '../board/damage.ts';
import {
  checkBombard,
  checkCommits,
  closedToLanding,
  commitCounts,
  defendersOn,
  groundOn,
  invasionProblem,
  total,
  unitsText,
} from './invasion-checks.ts';
import {
  changePlanet,
  changeSpace,
  countOf,
  findSystem,
  isGroundForce,
  planetName,
  planetsOf,
  unitCount,
} from '../board/forces.ts';
import type { UnitType } from '../content/index.ts';
import { afterPlanetsGained } from '../hooks/mechanisms.ts';
import { exploreGainedPlanet } from './exploration.ts';
import { fail } from '../kernel/result.ts';
import type { GameEvent } from '../state/events.ts';
import type { Handlers, IntentOf } from '../state/handlers.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import type { GameState, InvasionState, InvasionStep, Seat, SpaceCombatState } from '../state/state.ts';
import type { Intent } from '../wire/intents.ts';
import { combatOf, forcedAssignment, nameOf, profileFor } from './combat-sides.ts';
import { assign, assignForced, fight, withCombat } from './space-combat.ts';
import { afterBombardmentHits, fightersBack, openingHits, stillOwed } from './ground-combat-abilities.ts';
import { rollText, rollVolley } from './volley.ts';

const illegal = (message: string) => fail('rule/illegal-choice', message);
const hitsText = (n: number) => `${n} hit${n === 1 ? '' : 's'}`;
/** Steps resolved in one go at most (a stop against a loop; an invasion has at most 16). */
const MAX_STEPS = 64;

function withInvasion(state: GameState, invasion: InvasionState): GameState {
  return state.tactical ? { ...state, tactical: { ...state.tactical, invasion } } : state;
}

/** The `invade` intent (LRR 49): bombardment, ground forces committed, then each step played out. */
export function invade(state: GameState, seat: Seat, intent: IntentOf<'invade'>): Outcome {
  const problem = invasionProblem(state, seat);
  if (problem) return problem;
  const targets = intent.bombard ?? [];
  if (targets.length === 0 && intent.commits.length === 0)
    return illegal('Name a planet to bombard or ground forces to commit.');
  if (targets.length > 0) {
    const bad = checkBombard(state, seat, targets);
    if (bad) return bad;
  }
  const bad = checkCommits(state, seat, intent.commits);
  if (bad) return bad;
  const system = state.tactical?.system ?? '';
  const before = state.tactical?.invasion;
  const steps: InvasionStep[] = [];
  const events: GameEvent[] = [];
  let next = state;
  for (const target of targets) {
    steps.push({ planet: target.planet, kind: 'bombardment', units: target.units });
    events.push({
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} bombards ${planetName(target.planet)} with ${unitsText(target.units)} (LRR 15).`,
    });
  }
  // LRR 49: ground forces are committed all at once; Space Cannon Defense, then the ground combats.
  const landed: string[] = [];
  for (const c of intent.commits) {
    const units = commitCounts(c);
    for (const [t, n] of Object.entries(units) as [UnitType, number][]) {
      next = changeSpace(next, system, seat, t, -n);
      next = changePlanet(next, c.planet, seat, t, n);
    }
    landed.push(c.planet);
    events.push({
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} commits ${unitsText(units)} to ${planetName(c.planet)} (LRR 49).`,
    });
  }
  for (const planet of landed) steps.push({ planet, kind: 'space-cannon' });
  for (const planet of landed) steps.push({ planet, kind: 'landing' });
  const invasion: InvasionState = {
    ...before,
    ...(targets.length > 0 ? { bombarded: true as const } : {}),
    ...(intent.commits.length > 0 ? { committed: true as const } : {}),
    steps,
  };
  return applied(advanceInvasion(withInvasion(next, invasion), events), events);
}

function withSteps(state: GameState, steps: readonly InvasionStep[]): GameState {
  const invasion = state.tactical?.invasion;
  return invasion ? withInvasion(state, { ...invasion, steps }) : state;
}

/** A bombardment's dice (LRR 15.1): each unit's Bombardment value and dice, from the game's generator. */
function bombard(state: GameState, seat: Seat, step: InvasionStep, events: GameEvent[]): GameState {
  const [defender] = defendersOn(state, step.planet, seat);
  if (defender === undefined) return state;
  const units = Object.entries(step.units ?? {}) as [UnitType, number][];
  const volley = rollVolley(state, 'bombardment', seat, defender, units);
  const { dice, hits } = volley.roll;
  events.push({
    type: 'note',
    seat,
    text: `Bombardment of ${planetName(step.planet)}: ${nameOf(state, seat)} ${rollText(volley.roll, step.units ?? {})}: ${hitsText(hits)}.`,
  });
  let next: GameState = volley.state;
  if (hits === 0) return next;
  // LRR 15.2: the player whose ground forces are there chooses which are destroyed.
  const combat: SpaceCombatState = {
    attacker: seat,
    defender,
    round: 1,
    rolls: [{ seat, dice, hits }],
    owed: { [String(defender)]: hits },
    damaged: planetDamage(state, step.planet),
    planet: step.planet,
    bombardment: true,
    forcesBefore: groundOn(state, step.planet, defender),
  };
  next = withCombat(next, combat);
  const forced = forcedAssignment(next, combat, defender);
  if (forced) next = assign(next, defender, forced, events, true);
  return afterVolley(next, events);
}

/** The damage ground forces on `planet` carry into this invasion's steps: this invasion's, else the board's. */
function planetDamage(state: GameState, planet: string): SpaceCombatState['damaged'] {
  return state.tactical?.invasion?.damaged?.[planet] ?? damageAt(state, planet);
}

/**
 * Once a bombardment's or Space Cannon Defense's hits are assigned: the damage taken kept for the ground
 * combat on that planet, and the volley over.
 */
export function afterVolley(state: GameState, events: GameEvent[]): GameState {
  const invasion = state.tactical?.invasion;
  const volley = combatOf(state);
  if (!(volley?.bombardment || volley?.spaceCannon) || !invasion || volley.planet === undefined) return state;
  if (Object.values(volley.owed).some((n) => n > 0)) return state;
  // What abilities destroy besides once a bombardment's hits are assigned (X-89 Bacterial Weapon).
  const after = afterBombardmentHits(state, events);
  const combat = combatOf(after) ?? volley;
  const damaged = { ...invasion.damaged, [volley.planet]: combat.damaged };
  const kept = storeDamage(after, volley.planet, combat.damaged);
  return withCombat(withInvasion(kept, { ...invasion, damaged }), null);
}

/**
 * Space Cannon Defense (LRR 77): another player's units with Space Cannon on the planet fire at the
 * ground forces just landed there, each at its Space Cannon value and dice; the attacker assigns the hits.
 */
function spaceCannonDefense(
  state: GameState,
  seat: Seat,
  step: InvasionStep,
  events: GameEvent[],
): GameState {
  if (total(groundOn(state, step.planet, seat)) === 0) return state;
  const units = state.galaxy.planets[step.planet]?.units ?? {};
  const armed = (owner: Seat) =>
    (Object.entries(units[String(owner)] ?? {}) as [UnitType, number][]).filter(
      ([t, n]) => n > 0 && profileFor(state, owner, t).spaceCannon,
    );
  const defender = Object.keys(units)
    .map(Number)
    .find((o) => o !== seat && armed(o).length > 0);
  if (defender === undefined) return state;
  const volley = rollVolley(state, 'space-cannon', defender, seat, armed(defender));
  const { dice, hits } = volley.roll;
  events.push({
    type: 'note',
    seat: defender,
    text: `Space Cannon Defense on ${planetName(step.planet)}: ${nameOf(state, defender)} ${rollText(volley.roll, units[String(defender)] ?? {})}: ${hitsText(hits)} (LRR 77).`,
  });
  let next: GameState = volley.state;
  if (hits === 0) return next;
  const combat: SpaceCombatState = {
    attacker: seat,
    defender,
    round: 1,
    rolls: [{ seat: defender, dice, hits }],
    owed: { [String(seat)]: hits },
    damaged: planetDamage(state, step.planet),
    planet: step.planet,
    spaceCannon: true,
  };
  next = withCombat(next, combat);
  const forced = forcedAssignment(next, combat, seat);
  if (forced) next = assign(next, seat, forced, events, true);
  return afterVolley(next, events);
}

/** A landing (LRR 49 → 42): a ground combat where another player's ground forces are on the planet. */
function land(state: GameState, seat: Seat, step: InvasionStep, events: GameEvent[]): GameState {
  const defenders = defendersOn(state, step.planet, seat);
  const [defender] = defenders;
  if (defender === undefined || total(groundOn(state, step.planet, seat)) === 0) return state;
  if (defenders.length > 1) {
    events.push({
      type: 'note',
      seat,
      text: `More than one other player has ground forces on ${planetName(step.planet)}: resolve the ground combat by table edits.`,
    });
    return state;
  }
  events.push({
    type: 'note',
    seat,
    text: `Ground combat on ${planetName(step.planet)}: ${nameOf(state, seat)} attacks ${nameOf(state, defender)} (LRR 42).`,
  });
  const combat: SpaceCombatState = {
    attacker: seat,
    defender,
    round: 0,
    rolls: [],
    owed: {},
    damaged: planetDamage(state, step.planet),
    planet: step.planet,
  };
  // The start of the ground combat: hits abilities produce before round 1 (Magen Defense Grid).
  const opened = openingHits(state, combat, events);
  if (opened === combat) return fight(withCombat(state, combat), events);
  const next = assignForced(withCombat(state, opened), events);
  return stillOwed(combatOf(next)).length > 0 ? next : fight(next, events);
}

/**
 * Control after a landing (LRR 49, 25): the active player, with ground forces left on the planet and
 * no one else's, takes it (its card exhausted); the other players' structures there are destroyed.
 */
function establishControl(state: GameState, seat: Seat, planet: string, events: GameEvent[]): GameState {
  const name = planetName(planet);
  const current = state.galaxy.planets[planet];
  if (!current) return state;
  if (total(groundOn(state, planet, seat)) === 0) {
    const holder = current.controller;
    events.push({
      type: 'note',
      seat,
      text:
        holder === null || holder === seat
          ? `${nameOf(state, seat)} has no ground forces left on ${name}.`
          : `${nameOf(state, seat)} has no ground forces left on ${name}: ${nameOf(state, holder)} keeps it.`,
    });
    return state;
  }
  if (defendersOn(state, planet, seat).length > 0) return state;
  let next = state;
  for (const [owner, units] of Object.entries(current.units)) {
    if (Number(owner) === seat) continue;
    for (const [t, n] of Object.entries(units) as [UnitType, number][]) {
      if (n <= 0 || isGroundForce(t)) continue;
      next = changePlanet(next, planet, Number(owner), t, -n);
      events.push({
        type: 'note',
        seat,
        text: `${nameOf(state, Number(owner))}'s ${unitCount(t, n)} on ${name} ${n === 1 ? 'is' : 'are'} destroyed (LRR 49).`,
      });
    }
  }
  if (current.controller === seat) return next;
  const from = current.controller === null ? '' : ` from ${nameOf(state, current.controller)}`;
  const planets = {
    ...next.galaxy.planets,
    [planet]: { ...(next.galaxy.planets[planet] ?? current), controller: seat, exhausted: true },
  };
  events.push({
    type: 'note',
    seat,
    text: `${nameOf(state, seat)} takes control of ${name}${from}; its card comes exhausted (LRR 25).`,
  });
  const gained = afterPlanetsGained(next, { ...next, galaxy: { ...next.galaxy, planets } });
  // LRR 35: a planet no player controlled is explored by its new controller.
  return current.controller === null ? exploreGainedPlanet(gained, seat, planet, events) : gained;
}

/**
 * Plays the invasion's steps in order until one waits for a player (hits to assign) or none is left:
 * a step is begun (dice rolled, combat started), and once its combat is over, finished.
 */
export function advanceInvasion(state: GameState, events: GameEvent[]): GameState {
  let next = state;
  const seat = state.active;
  if (seat === null) return state;
  for (let i = 0; i < MAX_STEPS; i++) {
    const t = next.tactical;
    if (!t?.invasion || t.combat) return next;
    const [step, ...rest] = t.invasion.steps;
    if (!step) return next;
    if (step.started) {
      next = withSteps(next, rest);
      if (step.kind === 'landing')
        next = establishControl(fightersBack(next, seat, step.planet, events), seat, step.planet, events);
      continue;
    }
    next = withSteps(next, [{ ...step, started: true }, ...rest]);
    next =
      step.kind === 'bombardment'
        ? bombard(next, seat, step, events)
        : step.kind === 'space-cannon'
          ? spaceCannonDefense(next, seat, step, events)
          : land(next, seat, step, events);
  }
  return next;
}

/** An example invasion for `legal` (bots, tests, fuzzing): every ground force in space onto one planet. */
export function invadeIntents(state: GameState, seat: Seat): Intent[] {
  if (invasionProblem(state, seat)) return [];
  const system = state.tactical?.system ?? '';
  const space = findSystem(state, system)?.space[String(seat)];
  const infantry = countOf(space, 'infantry');
  const mechs = countOf(space, 'mech');
  const planet = planetsOf(system).find((p) => state.galaxy.planets[p] && !closedToLanding(state, p));
  if (planet === undefined || infantry + mechs === 0) return [];
  return [
    {
      type: 'invade',
      commits: [{ planet, ...(infantry > 0 ? { infantry } : {}), ...(mechs > 0 ? { mechs } : {}) }],
    },
  ];
}

/** The intent this module owns, in the engine's handler table (engine/handlers.ts). */
export const invasionHandlers: Handlers<'invade'> = {
  invade: (state, seat, intent) => invade(state, seat, intent),
};
