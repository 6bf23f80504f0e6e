// The lobby: a game is created, its seats claimed, then the host starts it;
// the host may kick a seat, pause the game and set its Discord webhook.
// Every change goes through lobbyTask (lobby-write.ts).

import { randomBytes } from 'node:crypto';
import {
  FACTIONS_BY_ID,
  SYSTEMS_BY_ID,
  parseMapString,
  type PlayerCount,
  createGame as createRulesGame,
  waitingFor,
  type ClaimSeatBody,
  type CreateGameBody,
  type GameSummary,
  type DraftPick,
  namesLookAlike,
} from '@initiative/rules';
import type { GameRecord, Lobby } from './storage/types.ts';
import type { LiveGame } from './live-game.ts';
import { draftSummary } from './draft-board.ts';
import { beginDraftIfAny, checkDraftOptions, pickInDraft, setDraftPrePicks } from './setup-draft.ts';
import { HubError } from './hub-errors.ts';
import { blankGame } from './live-game.ts';
import { hashToken, newGameId, newToken } from './tokens.ts';
import { clearSeat, quietNow } from './seat-settings.ts';
import { startLive } from './commit.ts';
import { mustGet, mustLoad } from './game-loader.ts';
import { connected } from './presence.ts';
import { requireHost } from './auth.ts';
import { lobbyTask, saveLobby } from './lobby-write.ts';
import type { HubContext } from './hub-context.ts';

export async function createGame(
  ctx: HubContext,
  body: CreateGameBody,
): Promise<{ gameId: string; hostToken: string }> {
  if (body.draft && (body.mapString || body.factions === 'chosen'))
    throw new HubError(
      'lobby/draft-and-map',
      'A setup draft deals the factions and builds the map: leave out the map string and chosen factions.',
    );
  if (body.mapString) {
    // Refuse a bad map string now, while the host is still at the form.
    const parsed = parseMapString(body.mapString, SYSTEMS_BY_ID, {
      playerCount: body.seats as PlayerCount,
    });
    if (!parsed.ok) throw new HubError(parsed.code, `The map string cannot be used: ${parsed.message}.`);
    if (parsed.map.homes.length !== body.seats) {
      throw new HubError(
        'map/wrong-home-count',
        `The map has ${parsed.map.homes.length} home positions but the game has ${body.seats} seats.`,
      );
    }
  }
  const hostToken = newToken();
  const lobby: Lobby = {
    name: body.name,
    seatCount: body.seats,
    victoryPoints: body.victoryPoints,
    mapString: body.mapString ?? null,
    factions: body.factions ?? 'random',
    options: {
      editsNeedApproval: body.options?.editsNeedApproval ?? false,
      timedConstruction: body.options?.timedConstruction ?? false,
      spectatorsSeeTableChat: body.options?.spectatorsSeeTableChat ?? false,
      turnLimitMinutes: body.options?.turnLimitMinutes ?? null,
      rollbackByHost: body.options?.rollbackByHost ?? false,
      thundersEdge: body.options?.thundersEdge ?? false,
    },
    seats: Array.from({ length: body.seats }, () => ({
      name: null,
      color: null,
      faction: null,
      tokenHash: null,
    })),
    paused: false,
    ...(body.draft ? { draft: { options: body.draft, seed: null, picks: [] } } : {}),
  };
  // Options no draw can meet are refused now, while the host is still at the form.
  checkDraftOptions(lobby);
  const record: GameRecord = {
    id: newGameId(),
    hostTokenHash: hashToken(hostToken),
    lobby,
    setup: null,
    seed: null,
  };
  await ctx.store.createGame(record);
  ctx.games.set(record.id, blankGame(record));
  return { gameId: record.id, hostToken };
}

export function summary(ctx: HubContext, gameId: string): GameSummary {
  const live = mustGet(ctx, gameId);
  const { lobby } = live.record;
  return {
    id: live.record.id,
    name: lobby.name,
    status: live.state ? (live.state.phase === 'ended' ? 'ended' : 'playing') : 'lobby',
    seatCount: lobby.seatCount,
    victoryPoints: lobby.victoryPoints,
    seats: lobby.seats.map((s, seat) => ({
      seat,
      claimed: s.tokenHash !== null,
      name: s.name,
      color: s.color,
      faction: s.faction,
      connected: connected(live, seat),
      discord: Boolean(lobby.discord?.users[seat]),
      quiet: quietNow(lobby, seat, Date.now()), // never the time zone or the hours
    })),
    version: live.version,
    factions: lobby.factions,
    mapString: lobby.mapString,
    paused: lobby.paused,
    archived: live.archivedAt !== null,
    spectatorsSeeTableChat: lobby.options.spectatorsSeeTableChat ?? false,
    turnLimitMinutes: lobby.options.turnLimitMinutes ?? null,
    round: live.state?.round ?? null,
    phase: live.state?.phase ?? null,
    waitingFor: live.state ? [...waitingFor(live.state).seats] : [],
    discord: Boolean(lobby.discord?.webhook),
    thundersEdge: lobby.options.thundersEdge ?? false,
    setupDraft: draftSummary(lobby),
  };
}

