// Drawing slices: properties over many seeds for every player count, and the refusals (issue 30;
// docs/rules-decisions.md, Milty draft).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { miltyTileSets, miltyTiers } from '../content/milty-tiers.ts';
import { SYSTEMS_BY_ID } from '../content/systems.ts';
import type { SystemData } from '../content/types.ts';
import { seedRng } from '../kernel/rng.ts';
import { PLAYER_COUNTS } from '../map/layouts.ts';
import { DEFAULT_SLICE_BOUNDS, legendaryCount, sliceProblems, wormholeCount } from './slice-values.ts';
import { generateSlices, sliceTiers, type SliceOptions } from './slices.ts';

const systemsOf = (ids: readonly string[]): SystemData[] =>
  ids.map((id) => SYSTEMS_BY_ID.get(id) as SystemData);

function drawn(seed: string, options: SliceOptions) {
  const result = generateSlices(seedRng(seed), options);
  if (!result.ok) throw new Error(`${seed}: ${result.message}`);
  return result;
}

/** Seeds per player count and variant: 6 counts x 4 variants x RUNS draws in all. */
const RUNS = 250;

describe('generated slices', () => {
  it.each(PLAYER_COUNTS)(
    'for %i players every slice meets the default bounds, with the tiers it should',
    (players) => {
      for (const eq of [false, true]) {
        for (const thundersEdge of [false, true]) {
          const tiers = miltyTiers(miltyTileSets(thundersEdge));
          fc.assert(
            fc.property(fc.string(), (seed) => {
              const { slices, equidistants } = drawn(seed, { players, eq, thundersEdge });
              expect(slices).toHaveLength(players);
              for (const slice of slices) {
                expect(sliceProblems(systemsOf(slice), DEFAULT_SLICE_BOUNDS, eq)).toEqual([]);
                const tierCounts = slice.map((id) =>
                  (['high', 'medium', 'low', 'red'] as const).find((t) => tiers[t].includes(id)),
                );
                expect(tierCounts.sort()).toEqual([...sliceTiers(eq)].sort());
              }
              const all = [...slices.flat(), ...equidistants];
              expect(new Set(all).size).toBe(all.length);
              expect(equidistants).toHaveLength(eq ? players : 0);
            }),
            { numRuns: RUNS },
          );
        }
      }
    },
  );

  it.each(PLAYER_COUNTS)(
    'for %i players the pool options hold: two alpha, two beta, legendaries',
    (players) => {
      fc.assert(
        fc.property(fc.string(), fc.boolean(), fc.boolean(), (seed, eq, thundersEdge) => {
          const minLegendaries = thundersEdge ? 3 : 2;
          const slices = players + (eq ? 0 : 1);
          const { slices: drawnSlices } = drawn(seed, {
            players,
            slices,
            eq,
            thundersEdge,
            minWormholes: true,
            minLegendaries,
          });
          expect(drawnSlices).toHaveLength(slices);
          const systems = systemsOf(drawnSlices.flat());
          expect(wormholeCount(systems, 'alpha')).toBeGreaterThanOrEqual(2);
          expect(wormholeCount(systems, 'beta')).toBeGreaterThanOrEqual(2);
          expect(legendaryCount(systems)).toBeGreaterThanOrEqual(minLegendaries);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('the same seed draws the same slices, and hands on the generator state', () => {
    const a = drawn('seed', { players: 6 });
    const b = drawn('seed', { players: 6 });
    expect(a).toEqual(b);
    expect(a.rng).not.toEqual(seedRng('seed'));
  });

  it('the host may ask for bounds other than the defaults', () => {
    const bounds = { minInfluence: 3, minResources: 3, minTotal: 8, maxTotal: 11 };
    const { slices } = drawn('narrow', { players: 6, bounds });
    for (const s of slices) expect(sliceProblems(systemsOf(s), bounds)).toEqual([]);
  });
});

describe('refused draws', () => {
  it.each([
    { what: 'two players', options: { players: 2 }, code: 'slices/bad-options' },
    { what: 'fewer slices than players', options: { players: 6, slices: 5 }, code: 'slices/bad-options' },
    {
      what: 'crossed bounds',
      options: { players: 6, bounds: { ...DEFAULT_SLICE_BOUNDS, minTotal: 14 } },
      code: 'slices/bad-options',
    },
    { what: 'more slices than the reds allow', options: { players: 8, slices: 10 }, code: 'slices/too-many' },
    {
      what: 'more legendaries than the sets hold',
      options: { players: 6, minLegendaries: 3 },
      code: 'slices/pool-short',
    },
    {
      what: 'a fractional legendary count',
      options: { players: 6, minLegendaries: 1.5 },
      code: 'slices/bad-options',
    },
    {
      what: 'bounds no slice can meet',
      options: { players: 6, bounds: { minInfluence: 9, minResources: 9, minTotal: 18, maxTotal: 20 } },
      code: 'slices/bounds-unmet',
    },
  ] as const)('$what: $code', ({ options, code }) => {
    const result = generateSlices(seedRng('refused'), options);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe(code);
      expect(result.message.length).toBeGreaterThan(10);
    }
  });
});
