// "Save map image": the whole galaxy as a PNG. The map's SVG is copied with every element's computed
// style written inline (the picture has no stylesheet), drawn from a data: URL (allowed by the
// site's CSP img-src) onto a canvas, and downloaded.

import type { Box } from './zoom.ts';

/** The presentation properties the map's stylesheet sets; everything else stays as drawn. */
const STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linejoin',
  'stroke-linecap',
  'opacity',
  'paint-order',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'display',
  'visibility',
] as const;

const PIXELS_PER_UNIT = 2;

/** A standalone SVG document of the galaxy within `bounds`, styles inline. */
export function standaloneSvg(svg: SVGSVGElement, bounds: Box, caption: string): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  from.forEach((el, i) => {
    const target = to[i];
    if (!(target instanceof SVGElement) || !(el instanceof SVGElement)) return;
    const cs = getComputedStyle(el);
    // Paint servers must point inside the picture itself, not at the page's address.
    const style = STYLE_PROPS.map(
      (p) => `${p}:${cs.getPropertyValue(p).replace(/url\("?[^#")]*#([^")]+)"?\)/g, 'url(#$1)')}`,
    ).join(';');
    target.setAttribute('style', style);
    target.removeAttribute('class');
    target.removeAttribute('tabindex');
  });
  const w = Math.round(bounds.w * PIXELS_PER_UNIT);
  const h = Math.round(bounds.h * PIXELS_PER_UNIT);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('viewBox', `${bounds.x} ${bounds.y} ${bounds.w} ${bounds.h}`);
  copy.setAttribute('width', String(w));
  copy.setAttribute('height', String(h));
  const ns = 'http://www.w3.org/2000/svg';
  const text = document.createElementNS(ns, 'text');
  text.setAttribute('x', String(bounds.x + 8));
  text.setAttribute('y', String(bounds.y + 20));
  text.setAttribute('style', 'fill:#e6edf3;font:600 16px system-ui,sans-serif');
  text.textContent = caption;
  copy.appendChild(text);
  return new XMLSerializer().serializeToString(copy);
}

/** Renders the galaxy to a PNG blob. */
export async function galaxyPng(svg: SVGSVGElement, bounds: Box, caption: string): Promise<Blob> {
  const markup = standaloneSvg(svg, bounds, caption);
  const img = new Image();
  img.decoding = 'async';
  const loaded = new Promise<void>((resolve, reject) => {
    img.onload = () => resolve();
    img.onerror = () => reject(new Error('the map picture did not load'));
  });
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bounds.w * PIXELS_PER_UNIT);
  canvas.height = Math.round(bounds.h * PIXELS_PER_UNIT);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.fillStyle = '#0d1117';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'),
  );
}

/** Downloads the galaxy as "<caption>.png". */
export async function saveMapImage(svg: SVGSVGElement, bounds: Box, caption: string): Promise<void> {
  const blob = await galaxyPng(svg, bounds, caption);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${
    caption
      .replace(/[^\w -]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'galaxy'
  }.png`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
