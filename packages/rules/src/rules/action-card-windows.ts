// Action cards played outside one's turn whose effect the engine resolves (issue 14). At the start of
// the strategy phase: Summit — gain two command tokens — and Manipulate Investments — five trade
// goods from the supply onto the strategy cards, at least three different cards. Any player holding
// one may play it while the draft is under way; since nobody waits for it (waiting would tell the
// table who holds one), the window stays open for the whole strategy phase, and Manipulate
// Investments goes only on cards still in the common area (a trade good on a card already taken would
// never be collected). Coup d'Etat — when another player would perform a strategic action: from the
// moment they play the card until its primary starts resolving, any other holder may end that
// player's turn; the strategy card stays ready and the action is not resolved. Public Disgrace — when
// another player chooses a strategy card: from their pick until the next pick, that card goes back
// to the common area (with the trade goods it brought) and they choose again, a different card if one
// is free; a forced last pick, and the pick that ends the phase, leave no such moment. Reveal
// Prototype — at the start of a combat: while a tactical action is under way (combat is made at the
// table), any holder researches a unit upgrade for four resources. Political Stability — when one would
// return one's strategy cards: during the status phase, its holder keeps their cards (readied) into
// the next round and does not choose in the next draft (status-phase.ts, phases.ts). The card is discarded
// and named in the log. Other cards with such windows are played at the table (table edits).

import {
  ACTION_CARDS_BY_ID,
  actionCardIdOf,
  STRATEGY_CARD_IDS,
  STRATEGY_CARDS_BY_ID,
} from '../content/index.ts';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import { spreadTokens } from './cards/leadership.ts';
import type { GameEvent } from '../state/events.ts';
import type { Intent } from '../wire/intents.ts';
import { endTurn } from './action-phase.ts';
import { examplePrototype, revealPrototype } from './action-card-research.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import type { CommandPools, GameState, Seat } from '../state/state.ts';
import { undoLastPick, unpickedCards } from './strategy-phase.ts';
import { reinforcementTokens } from '../board/tokens.ts';
import { updatePlayer } from '../state/update.ts';
import type { Handlers } from '../state/handlers.ts';

/** Summit: command tokens gained. */
export const SUMMIT_TOKENS = 2;
/** Manipulate Investments: trade goods placed, and on how many different cards at least. */
export const INVESTMENT_TRADE_GOODS = 5;
export const INVESTMENT_MIN_CARDS = 3;
/** Action cards (by card id) played through `play-action-card`. */
export const WINDOW_ACTION_CARDS: readonly string[] = [
  'summit',
  'manipulate-investments',
  'coup-detat',
  'public-disgrace',
  'reveal-prototype',
  'political-stability',
];

export type PlayActionCard = Extract<Intent, { type: 'play-action-card' }>;

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;
const cardName = (id: StrategyCardId) => STRATEGY_CARDS_BY_ID.get(id)?.name ?? id;

/** Why `seat` may not play this card now, or null. */
function closed(state: GameState, seat: Seat, card: string): string | null {
  if (!(state.players[seat]?.actionCards ?? []).includes(card))
    return 'That action card is not in your hand.';
  const id = actionCardIdOf(card);
  const name = ACTION_CARDS_BY_ID.get(id)?.name ?? 'That action card';
  if (!WINDOW_ACTION_CARDS.includes(id))
    return `${name} is not played this way: play it as a component action, or at the table with edits.`;
  if (id === 'political-stability') {
    if (state.phase !== 'status')
      return `${name} is played in the status phase, before the strategy cards return.`;
    if (!STRATEGY_CARD_IDS.some((c) => state.cards[c].holder === seat))
      return `${name} keeps your strategy cards, and you hold none.`;
    return null;
  }
  if (id === 'reveal-prototype') {
    return state.phase === 'action' && state.tactical
      ? null
      : `${name} is played at the start of a combat, during a tactical action.`;
  }
  if (id === 'coup-detat') {
    const s = state.strategic;
    if (state.phase !== 'action' || !s || s.step !== 'primary' || Object.keys(s.data).length > 0)
      return `${name} is played when another player starts a strategic action, before its primary is resolved.`;
    if (s.active === seat) return `${name} ends another player's strategic action, not your own.`;
    return null;
  }
  if (state.phase !== 'strategy') return `${name} is played during the strategy phase.`;
  if (id === 'public-disgrace') {
    const last = state.draft?.lastPick;
    if (!last)
      return `${name} is played just after another player picks a strategy card, before the next pick.`;
    if (last.seat === seat) return `${name} makes another player choose again, not you.`;
  }
  return null;
}

