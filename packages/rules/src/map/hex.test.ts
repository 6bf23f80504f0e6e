import { describe, expect, it } from 'vitest';

import {
  allPositions,
  axialOf,
  bearingOf,
  cubeOf,
  distanceBetween,
  firstPositionOfRing,
  hexCenter,
  hexCorners,
  neighborOnSide,
  neighbors,
  positionCount,
  positionOf,
  positionsInRing,
  ringOf,
  ringSize,
} from './hex.ts';

const SQRT3 = Math.sqrt(3);
const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('position numbering', () => {
  it.each([
    { ring: 0, positions: [0] },
    { ring: 1, positions: range(1, 6) },
    { ring: 2, positions: range(7, 18) },
    { ring: 3, positions: range(19, 36) },
    { ring: 4, positions: range(37, 60) },
  ])('ring $ring holds positions $positions.0 to the end of its 6r hexes', ({ ring, positions }) => {
    expect(positionsInRing(ring)).toEqual(positions);
    expect(ringSize(ring)).toBe(positions.length);
    expect(firstPositionOfRing(ring)).toBe(positions[0]);
  });

  it.each([
    [0, 0],
    [1, 1],
    [6, 1],
    [7, 2],
    [18, 2],
    [19, 3],
    [36, 3],
    [37, 4],
    [60, 4],
    [61, 5],
  ])('position %i lies on ring %i', (pos, ring) => {
    expect(ringOf(pos)).toBe(ring);
  });

  it.each([
    [0, 1],
    [1, 7],
    [2, 19],
    [3, 37],
    [4, 61],
  ])('a map of %i rings has %i positions, centre included', (rings, count) => {
    expect(positionCount(rings)).toBe(count);
    expect(allPositions(rings)).toHaveLength(count);
  });

  it('rejects positions and rings that are not whole non-negative numbers', () => {
    expect(() => ringOf(-1)).toThrow(RangeError);
    expect(() => ringOf(1.5)).toThrow(RangeError);
    expect(() => positionsInRing(-2)).toThrow(RangeError);
  });

  it('turns every position into coordinates and back', () => {
    for (const pos of allPositions(6)) {
      expect(positionOf(axialOf(pos))).toBe(pos);
      const { q, r, s } = cubeOf(pos);
      expect(q + r + s).toBe(0);
      expect(Math.max(Math.abs(q), Math.abs(r), Math.abs(s))).toBe(ringOf(pos));
    }
  });
});

describe('directions on the flat-topped map', () => {
  it.each([
    { ring: 1, pos: 1 },
    { ring: 2, pos: 7 },
    { ring: 3, pos: 19 },
    { ring: 4, pos: 37 },
  ])('each ring starts straight above the centre (ring $ring starts at $pos)', ({ ring, pos }) => {
    const c = hexCenter(pos, 1);
    expect(c.x).toBe(0);
    expect(c.y).toBeCloseTo(-SQRT3 * ring);
    expect(bearingOf(pos)).toBe(0);
  });

  it.each([
    { pos: 1, x: 0, y: -1, where: 'above' },
    { pos: 2, x: 1, y: -1, where: 'upper right' },
    { pos: 3, x: 1, y: 1, where: 'lower right' },
    { pos: 4, x: 0, y: 1, where: 'below' },
    { pos: 5, x: -1, y: 1, where: 'lower left' },
    { pos: 6, x: -1, y: -1, where: 'upper left' },
  ])('ring 1 goes clockwise: position $pos is $where the centre', ({ pos, x, y }) => {
    const c = hexCenter(pos, 1);
    expect(Math.sign(c.x)).toBe(x);
    expect(Math.sign(c.y)).toBe(y);
  });

  it.each([
    [19, 0],
    [22, 60],
    [25, 120],
    [28, 180],
    [31, 240],
    [34, 300],
  ])('ring-3 corner %i has bearing %i°', (pos, bearing) => {
    expect(bearingOf(pos)).toBeCloseTo(bearing, 6);
  });

  it('keeps bearings growing clockwise around every ring', () => {
    for (const ring of [1, 2, 3, 4]) {
      const bearings = positionsInRing(ring).map(bearingOf);
      expect(bearings).toEqual([...bearings].sort((a, b) => a - b));
    }
  });
});

describe('neighbours', () => {
  it('the centre touches positions 1 to 6, top first', () => {
    expect(neighbors(0, 3)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each([
    { pos: 1, rings: 3, expected: [7, 8, 2, 0, 6, 18] },
    { pos: 4, rings: 3, expected: [0, 3, 12, 13, 14, 5] },
    { pos: 19, rings: 3, expected: [20, 7, 36] },
    { pos: 19, rings: 4, expected: [37, 38, 20, 7, 36, 60] },
    { pos: 22, rings: 3, expected: [23, 9, 21] },
  ])('position $pos within $rings rings touches $expected', ({ pos, rings, expected }) => {
    expect(neighbors(pos, rings)).toEqual(expected);
  });

  it('is symmetric: if a touches b then b touches a', () => {
    for (const rings of [3, 4]) {
      for (const a of allPositions(rings)) {
        for (const b of neighbors(a, rings)) expect(neighbors(b, rings)).toContain(a);
      }
    }
  });

  it('gives every hex inside the outer ring all six neighbours', () => {
    for (const pos of allPositions(3)) expect(neighbors(pos, 4)).toHaveLength(6);
  });

  it('links each ring into a loop of touching hexes', () => {
    for (const ring of [1, 2, 3, 4]) {
      const positions = positionsInRing(ring);
      positions.forEach((pos, i) => {
        const next = positions[(i + 1) % positions.length] ?? -1;
        expect(distanceBetween(pos, next)).toBe(1);
      });
    }
  });

  it('numbers sides like hyperlanes: side 0 is the top, then clockwise', () => {
    for (let side = 0; side < 6; side++) expect(neighborOnSide(0, side)).toBe(side + 1);
    expect(neighborOnSide(4, 0)).toBe(0);
    expect(neighborOnSide(1, 3)).toBe(0);
  });
});

describe('SVG geometry', () => {
  it('puts Mecatol Rex at the origin', () => {
    expect(hexCenter(0, 50)).toEqual({ x: 0, y: 0 });
  });

  it('spaces neighbouring centres sqrt(3) × size apart', () => {
    for (const pos of allPositions(3)) {
      const a = hexCenter(pos, 10);
      for (const n of neighbors(pos, 3)) {
        const b = hexCenter(n, 10);
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(10 * SQRT3);
      }
    }
  });

  it('gives six corners at distance size with a flat top edge', () => {
    const corners = hexCorners(10);
    expect(corners).toHaveLength(6);
    expect(corners[0]).toEqual({ x: 10, y: 0 });
    for (const c of corners) expect(Math.hypot(c.x, c.y)).toBeCloseTo(10);
    // Corners 4 and 5 (240° and 300°, measured clockwise on screen) form the top edge.
    expect(corners[4]?.y).toBeCloseTo(-5 * SQRT3);
    expect(corners[5]?.y).toBeCloseTo(-5 * SQRT3);
  });
});
