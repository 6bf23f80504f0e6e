// From Mecatol Rex's capture through one agenda phase into the next round's draft, in Chromium. Ada is
// played in the browser (she removes the custodians token, answers the agenda's window, votes with her
// planets and sees the result); Brin and Cyd over the socket. Screenshots of the agenda panel at
// 1440×900 and 390×844, axe clean, nothing wider than the phone.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GameView, Intent } from '@initiative/rules';
import { checkBothSizes, DESKTOP } from './axe.ts';
import { Bot, driveBots, firstLegal } from './bot.ts';
import { newPlayer, OUTPUT_DIR, useHarness } from './harness.ts';
import { claimSeats, createGameViaApi, promptOf, startGame, waitForPrompt } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol' },
  { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan' },
  { name: 'Cyd', color: 'green', faction: 'barony-of-letnev' },
] as const;

const screens = (page: Page, name: string) =>
  checkBothSizes(page, OUTPUT_DIR, `agenda-${name}`, { phoneTab: 'tab-act' });

/** What a socket seat does when the game waits for it: the engine's first fitting example. */
const BOT_ORDER: readonly Intent['type'][] = [
  'keep-secret-objective',
  'pick-strategy-card',
  'card-choice',
  'resolve-primary',
  'discard-action-cards',
  'return-secret-objective',
  'skip-secondary',
  'end-turn',
  'strategic-action',
  'pass',
  'mitosis',
  'score-objectives',
  'redistribute-tokens',
  'agenda-respond',
  'cast-votes',
  'break-tie',
];
const botMove = (view: GameView) => firstLegal(BOT_ORDER, view);

describe('the agenda phase in the browser', () => {
  it("Mecatol Rex's custodians removed, a round played out, an agenda phase voted, the next draft", async () => {
    const created = await createGameViaApi(h, {
      name: 'Council of three',
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
    const drive = (withSeat0: boolean, until: (v: GameView) => boolean) =>
      driveBots(bots, botMove, { withSeat0, until });

    // Through the draft (Ada's seat played by its socket) into the action phase, until Ada's turn.
    await drive(true, (v) => v.legal.some((i) => i.type === 'activate-system'));
    await waitForPrompt(ada, /Waiting for Ada to take an action/);
    // Her 6 influence comes from trade goods (a table edit over her socket, to keep the test short).
    await bots[0]?.send({ type: 'table-edit', edit: { kind: 'adjust-trade-goods', delta: 6 } });
    await expect.poll(() => ada.getByTestId('custodians-token').count()).toBe(1);
    await ada.getByTestId('activate-system-select').selectOption('18');
    await ada.getByTestId('activate').click();
    // With no ground force in Mecatol Rex's space area, the token cannot go (LRR 27.2a): the table says why.
    await expect.poll(() => ada.getByTestId('custodians-needs-landing').count()).toBe(1);
    expect(await ada.getByTestId('custodians-form').count()).toBe(0);
    await screens(ada, 'custodians-needs-landing');
    await bots[0]?.send({
      type: 'table-edit',
      edit: { kind: 'add-units', to: { system: '18' }, units: { carrier: 1, infantry: 1 } },
    });
    await expect.poll(() => ada.getByTestId('custodians-form').count()).toBe(1);
    for (let i = 0; i < 6; i++)
      await ada.getByTestId('custodians-tg').getByRole('button', { name: /More/ }).click();
    await expect.poll(() => ada.getByTestId('custodians-total').textContent()).toMatch(/6 of 6/);
    await ada.getByTestId('custodians-remove').click();
    await expect.poll(() => ada.getByTestId('custodians-token').count()).toBe(0);
    await ada.getByTestId('end-turn').click();
    // Her turn has ended before her seat's socket plays on (both would send end-turn otherwise).
    await expect.poll(() => ada.getByTestId('end-turn').count()).toBe(0);

    // The rest of the round, every seat by its socket, until the agenda phase asks Ada.
    let view = await drive(true, (v) => v.phase === 'agenda');
    expect(view.players[0]?.victoryPoints).toBeGreaterThanOrEqual(1);
    await expect.poll(() => ada.getByTestId('agenda-panel').count()).toBe(1);
    const agenda = view.agenda?.agenda as string;
    await screens(ada, 'respond');
    await ada.getByTestId('agenda-ready').click();
    // Brin and Cyd go to the vote too; then votes from the speaker's left until it is Ada's.
    // (Waited for is not enough: a seat owing a discard is waited for too; Ada's vote is hers to cast.)
    const adaVotes = (v: GameView) =>
      v.agenda?.step === 'vote' && v.legal.some((i) => i.type === 'cast-votes');
    view = await drive(false, adaVotes);
    if (view.agenda?.agenda === agenda && adaVotes(view)) {
      await expect.poll(() => ada.getByTestId('agenda-vote').count()).toBe(1);
      const planet = ada.locator('[data-testid^="agenda-planets-"]').first();
      await planet.click();
      await expect.poll(() => ada.getByTestId('agenda-my-votes').textContent()).toMatch(/Your votes: [1-9]/);
      await screens(ada, 'vote');
      await ada.getByTestId('agenda-cast').click();
      // Read in the log: when Ada votes last, the next agenda's list replaces this one at once.
      await ada.getByTestId('tab-log').click();
      await expect.poll(() => ada.getByTestId('log').textContent()).toMatch(/Ada casts \d+ votes? for/);
    }
    // The others vote; a tie goes to the speaker (Ada's in the browser when it is hers).
    for (let guard = 0; guard < 20; guard++) {
      view = await drive(false, () => false);
      if (view.phase !== 'agenda') break;
      if (view.agenda?.step === 'tie' && view.speaker === 0) {
        await ada.locator('[data-testid^="agenda-tie-"]').first().click();
      } else if (view.waiting.seats.includes(0)) {
        const intent = botMove(view);
        if (intent) await bots[0]?.send(intent);
      }
      await expect
        .poll(async () => JSON.stringify((await bots[0]?.view())?.agenda))
        .not.toBe(JSON.stringify(view.agenda));
    }
    view = (await bots[0]?.view()) as GameView;
    expect(view.phase).toBe('strategy');
    expect(view.round).toBe(2);
    await expect.poll(() => promptOf(ada)).toMatch(/pick a strategy card/);
    await ada.getByTestId('tab-log').click();
    await expect.poll(() => ada.getByTestId('log').textContent()).toMatch(/the outcome is/);
    await ada.getByTestId('tab-objectives').click();
    await expect.poll(() => ada.getByTestId('laws').count()).toBe(1);
    await screens(ada, 'next-round');
    for (const b of bots) b.close();
  });
});
