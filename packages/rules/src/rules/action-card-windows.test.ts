// Action cards played at the start of the strategy phase, outside anyone's turn (issue 14): Summit (two
// command tokens) and Manipulate Investments (five trade goods on at least three cards still free).

import { describe, expect, it } from 'vitest';
import { legalIntents } from '../engine/legal.ts';
import type { Intent } from '../wire/intents.ts';
import { currentPicker } from './strategy-phase.ts';
import type { GameState, Seat } from '../state/state.ts';
import { act, newGame, run, notes, playStatusPhase } from '../../test-support/test-helpers.ts';
import { actionTable, toStatusPhase } from '../../test-support/turn-fixtures.ts';
import { STRATEGY_CARD_IDS } from '../content/index.ts';
import { activated, HACAN, homeOf, SOL, table, withTradeGoods } from '../../test-support/build-fixtures.ts';
import { updatePlayer } from '../state/update.ts';

/** Four players at the start of the strategy phase; seat `seat` (not the first picker) holds `cards`. */
function drafting(cards: string[]): { s: GameState; seat: Seat } {
  const start = newGame(4, 'windows');
  const seat = (((currentPicker(start) ?? 0) + 1) % 4) as Seat;
  return { s: updatePlayer(start, seat, (p) => ({ ...p, actionCards: cards })), seat };
}
const play = (card: string, more: object = {}): Intent =>
  ({ type: 'play-action-card', card, ...more }) as Intent;

