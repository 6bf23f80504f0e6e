// Transactions (LRR 94): during the action phase the active player may make one transaction with each
// neighbour (board/neighbours.ts) per turn; space-station owners may trade with each other without being
// neighbours (003 note 7); the Emirates of Hacan with anyone (Guild Ships) and with action cards too
// (Arbiters). While each agenda is resolved, any two players may make one transaction. A transaction is
// an offer one player makes and the other accepts or declines: trade goods, commodities (which become
// trade goods for the receiver), at most one promissory note each way (by name), and, with the Hacan,
// action cards. The log says "an action card" and "a promissory note"; the two players see which.

import { handLimit } from '../../board/action-cards.ts';
import type { GameEvent } from '../../state/events.ts';
import { areNeighbours } from '../../board/neighbours.ts';
import { applied, type Outcome } from '../../state/outcome.ts';
import { fail, type RuleError } from '../../kernel/result.ts';
import type { GameState, Goods, Seat, TradeOffer } from '../../state/state.ts';
import { stationsOf } from '../../board/stations.ts';
import { updatePlayer } from '../../state/update.ts';
import { parseNoteKey } from '../../content/promissory-notes.ts';
import { cannotGiveNote, cannotReceiveNote, notesTracked, passNote } from '../../board/notes-hand.ts';

const HACAN = 'emirates-of-hacan';
const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

export { stationTradeSchema, transactionSchema, type TransactionIntent } from '../../wire/transaction.ts';
import { zero, type TransactionIntent } from '../../wire/transaction.ts';
import type { Handlers } from '../../state/handlers.ts';

export function pairKey(a: Seat, b: Seat): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

const cards = (g: Goods) => g.actionCards ?? [];
const isEmpty = (g: Goods) =>
  g.tradeGoods === 0 && g.commodities === 0 && !g.promissoryNote && cards(g).length === 0;

/** Goods in words; `open`: with the promissory note's name (what the two players see). */
export function describeGoods(g: Goods, open = false): string {
  const parts: string[] = [];
  if (g.tradeGoods > 0) parts.push(`${g.tradeGoods} trade good${g.tradeGoods === 1 ? '' : 's'}`);
  if (g.commodities > 0) parts.push(`${g.commodities} ${g.commodities === 1 ? 'commodity' : 'commodities'}`);
  const n = cards(g).length;
  if (n > 0) parts.push(n === 1 ? 'an action card' : `${n} action cards`);
  if (g.promissoryNote) parts.push(open ? `the promissory note ${g.promissoryNote}` : 'a promissory note');
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}

function hasGoods(state: GameState, seat: Seat, g: Goods): RuleError | null {
  const p = state.players[seat];
  if (!p) return fail('rule/illegal-choice', 'No such player.');
  if (p.tradeGoods < g.tradeGoods || p.commodities < g.commodities) {
    return fail(
      'rule/cannot-afford',
      `${p.name} has ${describeGoods({ tradeGoods: p.tradeGoods, commodities: p.commodities })}, not ${describeGoods({ tradeGoods: g.tradeGoods, commodities: g.commodities })}.`,
    );
  }
  const wanted = cards(g);
  if (new Set(wanted).size !== wanted.length || wanted.some((c) => !p.actionCards.includes(c)))
    return fail('rule/illegal-choice', `${p.name} does not hold those action cards.`);
  if (g.promissoryNote && notesTracked(state)) return cannotGiveNote(state, seat, g.promissoryNote);
  return null;
}

/** With tracked notes, a note asked for must be a real one the asker may receive (whether the other
 * holds it is checked when they answer: their hand is hidden). */
function noteAskable(state: GameState, seat: Seat, g: Goods): RuleError | null {
  if (!g.promissoryNote || !notesTracked(state)) return null;
  if (!parseNoteKey(g.promissoryNote))
    return fail('rule/illegal-choice', 'There is no such promissory note.');
  return cannotReceiveNote(state, seat, g.promissoryNote);
}