/** A player takes a free seat (or, after a kick, an abandoned one) and gets its token. */
export async function claimSeat(
  ctx: HubContext,
  gameId: string,
  body: ClaimSeatBody,
): Promise<{ seat: number; seatToken: string }> {
  const live = await mustLoad(ctx, gameId);
  return lobbyTask(ctx, live, async () => {
    const { lobby } = live.record;
    const current = lobby.seats[body.seat];
    if (!current)
      throw new HubError(
        'seat/not-found',
        `This game has ${lobby.seatCount} seats; seat ${body.seat + 1} does not exist.`,
      );
    if (current.tokenHash !== null)
      throw new HubError('seat/taken', `Seat ${body.seat + 1} is already taken. Pick a free seat.`, 409);
    const started = live.state !== null;
    if (!started && body.faction && lobby.draft)
      throw new HubError('seat/faction-drafted', 'Factions are drafted in this game: join without one.');
    if (!started && body.faction) checkFaction(body.faction, lobby.options.thundersEdge ?? false);
    if (
      !started &&
      lobby.seats.some((s, i) => i !== body.seat && s.tokenHash !== null && s.color === body.color)
    ) {
      throw new HubError(
        'seat/color-taken',
        `Another player already plays ${body.color}. Pick another colour.`,
        409,
      );
    }
    const lookalike = started
      ? undefined
      : lobby.seats.find((s, i) => i !== body.seat && s.name !== null && namesLookAlike(s.name, body.name));
    if (lookalike)
      throw new HubError(
        'seat/name-taken',
        `That name looks like ${lookalike.name ?? ''}, already at the table. Pick a name others can tell apart.`,
        409,
      );
    const seatToken = newToken();
    const seats = lobby.seats.map((s, i) =>
      i === body.seat
        ? started
          ? { ...s, tokenHash: hashToken(seatToken) } // the game keeps its seat's name and colour
          : {
              name: body.name,
              color: body.color,
              faction: body.faction ?? null,
              tokenHash: hashToken(seatToken),
            }
        : s,
    );
    await saveLobby(ctx, live, { ...lobby, seats });
    return { seat: body.seat, seatToken };
  });
}

export async function start(ctx: HubContext, gameId: string, hostToken: string): Promise<void> {
  const live = await mustLoad(ctx, gameId);
  requireHost(live, hostToken);
  const began = await lobbyTask(ctx, live, async () => {
    if (live.state) throw new HubError('game/started', 'The game has already started.', 409);
    const { lobby } = live.record;
    const free = lobby.seats.map((s, i) => (s.tokenHash === null ? i + 1 : 0)).filter((n) => n > 0);
    if (free.length > 0)
      throw new HubError(
        'game/seats-free',
        `Every seat must be taken before the ${lobby.draft ? 'draft' : 'game'} starts (free: ${free.join(', ')}).`,
        409,
      );
    // With a setup draft, the host's start begins the draft; its last pick starts the game.
    if (await beginDraftIfAny(ctx, live)) return false;
    await startGame(ctx, live, lobby);
    return true;
  });
  if (!began) return;
  ctx.events.emit('started', gameId);
  ctx.events.emit('lobby', gameId);
}

/** Starts the game a setup draft set up: its map and speaker. */
const startDrafted =
  (ctx: HubContext) =>
  (live: LiveGame, lobby: Lobby, drafted: { mapString: string; speaker: number }): Promise<void> =>
    startGame(ctx, live, { ...lobby, mapString: drafted.mapString }, drafted.speaker);

/** A seat's pick in the setup draft; the last one starts the game on the drafted map. */
export function pickInSetupDraft(
  ctx: HubContext,
  gameId: string,
  seatToken: string,
  pick: DraftPick,
): Promise<void> {
  return pickInDraft(ctx, gameId, seatToken, pick, startDrafted(ctx));
}