describe('Summit', () => {
  it('out of turn in the strategy phase: two tokens where the player puts them; the card is discarded and named', () => {
    const { s, seat } = drafting(['summit-1']);
    expect(currentPicker(s)).not.toBe(seat);
    const out = run(s, seat, play('summit-1', { pools: { tactic: 0, fleet: 2, strategy: 0 } }));
    if (!out.ok) throw new Error(out.message);
    expect(out.state.players[seat]?.pools.fleet).toBe((s.players[seat]?.pools.fleet ?? 0) + 2);
    expect(out.state.players[seat]?.actionCards).toEqual([]);
    expect(out.state.decks.actionDiscard).toContain('summit-1');
    const name = s.players[seat]?.name;
    expect(notes(out)).toEqual([
      `${name} plays the action card Summit.`,
      `${name} gains 2 command tokens: tactic 0, fleet 2, strategy 0.`,
    ]);
    expect(currentPicker(out.state)).toBe(currentPicker(s)); // the draft goes on as it was
  });

  it.each([
    ['three tokens', { pools: { tactic: 3, fleet: 0, strategy: 0 } }, /place exactly 2 command tokens/],
    ['no pools', {}, /place exactly 2/],
  ])('is refused with %s, and nothing changes', (_n, more, says) => {
    const { s, seat } = drafting(['summit-1']);
    const before = JSON.stringify(s);
    expect(run(s, seat, play('summit-1', more))).toMatchObject({
      ok: false,
      message: expect.stringMatching(says),
    });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('is refused outside the strategy phase, and for a card not in hand or not of this kind', () => {
    const { s, seat } = drafting(['summit-1', 'sabotage-1']);
    expect(run(s, seat, play('summit-2', { pools: { tactic: 2, fleet: 0, strategy: 0 } }))).toMatchObject({
      ok: false,
      message: 'That action card is not in your hand.',
    });
    expect(run(s, seat, play('sabotage-1'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not played this way/),
    });
    const later = { ...s, phase: 'action' as const };
    expect(run(later, seat, play('summit-1', { pools: { tactic: 2, fleet: 0, strategy: 0 } }))).toMatchObject(
      {
        ok: false,
        message: 'Summit is played during the strategy phase.',
      },
    );
  });
});

describe('Manipulate Investments', () => {
  it('five trade goods on three cards still free; they go to whoever picks the card', () => {
    const { s, seat } = drafting(['manipulate-investments-1']);
    const out = run(
      s,
      seat,
      play('manipulate-investments-1', { tradeGoods: { leadership: 2, trade: 2, warfare: 1 } }),
    );
    if (!out.ok) throw new Error(out.message);
    expect(out.state.cards.leadership.tradeGoods).toBe(s.cards.leadership.tradeGoods + 2);
    expect(out.state.cards.warfare.tradeGoods).toBe(s.cards.warfare.tradeGoods + 1);
    expect(notes(out)[1]).toMatch(
      /places trade goods on the strategy cards: 2 on Leadership, 2 on Trade, 1 on Warfare\./,
    );
    // The picker of Leadership collects them.
    const picker = currentPicker(out.state) as Seat;
    const picked = run(out.state, picker, { type: 'pick-strategy-card', card: 'leadership' });
    if (!picked.ok) throw new Error(picked.message);
    expect(picked.state.players[picker]?.tradeGoods).toBe(
      (out.state.players[picker]?.tradeGoods ?? 0) + out.state.cards.leadership.tradeGoods,
    );
  });

  it.each([
    ['on two cards', { leadership: 3, trade: 2 }, /at least 3 different cards/],
    ['four in all', { leadership: 2, trade: 1, warfare: 1 }, /place 5 trade goods/],
  ])('is refused %s', (_n, tradeGoods, says) => {
    const { s, seat } = drafting(['manipulate-investments-1']);
    expect(run(s, seat, play('manipulate-investments-1', { tradeGoods }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(says),
    });
  });

  it('a card already taken is refused', () => {
    const { s, seat } = drafting(['manipulate-investments-1']);
    const first = currentPicker(s) as Seat;
    const picked = run(s, first, { type: 'pick-strategy-card', card: 'leadership' });
    if (!picked.ok) throw new Error(picked.message);
    expect(
      run(
        picked.state,
        seat,
        play('manipulate-investments-1', { tradeGoods: { leadership: 1, trade: 2, warfare: 2 } }),
      ),
    ).toMatchObject({ ok: false, message: 'Manipulate Investments: Leadership is already taken.' });
  });

  it('each is offered to its holder with a legal choice, picker or not, and the offer is accepted', () => {
    const { s, seat } = drafting(['summit-1', 'manipulate-investments-1', 'sabotage-1']);
    const offers = legalIntents(s, { kind: 'seat', seat }).filter((i) => i.type === 'play-action-card');
    expect(offers.map((i) => i.type === 'play-action-card' && i.card)).toEqual([
      'summit-1',
      'manipulate-investments-1',
    ]);
    for (const offer of offers) expect(run(s, seat, offer).ok).toBe(true);
    // Nobody else is offered anything but their picks.
    const other = ((seat + 1) % 4) as Seat;
    expect(legalIntents(s, { kind: 'seat', seat: other }).every((i) => i.type === 'pick-strategy-card')).toBe(
      true,
    );
  });
});

describe("Coup d'Etat", () => {
  const withCoup = (state: GameState, seat: Seat) =>
    updatePlayer(state, seat, (p) => ({ ...p, actionCards: ['coup-detat-1'] }));
  const started = () =>
    act(withCoup(table({ card: 'leadership', holder: SOL }), HACAN), SOL, {
      type: 'strategic-action',
      card: 'leadership',
    });

  it('ends the active player’s turn before the primary: the card stays ready, nothing is resolved', () => {
    const s = started();
    const offer = legalIntents(s, { kind: 'seat', seat: HACAN }).find((i) => i.type === 'play-action-card');
    expect(offer).toEqual({ type: 'play-action-card', card: 'coup-detat-1' });
    const out = run(s, HACAN, offer as Intent);
    if (!out.ok) throw new Error(out.message);
    expect(out.state.strategic).toBeNull();
    expect(out.state.cards.leadership.exhausted).toBe(false);
    expect(out.state.active).not.toBe(SOL);
    expect(out.state.players[SOL]?.pools).toEqual(s.players[SOL]?.pools); // no token gained
    const names = (seat: Seat) => s.players[seat]?.name;
    expect(notes(out)).toEqual([
      `${names(HACAN)} plays the action card Coup d'Etat.`,
      `${names(SOL)}'s Leadership is not resolved and stays ready; their turn ends.`,
    ]);
    // The card is still theirs to play on a later turn.
    const later = { ...out.state, active: SOL };
    expect(legalIntents(later, { kind: 'seat', seat: SOL })).toContainEqual({
      type: 'strategic-action',
      card: 'leadership',
    });
  });

  it('is refused once the primary is resolved, against oneself, and outside a strategic action', () => {
    const s = started();
    const resolved = act(s, SOL, legalIntents(s, { kind: 'seat', seat: SOL })[0] as Intent);
    expect(run(resolved, HACAN, play('coup-detat-1'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/before its primary is resolved/),
    });
    const own = withCoup(s, SOL);
    expect(run(own, SOL, play('coup-detat-1'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not your own/),
    });
    const idle = withCoup(table({ card: 'leadership', holder: SOL }), HACAN);
    expect(run(idle, HACAN, play('coup-detat-1'))).toMatchObject({ ok: false });
    expect(legalIntents(idle, { kind: 'seat', seat: HACAN }).some((i) => i.type === 'play-action-card')).toBe(
      false,
    );
  });
});

describe('Public Disgrace', () => {
  it('sends the card just picked back with its trade goods; its player picks again, another card', () => {
    const { s: start, seat } = drafting(['public-disgrace-1']);
    const picker = currentPicker(start) as Seat;
    const rich = {
      ...start,
      cards: { ...start.cards, leadership: { ...start.cards.leadership, tradeGoods: 2 } },
    };
    const picked = act(rich, picker, { type: 'pick-strategy-card', card: 'leadership' });
    expect(picked.players[picker]?.tradeGoods).toBe((rich.players[picker]?.tradeGoods ?? 0) + 2);
    const offer = legalIntents(picked, { kind: 'seat', seat }).find((i) => i.type === 'play-action-card');
    expect(offer).toEqual({ type: 'play-action-card', card: 'public-disgrace-1' });
    const out = run(picked, seat, offer as Intent);
    if (!out.ok) throw new Error(out.message);
    expect(out.state.cards.leadership).toMatchObject({ holder: null, tradeGoods: 2 });
    expect(out.state.players[picker]?.tradeGoods).toBe(rich.players[picker]?.tradeGoods);
    expect(currentPicker(out.state)).toBe(picker);
    expect(notes(out)[1]).toBe(
      `${start.players[picker]?.name} puts Leadership back and picks again, another card if one is free.`,
    );
    // The card sent back is not offered to them.
    expect(
      legalIntents(out.state, { kind: 'seat', seat: picker }).some(
        (i) => i.type === 'pick-strategy-card' && i.card === 'leadership',
      ),
    ).toBe(false);
    expect(run(out.state, picker, { type: 'pick-strategy-card', card: 'leadership' })).toMatchObject({
      ok: false,
      message: 'Public Disgrace: choose a strategy card other than Leadership this time.',
    });
    const again = act(out.state, picker, { type: 'pick-strategy-card', card: 'diplomacy' });
    expect(again.cards.diplomacy.holder).toBe(picker);
    // Leadership is free again for the next picker.
    const next = currentPicker(again) as Seat;
    expect(act(again, next, { type: 'pick-strategy-card', card: 'leadership' }).cards.leadership.holder).toBe(
      next,
    );
  });

  it('is refused before any pick and against one’s own pick', () => {
    const { s, seat } = drafting(['public-disgrace-1']);
    expect(run(s, seat, play('public-disgrace-1'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/just after another player picks/),
    });
    expect(legalIntents(s, { kind: 'seat', seat }).some((i) => i.type === 'play-action-card')).toBe(false);
    // The holder's own pick.
    const own = updatePlayer(s, currentPicker(s) as Seat, (p) => ({
      ...p,
      actionCards: ['public-disgrace-2'],
    }));
    const mine = act(own, currentPicker(s) as Seat, { type: 'pick-strategy-card', card: 'trade' });
    expect(run(mine, currentPicker(s) as Seat, play('public-disgrace-2'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not you/),
    });
  });
});

describe('Reveal Prototype', () => {
  const inCombat = () => {
    const s = activated(
      withTradeGoods(table({ card: 'leadership', holder: SOL }), HACAN, 4),
      SOL,
      homeOf(table(), SOL),
    );
    // Hacan also owns Gravity Drive: two blue technologies open Carrier II.
    return updatePlayer(s, HACAN, (p) => ({
      ...p,
      actionCards: ['reveal-prototype-1'],
      technologies: [...p.technologies, 'gravity-drive'],
    }));
  };

  it('during a tactical action, any holder researches a unit upgrade for four resources', () => {
    const s = inCombat();
    const offer = legalIntents(s, { kind: 'seat', seat: HACAN }).find(
      (i) => i.type === 'play-action-card',
    ) as Extract<Intent, { type: 'play-action-card' }>;
    expect(offer).toMatchObject({ card: 'reveal-prototype-1', research: { technology: expect.any(String) } });
    const out = run(s, HACAN, { ...offer, payment: { planets: [], tradeGoods: 4 } });
    if (!out.ok) throw new Error(out.message);
    expect(out.state.players[HACAN]?.technologies).toContain(offer.research?.technology);
    expect(out.state.players[HACAN]?.tradeGoods).toBe(0);
    expect(out.state.active).toBe(SOL); // nobody's turn changes
  });

  it('is refused for a technology that is not a unit upgrade, short of four, and outside a tactical action', () => {
    const s = inCombat();
    const pay4 = { payment: { planets: [], tradeGoods: 4 } };
    expect(
      run(
        s,
        HACAN,
        play('reveal-prototype-1', { research: { technology: 'neural-motivator', skips: [] }, ...pay4 }),
      ),
    ).toMatchObject({ ok: false, message: 'Reveal Prototype researches a unit upgrade: choose one.' });
    const offer = legalIntents(s, { kind: 'seat', seat: HACAN }).find(
      (i) => i.type === 'play-action-card',
    ) as Extract<Intent, { type: 'play-action-card' }>;
    expect(run(s, HACAN, { ...offer, payment: { planets: [], tradeGoods: 3 } })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/costs 4 resources/),
    });
    const calm = { ...s, tactical: null };
    expect(run(calm, HACAN, { ...offer, ...pay4 })).toMatchObject({
      ok: false,
      message: 'Reveal Prototype is played at the start of a combat, during a tactical action.',
    });
  });
});

describe('Political Stability', () => {
  it('its holder keeps their strategy cards, readied, and skips the next draft; the others draft as usual', () => {
    const s0 = toStatusPhase(actionTable());
    const seat = s0.players.find((p) => STRATEGY_CARD_IDS.some((c) => s0.cards[c].holder === p.seat))
      ?.seat as Seat;
    const kept = STRATEGY_CARD_IDS.filter((c) => s0.cards[c].holder === seat);
    const s = updatePlayer(s0, seat, (p) => ({ ...p, actionCards: ['political-stability-1'] }));
    const offer = legalIntents(s, { kind: 'seat', seat }).find((i) => i.type === 'play-action-card');
    expect(offer).toEqual({ type: 'play-action-card', card: 'political-stability-1' });
    const out = run(s, seat, offer as Intent);
    if (!out.ok) throw new Error(out.message);
    expect(notes(out)[1]).toMatch(/will not choose strategy cards next round\.$/);
    const next = playStatusPhase(out.state);
    expect(next.phase).toBe('strategy');
    for (const c of kept) expect(next.cards[c]).toMatchObject({ holder: seat, exhausted: false });
    for (const c of STRATEGY_CARD_IDS.filter((x) => !kept.includes(x)))
      expect(next.cards[c].holder).toBeNull();
    expect(next.draft?.order).not.toContain(seat);
    expect(next.draft?.order.length).toBe(2 * 3); // four players, two cards each, one sits out
    // The draft ends without them, and their cards are theirs in the action phase.
    let d = next;
    while (d.phase === 'strategy') {
      const picker = currentPicker(d) as Seat;
      d = act(
        d,
        picker,
        legalIntents(d, { kind: 'seat', seat: picker }).find(
          (i) => i.type === 'pick-strategy-card',
        ) as Intent,
      );
    }
    expect(d.phase).toBe('action');
    for (const c of kept) expect(d.cards[c].holder).toBe(seat);
  });

  it('is refused outside the status phase', () => {
    const s = updatePlayer(actionTable(), 0, (p) => ({ ...p, actionCards: ['political-stability-1'] }));
    expect(run(s, 0, play('political-stability-1'))).toMatchObject({
      ok: false,
      message: 'Political Stability is played in the status phase, before the strategy cards return.',
    });
  });
});
