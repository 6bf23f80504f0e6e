// Galaxy positions in the community's numbering: 0 is the centre (Mecatol Rex), then ring by ring, each
// ring starting at its top hex and going clockwise (ring 1 = 1..6, ring 2 = 7..18, ring 3 = 19..36, ...).
// TI4 tiles are flat-topped: a hex's top neighbour is directly above it.

/** Axial hex coordinates (redblobgames, flat-topped): q counts columns to the right, r steps down a column. */
export interface Axial {
  readonly q: number;
  readonly r: number;
}

/** Cube coordinates: axial plus s = -q - r, handy for distances and symmetries. */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/** A point in SVG space: x to the right, y down, Mecatol Rex's centre at (0, 0). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * The six sides of a flat-topped hex and the step to the neighbour across each, numbered like hyperlane
 * sides in the content tables: 0 = top, then clockwise (1 upper right ... 5 upper left).
 */
export const SIDE_STEPS: readonly Axial[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

function step(side: number): Axial {
  const s = SIDE_STEPS[((side % 6) + 6) % 6];
  if (s === undefined) throw new RangeError(`No hex side ${side}`);
  return s;
}

function assertPosition(pos: number): void {
  if (!Number.isInteger(pos) || pos < 0) throw new RangeError(`Not a map position: ${pos}`);
}

function assertRing(ring: number): void {
  if (!Number.isInteger(ring) || ring < 0) throw new RangeError(`Not a ring: ${ring}`);
}

/** How many hexes ring `ring` has: 1 for the centre, 6r otherwise. */
export function ringSize(ring: number): number {
  assertRing(ring);
  return ring === 0 ? 1 : 6 * ring;
}

/** How many positions a map of `rings` rings has, centre included (37 for 3 rings, 61 for 4). */
export function positionCount(rings: number): number {
  assertRing(rings);
  return 1 + 3 * rings * (rings + 1);
}

/** The first (top) position of a ring. */
export function firstPositionOfRing(ring: number): number {
  assertRing(ring);
  return ring === 0 ? 0 : positionCount(ring - 1);
}

/** The ring a position lies on (0 for the centre). */
export function ringOf(pos: number): number {
  assertPosition(pos);
  let ring = 0;
  while (positionCount(ring) <= pos) ring++;
  return ring;
}

/** The positions of one ring, clockwise from its top hex. */
export function positionsInRing(ring: number): number[] {
  const first = firstPositionOfRing(ring);
  return Array.from({ length: ringSize(ring) }, (_, i) => first + i);
}

/** Every position of a map of `rings` rings, centre first. */
export function allPositions(rings: number): number[] {
  return Array.from({ length: positionCount(rings) }, (_, i) => i);
}

/** Axial coordinates of a position. */
export function axialOf(pos: number): Axial {
  const ring = ringOf(pos);
  if (ring === 0) return { q: 0, r: 0 };
  const k = pos - firstPositionOfRing(ring);
  const side = Math.floor(k / ring);
  const along = k % ring;
  // Side i of the ring runs from the corner in direction i towards the corner in direction i + 1,
  // which is a walk in direction i + 2.
  const corner = step(side);
  const walk = step(side + 2);
  return { q: ring * corner.q + along * walk.q, r: ring * corner.r + along * walk.r };
}

/** Cube coordinates of a position. */
export function cubeOf(pos: number): Cube {
  const { q, r } = axialOf(pos);
  return { q, r, s: -q - r };
}

/** Distance in hexes between two axial coordinates. */
export function hexDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** The position at axial coordinates (the inverse of axialOf). */
export function positionOf(hex: Axial): number {
  const ring = hexDistance(hex, { q: 0, r: 0 });
  if (ring === 0) return 0;
  for (let side = 0; side < 6; side++) {
    const corner = step(side);
    const walk = step(side + 2);
    for (let along = 0; along < ring; along++) {
      if (ring * corner.q + along * walk.q === hex.q && ring * corner.r + along * walk.r === hex.r) {
        return firstPositionOfRing(ring) + side * ring + along;
      }
    }
  }
  // Unreachable: every hex at distance `ring` lies on one side of that ring.
  throw new RangeError(`No position for hex (${hex.q}, ${hex.r})`);
}

/** The position across side `side` (0 = top, clockwise) of `pos`, whether or not the map reaches it. */
export function neighborOnSide(pos: number, side: number): number {
  const { q, r } = axialOf(pos);
  const d = step(side);
  return positionOf({ q: q + d.q, r: r + d.r });
}

/** The neighbours of `pos` that lie within `rings` rings, in side order (top first, clockwise). */
export function neighbors(pos: number, rings: number): number[] {
  const limit = positionCount(rings);
  const out: number[] = [];
  for (let side = 0; side < 6; side++) {
    const n = neighborOnSide(pos, side);
    if (n < limit) out.push(n);
  }
  return out;
}

/** Distance in hexes between two positions. */
export function distanceBetween(a: number, b: number): number {
  return hexDistance(axialOf(a), axialOf(b));
}

// `+ 0` turns -0 into 0 so callers (and deep-equality tests) never see a negative zero.
const clean = (n: number): number => n + 0;

/**
 * Centre of a position's hex in SVG space for flat-topped hexes of circumradius `size` (centre to corner):
 * neighbouring centres are sqrt(3) * size apart, Mecatol Rex is at (0, 0) and the top of the map is -y.
 */
export function hexCenter(pos: number, size: number): Point {
  const { q, r } = axialOf(pos);
  return { x: clean(size * 1.5 * q), y: clean(size * Math.sqrt(3) * (r + q / 2)) };
}

/** The six corners of a flat-topped hex around (0, 0): right corner first, then clockwise on screen. */
export function hexCorners(size: number): Point[] {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i;
    return { x: clean(size * Math.cos(angle)), y: clean(size * Math.sin(angle)) };
  });
}

/**
 * Bearing of a position seen from the centre, in degrees clockwise from north, in [0, 360).
 * Seating order around the table follows it.
 */
export function bearingOf(pos: number): number {
  if (pos === 0) return 0;
  const { x, y } = hexCenter(pos, 1);
  const degrees = (Math.atan2(x, -y) * 180) / Math.PI;
  // Rounding keeps hexes on the same ray (equal bearings) from differing by a floating-point ulp.
  const rounded = Math.round(degrees * 1e6) / 1e6;
  return rounded < 0 ? rounded + 360 : rounded;
}
