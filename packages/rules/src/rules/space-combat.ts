// Space combat in a tactical action (LRR 78): after movement, when the active system holds the active
// player's ships and another player's, they fight in rounds. Each round both sides roll at once from
// the game's generator (LRR 78.3, 18), every die logged with its face; each side then assigns the hits
// the other rolled (LRR 78.4, rules/assign-hits.ts), the engine doing it where there is no real choice.
// Abilities' effects at the start of the combat come first (LRR 78.3, rules/combat-openings.ts); the
// first round opens with Anti-Fighter Barrage (LRR 10, rules/barrage.ts); dice go through
// rules/volley.ts, where abilities modify them. Before each round the sides may announce retreats, and
// after its hits a retreat is carried out (LRR 78.4, 78.7, rules/retreat.ts: the rounds pause and resume
// here). The combat ends when a side has no ships left (LRR 78.9). Not here (table edits): abilities
// that ask for a choice. A ground combat in the invasion step (LRR 42, rules/invasion.ts) fights its
// rounds here too: the same rolls and assignments, between the ground forces on one planet, with what
// abilities do at the end of each round (rules/ground-combat-abilities.ts).

import { storeDamage } from '../board/damage.ts';
import {
  changePlanet,
  changeSpace,
  countOf,
  isGroundForce,
  findSystem,
  planetName,
  shipOwners,
  unitCount,
} from '../board/forces.ts';
import type { UnitType } from '../content/index.ts';
import type { GameEvent } from '../state/events.ts';
import type { CombatRoll, GameState, Seat, SpaceCombatState, UnitCounts } from '../state/state.ts';
import {
  combatOf,
  forcedAssignment,
  forcesOf,
  nameOf,
  profileFor,
  shipsOf,
  type Assignment,
} from './combat-sides.ts';
import { antiFighterBarrage } from './barrage.ts';
import {
  afterBombardmentHits,
  endOfGroundRound,
  groundRoundEnding,
  stillOwed,
} from './ground-combat-abilities.ts';
import { closed, openingSteps, resolveOpenings, type ForcedAssign } from './combat-openings.ts';
import { repairAfterHits } from './repair.ts';
import { openAnnouncements, resolveRetreat } from './retreat.ts';
import { openOptions } from './round-options.ts';
import { systemLabel } from './tactical.ts';
import { rollText, rollVolley } from './volley.ts';

/** Rounds rolled in one go at most when nobody hits (a stop against a loop; never reached in play). */
const MAX_ROUNDS = 500;

const hitsText = (n: number) => `${n} hit${n === 1 ? '' : 's'}`;

/** The state with this combat under way, or with none; the rest of the tactical action as it was. */
export function withCombat(state: GameState, combat: SpaceCombatState | null): GameState {
  const t = state.tactical;
  if (!t) return state;
  const { combat: _old, ...base } = t;
  return { ...state, tactical: combat ? { ...base, combat } : base };
}

/**
 * After Space Cannon Offense: starts a space combat when exactly two players have ships in the system;
 * ships damaged by the cannons start it damaged (LRR 87).
 */
export function startCombat(
  state: GameState,
  seat: Seat,
  events: GameEvent[],
  damaged: SpaceCombatState['damaged'] = {},
): GameState {
  const system = state.tactical?.system;
  if (system === undefined || state.tactical?.combat) return state;
  const owners = shipOwners(state, system);
  const others = owners.filter((s) => s !== seat);
  if (!owners.includes(seat) || others.length === 0) return state;
  const [defender] = others;
  if (defender === undefined || others.length > 1) {
    events.push({
      type: 'note',
      seat,
      text: `More than two players have ships in ${systemLabel(system)}: resolve the combat by table edits.`,
    });
    return state;
  }
  events.push({
    type: 'note',
    seat,
    text: `Space combat in ${systemLabel(system)}: ${nameOf(state, seat)} attacks ${nameOf(state, defender)} (LRR 78).`,
  });
  const combat: SpaceCombatState = { attacker: seat, defender, round: 0, rolls: [], owed: {}, damaged };
  // Effects at the start of the combat come first (LRR 78.3, rules/combat-openings.ts).
  const steps = openingSteps(state, combat);
  const opened = resolveOpenings(withCombat(state, combat), steps, events, forcedAssign);
  return opened.waits ? opened.state : firstRound(opened.state, events);
}

const forcedAssign: ForcedAssign = (state, seat, a, events) => assign(state, seat, a, events, true);

/** LRR 78.3 step 1: the first round opens with Anti-Fighter Barrage (rules/barrage.ts); then the rounds. */
function firstRound(state: GameState, events: GameEvent[]): GameState {
  const combat = combatOf(state);
  return combat ? fight(antiFighterBarrage(state, combat, events), events) : state;
}

