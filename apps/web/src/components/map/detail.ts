// Level of detail: what the map draws at the zoom it is seen at. Text is drawn only where it reads (at
// least MIN_TEXT_PX on screen): close up, everything; a little further out, the few things a player
// scans the galaxy for (system numbers, unit counts, whose home is where) in larger letters; further
// still, shapes and colours only. Pure functions; the map picks a level from its camera's scale.

import { FONT } from './geometry.ts';

/** The smallest text, in CSS px on screen, the map draws. */
export const MIN_TEXT_PX = 9;

/** Map units of the larger text drawn when the map is zoomed out. */
export const FAR_FONT = 16;

export type DetailLevel = 'near' | 'mid' | 'far';

export interface Detail {
  readonly level: DetailLevel;
  /** Size of the text still drawn, in map units; null: no text at all. */
  readonly font: number | null;
  /** Planets' resources/influence and names, wormhole letters, anomaly names. */
  readonly fine: boolean;
  /** Size of a player's name beside their home, in map units (a little larger than other text). */
  readonly nameFont: number | null;
  /** The home label's second line: the owner's faction. */
  readonly homeFaction: boolean;
}

export const DETAILS: Readonly<Record<DetailLevel, Detail>> = {
  near: { level: 'near', font: FONT, nameFont: FONT + 2, fine: true, homeFaction: true },
  mid: { level: 'mid', font: FAR_FONT, nameFont: FAR_FONT + 3, fine: false, homeFaction: false },
  far: { level: 'far', font: null, nameFont: null, fine: false, homeFaction: false },
};

/** The smallest scale (screen px per map unit) at which text of `font` map units is still readable. */
export const readableFrom = (font: number): number => MIN_TEXT_PX / font;

/** The detail for a camera scale (screen px per map unit). */
export function detailFor(scale: number): Detail {
  if (scale >= readableFrom(FONT) - 1e-9) return DETAILS.near;
  if (scale >= readableFrom(FAR_FONT) - 1e-9) return DETAILS.mid;
  return DETAILS.far;
}
