// The shapes of a tile's layout (layout.ts): what goes in (bodies, tokens, units by owner) and what
// comes out (where each thing is drawn). Types only, shared by layout.ts and unit-slots.ts.

import type { UnitType } from '@initiative/rules';
import type { Point, Rect } from './geometry.ts';

// ---- Inputs -------------------------------------------------------------------------------------

export interface BodyInput {
  readonly id: string;
  readonly kind: 'planet' | 'station';
  /** The name printed on the tile (planets only; stations are named in the card). */
  readonly name: string;
  readonly legendary?: boolean;
}

export type UnitCounts = Readonly<Partial<Record<UnitType, number>>>;

export interface TileInput {
  readonly systemId: string;
  readonly bodies: readonly BodyInput[];
  readonly wormholes: number;
  /** A word label drawn across the middle of a planetless anomaly ("Nebula"), or null. */
  readonly centreLabel: string | null;
  readonly tokens: readonly number[];
  readonly frontier: boolean;
  /** Units in the space area, by owner seat. */
  readonly space: Readonly<Record<string, UnitCounts>>;
  /** Units on each body, by body id then owner seat. */
  readonly ground: Readonly<Record<string, Readonly<Record<string, UnitCounts>>>>;
  /** Size of the map text drawn, in map units (detail.ts); null: none. Default FONT. */
  readonly font?: number | null;
  /** Whether planet names are drawn (close up only). Default true. */
  readonly names?: boolean;
}

// ---- Outputs ------------------------------------------------------------------------------------

export interface BodySpot {
  readonly id: string;
  readonly kind: 'planet' | 'station';
  readonly x: number;
  readonly y: number;
  /** Radius of a planet; half the width of a station. */
  readonly r: number;
}

export interface NameSpot {
  readonly id: string;
  readonly text: string;
  /** Centre of the text's baseline. */
  readonly x: number;
  readonly y: number;
  readonly box: Rect;
}

export interface UnitSlot {
  readonly key: string;
  readonly owner: number;
  readonly type: UnitType;
  readonly count: number;
  /** The body it stands on, or null in the space area. */
  readonly body: string | null;
  /** Size of the count's digits in map units; null: no count drawn. */
  readonly countFont: number | null;
  /** The slot's box; the glyph fills its left `glyph` × `glyph` square, the count follows. */
  readonly box: Rect;
  readonly glyph: number;
}

export interface TileLayout {
  readonly bodies: readonly BodySpot[];
  readonly names: readonly NameSpot[];
  readonly tileNumber: { readonly x: number; readonly y: number; readonly box: Rect };
  readonly wormholes: readonly Point[];
  readonly tokens: readonly (Rect & { readonly seat: number })[];
  readonly frontier: Point | null;
  readonly centreLabel: {
    readonly x: number;
    readonly y: number;
    readonly text: string;
    readonly box: Rect;
  } | null;
  readonly units: readonly UnitSlot[];
  /** The text size used, in map units; null: no text drawn. */
  readonly font: number | null;
  /** Groups that found no room (drawn as "+N" and listed in the system card). */
  readonly overflow: { readonly box: Rect; readonly groups: readonly UnitGroup[] } | null;
}

export interface UnitGroup {
  readonly key: string;
  readonly owner: number;
  readonly type: UnitType;
  readonly count: number;
  readonly body: string | null;
}
