// Technologies and a hero that change production (issue 14): Magmus Reactor makes a supernova produce,
// AI Development Algorithm takes unit upgrades off the cost, Harrugh Gefhara (Hacan hero) makes one
// production free. From the cards' texts, each clause a row.

import { describe, expect, it } from 'vitest';
import {
  activated,
  HACAN,
  MUAAT,
  must,
  notes,
  refused,
  run,
  setSpace,
  SOL,
  space,
  table,
  withTechnologies,
  withTile,
  withTradeGoods,
  spaceOrder as produce,
} from '../../test-support/build-fixtures.ts';
import { productionLimit, quoteOrder } from './production.ts';
import type { GameState } from '../state/state.ts';

const SUPERNOVA = '43';
const JORD_HOME = '1';

describe('Magmus Reactor: a supernova holding the owner’s units has production 5', () => {
  /** The Muaat hold Magmus Reactor and a cruiser in the supernova (tile 43), with 10 trade goods. */
  function muaatInSupernova(techs: readonly string[] = ['magmus-reactor']): GameState {
    let state = withTile(table(), SUPERNOVA);
    state = setSpace(state, SUPERNOVA, MUAAT, { cruiser: 1 });
    return withTradeGoods(withTechnologies(state, MUAAT, techs), MUAAT, 10);
  }

  it('counts 5 toward the limit only with the technology and a unit there', () => {
    expect(productionLimit(muaatInSupernova(), MUAAT, { system: SUPERNOVA })).toBe(5);
    expect(productionLimit(muaatInSupernova([]), MUAAT, { system: SUPERNOVA })).toBe(0);
    const empty = setSpace(muaatInSupernova(), SUPERNOVA, MUAAT, {});
    expect(productionLimit(empty, MUAAT, { system: SUPERNOVA })).toBe(0);
  });

  it('is the owner’s alone: another player’s ships there produce nothing', () => {
    const state = setSpace(muaatInSupernova(), SUPERNOVA, SOL, { carrier: 1 });
    expect(productionLimit(withTechnologies(state, SOL, []), SOL, { system: SUPERNOVA })).toBe(0);
  });

  it('a tactical action in the supernova produces up to 5 units there, and no more', () => {
    const state = activated(muaatInSupernova(), MUAAT, SUPERNOVA);
    const out = must(state, MUAAT, produce([{ unit: 'fighter', count: 5 }], 3));
    expect(space(out, SUPERNOVA, MUAAT)).toEqual({ cruiser: 1, fighter: 5 });
    expect(refused(state, MUAAT, produce([{ unit: 'fighter', count: 6 }], 3)).message).toBe(
      'Your production limit here is 5, and this order has 6 units (each fighter and infantry counts).',
    );
  });

  it('is a unit’s production, not a space dock’s: Warfare’s secondary at one dock does not use it', () => {
    expect(productionLimit(muaatInSupernova(), MUAAT, { system: SUPERNOVA, dock: 'any' })).toBe(0);
  });
});

