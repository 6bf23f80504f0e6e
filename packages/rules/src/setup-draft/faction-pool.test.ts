import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { factionsInPlay } from '../content/factions.ts';
import { seedRng } from '../kernel/rng.ts';
import { PLAYER_COUNTS } from '../map/layouts.ts';
import { factionPool, type FactionPoolOptions } from './faction-pool.ts';

const BASE_IDS = factionsInPlay(false).map((f) => f.id);
const ALL_IDS = factionsInPlay(true).map((f) => f.id);
const TE_ONLY = ALL_IDS.filter((id) => !BASE_IDS.includes(id));

describe('faction pool', () => {
  it.each(PLAYER_COUNTS)(
    'for %i players it offers players + 3 distinct factions in play by default',
    (players) => {
      fc.assert(
        fc.property(fc.string(), fc.boolean(), (seed, thundersEdge) => {
          const pool = factionPool(seedRng(seed), { players, thundersEdge });
          if (!pool.ok) throw new Error(pool.message);
          expect(pool.factions).toHaveLength(players + 3);
          expect(new Set(pool.factions).size).toBe(players + 3);
          for (const id of pool.factions) expect((thundersEdge ? ALL_IDS : BASE_IDS).includes(id)).toBe(true);
        }),
        { numRuns: 200 },
      );
    },
  );

  it('priority factions always enter and banned ones never do', () => {
    const bans = BASE_IDS.slice(0, 5);
    const priority = BASE_IDS.slice(5, 8);
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const pool = factionPool(seedRng(seed), { players: 6, bans, priority });
        if (!pool.ok) throw new Error(pool.message);
        for (const id of priority) expect(pool.factions).toContain(id);
        for (const id of bans) expect(pool.factions).not.toContain(id);
      }),
      { numRuns: 200 },
    );
  });

  it('the same seed gives the same pool; different seeds differ somewhere', () => {
    const a = factionPool(seedRng('x'), { players: 6 });
    expect(factionPool(seedRng('x'), { players: 6 })).toEqual(a);
    const pools = new Set(
      ['a', 'b', 'c', 'd'].map((s) => JSON.stringify(factionPool(seedRng(s), { players: 6 }))),
    );
    expect(pools.size).toBeGreaterThan(1);
  });

  it('a pool as large as the factions left takes them all', () => {
    const pool = factionPool(seedRng('all'), { players: 8, size: BASE_IDS.length });
    expect(pool.ok && pool.factions).toEqual(BASE_IDS);
  });

  it.each([
    { what: 'nine players', options: { players: 9 }, code: 'factions/bad-options' },
    { what: 'a pool smaller than the table', options: { players: 6, size: 5 }, code: 'factions/bad-options' },
    {
      what: 'an unknown faction banned',
      options: { players: 6, bans: ['nobody'] },
      code: 'factions/unknown',
    },
    {
      what: "a Thunder's Edge faction without the expansion",
      options: { players: 6, priority: TE_ONLY.slice(0, 1) },
      code: 'factions/unknown',
    },
    {
      what: 'a faction both banned and given priority',
      options: { players: 6, bans: ['arborec'], priority: ['arborec'] },
      code: 'factions/banned-and-priority',
    },
    {
      what: 'more priority factions than the pool holds',
      options: { players: 3, size: 4, priority: BASE_IDS.slice(0, 5) },
      code: 'factions/too-many-priority',
    },
    {
      what: 'bans that leave too few',
      options: { players: 8, bans: BASE_IDS.slice(0, BASE_IDS.length - 10) },
      code: 'factions/too-few',
    },
  ] as const satisfies readonly { what: string; options: FactionPoolOptions; code: string }[])(
    '$what is refused: $code',
    ({ options, code }) => {
      const pool = factionPool(seedRng('refused'), options);
      expect(pool.ok).toBe(false);
      if (!pool.ok) expect(pool.code).toBe(code);
    },
  );
});
