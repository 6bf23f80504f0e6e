import { describe, expect, it } from 'vitest';
import { applyIntent } from '../engine/engine.ts';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import { STRATEGY_CARD_IDS } from '../content/strategy-cards.ts';
import { currentPicker, unpickedCards } from './strategy-phase.ts';
import { act, newGame, playCard, playStatusPhase } from '../../test-support/test-helpers.ts';
import { cardsHeldBy, initiativeOrder } from '../board/turn-order.ts';
import type { GameState } from '../state/state.ts';

/** Each picker takes the lowest-numbered card left. */
function draftLowest(state: GameState): GameState {
  let s = state;
  while (s.phase === 'strategy') {
    const picker = currentPicker(s);
    if (picker === null) break;
    s = act(s, picker, { type: 'pick-strategy-card', card: unpickedCards(s)[0] as StrategyCardId });
  }
  return s;
}

// LRR 82.1–82.2, SPEC 2.1. One row per player count.
const DRAFTS = [
  { players: 3, perPlayer: 2, picks: 6, unpicked: 2, forcedLast: false },
  { players: 4, perPlayer: 2, picks: 8, unpicked: 0, forcedLast: true },
  { players: 5, perPlayer: 1, picks: 5, unpicked: 3, forcedLast: false },
  { players: 6, perPlayer: 1, picks: 6, unpicked: 2, forcedLast: false },
  { players: 7, perPlayer: 1, picks: 7, unpicked: 1, forcedLast: false },
  { players: 8, perPlayer: 1, picks: 8, unpicked: 0, forcedLast: true },
];

describe('the strategy phase', () => {
  it.each(DRAFTS)(
    'a $players-player draft gives each player $perPlayer card(s)',
    ({ players, perPlayer, unpicked }) => {
      const end = draftLowest(newGame(players));
      expect(end.phase).toBe('action');
      for (const p of end.players) expect(cardsHeldBy(end, p.seat)).toHaveLength(perPlayer);
      expect(unpickedCards(end)).toHaveLength(unpicked);
    },
  );

  it.each(DRAFTS)(
    'in a $players-player game the speaker picks first and the order runs clockwise',
    ({ players, picks }) => {
      const start = newGame(players, 'order');
      const expected = Array.from({ length: picks }, (_, i) => (start.speaker + i) % players);
      const seen: number[] = [];
      let s = start;
      while (s.phase === 'strategy') {
        const picker = currentPicker(s) as number;
        seen.push(picker);
        s = act(s, picker, { type: 'pick-strategy-card', card: unpickedCards(s)[0] as StrategyCardId });
        const out = s;
        if (out.phase !== 'strategy') break;
      }
      // A forced last pick is made by the engine, so it never shows up as a player's turn.
      const forced = DRAFTS.find((d) => d.players === players)?.forcedLast;
      expect(seen).toEqual(forced ? expected.slice(0, -1) : expected);
    },
  );

  it.each(DRAFTS.filter((d) => d.forcedLast))(
    'with $players players the last card goes to the last picker automatically',
    ({ players }) => {
      let s = newGame(players, 'forced');
      const picks = players === 4 ? 7 : 7;
      for (let i = 0; i < picks; i++) {
        s = act(s, currentPicker(s) as number, {
          type: 'pick-strategy-card',
          card: unpickedCards(s)[0] as StrategyCardId,
        });
      }
      expect(s.phase).toBe('action');
      expect(unpickedCards(s)).toEqual([]);
      const lastPicker = (s.speaker + (players === 4 ? 3 : 7)) % players;
      expect(cardsHeldBy(s, lastPicker)).toContain('imperial');
    },
  );

  it('one trade good goes on each unpicked card and they accumulate across rounds', () => {
    let s = draftLowest(newGame(6, 'tg'));
    expect(s.cards.technology.tradeGoods).toBe(1);
    expect(s.cards.imperial.tradeGoods).toBe(1);
    expect(s.cards.leadership.tradeGoods).toBe(0);
    s = playOutActionPhase(s);
    expect(s.round).toBe(2);
    // Round 2: pick from the top again; technology and imperial are left again.
    s = draftLowest(s);
    expect(s.cards.technology.tradeGoods).toBe(2);
    expect(s.cards.imperial.tradeGoods).toBe(2);
  });

  it('picking a card with trade goods on it gives them to the player', () => {
    let s = playOutActionPhase(draftLowest(newGame(6, 'take')));
    const picker = currentPicker(s) as number;
    const before = s.players[picker]?.tradeGoods ?? 0;
    s = act(s, picker, { type: 'pick-strategy-card', card: 'imperial' });
    expect(s.players[picker]?.tradeGoods).toBe(before + 1);
    expect(s.cards.imperial.tradeGoods).toBe(0);
  });

  it('a player who picks out of turn is told whose turn it is and nothing changes', () => {
    const s = newGame(4, 'oot');
    const other = ((currentPicker(s) as number) + 1) % 4;
    const out = applyIntent(s, { kind: 'seat', seat: other }, { type: 'pick-strategy-card', card: 'trade' });
    expect(out).toMatchObject({ ok: false, code: 'intent/not-your-turn' });
    if (!out.ok) expect(out.message).toContain(s.players[currentPicker(s) as number]?.name);
  });

  it('a card already picked cannot be picked again', () => {
    let s = newGame(5, 'taken');
    s = act(s, currentPicker(s) as number, { type: 'pick-strategy-card', card: 'trade' });
    const out = applyIntent(
      s,
      { kind: 'seat', seat: currentPicker(s) as number },
      { type: 'pick-strategy-card', card: 'trade' },
    );
    expect(out).toMatchObject({ ok: false, code: 'rule/card-taken' });
  });

  it('initiative order follows each player’s lowest card', () => {
    const s = draftLowest(newGame(4, 'init'));
    const order = initiativeOrder(s);
    // Speaker took leadership (1) and construction... lowest cards decide.
    const lowest = order.map((seat) =>
      Math.min(...cardsHeldBy(s, seat).map((c) => STRATEGY_CARD_IDS.indexOf(c) + 1)),
    );
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    expect(s.active).toBe(order[0]);
  });

  it('Naalu acts first with initiative 0 whatever card they hold', () => {
    const s = draftLowest(newGame(5, 'naalu', [null, null, null, null, 'naalu-collective']));
    expect(initiativeOrder(s)[0]).toBe(4);
    expect(s.active).toBe(4);
  });

  it('the next round starts with the speaker picking first', () => {
    const s = playOutActionPhase(draftLowest(newGame(3, 'next')));
    expect(s.phase).toBe('strategy');
    expect(currentPicker(s)).toBe(s.speaker);
    expect(Object.values(s.cards).every((c) => c.holder === null && !c.exhausted)).toBe(true);
  });
});

/** Everyone plays their cards then passes. */
export function playOutActionPhase(state: GameState): GameState {
  let s = state;
  const round = s.round;
  while (s.round === round && s.active !== null) {
    const seat = s.active;
    const ready = cardsHeldBy(s, seat).filter((c) => !s.cards[c].exhausted);
    s = ready[0] ? playCard(s, seat, ready[0]) : act(s, seat, { type: 'pass' });
  }
  return playStatusPhase(s);
}
