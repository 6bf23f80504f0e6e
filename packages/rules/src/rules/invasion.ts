// The invasion step of a tactical action (LRR 49), after movement and any space combat: the active
// player's units with Bombardment roll against planets in the active system holding another player's
// ground forces (LRR 15; not through a Planetary Shield, LRR 65, unless a unit of theirs in the system
// strips it), the defender assigning the hits; ground forces are committed from the space area onto
// planets (LRR 49); each planet with both sides' ground forces is fought over in a ground combat
// (LRR 42, rounds rolled by rules/space-combat.ts, hits assigned with `assign-hits`); then the active
// player takes control of each planet where their ground forces are left (LRR 25, 49), the other
// player's structures there destroyed. Not here (table edits): Space Cannon Defense (LRR 77), abilities
// beyond the units' printed numbers (docs/combat-effects.md), and exploring a planet gained (LRR 35).

import { custodiansProblem } from './agenda/custodians.ts';
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
import { UNIT_TYPES, type UnitType } from '../content/index.ts';
import { afterPlanetsGained } from '../hooks/mechanisms.ts';
import { rollDice } from '../kernel/dice.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameEvent } from '../state/events.ts';
import type { Handlers, IntentOf } from '../state/handlers.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import type {
  CombatDice,
  GameState,
  InvasionState,
  InvasionStep,
  Seat,
  SpaceCombatState,
  UnitCounts,
} from '../state/state.ts';
import type { Intent } from '../wire/intents.ts';
import type { BombardTarget, Commit } from '../wire/invade-intent.ts';
import { combatOf, forcedAssignment, nameOf, profileFor, shipsOf } from './combat-sides.ts';
import { assign, fight, withCombat } from './space-combat.ts';

const illegal = (message: string) => fail('rule/illegal-choice', message);
const hitsText = (n: number) => `${n} hit${n === 1 ? '' : 's'}`;
/** Steps resolved in one go at most (a stop against a loop; an invasion has at most 16). */
const MAX_STEPS = 64;

/** The seat's ground forces on a planet, by type. */
function groundOn(state: GameState, planet: string, seat: Seat): UnitCounts {
  const units = state.galaxy.planets[planet]?.units[String(seat)];
  const out: Record<string, number> = {};
  for (const t of UNIT_TYPES) if (isGroundForce(t) && countOf(units, t) > 0) out[t] = countOf(units, t);
  return out;
}

const total = (u: UnitCounts) => Object.values(u).reduce((a, n) => a + (n ?? 0), 0);

/** The other seats with ground forces on the planet (the defenders, LRR 42.1). */
function defendersOn(state: GameState, planet: string, seat: Seat): Seat[] {
  const units = state.galaxy.planets[planet]?.units ?? {};
  return Object.keys(units)
    .map(Number)
    .filter((s) => s !== seat && total(groundOn(state, planet, s)) > 0);
}

const unitsText = (u: UnitCounts) =>
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

