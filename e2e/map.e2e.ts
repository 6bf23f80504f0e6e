// The galaxy map as a player sees it: unit glyphs with counts, the system card, text no smaller than
// 11 px at the zoom it opens with, the PNG export, and zoom/pan on a phone.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OUTPUT_DIR, useHarness, type Harness } from './harness.ts';
import { claimSeats, createGameViaApi, keepSecrets, seatedGame, startGame } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol' },
  { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan' },
  { name: 'Cyd', color: 'green', faction: 'naalu-collective' },
  { name: 'Dag', color: 'yellow', faction: 'yssaril-tribes' },
  { name: 'Eli', color: 'purple', faction: 'arborec' },
  { name: 'Fen', color: 'black', faction: 'ghosts-of-creuss' },
];

async function sixPlayerGame(harness: Harness): Promise<{ seatUrl: string }> {
  const game = await createGameViaApi(harness, {
    name: 'Map',
    seats: 6,
    victoryPoints: 10,
    factions: 'chosen',
  });
  const seats = await claimSeats(harness, game.gameId, SEATS);
  await startGame(harness, game);
  return { seatUrl: (seats[0] as { seatUrl: string }).seatUrl };
}

async function open(harness: Harness, url: string, width: number, height: number): Promise<Page> {
  const context = await harness.browser.newContext({
    baseURL: harness.url,
    viewport: { width, height },
    acceptDownloads: true,
    hasTouch: width < 600,
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(url);
  await expect
    .poll(() => page.locator('[data-testid="galaxy"] g.system').count(), { timeout: 15_000 })
    .toBe(37);
  return page;
}

/** The smallest rendered size, in CSS px, of any visible text in the map. */
function smallestMapText(page: Page): Promise<{ px: number; text: string }> {
  return page.evaluate(() => {
    const svg = document.querySelector('[data-testid="galaxy"]') as SVGSVGElement;
    let min = { px: Infinity, text: '' };
    for (const t of Array.from(svg.querySelectorAll('text'))) {
      const box = t.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(t).display === 'none') continue;
      const px = parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.a ?? 0);
      if (px < min.px) min = { px, text: t.textContent ?? '' };
    }
    return min;
  });
}

const viewBoxWidth = async (page: Page) =>
  Number((await page.getByTestId('galaxy').getAttribute('viewBox'))?.split(' ')[2]);