/**
 * Action cards asked for must be cards of this game that the asker does not hold; whether the other
 * player holds them is checked when they answer (their hand is hidden: an offer made or refused must
 * never tell the asker what is in it).
 */
function cardsAskable(state: GameState, seat: Seat, g: Goods): RuleError | null {
  const wanted = cards(g);
  if (wanted.length === 0) return null;
  if (new Set(wanted).size !== wanted.length)
    return fail('rule/illegal-choice', 'Ask for each action card once.');
  const inGame = (c: string) =>
    state.decks.action.includes(c) ||
    state.decks.actionDiscard.includes(c) ||
    state.players.some((p) => p.actionCards.includes(c));
  if (!wanted.every(inGame)) return fail('rule/illegal-choice', 'There is no such action card in this game.');
  if (wanted.some((c) => state.players[seat]?.actionCards.includes(c)))
    return fail('rule/illegal-choice', 'You already hold that action card.');
  return null;
}

/** Why `a` and `b` cannot make a transaction now, or null (LRR 94, 003 note 7, Hacan's Guild Ships). */
export function transactionBlocked(state: GameState, a: Seat, b: Seat): RuleError | null {
  if (a === b || !state.players[b] || !state.players[a])
    return fail('rule/illegal-choice', 'Choose another player to trade with.');
  if (state.phase === 'agenda') {
    // LRR 94: one transaction with each other player while each agenda is resolved; no neighbours needed.
    if (!state.agenda) return fail('intent/wrong-phase', 'Transactions wait for the next agenda.');
  } else if (state.phase !== 'action') {
    return fail('intent/wrong-phase', 'Transactions are made during the action phase and the agenda phase.');
  } else {
    if (state.active !== a && state.active !== b)
      return fail(
        'intent/not-your-turn',
        `A transaction involves the active player; it is ${nameOf(state, state.active ?? 0)}'s turn.`,
      );
    const hacan = [a, b].some((s) => state.players[s]?.faction === HACAN);
    const stations = stationsOf(state, a).length > 0 && stationsOf(state, b).length > 0;
    if (!hacan && !stations && !areNeighbours(state.galaxy, a, b))
      return fail(
        'rule/illegal-choice',
        `${nameOf(state, a)} and ${nameOf(state, b)} are not neighbours (no units or planets in the same or adjacent systems), so they cannot trade (LRR 94).`,
      );
  }
  if (state.stationTrades.done.includes(pairKey(a, b)))
    return fail(
      'rule/limit-reached',
      `${nameOf(state, a)} and ${nameOf(state, b)} have already made their transaction ${state.phase === 'agenda' ? 'for this agenda' : 'this turn'}.`,
    );
  return null;
}

/** Action cards only in a transaction with the Hacan (Arbiters). */
function cardsAllowed(state: GameState, a: Seat, b: Seat, give: Goods, get: Goods): RuleError | null {
  if (cards(give).length + cards(get).length === 0) return null;
  if (actionCardsTradable(state, a, b)) return null;
  return fail(
    'rule/illegal-choice',
    'Action cards cannot be traded (LRR 94), except in a transaction with the Emirates of Hacan.',
  );
}

function withOffers(
  state: GameState,
  offers: readonly TradeOffer[],
  done = state.stationTrades.done,
): GameState {
  return { ...state, stationTrades: { offers, done } };
}

