import { describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newPlayer, OUTPUT_DIR, useHarness } from './harness.ts';
import { createGameViaApi, takeSeatOnInvitePage } from './table.ts';

const h = useHarness();

describe('the galaxy on screen', () => {
  it('a 6-player game renders 37 systems, home planets in their owners’ colours, and each player’s command sheet', async () => {
    // The host creates the game through the API, then everyone joins in the browser.
    const created = await createGameViaApi(h, {
      name: 'Six',
      seats: 6,
      victoryPoints: 10,
      factions: 'chosen',
    });
    const factions = [
      'federation-of-sol',
      'emirates-of-hacan',
      'naalu-collective',
      'yssaril-tribes',
      'arborec',
      'ghosts-of-creuss',
    ];
    const colors = ['red', 'blue', 'green', 'yellow', 'purple', 'orange'];
    const pages: Page[] = [];
    for (let i = 0; i < 6; i++) {
      const { page } = await newPlayer(h);
      await page.goto(`/g/${created.gameId}/join`);
      await takeSeatOnInvitePage(page, i, {
        name: `P${i + 1}`,
        color: colors[i] as string,
        faction: factions[i] as string,
      });
      pages.push(page);
    }
    const start = await fetch(`${h.url}/api/games/${created.gameId}/start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${created.hostToken}` },
    });
    expect(start.status).toBe(200);

    const sol = pages[0] as Page;
    await expect.poll(() => sol.locator('[data-testid="galaxy"] g.system').count()).toBe(37);
    // Sol's home (tile 1) holds Jord, controlled by Sol in red, with its starting units on it.
    await expect
      .poll(() => sol.locator('[data-testid="planet-jord"] circle.owned.color-red').count())
      .toBe(1);
    // The command sheet shows the starting pools 3/3/2 and 8 reinforcements.
    await expect
      .poll(() => sol.getByTestId('pools-0').textContent())
      .toBe('3tactic3fleet2strategy8reinforcements');
    // Selecting a system shows its details.
    await sol.getByTestId('system-18').click();
    await expect.poll(() => sol.getByTestId('system-details').textContent()).toContain('Mecatol Rex');
    // Creuss's home sits off the board; the gate is on it.
    await expect.poll(() => sol.locator('[data-testid="system-17"]').count()).toBe(1);

    await sol.setViewportSize({ width: 1600, height: 1200 });
    await sol.screenshot({ path: path.join(OUTPUT_DIR, 'galaxy-6p.png'), fullPage: true });
    // A phone-sized screen still shows the whole map.
    await sol.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => sol.locator('[data-testid="galaxy"] g.system').count()).toBe(37);
    await sol.screenshot({ path: path.join(OUTPUT_DIR, 'galaxy-6p-phone.png') });
  });
});
