// The lobby's setup draft (a Milty draft or Milty-EQ): the host starts it once every seat is taken,
// each seat picks with its own link, the host may undo the last pick or draw again before the first;
// the last pick re-seats the table by drafted position (position 1, the speaker, first) and starts
// the game on the drafted map. The lobby stores the host's options, the seed and the players' own
// picks only: the board is drawn again from them and every pick judged again on load
// (storage/validate.ts), so a stored draft that does not replay is never served.

import { randomBytes } from 'node:crypto';
import {
  beginSetupDraft,
  draftPick,
  draftTurn,
  finishSetupDraft,
  type DraftPick,
  type MiltyDraftState,
  offlineSlices,
  draftPickBody,
  MAX_PRE_PICKS,
  type GenerateSlicesBody,
} from '@initiative/rules';
import { draftStateOf, rememberDraft } from './draft-board.ts';
import { z } from 'zod';
import { authenticate, requireHost, seatOf } from './auth.ts';
import { mustLoad } from './game-loader.ts';
import type { HubContext } from './hub-context.ts';
import { HubError } from './hub-errors.ts';
import { lobbyTask, saveLobby } from './lobby-write.ts';
import type { LiveGame } from './live-game.ts';
import { reseat, SEAT_META } from './seat-settings.ts';
import type { Lobby, LobbyDraft } from './storage/types.ts';

const newSeed = () => randomBytes(12).toString('base64url');

/** The lobby with a fresh draw (a new seed), refused with the generator's reason. */
function drawn(lobby: Lobby, draft: LobbyDraft, status = 409): Lobby {
  const seed = newSeed();
  const begun = beginSetupDraft(seed, lobby.seatCount, draft.options, lobby.options.thundersEdge ?? false);
  if (!begun.ok) throw new HubError(begun.code, begun.message, status);
  const next: LobbyDraft = { ...draft, seed, picks: [] };
  rememberDraft(next, begun.state);
  return { ...lobby, draft: next };
}

/** Checks the host's options can be drawn at all (a throwaway draw), when the game is created. */
export function checkDraftOptions(lobby: Lobby): void {
  if (lobby.draft) drawn(lobby, lobby.draft, 400);
}

/**
 * The host's start with a draft configured: begins the draft when it has not begun (true), or refuses
 * while it is under way; false when the draft is done (the game starts as usual).
 */
export async function beginDraftIfAny(ctx: HubContext, live: LiveGame): Promise<boolean> {
  const { lobby } = live.record;
  if (!lobby.draft) return false;
  const state = draftStateOf(lobby);
  if (state === null) {
    await saveLobby(ctx, live, drawn(lobby, lobby.draft));
    return true;
  }
  const turn = draftTurn(state);
  if (turn !== null)
    throw new HubError(
      'draft/unfinished',
      `The draft is still under way: ${lobby.seats[turn]?.name ?? `seat ${turn + 1}`} picks next.`,
      409,
    );
  return false;
}

function draftOrRefuse(live: LiveGame): { lobby: Lobby; draft: LobbyDraft; state: MiltyDraftState } {
  if (live.state) throw new HubError('game/started', 'The game has already started: the draft is over.', 409);
  const { lobby } = live.record;
  if (!lobby.draft) throw new HubError('draft/none', 'This game has no setup draft.', 409);
  const state = draftStateOf(lobby);
  if (state === null)
    throw new HubError(
      'draft/not-started',
      'The draft has not started: the host starts it once every seat is taken.',
      409,
    );
  return { lobby, draft: lobby.draft, state };
}

/**
 * A seat's pick. The last pick re-seats the table and starts the game (`start` is lobby.ts's, given
 * here so that this module does not import it).
 */
export async function pickInDraft(
  ctx: HubContext,
  gameId: string,
  seatToken: string,
  pick: DraftPick,
  start: StartDrafted,
): Promise<void> {
  const live = await mustLoad(ctx, gameId);
  const started = await lobbyTask(ctx, live, async () => {
    // Judged on the stored record: the seat of this token, now.
    const role = authenticate(ctx, gameId, seatToken);
    if (role.kind !== 'seat')
      throw new HubError('auth/not-seat', 'Only a player can pick, with their own seat link.', 403);
    const { lobby, draft, state } = draftOrRefuse(live);
    const next = draftPick(state, role.seat, pick);
    if ('ok' in next) {
      const turn = draftTurn(state);
      const message =
        next.code === 'draft/not-your-turn' && turn !== null
          ? `It is ${lobby.seats[turn]?.name ?? `seat ${turn + 1}`}'s turn to pick.`
          : next.message;
      throw new HubError(next.code, message, 409);
    }
    const picked: LobbyDraft = { ...draft, picks: [...draft.picks, pick] };
    rememberDraft(picked, next);
    return advance(ctx, live, { ...lobby, draft: picked }, next, start);
  });
  if (started) ctx.events.emit('started', gameId);
  ctx.events.emit('lobby', gameId);
}

type StartDrafted = (
  live: LiveGame,
  lobby: Lobby,
  setup: { mapString: string; speaker: number },
) => Promise<void>;

