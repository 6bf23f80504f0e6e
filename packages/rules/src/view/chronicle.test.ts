import { describe, expect, it } from 'vitest';
import { advanceChronicle, clockText, startChronicle, type Chronicle } from './chronicle.ts';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import { applyIntent } from '../engine/engine.ts';
import { waitingFor } from '../engine/legal.ts';
import type { Intent } from '../wire/intents.ts';
import type { GameState, Seat } from '../state/state.ts';
import { currentPicker, unpickedCards } from '../rules/strategy-phase.ts';
import { newGame } from '../../test-support/test-helpers.ts';
import { updatePlayer } from '../state/update.ts';

const T0 = 1_700_000_000_000;
const MIN = 60_000;

/** Applies an intent at a time and advances the chronicle with it, as the server does. */
function step(
  [state, chronicle]: [GameState, Chronicle],
  seat: Seat,
  intent: Intent,
  at: number,
): [GameState, Chronicle] {
  const out = applyIntent(state, { kind: 'seat', seat }, intent);
  if (!out.ok) throw new Error(out.message);
  return [out.state, advanceChronicle(chronicle, out.state, at)];
}

function pick(table: [GameState, Chronicle], at: number): [GameState, Chronicle] {
  const seat = currentPicker(table[0]) as Seat;
  return step(
    table,
    seat,
    { type: 'pick-strategy-card', card: unpickedCards(table[0])[0] as StrategyCardId },
    at,
  );
}

describe('the chronicle', () => {
  it('charges the time between moves to the player the game waited for, and only to them', () => {
    const state = newGame(3);
    expect(state.phase).toBe('strategy');
    let table: [GameState, Chronicle] = [state, startChronicle(state, T0)];
    const first = currentPicker(state) as Seat;
    expect(table[1].waitingSince[first]).toBe(T0);
    table = pick(table, T0 + 5 * MIN); // the first picker thinks for 5 minutes
    const second = currentPicker(table[0]) as Seat;
    table = pick(table, T0 + 7 * MIN); // the second for 2
    expect(table[1].spent[first]).toBe(5 * MIN);
    expect(table[1].spent[second]).toBe(2 * MIN);
    const third = [0, 1, 2].find((s) => s !== first && s !== second) as Seat;
    expect(table[1].spent[third]).toBe(0);
    expect(table[1].waitingSince[first]).toBeNull();
    expect(table[1].waitingSince[third]).toBe(T0 + 7 * MIN);
  });

  it('charges a wait on several players at once to each of them', () => {
    const state = newGame(3);
    // Everyone decides together while secret objectives are dealt (LRR 81.15): charge each.
    const waited = waitingFor(state).seats;
    const chronicle = advanceChronicle(
      { ...startChronicle(state, T0), waitingSince: [T0, T0, T0] },
      state,
      T0 + 3 * MIN,
    );
    expect(waited.length).toBeGreaterThan(0);
    expect(chronicle.spent).toEqual([3 * MIN, 3 * MIN, 3 * MIN]);
  });

  it('records each round’s picks and victory points, keeping the picks after the cards go back', () => {
    const state = newGame(3);
    let table: [GameState, Chronicle] = [state, startChronicle(state, T0)];
    for (let i = 0; i < 6; i++) table = pick(table, T0 + i * MIN);
    expect(table[0].phase).toBe('action');
    const [round1] = table[1].rounds;
    expect(round1?.round).toBe(1);
    expect(round1?.picks.flat().sort()).toEqual(
      ['construction', 'diplomacy', 'leadership', 'politics', 'trade', 'warfare'].sort(),
    );
    for (const cards of round1?.picks ?? []) expect(cards).toHaveLength(2);
    // A point scored shows in the round's points; cards returned leave the picks as they were.
    const scored = updatePlayer(table[0], 0, (p) => ({ ...p, victoryPoints: 1 }));
    const cleared = {
      ...scored,
      cards: Object.fromEntries(
        Object.entries(scored.cards).map(([id, c]) => [id, { ...c, holder: null }]),
      ) as GameState['cards'],
    };
    const after = advanceChronicle(table[1], cleared, T0 + 60 * MIN);
    expect(after.rounds[0]?.vp).toEqual([1, 0, 0]);
    expect(after.rounds[0]?.picks).toEqual(round1?.picks);
    // Round 2 starts its own record.
    const next = advanceChronicle(after, { ...cleared, round: 2 }, T0 + 61 * MIN);
    expect(next.rounds.map((r) => r.round)).toEqual([1, 2]);
    expect(next.rounds[1]?.picks).toEqual([[], [], []]);
  });

  it('keeps no time for intents stored before times were kept', () => {
    const state = newGame(3);
    let table: [GameState, Chronicle] = [state, startChronicle(state, null)];
    const seat = currentPicker(state) as Seat;
    const out = applyIntent(
      state,
      { kind: 'seat', seat },
      {
        type: 'pick-strategy-card',
        card: unpickedCards(state)[0] as StrategyCardId,
      },
    );
    if (!out.ok) throw new Error(out.message);
    table = [out.state, advanceChronicle(table[1], out.state, undefined)];
    expect(table[1].spent).toEqual([0, 0, 0]);
    expect(table[1].at).toBeNull();
  });

  it('reads as a clock', () => {
    expect(clockText(40_000)).toBe('40 s');
    expect(clockText(12 * MIN + 5_000)).toBe('12 min');
    expect(clockText(65 * MIN)).toBe('1 h 05 min');
    expect(clockText(50 * 60 * MIN)).toBe('2 d 2 h');
  });
});
