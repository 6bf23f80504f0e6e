// Xander Alexin Victori III (the Council Keleres' agent): at any time the Keleres may exhaust it so that
// a player spends commodities as if they were trade goods. The app makes it one step: the Keleres name
// the player and how many of their commodities they are about to spend (agreed at the table), and those
// become trade goods of that player at once — every payment form then counts them. The agent readies in
// the status phase.

import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import { exhaustCard } from '../board/exhaust.ts';
import type { Handlers } from '../state/handlers.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';
import { seatName } from '../hooks/offer-choices.ts';

export const XANDER = 'xander-alexin-victori-iii';
const KELERES = 'council-keleres';

/** Whether `seat` (the Keleres) may use the agent now. */
export function xanderReady(state: Pick<GameState, 'players' | 'phase'>, seat: Seat): boolean {
  const me = state.players[seat];
  return (
    me?.faction === KELERES &&
    !me.exhaustedCards?.includes(XANDER) &&
    state.phase !== 'setup' &&
    state.phase !== 'ended'
  );
}

/** The `xander-alexin-victori-iii` intent: `to` spends `commodities` of theirs as trade goods. */
export function xander(state: GameState, seat: Seat, to: Seat, commodities: number): Outcome {
  const me = state.players[seat];
  if (me?.faction !== KELERES)
    return fail('rule/illegal-choice', 'Xander Alexin Victori III is the Council Keleres’ agent.');
  if (!xanderReady(state, seat))
    return fail('rule/illegal-choice', 'Xander Alexin Victori III is exhausted until the status phase.');
  const other = state.players[to];
  if (!other) return fail('rule/illegal-choice', 'Choose a player at this table.');
  if (commodities < 1 || commodities > other.commodities)
    return fail(
      'rule/illegal-choice',
      `${other.name} holds ${other.commodities} ${other.commodities === 1 ? 'commodity' : 'commodities'}: name from 1 to that many.`,
    );
  let next = exhaustCard(state, seat, XANDER);
  next = updatePlayer(next, to, (p) => ({
    ...p,
    commodities: p.commodities - commodities,
    tradeGoods: p.tradeGoods + commodities,
  }));
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${me.name} exhausts Xander Alexin Victori III: ${other.name} spends ${commodities} ${commodities === 1 ? 'commodity' : 'commodities'} as trade goods.`,
    },
  ];
  return applied(next, events);
}

/** One example per player holding commodities (all of them), while the agent is ready. */
export function xanderIntents(
  state: GameState,
  seat: Seat,
): { type: 'xander-alexin-victori-iii'; to: Seat; commodities: number }[] {
  if (!xanderReady(state, seat)) return [];
  return state.players
    .filter((p) => p.commodities > 0)
    .map((p) => ({ type: 'xander-alexin-victori-iii' as const, to: p.seat, commodities: p.commodities }));
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const xanderHandlers: Handlers<'xander-alexin-victori-iii'> = {
  'xander-alexin-victori-iii': (state, seat, intent) => xander(state, seat, intent.to, intent.commodities),
};

/** While the agent is ready: one offer per player holding commodities, with how many they spend. */
export function xanderOffers(state: GameState, seat: Seat): Offer[] {
  return xanderIntents(state, seat).map(({ to, commodities }) => {
    const who = seatName(state, to);
    return {
      id: `${XANDER}-${to}`,
      type: 'xander-alexin-victori-iii',
      title: `Xander Alexin Victori III for ${who}`,
      text: `Exhaust your agent: commodities ${who} is about to spend become trade goods of theirs now.`,
      place: 'anytime',
      base: { type: 'xander-alexin-victori-iii', to },
      fields: [{ kind: 'count', key: 'commodities', label: 'Commodities', min: 1, max: commodities }],
      submit: 'Exhaust Xander Alexin Victori III',
    };
  });
}

/** Xander Alexin Victori III in the rule set (engine/rule-set.ts). */
export const xanderRules: AbilityRules = {
  id: XANDER,
  holder: { kind: 'leader', leader: XANDER, faction: KELERES },
  offers: xanderOffers,
  handlers: xanderHandlers,
  anytime: ['xander-alexin-victori-iii'],
  windowIntents: xanderIntents,
};
