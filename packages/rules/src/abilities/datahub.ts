// Quantum Datahub Node (the Hacan's faction technology, yellow): at the end of the strategy phase its
// owner may spend a token from their strategy pool and give another player 3 of their trade goods; if
// they do, they give that player one of their strategy cards and take one of that player's. The engine
// waits for the owner's choice once every pick is made (the draft stays open with `datahub` set), then
// starts the action phase with the cards where the choice left them. The trade goods are paid from
// the owner's own, after the picks (the trade goods a pick brought count).

import { after } from '../hooks/mechanisms.ts';
import { STRATEGY_CARDS_BY_ID, type StrategyCardId } from '../content/strategy-cards.ts';
import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import {
  cardsOf,
  DATAHUB_TRADE_GOODS,
  endStrategyPhase,
  QUANTUM_DATAHUB_NODE,
} from '../rules/strategy-phase-end.ts';
import type { AbilityRules } from '../hooks/contract.ts';

export { DATAHUB_TRADE_GOODS, endStrategyPhase, QUANTUM_DATAHUB_NODE } from '../rules/strategy-phase-end.ts';
import { fail } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updateCard, updatePlayer } from '../state/update.ts';
import type { Handlers } from '../state/handlers.ts';
import type { Offer } from '../hooks/offer.ts';

/** A swap: the owner's card `give` goes to `with`, whose card `take` comes to the owner. */
export interface DatahubSwap {
  readonly with: Seat;
  readonly give: StrategyCardId;
  readonly take: StrategyCardId;
}

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;
const cardName = (id: StrategyCardId) => STRATEGY_CARDS_BY_ID.get(id)?.name ?? id;

/** The seat the game waits for to use Quantum Datahub Node, or null. */
export function datahubSeat(state: GameState): Seat | null {
  return state.phase === 'strategy' ? (state.draft?.datahub ?? null) : null;
}

/** What `seat` may answer now: every swap it could make, and no swap. */
export function datahubIntents(
  state: GameState,
  seat: Seat,
): { type: 'datahub-swap'; swap: DatahubSwap | null }[] {
  if (datahubSeat(state) !== seat) return [];
  const out: { type: 'datahub-swap'; swap: DatahubSwap | null }[] = [{ type: 'datahub-swap', swap: null }];
  const mine = cardsOf(state, seat);
  for (const q of state.players)
    if (q.seat !== seat)
      for (const take of cardsOf(state, q.seat))
        for (const give of mine) out.push({ type: 'datahub-swap', swap: { with: q.seat, give, take } });
  return out;
}

