// Captured units and Amalgamation (the Vuil'raith Cabal): the capture-units edit takes units from
// their owner's reinforcements onto the Cabal's sheet, and the Cabal pay for a unit they produce by
// returning a captured unit of its type.

import { describe, expect, it } from 'vitest';
import {
  activated,
  must,
  notes,
  refused,
  run,
  spaceOrder as produce,
} from '../../test-support/build-fixtures.ts';
import { inReinforcements } from '../board/forces.ts';
import type { Intent } from '../wire/intents.ts';
import { quoteOrder } from '../rules/production.ts';
import type { GameState, Seat } from '../state/state.ts';
import { edit } from '../../test-support/table-edit-fixtures.ts';
import { inActionPhase, newGame, withTradeGoods } from '../../test-support/test-helpers.ts';
import { viewFor } from '../view/view.ts';

const CABAL: Seat = 0;
const SOL: Seat = 1;
const CABAL_HOME = '54';

function cabalTable(): GameState {
  const state = newGame(4, 'amalgamation', [
    'vuilraith-cabal',
    'federation-of-sol',
    'emirates-of-hacan',
    'clan-of-saar',
  ]);
  return inActionPhase(state, 'leadership', CABAL);
}

const capture = (unit: string, count: number, captured = true, from: Seat = SOL): Intent =>
  edit({ kind: 'capture-units', from, unit, count, captured } as never);

describe('capture-units: units of another player’s onto a faction sheet', () => {
  it('takes a ship from its owner’s reinforcements and keeps it out of them until it is returned', () => {
    const state = cabalTable();
    const before = inReinforcements(state, SOL, 'carrier') as number;
    const out = run(state, CABAL, capture('carrier', 1));
    expect(out.ok && notes(out)).toContain(
      'Table edit: P1 captures 1 Carrier of P2’s onto their faction sheet.',
    );
    if (!out.ok) return;
    expect(out.state.players[CABAL]?.capturedUnits).toEqual({ [String(SOL)]: { carrier: 1 } });
    expect(inReinforcements(out.state, SOL, 'carrier')).toBe(before - 1);
    const back = must(out.state, CABAL, capture('carrier', 1, false));
    expect(back.players[CABAL]?.capturedUnits).toBeUndefined();
    expect(inReinforcements(back, SOL, 'carrier')).toBe(before);
  });

  it('refuses more units than the owner has in reinforcements, and says to remove the destroyed ones first', () => {
    const state = cabalTable();
    const left = inReinforcements(state, SOL, 'carrier') as number;
    expect(refused(state, CABAL, capture('carrier', left + 1)).message).toBe(
      `P2 has ${left} Carrier${left === 1 ? '' : 's'} in reinforcements: remove the destroyed units from the board first (remove units), then capture them.`,
    );
  });

  it('captures fighters and infantry as tokens: their owner’s supply is not touched', () => {
    const out = must(cabalTable(), CABAL, capture('fighter', 5));
    expect(out.players[CABAL]?.capturedUnits).toEqual({ [String(SOL)]: { fighter: 5 } });
    expect(inReinforcements(out, SOL, 'fighter')).toBeNull();
  });

  it('refuses one’s own units, a return of units not held, and structures', () => {
    const state = cabalTable();
    expect(refused(state, CABAL, capture('carrier', 1, true, CABAL)).message).toBe(
      'A player captures other players’ units only: choose another player.',
    );
    expect(refused(state, CABAL, capture('cruiser', 2, false)).message).toBe(
      'Their faction sheet holds 0 Cruisers of P2’s.',
    );
    expect(refused(state, CABAL, capture('space-dock', 1)).code).toBe('intent/malformed');
  });

  it('is public: every player and spectator sees the captured units', () => {
    const out = must(cabalTable(), CABAL, capture('dreadnought', 1));
    expect(viewFor(out, { kind: 'spectator' }).players[CABAL]?.capturedUnits).toEqual({
      [String(SOL)]: { dreadnought: 1 },
    });
  });
});

