// Table edits on technologies, strategy cards and the action deck (issue 14): for effects the engine
// does not resolve. Each is checked against the table, logged, and a drawn card is never named.

import { describe, expect, it } from 'vitest';
import { ACTION_CARDS_BY_ID, actionCardIdOf } from '../content/index.ts';
import { edit } from '../../test-support/table-edit-fixtures.ts';
import { beginNextRound } from './phases.ts';
import { inActionPhase, newGame } from '../../test-support/test-helpers.ts';
import { initiativeOf, initiativeOrder } from '../board/turn-order.ts';
import { HACAN, SOL, actionTable, attempt, notesOf } from '../../test-support/turn-fixtures.ts';

describe('a technology exhausted or readied at the table', () => {
  it('exhausts one the player owns (shown to all, ready again in the status phase) and readies it', () => {
    const s = actionTable();
    const used = attempt(
      s,
      SOL,
      edit({ kind: 'set-card-exhausted', card: 'neural-motivator', exhausted: true }),
    );
    if (!used.ok) throw new Error(used.message);
    expect(used.state.players[SOL]?.exhaustedCards).toEqual(['neural-motivator']);
    expect(notesOf(used)[0]).toMatch(/exhausts Neural Motivator\.$/);
    const again = attempt(
      used.state,
      SOL,
      edit({ kind: 'set-card-exhausted', card: 'neural-motivator', exhausted: true }),
    );
    expect(again).toMatchObject({ ok: false, message: 'Neural Motivator is already exhausted.' });
    const readied = attempt(
      used.state,
      HACAN,
      edit({ kind: 'set-card-exhausted', seat: SOL, card: 'neural-motivator', exhausted: false }),
    );
    if (!readied.ok) throw new Error(readied.message);
    expect(readied.state.players[SOL]?.exhaustedCards).toBeUndefined();
    expect(notesOf(readied)[0]).toContain(`readies Neural Motivator of ${s.players[SOL]?.name}`);
  });

  it('refuses a technology the player does not own', () => {
    expect(
      attempt(
        actionTable(),
        SOL,
        edit({ kind: 'set-card-exhausted', card: 'fleet-logistics', exhausted: true }),
      ),
    ).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  });
});

