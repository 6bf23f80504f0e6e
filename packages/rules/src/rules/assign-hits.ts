// The `assign-hits` intent (LRR 78.4, 42.2, 15.2): a player in a space combat, a ground combat or under
// bombardment assigns the hits the other side rolled, destroying units and using Sustain Damage (LRR 87). Also what the game waits for during a
// combat, the example for `legal`, what stays allowed meanwhile, and the host's stop-waiting (the
// default loss order for whoever has not assigned).

import { isShip, planetName } from '../board/forces.ts';
import type { UnitType } from '../content/index.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameEvent } from '../state/events.ts';
import type { Handlers, IntentOf } from '../state/handlers.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import type { GameState, Seat, SpaceCombatState, UnitCounts } from '../state/state.ts';
import type { Intent, IntentType } from '../wire/intents.ts';
import {
  combatOf,
  defaultAssignment,
  fightsOnPlanet,
  fighterHitsAllowed,
  forcesOf,
  hitsToAssign,
  nameOf,
  sustainable,
  type Assignment,
} from './combat-sides.ts';
import { announceForUndecided, retreatWaiting } from './announce-retreat.ts';
import { advanceInvasion, afterVolley } from './invasion.ts';
import { retreatAsked } from './retreat.ts';
import { optionAsked, optionWaiting } from './round-options.ts';
import { declineUndecided } from './combat-option.ts';
import { afterOpening, assign, fight } from './space-combat.ts';
import { afterOffense } from './space-cannon-offense.ts';
import { systemLabel } from './tactical.ts';

const illegal = (message: string) => fail('rule/illegal-choice', message);

/** "the space combat in system 20 (…)", "the ground combat on Vefut II", "the bombardment of Vefut II". */
export function combatName(state: GameState, combat: SpaceCombatState): string {
  const system = systemLabel(state.tactical?.system ?? '');
  if (combat.offense) return `the Space Cannon Offense in ${system}`;
  if (combat.opening) return `${combat.opening.name} at the start of the space combat in ${system}`;
  if (combat.planet === undefined) return `the space combat in ${system}`;
  const what = combat.bombardment
    ? 'bombardment of'
    : combat.spaceCannon
      ? 'Space Cannon Defense on'
      : 'ground combat on';
  return `the ${what} ${planetName(combat.planet)}`;
}

/** Intents a seat may still send while a space combat waits for its hits (the rest wait for its end). */
const DURING_COMBAT: readonly IntentType[] = [
  'assign-hits',
  'announce-retreat',
  'combat-option',
  'table-edit',
  'play-action-card',
  'play-promissory-note',
  'discard-action-cards',
  'return-secret-objective',
  'undo',
  'instinct-training',
];

/** Refuses, during a space combat, what must wait for its end (production, ending the turn…). */
export function combatBlocks(state: GameState, type: IntentType): RuleError | null {
  const combat = state.tactical?.combat;
  if (!combat || DURING_COMBAT.includes(type)) return null;
  const name = combatName(state, combat);
  const announcing = retreatAsked(state) !== null;
  const rule = announcing
    ? '78.4'
    : combat.offense || combat.spaceCannon
      ? 77
      : combat.planet === undefined
        ? 78
        : combat.bombardment
          ? 15
          : 42;
  return fail(
    'intent/wrong-phase',
    `${name.charAt(0).toUpperCase()}${name.slice(1)} comes first: ${optionAsked(state) !== null ? 'the start of a round is being decided' : announcing ? 'retreats are being announced' : 'its hits are being assigned'} (LRR ${rule}).`,
  );
}

/** The seats that still have hits to assign. */
export function combatWaitingSeats(state: GameState): Seat[] {
  const combat = combatOf(state);
  if (!combat) return [];
  return [combat.attacker, combat.defender].filter((s) => (combat.owed[String(s)] ?? 0) > 0);
}

export function combatWaiting(state: GameState): { seats: Seat[]; text: string } {
  // Before a space combat round: an option to pay for (rules/round-options.ts), whether a seat
  // retreats (LRR 78.4, rules/announce-retreat.ts).
  const opting = optionWaiting(state);
  if (opting) return opting;
  const announcing = retreatWaiting(state);
  if (announcing) return announcing;
  const combat = combatOf(state) as SpaceCombatState;
  const seats = combatWaitingSeats(state);
  const who = seats.map((s) => `${nameOf(state, s)} (${combat.owed[String(s)] ?? 0})`).join(' and ');
  return {
    seats,
    text:
      combat.offense || combat.opening
        ? `Waiting for ${who} to assign the hits of ${combatName(state, combat)}.`
        : combat.planet === undefined
          ? `Waiting for ${who} to assign hits in the space combat in system ${state.tactical?.system ?? ''}, round ${combat.round}.`
          : combat.bombardment || combat.spaceCannon
            ? `Waiting for ${who} to assign the hits of ${combatName(state, combat)}.`
            : combat.abilityHits
              ? `Waiting for ${who} to assign the hits of ${combat.abilityHits.name} in the ground combat on ${planetName(combat.planet)}, ${combat.abilityHits.round === 0 ? 'before round 1' : `after round ${combat.abilityHits.round}`}.`
              : `Waiting for ${who} to assign hits in the ground combat on ${planetName(combat.planet)}, round ${combat.round}.`,
  };
}

function sum(u: UnitCounts | undefined): number {
  return Object.values({ ...u }).reduce((a, n) => a + (n ?? 0), 0);
}