describe('Amalgamation: a captured unit returned pays for a unit of its type', () => {
  /** The Cabal hold captured Sol units, have activated their home (a dock) and hold `tradeGoods`. */
  function cabalProducing(captured: Record<string, number>, tradeGoods = 0): GameState {
    let state = cabalTable();
    for (const [unit, n] of Object.entries(captured)) state = must(state, CABAL, capture(unit, n));
    return withTradeGoods(activated(state, CABAL, CABAL_HOME), CABAL, tradeGoods);
  }
  const returned = (unit: string, count: number) => ({ amalgamation: [{ from: SOL, unit, count }] });

  it('produces the unit without spending resources and gives the captured one back to its owner', () => {
    const state = cabalProducing({ carrier: 1 });
    const before = inReinforcements(state, SOL, 'carrier') as number;
    const out = run(state, CABAL, produce([{ unit: 'carrier', count: 1 }], 0, returned('carrier', 1)));
    expect(out.ok && notes(out)).toEqual([
      'P1 produces 1 Carrier in system 54 for 0 resources (Amalgamation −3).',
      'Amalgamation: P1 returns captured 1 Carrier to P2.',
    ]);
    if (!out.ok) return;
    expect(out.state.players[CABAL]?.capturedUnits).toBeUndefined();
    expect(inReinforcements(out.state, SOL, 'carrier')).toBe(before + 1);
  });

  it('pays for one unit each: the rest of the order costs as usual', () => {
    const state = cabalProducing({ cruiser: 1 }, 2);
    const out = must(state, CABAL, produce([{ unit: 'cruiser', count: 2 }], 2, returned('cruiser', 1)));
    expect(out.players[CABAL]?.tradeGoods).toBe(0);
    expect(
      refused(state, CABAL, produce([{ unit: 'cruiser', count: 2 }], 1, returned('cruiser', 1))),
    ).toEqual({
      code: 'rule/cannot-afford',
      message: 'This order costs 2 resources and your payment gives 1.',
    });
  });

  it('a fighter left alone costs a whole cost: 3 fighters with 1 captured cost 1, 2 with 1 cost 1', () => {
    const state = cabalProducing({ fighter: 1 });
    const quote = (n: number) =>
      quoteOrder(state, CABAL, [{ unit: 'fighter', count: n, place: 'space' }], {
        choices: { amalgamation: [{ from: 1, unit: 'fighter', count: 1 }] },
      });
    expect(quote(3).cost).toBe(1);
    expect(quote(2).cost).toBe(1);
    expect(quote(1).cost).toBe(0);
  });

  it('still counts the units against the production limit', () => {
    const state = cabalProducing({ fighter: 12 });
    const out = run(state, CABAL, produce([{ unit: 'fighter', count: 12 }], 0, returned('fighter', 12)));
    expect(out.ok).toBe(false);
    expect(!out.ok && out.code).toBe('rule/limit-reached');
  });

  it('refuses more captured units than held, more than the order produces, or a type not ordered', () => {
    const state = cabalProducing({ carrier: 1 }, 10);
    expect(
      refused(state, CABAL, produce([{ unit: 'carrier', count: 2 }], 10, returned('carrier', 2))).message,
    ).toBe('Amalgamation: you hold 1 Carrier of P2’s, not 2.');
    const twoHeld = cabalProducing({ carrier: 2 }, 10);
    expect(
      refused(twoHeld, CABAL, produce([{ unit: 'carrier', count: 1 }], 10, returned('carrier', 2))).message,
    ).toBe(
      'Amalgamation: each captured unit pays for one unit of its type, and this order produces 1 Carrier.',
    );
    expect(
      refused(state, CABAL, produce([{ unit: 'cruiser', count: 1 }], 10, returned('carrier', 1))).message,
    ).toBe(
      'Amalgamation: each captured unit pays for one unit of its type, and this order produces 0 Carriers.',
    );
  });

  it('is the Cabal’s alone: another player holding captured units cannot pay with them', () => {
    let state = must(cabalTable(), SOL, capture('carrier', 1, true, CABAL));
    state = withTradeGoods(activated(state, SOL, state.players[SOL]?.homeSystem ?? ''), SOL, 0);
    const order = produce([{ unit: 'carrier', count: 1 }], 0, {
      amalgamation: [{ from: CABAL, unit: 'carrier', count: 1 }],
    });
    expect(refused(state, SOL, order).message).toBe(
      'Only the Vuil’raith Cabal pay for units with captured ones (Amalgamation).',
    );
  });
});
