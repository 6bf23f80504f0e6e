// "How to play" in Chromium: opened from the lobby it starts with the first steps, opened from a table
// in the strategy phase it starts with the draft. It is a real dialog: the focus moves into it, the
// sections can be switched, Escape closes it and the focus goes back to the button that opened it.
// Screenshots at 1440×900 and 390×844 with the help open, axe clean.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkBothSizes } from './axe.ts';
import { newPlayer, OUTPUT_DIR, useHarness } from './harness.ts';
import { claimSeats, createGameViaApi, keepSecrets, seatedGame, waitForPrompt } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red' },
  { name: 'Brin', color: 'blue' },
  { name: 'Cyd', color: 'green' },
] as const;

const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('dialog[open]')?.getAttribute('data-testid') ?? null);
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

/** Opens the help with `button`, checks it shows `section` (titled `title`) with the focus inside, then closes it with Escape. */
async function openAndClose(page: Page, button: string, section: string, title: RegExp, shots: string) {
  await page.getByTestId(button).click();
  const dialog = page.getByTestId('help-dialog');
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
  expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('How to play');
  // The section for where the player stands, and only it.
  await expect.poll(() => dialog.getByTestId(`help-section-${section}`).isVisible()).toBe(true);
  expect(await dialog.locator('[data-testid^="help-section-"]').count()).toBe(1);
  expect(await dialog.getByTestId(`help-section-${section}`).locator('h3').textContent()).toMatch(title);
  expect(await dialog.getByTestId(`help-nav-${section}`).getAttribute('aria-current')).toBe('true');
  await expect.poll(() => focusInDialog(page)).toBe('help-dialog');
  await checkBothSizes(page, OUTPUT_DIR, shots);

  // Another section, from the list.
  await dialog.getByTestId('help-nav-undo').click();
  await expect.poll(() => dialog.getByTestId('help-section-undo').textContent()).toMatch(/Take back/);
  expect(await dialog.getByTestId(`help-section-${section}`).count()).toBe(0);

  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId('help-dialog').count()).toBe(0);
  await expect.poll(() => focused(page)).toBe(button);
}

describe('how to play, in the app', () => {
  it('opens from the lobby on the first steps, as a dialog that Escape closes', async () => {
    const game = await createGameViaApi(h, { name: 'Learning night', seats: 3, victoryPoints: 10 });
    await claimSeats(h, game.gameId, SEATS.slice(0, 1));
    const host = (await newPlayer(h)).page;
    await host.goto(game.hostUrl);
    await expect.poll(() => host.getByTestId('lobby-help').isVisible()).toBe(true);
    await openAndClose(host, 'lobby-help', 'start', /Getting started/, 'help-lobby');
    // The top bar's button opens the same guide.
    await openAndClose(host, 'help', 'start', /Getting started/, 'help-lobby-topbar');
  });

  it('opens from a table on the section for its phase (the draft), as a dialog that Escape closes', async () => {
    const table = await seatedGame(h, { name: 'First game', seats: 3, victoryPoints: 10 }, SEATS);
    await keepSecrets(table.players.map((p) => p.page));
    const ada = table.pageOf('Ada');
    await waitForPrompt(ada, /pick a strategy card/);
    await openAndClose(ada, 'help', 'strategy', /Strategy phase/, 'help-table');
  });
});
