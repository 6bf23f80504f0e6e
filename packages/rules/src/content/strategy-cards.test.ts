import { describe, expect, it } from 'vitest';

import {
  STRATEGY_CARDS,
  STRATEGY_CARDS_BY_ID,
  STRATEGY_CARD_IDS,
  isStrategyCardId,
} from './strategy-cards.ts';

describe('strategy cards', () => {
  it('are the eight cards with initiative 1 to 8 in order', () => {
    expect(STRATEGY_CARDS.map((c) => [c.initiative, c.id, c.name])).toEqual([
      [1, 'leadership', 'Leadership'],
      [2, 'diplomacy', 'Diplomacy'],
      [3, 'politics', 'Politics'],
      [4, 'construction', 'Construction'],
      [5, 'trade', 'Trade'],
      [6, 'warfare', 'Warfare'],
      [7, 'technology', 'Technology'],
      [8, 'imperial', 'Imperial'],
    ]);
    expect(STRATEGY_CARDS_BY_ID.size).toBe(8);
    expect(STRATEGY_CARD_IDS).toHaveLength(8);
  });

  it('recognise their own ids only', () => {
    expect(isStrategyCardId('trade')).toBe(true);
    expect(isStrategyCardId('mecatol')).toBe(false);
  });
});
