// The main screens at a desktop size (1440×900) and a phone size (390×844), through one whole round of
// a six-player game: home, invite, lobby, the strategy phase, the action phase with a tactical action
// and a strategy card's form open, the status phase and a spectator. Ada is played in the browser; the
// five other seats over the socket. At each screen: a screenshot of each size, no axe-core violation,
// and the layout facts (the map in view while a form is open, nothing wider than the phone, a
// one-line top bar and a bottom tab bar on the phone).

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitingText, type GameView, type Intent } from '@initiative/rules';
import { axeViolations, settled } from './axe.ts';
import { Bot, driveBots } from './bot.ts';
import { newPlayer, OUTPUT_DIR, useHarness } from './harness.ts';
import { claimSeats, createGameViaApi, promptOf, scoreNothing, startGame, waitForPrompt } from './table.ts';

const h = useHarness();

const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol' },
  { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan' },
  { name: 'Cyd', color: 'green', faction: 'ghosts-of-creuss' },
  { name: 'Dag', color: 'yellow', faction: 'yssaril-tribes' },
  { name: 'Eve', color: 'purple', faction: 'arborec' },
  { name: 'Fox', color: 'orange', faction: 'barony-of-letnev' },
] as const;

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The part of the viewport an element covers (0 when it is not shown). */
async function viewportShare(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
    const hgt = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
    return (w * hgt) / (innerWidth * innerHeight);
  });
}

interface Checks {
  /** A form is open during play: the map must stay in view beside it (or above it on the phone). */
  readonly mapWithForm?: boolean;
  /** The table (not the home, invite or lobby page): its phone top bar and tab bar are checked. */
  readonly table?: boolean;
}