describe('a technology gained or lost without research', () => {
  it('gains one (no prerequisites asked) and loses it; another player’s is named in the log', () => {
    const s = actionTable();
    const gained = attempt(
      s,
      SOL,
      edit({ kind: 'set-technology', technology: 'fleet-logistics', owned: true }),
    );
    if (!gained.ok) throw new Error(gained.message);
    expect(gained.state.players[SOL]?.technologies).toContain('fleet-logistics');
    expect(notesOf(gained)[0]).toMatch(/Table edit: \w+.* gains Fleet Logistics\.$/);
    const lost = attempt(
      gained.state,
      HACAN,
      edit({ kind: 'set-technology', seat: SOL, technology: 'fleet-logistics', owned: false }),
    );
    if (!lost.ok) throw new Error(lost.message);
    expect(lost.state.players[SOL]?.technologies).not.toContain('fleet-logistics');
    expect(notesOf(lost)[0]).toContain(`loses Fleet Logistics for ${s.players[SOL]?.name}`);
  });

  it.each([
    ['an unknown technology', { technology: 'warp-drive', owned: true }, /no technology "warp-drive"/],
    ['one already owned', { technology: 'neural-motivator', owned: true }, /already owns Neural Motivator/],
    ['losing one not owned', { technology: 'fleet-logistics', owned: false }, /does not own Fleet Logistics/],
  ])('refuses %s, and nothing changes', (_n, fields, says) => {
    const s = actionTable();
    const before = JSON.stringify(s);
    expect(attempt(s, SOL, edit({ kind: 'set-technology', ...fields }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(says),
    });
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('a strategy card handed over', () => {
  it('to another player, then back to the common area', () => {
    const s = actionTable();
    const card = (Object.keys(s.cards) as (keyof typeof s.cards)[]).find((c) => s.cards[c].holder === SOL);
    if (!card) throw new Error('Sol holds no card');
    const given = attempt(s, SOL, edit({ kind: 'give-strategy-card', card, to: HACAN }));
    if (!given.ok) throw new Error(given.message);
    expect(given.state.cards[card].holder).toBe(HACAN);
    const back = attempt(given.state, SOL, edit({ kind: 'give-strategy-card', card, to: null }));
    if (!back.ok) throw new Error(back.message);
    expect(back.state.cards[card].holder).toBeNull();
    expect(notesOf(back)[0]).toMatch(/to the common area\.$/);
    expect(attempt(back.state, SOL, edit({ kind: 'give-strategy-card', card, to: null }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/already in the common area/),
    });
  });
});

describe('trade goods on a strategy card', () => {
  it('put on and taken off, never below zero', () => {
    const s = actionTable();
    const on = attempt(s, SOL, edit({ kind: 'adjust-card-trade-goods', card: 'trade', delta: 2 }));
    if (!on.ok) throw new Error(on.message);
    expect(on.state.cards.trade.tradeGoods).toBe(s.cards.trade.tradeGoods + 2);
    expect(notesOf(on)[0]).toMatch(/puts 2 trade goods on Trade\.$/);
    expect(
      attempt(on.state, SOL, edit({ kind: 'adjust-card-trade-goods', card: 'trade', delta: -99 })),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/below zero/) });
  });
});

describe('action cards drawn into one’s own hand', () => {
  it('from the deck; the log counts them and never names one', () => {
    const s = actionTable();
    const out = attempt(s, SOL, edit({ kind: 'draw-action-cards', count: 2 }));
    if (!out.ok) throw new Error(out.message);
    const hand = out.state.players[SOL]?.actionCards ?? [];
    expect(hand.length).toBe((s.players[SOL]?.actionCards.length ?? 0) + 2);
    expect(out.state.decks.action.length).toBe(s.decks.action.length - 2);
    const log = notesOf(out).join(' ');
    expect(log).toMatch(/draws 2 action cards/);
    for (const c of hand)
      expect(log).not.toContain(ACTION_CARDS_BY_ID.get(actionCardIdOf(c))?.name as string);
  });
});

describe('Gift of Prescience: the Naalu 0 token given for the round (a table edit)', () => {
  const NAALU_SEAT = 1;
  const withNaalu = () =>
    inActionPhase(
      newGame(4, 'zero', ['federation-of-sol', 'naalu-collective', 'clan-of-saar', 'embers-of-muaat']),
      'imperial',
      SOL,
    );

  it('puts its holder first in initiative order for the round; the Naalu go by their card', () => {
    const s = withNaalu();
    expect(initiativeOrder(s)[0]).toBe(NAALU_SEAT);
    const given = attempt(s, NAALU_SEAT, edit({ kind: 'give-zero-token', to: SOL }));
    if (!given.ok) throw new Error(given.message);
    expect(initiativeOf(given.state, SOL)).toBe(0);
    expect(initiativeOf(given.state, NAALU_SEAT)).toBeGreaterThan(0);
    expect(initiativeOrder(given.state)[0]).toBe(SOL);
    expect(notesOf(given)[0]).toMatch(
      /gives the Naalu 0 token to \w+.* for this round \(Gift of Prescience\)/,
    );
    // The next round it is the Naalu's again.
    expect(initiativeOf(beginNextRound(given.state).state, NAALU_SEAT)).toBe(0);
    expect(initiativeOf(beginNextRound(given.state).state, SOL)).toBeGreaterThan(0);
  });

  it('can be given back to the Naalu', () => {
    const given = attempt(withNaalu(), SOL, edit({ kind: 'give-zero-token', to: SOL }));
    if (!given.ok) throw new Error(given.message);
    const back = attempt(given.state, SOL, edit({ kind: 'give-zero-token', to: null }));
    if (!back.ok) throw new Error(back.message);
    expect(initiativeOrder(back.state)[0]).toBe(NAALU_SEAT);
  });

  it.each([
    ['without the Naalu at the table', actionTable, SOL, /No one plays the Naalu Collective/],
    ['to the Naalu, who hold it', withNaalu, NAALU_SEAT, /already has the Naalu 0 token/],
  ])('is refused %s, and nothing changes', (_n, table, to, says) => {
    const s = table();
    const before = JSON.stringify(s);
    expect(attempt(s, SOL, edit({ kind: 'give-zero-token', to }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(says),
    });
    expect(JSON.stringify(s)).toBe(before);
  });
});
