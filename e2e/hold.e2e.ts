// A game that takes no move says so in the prompt bar, for players and
// spectators alike: paused by the host, or archived after a long time
// without a move.

import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { axeViolations } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { apiPost, keepSecrets, promptOf, seatedGame } from './table.ts';

const h = useHarness();
const DAY = 86_400_000;

describe('a game on hold', () => {
  it('the prompt bar says when the host has paused the game, and when it is archived', async () => {
    const table = await seatedGame(h, { name: 'On hold', seats: 3, victoryPoints: 10 }, [
      { name: 'Ada', color: 'red' },
      { name: 'Brin', color: 'blue' },
      { name: 'Cyd', color: 'green' },
    ]);
    const pages = table.players.map((p) => p.page);
    await keepSecrets(pages);
    const watcher = table.spectator.page;
    await expect.poll(() => promptOf(watcher)).toMatch(/to pick a strategy card/);

    const { gameId, hostToken } = table.game;
    await apiPost(h, `/api/games/${gameId}/pause`, {}, hostToken);
    for (const page of [...pages, watcher])
      await expect.poll(() => promptOf(page)).toMatch(/The host has paused the game/);
    const ada = pages[0];
    if (ada) {
      await ada.setViewportSize({ width: 390, height: 844 });
      await ada.screenshot({ path: path.join(OUTPUT_DIR, 'paused-phone.png') });
      // Nothing wider than the phone's screen.
      expect(await ada.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(ada)).toEqual([]);
      await ada.setViewportSize({ width: 1440, height: 900 });
      await ada.screenshot({ path: path.join(OUTPUT_DIR, 'paused-desktop.png') });
    }
    await apiPost(h, `/api/games/${gameId}/resume`, {}, hostToken);
    await expect.poll(() => promptOf(watcher)).not.toMatch(/paused/);
    const mine = async () => {
      let n = 0;
      for (const page of pages) n += await page.locator('.prompt-bar.mine').count();
      return n;
    };
    await expect.poll(mine).toBe(1); // the player to pick is told again

    await h.server.hub.sweep(Date.now() + 91 * DAY, {
      lobbyTtlMs: 7 * DAY,
      idleMs: 3_600_000,
      archiveMs: 90 * DAY,
    });
    for (const page of [...pages, watcher])
      await expect.poll(() => promptOf(page)).toMatch(/This game is archived/);
    // No one is told it is their move in an archived game.
    expect(await mine()).toBe(0);
    await watcher.setViewportSize({ width: 1440, height: 900 });
    await watcher.screenshot({ path: path.join(OUTPUT_DIR, 'archived-spectator.png') });
    expect(await axeViolations(watcher)).toEqual([]);
    await watcher.setViewportSize({ width: 390, height: 844 });
    await watcher.screenshot({ path: path.join(OUTPUT_DIR, 'archived-phone.png') });
    expect(await watcher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
