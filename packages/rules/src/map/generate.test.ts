import { describe, expect, it } from 'vitest';

import { SYSTEMS_BY_ID } from '../content/systems.ts';
import { RngCursor, seedRng } from '../kernel/rng.ts';
import { systemIdsOn, tileAt, type GalaxyMap } from './galaxy-map.ts';
import { generateStandardMap, redTileCount, standardTilePool } from './generate.ts';
import { PLAYER_COUNTS, standardLayout, type PlayerCount } from './layouts.ts';
import { FIXTURE_TILES } from '../../test-support/test-tiles.ts';

function seeded(seed: string): () => number {
  const cursor = new RngCursor(seedRng(seed));
  return () => cursor.float();
}

function generate(players: PlayerCount, seed: string, tiles = SYSTEMS_BY_ID): GalaxyMap {
  return generateStandardMap(players, seeded(seed), tiles);
}

describe('the standard tile pool', () => {
  it('holds the base and Prophecy of Kings blue and red tiles only', () => {
    const pool = standardTilePool(SYSTEMS_BY_ID);
    for (const id of [...pool.blue, ...pool.red]) {
      expect(Number(id)).toBeGreaterThanOrEqual(19);
      expect(Number(id)).toBeLessThanOrEqual(80);
    }
    expect(pool.blue.every((id) => SYSTEMS_BY_ID.get(id)?.kind === 'blue')).toBe(true);
    expect(pool.red.every((id) => SYSTEMS_BY_ID.get(id)?.kind === 'red')).toBe(true);
    // Mecatol Rex, the Muaat hero's supernova, Mallice and Thunder's Edge tiles are never dealt.
    for (const id of ['18', '81', '82', '109']) expect([...pool.blue, ...pool.red]).not.toContain(id);
  });

  it('is large enough for the 8-player map', () => {
    const pool = standardTilePool(SYSTEMS_BY_ID);
    const systems = standardLayout(8).systems.length;
    expect(pool.red.length).toBeGreaterThanOrEqual(redTileCount(systems));
    expect(pool.blue.length).toBeGreaterThanOrEqual(systems - redTileCount(systems));
  });

  it.each([
    [15, 5],
    [25, 8],
    [30, 10],
    [35, 12],
    [40, 13],
  ])('deals %i system positions with %i red tiles (about one in three)', (systems, red) => {
    expect(redTileCount(systems)).toBe(red);
  });
});

describe('generating a standard map', () => {
  it.each(PLAYER_COUNTS)('gives the same %i-player map for the same seed', (players) => {
    expect(generate(players, 'same seed')).toEqual(generate(players, 'same seed'));
  });

  it('gives different maps for different seeds', () => {
    expect(generate(6, 'one')).not.toEqual(generate(6, 'two'));
  });

  it.each(PLAYER_COUNTS)('never places a system tile twice on the %i-player map', (players) => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const ids = systemIdsOn(generate(players, seed)).filter(
        (id) => SYSTEMS_BY_ID.get(id)?.kind !== 'hyperlane',
      );
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it.each(PLAYER_COUNTS)(
    'fills the %i-player layout: Mecatol Rex, home slots, hyperlanes, systems',
    (players) => {
      const layout = standardLayout(players);
      const map = generate(players, 'fill');
      expect(map.rings).toBe(layout.rings);
      expect(map.homes).toEqual(layout.homes);
      expect(tileAt(map, 0)).toEqual({ position: 0, systemId: '18' });
      for (const home of layout.homes) expect(tileAt(map, home)).toEqual({ position: home, systemId: null });
      for (const lane of layout.hyperlanes) expect(tileAt(map, lane.position)).toEqual(lane);
      const kinds = layout.systems.map((p) => SYSTEMS_BY_ID.get(tileAt(map, p)?.systemId ?? '')?.kind);
      expect(kinds.filter((k) => k === 'red')).toHaveLength(redTileCount(layout.systems.length));
      expect(kinds.filter((k) => k === 'blue')).toHaveLength(
        layout.systems.length - redTileCount(layout.systems.length),
      );
      for (const empty of layout.empty) expect(tileAt(map, empty)).toBeUndefined();
      expect(map.tiles.map((t) => t.position)).toEqual(
        [...map.tiles.map((t) => t.position)].sort((a, b) => a - b),
      );
    },
  );

  it('works from a small fixture table too', () => {
    const map = generate(6, 'fixture', FIXTURE_TILES);
    expect(map.tiles).toHaveLength(37);
    expect(new Set(systemIdsOn(map)).size).toBe(31);
  });

  it('copes with a generator that returns exactly 0 or 1', () => {
    for (const value of [0, 1]) {
      const ids = systemIdsOn(generateStandardMap(6, () => value, SYSTEMS_BY_ID));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('fails loudly when the tile table cannot fill the layout', () => {
    const few = new Map([...FIXTURE_TILES].filter(([id]) => Number(id) < 30 || Number.isNaN(Number(id))));
    expect(() => generate(6, 'short', few)).toThrow(RangeError);
  });
});
