// Taking back a misclick, in Chromium: Ada picks a strategy card by mistake, takes it back (Brin, over
// the socket, is told only Ada may), picks another; once Brin has picked, hers can no longer be taken
// back. In the action phase she plays a card and cancels it before choosing anything. Then, from the
// menu, she asks to go back to before the draft's last pick; the other players agree and it is the
// strategy phase again. Screenshots of the take-back, the cancel and the request at 1440×900 and
// 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import type { GameView, Intent } from '@initiative/rules';
import { checkBothSizes, DESKTOP } from './axe.ts';
import { Bot, driveBots, firstLegal, TURN_ORDER } from './bot.ts';
import { newPlayer, OUTPUT_DIR, useHarness } from './harness.ts';
import { claimSeats, createGameViaApi, promptOf, startGame, waitForPrompt } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol' },
  { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan' },
  { name: 'Cyd', color: 'green', faction: 'barony-of-letnev' },
] as const;

const BOT_ORDER = TURN_ORDER;
const botMove = (view: GameView) => firstLegal(BOT_ORDER, view);

describe('undo in the browser', () => {
  it('a misclicked pick is taken back and picked again; a just-played card is cancelled', async () => {
    const created = await createGameViaApi(h, {
      name: 'Second thoughts',
      seats: 3,
      victoryPoints: 10,
      factions: 'chosen',
    });
    const claimed = await claimSeats(h, created.gameId, SEATS);
    const ada = (await newPlayer(h)).page;
    await ada.setViewportSize(DESKTOP);
    await ada.goto(claimed[0]?.seatUrl as string);
    await startGame(h, created);
    const bots = claimed.map((c) => new Bot(h.url, created.gameId, c.seatToken));
    const brin = bots[1] as Bot;

    // The secrets kept (Ada's by her socket) and the draft up to Ada's pick.
    await driveBots(bots, botMove, {
      withSeat0: true,
      until: (v) => v.legal.some((i) => i.type === 'pick-strategy-card'),
    });
    await waitForPrompt(ada, /Waiting for Ada to pick a strategy card/);
    expect(await ada.getByTestId('undo').count()).toBe(0);

    // The misclick: the first card she may pick.
    const wrong = (await ada.locator('.strategy-card.legal').first().getAttribute('data-testid')) as string;
    await ada.getByTestId(wrong).click();
    await expect.poll(() => ada.getByTestId(wrong).getAttribute('data-holder')).toBe('Ada');
    await expect
      .poll(() => ada.getByTestId('undo').textContent())
      .toMatch(/Take back your strategy card pick/);
    await checkBothSizes(ada, OUTPUT_DIR, 'undo-pick');
    // Brin, whose pick it is now, may not take back Ada's.
    await expect(brin.send({ type: 'undo' })).rejects.toThrow(/Only Ada can take back/);

    await ada.getByTestId('undo').click();
    await expect.poll(() => ada.getByTestId(wrong).getAttribute('data-holder')).toBe('');
    await waitForPrompt(ada, /Waiting for Ada to pick a strategy card/);
    expect(await ada.getByTestId('undo').count()).toBe(0);
    await ada.getByTestId('tab-log').click();
    await expect
      .poll(() => ada.getByTestId('log').textContent())
      .toMatch(/Ada takes back their strategy card pick/);
    await ada.getByTestId('tab-cards').click();

    // The card she meant: another one; once Brin picks, hers stands.
    const meant = (await ada
      .locator(`.strategy-card.legal:not([data-testid="${wrong}"])`)
      .first()
      .getAttribute('data-testid')) as string;
    await ada.getByTestId(meant).click();
    await expect.poll(() => ada.getByTestId(meant).getAttribute('data-holder')).toBe('Ada');
    const afterPick = await driveBots(bots, botMove, { until: (v) => v.undo?.seat !== 0 });
    expect(afterPick.undo?.seat).not.toBe(0);
    await expect.poll(() => ada.getByTestId('undo').count()).toBe(0);
    await expect(bots[0]?.send({ type: 'undo' })).rejects.toThrow(/cannot be taken back|Only/);

    // The rest of the draft (Ada's second pick by her socket), then the action phase up to Ada's turn.
    const turn = await driveBots(bots, botMove, {
      withSeat0: true,
      until: (v) => v.phase === 'action' && v.legal.some((i) => i.type === 'strategic-action'),
    });
    const play = turn.legal.find((i) => i.type === 'strategic-action') as Extract<
      Intent,
      { type: 'strategic-action' }
    >;
    await waitForPrompt(ada, /Waiting for Ada to take an action/);
    await ada.getByTestId(`card-${play.card}`).click();
    await expect.poll(() => ada.getByTestId('strategic-panel').count()).toBe(1);
    await expect.poll(() => ada.getByTestId('strategic-cancel').count()).toBe(1);
    await checkBothSizes(ada, OUTPUT_DIR, 'undo-cancel-card', { phoneTab: 'tab-act' });
    await ada.getByTestId('strategic-cancel').click();
    await expect.poll(() => ada.getByTestId('strategic-panel').count()).toBe(0);
    await waitForPrompt(ada, /Waiting for Ada to take an action/);
    const back = await (bots[0] as Bot).view();
    expect(back.cards[play.card].exhausted).toBe(false);
    expect(back.strategic).toBeNull();
    expect(await promptOf(ada)).not.toMatch(/primary/);

    // Further back, with consent: from the menu Ada asks to go back to before the draft's last pick;
    // the table waits while the players whose moves it erases agree; then it is the strategy phase again.
    await ada.getByTestId('menu').click();
    const options = await ada.getByTestId('rollback-move').locator('option').allTextContents();
    const lastPick = options.findIndex((o) => / picks /.test(o));
    expect(lastPick).toBeGreaterThan(0);
    await ada.getByTestId('rollback-move').selectOption({ index: lastPick });
    await ada.getByTestId('rollback-ask-send').click();
    await ada.getByTestId('menu').click();
    await expect.poll(() => ada.getByTestId('rollback-request').count()).toBe(1);
    await waitForPrompt(ada, /Ada asks to go back to before move \d+ .*: waiting for .* to agree/);
    expect(await ada.getByTestId('rollback-cancel').count()).toBe(1);
    await checkBothSizes(ada, OUTPUT_DIR, 'rollback-request', { phoneTab: 'tab-act' });
    const asked = await (bots[0] as Bot).view();
    const needs = asked.rollback.request?.needs ?? [];
    expect(needs.length).toBeGreaterThan(0);
    for (const seat of needs) await bots[seat as number]?.send({ type: 'answer-rollback', approve: true });
    await waitForPrompt(ada, /to pick a strategy card/);
    const gone = await (bots[0] as Bot).view();
    expect(gone.phase).toBe('strategy');
    expect(gone.rollback.request).toBeNull();
    await ada.getByTestId('tab-log').click();
    await expect
      .poll(() => ada.getByTestId('log').textContent())
      .toMatch(/The table goes back to before move/);
    for (const b of bots) b.close();
  });
});