/** Checks an assignment against the seat's ships and the hits owed. */
function checked(
  state: GameState,
  combat: SpaceCombatState,
  seat: Seat,
  intent: IntentOf<'assign-hits'>,
): Assignment | RuleError {
  const units = new Map(forcesOf(state, seat, combat));
  const ground = combat.planet !== undefined;
  const destroy = combat.opening?.destroy ? combat.opening.name : null;
  if (destroy !== null && sum(intent.sustain) > 0)
    return illegal(`${destroy} destroys ships rather than hitting them: Sustain Damage cannot be used.`);
  if (destroy !== null && (intent.losses.fighter ?? 0) > 0)
    return illegal(`${destroy} destroys non-fighter ships: choose a ship other than a fighter.`);
  for (const [t, k] of Object.entries(intent.losses) as [UnitType, number][]) {
    if (k > 0 && !ground && !isShip(t))
      return illegal(`Only ships are lost in a space combat, not ${t} (LRR 78.4).`);
    if (k > 0 && ground && !fightsOnPlanet(t))
      return illegal(`Only ground forces are lost on a planet, not ${t} (LRR 42.2, 15.2).`);
    if (k > (units.get(t) ?? 0))
      return illegal(`You have ${units.get(t) ?? 0} ${t} in the combat, not ${k}.`);
  }
  for (const [t, s] of Object.entries(intent.sustain ?? {}) as [UnitType, number][]) {
    const can = sustainable(state, combat, seat, t);
    if (s > can)
      return illegal(
        `Only ${can} of your ${t} can use Sustain Damage now (an undamaged unit with the ability, LRR 87.1).`,
      );
  }
  const fighters = fighterHitsAllowed(state, combat, seat);
  const onFighters = intent.losses.fighter ?? 0;
  if (onFighters > fighters)
    return illegal(
      `${combat.nonFightersFirst ?? 'A card'}: these hits go to your non-fighter ships while one can take a hit (Sustain Damage counts); ${fighters === 0 ? 'no fighter may be lost' : `at most ${fighters} fighter${fighters === 1 ? '' : 's'} may be lost`}, not ${onFighters} (LRR 77).`,
    );
  const due = hitsToAssign(state, combat, seat);
  const named = sum(intent.losses) + sum(intent.sustain);
  if (named !== due)
    return illegal(`Assign exactly ${due} hit${due === 1 ? '' : 's'} (LRR 78.4); ${named} named.`);
  return { losses: intent.losses, sustain: intent.sustain ?? {} };
}

/**
 * Once both sides have assigned, the next round is rolled (or the combat ends, LRR 78.7, 42.3); a
 * bombardment or Space Cannon Defense has no next round. An invasion under way then goes on to its next step.
 */
export function afterAssigning(state: GameState, events: GameEvent[]): GameState {
  const combat = combatOf(state);
  if (!combat || combatWaitingSeats(state).length > 0) return state;
  const next = combat.offense
    ? afterOffense(state, events)
    : combat.opening
      ? afterOpening(state, events)
      : combat.bombardment || combat.spaceCannon
        ? afterVolley(state, events)
        : fight(state, events);
  return advanceInvasion(next, events);
}

/** The `assign-hits` intent (LRR 78.4). */
export function assignHits(state: GameState, seat: Seat, intent: IntentOf<'assign-hits'>): Outcome {
  const combat = combatOf(state);
  if (!combat) return fail('intent/wrong-phase', 'There is no combat under way.');
  if (seat !== combat.attacker && seat !== combat.defender)
    return fail(
      'intent/not-your-turn',
      `Only ${nameOf(state, combat.attacker)} and ${nameOf(state, combat.defender)} fight in this combat.`,
    );
  if ((combat.owed[String(seat)] ?? 0) === 0)
    return fail('rule/already-decided', 'You have no hits to assign in this round.');
  const a = checked(state, combat, seat, intent);
  if ('ok' in a) return a;
  const events: GameEvent[] = [];
  const next = assign(state, seat, a, events);
  return applied(afterAssigning(next, events), events);
}

/**
 * The host's stop-waiting: whoever has not assigned their hits gets the default loss order; whoever
 * is asked whether to retreat fights on.
 */
export function assignForUndecided(state: GameState): Outcome {
  const combat = combatOf(state);
  if (!combat) return fail('intent/wrong-phase', 'There is no combat under way.');
  const events: GameEvent[] = [];
  if (optionAsked(state) !== null) return applied(fight(declineUndecided(state, events), events), events);
  if (retreatAsked(state) !== null) return applied(announceForUndecided(state, events), events);
  let next = state;
  for (const seat of combatWaitingSeats(state)) {
    const c = combatOf(next) as SpaceCombatState;
    next = assign(next, seat, defaultAssignment(next, c, seat), events);
    events.push({
      type: 'note',
      seat,
      text: `(Assigned by the default loss order: the host stopped waiting.)`,
    });
  }
  return applied(afterAssigning(next, events), events);
}

/** An example assignment for `legal` (bots, tests, fuzzing): the default loss order's. */
export function assignHitsIntents(state: GameState, seat: Seat): Intent[] {
  const combat = combatOf(state);
  if (!combat || (combat.owed[String(seat)] ?? 0) === 0) return [];
  const a = defaultAssignment(state, combat, seat);
  return [{ type: 'assign-hits', losses: a.losses, ...(sum(a.sustain) > 0 ? { sustain: a.sustain } : {}) }];
}

/** The intent this module owns, in the engine's handler table (engine/handlers.ts). */
export const assignHitsHandlers: Handlers<'assign-hits'> = {
  'assign-hits': (state, seat, intent) => assignHits(state, seat, intent),
};
