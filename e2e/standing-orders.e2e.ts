// Standing orders in Chromium: two of four players leave their draft, their secondaries and their
// status phase to standing orders. Ada sets hers in the Cards tab (ranks Imperial then Technology,
// skips every secondary, scores nothing and puts new tokens in strategy); Brin sets his over the API.
// The others play over their sockets. Neither Ada nor Brin ever decides a pick, a secondary, a score
// or a token arrangement (their sockets only take their own turns); the server makes each at once.
// The log says each was a standing order; the others never saw Ada's list. Screenshots at 1440×900
// and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import { STRATEGY_CARD_IDS, waitingText, type GameView, type Intent } from '@initiative/rules';
import { checkBothSizes, DESKTOP } from './axe.ts';
import { Bot, driveBots, firstLegal, TURN_ORDER } from './bot.ts';
import { newPlayer, OUTPUT_DIR, useHarness } from './harness.ts';
import { apiPost, claimSeats, createGameViaApi, startGame } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red' },
  { name: 'Brin', color: 'blue' },
  { name: 'Cyd', color: 'green' },
  { name: 'Dag', color: 'yellow' },
] as const;

const CARDS = STRATEGY_CARD_IDS;

const BOT_ORDER = TURN_ORDER;
/** Ada's and Brin's sockets take their own turns only: every other decision is their orders'. */
const ORDERED: readonly Intent['type'][] = [
  'pick-strategy-card',
  'skip-secondary',
  'follow',
  'score-objectives',
  'redistribute-tokens',
];
const BY_ORDERS = [...BOT_ORDER, 'score-objectives', 'redistribute-tokens'].filter(
  (t) => !ORDERED.includes(t as Intent['type']),
) as Intent['type'][];
const botMove = (view: GameView) =>
  firstLegal(
    view.viewer.kind === 'seat' && view.viewer.seat <= 1
      ? BY_ORDERS
      : [...BOT_ORDER, 'score-objectives', 'redistribute-tokens'],
    view,
  );