/** Gives goods: commodities a player receives become trade goods (LRR 94); action cards change hands. */
function transfer(state: GameState, from: Seat, to: Seat, g: Goods, events: GameEvent[]): GameState {
  const moving = cards(g);
  let next = updatePlayer(state, from, (p) => ({
    ...p,
    tradeGoods: p.tradeGoods - g.tradeGoods,
    commodities: p.commodities - g.commodities,
    actionCards: p.actionCards.filter((c) => !moving.includes(c)),
  }));
  next = updatePlayer(next, to, (p) => ({
    ...p,
    tradeGoods: p.tradeGoods + g.tradeGoods + g.commodities,
    actionCards: [...p.actionCards, ...moving],
  }));
  if (g.promissoryNote && notesTracked(next)) next = passNote(next, from, to, g.promissoryNote, events);
  const receiver = next.players[to];
  const limit = handLimit(receiver?.faction ?? '', next);
  if (moving.length > 0 && receiver && receiver.actionCards.length > limit) {
    // LRR 2.2: over the hand limit, the receiver discards down at once.
    const owed = Math.max(next.pendingDiscards[String(to)] ?? 0, receiver.actionCards.length - limit);
    next = { ...next, pendingDiscards: { ...next.pendingDiscards, [String(to)]: owed } };
    events.push({
      type: 'note',
      seat: to,
      text: `${receiver.name} is over the hand limit and must discard.`,
    });
  }
  return next;
}

const normal = (g: Goods): Goods => ({
  tradeGoods: g.tradeGoods,
  commodities: g.commodities,
  promissoryNote: g.promissoryNote ?? null,
  actionCards: [...cards(g)],
});

export function transaction(state: GameState, seat: Seat, intent: TransactionIntent): Outcome {
  const other = intent.with;
  const offers = state.stationTrades.offers;
  switch (intent.action) {
    case 'offer': {
      const blocked = transactionBlocked(state, seat, other);
      if (blocked) return blocked;
      if (offers.some((o) => o.from === other && o.to === seat))
        return fail('rule/illegal-choice', `${nameOf(state, other)} has made you an offer: answer it first.`);
      if (isEmpty(intent.give) && isEmpty(intent.get))
        return fail('rule/illegal-choice', 'An offer needs something to give or to ask for.');
      const refused =
        cardsAllowed(state, seat, other, intent.give, intent.get) ??
        hasGoods(state, seat, intent.give) ??
        noteAskable(state, seat, intent.get) ??
        noteAskable(state, other, intent.give) ??
        cardsAskable(state, seat, intent.get);
      if (refused) return refused;
      const offer: TradeOffer = {
        from: seat,
        to: other,
        give: normal(intent.give),
        get: normal(intent.get),
      };
      const rest = offers.filter((o) => !(o.from === seat && o.to === other));
      return applied(withOffers(state, [...rest, offer]), [
        {
          type: 'note',
          seat,
          text: `${nameOf(state, seat)} offers ${nameOf(state, other)} ${describeGoods(offer.give)} for ${describeGoods(offer.get)}.`,
        },
      ]);
    }
    case 'accept': {
      const offer = offers.find((o) => o.from === other && o.to === seat);
      if (!offer) return fail('rule/illegal-choice', `${nameOf(state, other)} has no offer waiting for you.`);
      const blocked = transactionBlocked(state, other, seat);
      if (blocked) return blocked;
      // The answering player's own goods first: what they hold is theirs to know.
      const missing = hasGoods(state, seat, offer.get) ?? hasGoods(state, other, offer.give);
      if (missing) return missing;
      const events: GameEvent[] = [];
      let next = transfer(state, other, seat, offer.give, events);
      next = transfer(next, seat, other, offer.get, events);
      next = withOffers(
        next,
        offers.filter((o) => o !== offer),
        [...state.stationTrades.done, pairKey(seat, other)],
      );
      return applied(next, [
        {
          type: 'note',
          seat,
          text: `${nameOf(state, seat)} accepts: ${nameOf(state, other)} gives ${describeGoods(offer.give)} and receives ${describeGoods(offer.get)}. Commodities received become trade goods.`,
        },
        ...events,
      ]);
    }
    case 'decline':
    case 'withdraw': {
      const [from, to] = intent.action === 'decline' ? [other, seat] : [seat, other];
      const offer = offers.find((o) => o.from === from && o.to === to);
      if (!offer)
        return fail(
          'rule/illegal-choice',
          intent.action === 'decline'
            ? `${nameOf(state, other)} has no offer waiting for you.`
            : `You have no offer waiting for ${nameOf(state, other)}.`,
        );
      return applied(
        withOffers(
          state,
          offers.filter((o) => o !== offer),
        ),
        [
          {
            type: 'note',
            seat,
            text:
              intent.action === 'decline'
                ? `${nameOf(state, seat)} declines ${nameOf(state, other)}'s offer.`
                : `${nameOf(state, seat)} withdraws the offer to ${nameOf(state, other)}.`,
          },
        ],
      );
    }
  }
}

