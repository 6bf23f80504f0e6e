import { describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { STRATEGY_CARD_IDS } from '@initiative/rules';
import { newPlayer, OUTPUT_DIR, useHarness } from './harness.ts';
import { createGameInBrowser, keepSecrets, promptOf as promptText, takeSeatOnInvitePage } from './table.ts';

const h = useHarness();

describe('a four-player strategy phase in the browser', () => {
  it('hosts, joins, drafts two laps, refuses an out-of-turn pick, shows a spectator, and survives a reload', async () => {
    // The host creates a 4-player game.
    const host = await newPlayer(h);
    await host.page.goto('/');
    const { inviteUrl, spectateUrl } = await createGameInBrowser(host.page, 'Friday <b>night</b>', 4);
    expect(inviteUrl).toMatch(/\/g\/[A-Za-z0-9_-]+\/join$/);

    // A spectator opens the spectate link.
    const spectator = await newPlayer(h);
    await spectator.page.goto(spectateUrl);
    await expect
      .poll(() => spectator.page.getByTestId('prompt').textContent())
      .toContain('Waiting for 4 more players');

    // Four players join through the invite link (the host takes the first seat from their own browser).
    const names = ['Ada', 'Brin', 'Cyd', 'Dag'];
    const colors = ['red', 'blue', 'green', 'yellow'];
    const players: Page[] = [];
    for (let i = 0; i < 4; i++) {
      const p = i === 0 ? host : await newPlayer(h);
      await p.page.goto(inviteUrl);
      await takeSeatOnInvitePage(p.page, i, { name: names[i] as string, color: colors[i] as string });
      players.push(p.page);
    }
    await host.page.getByRole('button', { name: 'Start game' }).click();

    // The game name is shown as text, never as HTML.
    await expect.poll(() => spectator.page.locator('.game-name').textContent()).toBe('Friday <b>night</b>');

    // Setup: each player keeps one of the two secret objectives only they can see.
    await expect.poll(() => promptText(spectator.page)).toMatch(/to choose a secret objective/);
    expect(await spectator.page.locator('[data-testid^="keep-"]').count()).toBe(0);
    await keepSecrets(players);
    for (const page of players)
      await expect.poll(() => page.locator('[data-testid^="keep-"]').count()).toBe(0);

    // Everyone sees the strategy phase; whose pick it is comes from the prompt bar.
    await expect.poll(() => promptText(players[0] as Page)).toMatch(/to pick a strategy card/);
    const nameToPage = new Map(names.map((n, i) => [n, players[i] as Page]));
    const picks: string[] = [];
    let triedOutOfTurn = false;
    for (let pick = 0; pick < 7; pick++) {
      const prompt = await promptText(spectator.page);
      const picker = names.find((n) => prompt.includes(`Waiting for ${n} to pick`));
      expect(picker, prompt).toBeDefined();
      const page = nameToPage.get(picker as string) as Page;

      if (!triedOutOfTurn) {
        // Someone else tries to pick: the server refuses and says whose turn it is.
        const other = names.find((n) => n !== picker) as string;
        const otherPage = nameToPage.get(other) as Page;
        const free = await otherPage
          .locator('.strategy-card[data-holder=""]')
          .first()
          .getAttribute('data-testid');
        await otherPage.getByTestId(free as string).click();
        await expect
          .poll(() => otherPage.getByRole('alert').first().textContent())
          .toContain(`It is ${picker}'s turn to pick`);
        // Nothing changed: the card is still unpicked for everyone.
        expect(await spectator.page.getByTestId(free as string).getAttribute('data-holder')).toBe('');
        triedOutOfTurn = true;
      }

      // The picker takes the first card still legal for them.
      const card = await page.locator('.strategy-card.legal').first().getAttribute('data-testid');
      expect(card).toBeTruthy();
      await page.getByTestId(card as string).click();
      picks.push(card as string);
      // The spectator sees each pick appear.
      await expect
        .poll(() => spectator.page.getByTestId(card as string).getAttribute('data-holder'))
        .toBe(picker);
    }
    // The eighth card is a forced pick: the draft ends and the action phase begins.
    await expect.poll(() => promptText(spectator.page)).toMatch(/to take an action/);
    for (const id of STRATEGY_CARD_IDS) {
      expect(await spectator.page.getByTestId(`card-${id}`).getAttribute('data-holder')).not.toBe('');
    }
    await spectator.page.screenshot({ path: path.join(OUTPUT_DIR, 'draft-spectator.png'), fullPage: true });

    // The spectator scrubs the log back one step: the last pick (and the forced one) are undone on screen.
    await spectator.page.getByRole('button', { name: /Step back/ }).click();
    await expect.poll(() => spectator.page.locator('.strategy-card[data-holder=""]').count()).toBe(2);
    await spectator.page.getByRole('button', { name: 'Back to live' }).click();
    await expect.poll(() => spectator.page.locator('.strategy-card[data-holder=""]').count()).toBe(0);

    // A player reloads and is still in their seat, with the same table.
    const ada = players[0] as Page;
    await ada.reload();
    await expect.poll(() => ada.getByTestId('player-0').textContent()).toContain('you');
    await expect.poll(() => ada.getByTestId('connection').textContent()).toBe('Online');
  });
});
