// Draft pre-picks in Chromium: before the draft reaches her, Ada ranks Imperial then Technology in the
// Cards tab and saves; she does nothing else. The other three play their picks over their sockets; each
// time her pick comes the server makes it for her at once. She ends the draft holding both cards, the
// log says they were pre-picks, and the other players never saw her list. Screenshots at 1440×900 and
// 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import type { GameView, Intent } from '@initiative/rules';
import { checkBothSizes, DESKTOP } from './axe.ts';
import { Bot, driveBots, firstLegal } from './bot.ts';
import { newPlayer, OUTPUT_DIR, useHarness } from './harness.ts';
import { claimSeats, createGameViaApi, startGame } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red' },
  { name: 'Brin', color: 'blue' },
  { name: 'Cyd', color: 'green' },
  { name: 'Dag', color: 'yellow' },
] as const;

const botMove = (view: GameView) =>
  firstLegal(['keep-secret-objective', 'pick-strategy-card'] as Intent['type'][], view);

describe('pre-picks in the browser', () => {
  it('a ranking saved in the Cards tab makes both of Ada’s picks without her', async () => {
    const created = await createGameViaApi(h, { name: 'Draft night', seats: 4, victoryPoints: 10 });
    const claimed = await claimSeats(h, created.gameId, SEATS);
    const ada = (await newPlayer(h)).page;
    await ada.setViewportSize(DESKTOP);
    await ada.goto(claimed[0]?.seatUrl as string);
    await startGame(h, created);
    const bots = claimed.map((c) => new Bot(h.url, created.gameId, c.seatToken));
    // Ada's secret objective is kept by her socket, like the others'.
    await driveBots(bots, botMove, { withSeat0: true, until: (v) => v.phase === 'strategy' });

    await ada.getByTestId('tab-cards').click();
    await expect.poll(() => ada.getByTestId('pre-picks').count()).toBe(1);
    await ada.getByTestId('pre-pick-add-imperial').click();
    await ada.getByTestId('pre-pick-add-technology').click();
    expect(await ada.getByTestId('pre-pick-list').textContent()).toMatch(/Imperial.*Technology/);
    await ada.getByTestId('pre-pick-save').click();
    await expect.poll(() => ada.getByTestId('pre-pick-save').isDisabled()).toBe(true);
    await checkBothSizes(ada, OUTPUT_DIR, 'pre-picks', { phoneTab: 'tab-cards' });
    // Nobody else's view mentions it.
    for (const b of bots.slice(1)) expect(JSON.stringify(await b.view())).not.toMatch(/ranking|pre-pick/i);

    // The others pick (the lowest cards first); Ada's picks are made for her as her turns come.
    const end = await driveBots(bots, botMove, { until: (v) => v.phase === 'action' });
    expect(end.phase).toBe('action');
    expect(end.cards.imperial.holder).toBe(0);
    expect(end.cards.technology.holder).toBe(0);
    await ada.getByTestId('tab-log').click();
    await expect.poll(() => ada.getByTestId('log').textContent()).toMatch(/Ada's pre-pick, made in advance/);
    for (const b of bots) b.close();
  });
});