/** Once the hits of an effect at the start of the combat are assigned: the next one, then round 1. */
export function afterOpening(state: GameState, events: GameEvent[]): GameState {
  const combat = combatOf(state);
  if (!combat?.opening || Object.values(combat.owed).some((n) => n > 0)) return state;
  const opened = resolveOpenings(closed(state), combat.opening.next, events, forcedAssign);
  return opened.waits ? opened.state : firstRound(opened.state, events);
}

/** One side's dice for a round: each unit type's combat value and dice (LRR 18.1, 18.2). */
function roll(state: GameState, seat: Seat, opponent: Seat): { roll: CombatRoll; state: GameState } {
  const nonFighters = shipsOf(state, opponent)
    .filter(([t]) => t !== 'fighter')
    .reduce((a, [, n]) => a + n, 0);
  return rollVolley(
    state,
    'combat',
    seat,
    opponent,
    forcesOf(state, seat),
    (unit, printed) => (profileFor(state, seat, unit).combatDicePerOpposing ? nonFighters : printed.dice),
    combatOf(state)?.planet,
  );
}

/** "Ana rolls 3, 7 for 2 Destroyers (hits on 9+): 0 hits." */
export function combatRollText(state: GameState, r: CombatRoll, counts?: UnitCounts): string {
  return `${nameOf(state, r.seat)} ${rollText(r, counts ?? Object.fromEntries(forcesOf(state, r.seat)))}: ${hitsText(r.hits)}.`;
}

/**
 * Rolls rounds until a side has hits to assign by choice or the combat ends: both sides roll, the hits
 * are owed to the other side, forced assignments are made at once (rules/combat-sides.ts).
 */
export function fight(state: GameState, events: GameEvent[]): GameState {
  let next = state;
  for (let i = 0; i < MAX_ROUNDS; i++) {
    const combat = combatOf(next);
    if (!combat) return next;
    // A ground combat: what follows an ability's bombardment's hits (X-89), then the end of the round
    // just fought (Harrow), before the combat's end is judged (rules/ground-combat-abilities.ts).
    if (combat.forcesBefore && combat.planet !== undefined) {
      next = afterBombardmentHits(next, events);
      continue;
    }
    if (groundRoundEnding(combat)) {
      const ended = endOfGroundRound(next, events);
      if (ended !== next) {
        next = assignForced(ended, events);
        if (stillOwed(combatOf(next)).length > 0) return next;
        continue;
      }
    }
    const { attacker, defender } = combat;
    if (forcesOf(next, attacker).length === 0 || forcesOf(next, defender).length === 0)
      return endCombat(next, events);
    // The Retreat step of the round just fought (LRR 78.7), then the next round's Announce Retreats
    // step (LRR 78.4), which waits while a seat has to decide (rules/retreat.ts).
    if (combat.retreats?.round === combat.round) {
      next = resolveRetreat(next, events);
      continue;
    }
    // The start of the round: options an ability lets a player pay for (rules/round-options.ts).
    const options = openOptions(next);
    next = options.state;
    if (options.waits) return next;
    const announcing = openAnnouncements(next);
    next = announcing.state;
    if (announcing.waits) return next;
    const a = roll(next, attacker, defender);
    const d = roll(a.state, defender, attacker);
    next = d.state;
    const round = combat.round + 1;
    if (a.roll.dice.length === 0 && d.roll.dice.length === 0)
      return endCombat(next, events, 'Neither side has a die to roll');
    events.push({
      type: 'note',
      seat: attacker,
      text: `Round ${round}: ${combatRollText(next, a.roll)} ${combatRollText(next, d.roll)}`,
    });
    const owed = { [String(attacker)]: d.roll.hits, [String(defender)]: a.roll.hits };
    const { abilityHits: _before, ...prev } = combatOf(next) ?? combat;
    next = withCombat(next, { ...prev, round, rolls: [a.roll, d.roll], owed });
    for (const seat of [attacker, defender]) {
      const c = combatOf(next) as SpaceCombatState;
      const forced = forcedAssignment(next, c, seat);
      if (forced) next = assign(next, seat, forced, events, true);
      // No hits to assign: the round's repairs come at once (rules/repair.ts).
      else if ((c.owed[String(seat)] ?? 0) === 0) next = repairAfterHits(next, seat, {}, events);
    }
    const after = combatOf(next) as SpaceCombatState;
    if (Object.values(after.owed).some((n) => n > 0)) return next;
  }
  return endCombat(next, events, 'The combat was stopped after many rounds without a hit');
}

/** The assignments no one has a choice in, made by the game (hits of an ability's volley). */
export function assignForced(state: GameState, events: GameEvent[]): GameState {
  let next = state;
  for (const seat of stillOwed(combatOf(state))) {
    const c = combatOf(next);
    const forced = c ? forcedAssignment(next, c, seat) : null;
    if (forced) next = assign(next, seat, forced, events, true);
  }
  return next;
}

