// Thunder's Edge's factions in Chromium: the join page offers them only in a game with the option; three
// of them sit down (the Crimson Rebellion, the Last Bastion, the Firmament), and the galaxy shows the
// Sorrow in the Crimson home position, Ahk Creuxx beside the board, the Bastion's Ordinian and
// Revelation, and the Firmament's sheet. Screenshots at 1440×900 and 390×844.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPlayer, OUTPUT_DIR, useHarness } from './harness.ts';
import { createGameViaApi, takeSeatOnInvitePage } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'crimson-rebellion' },
  { name: 'Brin', color: 'blue', faction: 'last-bastion' },
  { name: 'Cyd', color: 'green', faction: 'firmament' },
];

describe("Thunder's Edge factions", () => {
  it('are offered only with the option, and sit at their homes on the board', async () => {
    const plain = await createGameViaApi(h, {
      name: 'Plain',
      seats: 3,
      victoryPoints: 10,
      factions: 'chosen',
    });
    const { page: looker } = await newPlayer(h);
    await looker.goto(`/g/${plain.gameId}/join`);
    await expect.poll(() => looker.getByLabel('Faction').locator('option').count()).toBeGreaterThan(1);
    const plainOptions = await looker.getByLabel('Faction').locator('option').allTextContents();
    expect(plainOptions).toContain('The Arborec');
    expect(plainOptions).not.toContain('The Firmament');

    const created = await createGameViaApi(h, {
      name: 'Edge factions',
      seats: 3,
      victoryPoints: 10,
      factions: 'chosen',
      options: { thundersEdge: true },
    });
    const pages: Page[] = [];
    for (const [i, seat] of SEATS.entries()) {
      const { page } = await newPlayer(h);
      await page.goto(`/g/${created.gameId}/join`);
      if (i === 0) {
        await expect.poll(() => page.getByLabel('Faction').locator('option').count()).toBeGreaterThan(1);
        const options = await page.getByLabel('Faction').locator('option').allTextContents();
        expect(options).toEqual(
          expect.arrayContaining([
            'The Crimson Rebellion',
            'The Last Bastion',
            'The Firmament',
            'The Arborec',
          ]),
        );
      }
      await takeSeatOnInvitePage(page, i, seat);
      pages.push(page);
    }
    const start = await fetch(`${h.url}/api/games/${created.gameId}/start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${created.hostToken}` },
    });
    expect(start.status).toBe(200);

    const ada = pages[0] as Page;
    // The Sorrow holds the Crimson home position; Ahk Creuxx (theirs) waits beside the board.
    await expect.poll(() => ada.locator('[data-testid="system-94"]').count()).toBe(1);
    await ada.getByTestId('system-94').click();
    await expect
      .poll(() => ada.getByTestId('system-details').textContent())
      .toContain("The Sorrow: Ada's home position (their home system is beside the board)");
    await ada.getByRole('button', { name: 'Ahk Creuxx (system 118)' }).click();
    await expect.poll(() => ada.getByTestId('system-details').textContent()).toContain('Ahk Creuxx');
    await expect.poll(() => ada.getByTestId('system-details').textContent()).toContain('Ada');
    // The Last Bastion hold Ordinian in blue.
    await expect
      .poll(() => ada.locator('[data-testid="planet-ordinian"] circle.owned.color-blue').count())
      .toBe(1);
    await ada.getByTestId('system-92').click();
    await expect.poll(() => ada.getByTestId('system-details').textContent()).toContain('Revelation');
    // Revelation, the Bastion's home station, is theirs from the start.
    expect(await ada.getByTestId('system-details').textContent()).not.toContain('uncontrolled');
    await ada.screenshot({ path: path.join(OUTPUT_DIR, 'te-factions-1440.png') });
    await ada.setViewportSize({ width: 390, height: 844 });
    await ada.screenshot({ path: path.join(OUTPUT_DIR, 'te-factions-390.png'), fullPage: true });
  });
});
