// Transactions (LRR 94) from the rules: neighbours only (or station owners, or the Hacan), the active
// player in each, one per pair per turn, commodities becoming trade goods, at most one promissory note
// each way, action cards only with the Hacan, once per pair per agenda in the agenda phase; and what
// the other players see of it.

import { describe, expect, it } from 'vitest';
import {
  HACAN,
  MUAAT,
  must,
  refused,
  run,
  SAAR,
  setSpace,
  SOL,
  table,
  homeOf,
  withTradeGoods,
} from '../../../test-support/build-fixtures.ts';
import { endTurn } from '../action-phase.ts';
import { agendaTable } from '../../../test-support/agenda-fixtures.ts';
import type { Intent } from '../../wire/intents.ts';
import { legalIntents } from '../../engine/legal.ts';
import type { GameState, Goods, Seat } from '../../state/state.ts';
import { updatePlayer } from '../../state/update.ts';
import { viewFor } from '../../view/view.ts';

const offer = (withSeat: Seat, give: Partial<Goods>, get: Partial<Goods> = {}): Intent =>
  ({ type: 'transaction', action: 'offer', with: withSeat, give, get }) as Intent;
const answer = (action: 'accept' | 'decline' | 'withdraw', withSeat: Seat): Intent =>
  ({ type: 'transaction', action, with: withSeat }) as Intent;
const withCommodities = (s: GameState, seat: Seat, commodities: number) =>
  updatePlayer(s, seat, (p) => ({ ...p, commodities }));
const withCards = (s: GameState, seat: Seat, cards: string[]) =>
  updatePlayer(s, seat, (p) => ({ ...p, actionCards: cards }));

/** Sol (active) has a cruiser in Saar's home system: neighbours. Sol 3 trade goods, Saar 2 commodities. */
function neighbours(): GameState {
  let s = setSpace(table(), homeOf(table(), SAAR), SOL, { cruiser: 1 });
  s = withTradeGoods(s, SOL, 3);
  return withCommodities(s, SAAR, 2);
}

