// The galaxy's extent on the map (galaxy-map.tsx fits the camera to it).

import { hexCenter, type SystemState } from '@initiative/rules';
import { HEX } from './geometry.ts';
import type { Box } from './zoom.ts';

/** The galaxy's extent in map units, with a little room around the outer tiles and `extra` boxes. */
export function galaxyBounds(systems: readonly SystemState[], extra: readonly Box[] = []): Box {
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
  let [x0, y0, x1, y1] = [minX - padX, minY - padY, maxX + padX, maxY + padY];
  for (const b of extra) {
    x0 = Math.min(x0, b.x - 4);
    y0 = Math.min(y0, b.y - 4);
    x1 = Math.max(x1, b.x + b.w + 4);
    y1 = Math.max(y1, b.y + b.h + 4);
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}
