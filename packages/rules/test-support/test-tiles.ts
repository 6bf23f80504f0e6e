// A small tile table for map tests, independent of the real content tables.

import type { SystemData, SystemKind } from '../src/content/types.ts';

function tile(id: string, kind: SystemKind, extra: Partial<SystemData> = {}): SystemData {
  return { id, kind, planets: [], stations: [], wormholes: [], anomalies: [], ...extra };
}

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/**
 * Mecatol Rex (18), homes 1-3 and 17, off-board 51 and 82, blue 19-48, red 49-50 and 52-61, a Thunder's Edge-like
 * tile 109 and the hyperlanes 83A-90B.
 */
export const FIXTURE_TILES: ReadonlyMap<string, SystemData> = new Map(
  [
    tile('18', 'mecatol'),
    ...['1', '2', '3', '17'].map((id) => tile(id, 'home', { homeOf: `faction-${id}` })),
    tile('51', 'home', { homeOf: 'faction-17' }),
    tile('82', 'offboard'),
    ...range(19, 48).map((id) => tile(id, 'blue')),
    ...[...range(49, 50), ...range(52, 61)].map((id) => tile(id, 'red')),
    tile('109', 'blue'),
    ...range(83, 90).flatMap((n) =>
      ['A', 'B'].map((side) => tile(`${n}${side}`, 'hyperlane', { hyperlanes: [[0, 3]] })),
    ),
  ].map((s) => [s.id, s]),
);
