import { describe, expect, it } from 'vitest';
import { fitCamera, panBy, pinch, viewBoxOf, zoomAt, ZOOM_IN_LIMIT } from './zoom.ts';

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
