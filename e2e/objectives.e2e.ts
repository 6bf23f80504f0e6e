// The public objectives in real Chromium (issue 26). On a desktop (1440×900) they have a tab of their
// own, which holds no control and, some rounds in, scrolls; on a phone (390×844) they are under the
// Cards tab. For a seat and for a spectator, at both sizes: a screenshot, and no axe-core violation (the
// scrolling panel with nothing focusable inside was one: `scrollable-region-focusable`). On the desktop
// the panel takes the focus after its tab, and the keyboard scrolls it; on the phone the page itself does
// not scroll.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkBothSizes, DESKTOP, PHONE } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { changeLive, keepSecrets, seatedGame, waitForPrompt } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red' },
  { name: 'Brin', color: 'blue' },
  { name: 'Cyd', color: 'green' },
] as const;

/** Opens the Objectives tab (desktop) and waits for the revealed objectives. */
async function openObjectives(page: Page): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.getByTestId('tab-objectives').click();
  await expect.poll(() => page.locator('[data-testid^="objective-"]').count()).toBeGreaterThan(0);
}

describe('the public objectives', () => {
  it('the Objectives tab passes axe for a seat and for a spectator, at 1440×900 and 390×844', async () => {
    const { game, players, pageOf, spectator } = await seatedGame(
      h,
      { name: 'Objectives', seats: 3, victoryPoints: 10 },
      SEATS,
    );
    // A table some rounds in: five stage I and two stage II objectives revealed, a few scored. The
    // panel is then taller than the side column at 1440×900, and scrolls. (Changed in memory before the
    // secrets are kept: keeping them carries the change to every page.)
    changeLive(h, game.gameId, (s) => {
      const stage1 = s.decks.stage1.slice(0, 3);
      const stage2 = s.decks.stage2.slice(0, 2);
      const revealed = [...s.objectives.revealed, ...stage1, ...stage2];
      return {
        ...s,
        decks: { ...s.decks, stage1: s.decks.stage1.slice(3), stage2: s.decks.stage2.slice(2) },
        objectives: { revealed, scored: { [revealed[0] as string]: [0, 2], [revealed[1] as string]: [1] } },
      };
    });
    await keepSecrets(players.map((p) => p.page));
    const watcher = spectator.page;
    await waitForPrompt(watcher, /to pick a strategy card/);

    for (const [who, page] of [
      ['seat', pageOf('Brin')],
      ['spectator', watcher],
    ] as const) {
      await openObjectives(page);
      // On the phone, under the strategy cards: the screenshot shows the first objective.
      const first = await page.locator('[data-testid^="objective-"]').first().getAttribute('data-testid');
      await checkBothSizes(page, OUTPUT_DIR, `objectives-${who}`, {
        phoneTab: 'tab-cards',
        show: first ?? '',
      });
      // The page itself does not scroll on the phone: only its panels do (the visually hidden labels deep
      // in the scrolled Cards panel once made the document taller than the screen).
      await page.setViewportSize(PHONE);
      await page.getByTestId('tab-cards').click();
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight),
        `${who}: the page's height on the phone`,
      ).toBe(PHONE.height);
      // The desktop panel scrolls and holds no control: it takes the focus itself, after its tab.
      await openObjectives(page);
      await page.getByTestId('tab-objectives').focus();
      await page.keyboard.press('Tab');
      const panel = page.getByRole('tabpanel', { name: 'Objectives' });
      expect(
        await panel.evaluate((el) => el === document.activeElement),
        `${who}: the panel has the focus`,
      ).toBe(true);
      await panel.evaluate((el) => el.scrollTo(0, 0));
      await page.keyboard.press('End');
      // End scrolls the panel, or the side column around it when the panel has room for everything
      // (the desktop column scrolls as one).
      await expect
        .poll(() => panel.evaluate((el) => el.scrollTop + (el.closest('.table-side')?.scrollTop ?? 0)), {
          message: `${who}: scrolled by End`,
        })
        .toBeGreaterThan(0);
      await page.screenshot({ path: path.join(OUTPUT_DIR, `objectives-${who}-focused-desktop.png`) });
    }
  });
});
