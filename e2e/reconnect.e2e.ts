// Reconnection in a real browser: Playwright takes players offline (the
// websocket drops), the page says so, missed updates are caught up without a
// reload, and a pick clicked while offline waits in the outbox, is sent when
// the connection is back, and is applied exactly once.

import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { STRATEGY_CARDS } from '@initiative/rules';
import { useHarness } from './harness.ts';
import { keepSecrets, promptOf as prompt, seatedGame } from './table.ts';

const h = useHarness();

/** Reconnecting waits for socket.io's backoff (up to about 5 s): a generous deadline, not a timing claim. */
const BACK_ONLINE = { timeout: 30_000, interval: 100 };

interface Player {
  name: string;
  context: BrowserContext;
  page: Page;
}

const badge = (page: Page) => page.getByTestId('connection').textContent();
const cardName = (testId: string) => STRATEGY_CARDS.find((c) => `card-${c.id}` === testId)?.name ?? testId;

describe('reconnection in the browser', () => {
  it('a player who goes offline catches up without a reload, and a pick clicked while offline is sent on reconnect and applied once', async () => {
    // A three-player game, set up through the API; each player opens their seat link.
    const names = ['Ada', 'Brin', 'Cyd'];
    const colors = ['red', 'blue', 'green'];
    const table = await seatedGame(
      h,
      { name: 'Flaky wifi', seats: 3, victoryPoints: 10 },
      names.map((name, seat) => ({ name, color: colors[seat] as string })),
    );
    const { gameId } = table.game;
    const players: Player[] = table.players.map((p, seat) => ({ name: names[seat] as string, ...p }));
    const spectator = table.spectator;
    const version = () => h.server.hub.get(gameId)?.version ?? -1;
    const byName = (name: string) => players.find((p) => p.name === name) as Player;
    const pickerNow = async () => {
      const text = await prompt(spectator.page);
      return byName(names.find((n) => text.includes(`Waiting for ${n} to pick`)) as string);
    };

    // Setup: each player keeps a secret objective.
    await keepSecrets(players.map((p) => p.page));
    for (const p of players)
      await expect.poll(() => p.page.locator('[data-testid^="keep-"]').count()).toBe(0);
    await expect.poll(() => prompt(spectator.page)).toMatch(/to pick a strategy card/);
    for (const p of players) await expect.poll(() => badge(p.page)).toBe('Online');

    // 1. A player who is not picking drops off; the picker picks meanwhile.
    const first = await pickerNow();
    const away = players.find((p) => p !== first) as Player;
    await away.page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    await away.context.setOffline(true);
    await expect.poll(() => badge(away.page)).toBe('Reconnecting…');
    const firstCard = (await first.page
      .locator('.strategy-card.legal')
      .first()
      .getAttribute('data-testid')) as string;
    await first.page.getByTestId(firstCard).click();
    await expect
      .poll(() => spectator.page.getByTestId(firstCard).getAttribute('data-holder'))
      .toBe(first.name);
    // Offline, the player still sees the card as unpicked…
    expect(await away.page.getByTestId(firstCard).getAttribute('data-holder')).toBe('');
    // …and back online, catches up: same page (no reload), the pick is there, the log has it once.
    await away.context.setOffline(false);
    await expect.poll(() => badge(away.page), BACK_ONLINE).toBe('Online');
    await expect.poll(() => away.page.getByTestId(firstCard).getAttribute('data-holder')).toBe(first.name);
    expect(await away.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );
    const firstLine = `${first.name} picks ${cardName(firstCard)}`;
    await expect.poll(() => away.page.getByTestId('log').getByText(firstLine).count()).toBe(1);

    // 2. The player whose pick it is drops off in the middle of the turn and clicks a card.
    const picker = await pickerNow();
    await picker.page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    await picker.context.setOffline(true);
    await expect.poll(() => badge(picker.page)).toBe('Reconnecting…');
    const before = version();
    const card = (await picker.page
      .locator('.strategy-card.legal')
      .first()
      .getAttribute('data-testid')) as string;
    await picker.page.getByTestId(card).click();
    // Shown as waiting to send; the server has not seen it.
    await expect.poll(() => badge(picker.page)).toBe('Reconnecting… (1 waiting to send)');
    expect(version()).toBe(before);
    expect(await spectator.page.getByTestId(card).getAttribute('data-holder')).toBe('');

    await picker.context.setOffline(false);
    await expect.poll(() => badge(picker.page), BACK_ONLINE).toBe('Online');
    // Applied once: everyone sees the card held by the picker, the version moved by exactly one,
    // and every log (the picker's own included) has the pick once.
    for (const page of [spectator.page, ...players.map((p) => p.page)]) {
      await expect.poll(() => page.getByTestId(card).getAttribute('data-holder')).toBe(picker.name);
    }
    expect(version()).toBe(before + 1);
    const line = `${picker.name} picks ${cardName(card)}`;
    for (const page of [spectator.page, ...players.map((p) => p.page)]) {
      await expect.poll(() => page.getByTestId('log').getByText(line).count()).toBe(1);
    }
    expect(h.server.hub.get(gameId)?.log.filter((e) => e.text.startsWith(line))).toHaveLength(1);
    expect(await picker.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );

    // 3. The game goes on: the next picker picks, and the version moves by one again.
    const next = await pickerNow();
    const nextCard = (await next.page
      .locator('.strategy-card.legal')
      .first()
      .getAttribute('data-testid')) as string;
    await next.page.getByTestId(nextCard).click();
    await expect.poll(() => picker.page.getByTestId(nextCard).getAttribute('data-holder')).toBe(next.name);
    expect(version()).toBe(before + 2);
  });
});
