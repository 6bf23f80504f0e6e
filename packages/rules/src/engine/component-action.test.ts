import { describe, expect, it } from 'vitest';
import { legalIntents } from './legal.ts';
import type { GameState, Seat } from '../state/state.ts';
import { actionTable, attempt, notesOf, play, withPlayer } from '../../test-support/turn-fixtures.ts';

function withHand(cards: string[]): { s: GameState; seat: Seat } {
  const start = actionTable();
  const seat = start.active as Seat;
  return { s: withPlayer(start, seat, (p) => ({ ...p, actionCards: cards })), seat };
}

describe('a component action (LRR 22)', () => {
  it('playing an action card discards it, logs it by name, and ends the turn', () => {
    const { s, seat } = withHand(['sabotage-1', 'direct-hit-2']);
    const out = attempt(s, seat, { type: 'component-action', actionCard: 'direct-hit-2' });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[seat]?.actionCards).toEqual(['sabotage-1']);
    expect(out.state.decks.actionDiscard).toContain('direct-hit-2');
    expect(out.state.active).not.toBe(seat);
    expect(notesOf(out)[0]).toBe(
      `${s.players[seat]?.name} takes a component action: played an action card: Direct Hit.`,
    );
  });

  it('another component (a technology, a leader…) is logged with the player’s note and ends the turn', () => {
    const { s, seat } = withHand([]);
    const out = attempt(s, seat, { type: 'component-action', source: 'technology', note: 'Sling Relay' });
    expect(notesOf(out)).toEqual([
      `${s.players[seat]?.name} takes a component action using a technology: Sling Relay.`,
    ]);
    expect(out.ok && out.state.active).not.toBe(seat);
  });

  it.each([
    ['a card not in hand', { actionCard: 'sabotage-4' }, /not in your hand/],
    ['neither a card nor a component', {}, /one action card, one faction ability, or one other component/],
    [
      'both a card and a component',
      { actionCard: 'sabotage-1', source: 'relic' },
      /one action card, one faction ability, or one other component/,
    ],
  ])('is refused for %s, and nothing changes', (_, fields, says) => {
    const { s, seat } = withHand(['sabotage-1']);
    const before = JSON.stringify(s);
    const out = attempt(s, seat, { type: 'component-action', ...fields });
    expect(out).toMatchObject({ ok: false, message: expect.stringMatching(says) });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('is only for the active player', () => {
    const { s, seat } = withHand(['sabotage-1']);
    const other = (seat + 1) % 4;
    expect(attempt(s, other, { type: 'component-action', source: 'other' })).toMatchObject({
      ok: false,
      code: 'intent/not-your-turn',
    });
  });

  it('the engine offers each card in hand, not the free-text other component (faction abilities: pool-abilities.test.ts)', () => {
    const { s, seat } = withHand(['sabotage-1', 'bribery-1']);
    const offered = legalIntents(s, { kind: 'seat', seat }).filter(
      (i) => i.type === 'component-action' && i.ability === undefined,
    );
    expect(offered).toEqual([
      { type: 'component-action', actionCard: 'sabotage-1' },
      { type: 'component-action', actionCard: 'bribery-1' },
    ]);
    expect(play(s, seat, offered[0] as (typeof offered)[number]).active).not.toBe(seat);
  });
});
