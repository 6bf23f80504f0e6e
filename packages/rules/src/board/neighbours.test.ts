import { describe, expect, it } from 'vitest';
import { HACAN, SOL, homeOf, setPlanet, setSpace, table } from '../../test-support/build-fixtures.ts';
import { SYSTEMS_BY_ID } from '../content/systems.ts';
import type { GameState } from '../state/state.ts';
import { adjacency, areNeighbours } from './neighbours.ts';

const positionOf = (s: GameState, systemId: string) =>
  s.galaxy.systems.find((x) => x.systemId === systemId)?.position as number;
const systemAt = (s: GameState, position: number) =>
  s.galaxy.systems.find((x) => x.position === position)?.systemId as string;

/** Puts tile `systemId` at `position` (the tile there leaves the board with its planets). */
function tileAt(state: GameState, position: number, systemId: string): GameState {
  const old = systemAt(state, position);
  const systems = state.galaxy.systems.map((x) =>
    x.position === position ? { position, systemId, tokens: [], space: {}, frontier: false } : x,
  );
  const planets = { ...state.galaxy.planets };
  for (const p of SYSTEMS_BY_ID.get(old)?.planets ?? []) delete planets[p.id];
  for (const p of SYSTEMS_BY_ID.get(systemId)?.planets ?? [])
    planets[p.id] = { controller: null, exhausted: false, attachments: [], units: {} };
  return { ...state, galaxy: { ...state.galaxy, systems, planets } };
}

describe('neighbours (LRR 60)', () => {
  const start = table();
  const hacanHome = positionOf(start, homeOf(start, HACAN));
  const adjacent = adjacency(start.galaxy);

  it('players whose home systems are apart are not neighbours at the start', () => {
    expect(areNeighbours(start.galaxy, SOL, HACAN)).toBe(false);
    expect(areNeighbours(start.galaxy, HACAN, SOL)).toBe(false);
    expect(areNeighbours(start.galaxy, SOL, SOL)).toBe(false);
  });

  it('ships in the same system, or in systems side by side, make neighbours; two systems apart does not', () => {
    const both = setSpace(setSpace(start, '18', SOL, { cruiser: 1 }), '18', HACAN, { destroyer: 1 });
    expect(areNeighbours(both.galaxy, SOL, HACAN)).toBe(true);

    const next = [...(adjacent.get(hacanHome) ?? [])].find((p) => p >= 0) as number;
    const beside = setSpace(start, systemAt(start, next), SOL, { carrier: 1 });
    expect(areNeighbours(beside.galaxy, SOL, HACAN)).toBe(true);
    expect(areNeighbours(beside.galaxy, HACAN, SOL)).toBe(true);

    const near = new Set([hacanHome, ...(adjacent.get(hacanHome) ?? [])]);
    // Not Hacan's home nor next to it, and no home of Sol's next to Hacan either: two or more systems away.
    const far = [...adjacent.keys()].find((p) => p >= 0 && !near.has(p)) as number;
    const twoAway = setSpace(start, systemAt(start, far), SOL, { carrier: 1 });
    expect(areNeighbours(twoAway.galaxy, SOL, HACAN)).toBe(false);
  });

  it('a planet controlled counts, without units on it', () => {
    const next = [...(adjacent.get(hacanHome) ?? [])].find(
      (p) => p >= 0 && (SYSTEMS_BY_ID.get(systemAt(start, p))?.planets.length ?? 0) > 0,
    );
    if (next === undefined) return; // every neighbouring system is empty on this map
    const planet = SYSTEMS_BY_ID.get(systemAt(start, next))?.planets[0]?.id as string;
    const held = setPlanet(start, planet, { controller: SOL });
    expect(areNeighbours(held.galaxy, SOL, HACAN)).toBe(true);
  });

  it('two systems with alpha wormholes are adjacent, however far apart', () => {
    const hacanRing = [...(adjacent.get(hacanHome) ?? [])].find((p) => p >= 0) as number;
    // An alpha wormhole beside Hacan's home, and another across the map where Sol has a ship.
    const near = new Set([hacanHome, ...(adjacent.get(hacanHome) ?? [])]);
    const far = [...adjacent.keys()].find(
      (p) => p > 0 && !near.has(p) && [...(adjacent.get(p) ?? [])].every((q) => !near.has(q)),
    ) as number;
    let s = tileAt(tileAt(start, hacanRing, '39'), far, '26');
    expect(areNeighbours(setSpace(s, '26', SOL, { cruiser: 1 }).galaxy, SOL, HACAN)).toBe(false); // no one in 39
    s = setSpace(setSpace(s, '26', SOL, { cruiser: 1 }), '39', HACAN, { destroyer: 1 });
    expect(areNeighbours(s.galaxy, SOL, HACAN)).toBe(true);
    expect(adjacency(s.galaxy).get(far)?.has(hacanRing)).toBe(true);
  });

  it('a hyperlane tile turned joins other systems, though the layout was asked before (adjacency is kept per layout)', () => {
    const lanes = [...SYSTEMS_BY_ID.values()].find((x) => (x.hyperlanes?.length ?? 0) > 0);
    if (!lanes) throw new Error('no hyperlane tile in the content');
    const spot = [...adjacent.keys()].find((p) => p > 0 && p !== hacanHome) as number;
    const placed = tileAt(start, spot, lanes.id);
    const turned = (rotation: number): GameState => ({
      ...placed,
      galaxy: {
        ...placed.galaxy,
        systems: placed.galaxy.systems.map((x) => (x.position === spot ? { ...x, rotation } : x)),
      },
    });
    const joined = (s: GameState) =>
      [...adjacency(s.galaxy)]
        .map(([p, near]) => `${p}:${[...near].sort((a, b) => a - b).join('/')}`)
        .join(' ');
    const asked = joined(turned(0));
    expect(joined(turned(0))).toBe(asked); // the same layout again, from another systems list
    expect(joined(turned(1))).not.toBe(asked);
  });
});
