// The galaxy's extent on the map (galaxy-map.tsx fits the camera to it).

import { hexCenter, type SystemState } from '@initiative/rules';
import { HEX } from './geometry.ts';
import type { Box } from './zoom.ts';

/** The galaxy's extent in map units, with a little room around the outer tiles. */
export function galaxyBounds(systems: readonly SystemState[]): Box {
  let minX = 0;
  let minY = 0;
  let maxX = 0;
  let maxY = 0;
  for (const s of systems) {
    if (s.position < 0) continue;
    const c = hexCenter(s.position, HEX);
    minX = Math.min(minX, c.x);
    maxX = Math.max(maxX, c.x);
    minY = Math.min(minY, c.y);
    maxY = Math.max(maxY, c.y);
  }
  const padX = HEX + 4;
  const padY = (HEX * Math.sqrt(3)) / 2 + 4;
  return { x: minX - padX, y: minY - padY, w: maxX - minX + 2 * padX, h: maxY - minY + 2 * padY };
}