/** Both sizes of one screen: a screenshot each, axe clean, and the layout facts. */
async function screen(page: Page, name: string, checks: Checks = {}): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await settled(page);
    await page.screenshot({ path: path.join(OUTPUT_DIR, `screens-${name}-${size}.png`) });
    expect(await axeViolations(page), `${name} at ${size}`).toEqual([]);
    if (checks.mapWithForm) {
      expect(await page.getByTestId('form-stack').isVisible(), `${name}: the form at ${size}`).toBe(true);
      // Beside the form on a desktop the map fills most of the screen; on a phone it shares it.
      expect(await viewportShare(page, 'galaxy'), `${name}: the map at ${size}`).toBeGreaterThan(
        size === 'desktop' ? 0.4 : 0.15,
      );
    }
    if (size === 'phone') {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${name}: nothing wider than the phone`).toBeLessThanOrEqual(PHONE.width);
      if (checks.table) {
        const bar = await page.locator('.topbar').boundingBox();
        expect(bar?.height, `${name}: a one-line top bar`).toBeLessThanOrEqual(56);
        expect(await page.getByRole('tablist', { name: 'Table views' }).isVisible()).toBe(true);
      }
    }
  }
  await page.setViewportSize(DESKTOP);
}

/** What a socket-played seat does when the game waits for it: the engine's first fitting example. */
const BOT_ORDER: readonly Intent['type'][] = [
  'keep-secret-objective',
  'pick-strategy-card',
  'card-choice',
  'resolve-primary',
  'discard-action-cards',
  'return-secret-objective',
  'skip-secondary',
  'strategic-action',
  'pass',
  'mitosis',
  'score-objectives',
  'redistribute-tokens',
];
function botMove(view: GameView): Intent | undefined {
  for (const type of BOT_ORDER) {
    // Leadership is Ada's: the bots leave it to her.
    const found = view.legal.find(
      (i) => i.type === type && !(i.type === 'pick-strategy-card' && i.card === 'leadership'),
    );
    if (found) return found;
  }
  return undefined;
}

describe('the main screens at desktop and phone sizes', () => {
  it('a six-player round: home, invite, lobby, draft, action phase with forms open, status phase, spectator', async () => {
    const ada = (await newPlayer(h)).page;
    await ada.setViewportSize(DESKTOP);
    await ada.goto('/');
    await expect.poll(() => ada.getByRole('button', { name: 'Create game' }).count()).toBe(1);
    await screen(ada, 'home');

    const created = await createGameViaApi(h, {
      name: 'Six at the table',
      seats: 6,
      victoryPoints: 10,
      factions: 'chosen',
    });
    const { gameId } = created;
    await ada.goto(`/g/${gameId}/join`);
    await expect.poll(() => ada.getByLabel('Your name').count()).toBe(1);
    await screen(ada, 'join');

    const claimed = await claimSeats(h, gameId, SEATS);
    await ada.goto(claimed[0]?.seatUrl as string);
    await expect.poll(() => promptOf(ada)).toMatch(/Every seat is taken/);
    await screen(ada, 'lobby');

    await startGame(h, created);
    const bots = claimed.map((c) => new Bot(h.url, gameId, c.seatToken));
    /** The socket seats move until the game waits for Ada alone (or for no one). */
    const botsUntilAda = () => driveBots(bots, botMove);

    // Setup: Ada keeps a secret objective in the page; the others over the socket.
    await expect.poll(() => ada.locator('[data-testid^="keep-"]').count()).toBeGreaterThan(0);
    await ada.locator('[data-testid^="keep-"]').first().click();

    // --- Strategy phase: Ada's pick is shown and focused; she takes Leadership. ---
    let v = await botsUntilAda();
    for (let guard = 0; guard < 10 && !v.waiting.seats.includes(0); guard++) v = await botsUntilAda();
    await waitForPrompt(ada, /Waiting for Ada to pick a strategy card/);
    await expect.poll(() => ada.locator('.prompt-bar.mine').count()).toBe(1);
    // The focus is on the strategy cards, ready for the keyboard.
    await expect
      .poll(() => ada.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.id ?? ''))
      .toBe('table-panel-cards');
    await screen(ada, 'strategy', { table: true });
    // The panel tabs are a tablist: arrow keys move between them. (An update from the bots may re-render
    // the table between the focus and the key: the pair is tried again until the key lands.)
    const arrow = async (from: string, key: string, to: string) => {
      await expect
        .poll(async () => {
          if ((await ada.getByTestId(to).getAttribute('aria-selected')) === 'true') return true;
          await ada.getByTestId(from).focus();
          await ada.keyboard.press(key);
          return (await ada.getByTestId(to).getAttribute('aria-selected')) === 'true';
        })
        .toBe(true);
      expect(await ada.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(to);
    };
    await arrow('tab-cards', 'ArrowRight', 'tab-players');
    await arrow('tab-players', 'ArrowLeft', 'tab-cards');
    // A pick by keyboard: from the tab, Tab into the cards (Leadership comes first), Enter.
    await ada.keyboard.press('Tab');
    expect(await ada.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'card-leadership',
    );
    await ada.keyboard.press('Enter');
    await expect.poll(() => ada.getByTestId('card-leadership').getAttribute('data-holder')).toBe('Ada');

    // --- Action phase. Ada (initiative 1) opens with a tactical action on Mecatol Rex. ---
    await botsUntilAda();
    await waitForPrompt(ada, /Waiting for Ada to take an action/);
    // By keyboard: the focus is on the turn's form; the system is chosen in the form's list.
    await expect
      .poll(() => ada.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('form-stack');
    await ada.getByTestId('activate-system-select').selectOption('18');
    await expect.poll(() => ada.getByTestId('activate').textContent()).toBe('Activate system 18');
    await ada.getByTestId('activate').focus();
    await ada.keyboard.press('Enter');
    await expect.poll(() => ada.getByTestId('tactical-panel').count()).toBe(1);
    await ada.getByTestId('edits-toggle').click();
    // The order on screen is the order of play: the move edit first, End turn after it.
    const editTop = (await ada.getByTestId('edit-kind').boundingBox())?.y ?? Infinity;
    const endTop = (await ada.getByTestId('end-turn').boundingBox())?.y ?? -Infinity;
    expect(endTop, 'End turn below the move form').toBeGreaterThan(editTop);
    await screen(ada, 'tactical', { table: true, mapWithForm: true });
    // A refused edit is explained next to the edit form, not in a corner of the screen.
    await ada.getByTestId('edit-kind').selectOption('adjust-trade-goods');
    await ada.getByTestId('edit-delta').getByRole('button', { name: 'Less change' }).click();
    await ada.getByTestId('edit-delta').getByRole('button', { name: 'Less change' }).click();
    await ada.getByTestId('edit-submit').click();
    await expect.poll(() => ada.getByTestId('form-error-edits').textContent()).toMatch(/would go below zero/);
    expect(await ada.locator('.notices').count()).toBe(0);
    await ada.getByTestId('edits-toggle').click();
    await ada.getByTestId('end-turn').click();
    await expect.poll(() => promptOf(ada)).not.toMatch(/tactical action/);

    // The others play their strategy cards (Ada skips each secondary in the page), then Ada plays hers.
    for (let guard = 0; guard < 40; guard++) {
      v = await botsUntilAda();
      if (v.legal.some((i) => i.type === 'skip-secondary')) {
        await ada.getByTestId('skip').click();
        await expect
          .poll(async () => (await bots[0]?.view())?.legal.some((i) => i.type === 'skip-secondary'))
          .toBe(false);
        continue;
      }
      if (v.legal.some((i) => i.type === 'strategic-action')) break;
      const other = v.legal.find((i) => i.type === 'card-choice' || i.type === 'discard-action-cards');
      if (other) await bots[0]?.send(other);
      else throw new Error(`Ada is asked for something unexpected: ${waitingText(v)}`);
    }
    await waitForPrompt(ada, /Waiting for Ada to take an action/);
    // On the phone, one tap on the card in the Cards tab opens its form in the Act tab.
    await ada.setViewportSize(PHONE);
    await ada.getByTestId('tab-cards').click();
    await ada.getByTestId('card-leadership').click();
    await expect.poll(() => ada.getByTestId('tab-act').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => ada.getByTestId('leadership-form').isVisible()).toBe(true);
    expect(await ada.getByTestId('card-summary-leadership').isVisible()).toBe(false);
    await ada.setViewportSize(DESKTOP);
    await screen(ada, 'strategic', { table: true, mapWithForm: true });
    await ada.getByTestId('leadership-submit').click();
    await waitForPrompt(ada, /to follow or skip Leadership/);

    // The others follow or skip, and pass; Ada passes on her phone from the Act tab.
    for (let guard = 0; guard < 40; guard++) {
      v = await botsUntilAda();
      if (v.legal.some((i) => i.type === 'pass')) break;
    }
    await ada.setViewportSize(PHONE);
    await ada.getByTestId('tab-act').click();
    expect(await ada.getByTestId('tab-act').getAttribute('aria-selected')).toBe('true');
    const pass = await ada.getByTestId('pass').boundingBox();
    expect(pass?.height, 'a thumb-sized Pass').toBeGreaterThanOrEqual(44);
    await ada.getByTestId('pass').click();
    // Passing asks first; keeping on playing closes the question, and a second try passes.
    expect(await ada.getByTestId('player-0').textContent()).not.toContain('Passed');
    await ada.getByTestId('pass-cancel').click();
    expect(await ada.getByTestId('pass-question').count()).toBe(0);
    await ada.getByTestId('pass').click();
    await screen(ada, 'pass-confirm', { table: true });
    await ada.setViewportSize(PHONE);
    const yes = await ada.getByTestId('pass-confirm').boundingBox();
    expect(yes?.height, 'a thumb-sized confirmation').toBeGreaterThanOrEqual(44);
    await ada.getByTestId('pass-confirm').click();
    await expect.poll(() => ada.getByTestId('player-0').textContent()).toContain('Passed');
    await ada.setViewportSize(DESKTOP);

    // --- Status phase: Ada scores (nothing), then arranges her command tokens. ---
    await botsUntilAda();
    await waitForPrompt(ada, /Status phase/);
    await expect.poll(() => ada.getByTestId('score-dialog').count()).toBe(1);
    await screen(ada, 'status', { table: true, mapWithForm: true });
    await scoreNothing(ada);
    await expect.poll(() => promptOf(ada)).not.toMatch(/Ada to score/);
    await botsUntilAda();
    await expect.poll(() => ada.getByTestId('token-dialog').count()).toBe(1);
    const left = (await ada.getByTestId('redistribute-left').textContent()) ?? '';
    const more = Number(/Place (\d+) more/.exec(left)?.[1] ?? 0);
    for (let i = 0; i < more; i++)
      await ada.getByTestId('redistribute-fleet').getByRole('button', { name: 'More fleet' }).click();
    await ada.getByTestId('redistribute-submit').click();
    await expect.poll(() => ada.getByTestId('token-dialog').count()).toBe(0);
    await botsUntilAda();
    await waitForPrompt(ada, /to pick a strategy card/);
    await expect.poll(() => ada.getByTestId('round-line').textContent()).toContain('Round 2');

    // --- A spectator, with the history slider. ---
    const spectator = (await newPlayer(h)).page;
    await spectator.setViewportSize(DESKTOP);
    await spectator.goto(created.spectateUrl);
    await expect.poll(() => spectator.getByTestId('history').count(), { timeout: 15_000 }).toBe(1);
    await screen(spectator, 'spectator', { table: true });
    for (const b of bots) b.close();
  }, 480_000);
});
