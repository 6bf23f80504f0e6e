// Accessibility check with axe-core, run inside the page: the rules it breaks,
// with the elements that break them (an empty list is a pass).

import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the debugger protocol: the page's CSP (script-src 'self') forbids an inline tag.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run();
    return (
      result.violations as {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[]
    ).map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * One screen at both sizes: a screenshot each (`<name>-desktop.png`, `<name>-phone.png` in `dir`), no
 * axe-core violation, nothing wider than the phone. On the phone `phoneTab` is opened first (the
 * table shows one view at a time there). Leaves the page at the desktop size.
 */
/**
 * Two animation frames after a resize, so the screenshot shows the new layout; bounded, because a
 * page whose frames are held back (seen once in CI, under load) would otherwise wait forever here.
 */
export async function settled(page: Page): Promise<void> {
  await Promise.race([
    page
      .evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
      .catch(() => undefined), // the page may close while a held-back frame is still awaited
    new Promise((r) => setTimeout(r, 3000)),
  ]);
}

export async function checkBothSizes(
  page: Page,
  dir: string,
  name: string,
  { phoneTab, show }: { phoneTab?: string; show?: string } = {},
): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    if (size === 'phone' && phoneTab) await page.getByTestId(phoneTab).click();
    // The part the screenshot is about, in the middle of its scrolling panel.
    if (show) await page.getByTestId(show).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await settled(page);
    await page.screenshot({ path: `${dir}/${name}-${size}.png` });
    expect(await axeViolations(page), `${name} at ${size}`).toEqual([]);
    if (size === 'phone') {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${name}: nothing wider than the phone`).toBeLessThanOrEqual(PHONE.width);
    }
  }
  await page.setViewportSize(DESKTOP);
}
