import { describe, expect, it } from 'vitest';
import {
  fitAvoiding,
  fitCamera,
  fitCameraIn,
  panBy,
  pinch,
  tilesMeet,
  viewBoxOf,
  zoomAt,
  ZOOM_IN_LIMIT,
} from './zoom.ts';

const bounds = { x: -400, y: -360, w: 800, h: 720 };

describe('the map camera', () => {
  it('fits the galaxy in the area, centred, limited by the tighter side', () => {
    const cam = fitCamera(bounds, 900, 760);
    expect(cam.scale).toBeCloseTo(760 / 720);
    const vb = viewBoxOf(cam, 900, 760);
    expect(vb.y).toBeCloseTo(-360);
    expect(vb.x + vb.w / 2).toBeCloseTo(0);
    expect(vb.w).toBeGreaterThan(800);
  });

  it('zooming keeps the point under the cursor in place, within the limits', () => {
    const cam = fitCamera(bounds, 900, 760);
    const before = viewBoxOf(cam, 900, 760);
    const z = zoomAt(cam, 2, 100, 200, 900, 760, cam.scale);
    const after = viewBoxOf(z, 900, 760);
    expect(before.x + (100 / 900) * before.w).toBeCloseTo(after.x + (100 / 900) * after.w);
    expect(before.y + (200 / 760) * before.h).toBeCloseTo(after.y + (200 / 760) * after.h);
    expect(zoomAt(cam, 1000, 0, 0, 900, 760, cam.scale).scale).toBeCloseTo(cam.scale * ZOOM_IN_LIMIT);
  });

  it('a drag moves the map with the pointer; a pinch scales by the fingers’ spread', () => {
    const cam = { cx: 0, cy: 0, scale: 2 };
    expect(panBy(cam, 40, -20)).toEqual({ cx: -20, cy: 10, scale: 2 });
    const p = pinch(
      cam,
      { mid: { x: 450, y: 380 }, dist: 100 },
      { mid: { x: 450, y: 380 }, dist: 200 },
      900,
      760,
      1,
    );
    expect(p.scale).toBeCloseTo(4);
    expect(p.cx).toBeCloseTo(0);
  });
});

describe('the opening fit and the tool bar', () => {
  // A column of three tiles, 120 × 104 map units each, and a tool bar in the top right corner.
  const tiles = [-104, 0, 104].map((y) => ({ x: -60, y: y - 52, w: 120, h: 104 }));
  const column = { x: -64, y: -160, w: 128, h: 320 };

  it('keeps the plain fit when no tile meets the tool bar', () => {
    const tools = { x: 300, y: 8, w: 90, h: 44 };
    expect(fitAvoiding(column, tiles, 400, 320, [tools])).toEqual(fitCamera(column, 400, 320));
  });

  it('fits the galaxy into the room beside the tool bar when the plain fit would put a tile under it', () => {
    // A phone-like area: the galaxy is as wide as the area, and the bar sits over the top tile.
    const tools = { x: 10, y: 6, w: 240, h: 80 };
    const plain = fitCamera(column, 260, 760);
    expect(tilesMeet(plain, tiles, tools, 260, 760)).toBe(true);
    const cam = fitAvoiding(column, tiles, 260, 760, [tools]);
    expect(tilesMeet(cam, tiles, tools, 260, 760)).toBe(false);
    // The room below the bar is tall enough for the same scale: nothing gets smaller.
    expect(cam.scale).toBeCloseTo(plain.scale);
    const vb = viewBoxOf(cam, 260, 760);
    expect(vb.y).toBeLessThan(column.y);
  });

  it('fits between a bar along the top and a strip along the bottom when both would cover tiles', () => {
    const tools = { x: 10, y: 6, w: 240, h: 80 };
    const strip = { x: 0, y: 690, w: 200, h: 60 };
    const cam = fitAvoiding(column, tiles, 260, 760, [tools, strip]);
    expect(tilesMeet(cam, tiles, tools, 260, 760)).toBe(false);
    expect(tilesMeet(cam, tiles, strip, 260, 760)).toBe(false);
    // The band between them is 600 px tall for a 320-unit column.
    expect(cam.scale).toBeCloseTo((690 - 4 - 90) / 320);
  });

  it('fits into the area given, centred there', () => {
    const cam = fitCameraIn(column, { x: 0, y: 100, w: 400, h: 320 }, 400, 420);
    // The galaxy's middle is at the area's middle: 100 + 160 px from the top.
    expect((0 - cam.cy) * cam.scale + 420 / 2).toBeCloseTo(260);
    expect(cam.scale).toBeCloseTo(1);
  });
});
