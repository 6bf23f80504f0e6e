// Standing orders in Chromium: before the draft reaches her, Ada ranks Imperial then Technology in the
// Cards tab, saves, and sets every secondary to "Always skip". The other three play over their
// sockets; each time her pick comes the server makes it for her at once, and every time another
// player's card opens its secondary, her order skips it — she never decides a pick or a secondary
// herself (her socket only takes her own turns). The log says each was a standing order; the other
// players never saw her list. Screenshots at 1440×900 and 390×844, axe clean.

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

const BOT_ORDER: readonly Intent['type'][] = [
  'keep-secret-objective',
  'pick-strategy-card',
  'card-choice',
  'resolve-primary',
  'discard-action-cards',
  'skip-secondary',
  'end-turn',
  'strategic-action',
  'pass',
];
/** Ada's socket takes her own turns only: never a pick, never a secondary (her orders must). */
const ADA_ORDER = BOT_ORDER.filter((t) => t !== 'pick-strategy-card' && t !== 'skip-secondary');
const botMove = (view: GameView) =>
  firstLegal(view.viewer.kind === 'seat' && view.viewer.seat === 0 ? ADA_ORDER : BOT_ORDER, view);

describe('pre-picks in the browser', () => {
  it('Ada’s pre-picks and secondary orders play her draft and every secondary of the round without her', async () => {
    const created = await createGameViaApi(h, { name: 'Draft night', seats: 4, victoryPoints: 10 });
    const claimed = await claimSeats(h, created.gameId, SEATS);
    const ada = (await newPlayer(h)).page;
    await ada.setViewportSize(DESKTOP);
    await ada.goto(claimed[0]?.seatUrl as string);
    await startGame(h, created);
    const bots = claimed.map((c) => new Bot(h.url, created.gameId, c.seatToken));
    // Ada's secret objective is kept by her socket, like the others'.
    await driveBots(bots, (v) => firstLegal(['keep-secret-objective'], v), {
      withSeat0: true,
      until: (v) => v.phase === 'strategy',
    });

    await ada.getByTestId('tab-cards').click();
    await expect.poll(() => ada.getByTestId('pre-picks').count()).toBe(1);
    await ada.getByTestId('pre-pick-add-imperial').click();
    await ada.getByTestId('pre-pick-add-technology').click();
    expect(await ada.getByTestId('pre-pick-list').textContent()).toMatch(/Imperial.*Technology/);
    await ada.getByTestId('pre-pick-save').click();
    await expect.poll(() => ada.getByTestId('pre-pick-save').isDisabled()).toBe(true);
    for (const card of [
      'leadership',
      'diplomacy',
      'politics',
      'construction',
      'trade',
      'warfare',
      'technology',
      'imperial',
    ]) {
      await ada.getByTestId(`order-${card}`).selectOption('skip');
      await expect.poll(() => ada.getByTestId(`order-${card}`).inputValue()).toBe('skip');
    }
    await checkBothSizes(ada, OUTPUT_DIR, 'standing-orders', { phoneTab: 'tab-cards' });
    // Nobody else's view mentions it.
    for (const b of bots.slice(1)) expect(JSON.stringify(await b.view())).not.toMatch(/ranking|pre-pick/i);

    // The others pick (the lowest cards first); Ada's picks are made for her as her turns come.
    const drafted = await driveBots(bots, botMove, { withSeat0: true, until: (v) => v.phase === 'action' });
    expect(drafted.phase).toBe('action');
    expect(drafted.cards.imperial.holder).toBe(0);
    expect(drafted.cards.technology.holder).toBe(0);

    // The action phase: Ada's socket plays her own turns; her secondaries are skipped by her order.
    const end = await driveBots(bots, botMove, { withSeat0: true, until: (v) => v.phase !== 'action' });
    expect(end.phase).not.toBe('action');
    await ada.getByTestId('tab-log').click();
    const log = (await ada.getByTestId('log').textContent()) ?? '';
    expect(log).toMatch(/Ada's standing order, set in advance/);
    // Six cards were played by the others; Ada skipped each secondary by her order.
    expect(log.match(/Ada does not follow/g)?.length).toBe(6);
    for (const b of bots) b.close();
  });
});
