// A Milty draft through the server (issue 30): the host creates a game with a draft, six players
// join without factions, the host starts the draft, each seat picks with its own link while a
// spectator watches every pick; refusals change nothing; the host undoes a pick and cannot draw again
// once picks are made; the last pick re-seats the table by drafted position and starts the game on
// the drafted map with the position-1 seat as speaker. A restart replays the stored draft.

import { describe, expect, it } from 'vitest';
import type { DraftPick, GameSummary, SetupDraftBoard } from '@initiative/rules';
import {
  api,
  claimSeat,
  createGame,
  useRestarts,
  type ApiError,
  type TestClient,
  connect,
} from './helpers.ts';

const { boot, stop, clients } = useRestarts();

const PLAYERS = 6;

async function summaryOf(url: string, gameId: string): Promise<GameSummary> {
  return (await api<GameSummary>(url, 'GET', `/api/games/${gameId}`)).body;
}

function boardOf(summary: GameSummary): SetupDraftBoard {
  const board = summary.setupDraft?.board;
  if (!board) throw new Error('no draft board');
  return board;
}

/** The first thing the seat still lacks that no one has taken: a faction, then a slice, then a position. */
function firstChoice(board: SetupDraftBoard, seat: number): DraftPick {
  const mine = board.picks.filter((p) => p.seat === seat).map((p) => p.pick.kind);
  const taken = board.picks.map((p) => JSON.stringify(p.pick));
  const free = (pick: DraftPick) => !taken.includes(JSON.stringify(pick));
  if (!mine.includes('faction')) {
    const faction = board.factions.find((f) => free({ kind: 'faction', faction: f }));
    if (faction) return { kind: 'faction', faction };
  }
  if (!mine.includes('slice')) {
    const slice = board.slices.findIndex((_, i) => free({ kind: 'slice', slice: i }));
    if (slice >= 0) return { kind: 'slice', slice };
  }
  const position = Array.from({ length: PLAYERS }, (_, i) => i + 1).find((p) =>
    free({ kind: 'position', position: p }),
  );
  return { kind: 'position', position: position ?? 1 };
}

const pick = (url: string, gameId: string, token: string, p: DraftPick) =>
  api<ApiError>(url, 'POST', `/api/games/${gameId}/draft/pick`, { pick: p }, token);