describe('pre-picks in the browser', () => {
  it('two players’ standing orders play their draft, secondaries and status phase without them', async () => {
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

    // The bots stop when only Ada or Brin is waited for; the server's order moves them on a moment later.
    const driveUntil = async (done: (v: GameView) => boolean) => {
      for (let i = 0; i < 100; i++) {
        const v = await driveBots(bots, botMove, { withSeat0: true, until: done });
        if (done(v)) return v;
        await new Promise((r) => setTimeout(r, 200));
      }
      const v = await (bots[0] as Bot).view();
      throw new Error(
        `the orders never moved the game on: ${waitingText(v)} ${JSON.stringify(v.strategic)} ${v.phase}`,
      );
    };
    await ada.getByTestId('tab-cards').click();
    await expect.poll(() => ada.getByTestId('pre-picks').count()).toBe(1);
    await ada.getByTestId('pre-pick-add-imperial').click();
    await ada.getByTestId('pre-pick-add-technology').click();
    expect(await ada.getByTestId('pre-pick-list').textContent()).toMatch(/Imperial.*Technology/);
    await ada.getByTestId('pre-pick-save').click();
    await expect.poll(() => ada.getByTestId('pre-pick-save').isDisabled()).toBe(true);
    for (const card of CARDS) {
      await ada.getByTestId(`order-${card}`).selectOption('skip');
      await expect.poll(() => ada.getByTestId(`order-${card}`).inputValue()).toBe('skip');
    }
    // Following a card that asks a choice opens its settings, saved with the order: Leadership, up to
    // nine influence into the fleet pool. (Ada then goes back to skipping it, for the count below.)
    await ada.getByTestId('order-leadership').selectOption('follow');
    const lead = ada.getByTestId('follow-settings-leadership');
    await lead.getByLabel(/Spend at most/).fill('9');
    await lead.getByLabel(/Tokens to/).selectOption('fleet');
    const adaToken = claimed[0]?.seatToken as string;
    const savedOrders = async () => {
      const res = await fetch(`${h.url}/api/games/${created.gameId}/secondary-orders`, {
        headers: { authorization: `Bearer ${adaToken}` },
      });
      return (await res.json()) as { orders: Record<string, string>; settings: Record<string, unknown> };
    };
    await expect
      .poll(async () => (await savedOrders()).settings.leadership)
      .toEqual({ influence: 9, pool: 'fleet' });
    expect((await savedOrders()).orders.leadership).toBe('follow');
    // Technology has no default: nothing is saved until a technology is named.
    await ada.getByTestId('order-technology').selectOption('follow');
    await expect.poll(() => ada.getByText(/Not saved yet: choose what Technology/).count()).toBe(1);
    expect((await savedOrders()).orders.technology).toBe('skip');
    await checkBothSizes(ada, OUTPUT_DIR, 'follow-settings', {
      phoneTab: 'tab-cards',
      show: 'follow-settings-leadership',
    });
    for (const card of ['leadership', 'technology']) {
      await ada.getByTestId(`order-${card}`).selectOption('skip');
      await expect.poll(async () => (await savedOrders()).orders[card]).toBe('skip');
    }
    await ada.getByTestId('order-scoring').selectOption('nothing');
    await expect.poll(() => ada.getByTestId('order-scoring').inputValue()).toBe('nothing');
    await ada.getByTestId('order-tokens').selectOption('strategy');
    await expect.poll(() => ada.getByTestId('order-tokens').inputValue()).toBe('strategy');
    // Combat: hits assigned for her (the server carries it out: apps/server/test/combat-orders.test.ts).
    await ada.getByTestId('order-hits').selectOption('auto');
    await expect.poll(() => ada.getByTestId('order-hits').inputValue()).toBe('auto');
    // Never retreat (LRR 78.4): saved with the hits order, which stays as it was (the select shows the server's answer).
    await ada.getByTestId('order-retreat').selectOption('never');
    await expect.poll(() => ada.getByTestId('order-retreat').inputValue()).toBe('never');
    expect(await ada.getByTestId('order-hits').inputValue()).toBe('auto');
    // Brin's, over the API: a full ranking (the others take the lowest cards), skip all, as Ada.
    const brin = claimed[1]?.seatToken as string;
    const route = (what: string) => `/api/games/${created.gameId}/${what}`;
    const ranking = ['warfare', 'construction', 'trade', 'politics', 'diplomacy', 'leadership'];
    await apiPost(h, route('draft-ranking'), { cards: ranking }, brin);
    const skipAll = Object.fromEntries(CARDS.map((c) => [c, 'skip']));
    await apiPost(h, route('secondary-orders'), { orders: skipAll }, brin);
    await apiPost(h, route('status-orders'), { orders: { scoring: 'nothing', tokens: 'tactic' } }, brin);
    await checkBothSizes(ada, OUTPUT_DIR, 'standing-orders', { phoneTab: 'tab-cards' });
    // Nobody else's view mentions it.
    for (const b of bots.slice(1)) expect(JSON.stringify(await b.view())).not.toMatch(/ranking|pre-pick/i);

    // The others pick (the lowest cards first); Ada's picks are made for her as her turns come.
    const drafted = await driveUntil((v) => v.phase === 'action');
    expect(drafted.phase).toBe('action');
    expect(drafted.cards.imperial.holder).toBe(0);
    expect(drafted.cards.technology.holder).toBe(0);

    // The action and status phases: Ada's and Brin's sockets play their own turns, their orders the rest.
    const atStatus = await driveUntil((v) => v.phase === 'status');
    const before = atStatus.players.map((p) => p.pools);
    const end = await driveUntil((v) => v.round === 2);
    expect(end.round).toBe(2);
    expect(end.phase).toBe('strategy');
    await ada.getByTestId('tab-log').click();
    const log = (await ada.getByTestId('log').textContent()) ?? '';
    // The tokens gained in the status phase (two, three for Sol) as the log says: all of Ada's to
    // strategy, all of Brin's to tactic.
    const gained = (name: string) =>
      Number(new RegExp(`${name} gains (\\d+) command tokens?: \\d+ tactic`).exec(log)?.[1]);
    expect(gained('Ada')).toBeGreaterThanOrEqual(2);
    expect(end.players[0]?.pools).toEqual({
      ...before[0],
      strategy: (before[0]?.strategy ?? 0) + gained('Ada'),
    });
    expect(end.players[1]?.pools).toEqual({
      ...before[1],
      tactic: (before[1]?.tactic ?? 0) + gained('Brin'),
    });
    expect(log).toMatch(/Ada's standing order, set in advance/);
    // Six cards were played by the other three each time; each of the two skipped them by order.
    expect(log.match(/Ada does not follow/g)?.length).toBe(6);
    expect(log.match(/Brin does not follow/g)?.length).toBe(6);
    for (const b of bots) b.close();
  });
});