/** A seat's secret ranked pre-picks for the setup draft (made for it when its turn comes). */
export function setSetupDraftPrePicks(
  ctx: HubContext,
  gameId: string,
  seatToken: string,
  picks: readonly DraftPick[],
): Promise<DraftPick[]> {
  return setDraftPrePicks(ctx, gameId, seatToken, picks, startDrafted(ctx));
}

/** Starts the game from `lobby` (saved with it); inside a lobby task. */
async function startGame(ctx: HubContext, live: LiveGame, lobby: Lobby, speaker?: number): Promise<void> {
  const seed = randomBytes(16).toString('hex');
  const setup = {
    name: lobby.name,
    seats: lobby.seats.map((s) => ({
      name: s.name ?? 'Player',
      color: s.color ?? 'red',
      faction: s.faction,
    })),
    victoryPoints: lobby.victoryPoints,
    mapString: lobby.mapString,
    ...(speaker !== undefined ? { speaker } : {}),
    // The game's own options (chat's is the server's business, not the rules').
    options: {
      editsNeedApproval: lobby.options.editsNeedApproval,
      timedConstruction: lobby.options.timedConstruction,
      ...(lobby.options.rollbackByHost ? { rollbackByHost: true } : {}),
      ...(lobby.options.thundersEdge ? { thundersEdge: true } : {}),
      // Every game started now deals and tracks promissory notes; stored games keep their setup.
      promissoryNotes: true,
      // ... and Prophecy of Kings' exploration decks (LRR 35).
      exploration: true,
    },
  };
  const created = createRulesGame(setup, seed);
  if (!created.ok) throw new HubError(created.code, created.message);
  const previous = live.record;
  live.record = { ...live.record, lobby, setup, seed, startedAt: Date.now() };
  await ctx.store.saveGame(live.record, previous);
  startLive(live);
  ctx.peers.announce({ gameId: live.record.id, kind: 'record', version: live.version });
}

export async function kick(ctx: HubContext, gameId: string, hostToken: string, seat: number): Promise<void> {
  const live = await mustLoad(ctx, gameId);
  requireHost(live, hostToken);
  await lobbyTask(ctx, live, async () => {
    const { lobby } = live.record;
    if (!lobby.seats[seat]) throw new HubError('seat/not-found', `Seat ${seat + 1} does not exist.`);
    const seats = lobby.seats.map((s, i) =>
      i === seat
        ? live.state
          ? { ...s, tokenHash: null }
          : { name: null, color: null, faction: null, tokenHash: null }
        : s,
    );
    // Nothing the kicked player set stays with the seat for the next one (seat-settings.ts).
    await saveLobby(ctx, live, { ...(await clearSeat(ctx.store, gameId, lobby, seat)), seats });
  });
  ctx.events.emit('revoked', gameId, seat);
}

export async function setPaused(
  ctx: HubContext,
  gameId: string,
  hostToken: string,
  paused: boolean,
): Promise<void> {
  const live = await mustLoad(ctx, gameId);
  requireHost(live, hostToken);
  await lobbyTask(ctx, live, () => saveLobby(ctx, live, { ...live.record.lobby, paused }));
}

/**
 * The host sets (or with null clears) the Discord channel webhook for "your move" pings. `problem`
 * says why a URL cannot be used (discord.ts webhookProblem), or null.
 */
export async function setDiscordWebhook(
  ctx: HubContext,
  gameId: string,
  hostToken: string,
  url: string | null,
  problem: (url: string) => string | null,
): Promise<void> {
  const live = await mustLoad(ctx, gameId);
  requireHost(live, hostToken);
  const why = url === null ? null : problem(url);
  if (why) throw new HubError('discord/bad-webhook', why);
  await lobbyTask(ctx, live, async () => {
    const { lobby } = live.record;
    const users = lobby.discord?.users ?? lobby.seats.map(() => null);
    await saveLobby(ctx, live, { ...lobby, discord: { webhook: url, users } });
  });
}

/** A faction a player may choose when joining: one the app knows, Thunder's Edge's only with that option. */
function checkFaction(id: string, thundersEdge: boolean): void {
  const faction = FACTIONS_BY_ID.get(id);
  if (!faction)
    throw new HubError('seat/unknown-faction', `"${id}" is not a faction. Pick one from the list.`);
  if (faction.expansion === 'te' && !thundersEdge)
    throw new HubError(
      'seat/unknown-faction',
      `${faction.name} is a Thunder's Edge faction, and this game is played without Thunder's Edge. Pick another.`,
    );
}
