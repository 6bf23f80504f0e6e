// Edict (the Mahact Gene-Sorcerers' faction ability): when the Mahact win a combat, they put a command
// token of their opponent, from that player's reinforcements, in their own fleet pool, unless one of
// that player's is already there. The combat is at the table; the app offers the choice during the
// action phase, for each other player with a token in reinforcements and none in the Mahact's pool.
// The tokens held (`captured`) count toward the Mahact's fleet pool and out of their owners'
// reinforcements (tokens.ts); the table edit `capture-token` gives one back.

import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { reinforcementTokens } from '../board/tokens.ts';
import { updatePlayer } from '../state/update.ts';
import type { Handlers } from '../state/handlers.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';
import { seatChoice } from '../hooks/offer-choices.ts';

export const MAHACT = 'mahact-gene-sorcerers';

/** The players whose token the Mahact in `seat` may take with Edict now. */
export function edictTargets(state: GameState, seat: Seat): Seat[] {
  const me = state.players[seat];
  if (me?.faction !== MAHACT || state.phase !== 'action') return [];
  return state.players
    .filter(
      (p) => p.seat !== seat && !me.captured?.includes(p.seat) && reinforcementTokens(state, p.seat) > 0,
    )
    .map((p) => p.seat);
}

/** The `edict` intent: after winning a combat against `from`. */
export function edict(state: GameState, seat: Seat, from: Seat): Outcome {
  const me = state.players[seat];
  if (me?.faction !== MAHACT)
    return fail('rule/illegal-choice', 'Edict is the Mahact Gene-Sorcerers’ faction ability.');
  if (state.phase !== 'action')
    return fail('rule/illegal-choice', 'Edict follows a combat you won: in the action phase.');
  const other = state.players[from];
  if (!other || from === seat)
    return fail('rule/illegal-choice', 'Choose the player you won the combat against.');
  if (me.captured?.includes(from))
    return fail(
      'rule/illegal-choice',
      `A command token of ${other.name} is already in your fleet pool (one per player).`,
    );
  if (reinforcementTokens(state, from) < 1)
    return fail('rule/limit-reached', `${other.name} has no command token left in reinforcements.`);
  const next = updatePlayer(state, seat, (p) => ({ ...p, captured: [...(p.captured ?? []), from] }));
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${me.name} wins a combat against ${other.name}: a command token of theirs goes from their reinforcements to ${me.name}'s fleet pool (Edict).`,
    },
  ];
  return applied(next, events);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const edictHandlers: Handlers<'edict'> = {
  edict: (state, seat, intent) => edict(state, seat, intent.from),
};

/** After winning a combat: every player whose token may be taken. */
export function edictOffers(state: GameState, seat: Seat): Offer[] {
  const targets = edictTargets(state, seat);
  if (targets.length === 0) return [];
  return [
    {
      id: 'edict',
      type: 'edict',
      title: 'Edict',
      text: "After you win a combat, a command token of the loser's comes from their reinforcements into your fleet pool (one per player at most).",
      place: 'anytime',
      base: { type: 'edict' },
      fields: [
        {
          kind: 'pick',
          label: 'You won against',
          choices: targets.map((from) => seatChoice(state, 'from', from)),
        },
      ],
      submit: 'Take their token',
    },
  ];
}

/** Edict in the rule set (engine/rule-set.ts). */
export const edictRules: AbilityRules = {
  id: 'edict',
  holder: { kind: 'faction', faction: MAHACT },
  offers: edictOffers,
  handlers: edictHandlers,
  anytime: ['edict'],
  windowIntents: (state, seat) => edictTargets(state, seat).map((from) => ({ type: 'edict' as const, from })),
};