describe('a Milty draft in the lobby', () => {
  it('six players draft through the server, a spectator sees every pick, and the game starts seated by position', async () => {
    const dir = undefined;
    let server = await boot(dir);
    const game = await createGame(server.url, {
      name: 'Drafted',
      seats: PLAYERS,
      draft: { format: 'milty', bans: ['arborec'], priority: ['naalu-collective'] },
    });
    const tokens: string[] = [];
    for (let seat = 0; seat < PLAYERS; seat++)
      tokens.push((await claimSeat(server.url, game.gameId, seat, `P${seat + 1}`)).seatToken);
    // A faction cannot be chosen when joining a drafted game.
    const before = await summaryOf(server.url, game.gameId);
    expect(before.setupDraft).toEqual({
      format: 'milty',
      bans: ['arborec'],
      priority: ['naalu-collective'],
      board: null,
    });
    // Picking before the draft starts is refused.
    const early = await pick(server.url, game.gameId, tokens[0]!, { kind: 'position', position: 1 });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('draft/not-started');

    const spectator = await connect(server.url, game.gameId);
    clients.push(spectator);
    const start = await api(server.url, 'POST', `/api/games/${game.gameId}/start`, undefined, game.hostToken);
    expect(start.status).toBe(200);
    const drafting = await spectator.lobbies.next('the draft board');
    const board = boardOf(drafting);
    expect(drafting.status).toBe('lobby');
    expect(board.slices).toHaveLength(PLAYERS);
    expect(board.factions).toHaveLength(PLAYERS + 3);
    expect(board.factions).toContain('naalu-collective');
    expect(board.factions).not.toContain('arborec');
    expect(board.turn).toBe(board.order[0]);

    // Regenerating before the first pick draws a new board.
    const again = await api(
      server.url,
      'POST',
      `/api/games/${game.gameId}/draft/regenerate`,
      undefined,
      game.hostToken,
    );
    expect(again.status).toBe(200);
    const redrawn = boardOf(await spectator.lobbies.next('the new board'));
    expect(redrawn.slices).not.toEqual(board.slices);

    // Out of turn: refused, nothing changes.
    const first = redrawn.turn!;
    const other = redrawn.order[1]!;
    const outOfTurn = await pick(server.url, game.gameId, tokens[other]!, firstChoice(redrawn, other));
    expect(outOfTurn.status).toBe(409);
    expect(outOfTurn.body.error).toEqual({
      code: 'draft/not-your-turn',
      message: `It is P${first + 1}'s turn to pick.`,
    });
    // The host's link is not a seat; a faction not in the pool is refused.
    expect(
      (await pick(server.url, game.gameId, game.hostToken, { kind: 'position', position: 1 })).status,
    ).toBe(403);
    const unknown = await pick(server.url, game.gameId, tokens[first]!, {
      kind: 'faction',
      faction: 'arborec',
    });
    expect(unknown.body.error.code).toBe('draft/unknown-choice');
    expect(boardOf(await summaryOf(server.url, game.gameId)).picks).toEqual([]);

    // The first seat picks; the host undoes it; the seat picks again; regenerating is now refused.
    const p1 = firstChoice(redrawn, first);
    expect((await pick(server.url, game.gameId, tokens[first]!, p1)).status).toBe(200);
    expect(boardOf(await spectator.lobbies.next('pick 1')).picks).toEqual([
      { seat: first, pick: p1, auto: false },
    ]);
    expect(
      (await api(server.url, 'POST', `/api/games/${game.gameId}/draft/undo`, undefined, game.hostToken))
        .status,
    ).toBe(200);
    expect(boardOf(await spectator.lobbies.next('undone')).picks).toEqual([]);
    expect((await pick(server.url, game.gameId, tokens[first]!, p1)).status).toBe(200);
    await spectator.lobbies.next('pick 1 again');
    const late = await api<ApiError>(
      server.url,
      'POST',
      `/api/games/${game.gameId}/draft/regenerate`,
      undefined,
      game.hostToken,
    );
    expect(late.body.error.code).toBe('draft/under-way');

    // Half the draft, then a restart: the stored draft replays to the same board.
    for (let n = 0; n < 8; n++) {
      const b = boardOf(await summaryOf(server.url, game.gameId));
      const seat = b.turn!;
      expect((await pick(server.url, game.gameId, tokens[seat]!, firstChoice(b, seat))).status).toBe(200);
    }
    const halfway = boardOf(await summaryOf(server.url, game.gameId));
    const dataDir = server.dataDir;
    await stop(server);
    server = await boot(dataDir);
    expect(boardOf(await summaryOf(server.url, game.gameId))).toEqual(halfway);

    // The rest of the draft, watched by a spectator and by one seat's socket.
    const watcher = await connect(server.url, game.gameId);
    clients.push(watcher);
    const seatSockets: TestClient[] = [];
    for (const token of tokens) {
      const c = await connect(server.url, game.gameId, token);
      clients.push(c);
      seatSockets.push(c);
    }
    let b = halfway;
    while (b.turn !== null) {
      const seat = b.turn;
      const p = firstChoice(b, seat);
      expect((await pick(server.url, game.gameId, tokens[seat]!, p)).status).toBe(200);
      // (Presence changes also send the summary: wait for the one with this pick.)
      let seen = await watcher.lobbies.next('a pick');
      while (seen.status === 'lobby' && boardOf(seen).picks.length <= b.picks.length)
        seen = await watcher.lobbies.next('a pick');
      const next = seen.setupDraft?.board ?? null;
      if (seen.status !== 'lobby' || !next) break;
      expect(next.picks.slice(0, b.picks.length)).toEqual(b.picks);
      expect(next.picks.some((x) => x.seat === seat && JSON.stringify(x.pick) === JSON.stringify(p))).toBe(
        true,
      );
      b = next;
    }
    const started = await watcher.syncs.next('the game starts');
    const final = boardOf(await summaryOf(server.url, game.gameId));
    expect(final.turn).toBeNull();
    // Every lobby seat drafted exactly one of each.
    for (let seat = 0; seat < PLAYERS; seat++)
      expect(
        final.picks
          .filter((p) => p.seat === seat)
          .map((p) => p.pick.kind)
          .sort(),
      ).toEqual(['faction', 'position', 'slice']);
    const positionOf = (seat: number) => {
      const p = final.picks.find((x) => x.seat === seat && x.pick.kind === 'position')?.pick;
      return p?.kind === 'position' ? p.position : -1;
    };
    const factionOf = (seat: number) => {
      const p = final.picks.find((x) => x.seat === seat && x.pick.kind === 'faction')?.pick;
      return p?.kind === 'faction' ? p.faction : '';
    };
    const view = started.view!;
    expect(view.speaker).toBe(0);
    // Game seat i is the player who drafted position i + 1, with their faction and name.
    for (let lobbySeat = 0; lobbySeat < PLAYERS; lobbySeat++) {
      const gameSeat = positionOf(lobbySeat) - 1;
      expect(view.players[gameSeat]?.name).toBe(`P${lobbySeat + 1}`);
      expect(view.players[gameSeat]?.faction).toBe(factionOf(lobbySeat));
      // Each player's socket was told its new seat.
      const sync = await seatSockets[lobbySeat]!.syncs.next('the seat sync');
      expect(sync.you).toEqual({ kind: 'seat', seat: gameSeat });
      // And their link still opens their seat.
      const reopened = await connect(server.url, game.gameId, tokens[lobbySeat]);
      clients.push(reopened);
      expect(reopened.sync.you).toEqual({ kind: 'seat', seat: gameSeat });
    }
    const summary = await summaryOf(server.url, game.gameId);
    expect(summary.status).toBe('playing');
    expect(summary.mapString).toMatch(/^\S+( \S+)+$/);
    // Picks after the start are refused.
    const after = await pick(server.url, game.gameId, tokens[0]!, { kind: 'position', position: 1 });
    expect(after.body.error.code).toBe('game/started');
  });

  it('ranked pre-picks: the first still free is taken when the seat’s turn comes, and no one else reads them', async () => {
    const server = await boot();
    const game = await createGame(server.url, { name: 'Pre', seats: 3, draft: { format: 'milty' } });
    const tokens: string[] = [];
    for (let seat = 0; seat < 3; seat++)
      tokens.push((await claimSeat(server.url, game.gameId, seat)).seatToken);
    const early = await api<ApiError>(
      server.url,
      'POST',
      `/api/games/${game.gameId}/draft/pre-picks`,
      { picks: [] },
      tokens[0],
    );
    expect(early.body.error.code).toBe('draft/not-started');
    await api(server.url, 'POST', `/api/games/${game.gameId}/start`, undefined, game.hostToken);
    const board = boardOf(await summaryOf(server.url, game.gameId));
    const [a, b] = board.order as [number, number];
    const wanted = board.factions[0]!;
    // B ranks A's coming faction first, then slice 2.
    const ranked: DraftPick[] = [
      { kind: 'faction', faction: wanted },
      { kind: 'slice', slice: 2 },
    ];
    const set = await api<{ picks: DraftPick[] }>(
      server.url,
      'POST',
      `/api/games/${game.gameId}/draft/pre-picks`,
      { picks: ranked },
      tokens[b],
    );
    expect(set.body.picks).toEqual(ranked);
    expect(
      (
        await api<{ picks: DraftPick[] }>(
          server.url,
          'GET',
          `/api/games/${game.gameId}/draft/pre-picks`,
          undefined,
          tokens[a],
        )
      ).body.picks,
    ).toEqual([]);
    expect(JSON.stringify(await summaryOf(server.url, game.gameId))).not.toContain('"slice":2');
    // A takes that faction: B's turn comes, its first choice is gone, slice 2 is taken for it.
    expect(
      (await pick(server.url, game.gameId, tokens[a]!, { kind: 'faction', faction: wanted })).status,
    ).toBe(200);
    const after = boardOf(await summaryOf(server.url, game.gameId));
    expect(after.picks).toEqual([
      { seat: a, pick: { kind: 'faction', faction: wanted }, auto: false },
      { seat: b, pick: { kind: 'slice', slice: 2 }, auto: false },
    ]);
    expect(after.turn).toBe(board.order[2]);
    // Bad pre-picks are refused with a reason.
    const bad = await api<ApiError>(
      server.url,
      'POST',
      `/api/games/${game.gameId}/draft/pre-picks`,
      { picks: [{ kind: 'slice' }] },
      tokens[b],
    );
    expect(bad.status).toBe(400);
  });

  it('refuses a draft with a map string, and options no draw can meet, when the game is created', async () => {
    const server = await boot();
    const both = await api<ApiError>(server.url, 'POST', '/api/games', {
      name: 'x',
      seats: 3,
      victoryPoints: 10,
      mapString: '1 2 3',
      draft: { format: 'milty' },
    });
    expect(both.body.error.code).toBe('lobby/draft-and-map');
    const tight = await api<ApiError>(server.url, 'POST', '/api/games', {
      name: 'x',
      seats: 8,
      victoryPoints: 10,
      draft: { format: 'milty', bounds: { minInfluence: 9, minResources: 9, minTotal: 20, maxTotal: 21 } },
    });
    expect(tight.status).toBe(400);
    expect(tight.body.error.code).toMatch(/^slices\//);
    expect(tight.body.error.message).toMatch(/bounds|slices/);
    const order = await api<ApiError>(server.url, 'POST', '/api/games', {
      name: 'x',
      seats: 3,
      victoryPoints: 10,
      draft: { format: 'milty', order: [0, 0, 1] },
    });
    expect(order.body.error).toEqual({
      code: 'draft/bad-setup',
      message: 'The draft order lists each seat 0 to 2 once.',
    });
    const ordered = await createGame(server.url, {
      name: 'x',
      seats: 3,
      draft: { format: 'milty', order: [2, 0, 1] },
    });
    for (let seat = 0; seat < 3; seat++) await claimSeat(server.url, ordered.gameId, seat);
    await api(server.url, 'POST', `/api/games/${ordered.gameId}/start`, undefined, ordered.hostToken);
    expect(boardOf(await summaryOf(server.url, ordered.gameId)).order).toEqual([2, 0, 1]);
  });

  it('generates slices and their map string without a game, the same for the same seed', async () => {
    const server = await boot();
    const body = { format: 'milty-eq', players: 5, seed: 'table-seven' };
    const a = await api<{ seed: string; slices: unknown[]; equidistants: string[]; mapString: string }>(
      server.url,
      'POST',
      '/api/slices',
      body,
    );
    expect(a.status).toBe(200);
    expect(a.body.slices).toHaveLength(5);
    expect(a.body.equidistants).toHaveLength(5);
    const b = await api(server.url, 'POST', '/api/slices', body);
    expect(b.body).toEqual(a.body);
    const bad = await api<ApiError>(server.url, 'POST', '/api/slices', { ...body, players: 9 });
    expect(bad.status).toBe(400);
  });
});
