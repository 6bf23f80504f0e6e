import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setPlanet, setPlanetUnits, setSpace, table } from '../../test-support/build-fixtures.ts';
import type { GameState } from '../state/state.ts';
import { adjacency, areNeighbours, presenceBySystem } from './neighbours.ts';

/** LRR 60 worked out the plain way: a seat present in a system, and one there or in a system next to it. */
function neighboursPlain(state: GameState, a: number, b: number): boolean {
  if (a === b) return false;
  const presence = presenceBySystem(state.galaxy);
  const adjacent = adjacency(state.galaxy);
  for (const [pos, here] of presence) {
    if (!here.has(a)) continue;
    if (here.has(b)) return true;
    for (const next of adjacent.get(pos) ?? []) if (presence.get(next)?.has(b)) return true;
  }
  return false;
}

describe('neighbours (LRR 60), property', () => {
  const start = table();
  const systems = start.galaxy.systems.map((s) => s.systemId);
  const planets = Object.keys(start.galaxy.planets);
  const seats = start.players.length;

  it('ships, ground forces and planets anywhere make the same neighbours as the plain rule', () => {
    const place = fc.oneof(
      fc.record({
        kind: fc.constant('space' as const),
        at: fc.constantFrom(...systems),
        seat: fc.nat(seats - 1),
        n: fc.nat(2),
      }),
      fc.record({
        kind: fc.constant('ground' as const),
        at: fc.constantFrom(...planets),
        seat: fc.nat(seats - 1),
        n: fc.nat(2),
      }),
      fc.record({
        kind: fc.constant('control' as const),
        at: fc.constantFrom(...planets),
        seat: fc.integer({ min: -1, max: seats - 1 }),
        n: fc.constant(0),
      }),
    );
    fc.assert(
      fc.property(fc.array(place, { maxLength: 12 }), (placements) => {
        let state = start;
        for (const p of placements) {
          if (p.kind === 'space') state = setSpace(state, p.at, p.seat, { destroyer: p.n });
          else if (p.kind === 'ground') state = setPlanetUnits(state, p.at, p.seat, { infantry: p.n });
          else state = setPlanet(state, p.at, { controller: p.seat < 0 ? null : p.seat });
        }
        for (let a = 0; a < seats; a++)
          for (let b = 0; b < seats; b++)
            expect(areNeighbours(state.galaxy, a, b), `seats ${a} and ${b}`).toBe(
              neighboursPlain(state, a, b),
            );
      }),
      { numRuns: 150 },
    );
  });
});
