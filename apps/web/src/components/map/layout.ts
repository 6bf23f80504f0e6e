// Where things go inside one hex: planets and stations, their names, the tile number, wormhole and
// frontier badges, the command-token stack, and a slot for every group of units (one owner, one unit
// type). Pure geometry, no React: slots are packed greedily so nothing leaves the hex or overlaps.
// Units: map units, where a hex's corner is HEX from its centre; the map opens near 1 px per unit.

import { FONT, overlaps, rectInsideHex, textWidth, type Point, type Rect } from './geometry.ts';
import type {
  BodyInput,
  BodySpot,
  NameSpot,
  TileInput,
  TileLayout,
  UnitGroup,
  UnitSlot,
} from './tile-types.ts';
import { overflowBox, packUnits, unitGroups } from './unit-slots.ts';

export * from './geometry.ts';
export type * from './tile-types.ts';
export { COUNT_ADVANCE, countAdvance, slotSize, unitGroups } from './unit-slots.ts';

// ---- Fixed parts --------------------------------------------------------------------------------

export const PLANET_R = 15;
export const LEGENDARY_R = 16.5;
export const STATION_HALF = 14;
export const WORMHOLE_R = 9.5;
export const TOKEN_W = 15;
export const TOKEN_H = 10;

const BODY_SPOTS: readonly (readonly Point[])[] = [
  [],
  [{ x: -10, y: -12 }],
  [
    { x: -22, y: -13 },
    { x: 22, y: 5 },
  ],
  // Three in a row across the middle leave the top and bottom bands free for units.
  [
    { x: -29, y: -6 },
    { x: 0, y: -6 },
    { x: 29, y: -6 },
  ],
];
/** Planets are a little smaller when three share a tile. */
const CROWDED_PLANET_R = 13.5;

function bodySpots(bodies: readonly BodyInput[]): BodySpot[] {
  const spots = BODY_SPOTS[Math.min(bodies.length, 3)] ?? [];
  return bodies.slice(0, 3).map((b, i) => {
    const p = spots[i] ?? { x: 0, y: 0 };
    const crowded = bodies.length >= 3;
    const r =
      b.kind === 'station'
        ? crowded
          ? CROWDED_PLANET_R
          : STATION_HALF
        : crowded
          ? CROWDED_PLANET_R
          : b.legendary
            ? LEGENDARY_R
            : PLANET_R;
    return { id: b.id, kind: b.kind, x: p.x, y: p.y, r };
  });
}

export function bodyBox(b: BodySpot): Rect {
  // Stations are drawn as a rounded square a little flatter than wide.
  const h = b.kind === 'station' ? b.r * 0.8 : b.r;
  return { x: b.x - b.r - 1, y: b.y - h - 1, w: 2 * b.r + 2, h: 2 * h + 2 };
}

/** Tile number at the top left, inside the flat top edge. */
function tileNumberSpot(systemId: string, font: number) {
  const w = textWidth(systemId, font);
  const x = -27;
  const y = -50 + font;
  return { x, y, box: { x: x - 1, y: y - font + 2, w: w + 2, h: font + 1 } };
}

function wormholeSpots(count: number): Point[] {
  return Array.from({ length: count }, (_, i) => ({ x: 18 - i * 2.2 * WORMHOLE_R, y: -37 }));
}

/**
 * Command tokens, one per owner: stacked up and to the right from the hex's left corner, or fanned
 * leftwards along the top when three planets fill the middle row.
 */
function tokenSpots(seats: readonly number[], bodies: number): (Rect & { seat: number })[] {
  if (bodies >= 3)
    return seats.map((seat, i) => ({ seat, x: 14 - 6 * i, y: -42 + (i % 2) * 3, w: TOKEN_W, h: TOKEN_H }));
  return seats.map((seat, i) => ({ seat, x: -50 + 3 * i, y: -7 - 5 * i, w: TOKEN_W, h: TOKEN_H }));
}

function union(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const x2 = Math.max(...rects.map((r) => r.x + r.w));
  const y2 = Math.max(...rects.map((r) => r.y + r.h));
  return { x, y, w: x2 - x, h: y2 - y };
}

// ---- Names --------------------------------------------------------------------------------------

