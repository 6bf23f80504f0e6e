// The Stillness of Stars (Vuil'raith Cabal agent): after another player replenishes, their commodities
// become trade goods and the Cabal capture a unit of theirs; once, until the status phase readies it.

import { describe, expect, it } from 'vitest';
import { endTurn } from '../rules/action-phase.ts';
import { legalIntents } from '../engine/legal.ts';
import type { GameState, Seat } from '../state/state.ts';
import {
  act,
  expectApplied,
  expectRefusal,
  inActionPhase,
  newGame,
  notes,
  run,
} from '../../test-support/test-helpers.ts';
import { inReinforcements } from '../board/forces.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';

const SOL: Seat = 0;
const CABAL: Seat = 1;
const FACTIONS = ['federation-of-sol', 'vuilraith-cabal', 'emirates-of-hacan', 'winnu'];

/** Sol has resolved Trade's primary: replenished to 4 commodities. */
function afterTrade(): GameState {
  let s = inActionPhase(newGame(4, 'stillness', FACTIONS), 'trade', SOL);
  s = act(s, SOL, { type: 'strategic-action', card: 'trade' });
  return act(s, SOL, { type: 'resolve-primary', choices: { free: [] } });
}

describe('The Stillness of Stars', () => {
  it('after Sol replenishes, the Cabal turn Sol’s commodities into trade goods and exhaust the agent', () => {
    const s = afterTrade();
    expect(s.players[SOL]?.commodities).toBe(4);
    // The example captures the dearest unit within Sol's commodity value (4): a dreadnought.
    expect(legalIntents(s, { kind: 'seat', seat: CABAL })).toContainEqual({
      type: 'the-stillness-of-stars',
      to: SOL,
      capture: 'dreadnought',
    });
    const goods = s.players[SOL]?.tradeGoods ?? 0;
    const cruisers = inReinforcements(s, SOL, 'cruiser') as number;
    const out = run(s, CABAL, { type: 'the-stillness-of-stars', to: SOL, capture: 'cruiser' });
    expectApplied(out);
    expect(out.state.players[CABAL]?.capturedUnits).toEqual({ [String(SOL)]: { cruiser: 1 } });
    expect(inReinforcements(out.state, SOL, 'cruiser')).toBe(cruisers - 1);
    expect(notes(out)[0]).toMatch(/P2 captures 1 Cruiser of P1's\.$/);
    expect(out.state.players[SOL]?.commodities).toBe(0);
    expect(out.state.players[SOL]?.tradeGoods).toBe(goods + 4);
    expect(out.state.players[CABAL]?.exhaustedCards).toContain('the-stillness-of-stars');
    expectRefusal(
      run(out.state, CABAL, { type: 'the-stillness-of-stars', to: SOL }),
      'The Stillness of Stars is exhausted until the status phase.',
    );
  });

  it('captures a unit costing at most their commodity value; an intent stored before captures were tracked still applies', () => {
    const s = afterTrade();
    expectRefusal(
      run(s, CABAL, { type: 'the-stillness-of-stars', to: SOL, capture: 'war-sun' }),
      "The Stillness of Stars captures a unit from P1's reinforcements costing at most 4: not a War Sun.",
    );
    const old = run(s, CABAL, { type: 'the-stillness-of-stars', to: SOL });
    expectApplied(old);
    expect(old.state.players[CABAL]?.capturedUnits).toBeUndefined();
    expect(notes(old)[0]).toMatch(/costing at most 4 \(at the table\)\.$/);
  });

  it('only the Cabal, and only for a player who replenished this turn', () => {
    const s = afterTrade();
    expectRefusal(
      run(s, 2, { type: 'the-stillness-of-stars', to: SOL }),
      "The Stillness of Stars is the Vuil'raith Cabal's agent.",
    );
    expectRefusal(
      run(s, CABAL, { type: 'the-stillness-of-stars', to: 3 }),
      'The Stillness of Stars answers another player who replenished commodities this turn and still holds some.',
    );
    const before = inActionPhase(newGame(4, 'stillness', FACTIONS), 'trade', SOL);
    expect(
      legalIntents(before, { kind: 'seat', seat: CABAL }).some((i) => i.type === 'the-stillness-of-stars'),
    ).toBe(false);
  });

  it('a replenishment that ends the turn stays answerable through the next turn, not after it', () => {
    let s = afterTrade();
    for (const seat of [1, 2, 3]) s = act(s, seat, { type: 'skip-secondary' });
    expect(s.active).not.toBe(SOL);
    const offered = (x: GameState) =>
      legalIntents(x, { kind: 'seat', seat: CABAL }).some((i) => i.type === 'the-stillness-of-stars');
    expect(offered(s)).toBe(true);
    const after = endTurn(s, s.active as Seat, []);
    expect(after.ok && offered(after.state)).toBe(false);
  });
});

describe('The Stillness of Stars offer', () => {
  it('one offer per player who replenished, listing every unit within their commodity value', () => {
    const s = afterTrade();
    const intents = expectOffersApply(s, CABAL, 'the-stillness-of-stars');
    expect(new Set(intents.map((i) => i.to))).toEqual(new Set([SOL]));
    const units = intents.map((i) => i.capture);
    expect(units).toContain('infantry');
    expect(units).not.toContain('war-sun');
    expect(run(s, CABAL, { type: 'the-stillness-of-stars', to: SOL, capture: 'war-sun' }).ok).toBe(false);
    expect(viewOffers(s, SOL, 'the-stillness-of-stars')).toEqual([]);
  });
});
