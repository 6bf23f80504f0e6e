// The rules package's Milty draft tables against the public reference data in shared/reference
// (shenanigans-be/miltydraft, heisenbugged/ti4-lab, AsyncTI4; beside this repository as ../shared): the
// tier table and where each seat's slice lands. The tables are ours; this test is what checks them. It
// lives with the server's tests because it reads files, which the pure rules package does not.

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

import { MILTY_SEAT_SLOTS, MILTY_TIER_TABLES, PLAYER_COUNTS, standardLayout } from '@initiative/rules';

const REFERENCE = new URL('../../../../shared/reference/miltydraft/', import.meta.url);
const read = <T>(path: string): T => JSON.parse(fs.readFileSync(new URL(path, REFERENCE), 'utf8')) as T;

type Tiers = { high: number[]; mid: number[]; low: number[] };
const shenanigans = read<Record<'BaseGame' | 'PoK' | 'TE', Tiers>>(
  'shenanigans_miltydraft/tile-selection.json',
);
const tiles = read<Record<string, { type: string; set: string; nonDraftable?: boolean }>>(
  'shenanigans_miltydraft/tiles.json',
);
const ti4lab = read<{ miltyTiers: { high: number[]; med: number[]; low: number[]; red: number[] } }>(
  'ti4lab/milty_tile_tiers.json',
).miltyTiers;

const ids = (list: readonly number[]): string[] => list.map(String).sort((a, b) => Number(a) - Number(b));
const sorted = (list: readonly string[]): string[] => [...list].sort((a, b) => Number(a) - Number(b));
const TE_IDS = (n: number): boolean => n >= 92 && n <= 149;
const DS_IDS = (n: number): boolean => n >= 4200;

describe('Milty tiers against the public tier lists', () => {
  it.each([
    ['base', 'BaseGame'],
    ['pok', 'PoK'],
    ['te', 'TE'],
  ] as const)('the %s tiers are the miltydraft tool’s', (ours, theirs) => {
    const ref = shenanigans[theirs];
    const table = MILTY_TIER_TABLES[ours];
    expect(sorted(table.high)).toEqual(ids(ref.high));
    expect(sorted(table.medium)).toEqual(ids(ref.mid));
    expect(sorted(table.low)).toEqual(ids(ref.low));
  });

  it('base and Prophecy of Kings tiers are also ti4-lab’s (its Thunder’s Edge split differs)', () => {
    const notOurs = (n: number): boolean => !TE_IDS(n) && !DS_IDS(n);
    const both = (t: 'high' | 'medium' | 'low'): string[] =>
      sorted([...MILTY_TIER_TABLES.base[t], ...MILTY_TIER_TABLES.pok[t]]);
    expect(both('high')).toEqual(ids(ti4lab.high.filter(notOurs)));
    expect(both('medium')).toEqual(ids(ti4lab.med.filter(notOurs)));
    expect(both('low')).toEqual(ids(ti4lab.low.filter(notOurs)));
  });

  it('the red systems are the red tiles of the three sets the tools may draft', () => {
    const red = Object.entries(tiles)
      .filter(
        ([, t]) => t.type === 'red' && ['BaseGame', 'PoK', 'TE'].includes(t.set) && t.nonDraftable !== true,
      )
      .map(([id]) => id);
    const ours = sorted([
      ...MILTY_TIER_TABLES.base.red,
      ...MILTY_TIER_TABLES.pok.red,
      ...MILTY_TIER_TABLES.te.red,
    ]);
    expect(ours).toEqual(sorted(red));
    // ti4-lab also lists 118, the Crimson Rebellion's home beside the board, which no slice takes.
    expect(ours).toEqual(ids(ti4lab.red.filter((n) => !DS_IDS(n) && n !== 118)));
  });
});

interface AsyncLayouts {
  layouts: Record<
    string,
    { playerCount: number; seats: Record<string, { home: number; slice_tiles_by_index: number[] }> }
  >;
}

describe('Milty seat slots against the community’s templates', () => {
  const asyncti4 = read<AsyncLayouts>('asyncti4/standardMiltyLayouts.DERIVED_map_string_indices.json');

  it.each(PLAYER_COUNTS)(
    'each %i-player seat takes the slots AsyncTI4’s template gives its home',
    (players) => {
      const layout = Object.values(asyncti4.layouts).find((l) => l.playerCount === players);
      expect(layout).toBeDefined();
      const byHome = new Map(Object.values(layout?.seats ?? {}).map((s) => [s.home, s.slice_tiles_by_index]));
      const homes = standardLayout(players).homes;
      expect(sorted(homes.map(String))).toEqual(sorted([...byHome.keys()].map(String)));
      homes.forEach((home, seat) => expect(MILTY_SEAT_SLOTS[players][seat]).toEqual(byHome.get(home)));
    },
  );
});
