import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  type DraftKind,
  type DraftPick,
  type GameSummary,
  type GameView,
  type Intent,
  type SetupDraftBoard,
} from '@initiative/rules';
import type { ClaimedSeat } from '../apps/server/test/helpers.ts';
import { checkBothSizes } from './axe.ts';
import { Bot, firstLegal } from './bot.ts';
import { newPlayer, OUTPUT_DIR, useHarness } from './harness.ts';
import { apiPost, keepSecrets, promptOf, takeSeatOnInvitePage, waitForPrompt } from './table.ts';

const h = useHarness();

const NAMES = ['Ada', 'Brin', 'Cyd', 'Dag', 'Eve', 'Fox'] as const;
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange'] as const;
/** Never in the pool (banned on the create form). */
const BANNED = 'arborec';
/** Always in the pool (priority on the create form). */
const PRIORITY = 'winnu';

async function summaryOf(gameId: string): Promise<GameSummary> {
  const res = await fetch(`${h.url}/api/games/${gameId}`);
  return (await res.json()) as GameSummary;
}

async function boardOf(gameId: string): Promise<SetupDraftBoard> {
  const board = (await summaryOf(gameId)).setupDraft?.board;
  if (!board) throw new Error('the draft has not started');
  return board;
}

/** A POST that is expected to be refused: its status and error code. */
async function refused(
  route: string,
  body: unknown,
  token: string,
): Promise<{ status: number; code: string }> {
  const res = await fetch(`${h.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { error?: { code?: string } };
  return { status: res.status, code: json.error?.code ?? '' };
}

const holds = (board: SetupDraftBoard, seat: number, kind: DraftKind) =>
  board.picks.some((p) => p.seat === seat && p.pick.kind === kind);
const isTaken = (board: SetupDraftBoard, pick: DraftPick) =>
  board.picks.some((p) => JSON.stringify(p.pick) === JSON.stringify(pick));

/** An API seat's pick: the kinds it lacks in turn (varied by the pick's number), the first free item. */
function apiChoice(board: SetupDraftBoard, seat: number): DraftPick {
  const kinds = (['faction', 'slice', 'position'] as const).filter((k) => !holds(board, seat, k));
  const kind = kinds[board.picks.length % kinds.length] ?? 'faction';
  const all: DraftPick[] =
    kind === 'faction'
      ? board.factions.map((faction) => ({ kind, faction }))
      : kind === 'slice'
        ? board.slices.map((_, slice) => ({ kind, slice }))
        : // Positions from the last: position 1 (the speaker) is left for the browsers when it can be.
          board.order.map((_, i) => ({ kind, position: board.order.length - i }));
  const free = all.find((p) => !isTaken(board, p));
  if (!free) throw new Error(`seat ${seat} has nothing to take`);
  return free;
}

/** A browser seat's pick, one click: position 1 when free, else the first slice, else anything open. */
async function clickAPick(page: Page): Promise<string> {
  const speaker = page.getByTestId('pick-position-1');
  const candidates = [
    speaker,
    page.locator('.slice-offer.open .draft-pick').first(),
    page.locator('.draft-item.open .draft-pick').first(),
  ];
  for (const c of candidates) {
    if ((await c.count()) > 0 && (await c.isEnabled())) {
      const id = (await c.getAttribute('data-testid')) ?? '';
      await c.click();
      return id;
    }
  }
  throw new Error('nothing open to pick');
}

describe('a six-player Milty draft in the lobby', () => {
  it('sets the draft up, drafts every pick in snake order, and starts the game seated by position', async () => {
    // The host fills in the create form: a Milty draft, one ban and one priority faction.
    const host = await newPlayer(h);
    await host.page.goto('/');
    await host.page.getByLabel('Game name').fill('Milty night');
    await host.page.locator('select[name="seats"]').selectOption('6');
    await host.page.locator('input[name="setup"][value="milty"]').check();
    await expect.poll(() => host.page.getByTestId('draft-options').count()).toBe(1);
    // A bound that cannot be met is refused in words before anything is sent.
    await host.page.locator('input[name="bound-minTotal"]').fill('14');
    await expect
      .poll(() => host.page.getByTestId('draft-problems').textContent())
      .toContain('The minimum total 14 is above the maximum 13.');
    await host.page.getByRole('button', { name: 'Back to the defaults' }).click();
    await expect.poll(() => host.page.getByTestId('draft-problems').count()).toBe(0);
    await host.page.getByTestId('draft-faction-choices').locator('summary').click();
    await host.page.locator(`input[name="faction-${BANNED}"][value="ban"]`).check();
    await host.page.locator(`input[name="faction-${PRIORITY}"][value="priority"]`).check();
    await checkBothSizes(host.page, OUTPUT_DIR, 'setup-draft-form', { show: 'setup-choice' });
    await host.page.getByRole('button', { name: 'Create game' }).click();
    const inviteUrl = await host.page.getByTestId('invite-link').inputValue();
    const spectateUrl = await host.page.getByTestId('spectate-link').inputValue();
    const gameId = /\/g\/([A-Za-z0-9_-]+)\/join$/.exec(inviteUrl)?.[1] as string;
    expect((await summaryOf(gameId)).setupDraft).toMatchObject({
      format: 'milty',
      bans: [BANNED],
      priority: [PRIORITY],
      board: null,
    });
    await expect.poll(() => host.page.getByTestId('draft-plan').textContent()).toContain('Milty draft');

    // The host takes seat 1 on the invite page, which asks for no faction.
    await host.page.goto(inviteUrl);
    await expect.poll(() => host.page.getByTestId('join-draft-note').count()).toBe(1);
    expect(await host.page.getByLabel('Faction').count()).toBe(0);
    await takeSeatOnInvitePage(host.page, 0, { name: NAMES[0], color: COLORS[0] });
    // The other five take their seats through the API; Brin plays in a browser, the rest over HTTP.
    const seats: ClaimedSeat[] = [];
    for (let seat = 1; seat < 6; seat++) {
      seats[seat] = await apiPost<ClaimedSeat>(h, `/api/games/${gameId}/seats`, {
        seat,
        name: NAMES[seat],
        color: COLORS[seat],
      });
    }
    const hostSeatToken = (await host.page.evaluate(
      (id) =>
        (JSON.parse(localStorage.getItem(`initiative:${id}`) ?? '{}') as { seatToken: string }).seatToken,
      gameId,
    )) as string;
    const tokens = [hostSeatToken, ...seats.slice(1).map((s) => s.seatToken)];
    const brin = await newPlayer(h);
    await brin.page.goto(seats[1]?.seatUrl as string);
    const spectator = await newPlayer(h);
    await spectator.page.goto(spectateUrl);
    const pages = new Map<number, Page>([
      [0, host.page],
      [1, brin.page],
    ]);

    // The host's button starts the draft, not the game.
    const start = host.page.getByRole('button', { name: 'Start the draft' });
    await expect.poll(() => start.isEnabled()).toBe(true);
    await checkBothSizes(host.page, OUTPUT_DIR, 'setup-draft-lobby');
    await start.click();
    for (const page of [host.page, brin.page, spectator.page])
      await expect.poll(() => page.getByTestId('draft-prompt').count()).toBe(1);
    let board = await boardOf(gameId);
    expect(board.slices).toHaveLength(6);
    expect(board.factions).toHaveLength(9);
    expect(board.factions).toContain(PRIORITY);
    expect(board.factions).not.toContain(BANNED);
    expect(await host.page.getByTestId('draft-faction-' + PRIORITY).count()).toBe(1);

    // Before the first pick the host may draw new slices and factions.
    const before = JSON.stringify(board.slices);
    await host.page.getByTestId('draft-regenerate').click();
    await expect.poll(async () => JSON.stringify((await boardOf(gameId)).slices)).not.toBe(before);
    board = await boardOf(gameId);

    // The spectator watches: nothing on the board is theirs to pick.
    await expect.poll(() => spectator.page.locator('.draft-pick:enabled').count()).toBe(0);
    expect(await spectator.page.getByTestId('draft-undo').count()).toBe(0);

    // A seat out of turn is refused with a coded reason.
    const notTurn = board.order.find((s) => s !== board.turn) as number;
    expect(
      await refused(
        `/api/games/${gameId}/draft/pick`,
        { pick: apiChoice(board, notTurn) },
        tokens[notTurn] as string,
      ),
    ).toMatchObject({ code: 'draft/not-your-turn' });

    let undone = false;
    let shotBoard = false;
    for (let guard = 0; guard < 40 && board.turn !== null; guard++) {
      const seat = board.turn;
      const made = board.picks.length;
      const page = pages.get(seat);
      if (page) {
        // On a player's page: their turn is said, the items they can take are enabled.
        await expect.poll(() => page.getByTestId('draft-prompt').textContent()).toMatch(/^Your pick/);
        if (!shotBoard && made > 0) {
          await checkBothSizes(page, OUTPUT_DIR, 'setup-draft-board', { show: 'draft-slice-0' });
          await checkBothSizes(spectator.page, OUTPUT_DIR, 'setup-draft-spectator', { show: 'draft-turns' });
          shotBoard = true;
        }
        await clickAPick(page);
      } else {
        const pick = apiChoice(board, seat);
        await apiPost(h, `/api/games/${gameId}/draft/pick`, { pick }, tokens[seat]);
        // Taking it again (or anything of that kind) is refused.
        const again = await refused(`/api/games/${gameId}/draft/pick`, { pick }, tokens[seat] as string);
        expect(again.status).toBeGreaterThanOrEqual(400);
      }
      await expect.poll(async () => (await boardOf(gameId)).picks.length).toBeGreaterThan(made);
      board = await boardOf(gameId);
      // Every page shows who took what.
      const last = board.picks[made]?.pick;
      if (last?.kind === 'slice') {
        const item = spectator.page.getByTestId(`draft-slice-${last.slice}`);
        await expect.poll(() => item.getAttribute('data-taken')).toBe('yes');
      }

      // Once, after an API seat's pick: the host takes it back, and the seat picks again.
      if (!undone && !page && made >= 3 && board.turn !== null) {
        await expect.poll(() => host.page.getByTestId('draft-undo').isEnabled()).toBe(true);
        await host.page.getByTestId('draft-undo').click();
        await expect.poll(async () => (await boardOf(gameId)).picks.length).toBe(made);
        board = await boardOf(gameId);
        expect(board.turn).toBe(seat);
        undone = true;
      }
    }
    expect(undone).toBe(true);
    expect(board.turn).toBeNull();
    expect(board.picks).toHaveLength(18);

    // What each lobby seat drafted; game seat i is the one that drafted position i + 1.
    const drafted = board.order.map((seat) => ({
      seat,
      faction: board.picks.find((p) => p.seat === seat && p.pick.kind === 'faction')?.pick,
      position: board.picks.find((p) => p.seat === seat && p.pick.kind === 'position')?.pick,
    }));
    const positionOf = (seat: number) => {
      const p = drafted.find((d) => d.seat === seat)?.position;
      return p?.kind === 'position' ? p.position : -1;
    };
    const factionOf = (seat: number) => {
      const f = drafted.find((d) => d.seat === seat)?.faction;
      return f?.kind === 'faction' ? f.faction : '';
    };
    const lobbySeatAt = (gameSeat: number) =>
      [0, 1, 2, 3, 4, 5].find((s) => positionOf(s) === gameSeat + 1) as number;

    // The game starts by itself: every page is at the table, seated by position.
    for (const page of [host.page, brin.page, spectator.page])
      await expect.poll(() => page.getByTestId('round-line').count(), { timeout: 15_000 }).toBe(1);
    const summary = await summaryOf(gameId);
    expect(summary.status).toBe('playing');
    for (let gameSeat = 0; gameSeat < 6; gameSeat++) {
      const lobbySeat = lobbySeatAt(gameSeat);
      expect(summary.seats[gameSeat]?.name).toBe(NAMES[lobbySeat]);
    }
    // The browsers learnt their new seats from the sync, not from their claim.
    for (const [lobbySeat, page] of pages) {
      await expect
        .poll(() =>
          page.evaluate(
            (id) => (JSON.parse(localStorage.getItem(`initiative:${id}`) ?? '{}') as { seat?: number }).seat,
            gameId,
          ),
        )
        .toBe(positionOf(lobbySeat) - 1);
    }

    // The other seats keep their secret objectives over the socket; the browsers on their pages.
    const bots = new Map<number, Bot>();
    for (let lobbySeat = 2; lobbySeat < 6; lobbySeat++)
      bots.set(positionOf(lobbySeat) - 1, new Bot(h.url, gameId, tokens[lobbySeat] as string));
    try {
      await keepSecrets([host.page, brin.page]);
      for (const bot of bots.values()) {
        const intent = firstLegal(['keep-secret-objective'], await bot.view());
        if (intent) await bot.send(intent);
      }

      // The strategy phase: the speaker (position 1) picks first; the factions are the drafted ones.
      const speakerName = NAMES[lobbySeatAt(0)];
      await waitForPrompt(spectator.page, new RegExp(`Waiting for ${speakerName} to pick a strategy card`));
      const anyBot = bots.values().next().value as Bot;
      const view: GameView = await anyBot.view();
      expect(view.speaker).toBe(0);
      for (let gameSeat = 0; gameSeat < 6; gameSeat++)
        expect(view.players[gameSeat]?.faction).toBe(factionOf(lobbySeatAt(gameSeat)));
      // The drafted galaxy's map string, to copy from the menu.
      await spectator.page.getByTestId('menu').click();
      expect((await spectator.page.getByTestId('menu-map-string').inputValue()).split(' ').length).toBe(36);
      await spectator.page.getByTestId('menu').click();

      const speakerPage = pages.get(lobbySeatAt(0));
      if (speakerPage) {
        await checkBothSizes(speakerPage, OUTPUT_DIR, 'setup-draft-game', { phoneTab: 'tab-act' });
        const card = await speakerPage.locator('.strategy-card.legal').first().getAttribute('data-testid');
        await speakerPage.getByTestId(card as string).click();
      } else {
        await checkBothSizes(host.page, OUTPUT_DIR, 'setup-draft-game', { phoneTab: 'tab-act' });
        const bot = bots.get(0) as Bot;
        await bot.send(firstLegal(['pick-strategy-card'], await bot.view()) as Intent);
      }
      await expect.poll(() => promptOf(spectator.page)).not.toContain(`Waiting for ${speakerName} to pick`);
    } finally {
      for (const bot of bots.values()) bot.close();
    }
  });

  it('generates slices and their map string without a game', async () => {
    const { page } = await newPlayer(h);
    await page.goto('/');
    await page.getByRole('link', { name: 'Generate Milty slices' }).click();
    await page.waitForURL(/\/slices$/);
    await page.locator('select[name="players"]').selectOption('5');
    await page.locator('input[name="format"][value="milty-eq"]').check();
    await page.locator('input[name="seed"]').fill('friday-night');
    await page.getByRole('button', { name: 'Generate slices' }).click();
    await expect.poll(() => page.getByTestId('generated-slices').count()).toBe(1);
    expect(await page.locator('[data-testid^="generated-slice-"]').count()).toBe(5);
    const mapString = await page.getByTestId('slices-map-string').inputValue();
    expect(mapString.split(/\s+/).length).toBeGreaterThan(20);
    await checkBothSizes(page, OUTPUT_DIR, 'slices-page', { show: 'generated-slices' });
    // Without the seed other slices are drawn; with it again, the same ones.
    await page.locator('input[name="seed"]').fill('');
    await page.getByRole('button', { name: 'Generate again' }).click();
    await expect.poll(() => page.getByTestId('slices-map-string').inputValue()).not.toBe(mapString);
    await page.locator('input[name="seed"]').fill('friday-night');
    await page.getByRole('button', { name: 'Generate again' }).click();
    await expect.poll(() => page.getByTestId('slices-map-string').inputValue()).toBe(mapString);
  });
});
