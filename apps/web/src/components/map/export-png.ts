// "Save map image": the whole galaxy as a PNG, with a legend beside it (export-legend.ts). The map's
// SVG is copied with every element's computed style written inline (the picture has no stylesheet),
// drawn from a data: URL (allowed by the site's CSP img-src) onto a canvas, and downloaded.

import type { PlayerColor } from '@initiative/rules';
import {
  LEGEND_WIDTH,
  legendHeight,
  legendSvg,
  type LegendPlayer,
  type LegendTitle,
} from './export-legend.ts';
import type { Box } from './zoom.ts';

/** What the picture says beside the galaxy. */
export interface PictureLegend {
  readonly title: LegendTitle;
  readonly players: readonly LegendPlayer[];
}

/** A player colour as the page paints it (the `--c` of its `color-*` class). */
export function paintedColor(color: PlayerColor): string {
  const probe = document.createElement('span');
  probe.className = `color-${color}`;
  document.body.appendChild(probe);
  const value = getComputedStyle(probe).getPropertyValue('--c').trim();
  probe.remove();
  return value || '#8b949e';
}

const GAP = 24;

/** The picture's extent in map units: the galaxy, then the legend to its right. */
export function pictureBox(bounds: Box, players: number): Box {
  return {
    x: bounds.x,
    y: bounds.y,
    w: bounds.w + GAP + LEGEND_WIDTH + 12,
    h: Math.max(bounds.h, legendHeight(players) + 24),
  };
}

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

/** A standalone SVG document of the galaxy within `bounds` and its legend, styles inline. */
export function standaloneSvg(svg: SVGSVGElement, bounds: Box, legend: PictureLegend): string {
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
  const box = pictureBox(bounds, legend.players.length);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('viewBox', `${box.x} ${box.y} ${box.w} ${box.h}`);
  copy.setAttribute('width', String(Math.round(box.w * PIXELS_PER_UNIT)));
  copy.setAttribute('height', String(Math.round(box.h * PIXELS_PER_UNIT)));
  const markup = new XMLSerializer().serializeToString(copy);
  const drawn = legendSvg(legend.players, legend.title, bounds.x + bounds.w + GAP, bounds.y + 12);
  return markup.replace(/<\/svg>\s*$/, `${drawn}</svg>`);
}

/** Renders the galaxy and its legend to a PNG blob. */
export async function galaxyPng(svg: SVGSVGElement, bounds: Box, legend: PictureLegend): Promise<Blob> {
  const markup = standaloneSvg(svg, bounds, legend);
  const box = pictureBox(bounds, legend.players.length);
  const img = new Image();
  img.decoding = 'async';
  const loaded = new Promise<void>((resolve, reject) => {
    img.onload = () => resolve();
    img.onerror = () => reject(new Error('the map picture did not load'));
  });
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(box.w * PIXELS_PER_UNIT);
  canvas.height = Math.round(box.h * PIXELS_PER_UNIT);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.fillStyle = '#0d1117';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'),
  );
}

/** Downloads the galaxy as "<game> round <n>.png". */
export async function saveMapImage(svg: SVGSVGElement, bounds: Box, legend: PictureLegend): Promise<void> {
  const blob = await galaxyPng(svg, bounds, legend);
  const caption = `${legend.title.game || 'Galaxy'} round ${legend.title.round}`;
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