describe('the galaxy map', () => {
  it('draws units as glyphs with counts, opens a system card, stays legible and saves a PNG (1440 × 900)', async () => {
    // Everyone keeps a secret objective so that the first round starts (table edits wait for it).
    const table = await seatedGame(
      h,
      { name: 'Map', seats: 6, victoryPoints: 10, factions: 'chosen' },
      SEATS,
    );
    await keepSecrets(table.players.map((p) => p.page));
    const page = table.pageOf('Ada');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => page.locator('[data-testid="galaxy"] g.system').count()).toBe(37);
    const map = page.getByTestId('galaxy-map');
    await map.scrollIntoViewIfNeeded();

    // Sol's home (system 1): two carriers drawn as one carrier glyph with the count 2, in red.
    const carriers = page.getByTestId('units-1-space-0-carrier');
    await expect.poll(() => carriers.getAttribute('data-count')).toBe('2');
    expect(await carriers.locator('path.glyph-body').count()).toBe(1);
    expect(await carriers.locator('text.unit-count').textContent()).toBe('2');
    expect(await carriers.getAttribute('class')).toContain('color-red');
    // Ground forces and the space dock stand by Jord; no text codes like "2 CV" anywhere on the map.
    expect(await page.getByTestId('units-1-jord-0-space-dock').count()).toBe(1);
    const mapText = await page.locator('[data-testid="galaxy"] text').allTextContents();
    expect(mapText.join(' ')).not.toMatch(/\b\d+ ?(CV|DD|FF|INF|SD|DN|CA|WS|FS|MC|PDS)\b/);
    // Anomalies and wormholes in words, never by id.
    expect(mapText.join(' ')).not.toMatch(/asteroid-field|gravity-rift/);

    // At the zoom the map opens with, no text is under 11 px.
    const smallest = await smallestMapText(page);
    expect(smallest.px, `"${smallest.text}" is ${smallest.px.toFixed(1)} px`).toBeGreaterThanOrEqual(11);
    await map.screenshot({ path: path.join(OUTPUT_DIR, 'map-6p-desktop.png') });

    // Hovering Mecatol Rex peeks at it; clicking Hacan's home pins the card with each planet's values.
    await page.getByTestId('system-18').hover({ position: { x: 20, y: 50 } });
    await expect.poll(() => page.getByTestId('system-details').textContent()).toContain('Mecatol Rex');
    expect(await page.getByTestId('system-details').textContent()).toContain('1 resource · 6 influence');
    await page.getByTestId('system-16').click({ position: { x: 12, y: 52 } });
    await page.mouse.move(5, 5);
    const card = page.getByTestId('system-details');
    await expect.poll(() => card.getAttribute('class')).toContain('pinned');
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain('Home of Brin');
    for (const planet of ['Arretze', 'Hercant', 'Kamdorn']) expect(cardText).toContain(planet);
    expect(cardText).toMatch(/2 resources · 0 influence/);
    expect(cardText).toContain('2 carriers');
    await map.screenshot({ path: path.join(OUTPUT_DIR, 'map-system-card.png') });
    await card.getByRole('button', { name: 'Close the system card' }).click();
    await expect.poll(() => page.getByTestId('system-details').count()).toBe(0);

    // Keyboard: Tab reaches a system, Enter opens its card.
    await page.getByTestId('system-18').locator('.cell').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('system-details').getAttribute('class')).toContain('pinned');
    await page.keyboard.press('Escape');

    // The key names every symbol and tile look in words.
    await page.getByTestId('map-key-toggle').click();
    const key = (await page.getByTestId('map-key').textContent()) ?? '';
    for (const word of [
      'carrier',
      'war sun',
      'space dock',
      'Nebula',
      'Gravity rift',
      'Empty system',
      'Legendary planet',
    ])
      expect(key).toContain(word);
    await map.screenshot({ path: path.join(OUTPUT_DIR, 'map-key.png') });
    await page.getByRole('button', { name: 'Close the map key' }).click();

    // "Save map image" downloads a PNG of the galaxy.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('map-save').click(),
    ]);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.readUInt32BE(16)).toBeGreaterThan(1000); // IHDR width: the whole galaxy, 2 px per unit
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    fs.copyFileSync(file, path.join(OUTPUT_DIR, 'map-export.png'));

    // A full fleet at home, added by table edits: every group drawn inside the hex.
    await page.getByTestId('edits-toggle').click();
    await page.getByTestId('edit-kind').selectOption('add-units');
    await page.getByTestId('edit-to').selectOption('s:1');
    const more = async (type: string, n: number) => {
      for (let i = 0; i < n; i++)
        await page.getByTestId(`edit-units-${type}`).getByRole('button', { name: /^More/ }).click();
    };
    await more('flagship', 1);
    await more('war-sun', 1);
    await more('dreadnought', 3);
    await more('cruiser', 2);
    await more('destroyer', 2);
    await more('fighter', 5);
    await page.getByTestId('edit-submit').click();
    await expect.poll(() => page.getByTestId('units-1-space-0-war-sun').count()).toBe(1);
    await page.getByTestId('edit-to').selectOption('p:jord');
    await more('mech', 2);
    await more('pds', 2);
    await page.getByTestId('edit-submit').click();
    await expect.poll(() => page.getByTestId('units-1-jord-0-pds').count()).toBe(1);
    const inside = await page.evaluate(() => {
      const tile = document.querySelector('[data-testid="system-1"] polygon.tile') as SVGPolygonElement;
      const t = tile.getBoundingClientRect();
      return Array.from(document.querySelectorAll('[data-testid="system-1"] .unit-mark')).map((m) => {
        const r = m.getBoundingClientRect();
        return r.left >= t.left && r.right <= t.right && r.top >= t.top && r.bottom <= t.bottom;
      });
    });
    expect(inside.length).toBeGreaterThanOrEqual(10);
    expect(inside.every(Boolean)).toBe(true);
    const home = await page.getByTestId('system-1').boundingBox();
    if (!home) throw new Error('no home system on screen');
    await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = await page.getByTestId('system-1').boundingBox();
    await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    const beforeWheel = await viewBoxWidth(page);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => viewBoxWidth(page)).toBeLessThan(beforeWheel * 0.7);
    // Drag the zoomed map down so the home system sits in the middle of the view.
    const mapBox = await map.boundingBox();
    const cx = (mapBox?.x ?? 0) + (mapBox?.width ?? 0) / 2;
    const cy = (mapBox?.y ?? 0) + (mapBox?.height ?? 0) / 2;
    const sys = await page.getByTestId('system-1').boundingBox();
    await page.mouse.move((sys?.x ?? 0) + 4, (sys?.y ?? 0) + (sys?.height ?? 0) / 2);
    await page.mouse.down();
    await page.mouse.move(cx - (sys?.width ?? 0) / 2 + 4, cy, { steps: 8 });
    await page.mouse.up();
    await page.mouse.move(5, 5);
    await map.screenshot({ path: path.join(OUTPUT_DIR, 'map-home-full-fleet.png') });
  }, 360_000);

  it('fills a phone’s width; pinch, drag and the zoom buttons move the view (390 × 844)', async () => {
    const { seatUrl } = await sixPlayerGame(h);
    const page = await open(h, seatUrl, 390, 844);
    const map = page.getByTestId('galaxy-map');
    await map.scrollIntoViewIfNeeded();
    const rect = await map.boundingBox();
    expect(rect?.width ?? 0).toBeGreaterThanOrEqual(340);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await map.screenshot({ path: path.join(OUTPUT_DIR, 'map-6p-phone.png') });

    const fitted = await viewBoxWidth(page);
    await page.getByTestId('map-zoom-in').click();
    await expect.poll(() => viewBoxWidth(page)).toBeLessThan(fitted * 0.8);
    await page.getByTestId('map-fit').click();
    await expect.poll(() => viewBoxWidth(page)).toBeCloseTo(fitted, 0);

    // Two fingers spread from 60 px apart to 180 px: the view zooms in three times.
    await page.evaluate(() => {
      const svg = document.querySelector('[data-testid="galaxy"]') as SVGSVGElement;
      const r = svg.getBoundingClientRect();
      const y = r.top + r.height / 2;
      const x = r.left + r.width / 2;
      const fire = (type: string, id: number, px: number) =>
        svg.dispatchEvent(
          new PointerEvent(type, {
            pointerId: id,
            pointerType: 'touch',
            clientX: px,
            clientY: y,
            bubbles: true,
            isPrimary: id === 1,
          }),
        );
      fire('pointerdown', 1, x - 30);
      fire('pointerdown', 2, x + 30);
      fire('pointermove', 1, x - 90);
      fire('pointermove', 2, x + 90);
      fire('pointerup', 1, x - 90);
      fire('pointerup', 2, x + 90);
    });
    await expect.poll(() => viewBoxWidth(page)).toBeCloseTo(fitted / 3, 0);
    // One finger drags the map.
    const before = (await page.getByTestId('galaxy').getAttribute('viewBox')) ?? '';
    await page.evaluate(() => {
      const svg = document.querySelector('[data-testid="galaxy"]') as SVGSVGElement;
      const r = svg.getBoundingClientRect();
      const fire = (type: string, dx: number) =>
        svg.dispatchEvent(
          new PointerEvent(type, {
            pointerId: 7,
            pointerType: 'touch',
            clientX: r.left + 100 + dx,
            clientY: r.top + 100,
            bubbles: true,
            isPrimary: true,
          }),
        );
      fire('pointerdown', 0);
      fire('pointermove', 40);
      fire('pointermove', 80);
      fire('pointerup', 80);
    });
    await expect.poll(() => page.getByTestId('galaxy').getAttribute('viewBox')).not.toBe(before);
    // Tapping a system opens its card as a sheet along the bottom of the screen.
    await page.getByTestId('map-fit').click();
    await page.getByTestId('system-18').tap();
    const sheet = await page.getByTestId('system-details').boundingBox();
    expect(sheet?.width ?? 0).toBeGreaterThanOrEqual(380);
    expect((sheet?.y ?? 0) + (sheet?.height ?? 0)).toBeCloseTo(844, -1);
    await page.screenshot({ path: path.join(OUTPUT_DIR, 'map-phone-card.png') });
  });
});
