import { describe, expect, it } from 'vitest';
import { applyIntent } from '../engine/engine.ts';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import { currentPicker, unpickedCards } from './strategy-phase.ts';
import { act, newGame, playCard } from '../../test-support/test-helpers.ts';
import { cardsHeldBy } from '../board/turn-order.ts';
import type { GameState } from '../state/state.ts';

function drafted(players: number): GameState {
  let s = newGame(players, 'action');
  while (s.phase === 'strategy') {
    s = act(s, currentPicker(s) as number, {
      type: 'pick-strategy-card',
      card: unpickedCards(s)[0] as StrategyCardId,
    });
  }
  return s;
}

describe('the action phase', () => {
  it('a player holding an unexhausted card cannot pass (LRR 3.5)', () => {
    const s = drafted(6);
    const out = applyIntent(s, { kind: 'seat', seat: s.active as number }, { type: 'pass' });
    expect(out).toMatchObject({ ok: false, code: 'rule/cannot-pass' });
  });

  it('a strategic action exhausts the card and passes the turn on', () => {
    const s = drafted(6);
    const seat = s.active as number;
    const card = cardsHeldBy(s, seat)[0] as StrategyCardId;
    const next = playCard(s, seat, card);
    expect(next.cards[card].exhausted).toBe(true);
    expect(next.active).not.toBe(seat);
  });

  it('an exhausted card cannot be played again', () => {
    const s = drafted(3);
    const seat = s.active as number;
    const card = cardsHeldBy(s, seat)[0] as StrategyCardId;
    let next = playCard(s, seat, card);
    while (next.active !== seat) {
      const other = next.active as number;
      const ready = cardsHeldBy(next, other).find((c) => !next.cards[c].exhausted);
      next = ready ? playCard(next, other, ready) : act(next, other, { type: 'pass' });
    }
    const out = applyIntent(next, { kind: 'seat', seat }, { type: 'strategic-action', card });
    expect(out).toMatchObject({ ok: false, code: 'rule/card-exhausted' });
  });

  it('a player cannot play a card they do not hold', () => {
    const s = drafted(6);
    const seat = s.active as number;
    const notMine = (
      ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'] as const
    ).find((c) => s.cards[c].holder !== seat) as StrategyCardId;
    const out = applyIntent(s, { kind: 'seat', seat }, { type: 'strategic-action', card: notMine });
    expect(out).toMatchObject({ ok: false, code: 'rule/not-your-card' });
  });

  it('passed players take no more turns and the phase ends when all have passed', () => {
    let s = drafted(5);
    const seen: number[] = [];
    while (s.phase === 'action') {
      const seat = s.active as number;
      seen.push(seat);
      const ready = cardsHeldBy(s, seat).find((c) => !s.cards[c].exhausted);
      s = ready ? playCard(s, seat, ready) : act(s, seat, { type: 'pass' });
    }
    // Each player takes exactly two turns: one strategic action, one pass.
    for (let seat = 0; seat < 5; seat++) expect(seen.filter((x) => x === seat)).toHaveLength(2);
    expect(s.phase).toBe('status');
  });

  it('only the active player may act, and the message names them', () => {
    const s = drafted(4);
    const other = ((s.active as number) + 1) % 4;
    const out = applyIntent(s, { kind: 'seat', seat: other }, { type: 'pass' });
    expect(out).toMatchObject({ ok: false, code: 'intent/not-your-turn' });
    if (!out.ok) expect(out.message).toContain(s.players[s.active as number]?.name);
  });

  it('spectators cannot act', () => {
    const s = drafted(4);
    expect(applyIntent(s, { kind: 'spectator' }, { type: 'pass' })).toMatchObject({
      ok: false,
      code: 'intent/spectator',
    });
  });
});
