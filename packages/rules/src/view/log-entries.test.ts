import { describe, expect, it } from 'vitest';
import type { Actor } from '../wire/intents.ts';
import { legalIntents } from '../engine/legal.ts';
import { logEntriesFor } from './log-entries.ts';
import type { LogEntry } from './protocol.ts';
import type { GameState } from '../state/state.ts';
import { newGame, newGameInSetup, run } from '../../test-support/test-helpers.ts';

const AT = Date.UTC(2026, 10, 24, 12, 0, 0);

/** Applies `seat`'s first legal intent of `type` and returns the new state and its log lines. */
function step(state: GameState, seat: number, type: string): { state: GameState; lines: LogEntry[] } {
  const actor: Actor = { kind: 'seat', seat };
  const intent = legalIntents(state, actor).find((i) => i.type === type);
  if (!intent) throw new Error(`seat ${seat} has no legal ${type}`);
  const out = run(state, seat, intent);
  if (!out.ok) throw new Error(out.message);
  return { state: out.state, lines: logEntriesFor(state, out.state, out.events, 7, actor, AT) };
}

/** Every pick of the strategy phase, in draft order; the lines of each. */
function draft(start: GameState): { state: GameState; lines: LogEntry[] } {
  let state = start;
  const lines: LogEntry[] = [];
  while (state.phase === 'strategy') {
    const seat = state.draft?.order[state.draft.index] ?? -1;
    const out = step(state, seat, 'pick-strategy-card');
    state = out.state;
    lines.push(...out.lines);
  }
  return { state, lines };
}

describe('log entries', () => {
  it('a pick is filed under round 1, strategy phase, with the picking player and the time it was stored', () => {
    const state = newGame(5);
    const seat = state.draft?.order[state.draft.index] ?? -1;
    const { lines } = step(state, seat, 'pick-strategy-card');
    expect(lines[0]).toMatchObject({ seq: 7, round: 1, phase: 'strategy', seat, at: AT });
    expect(lines[0]?.text).toContain('picks');
  });

  it('the last pick is strategy phase, and the lines it starts are filed under the action phase and the first turn', () => {
    const { state, lines } = draft(newGame(5));
    const started = lines.findIndex((l) => l.text.startsWith('Action phase.'));
    expect(started).toBeGreaterThan(0);
    expect(lines[started - 1]?.phase).toBe('strategy');
    expect(lines[started]).toMatchObject({ phase: 'action', round: 1 });
    expect(lines[started]?.turn).toBe(state.active);
  });

  it('a strategic action’s lines carry whose turn it is', () => {
    const { state } = draft(newGame(5));
    const active = state.active ?? -1;
    const card = (Object.entries(state.cards).find(([, c]) => c.holder === active)?.[0] ?? 'leadership') as
      'leadership' | 'diplomacy';
    const actor: Actor = { kind: 'seat', seat: active };
    const out = run(state, active, { type: 'strategic-action', card });
    if (!out.ok) throw new Error(out.message);
    const lines = logEntriesFor(state, out.state, out.events, 9, actor, AT);
    expect(lines.every((l) => l.turn === active && l.round === 1 && l.phase === 'action')).toBe(true);
  });

  it('a game-wide line is about no one, even when a player’s pick caused it', () => {
    const { lines } = draft(newGame(5));
    const added = lines.find((l) => l.text.includes('unpicked card') || l.text.includes('was picked'));
    expect(added).toBeDefined();
    expect(added).not.toHaveProperty('seat');
    expect(lines.find((l) => l.text.startsWith('Action phase.'))).not.toHaveProperty('seat');
  });

  it('a card’s note that names no one is about the player who acted', () => {
    const state = newGame(5);
    const lines = logEntriesFor(
      state,
      state,
      [{ type: 'note', seat: null, text: 'Something.' }],
      4,
      { kind: 'seat', seat: 2 },
      AT,
    );
    expect(lines[0]).toMatchObject({ seat: 2 });
  });

  it('setup lines have no time and no seat unless the event names one', () => {
    const state = newGameInSetup(3);
    const lines = logEntriesFor(
      state,
      state,
      [{ type: 'game-started', speaker: 2 }, { type: 'setup-complete' }],
      0,
      null,
      undefined,
    );
    expect(lines[0]).toEqual({ seq: 0, text: expect.any(String), round: state.round, phase: 'setup' });
    expect(lines[1]).toMatchObject({ phase: 'strategy' });
    expect(lines[1]).not.toHaveProperty('at');
  });

  it('a new round is filed under its own number and the strategy phase, about no one when the host caused it', () => {
    const state = newGame(3);
    const lines = logEntriesFor(
      { ...state, phase: 'status', round: 1, active: null },
      state,
      [{ type: 'round-started', round: 2, speaker: 0 }],
      3,
      { kind: 'host' },
      AT,
    );
    expect(lines[0]).toMatchObject({ round: 2, phase: 'strategy' });
    expect(lines[0]).not.toHaveProperty('seat');
  });
});
