// The map's camera: which point of the galaxy is in the middle and how many screen pixels one map
// unit takes. Plain functions; the map component keeps the camera in state.

export interface Camera {
  readonly cx: number;
  readonly cy: number;
  /** Screen pixels per map unit. */
  readonly scale: number;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The camera that shows all of `bounds` in a `width` × `height` px area, centred. */
export function fitCamera(bounds: Box, width: number, height: number): Camera {
  const scale = Math.min(width / bounds.w, height / bounds.h);
  return { cx: bounds.x + bounds.w / 2, cy: bounds.y + bounds.h / 2, scale: scale > 0 ? scale : 1 };
}

/** The SVG viewBox for a camera over a `width` × `height` px area. */
export function viewBoxOf(cam: Camera, width: number, height: number): Box {
  const w = width / cam.scale;
  const h = height / cam.scale;
  return { x: cam.cx - w / 2, y: cam.cy - h / 2, w, h };
}

/** How far the camera may zoom, relative to the scale that fits the galaxy. */
export const ZOOM_OUT_LIMIT = 0.6;
export const ZOOM_IN_LIMIT = 8;

/** Zooms by `factor` keeping the map point under screen point (px, py) where it is. */
export function zoomAt(
  cam: Camera,
  factor: number,
  px: number,
  py: number,
  width: number,
  height: number,
  fitScale: number,
): Camera {
  const scale = Math.min(fitScale * ZOOM_IN_LIMIT, Math.max(fitScale * ZOOM_OUT_LIMIT, cam.scale * factor));
  const ux = cam.cx + (px - width / 2) / cam.scale;
  const uy = cam.cy + (py - height / 2) / cam.scale;
  return { scale, cx: ux - (px - width / 2) / scale, cy: uy - (py - height / 2) / scale };
}

/** Moves the camera so the map follows a drag of (dx, dy) screen pixels. */
export function panBy(cam: Camera, dx: number, dy: number): Camera {
  return { ...cam, cx: cam.cx - dx / cam.scale, cy: cam.cy - dy / cam.scale };
}

/**
 * A two-finger gesture: the map point that was under the fingers' first midpoint stays under their
 * current midpoint, scaled by how far apart the fingers moved.
 */
export function pinch(
  start: Camera,
  from: { mid: { x: number; y: number }; dist: number },
  to: { mid: { x: number; y: number }; dist: number },
  width: number,
  height: number,
  fitScale: number,
): Camera {
  const zoomed = zoomAt(
    start,
    to.dist / Math.max(1, from.dist),
    from.mid.x,
    from.mid.y,
    width,
    height,
    fitScale,
  );
  return panBy(zoomed, to.mid.x - from.mid.x, to.mid.y - from.mid.y);
}

/** The camera that shows all of `bounds` inside `area` (px, within a `width` × `height` view), centred there. */
export function fitCameraIn(bounds: Box, area: Box, width: number, height: number): Camera {
  const fitted = fitCamera(bounds, area.w, area.h);
  const { scale } = fitted;
  return {
    scale,
    cx: fitted.cx - (area.x + area.w / 2 - width / 2) / scale,
    cy: fitted.cy - (area.y + area.h / 2 - height / 2) / scale,
  };
}

/** Whether any of `boxes` (map units), as the camera shows it, comes within `gap` px of `rect` (px). */
export function tilesMeet(
  cam: Camera,
  boxes: readonly Box[],
  rect: Box,
  width: number,
  height: number,
  gap = 4,
): boolean {
  return boxes.some((b) => {
    const sx = (b.x - cam.cx) * cam.scale + width / 2;
    const sy = (b.y - cam.cy) * cam.scale + height / 2;
    const sw = b.w * cam.scale;
    const sh = b.h * cam.scale;
    return (
      sx < rect.x + rect.w + gap &&
      rect.x - gap < sx + sw &&
      sy < rect.y + rect.h + gap &&
      rect.y - gap < sy + sh
    );
  });
}

/**
 * The opening camera: the plain fit when none of `tiles` (boxes in map units: the tiles and their
 * labels) meets any of `avoid` (what floats over the map: its tool bar, the off-board strip; px),
 * else the largest fit into a band of the area beside them (below one and above another, or between
 * them side by side) that keeps every box clear.
 */
export function fitAvoiding(
  bounds: Box,
  tiles: readonly Box[],
  width: number,
  height: number,
  avoid: readonly Box[],
  gap = 4,
): Camera {
  const clearOf = (cam: Camera) => avoid.every((a) => !tilesMeet(cam, tiles, a, width, height, gap));
  const plain = fitCamera(bounds, width, height);
  if (clearOf(plain)) return plain;
  const tops = [0, ...avoid.map((a) => a.y + a.h + gap)];
  const bottoms = [height, ...avoid.map((a) => a.y - gap)];
  const lefts = [0, ...avoid.map((a) => a.x + a.w + gap)];
  const rights = [width, ...avoid.map((a) => a.x - gap)];
  const rooms: Box[] = [
    ...tops.flatMap((y0) => bottoms.map((y1) => ({ x: 0, y: y0, w: width, h: y1 - y0 }))),
    ...lefts.flatMap((x0) => rights.map((x1) => ({ x: x0, y: 0, w: x1 - x0, h: height }))),
  ].filter((r) => r.w > 0 && r.h > 0);
  const clear = rooms
    .map((r) => fitCameraIn(bounds, r, width, height))
    .filter(clearOf)
    .sort((a, b) => b.scale - a.scale);
  return clear[0] ?? plain;
}
