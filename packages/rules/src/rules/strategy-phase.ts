// The strategy phase (LRR 82): picking cards in order, trade goods on cards.

import { STRATEGY_CARD_IDS, STRATEGY_CARDS_BY_ID } from '../content/strategy-cards.ts';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import type { GameEvent } from '../state/events.ts';
import { endStrategyPhase } from './strategy-phase-end.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updateCard, updatePlayer } from '../state/update.ts';
import type { Handlers } from '../state/handlers.ts';

export function unpickedCards(state: Pick<GameState, 'cards'>): StrategyCardId[] {
  return STRATEGY_CARD_IDS.filter((id) => state.cards[id].holder === null);
}

/** The seat whose pick it is, or null outside the strategy phase. */
export function currentPicker(state: GameState): Seat | null {
  if (state.phase !== 'strategy' || !state.draft) return null;
  return state.draft.order[state.draft.index] ?? null;
}

/**
 * Public Disgrace: the last pick made by choice goes back to the common area with the trade goods it
 * brought, and its player picks again, another card if one is free. Null when there is none to undo.
 */
export function undoLastPick(
  state: GameState,
): { state: GameState; seat: Seat; card: StrategyCardId } | null {
  const draft = state.draft;
  const last = draft?.lastPick;
  if (state.phase !== 'strategy' || !draft || !last || state.cards[last.card].holder !== last.seat)
    return null;
  let next = updateCard(state, last.card, (c) => ({ ...c, holder: null, tradeGoods: last.tradeGoods }));
  next = updatePlayer(next, last.seat, (p) => ({ ...p, tradeGoods: p.tradeGoods - last.tradeGoods }));
  next = {
    ...next,
    // A pick to make again: the end of the phase (Quantum Datahub Node's question) comes again after it.
    draft: {
      ...draft,
      index: draft.index - 1,
      lastPick: null,
      barred: { seat: last.seat, card: last.card },
      datahub: null,
      datahubAnswered: [],
    },
  };
  return { state: next, seat: last.seat, card: last.card };
}

export function pickCard(state: GameState, seat: Seat, card: StrategyCardId): Outcome {
  const picker = currentPicker(state);
  if (picker === null)
    return fail('intent/wrong-phase', 'Strategy cards are picked only in the strategy phase.');
  if (picker !== seat) {
    const who = state.players[picker]?.name ?? 'another player';
    return fail('intent/not-your-turn', `It is ${who}'s turn to pick a strategy card.`);
  }
  const slot = state.cards[card];
  const barred = state.draft?.barred;
  if (barred?.seat === seat && barred.card === card && unpickedCards(state).length > 1) {
    const name = STRATEGY_CARDS_BY_ID.get(card)?.name ?? card;
    return fail(
      'rule/illegal-choice',
      `Public Disgrace: choose a strategy card other than ${name} this time.`,
    );
  }
  if (slot.holder !== null) {
    const holder = state.players[slot.holder]?.name ?? 'another player';
    const name = STRATEGY_CARDS_BY_ID.get(card)?.name ?? card;
    return fail(
      'rule/card-taken',
      `${name} has already been picked by ${holder}. Choose one of the cards still in the common area.`,
    );
  }
  return afterPick(takeCard(state, seat, card, false));
}

function takeCard(
  state: GameState,
  seat: Seat,
  card: StrategyCardId,
  forced: boolean,
): { state: GameState; events: GameEvent[] } {
  const tradeGoods = state.cards[card].tradeGoods;
  // LRR 82.3: a player who takes a card with trade goods on it takes them too.
  let next = updateCard(state, card, (c) => ({ ...c, holder: seat, tradeGoods: 0 }));
  next = updatePlayer(next, seat, (p) => ({ ...p, tradeGoods: p.tradeGoods + tradeGoods }));
  const draft = next.draft;
  const lastPick = forced ? null : { seat, card, tradeGoods };
  next = { ...next, draft: draft ? { ...draft, index: draft.index + 1, lastPick, barred: null } : null };
  return { state: next, events: [{ type: 'card-picked', seat, card, tradeGoods, forced }] };
}

/** After a pick: make a forced last pick, or end the phase when every pick is made. */
function afterPick(step: { state: GameState; events: GameEvent[] }): Outcome {
  let { state } = step;
  const events = [...step.events];
  const draft = state.draft;
  if (!draft) return applied(state, events);

  const remaining = unpickedCards(state);
  const picksLeft = draft.order.length - draft.index;
  // With exactly one card left for the last pick there is no choice to make (4 and 8 players).
  if (picksLeft === 1 && remaining.length === 1) {
    const seat = draft.order[draft.index] as Seat;
    const forced = takeCard(state, seat, remaining[0] as StrategyCardId, true);
    state = forced.state;
    events.push(...forced.events);
  }
  if ((state.draft?.index ?? 0) < draft.order.length) return applied(state, events);

  // LRR 82.4: one trade good on each card nobody picked; they accumulate round after round.
  const unpicked = unpickedCards(state);
  for (const id of unpicked) state = updateCard(state, id, (c) => ({ ...c, tradeGoods: c.tradeGoods + 1 }));
  events.push({ type: 'trade-goods-added', cards: unpicked });
  // The end of the phase: Quantum Datahub Node's owner may swap a card first (abilities/datahub.ts).
  const ended = endStrategyPhase(state);
  return applied(ended.state, [...events, ...ended.events]);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const strategyPhaseHandlers: Handlers<'pick-strategy-card'> = {
  'pick-strategy-card': (state, seat, intent) => pickCard(state, seat, intent.card),
};
