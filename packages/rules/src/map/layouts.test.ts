import { describe, expect, it } from 'vitest';

import { SYSTEMS_BY_ID } from '../content/systems.ts';
import { rotateLanes } from '../content/systems-hyperlanes.ts';
import { allPositions, neighborOnSide, neighbors, ringOf } from './hex.ts';
import { PLAYER_COUNTS, STANDARD_LAYOUTS, isPlayerCount, seatingOrder, standardLayout } from './layouts.ts';

const used = (playerCount: (typeof PLAYER_COUNTS)[number]): Set<number> => {
  const l = standardLayout(playerCount);
  return new Set([0, ...l.homes, ...l.hyperlanes.map((h) => h.position), ...l.systems]);
};

describe('standard layouts', () => {
  it.each([
    { players: 3, rings: 3, homes: [19, 25, 31], hyperlanes: 18, systems: 15 },
    { players: 4, rings: 3, homes: [22, 25, 31, 34], hyperlanes: 12, systems: 20 },
    { players: 5, rings: 3, homes: [19, 22, 25, 31, 34], hyperlanes: 6, systems: 25 },
    { players: 6, rings: 3, homes: [19, 22, 25, 28, 31, 34], hyperlanes: 0, systems: 30 },
    { players: 7, rings: 4, homes: [37, 22, 25, 49, 52, 55, 58], hyperlanes: 6, systems: 35 },
    { players: 8, rings: 4, homes: [37, 40, 43, 46, 49, 52, 55, 58], hyperlanes: 6, systems: 40 },
  ] as const)(
    'the $players-player map has $rings rings, homes $homes and $systems system positions',
    ({ players, rings, homes, hyperlanes, systems }) => {
      const layout = standardLayout(players);
      expect(layout.playerCount).toBe(players);
      expect(layout.rings).toBe(rings);
      expect(layout.homes).toEqual(homes);
      expect(layout.hyperlanes).toHaveLength(hyperlanes);
      expect(layout.systems).toHaveLength(systems);
    },
  );

  it.each(PLAYER_COUNTS)(
    'the %i-player map has one distinct home per player, in seating order',
    (players) => {
      const { homes } = standardLayout(players);
      expect(homes).toHaveLength(players);
      expect(new Set(homes).size).toBe(players);
      expect(seatingOrder(homes)).toEqual(homes);
    },
  );

  it.each(PLAYER_COUNTS)('the %i-player map gives every player five system positions', (players) => {
    expect(standardLayout(players).systems.length).toBe(5 * players);
  });

  it('the 6-player map has 37 systems, Mecatol Rex included, filling three rings', () => {
    const layout = standardLayout(6);
    expect(used(6).size).toBe(37);
    expect(layout.empty).toEqual([]);
    expect(Math.max(...used(6))).toBe(36);
  });

  it.each(PLAYER_COUNTS)(
    'the %i-player map splits its rings into centre, homes, hyperlanes, systems and empty space',
    (players) => {
      const layout = standardLayout(players);
      const parts = [
        0,
        ...layout.homes,
        ...layout.hyperlanes.map((h) => h.position),
        ...layout.systems,
        ...layout.empty,
      ];
      expect([...parts].sort((a, b) => a - b)).toEqual(allPositions(layout.rings));
    },
  );

  it.each(PLAYER_COUNTS)('the %i-player map puts homes on the outer rings', (players) => {
    for (const home of standardLayout(players).homes) expect(ringOf(home)).toBeGreaterThanOrEqual(3);
  });

  it.each(PLAYER_COUNTS)('the %i-player map is one connected galaxy', (players) => {
    const layout = standardLayout(players);
    const inMap = used(players);
    const seen = new Set([0]);
    const queue = [0];
    for (let pos = queue.shift(); pos !== undefined; pos = queue.shift()) {
      for (const n of neighbors(pos, layout.rings)) {
        if (inMap.has(n) && !seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    expect(seen.size).toBe(inMap.size);
  });

  it.each(PLAYER_COUNTS)('the %i-player map uses hyperlane tiles that exist', (players) => {
    for (const h of standardLayout(players).hyperlanes) {
      expect(SYSTEMS_BY_ID.get(h.systemId)?.kind).toBe('hyperlane');
      expect(h.rotation).toBeGreaterThanOrEqual(0);
      expect(h.rotation).toBeLessThan(6);
    }
  });

  // Positions, tiles and rotations only fit together if each lane ends at a hex of the map; this ties
  // the layouts to the side numbering of the hyperlane tables and the clockwise rotation convention.
  it.each(PLAYER_COUNTS)('the %i-player map has every hyperlane lane lead into the galaxy', (players) => {
    const inMap = used(players);
    for (const h of standardLayout(players).hyperlanes) {
      const lanes = SYSTEMS_BY_ID.get(h.systemId)?.hyperlanes ?? [];
      expect(lanes.length).toBeGreaterThan(0);
      for (const [a, b] of rotateLanes(lanes, h.rotation)) {
        expect(inMap.has(neighborOnSide(h.position, a))).toBe(true);
        expect(inMap.has(neighborOnSide(h.position, b))).toBe(true);
      }
    }
  });

  it.each([5, 7, 8] as const)(
    'the %i-player map needs one printed hyperlane set: each tile once',
    (players) => {
      const tileNumbers = standardLayout(players).hyperlanes.map((h) => h.systemId.slice(0, -1));
      expect(new Set(tileNumbers).size).toBe(tileNumbers.length);
    },
  );

  it('knows which player counts have a standard layout', () => {
    expect(Object.keys(STANDARD_LAYOUTS).map(Number)).toEqual([...PLAYER_COUNTS]);
    expect([2, 3, 8, 9].map(isPlayerCount)).toEqual([false, true, true, false]);
  });
});

describe('seating order', () => {
  it('runs clockwise from the top, whatever order the homes come in', () => {
    expect(seatingOrder([58, 22, 37, 52, 25, 49, 55])).toEqual([37, 22, 25, 49, 52, 55, 58]);
  });

  it('seats the inner hex first when two homes share a bearing', () => {
    expect(seatingOrder([37, 19])).toEqual([19, 37]);
  });
});
