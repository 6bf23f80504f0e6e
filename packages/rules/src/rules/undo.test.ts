import { describe, expect, it } from 'vitest';
import { applyParsed, replay } from '../engine/engine.ts';
import type { Intent } from '../wire/intents.ts';
import type { GameState, Seat } from '../state/state.ts';
import { currentPicker } from './strategy-phase.ts';
import {
  HACAN,
  actionTable,
  attempt,
  notesOf,
  play,
  strategyTable,
} from '../../test-support/turn-fixtures.ts';
import { moveWords } from './undo.ts';
import { viewFor } from '../view/view.ts';
import { legalIntents } from '../engine/legal.ts';
import { cardsHeldBy } from '../board/turn-order.ts';
import type { StrategyCardId } from '../content/strategy-cards.ts';

/** The state as a player could compare it: everything but the remembered last move. */
// The table itself: the history kept for undo and rollback (and the move count) aside.
const table = (s: GameState) => JSON.stringify({ ...s, lastMove: null, moves: 0, recent: [] });

describe("taking back one's own last move", () => {
  it('a misclicked strategy card pick is taken back: the table is exactly as before, and the pick is open again', () => {
    const before = strategyTable();
    const picker = currentPicker(before) as Seat;
    const picked = play(before, picker, { type: 'pick-strategy-card', card: 'imperial' });
    expect(viewFor(picked, { kind: 'seat', seat: picker }).undo).toEqual({
      seat: picker,
      type: 'pick-strategy-card',
    });
    // Only the mover may take it back, so only their view says so.
    expect(viewFor(picked, { kind: 'spectator' }).undo).toBeNull();
    expect(viewFor(picked, { kind: 'seat', seat: picker === 0 ? 1 : 0 }).undo).toBeNull();
    expect(moveWords('pick-strategy-card')).toBe('their strategy card pick');
    const out = attempt(picked, picker, { type: 'undo' });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(table(out.state)).toBe(table(before));
    expect(currentPicker(out.state)).toBe(picker);
    expect(notesOf(out).join(' ')).toMatch(/takes back their strategy card pick/);
    // Only one move can be taken back.
    const again = attempt(out.state, picker, { type: 'undo' });
    expect(again.ok ? null : again.code).toBe('rule/cannot-undo');
  });

  it('another player cannot take it back, and once another player has acted it is final', () => {
    const before = strategyTable();
    const picker = currentPicker(before) as Seat;
    const picked = play(before, picker, { type: 'pick-strategy-card', card: 'imperial' });
    const next = currentPicker(picked) as Seat;
    const other = attempt(picked, next, { type: 'undo' });
    expect(other.ok ? null : other.code).toBe('intent/not-your-turn');
    expect(other.ok ? null : other.message).toMatch(/Only .* can take back/);
    const moved = play(picked, next, { type: 'pick-strategy-card', card: 'leadership' });
    const late = attempt(moved, picker, { type: 'undo' });
    expect(late.ok ? null : late.code).toBe('intent/not-your-turn');
  });

  it('starting a strategic action can be cancelled before its first choice: the card is ready and the turn still theirs', () => {
    const s = actionTable();
    const seat = s.active as Seat;
    const card = cardsHeldBy(s, seat)[0] as StrategyCardId;
    const started = play(s, seat, { type: 'strategic-action', card });
    expect(viewFor(started, { kind: 'seat', seat }).undo).toEqual({
      seat,
      type: 'strategic-action',
    });
    expect(moveWords('strategic-action')).toBe('playing a strategy card');
    const back = play(started, seat, { type: 'undo' });
    expect(back.strategic).toBeNull();
    expect(back.cards[card].exhausted).toBe(false);
    expect(back.active).toBe(seat);
  });

  it('playing a card from the hand or drawing one makes the move final', () => {
    let s = actionTable();
    const seat = s.active as Seat;
    s = {
      ...s,
      players: s.players.map((p) => (p.seat === seat ? { ...p, actionCards: ['sabotage-1'] } : p)),
    };
    s = play(s, seat, { type: 'component-action', actionCard: 'sabotage-1' });
    const out = attempt(s, seat, { type: 'undo' });
    expect(out.ok ? null : out.message).toMatch(/revealed hidden information/);
  });

  it('a host action (moving on without undecided followers) ends the chance to take back the move before it', () => {
    let s = actionTable();
    const seat = s.active as Seat;
    s = play(s, seat, { type: 'strategic-action', card: cardsHeldBy(s, seat)[0] as StrategyCardId });
    while (s.strategic?.step === 'primary') {
      const move = s.players
        .flatMap((p) => legalIntents(s, { kind: 'seat', seat: p.seat }).map((i) => ({ seat: p.seat, i })))
        .find((m) => m.i.type === 'resolve-primary' || m.i.type === 'card-choice');
      if (!move) throw new Error('no way through the primary');
      s = play(s, move.seat, move.i);
    }
    expect(s.strategic?.step).toBe('secondary');
    const host = applyParsed(s, { kind: 'host' }, { type: 'skip-undecided' });
    expect(host.ok).toBe(true);
    if (host.ok) expect(host.state.lastMove).toBeNull();
    expect(viewFor(s, { kind: 'seat', seat: HACAN }).undo?.seat ?? seat).toBe(seat);
  });

  it('replaying a log with an undo rebuilds the same table', () => {
    const start = strategyTable();
    const picker = currentPicker(start) as Seat;
    const log: { actor: { kind: 'seat'; seat: number }; intent: Intent }[] = [
      { actor: { kind: 'seat', seat: picker }, intent: { type: 'pick-strategy-card', card: 'imperial' } },
      { actor: { kind: 'seat', seat: picker }, intent: { type: 'undo' } },
      { actor: { kind: 'seat', seat: picker }, intent: { type: 'pick-strategy-card', card: 'leadership' } },
    ];
    let live = start;
    for (const e of log) live = play(live, e.actor.seat, e.intent);
    const replayed = replay(start, log);
    expect(JSON.stringify(replayed.state)).toBe(JSON.stringify(live));
    expect(live.cards.leadership.holder).toBe(picker);
    expect(live.cards.imperial.holder).toBeNull();
  });
});
