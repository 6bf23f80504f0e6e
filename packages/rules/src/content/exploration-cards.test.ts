import { describe, expect, it } from 'vitest';

import {
  EXPLORATION_CARDS,
  EXPLORATION_DECKS,
  buildExplorationDeck,
  explorationCardOf,
  fateOf,
  type ExplorationDeck,
} from './exploration-cards.ts';

const copies = (deck: ExplorationDeck, kind: string) =>
  EXPLORATION_CARDS.filter((c) => c.deck === deck && c.effect.kind === kind).reduce((n, c) => n + c.count, 0);

describe('exploration decks (LRR 35)', () => {
  it.each(EXPLORATION_DECKS)('the %s deck holds 20 cards, each id unique', (deck) => {
    const cards = buildExplorationDeck(deck);
    expect(cards).toHaveLength(20);
    expect(new Set(cards).size).toBe(20);
    for (const id of cards) expect(explorationCardOf(id)?.deck).toBe(deck);
  });

  it.each([
    ['cultural', 9],
    ['hazardous', 7],
    ['industrial', 5],
    ['frontier', 3],
  ] as const)('the %s deck has %i relic fragments', (deck, n) => {
    expect(copies(deck, 'relic-fragment')).toBe(n);
  });

  it('counts each card as the published decks do', () => {
    const count = (id: string) => EXPLORATION_CARDS.find((c) => c.id === id)?.count;
    expect([count('freelancers'), count('mercenary-outfit'), count('dyson-sphere')]).toEqual([3, 3, 1]);
    expect([count('core-mine'), count('expedition'), count('volatile-fuel-source')]).toEqual([3, 3, 3]);
    expect([count('abandoned-warehouses'), count('functioning-base'), count('local-fabricators')]).toEqual([
      4, 4, 4,
    ]);
    expect([count('derelict-vessel'), count('lost-crew'), count('keleres-ship'), count('mirage')]).toEqual([
      2, 2, 2, 1,
    ]);
  });

  it('ids are unique kebab-case, and every card has a summary of its own', () => {
    const ids = EXPLORATION_CARDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of EXPLORATION_CARDS) {
      expect(c.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(c.summary.length).toBeGreaterThan(10);
    }
  });

  it('attachments stay attached, fragments are kept, the rest are discarded or leave the game', () => {
    expect(fateOf(explorationCardOf('mining-world-1')!.effect)).toBe('attached');
    expect(fateOf(explorationCardOf('cultural-relic-fragment-4')!.effect)).toBe('kept');
    expect(fateOf(explorationCardOf('gamma-relay-1')!.effect)).toBe('purge');
    expect(fateOf(explorationCardOf('lost-crew-2')!.effect)).toBe('discard');
  });
});