/** `seat` answers: swap as `swap` says (paying for it), or not at all; then the strategy phase ends. */
export function datahubSwap(state: GameState, seat: Seat, swap: DatahubSwap | null): Outcome {
  const waiting = datahubSeat(state);
  if (waiting === null)
    return fail(
      'intent/wrong-phase',
      'Quantum Datahub Node is used at the end of the strategy phase, once every pick is made.',
    );
  if (waiting !== seat)
    return fail(
      'intent/not-your-turn',
      `It is ${nameOf(state, waiting)}'s choice: Quantum Datahub Node is theirs.`,
    );
  const answered = [...(state.draft?.datahubAnswered ?? []), seat];
  if (swap === null) {
    const ended = endStrategyPhase(state, answered);
    return applied(ended.state, [
      {
        type: 'note',
        seat,
        text: `${nameOf(state, seat)} keeps their strategy cards (Quantum Datahub Node not used).`,
      },
      ...ended.events,
    ]);
  }
  const other = swap.with;
  if (other === seat || !state.players[other])
    return fail('rule/illegal-choice', 'Choose another player to swap a strategy card with.');
  if (state.cards[swap.give].holder !== seat)
    return fail('rule/illegal-choice', `${cardName(swap.give)} is not yours to give.`);
  if (state.cards[swap.take].holder !== other)
    return fail('rule/illegal-choice', `${nameOf(state, other)} does not hold ${cardName(swap.take)}.`);
  const p = state.players[seat];
  if (!p || p.pools.strategy < 1)
    return fail('rule/no-strategy-token', 'Quantum Datahub Node needs a token in your strategy pool.');
  if (p.tradeGoods < DATAHUB_TRADE_GOODS)
    return fail(
      'rule/cannot-afford',
      `Quantum Datahub Node needs ${DATAHUB_TRADE_GOODS} trade goods to give.`,
    );

  let next = updatePlayer(state, seat, (x) => ({
    ...x,
    pools: { ...x.pools, strategy: x.pools.strategy - 1 },
    tradeGoods: x.tradeGoods - DATAHUB_TRADE_GOODS,
  }));
  next = updatePlayer(next, other, (x) => ({ ...x, tradeGoods: x.tradeGoods + DATAHUB_TRADE_GOODS }));
  next = updateCard(next, swap.give, (c) => ({ ...c, holder: other }));
  next = updateCard(next, swap.take, (c) => ({ ...c, holder: seat }));
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} uses Quantum Datahub Node: a strategy-pool token spent and ${DATAHUB_TRADE_GOODS} trade goods to ${nameOf(state, other)}, who takes ${cardName(swap.give)} and gives ${cardName(swap.take)}.`,
    },
  ];
  const magmus = after('strategyTokenSpent', next, seat);
  const ended = endStrategyPhase(magmus.state, answered);
  return applied(ended.state, [...events, ...magmus.events, ...ended.events]);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const datahubHandlers: Handlers<'datahub-swap'> = {
  'datahub-swap': (state, seat, intent) => datahubSwap(state, seat, intent.swap),
};

/** Once every card is picked: each swap the owner could make, and keeping their cards. */
export function datahubOffers(state: GameState, seat: Seat): Offer[] {
  const answers = datahubIntents(state, seat);
  if (answers.length === 0) return [];
  const swaps = answers.flatMap((a) => (a.swap ? [a.swap] : []));
  const out: Offer[] = [];
  if (swaps.length > 0)
    out.push({
      id: 'datahub-swap',
      type: 'datahub-swap',
      title: 'Quantum Datahub Node',
      text: `Every strategy card is picked: spend a strategy-pool token and give another player ${DATAHUB_TRADE_GOODS} trade goods to swap one of your cards for one of theirs.`,
      place: 'window',
      base: { type: 'datahub-swap' },
      fields: [
        {
          kind: 'pick',
          label: 'Swap',
          choices: swaps.map((swap) => ({
            label: `Give ${cardName(swap.give)}, take ${cardName(swap.take)} from ${nameOf(state, swap.with)}`,
            set: { swap },
          })),
        },
      ],
      submit: 'Swap the cards',
    });
  out.push({
    id: 'datahub-keep',
    type: 'datahub-swap',
    title: 'Quantum Datahub Node: keep your cards',
    text: 'Make no swap; the strategy phase ends.',
    place: 'window',
    base: { type: 'datahub-swap', swap: null },
    fields: [],
    submit: 'Keep my cards',
  });
  return out;
}

/** Quantum Datahub Node in the rule set (engine/rule-set.ts): it holds the end of the strategy phase. */
export const datahubRules: AbilityRules = {
  id: QUANTUM_DATAHUB_NODE,
  holder: { kind: 'technology', technology: QUANTUM_DATAHUB_NODE },
  offers: datahubOffers,
  handlers: datahubHandlers,
  hold: {
    phase: 'strategy',
    waiting: (state) => {
      const owner = datahubSeat(state);
      return owner === null
        ? null
        : {
            seats: [owner],
            text: `Waiting for ${nameOf(state, owner)} to decide whether to swap a strategy card with Quantum Datahub Node.`,
          };
    },
    intents: datahubIntents,
  },
};