function checkBombard(state: GameState, seat: Seat, targets: readonly BombardTarget[]): RuleError | null {
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

function commitCounts(c: Commit): UnitCounts {
  const out: Record<string, number> = {};
  if ((c.infantry ?? 0) > 0) out.infantry = c.infantry ?? 0;
  if ((c.mechs ?? 0) > 0) out.mech = c.mechs ?? 0;
  return out;
}

function checkCommits(state: GameState, seat: Seat, commits: readonly Commit[]): RuleError | null {
  const t = state.tactical;
  const system = t?.system ?? '';
  const space = findSystem(state, system)?.space[String(seat)];
  const seen = new Set<string>();
  let infantry = 0;
  let mechs = 0;
  for (const c of commits) {
    const name = planetName(c.planet);
    if (!planetsOf(system).includes(c.planet) || !state.galaxy.planets[c.planet])
      return illegal(`${name} is not a planet in the active system ${system}.`);
    if (seen.has(c.planet)) return illegal(`${name} is named twice: name each planet once.`);
    seen.add(c.planet);
    if ((c.infantry ?? 0) + (c.mechs ?? 0) === 0)
      return illegal(`Commit at least one infantry or mech to ${name}, or leave it out.`);
    const custodians = custodiansProblem(state, c.planet);
    if (custodians) return custodians;
    infantry += c.infantry ?? 0;
    mechs += c.mechs ?? 0;
  }
  for (const [unit, n] of [
    ['infantry', infantry],
    ['mech', mechs],
  ] as const) {
    const have = countOf(space, unit);
    if (n > have)
      return illegal(
        `You have ${unitCount(unit, have)} in the space area of system ${system}, not ${n}: ground forces land from there (LRR 49).`,
      );
  }
  return null;
}

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
  // LRR 49: ground forces are committed all at once, before any ground combat.
  for (const c of intent.commits) {
    const units = commitCounts(c);
    for (const [t, n] of Object.entries(units) as [UnitType, number][]) {
      next = changeSpace(next, system, seat, t, -n);
      next = changePlanet(next, c.planet, seat, t, n);
    }
    steps.push({ planet: c.planet, kind: 'landing' });
    events.push({
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} commits ${unitsText(units)} to ${planetName(c.planet)} (LRR 49).`,
    });
  }
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
  let rng = state.rng;
  const dice: CombatDice[] = [];
  for (const [t, n] of Object.entries(step.units ?? {}) as [UnitType, number][]) {
    const b = profileFor(state, seat, t).bombardment;
    if (!b || n <= 0) continue;
    const r = rollDice(rng, b.dice * n, b.hitsOn);
    rng = r.rng;
    dice.push({ unit: t, hitsOn: b.hitsOn, faces: r.faces, hits: r.hits });
  }
  const hits = dice.reduce((a, d) => a + d.hits, 0);
  const parts = dice.map(
    (d) =>
      `${d.faces.join(', ')} for ${unitCount(d.unit as UnitType, countOf(step.units, d.unit as UnitType))} (hits on ${d.hitsOn}+)`,
  );
  events.push({
    type: 'note',
    seat,
    text: `Bombardment of ${planetName(step.planet)}: ${nameOf(state, seat)} rolls ${parts.join('; ')}: ${hitsText(hits)}.`,
  });
  let next: GameState = { ...state, rng };
  if (hits === 0) return next;
  // LRR 15.2: the player whose ground forces are there chooses which are destroyed.
  const combat: SpaceCombatState = {
    attacker: seat,
    defender,
    round: 1,
    rolls: [{ seat, dice, hits }],
    owed: { [String(defender)]: hits },
    damaged: {},
    planet: step.planet,
    bombardment: true,
  };
  next = withCombat(next, combat);
  const forced = forcedAssignment(next, combat, defender);
  if (forced) next = assign(next, defender, forced, events, true);
  return afterBombardment(next);
}

/** Once the defender has assigned a bombardment's hits: the damage kept for the ground combat there. */
export function afterBombardment(state: GameState): GameState {
  const combat = combatOf(state);
  const invasion = state.tactical?.invasion;
  if (!combat?.bombardment || !invasion || combat.planet === undefined) return state;
  if (Object.values(combat.owed).some((n) => n > 0)) return state;
  const damaged = { ...invasion.damaged, [combat.planet]: combat.damaged };
  return withCombat(withInvasion(state, { ...invasion, damaged }), null);
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
    damaged: state.tactical?.invasion?.damaged?.[step.planet] ?? {},
    planet: step.planet,
  };
  return fight(withCombat(state, combat), events);
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
    text: `${nameOf(state, seat)} takes control of ${name}${from}; its card comes exhausted (LRR 25). Explore it by table edit if it has a trait.`,
  });
  return afterPlanetsGained(next, { ...next, galaxy: { ...next.galaxy, planets } });
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
      if (step.kind === 'landing') next = establishControl(next, seat, step.planet, events);
      continue;
    }
    next = withSteps(next, [{ ...step, started: true }, ...rest]);
    next = step.kind === 'bombardment' ? bombard(next, seat, step, events) : land(next, seat, step, events);
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
  const planet = planetsOf(system).find((p) => state.galaxy.planets[p] && !custodiansProblem(state, p));
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