describe('transactions between neighbours (LRR 94)', () => {
  it('an accepted offer moves the goods; commodities received become trade goods; the note is named to the two only', () => {
    let s = must(
      neighbours(),
      SOL,
      offer(SAAR, { tradeGoods: 2, promissoryNote: 'Trade Agreement' }, { commodities: 2 }),
    );
    // The others see that a promissory note is offered, not which one.
    const muaat = JSON.stringify(viewFor(s, { kind: 'seat', seat: MUAAT }).stationTrades);
    expect(muaat).not.toContain('Trade Agreement');
    expect(viewFor(s, { kind: 'seat', seat: SAAR }).stationTrades.offers[0]?.give.promissoryNote).toBe(
      'Trade Agreement',
    );
    const out = run(s, SAAR, answer('accept', SOL));
    expect(out.ok).toBe(true);
    s = out.ok ? out.state : s;
    expect(s.players[SOL]?.tradeGoods).toBe(3 - 2 + 2);
    expect(s.players[SAAR]?.tradeGoods).toBe(2);
    expect(s.players[SAAR]?.commodities).toBe(0);
    const text = out.ok ? out.events.map((e) => (e.type === 'note' ? e.text : '')).join(' ') : '';
    expect(text).toMatch(/gives 2 trade goods, a promissory note and receives 2 commodities/);
    expect(text).not.toContain('Trade Agreement');
  });

  it('players who are not neighbours cannot trade; the Hacan trade with anyone (Guild Ships)', () => {
    expect(refused(neighbours(), SOL, offer(MUAAT, { tradeGoods: 1 })).message).toMatch(/not neighbours/);
    expect(run(neighbours(), SOL, offer(HACAN, { tradeGoods: 1 })).ok).toBe(true);
    expect(viewFor(neighbours(), { kind: 'seat', seat: SOL }).tradePartners).toEqual([HACAN, SAAR]);
    expect(viewFor(neighbours(), { kind: 'seat', seat: MUAAT }).tradePartners).toEqual([]);
    expect(viewFor(neighbours(), { kind: 'spectator' }).tradePartners).toEqual([]);
  });

  it('the active player is one of the two; one transaction per pair per turn; a new turn allows another', () => {
    const s = neighbours();
    expect(refused(s, SAAR, offer(HACAN, { commodities: 1 })).code).toBe('intent/not-your-turn');
    let t = must(s, SOL, offer(SAAR, { tradeGoods: 1 }));
    t = must(t, SAAR, answer('accept', SOL));
    expect(refused(t, SOL, offer(SAAR, { tradeGoods: 1 })).code).toBe('rule/limit-reached');
    expect(refused(t, SAAR, offer(SOL, { commodities: 1 })).code).toBe('rule/limit-reached');
    const next = endTurn(t, SOL, []);
    expect(next.ok && next.state.stationTrades).toEqual({ offers: [], done: [] });
  });

  it('cannot give what one does not have, nor offer nothing; an offer can be declined or withdrawn', () => {
    const s = neighbours();
    expect(refused(s, SOL, offer(SAAR, { tradeGoods: 9 })).code).toBe('rule/cannot-afford');
    expect(refused(s, SOL, offer(SAAR, {})).message).toMatch(/something to give or to ask for/);
    let t = must(s, SOL, offer(SAAR, { tradeGoods: 1 }));
    expect(
      legalIntents(t, { kind: 'seat', seat: SAAR }).filter((i) => i.type === 'transaction'),
    ).toHaveLength(2);
    t = must(t, SAAR, answer('decline', SOL));
    expect(t.stationTrades.offers).toEqual([]);
    t = must(t, SOL, offer(SAAR, { tradeGoods: 1 }));
    t = must(t, SOL, answer('withdraw', SAAR));
    expect(t.stationTrades.offers).toEqual([]);
    expect(t.players[SOL]?.tradeGoods).toBe(3);
  });

  it('action cards change hands only with the Hacan (Arbiters); others see "an action card"', () => {
    let s = withCards(withCards(neighbours(), SOL, ['sabotage#1', 'bribery#1']), HACAN, [
      'skilled-retreat#1',
    ]);
    expect(refused(s, SOL, offer(SAAR, { actionCards: ['sabotage#1'] })).message).toMatch(
      /Action cards cannot be traded/,
    );
    expect(refused(s, SOL, offer(HACAN, { actionCards: ['nope#9'] })).message).toMatch(/does not hold/);
    expect(refused(s, SOL, offer(HACAN, {}, { actionCards: ['nope#9'] })).message).toMatch(
      /no such action card/,
    );
    s = must(s, SOL, offer(HACAN, { actionCards: ['sabotage#1'] }, { actionCards: ['skilled-retreat#1'] }));
    expect(JSON.stringify(viewFor(s, { kind: 'seat', seat: SAAR }))).not.toContain('sabotage#1');
    expect(JSON.stringify(viewFor(s, { kind: 'spectator' }))).not.toContain('skilled-retreat#1');
    const out = run(s, HACAN, answer('accept', SOL));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[HACAN]?.actionCards).toEqual(['sabotage#1']);
    expect(out.state.players[SOL]?.actionCards).toEqual(['bribery#1', 'skilled-retreat#1']);
    expect(JSON.stringify(out.events)).not.toMatch(/sabotage|skilled-retreat/);
  });

  it("asking for action cards tells the asker nothing of the other's hand: the offer is made either way, the answer checks it", () => {
    const deck = table().decks.action;
    const [held, notHeld] = [deck[0] as string, deck[1] as string];
    // Hacan holds one card of the deck; the other stays in the deck, unseen by Sol.
    let s = withCards(withCards(neighbours(), SOL, ['bribery#1']), HACAN, [held]);
    s = { ...s, decks: { ...s.decks, action: s.decks.action.filter((c) => c !== held) } };
    const asking = (card: string) => offer(HACAN, { tradeGoods: 1 }, { actionCards: [card] });
    const made = [held, notHeld].map((card) => run(s, SOL, asking(card)));
    expect(made.map((o) => o.ok)).toEqual([true, true]);
    // The same answer, word for word, whichever card Sol named.
    const words = made.map((o) =>
      o.ok ? JSON.stringify(o.events).replaceAll(held, 'X').replaceAll(notHeld, 'X') : o.message,
    );
    expect(words[0]).toBe(words[1]);
    // Hacan, answering, is told what is missing from their own hand; nothing changes.
    const offered = must(s, SOL, asking(notHeld));
    const accept = refused(offered, HACAN, answer('accept', SOL));
    expect(accept.message).toMatch(/does not hold those action cards/);
    // Asking for a card that is in no hand, deck or discard of this game, or twice, or one's own, is refused alike.
    expect(refused(s, SOL, asking('nope#9')).message).toMatch(/no such action card/);
    expect(refused(s, SOL, offer(HACAN, {}, { actionCards: [held, held] })).message).toMatch(/once/);
    expect(refused(s, SOL, asking('bribery#1')).message).toMatch(/already hold/);
  });

  it('a receiver over the hand limit must discard', () => {
    const seven = Array.from({ length: 7 }, (_, i) => `sabotage#${i + 10}`);
    let s = withCards(withCards(neighbours(), SOL, ['bribery#1']), HACAN, seven);
    s = must(s, SOL, offer(HACAN, { actionCards: ['bribery#1'] }));
    s = must(s, HACAN, answer('accept', SOL));
    expect(s.pendingDiscards[String(HACAN)]).toBe(1);
  });
});

describe('transactions in the agenda phase (LRR 94)', () => {
  it('any two players trade once per agenda, neighbours or not, whoever is active', () => {
    let s = withTradeGoods(agendaTable(['mutiny', 'incentive-program']), MUAAT, 2);
    expect(viewFor(s, { kind: 'seat', seat: MUAAT }).tradePartners).toEqual([SOL, HACAN, SAAR]);
    s = must(s, MUAAT, offer(SOL, { tradeGoods: 1 }));
    s = must(s, SOL, answer('accept', MUAAT));
    expect(refused(s, SOL, offer(MUAAT, { tradeGoods: 1 })).message).toMatch(/for this agenda/);
    expect(run(s, SAAR, offer(MUAAT, { promissoryNote: `ceasefire:${SAAR}` })).ok).toBe(true);
  });
});
