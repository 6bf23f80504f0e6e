// The `announce-retreat` intent (LRR 78.4): in a space combat's Announce Retreats step, the seat asked
// (rules/retreat.ts: the defender first, then the attacker) says whether it retreats and, if so, to
// which eligible adjacent system; the round is then rolled, or the other seat asked. Also what the game
// waits for meanwhile, the examples for `legal`, and the host's stop-waiting (no retreat).

import { fail } from '../kernel/result.ts';
import type { GameEvent } from '../state/events.ts';
import type { Handlers, IntentOf } from '../state/handlers.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import type { GameState, Seat } from '../state/state.ts';
import type { Intent } from '../wire/intents.ts';
import { combatOf, nameOf } from './combat-sides.ts';
import { recordAnnouncement, retreatAsked, retreatDestinations, retreatProblem } from './retreat.ts';
import { fight } from './space-combat.ts';
import { systemLabel } from './tactical.ts';

/** Who the Announce Retreats step waits for, and why, or null when it waits for nobody. */
export function retreatWaiting(state: GameState): { seats: Seat[]; text: string } | null {
  const seat = retreatAsked(state);
  const combat = combatOf(state);
  if (seat === null || !combat) return null;
  const where = systemLabel(state.tactical?.system ?? '');
  const after =
    seat === combat.attacker && combat.retreats?.decided.includes(combat.defender)
      ? ` (${nameOf(state, combat.defender)} fights on)`
      : '';
  return {
    seats: [seat],
    text: `Waiting for ${nameOf(state, seat)} to decide whether to retreat from the space combat in ${where} before round ${combat.round + 1}${after} (LRR 78.4).`,
  };
}

/** The `announce-retreat` intent (LRR 78.4). */
export function announceRetreat(state: GameState, seat: Seat, intent: IntentOf<'announce-retreat'>): Outcome {
  const combat = combatOf(state);
  if (!combat || combat.planet !== undefined)
    return fail('intent/wrong-phase', 'There is no space combat under way to retreat from.');
  if (seat !== combat.attacker && seat !== combat.defender)
    return fail(
      'intent/not-your-turn',
      `Only ${nameOf(state, combat.attacker)} and ${nameOf(state, combat.defender)} fight in this combat.`,
    );
  const asked = retreatAsked(state);
  if (asked === null)
    return fail(
      'rule/already-decided',
      'Retreats are not being announced now (LRR 78.4: at the start of a round).',
    );
  if (asked !== seat) {
    const why =
      seat === combat.attacker
        ? `the defender, ${nameOf(state, asked)}, decides first`
        : `you have already decided this round`;
    return fail('intent/not-your-turn', `Not your decision now: ${why} (LRR 78.4).`);
  }
  if (!intent.retreat && intent.to !== undefined)
    return fail('rule/illegal-choice', 'Name a system only to retreat there; to fight on, name none.');
  if (intent.retreat && intent.to === undefined)
    return fail('rule/illegal-choice', 'Name the adjacent system to retreat to (LRR 78.7b).');
  if (intent.retreat && intent.to !== undefined) {
    const problem = retreatProblem(state, seat, intent.to);
    if (problem) return fail('rule/illegal-choice', `You cannot retreat there: ${problem}`);
  }
  const events: GameEvent[] = [];
  const next = recordAnnouncement(state, seat, intent.retreat ? (intent.to ?? null) : null, events);
  return applied(fight(next, events), events);
}

/** The host's stop-waiting during the Announce Retreats step: whoever is asked fights on. */
export function announceForUndecided(state: GameState, events: GameEvent[]): GameState {
  let next = state;
  for (let seat = retreatAsked(next); seat !== null; seat = retreatAsked(next)) {
    next = recordAnnouncement(next, seat, null, events);
    events.push({ type: 'note', seat, text: '(No retreat: the host stopped waiting.)' });
  }
  return fight(next, events);
}

/** The examples for `legal`: fight on, or retreat to each eligible system. */
export function announceRetreatIntents(state: GameState, seat: Seat): Intent[] {
  if (retreatAsked(state) !== seat) return [];
  return [
    { type: 'announce-retreat', retreat: false },
    ...retreatDestinations(state, seat).map((to): Intent => ({
      type: 'announce-retreat',
      retreat: true,
      to,
    })),
  ];
}

/** The intent this module owns, in the engine's handler table (engine/handlers.ts). */
export const announceRetreatHandlers: Handlers<'announce-retreat'> = {
  'announce-retreat': (state, seat, intent) => announceRetreat(state, seat, intent),
};
