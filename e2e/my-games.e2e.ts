// "My games" in Chromium: one browser holds a seat in two started games (one opened from a seat link)
// and the host link of a lobby. The home page lists all three with where they stand, marks the ones
// waiting for this player, and one click goes back to the table; after her move there, the mark is
// gone. Screenshots at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import { checkBothSizes } from './axe.ts';
import { newPlayer, OUTPUT_DIR, useHarness } from './harness.ts';
import { claimSeats, createGameViaApi, startGame, waitForPrompt } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red' },
  { name: 'Brin', color: 'blue' },
  { name: 'Cyd', color: 'green' },
] as const;

describe('my games on the home page', () => {
  it('lists every game this browser holds a link for, marks "your move", and goes back to the table', async () => {
    const ada = (await newPlayer(h)).page;
    const tuesday = await createGameViaApi(h, { name: 'Tuesday league', seats: 3, victoryPoints: 10 });
    const weekend = await createGameViaApi(h, { name: 'Weekend epic', seats: 3, victoryPoints: 14 });
    const hosted = await createGameViaApi(h, { name: 'Friends next week', seats: 4, victoryPoints: 10 });
    const a = await claimSeats(h, tuesday.gameId, SEATS);
    const b = await claimSeats(h, weekend.gameId, [SEATS[1], SEATS[0], SEATS[2]]);
    await startGame(h, tuesday);
    await startGame(h, weekend);
    // Ada's seats: Tuesday's from its seat link, the weekend's (seat 2 there) likewise; the lobby she hosts.
    for (const url of [a[0]?.seatUrl, b[1]?.seatUrl, hosted.hostUrl]) {
      await ada.goto(url as string);
      await expect.poll(() => ada.url()).not.toMatch(/#/);
      await expect.poll(() => ada.locator('.topbar .game-name').textContent()).not.toBe('');
    }

    await ada.goto('/');
    const list = ada.getByTestId('my-games');
    await expect.poll(() => list.locator('li').count()).toBe(3);
    const row = (gameId: string) => ada.getByTestId(`my-game-${gameId}`);
    await expect
      .poll(() => row(tuesday.gameId).textContent())
      .toMatch(/Tuesday league.*Your move.*Round 1 · setup.*You play Ada/);
    await expect
      .poll(() => row(weekend.gameId).textContent())
      .toMatch(/Weekend epic.*Your move.*You play Ada/);
    await expect
      .poll(() => row(hosted.gameId).textContent())
      .toMatch(/Friends next week.*Lobby · 4 seats free.*You host/);
    // The games waiting for her come first.
    expect(await list.locator('li').last().getAttribute('data-testid')).toBe(`my-game-${hosted.gameId}`);
    await checkBothSizes(ada, OUTPUT_DIR, 'my-games');

    // One click: the table, in her seat. She keeps a secret objective; back home, Tuesday no longer waits for her.
    await row(tuesday.gameId).getByRole('link').click();
    await waitForPrompt(ada, /choose a secret objective/);
    await ada.locator('[data-testid^="keep-"]').first().click();
    await waitForPrompt(ada, /Waiting for Brin, Cyd/);
    await ada.goto('/');
    await expect.poll(() => row(tuesday.gameId).textContent()).toMatch(/Round 1 · setup/);
    expect(await row(tuesday.gameId).getByTestId('your-move').count()).toBe(0);
    expect(await row(weekend.gameId).getByTestId('your-move').count()).toBe(1);
  });
});
