// Our own unit symbols: one simple silhouette per unit type, drawn in a 20 × 20 box, filled with the
// owner's colour (the `--c` of a `color-*` class) and outlined so every colour reads on every tile.

import type { UnitType } from '@initiative/rules';
import { unitCountLabel } from './labels.ts';
import { countAdvance } from './layout.ts';
import { GLYPH_PATHS } from './glyph-paths.ts';

/** One unit symbol at (x, y), `size` map units square. */
export function GlyphShape({
  type,
  x = 0,
  y = 0,
  size,
}: {
  type: UnitType;
  x?: number;
  y?: number;
  size: number;
}) {
  const d = GLYPH_PATHS[type];
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 20})`} className="glyph-shape">
      <path d={d} className="glyph-halo" fillRule="evenodd" />
      <path d={d} className="glyph-body" fillRule="evenodd" />
    </g>
  );
}

/** A unit group on the map: the symbol in the owner's colour, and a count when there is more than one. */
export function UnitMark({
  type,
  count,
  color,
  ownerName,
  box,
  glyph,
  countFont,
  testId,
}: {
  type: UnitType;
  count: number;
  color: string;
  ownerName: string;
  box: { x: number; y: number; w: number; h: number };
  glyph: number;
  /** Size of the count in map units; null: the zoom is too far out to read one, so none is drawn. */
  countFont: number | null;
  testId: string;
}) {
  return (
    <g
      className={`unit-mark color-${color}`}
      data-testid={testId}
      data-unit={type}
      data-count={count}
      transform={`translate(${box.x} ${box.y})`}
    >
      <title>{`${unitCountLabel(type, count)} (${ownerName})`}</title>
      <GlyphShape type={type} size={glyph} />
      {count > 1 && countFont !== null && (
        <text
          className="unit-count"
          x={glyph + String(count).length * countAdvance(countFont) - 2}
          y={box.h - 0.5}
          style={{ fontSize: countFont }}
        >
          {count}
        </text>
      )}
    </g>
  );
}

/** A unit symbol as a small inline picture for HTML (the system card, the map key). */
export function UnitIcon({ type, color, size = 18 }: { type: UnitType; color: string; size?: number }) {
  return (
    <svg
      className={`unit-icon color-${color}`}
      width={size}
      height={size}
      viewBox="-1 -1 22 22"
      aria-hidden="true"
    >
      <path d={GLYPH_PATHS[type]} className="glyph-halo" fillRule="evenodd" />
      <path d={GLYPH_PATHS[type]} className="glyph-body" fillRule="evenodd" />
    </svg>
  );
}