describe('AI Development Algorithm: exhaust to take 1 off per unit upgrade owned', () => {
  /** Sol produce at Jord (a dock: limit 6) owning the technology and two unit upgrades. */
  function solWith(techs: readonly string[], tradeGoods = 10): GameState {
    const state = withTechnologies(table(), SOL, ['ai-development-algorithm', ...techs]);
    return withTradeGoods(activated(state, SOL, JORD_HOME), SOL, tradeGoods);
  }
  const cruisers = [{ unit: 'cruiser', count: 2 }];

  it('quotes 2 cruisers (4) at 2 with two unit upgrades; Sarween Tools adds its 1; never below 0', () => {
    const lines = [{ unit: 'cruiser' as const, count: 2, place: 'space' }];
    const two = solWith(['cruiser-ii', 'fighter-ii']);
    expect(quoteOrder(two, SOL, lines, { choices: { aiDevelopment: true } })).toMatchObject({
      cost: 2,
      discounts: [{ by: 'AI Development Algorithm', amount: 2 }],
    });
    expect(quoteOrder(two, SOL, lines)).toMatchObject({ cost: 4, discount: 0 });
    const tools = withTechnologies(two, SOL, ['sarween-tools']);
    expect(quoteOrder(tools, SOL, lines, { choices: { aiDevelopment: true } })).toMatchObject({
      cost: 1,
      discount: 3,
    });
    const many = solWith(['cruiser-ii', 'fighter-ii', 'destroyer-ii', 'carrier-ii', 'pds-ii']);
    expect(quoteOrder(many, SOL, lines, { choices: { aiDevelopment: true } })).toMatchObject({
      cost: 0,
      discount: 4,
    });
  });

  it('the order is paid at its lower price, the technology is exhausted and the log names it', () => {
    const state = solWith(['cruiser-ii', 'fighter-ii'], 2);
    const out = run(state, SOL, produce(cruisers, 2, { aiDevelopment: true }));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[SOL]?.exhaustedCards).toContain('ai-development-algorithm');
    expect(out.state.players[SOL]?.tradeGoods).toBe(0);
    expect(notes(out).join(' ')).toContain(
      '2 Cruisers in system 1 for 2 resources (AI Development Algorithm −2)',
    );
  });

  it('without it the same payment falls short', () => {
    const state = solWith(['cruiser-ii', 'fighter-ii'], 2);
    expect(refused(state, SOL, produce(cruisers, 2)).code).toBe('rule/cannot-afford');
  });

  it.each([
    ['exhausted', ['cruiser-ii'], true, 'AI Development Algorithm is exhausted until the status phase.'],
    [
      'without a unit upgrade',
      [],
      false,
      'AI Development Algorithm takes 1 off per unit upgrade technology you own, and you own none.',
    ],
  ] as const)('is refused when %s, with the reason', (_name, techs, exhausted, message) => {
    let state = solWith(techs);
    if (exhausted)
      state = {
        ...state,
        players: state.players.map((p) =>
          p.seat === SOL ? { ...p, exhaustedCards: ['ai-development-algorithm'] } : p,
        ),
      };
    expect(refused(state, SOL, produce(cruisers, 4, { aiDevelopment: true })).message).toBe(message);
  });

  it('a player without the technology cannot name it', () => {
    const state = withTradeGoods(activated(table(), SOL, JORD_HOME), SOL, 4);
    expect(refused(state, SOL, produce(cruisers, 4, { aiDevelopment: true })).message).toBe(
      'You do not own AI Development Algorithm.',
    );
  });
});

describe('Harrugh Gefhara (Hacan hero): purged so that one production costs 0', () => {
  const HACAN_HOME = '16';
  /** The Hacan have activated their home with `objectives` scored and no trade goods. */
  function hacanProducing(objectives = 3): GameState {
    const state = withTradeGoods(activated(table(), HACAN, HACAN_HOME), HACAN, 0);
    const scored = Object.fromEntries(['a', 'b', 'c'].slice(0, objectives).map((id) => [id, [HACAN]]));
    return { ...state, objectives: { ...state.objectives, scored } };
  }
  const cruisers = [{ unit: 'cruiser', count: 2 }];

  it('2 cruisers for nothing; the hero is purged and the log names it', () => {
    const before = hacanProducing();
    const out = run(before, HACAN, produce(cruisers, 0, { harrugh: true }));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(space(out.state, HACAN_HOME, HACAN).cruiser).toBe(
      (space(before, HACAN_HOME, HACAN).cruiser ?? 0) + 2,
    );
    expect(out.state.players[HACAN]?.purged).toEqual(['harrugh-gefhara']);
    expect(notes(out).join(' ')).toContain('2 Cruisers in system 16 for 0 resources (Harrugh Gefhara −4)');
    const again = { ...out.state, construction: { ...out.state.construction, producedIn: null } };
    expect(refused(again, HACAN, produce(cruisers, 0, { harrugh: true })).message).toBe(
      'Harrugh Gefhara has been used and purged.',
    );
  });

  it.each([
    [
      'locked (2 objectives)',
      () => hacanProducing(2),
      {},
      'Harrugh Gefhara is locked: a hero unlocks after 3 scored objectives, and you have 2.',
    ],
    [
      'named with AI Development Algorithm',
      () => withTechnologies(hacanProducing(), HACAN, ['ai-development-algorithm', 'cruiser-ii']),
      { aiDevelopment: true },
      'Harrugh Gefhara makes these units free: AI Development Algorithm would take nothing off.',
    ],
  ] as const)('is refused when %s', (_name, state, extra, message) => {
    expect(refused(state(), HACAN, produce(cruisers, 0, { harrugh: true, ...extra })).message).toBe(message);
  });

  it('is the Hacan’s alone', () => {
    const state = withTradeGoods(activated(table(), SOL, JORD_HOME), SOL, 0);
    expect(refused(state, SOL, produce(cruisers, 0, { harrugh: true })).message).toBe(
      'Harrugh Gefhara is the Hacan hero.',
    );
  });
});
