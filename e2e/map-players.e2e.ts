// Issue 29, the map read by a new group: who is who (each home tile names its player and faction, the
// top bar says who you are), a phone map whose tool bar covers no tile and whose text is never under
// 9 px at the zoom it opens with, names and values coming in as the player zooms, and a saved picture
// with a legend of the players. At 1440 × 900 and 390 × 844.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FACTIONS_BY_ID } from '@initiative/rules';
import { axeViolations, DESKTOP, PHONE, settled } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { keepSecrets, seatedGame } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol' },
  { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan' },
  { name: 'Cyd', color: 'green', faction: 'universities-of-jol-nar' },
  // The Ghosts of Creuss: their home is off the board, the Creuss Gate stands in its place.
  { name: 'Dag', color: 'purple', faction: 'ghosts-of-creuss' },
] as const;

const homeOf = (faction: string): string => {
  const f = FACTIONS_BY_ID.get(faction);
  if (!f) throw new Error(`no faction ${faction}`);
  return f.homePositionTile ?? f.homeSystem;
};

/** Every drawn SVG text of the map with its on-screen font size in px. */
function mapTextSizes(page: Page): Promise<{ px: number; text: string }[]> {
  return page.evaluate(() => {
    const svg = document.querySelector('[data-testid="galaxy"]') as SVGSVGElement;
    return Array.from(svg.querySelectorAll('text'))
      .filter((t) => t.getBoundingClientRect().width > 0 && getComputedStyle(t).display !== 'none')
      .map((t) => ({
        px: parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.a ?? 0),
        text: t.textContent ?? '',
      }));
  });
}

/** The tiles and players' labels whose bounding box meets that of what floats over the map. */
function tilesUnderTools(page: Page, over = '[data-testid="map-tools"]'): Promise<string[]> {
  return page.evaluate((selector) => {
    const bar = document.querySelector(selector) as HTMLElement;
    const tools = bar.getBoundingClientRect();
    const drawn = document.querySelectorAll('[data-testid="galaxy"] g.system, [data-testid^="home-label-"]');
    return Array.from(drawn)
      .filter((g) => {
        const r = g.getBoundingClientRect();
        return r.left < tools.right && tools.left < r.right && r.top < tools.bottom && tools.top < r.bottom;
      })
      .map((g) => g.getAttribute('data-testid') ?? '?');
  }, over);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes touch or overlap, within `gap` px. */
const beside = (a: Box, b: Box, gap: number) =>
  a.x < b.x + b.width + gap &&
  b.x < a.x + a.width + gap &&
  a.y < b.y + b.height + gap &&
  b.y < a.y + a.height + gap;

async function expectWhoIsWho(page: Page, size: string): Promise<void> {
  for (const [seat, s] of SEATS.entries()) {
    const label = page.getByTestId(`home-label-${seat}`);
    await expect
      .poll(() => label.textContent(), { message: `${s.name}'s home at ${size}` })
      .toContain(s.name);
    expect(await label.getAttribute('class')).toContain(`color-${s.color}`);
    // The label is on or right beside its player's home tile.
    const home = homeOf(s.faction);
    expect(await label.getAttribute('data-system')).toBe(home);
    const tile = await page.getByTestId(`system-${home}`).locator('polygon.tile').boundingBox();
    const box = await label.boundingBox();
    if (!tile || !box) throw new Error(`no home or label for ${s.name}`);
    expect(beside(tile, box, 10), `${s.name}'s label by their home at ${size}`).toBe(true);
  }
  const you = (await page.getByTestId('you-badge').textContent()) ?? '';
  expect(you).toContain('Ada');
  expect(you).toMatch(/Sol/);
  expect(await page.getByTestId('you-badge').locator('.you-swatch.color-red').count()).toBe(1);
}

describe('the map says who is who, and reads on a phone', () => {
  it('names each home and you, keeps the tools off the tiles and the text readable (1440 × 900, 390 × 844)', async () => {
    const table = await seatedGame(
      h,
      { name: 'First night', seats: 4, victoryPoints: 10, factions: 'chosen' },
      SEATS,
    );
    await keepSecrets(table.players.map((p) => p.page));
    const page = table.pageOf('Ada');
    const systems = page.locator('[data-testid="galaxy"] g.system');

    // Desktop: each home tile names its player and faction, close up from the start.
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => systems.count()).toBeGreaterThan(20);
    await settled(page);
    await page.screenshot({ path: path.join(OUTPUT_DIR, 'map-players-desktop.png') });
    await expectWhoIsWho(page, 'desktop');
    expect(await page.getByTestId('galaxy').getAttribute('data-detail')).toBe('near');
    expect(await page.getByTestId('home-label-0').textContent()).toContain('Sol');
    expect(await page.getByTestId('you-badge').textContent()).toContain('The Federation of Sol');
    expect(await tilesUnderTools(page)).toEqual([]);
    const desktopSmallest = Math.min(...(await mapTextSizes(page)).map((t) => t.px));
    expect(desktopSmallest).toBeGreaterThanOrEqual(9);
    expect(await axeViolations(page)).toEqual([]);

    // The saved picture is wider than the galaxy: the legend of players stands beside it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('map-save').click(),
    ]);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const [w, hgt] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    expect(w / hgt).toBeGreaterThan(1.2);
    fs.copyFileSync(file, path.join(OUTPUT_DIR, 'map-players-export.png'));
    // Making the picture leaves the map as it was.
    expect(await page.getByTestId('galaxy').getAttribute('data-detail')).toBe('near');

    // Phone: the map tab, its tools above the tiles, no text under 9 px, still every home named.
    await page.setViewportSize(PHONE);
    await page.getByTestId('tab-map').click();
    await settled(page);
    await expect.poll(() => page.getByTestId('galaxy').getAttribute('data-detail')).not.toBe('near');
    await page.screenshot({ path: path.join(OUTPUT_DIR, 'map-players-phone.png') });
    await expectWhoIsWho(page, 'phone');
    expect(await tilesUnderTools(page)).toEqual([]);
    expect(await tilesUnderTools(page, '.map-offboard')).toEqual([]);
    const phoneText = await mapTextSizes(page);
    const small = phoneText.filter((t) => t.px < 9);
    expect(small, `text under 9 px: ${JSON.stringify(small.slice(0, 5))}`).toEqual([]);
    // What a player scans for stays: system numbers and the counts of units.
    expect(await page.locator('[data-testid="galaxy"] .tile-number').count()).toBeGreaterThan(20);
    expect(await page.locator('[data-testid="galaxy"] .unit-count').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="galaxy"] .planet-name').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);

    // Zooming in brings the planets' names and values and the factions back, still never under 9 px.
    await page.getByTestId('map-zoom-in').click();
    await page.getByTestId('map-zoom-in').click();
    await expect.poll(() => page.getByTestId('galaxy').getAttribute('data-detail')).toBe('near');
    expect(await page.locator('[data-testid="galaxy"] .planet-name').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="galaxy"] .planet-ri').count()).toBeGreaterThan(0);
    expect(Math.min(...(await mapTextSizes(page)).map((t) => t.px))).toBeGreaterThanOrEqual(9);
    await page
      .getByTestId('galaxy-map')
      .screenshot({ path: path.join(OUTPUT_DIR, 'map-players-phone-zoomed.png') });

    // A spectator's top bar says they are watching.
    const watcher = table.spectator.page;
    await watcher.setViewportSize(PHONE);
    await expect.poll(() => watcher.getByTestId('you-badge').textContent()).toBe('Spectating');
    await expect.poll(() => watcher.getByTestId('you-badge').isVisible()).toBe(true);
  }, 240_000);
});