export function playWindowCard(state: GameState, seat: Seat, intent: PlayActionCard): Outcome {
  const why = closed(state, seat, intent.card);
  if (why) return fail('rule/illegal-choice', why);
  const id = actionCardIdOf(intent.card);
  let next = updatePlayer(state, seat, (p) => ({
    ...p,
    actionCards: p.actionCards.filter((c) => c !== intent.card),
  }));
  next = { ...next, decks: { ...next.decks, actionDiscard: [...next.decks.actionDiscard, intent.card] } };
  const who = nameOf(state, seat);
  const events: GameEvent[] = [
    { type: 'note', seat, text: `${who} plays the action card ${ACTION_CARDS_BY_ID.get(id)?.name ?? id}.` },
  ];
  if (id === 'coup-detat') {
    const s = state.strategic;
    if (!s) return fail('rule/illegal-choice', 'There is no strategic action to stop.');
    events.push({
      type: 'note',
      seat,
      text: `${nameOf(state, s.active)}'s ${cardName(s.card)} is not resolved and stays ready; their turn ends.`,
    });
    return endTurn({ ...next, strategic: null }, s.active, events);
  }
  if (id === 'political-stability') {
    const kept = STRATEGY_CARD_IDS.filter((c) => state.cards[c].holder === seat);
    events.push({
      type: 'note',
      seat,
      text: `${who} keeps ${kept.map(cardName).join(' and ')} through the status phase and will not choose strategy cards next round.`,
    });
    return applied({ ...next, keepCards: [...(state.keepCards ?? []), seat] }, events);
  }
  if (id === 'reveal-prototype') {
    const out = revealPrototype(next, seat, intent);
    if ('ok' in out) return out;
    return applied(out.state, [...events, ...out.events]);
  }
  if (id === 'public-disgrace') {
    const undone = undoLastPick(next);
    if (!undone) return fail('rule/illegal-choice', 'There is no pick to undo.');
    events.push({
      type: 'note',
      seat,
      text: `${nameOf(state, undone.seat)} puts ${cardName(undone.card)} back and picks again, another card if one is free.`,
    });
    return applied(undone.state, events);
  }
  if (id === 'summit') {
    const gained = Math.min(SUMMIT_TOKENS, Math.max(0, reinforcementTokens(state, seat)));
    const p = intent.pools;
    const placed = p ? p.tactic + p.fleet + p.strategy : 0;
    if (!p || placed !== gained) {
      return fail(
        'rule/illegal-choice',
        `Summit: place exactly ${gained} command token${gained === 1 ? '' : 's'} in your pools (you placed ${placed}).`,
      );
    }
    next = updatePlayer(next, seat, (x) => ({
      ...x,
      pools: {
        tactic: x.pools.tactic + p.tactic,
        fleet: x.pools.fleet + p.fleet,
        strategy: x.pools.strategy + p.strategy,
      },
    }));
    events.push({
      type: 'note',
      seat,
      text: `${who} gains ${gained} command token${gained === 1 ? '' : 's'}: tactic ${p.tactic}, fleet ${p.fleet}, strategy ${p.strategy}.`,
    });
    return applied(next, events);
  }
  // Manipulate Investments.
  const placed = Object.entries(intent.tradeGoods ?? {}).filter(([, n]) => (n ?? 0) > 0) as [
    StrategyCardId,
    number,
  ][];
  const total = placed.reduce((a, [, n]) => a + n, 0);
  const free = unpickedCards(state);
  const taken = placed.find(([c]) => !free.includes(c));
  if (taken)
    return fail('rule/illegal-choice', `Manipulate Investments: ${cardName(taken[0])} is already taken.`);
  if (total !== INVESTMENT_TRADE_GOODS || placed.length < Math.min(INVESTMENT_MIN_CARDS, free.length)) {
    return fail(
      'rule/illegal-choice',
      `Manipulate Investments: place ${INVESTMENT_TRADE_GOODS} trade goods on at least ${INVESTMENT_MIN_CARDS} different cards still in the common area (you placed ${total} on ${placed.length}).`,
    );
  }
  const cards = { ...next.cards };
  for (const [c, n] of placed) cards[c] = { ...cards[c], tradeGoods: cards[c].tradeGoods + n };
  next = { ...next, cards };
  events.push({
    type: 'note',
    seat,
    text: `${who} places trade goods on the strategy cards: ${placed.map(([c, n]) => `${n} on ${cardName(c)}`).join(', ')}.`,
  });
  return applied(next, events);
}

/** The window cards `seat` may play now, each with a legal choice. */
export function windowCardIntents(state: GameState, seat: Seat): PlayActionCard[] {
  const out: PlayActionCard[] = [];
  for (const card of state.players[seat]?.actionCards ?? []) {
    if (closed(state, seat, card)) continue;
    if (actionCardIdOf(card) === 'reveal-prototype') {
      const example = examplePrototype(state, seat);
      if (example) out.push({ type: 'play-action-card', card, ...example });
      continue;
    }
    const plain = ['coup-detat', 'public-disgrace', 'political-stability'];
    if (plain.includes(actionCardIdOf(card))) {
      out.push({ type: 'play-action-card', card });
      continue;
    }
    if (actionCardIdOf(card) === 'summit') {
      const pools: CommandPools = spreadTokens(
        Math.min(SUMMIT_TOKENS, Math.max(0, reinforcementTokens(state, seat))),
      );
      out.push({ type: 'play-action-card', card, pools });
      continue;
    }
    const free = unpickedCards(state);
    if (free.length === 0) continue;
    const tradeGoods: Partial<Record<StrategyCardId, number>> = {};
    for (let i = 0; i < INVESTMENT_TRADE_GOODS; i++) {
      const c = free[i % Math.min(free.length, INVESTMENT_MIN_CARDS)] as StrategyCardId;
      tradeGoods[c] = (tradeGoods[c] ?? 0) + 1;
    }
    out.push({ type: 'play-action-card', card, tradeGoods });
  }
  return out;
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const actionCardWindowHandlers: Handlers<'play-action-card'> = {
  'play-action-card': (state, seat, intent) => playWindowCard(state, seat, intent),
};