/** Places a planet's name below it, else above, sliding sideways to stay clear; null when no spot is free. */
function placeName(body: BodySpot, text: string, taken: readonly Rect[]): NameSpot | null {
  const w = textWidth(text, FONT);
  const h = 13;
  const rows = [body.y + body.r + 2, body.y - body.r - 2 - h];
  for (const top of rows) {
    for (const shift of [0, -6, 6, -12, 12, -18, 18, -24, 24]) {
      const box = { x: body.x + shift - w / 2, y: top, w, h };
      if (!rectInsideHex(box, 1)) continue;
      if (taken.some((t) => overlaps(t, box, 1))) continue;
      return { id: body.id, text, x: body.x + shift, y: top + 10, box };
    }
  }
  return null;
}

// ---- The whole tile ----------------------------------------------------------------------------

/** Unit glyph sizes tried in turn: roomy first, then compact when a crowded system needs it. */
export const GLYPH_SIZES = [17, 14, 12] as const;

export function layoutTile(input: TileInput): TileLayout {
  const font = input.font === undefined ? FONT : input.font;
  const bodies = bodySpots(input.bodies);
  const tileNumber = tileNumberSpot(input.systemId, font ?? FONT);
  const wormholes = wormholeSpots(input.wormholes);
  const tokens = tokenSpots(input.tokens, bodies.length);
  const frontier = input.frontier ? { x: 46, y: -2 } : null;
  const centreLabel =
    input.centreLabel !== null && bodies.length === 0 && input.names !== false && font !== null
      ? (() => {
          const w = textWidth(input.centreLabel, FONT);
          return { x: 0, y: 4, text: input.centreLabel, box: { x: -w / 2, y: -7, w, h: 14 } };
        })()
      : null;

  const planetBoxes = bodies.filter((b) => b.kind === 'planet').map(bodyBox);
  const fixed: Rect[] = [
    ...planetBoxes,
    ...bodies.filter((b) => b.kind !== 'planet').map(bodyBox),
    tileNumber.box,
    ...wormholes.map((p) => ({
      x: p.x - WORMHOLE_R,
      y: p.y - WORMHOLE_R,
      w: 2 * WORMHOLE_R,
      h: 2 * WORMHOLE_R,
    })),
    ...(union(tokens) ? [union(tokens) as Rect] : []),
    ...(frontier ? [{ x: frontier.x - 7, y: frontier.y - 7, w: 14, h: 14 }] : []),
    ...(centreLabel ? [centreLabel.box] : []),
  ];

  const planetNames = (): NameSpot[] => {
    const names: NameSpot[] = [];
    // Three planets in a row leave no room for names: the card and the titles name them. Far out, the
    // names would be too small to read.
    if (input.bodies.length >= 3 || input.names === false || font === null) return names;
    for (const b of input.bodies) {
      const spot = bodies.find((s) => s.id === b.id);
      if (!spot || b.kind !== 'planet') continue;
      const placed = placeName(spot, b.name, [...fixed, ...names.map((n) => n.box)]);
      if (placed) names.push(placed);
    }
    return names;
  };

  const groups = unitGroups(input);
  const hasPlanets = bodies.length > 0;
  const withNames = planetNames();
  // Try with names and roomy glyphs, then without the names that are in the way, then compact glyphs.
  const attempts: { names: NameSpot[]; glyph: number }[] = [
    { names: withNames, glyph: GLYPH_SIZES[0] },
    { names: withNames, glyph: GLYPH_SIZES[1] },
    { names: [], glyph: GLYPH_SIZES[1] },
    { names: [], glyph: GLYPH_SIZES[2] },
  ];
  let result: { placed: UnitSlot[]; left: UnitGroup[] } = { placed: [], left: [...groups] };
  let names: NameSpot[] = withNames;
  for (const a of attempts) {
    const reserved = [...fixed.filter((r) => !planetBoxes.includes(r)), ...a.names.map((n) => n.box)];
    result = packUnits(groups, bodies, reserved, a.glyph, hasPlanets, font);
    names = a.names;
    if (result.left.length === 0) break;
  }
  let overflow: TileLayout['overflow'] = null;
  if (result.left.length > 0) {
    // Make room for the marker by giving up placed groups from the end until it fits.
    const placed = [...result.placed];
    const left = [...result.left];
    for (;;) {
      const taken = [...fixed, ...names.map((n) => n.box), ...placed.map((p) => p.box)];
      const box = overflowBox(taken, `+${left.length}`, font, bodies);
      if (box) {
        overflow = { box, groups: left };
        break;
      }
      const dropped = placed.pop();
      if (!dropped) break;
      left.unshift(dropped);
    }
    result = { placed, left };
  }
  return {
    bodies,
    names,
    tileNumber,
    wormholes,
    tokens,
    frontier,
    centreLabel,
    units: result.placed,
    font,
    overflow,
  };
}
