// Our own unit symbols' outlines (glyphs.tsx draws them): one simple silhouette per unit type, in a
// 20 × 20 box.

import type { UnitType } from '@initiative/rules';

/** Paths in a 20 × 20 box, nose up for ships. */
export const GLYPH_PATHS: Readonly<Record<UnitType, string>> = {
  // A small delta wing.
  fighter: 'M10 3 L17 16 L10 12.5 L3 16 Z',
  // A slim dart.
  destroyer: 'M10 1 L13.5 13 L12 19 H8 L6.5 13 Z',
  // A hull with swept-back fins.
  cruiser: 'M10 1 L14 8 L14 13 L18 18 H2 L6 13 L6 8 Z',
  // A broad flat deck with a squared bow.
  carrier: 'M5 2 H15 L17 5 V17 L14 19 H6 L3 17 V5 Z M8.5 5 V16 H11.5 V5 Z',
  // A heavy wedge with a raised bridge.
  dreadnought: 'M10 0.5 L18 7 V17 L15 19.5 H5 L2 17 V7 Z M7 9 H13 V14 H7 Z',
  // A sphere with a ring of spikes.
  'war-sun':
    'M10 0.5 L12 4 L16.7 3.3 L16 8 L19.5 10 L16 12 L16.7 16.7 L12 16 L10 19.5 L8 16 L3.3 16.7 L4 12 L0.5 10 L4 8 L3.3 3.3 L8 4 Z',
  // A five-pointed star.
  flagship: 'M10 0.5 L12.6 7 L19.5 7.3 L14.1 11.6 L16 18.5 L10 14.6 L4 18.5 L5.9 11.6 L0.5 7.3 L7.4 7 Z',
  // A trooper: head and shoulders.
  infantry: 'M10 1.5 A3.6 3.6 0 1 1 9.99 1.5 Z M4 19 L5 11.5 Q5.5 9.5 8 9.5 H12 Q14.5 9.5 15 11.5 L16 19 Z',
  // A walker: head, wide body, two legs.
  mech: 'M7 1 H13 V5.5 H7 Z M3 6.5 H17 V13 H3 Z M4.5 14 H8.5 V19.5 H4.5 Z M11.5 14 H15.5 V19.5 H11.5 Z',
  // A dome with a gun barrel.
  pds: 'M2 19 A8 8 0 0 1 18 19 Z M9 12 L15.5 2.5 L18 4.2 L11.6 13.6 Z',
  // A ring station with four docking arms.
  'space-dock':
    'M10 3 A7 7 0 1 1 9.99 3 Z M10 6.5 A3.5 3.5 0 1 0 10.01 6.5 Z M9 0 H11 V3.5 H9 Z M9 16.5 H11 V20 H9 Z M0 9 H3.5 V11 H0 Z M16.5 9 H20 V11 H16.5 Z',
};
