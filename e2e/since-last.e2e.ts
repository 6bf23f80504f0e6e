// "Since you last looked" in Chromium: Ada opens her table, then closes the tab; the others draft
// while she is away; when she opens it again the table starts with what happened since — the picks,
// under their round and phase — until she dismisses it. Opened again with nothing new, nothing is
// shown. She then sets reminders in the menu, with quiet hours around now: the players panel says so;
// kept for all her games in this browser, they reach her other game and one she opens later.
// Screenshots at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import type { GameView, Intent } from '@initiative/rules';
import { checkBothSizes, DESKTOP } from './axe.ts';
import { Bot, driveBots, firstLegal } from './bot.ts';
import { newPlayer, OUTPUT_DIR, useHarness } from './harness.ts';
import { claimSeats, createGameViaApi, startGame, waitForPrompt } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red' },
  { name: 'Brin', color: 'blue' },
  { name: 'Cyd', color: 'green' },
] as const;

const move = (view: GameView) =>
  firstLegal(['keep-secret-objective', 'pick-strategy-card'] as Intent['type'][], view);

describe('since you last looked', () => {
  it('a returning player reads what happened while away, grouped, until dismissed', async () => {
    const created = await createGameViaApi(h, { name: 'Away for a day', seats: 3, victoryPoints: 10 });
    const claimed = await claimSeats(h, created.gameId, SEATS);
    await startGame(h, created);
    const bots = claimed.map((c) => new Bot(h.url, created.gameId, c.seatToken));
    await driveBots(bots, move, { withSeat0: true, until: (v) => v.phase === 'strategy' });

    // Ada looks at the table (the speaker's pick or someone else's), then closes the tab.
    const { context, page: first } = await newPlayer(h);
    await first.goto(claimed[0]?.seatUrl as string);
    await waitForPrompt(first, /to pick a strategy card/);
    expect(await first.getByTestId('since-last').count()).toBe(0); // a first visit has no "since"
    await first.close();

    // While she is away the draft goes on (her own picks too, from her socket).
    const end = await driveBots(bots, move, { withSeat0: true, until: (v) => v.phase === 'action' });
    expect(end.phase).toBe('action');

    const back = await context.newPage();
    await back.setViewportSize(DESKTOP);
    await back.goto(`${h.url}/g/${created.gameId}`);
    await expect.poll(() => back.getByTestId('since-last').count()).toBe(1);
    const digest = (await back.getByTestId('since-last').textContent()) ?? '';
    expect(digest).toMatch(/\d+ moves while you were away/);
    expect(digest).toMatch(/Round 1 · Strategy phase/);
    expect(digest).toMatch(/Brin picks \w+/);
    expect(digest).toMatch(/Cyd picks \w+/);
    await checkBothSizes(back, OUTPUT_DIR, 'since-last', { phoneTab: 'tab-act' });
    await back.getByTestId('since-last-dismiss').click();
    expect(await back.getByTestId('since-last').count()).toBe(0);

    // Nothing new since: nothing shown.
    await back.reload();
    await waitForPrompt(back, /to take an action/);
    expect(await back.getByTestId('since-last').count()).toBe(0);
    // Reminders from the menu: every 2 hours, quiet hours around now (UTC); the table shows them.
    await back.getByTestId('menu').click();
    await back.getByTestId('reminder-every').selectOption('2');
    await back.getByTestId('reminder-before-me').check();
    await back.getByTestId('reminder-quiet').check();
    const hhmm = (at: number) => new Date(at).toISOString().slice(11, 16);
    await back.getByLabel('From', { exact: true }).fill(hhmm(Date.now() - 3_600_000));
    await back.getByLabel('to', { exact: true }).fill(hhmm(Date.now() + 3_600_000));
    await back.getByLabel('Time zone').fill('UTC');
    // Ada also sits in a second game (its seat link opened in this browser): "all my games" sets both.
    const other = await createGameViaApi(h, { name: 'Second table', seats: 3, victoryPoints: 10 });
    const [otherSeat] = await claimSeats(h, other.gameId, SEATS);
    const visit = await context.newPage();
    await visit.goto(otherSeat?.seatUrl as string);
    await expect.poll(() => visit.getByText('Second table').count()).toBeGreaterThan(0);
    await visit.close();
    await back.getByTestId('reminder-everywhere').check();
    await checkBothSizes(back, OUTPUT_DIR, 'reminders', { show: 'reminder-every' });
    await back.getByTestId('reminder-save').click();
    await expect.poll(() => back.getByText('Reminders saved for 2 games in this browser.').count()).toBe(1);
    const remindersOf = async (gameId: string, token: string) => {
      const res = await fetch(`${h.url}/api/games/${gameId}/reminders`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { reminders: unknown }).reminders;
    };
    const mine = await remindersOf(created.gameId, claimed[0]?.seatToken as string);
    expect(mine).toMatchObject({ everyHours: 2, beforeMe: true, quietHours: { timeZone: 'UTC' } });
    expect(await remindersOf(other.gameId, otherSeat?.seatToken as string)).toEqual(mine);
    // A game joined later gets them when its table is first opened in this browser.
    const later = await createGameViaApi(h, { name: 'Third table', seats: 3, victoryPoints: 10 });
    const [laterSeat] = await claimSeats(h, later.gameId, SEATS);
    await startGame(h, later);
    const third = await context.newPage();
    await third.goto(laterSeat?.seatUrl as string);
    await expect.poll(() => remindersOf(later.gameId, laterSeat?.seatToken as string)).toEqual(mine);
    await third.close();
    await back.getByTestId('menu').click();
    await back.getByTestId('tab-players').click();
    await expect.poll(() => back.getByTestId('quiet-0').count()).toBe(1);
    // The table learns only that the player is in quiet hours, not their time zone or hours.
    expect(await back.getByTestId('quiet-0').textContent()).toBe('🌙 In quiet hours');
    for (const b of bots) b.close();
  });
});
