// Setting a table for the e2e files: a game created, its seats claimed and the game started through
// the HTTP API (or joined through the invite page in the browser), and the secret objectives kept.
// What each test then checks stays in the test.

import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { GameState, PlayerState, StrategyCardId } from '@initiative/rules';
// What the API answers, as the server's own tests describe it (a type only: nothing of theirs runs here).
import type { ClaimedSeat, CreatedGame } from '../apps/server/test/helpers.ts';
import { newPlayer, type Harness } from './harness.ts';

/** POSTs to the server (with a bearer token when given) and returns the JSON answer; throws on an error status. */
export async function apiPost<T>(h: Harness, route: string, body?: unknown, bearer?: string): Promise<T> {
  const res = await fetch(`${h.url}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Creates a game through the API (the body is the create-game form's: name, seats, victoryPoints, ...). */
export function createGameViaApi(h: Harness, body: Record<string, unknown>): Promise<CreatedGame> {
  return apiPost<CreatedGame>(h, '/api/games', body);
}

/** Who sits in a seat; the faction only in games whose factions are chosen. */
export interface SeatSpec {
  readonly name: string;
  readonly color: string;
  readonly faction?: string;
}

/** A seat whose draft is scripted: the strategy cards it wants, first choice first. */
export interface DraftingSeat extends SeatSpec {
  readonly cards: readonly StrategyCardId[];
}

/** Claims seats 0, 1, 2, ... through the API, in order, for the given players. */
export async function claimSeats(
  h: Harness,
  gameId: string,
  seats: readonly SeatSpec[],
): Promise<ClaimedSeat[]> {
  const claimed: ClaimedSeat[] = [];
  for (const [seat, s] of seats.entries()) {
    claimed.push(
      await apiPost<ClaimedSeat>(h, `/api/games/${gameId}/seats`, {
        seat,
        name: s.name,
        color: s.color,
        faction: s.faction,
      }),
    );
  }
  return claimed;
}

/** The host starts the game (with the host token). */
export async function startGame(h: Harness, game: Pick<CreatedGame, 'gameId' | 'hostToken'>): Promise<void> {
  await apiPost(h, `/api/games/${game.gameId}/start`, undefined, game.hostToken);
}

export interface Browsing {
  context: BrowserContext;
  page: Page;
}

/** A fresh browser context per link, each page opened on its link. */
export async function openPages(h: Harness, urls: readonly string[]): Promise<Browsing[]> {
  const opened: Browsing[] = [];
  for (const url of urls) {
    const p = await newPlayer(h);
    await p.page.goto(url);
    opened.push(p);
  }
  return opened;
}

export interface SeatedGame<Name extends string = string> {
  game: CreatedGame;
  seats: ClaimedSeat[];
  /** One browser per seat, in seat order, opened on its seat link before the game started. */
  players: Browsing[];
  /** A browser on the spectate link, opened after the start. */
  spectator: Browsing;
  /** The page of the player with this name. */
  pageOf(name: Name): Page;
}

/**
 * A game created through the API, every seat claimed and opened in its own browser, started by the
 * host, and a spectator watching.
 */
export async function seatedGame<Seat extends SeatSpec>(
  h: Harness,
  body: Record<string, unknown>,
  seats: readonly Seat[],
): Promise<SeatedGame<Seat['name']>> {
  const game = await createGameViaApi(h, body);
  const claimed = await claimSeats(h, game.gameId, seats);
  const players = await openPages(
    h,
    claimed.map((c) => c.seatUrl),
  );
  await startGame(h, game);
  const [spectator] = await openPages(h, [game.spectateUrl]);
  const pageOf = (name: Seat['name']) => players[seats.findIndex((s) => s.name === name)]?.page as Page;
  return { game, seats: claimed, players, spectator: spectator as Browsing, pageOf };
}

/** The host fills in the create-game form on the home page (already open) and reads the links it gives. */
export async function createGameInBrowser(
  page: Page,
  name: string,
  seats: number,
): Promise<{ inviteUrl: string; spectateUrl: string; gameUrl: string }> {
  await page.getByLabel('Game name').fill(name);
  await page.locator('select[name="seats"]').selectOption(String(seats));
  await page.getByRole('button', { name: 'Create game' }).click();
  const inviteUrl = await page.getByTestId('invite-link').inputValue();
  const spectateUrl = await page.getByTestId('spectate-link').inputValue();
  return { inviteUrl, spectateUrl, gameUrl: inviteUrl.replace(/\/join$/, '') };
}

/**
 * On the invite page (already open), a player types their name, picks the seat, colour (and faction)
 * and takes the seat; waits until the page has moved on to the game.
 */
export async function takeSeatOnInvitePage(page: Page, seat: number, who: SeatSpec): Promise<void> {
  const gameUrl = page.url().replace(/\/join$/, '');
  await page.getByLabel('Your name').fill(who.name);
  await page.locator('input[name="seat"]').nth(seat).check();
  await page.locator(`input[name="color"][value="${who.color}"]`).check();
  if (who.faction !== undefined) await page.getByLabel('Faction').selectOption(who.faction);
  await page.getByRole('button', { name: /Take seat/ }).click();
  await page.waitForURL(gameUrl);
}

/** In setup, each player keeps the first secret objective offered once their page offers one. */
export async function keepSecrets(pages: Iterable<Page>): Promise<void> {
  for (const p of pages) {
    await expect.poll(() => p.locator('[data-testid^="keep-"]').count()).toBeGreaterThan(0);
    await p.locator('[data-testid^="keep-"]').first().click();
  }
}

/** The prompt bar's text. */
/** Scores nothing in the status phase, confirming it when the player meets an objective. */
export async function scoreNothing(page: Page): Promise<void> {
  const ask = page.getByTestId('score-nothing-ask');
  if ((await ask.count()) > 0) await ask.click();
  await page.getByTestId('score-nothing').click();
}

export const promptOf = async (page: Page): Promise<string> =>
  (await page.getByTestId('prompt').textContent()) ?? '';

/** Waits (up to 15 s) for the prompt on `page` (the spectator's, say) to match. */
export async function waitForPrompt(page: Page, re: RegExp): Promise<void> {
  await expect.poll(() => promptOf(page), { timeout: 15_000 }).toMatch(re);
}

/**
 * Steps of a scripted game, taken in the players' pages (`pageOf` finds one by name) and watched on the
 * spectator's page.
 */
export function scriptedSteps<Name extends string>(spectator: Page, pageOf: (name: Name) => Page) {
  const waitFor = (re: RegExp) => waitForPrompt(spectator, re);
  /** On their turn, `name` plays `card`'s strategic action and its panel opens. */
  const play = async (name: Name, card: StrategyCardId) => {
    await waitFor(new RegExp(`Waiting for ${name} to take an action`));
    await pageOf(name).getByTestId(`card-${card}`).click();
    await expect.poll(() => pageOf(name).getByTestId('strategic-panel').count()).toBe(1);
  };
  /** `name` skips the open secondary. */
  const skip = async (name: Name) => {
    await pageOf(name).getByTestId('skip').click();
    await expect.poll(() => pageOf(name).getByTestId('skip').count()).toBe(0);
  };
  /**
   * The strategy phase, `picks` picks: the picker the spectator's prompt names takes the first card they
   * want that is still free, and the spectator sees them hold it.
   */
  const draftWanted = async (seats: readonly (DraftingSeat & { name: Name })[], picks: number) => {
    for (let pick = 0; pick < picks; pick++) {
      const text = await promptOf(spectator);
      // With eight cards for four players the last one is dealt without a pick.
      if (pick === picks - 1 && /take an action/.test(text)) return;
      const picker = seats.find((s) => text.includes(`Waiting for ${s.name} to pick`));
      expect(picker, text).toBeDefined();
      if (!picker) return;
      const free: StrategyCardId[] = [];
      for (const c of picker.cards) {
        if ((await spectator.getByTestId(`card-${c}`).getAttribute('data-holder')) === '') free.push(c);
      }
      // The picker's Cards tab (it opens by itself when the pick comes, unless it was theirs already).
      const page = pageOf(picker.name);
      if ((await page.getByTestId('tab-cards').count()) > 0) await page.getByTestId('tab-cards').click();
      await page.getByTestId(`card-${free[0] as string}`).click();
      await expect
        .poll(() => spectator.getByTestId(`card-${free[0] as string}`).getAttribute('data-holder'))
        .toBe(picker.name);
    }
  };
  return { waitFor, play, skip, draftWanted };
}

/**
 * Whether `text` shows `name` as a whole name: "Rout" (an action card) is not seen in "Negotiate Trade
 * Routes" (a public objective).
 */
export function showsName(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(text);
}

/**
 * A seated game (see seatedGame) through its first strategy phase: every player keeps a secret
 * objective, then each takes the cards of its `cards` list in turn (two each up to four players, else
 * one). Returns the table with the scripted steps on it and a reader of the spectator's log.
 */
export async function draftedGame<Seat extends DraftingSeat>(
  h: Harness,
  body: Record<string, unknown>,
  seats: readonly Seat[],
  /** Changes the game in memory before the draft (its picks carry the change to every page). */
  beforeDraft?: (gameId: string) => void,
) {
  const table = await seatedGame(h, body, seats);
  const spectator = table.spectator.page;
  const steps = scriptedSteps(spectator, table.pageOf);
  await keepSecrets(table.players.map((p) => p.page));
  await steps.waitFor(/to pick a strategy card/);
  beforeDraft?.(table.game.gameId);
  await steps.draftWanted(seats, seats.length <= 4 ? seats.length * 2 : seats.length);
  const logText = async () => (await spectator.getByTestId('log').textContent()) ?? '';
  return { table, spectator, page: table.pageOf, ...steps, logText };
}

/** Changes the live game in memory (before the draft, its picks carry the change to every page). */
export function changeLive(h: Harness, gameId: string, change: (s: GameState) => GameState): void {
  const live = h.server.hub.get(gameId);
  if (!live?.state) throw new Error('no game');
  live.state = change(live.state);
}

/** Changes one player of the live game in memory (a technology researched earlier, trade goods…). */
export function changePlayer(
  h: Harness,
  gameId: string,
  seat: number,
  change: (p: PlayerState) => PlayerState,
): void {
  changeLive(h, gameId, (s) => ({ ...s, players: s.players.map((p) => (p.seat === seat ? change(p) : p)) }));
}