function assignmentText(a: Assignment): string {
  const list = (u: UnitCounts) =>
    (Object.entries(u) as [UnitType, number][]).filter(([, n]) => n > 0).map(([t, n]) => unitCount(t, n));
  const lost = list(a.losses);
  const sustained = list(a.sustain);
  const one = Object.values({ ...a.sustain }).reduce((x, n) => x + (n ?? 0), 0) === 1;
  const parts = [
    ...(lost.length > 0 ? [`loses ${lost.join(', ')}`] : []),
    ...(sustained.length > 0 ? [`${sustained.join(', ')} ${one ? 'sustains' : 'sustain'} damage`] : []),
  ];
  return parts.length > 0 ? parts.join('; ') : 'loses nothing';
}

/**
 * Applies a checked assignment: ships destroyed go back to reinforcements (damaged ones first), the
 * ships that sustained damage are marked (LRR 87.1); the seat owes nothing more this round.
 */
export function assign(
  state: GameState,
  seat: Seat,
  a: Assignment,
  events: GameEvent[],
  forced = false,
): GameState {
  const combat = combatOf(state);
  const system = state.tactical?.system;
  if (!combat || system === undefined) return state;
  const key = String(seat);
  let next = state;
  const damaged: Record<string, number> = { ...combat.damaged[key] };
  for (const t of new Set([...Object.keys(a.losses), ...Object.keys(a.sustain)]) as Set<UnitType>) {
    const k = countOf(a.losses, t);
    const after = countOf(damaged, t) + countOf(a.sustain, t) - k;
    if (after > 0) damaged[t] = after;
    else delete damaged[t];
    if (k > 0)
      next =
        combat.planet === undefined
          ? changeSpace(next, system, seat, t, -k)
          : changePlanet(next, combat.planet, seat, t, -k);
  }
  const hits = Object.values({ ...a.losses }).reduce((x, n) => x + (n ?? 0), 0);
  const absorbed = Object.values({ ...a.sustain }).reduce((x, n) => x + (n ?? 0), 0);
  const why = forced ? ' (no other choice: assigned by the game)' : '';
  events.push({
    type: 'note',
    seat,
    text: combat.opening?.destroy
      ? `${nameOf(state, seat)} destroys ${assignmentText(a).replace(/^loses /, '')} for ${combat.opening.name}${why}.`
      : `${nameOf(state, seat)} takes ${hitsText(hits + absorbed)}: ${assignmentText(a)}${why}.`,
  });
  const after = withCombat(next, {
    ...combat,
    owed: { ...combat.owed, [key]: 0 },
    damaged: { ...combat.damaged, [key]: damaged },
  });
  return repairAfterHits(after, seat, a.sustain, events);
}

/**
 * Ends the combat (LRR 78.7): says who won; a side left without ships loses the ground forces it had
 * in the space area (LRR 16: nothing carries them). The tactical action goes on (production, LRR 89).
 */
function endCombat(state: GameState, events: GameEvent[], why?: string): GameState {
  const combat = combatOf(state);
  const system = state.tactical?.system;
  if (!combat || system === undefined) return state;
  let next = state;
  const left = [combat.attacker, combat.defender].filter((s) => forcesOf(state, s).length > 0);
  const [only] = left;
  const ground = combat.planet !== undefined;
  const outcome =
    why !== undefined
      ? `${why}: the combat ends with both ${ground ? 'sides' : 'fleets'} in place`
      : left.length === 0
        ? `both ${ground ? 'sides’ ground forces are' : 'fleets are'} destroyed`
        : `${nameOf(state, only as Seat)} wins`;
  const where = ground
    ? `ground combat on ${planetName(combat.planet ?? '')}`
    : `space combat in ${systemLabel(system)}`;
  events.push({
    type: 'note',
    seat: combat.attacker,
    text: `The ${where} ends ${combat.round === 0 ? 'before round 1' : `after round ${combat.round}`}: ${outcome}.`,
  });
  // What was damaged stays damaged until the status phase (LRR 87).
  next = storeDamage(next, combat.planet ?? system, combat.damaged);
  // A ground combat's result (control of the planet) is the invasion's (rules/invasion.ts).
  if (ground) return withCombat(next, null);
  for (const seat of [combat.attacker, combat.defender]) {
    if (left.includes(seat)) continue;
    const space = findSystem(next, system)?.space[String(seat)] ?? {};
    for (const [t, n] of Object.entries(space) as [UnitType, number][]) {
      if (n <= 0 || !isGroundForce(t)) continue;
      next = changeSpace(next, system, seat, t, -n);
      events.push({
        type: 'note',
        seat,
        text: `With no ships left, ${nameOf(state, seat)}'s ${unitCount(t, n)} in space ${n === 1 ? 'is' : 'are'} removed (LRR 16).`,
      });
    }
  }
  return withCombat(next, null);
}
