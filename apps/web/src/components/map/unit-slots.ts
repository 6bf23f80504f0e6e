// Slots for unit groups inside a hex: packed greedily into the room the tile's fixed parts leave,
// ground forces beside their planet, ships in rows from the bottom edge up.

import { UNIT_ORDER } from './labels.ts';
import {
  circleHitsRect,
  DIGIT_WIDTH,
  FONT,
  overlaps,
  rectInsideHex,
  textWidth,
  type Rect,
} from './geometry.ts';
import type { BodySpot, TileInput, UnitCounts, UnitGroup, UnitSlot } from './tile-types.ts';

/** Every group of units in the system: space first (by owner), then each body's, biggest units first. */
export function unitGroups(input: Pick<TileInput, 'space' | 'ground' | 'bodies'>): UnitGroup[] {
  const groups: UnitGroup[] = [];
  const add = (byOwner: Readonly<Record<string, UnitCounts>>, body: string | null) => {
    for (const [seat, units] of Object.entries(byOwner)) {
      for (const type of UNIT_ORDER) {
        const count = units[type] ?? 0;
        if (count > 0) {
          const owner = Number(seat);
          groups.push({ key: `${body ?? 'space'}-${seat}-${type}`, owner, type, count, body });
        }
      }
    }
  };
  add(input.space, null);
  for (const b of input.bodies) add(input.ground[b.id] ?? {}, b.id);
  return groups;
}

/**
 * A slot's size: the glyph, and when there is more than one unit a count that overlaps the glyph's
 * lower right corner like a badge (see COUNT_*).
 */
export function slotSize(
  count: number,
  glyph: number,
  countFont: number | null = FONT,
): { w: number; h: number } {
  const digits = count > 1 && countFont !== null ? String(count).length : 0;
  if (digits === 0 || countFont === null) return { w: glyph, h: glyph };
  return { w: glyph + digits * countAdvance(countFont) - 2, h: glyph + 3 + (countFont - FONT) / 2 };
}

/** Width the count adds per digit beyond the glyph (the badge overlaps the glyph by the rest). */
export const countAdvance = (font: number): number => DIGIT_WIDTH * font - 2;
export const COUNT_ADVANCE = countAdvance(FONT);

const STEP = 1.5;

/** Packs the groups into free room, nearest their anchor first; returns the placed slots and the rest. */
export function packUnits(
  groups: readonly UnitGroup[],
  bodies: readonly BodySpot[],
  reserved: readonly Rect[],
  glyph: number,
  hasPlanets: boolean,
  countFont: number | null = FONT,
): { placed: UnitSlot[]; left: UnitGroup[] } {
  // Planets are round: units may tuck into the corners of their bounding boxes.
  const circles = bodies.filter((b) => b.kind === 'planet').map((b) => ({ cx: b.x, cy: b.y, r: b.r + 3.5 }));
  const taken: Rect[] = [...reserved];
  const placed: UnitSlot[] = [];
  const left: UnitGroup[] = [];
  const bodyById = new Map(bodies.map((b) => [b.id, b]));
  // Ground forces sit beside their planet; ships fill the space area from the bottom edge up, or the
  // middle of a tile with no planets.
  const ordered = [...groups.filter((g) => g.body !== null), ...groups.filter((g) => g.body === null)];
  for (const g of ordered) {
    const { w, h } = slotSize(g.count, glyph, countFont);
    const body = g.body === null ? null : (bodyById.get(g.body) ?? null);
    let best: Rect | null = null;
    let bestScore = Infinity;
    for (let y = -54; y <= 54 - h; y += STEP) {
      for (let x = -60; x <= 60 - w; x += STEP) {
        const box = { x, y, w, h };
        const cx = x + w / 2;
        const cy = y + h / 2;
        let score: number;
        if (body) {
          // As close to the planet as there is room, the right side first.
          score = Math.hypot(cx - body.x, cy - body.y) + (cx < body.x ? 4 : 0);
        } else if (hasPlanets) {
          // Fill the space area in rows from the bottom edge up, each row from the left: tight rows.
          score = -y * 4 + x;
        } else {
          score = Math.abs(y - 0) * 4 + x;
        }
        if (score >= bestScore) continue;
        if (!rectInsideHex(box)) continue;
        if (taken.some((t) => overlaps(t, box, 1))) continue;
        if (circles.some((c) => circleHitsRect(c, box, 1))) continue;
        best = box;
        bestScore = score;
      }
    }
    if (!best) {
      left.push(g);
      continue;
    }
    taken.push(best);
    placed.push({ ...g, box: best, glyph, countFont });
  }
  return { placed, left };
}

/** A "+N" marker's box for the groups that found no room: a free spot nearest the bottom middle. */
export function overflowBox(
  taken: readonly Rect[],
  text: string,
  font: number | null = FONT,
  bodies: readonly BodySpot[] = [],
): Rect | null {
  const circles = bodies.filter((b) => b.kind === 'planet').map((b) => ({ cx: b.x, cy: b.y, r: b.r + 3.5 }));
  const w = font === null ? 16 : textWidth(text, font) + 6;
  const h = font === null ? 10 : font + 3;
  let best: Rect | null = null;
  let bestScore = Infinity;
  for (let y = -54; y <= 54 - h; y += STEP) {
    for (let x = -60; x <= 60 - w; x += STEP) {
      const box = { x, y, w, h };
      const score = Math.abs(y - 30) + Math.abs(x + w / 2);
      if (score >= bestScore || !rectInsideHex(box) || taken.some((t) => overlaps(t, box, 1))) continue;
      if (circles.some((c) => circleHitsRect(c, box, 1))) continue;
      best = box;
      bestScore = score;
    }
  }
  return best;
}
