// Geometry of one hex in map units (a hex's corner is HEX from its centre; the map opens near 1 px
// per unit): its size, the text size, and rectangle/circle tests used to pack a tile.

/** A hex's circumradius. */
export const HEX = 60;
/** The drawn hex is a little smaller than its cell, leaving a gap between tiles. */
export const HEX_DRAWN = HEX * 0.965;
/** The smallest text on the map (names, counts, tile numbers), in map units. */
export const FONT = 12;
/** Width of one character of map text, as a share of the font size (a generous sans-serif average). */
const CHAR_WIDTH = 0.6;
export const DIGIT_WIDTH = 0.68;
const SQRT3 = Math.sqrt(3);

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Whether (x, y) lies in a flat-topped hex of circumradius `size` around (0, 0). */
export function insideHex(x: number, y: number, size = HEX_DRAWN): boolean {
  const halfHeight = (size * SQRT3) / 2;
  return Math.abs(y) <= halfHeight + 1e-9 && Math.abs(x) <= size - Math.abs(y) / SQRT3 + 1e-9;
}

/** Whether a rectangle lies wholly inside the hex, `margin` in from its edges (the hex is convex). */
export function rectInsideHex(r: Rect, margin = 2): boolean {
  const size = HEX_DRAWN - (2 * margin) / SQRT3;
  return (
    insideHex(r.x, r.y, size) &&
    insideHex(r.x + r.w, r.y, size) &&
    insideHex(r.x, r.y + r.h, size) &&
    insideHex(r.x + r.w, r.y + r.h, size)
  );
}

export interface Circle {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
}

/** Whether a circle and a rectangle come closer than `gap`. */
export function circleHitsRect(c: Circle, r: Rect, gap = 0): boolean {
  const nx = Math.max(r.x, Math.min(c.cx, r.x + r.w));
  const ny = Math.max(r.y, Math.min(c.cy, r.y + r.h));
  return Math.hypot(c.cx - nx, c.cy - ny) < c.r + gap;
}

export function overlaps(a: Rect, b: Rect, gap = 0): boolean {
  return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;
}

/** Estimated width of a line of map text. */
export function textWidth(text: string, font = FONT): number {
  let w = 0;
  for (const ch of text) w += (/[0-9]/.test(ch) ? DIGIT_WIDTH : CHAR_WIDTH) * font;
  return w;
}

/** `text` cut so that it is at most `width` map units wide at `font`, with "…" when cut. */
export function fitText(text: string, width: number, font = FONT): string {
  if (textWidth(text, font) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, font) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
