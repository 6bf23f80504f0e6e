// A random map on a standard layout: blue and red tiles drawn from the base + Prophecy of Kings pool (and
// Thunder's Edge's, with that option) and dealt to the layout's system positions. Valid, not balanced (no slice values, no anomaly spacing): see
// docs/maps.md.

import { MECATOL_REX_SYSTEM_ID } from '../content/systems.ts';
import { THUNDERS_EDGE_POOL } from '../content/systems-thunders-edge.ts';
import type { SystemData } from '../content/types.ts';
import type { GalaxyMap, MapTile } from './galaxy-map.ts';
import { standardLayout, type PlayerCount } from './layouts.ts';

/** Base and Prophecy of Kings blue/red tiles are numbered 19-80 (81 is the Muaat hero's supernova). */
const FIRST_POOL_TILE = 19;
const LAST_POOL_TILE = 80;

export interface TilePool {
  readonly blue: readonly string[];
  readonly red: readonly string[];
}

/**
 * The blue and red tiles a standard map is built from, in tile-number order; with `thundersEdge`, also
 * Thunder's Edge's blue and red tiles.
 */
export function standardTilePool(tiles: ReadonlyMap<string, SystemData>, thundersEdge = false): TilePool {
  const inPool = (s: SystemData): boolean => {
    if (thundersEdge && THUNDERS_EDGE_POOL.includes(s.id)) return true;
    if (!/^\d+$/.test(s.id)) return false;
    const n = Number(s.id);
    return n >= FIRST_POOL_TILE && n <= LAST_POOL_TILE;
  };
  const byNumber = (a: string, b: string): number => Number(a) - Number(b);
  const all = [...tiles.values()].filter(inPool);
  return {
    blue: all
      .filter((s) => s.kind === 'blue')
      .map((s) => s.id)
      .sort(byNumber),
    red: all
      .filter((s) => s.kind === 'red')
      .map((s) => s.id)
      .sort(byNumber),
  };
}

/** How many red tiles a map with `systems` system positions gets: about one in three, as in the game. */
export function redTileCount(systems: number): number {
  return Math.round(systems / 3);
}

function randomIndex(rng: () => number, n: number): number {
  // Clamp so a generator that returns exactly 1 cannot index past the end.
  return Math.min(n - 1, Math.floor(rng() * n));
}

function shuffled<T>(items: readonly T[], rng: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomIndex(rng, i + 1);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/**
 * Fills the standard layout for `playerCount` with random blue and red tiles (Thunder's Edge's too with
 * `thundersEdge`); homes stay home slots.
 * `rng` returns floats in [0, 1) and must be seeded by the caller (the game's generator), so the same
 * seed gives the same map. Throws if the tile table cannot fill the layout, which means broken content.
 */
export function generateStandardMap(
  playerCount: PlayerCount,
  rng: () => number,
  tiles: ReadonlyMap<string, SystemData>,
  thundersEdge = false,
): GalaxyMap {
  const layout = standardLayout(playerCount);
  const pool = standardTilePool(tiles, thundersEdge);
  const redCount = Math.min(redTileCount(layout.systems.length), pool.red.length);
  const blueCount = layout.systems.length - redCount;
  if (blueCount > pool.blue.length) {
    throw new RangeError(
      `A ${playerCount}-player map needs ${layout.systems.length} blue and red tiles; the table has ${pool.blue.length + pool.red.length}`,
    );
  }
  const drawn = [
    ...shuffled(pool.blue, rng).slice(0, blueCount),
    ...shuffled(pool.red, rng).slice(0, redCount),
  ];
  const dealt = shuffled(drawn, rng);

  const placed: MapTile[] = [
    { position: 0, systemId: MECATOL_REX_SYSTEM_ID },
    ...layout.homes.map((position) => ({ position, systemId: null })),
    ...layout.hyperlanes.map(({ position, systemId, rotation }) => ({ position, systemId, rotation })),
    ...layout.systems.map((position, i) => {
      const systemId = dealt[i];
      // Unreachable: the count check above guarantees one drawn tile per system position.
      if (systemId === undefined) throw new RangeError(`No tile drawn for position ${position}`);
      return { position, systemId };
    }),
  ];
  return {
    rings: layout.rings,
    tiles: placed.sort((a, b) => a.position - b.position),
    homes: layout.homes,
  };
}