/** A new agenda (or a new turn): no offer stands and every pair may trade again. */
export function clearTransactions(state: GameState): GameState {
  return { ...state, stationTrades: { offers: [], done: [] } };
}

/** What the view shows of the offers: the action cards and the note's name only to the two players. */
export function offersSeenBy(offers: readonly TradeOffer[], viewer: Seat | null): readonly TradeOffer[] {
  const hide = (g: Goods): Goods => ({
    ...g,
    promissoryNote: g.promissoryNote ? 'a promissory note' : null,
    actionCards: cards(g).map(() => 'hidden'),
  });
  return offers.map((o) =>
    viewer === o.from || viewer === o.to ? o : { ...o, give: hide(o.give), get: hide(o.get) },
  );
}

function canGive(state: GameState, seat: Seat, g: Goods): boolean {
  return hasGoods(state, seat, g) === null;
}

/**
 * The players `seat` may make an offer to now. Offers are not listed among the legal intents (any
 * neighbour could trade at any moment of a turn: bots and fuzzing would never stop); the view says
 * who, and the web client builds the offer.
 */
export function tradePartners(state: GameState, seat: Seat): Seat[] {
  if (state.phase !== 'action' && state.phase !== 'agenda') return [];
  // In the action phase one side is the active player (transactionBlocked): a player not active may
  // trade with the active one only, so only that one is asked.
  const candidates =
    state.phase === 'action' && state.active !== seat
      ? state.players.filter((q) => q.seat === state.active).map((q) => q.seat)
      : state.players.map((q) => q.seat);
  return candidates.filter(
    (q) =>
      q !== seat &&
      !transactionBlocked(state, seat, q) &&
      !state.stationTrades.offers.some((o) => o.from === q && o.to === seat),
  );
}

/** Whether action cards may be part of a transaction between these two (the Hacan's Arbiters). */
export function actionCardsTradable(state: GameState, a: Seat, b: Seat): boolean {
  return [a, b].some((s) => state.players[s]?.faction === HACAN);
}

/** The answers `seat` may give now: accept or decline an offer made to them, withdraw their own. */
export function transactionIntents(state: GameState, seat: Seat): TransactionIntent[] {
  const out: TransactionIntent[] = [];
  if (!state.players[seat] || (state.phase !== 'action' && state.phase !== 'agenda')) return out;
  const answer = (action: 'accept' | 'decline' | 'withdraw', withSeat: Seat): TransactionIntent => ({
    type: 'transaction',
    action,
    with: withSeat,
    give: zero(),
    get: zero(),
  });
  for (const o of state.stationTrades.offers) {
    if (o.to === seat) {
      if (
        !transactionBlocked(state, o.from, seat) &&
        canGive(state, o.from, o.give) &&
        canGive(state, seat, o.get)
      )
        out.push(answer('accept', o.from));
      out.push(answer('decline', o.from));
    }
    if (o.from === seat) out.push(answer('withdraw', o.to));
  }
  return out;
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const transactionHandlers: Handlers<'station-trade' | 'transaction'> = {
  'station-trade': (state, seat, intent) => transaction(state, seat, intent),
  transaction: (state, seat, intent) => transaction(state, seat, intent),
};