/**
 * After a pick: the pre-picks of the seats whose turn comes are made while they can be, then the lobby
 * is saved, or after the last pick the table re-seated and the game started (true).
 */
async function advance(
  ctx: HubContext,
  live: LiveGame,
  lobby: Lobby,
  state: MiltyDraftState,
  start: StartDrafted,
): Promise<boolean> {
  const gameId = live.record.id;
  let current = state;
  let draft = lobby.draft as LobbyDraft;
  for (let seat = draftTurn(current); seat !== null; seat = draftTurn(current)) {
    const wanted = await prePicksOf(ctx, gameId, seat);
    const made = wanted
      .map((pick) => ({ pick, next: draftPick(current, seat, pick) }))
      .find((tried): tried is { pick: DraftPick; next: MiltyDraftState } => !('ok' in tried.next));
    if (!made) break;
    current = made.next;
    draft = { ...draft, picks: [...draft.picks, made.pick] };
    rememberDraft(draft, current);
  }
  const withPicks: Lobby = { ...lobby, draft };
  if (draftTurn(current) !== null) {
    await saveLobby(ctx, live, withPicks);
    return false;
  }
  const outcome = finishSetupDraft(current);
  if ('ok' in outcome) throw new HubError(outcome.code, outcome.message, 409);
  const seated = await reseat(ctx.store, gameId, withPicks, outcome.seatOrder);
  const factions: Lobby = {
    ...seated,
    seats: seated.seats.map((s, i) => ({ ...s, faction: outcome.factions[i] ?? null })),
  };
  await start(live, factions, { mapString: outcome.mapString, speaker: 0 });
  return true;
}

/** A seat's ranked pre-picks (secret: only the seat reads them); empty when none. */
async function prePicksOf(ctx: HubContext, gameId: string, seat: number): Promise<DraftPick[]> {
  const stored = await ctx.store.getMeta(SEAT_META.setupDraftPrePicks(gameId, seat));
  if (!stored) return [];
  const parsed = prePicksSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : [];
}

const prePicksSchema = z.array(draftPickBody.shape.pick).max(MAX_PRE_PICKS);

/** The seat's own pre-picks. */
export async function draftPrePicks(
  ctx: HubContext,
  gameId: string,
  seatToken: string,
): Promise<DraftPick[]> {
  const { role } = await seatOf(ctx, gameId, seatToken);
  return prePicksOf(ctx, gameId, role.seat);
}

/**
 * Sets the seat's ranked pre-picks (an empty list clears them): when its turn comes, the first that it
 * may take is taken for it. If it is its turn now, that happens at once.
 */
export async function setDraftPrePicks(
  ctx: HubContext,
  gameId: string,
  seatToken: string,
  picks: readonly DraftPick[],
  start: StartDrafted,
): Promise<DraftPick[]> {
  const live = await mustLoad(ctx, gameId);
  const started = await lobbyTask(ctx, live, async () => {
    const role = authenticate(ctx, gameId, seatToken);
    if (role.kind !== 'seat')
      throw new HubError('auth/not-seat', 'Only a player can set pre-picks, with their own seat link.', 403);
    const { lobby, state } = draftOrRefuse(live);
    await ctx.store.setMeta(
      SEAT_META.setupDraftPrePicks(gameId, role.seat),
      picks.length ? JSON.stringify(picks) : '',
    );
    return draftTurn(state) === role.seat ? advance(ctx, live, lobby, state, start) : false;
  });
  if (started) ctx.events.emit('started', gameId);
  return [...picks];
}

/** The host takes back the last pick a player made (with the forced picks that followed it). */
export async function undoDraftPick(ctx: HubContext, gameId: string, hostToken: string): Promise<void> {
  const live = await mustLoad(ctx, gameId);
  requireHost(live, hostToken);
  await lobbyTask(ctx, live, async () => {
    const { lobby, draft } = draftOrRefuse(live);
    if (draft.picks.length === 0) throw new HubError('draft/nothing-to-undo', 'No one has picked yet.', 409);
    await saveLobby(ctx, live, { ...lobby, draft: { ...draft, picks: draft.picks.slice(0, -1) } });
  });
}

/** The host draws new slices and factions: only before the first pick. */
export async function regenerateDraft(ctx: HubContext, gameId: string, hostToken: string): Promise<void> {
  const live = await mustLoad(ctx, gameId);
  requireHost(live, hostToken);
  await lobbyTask(ctx, live, async () => {
    const { lobby, draft } = draftOrRefuse(live);
    if (draft.picks.length > 0)
      throw new HubError(
        'draft/under-way',
        'Slices and factions can be drawn again only before the first pick (undo the picks first).',
        409,
      );
    await saveLobby(ctx, live, drawn(lobby, draft));
  });
}

/** "Generate slices" without a game: the slices, their values and the map string, from a seed. */
export function generatedSlices(body: GenerateSlicesBody): ReturnType<typeof offlineSlices> {
  const { players, thundersEdge, seed, ...options } = body;
  return offlineSlices(seed ?? newSeed(), players, options, thundersEdge === true);
}
