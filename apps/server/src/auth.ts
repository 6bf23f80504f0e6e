// Who is asking: a token resolves to a seat, the host, or (no token) a spectator.

import type { Role } from '@initiative/rules';
import { HubError } from './hub-errors.ts';
import type { LiveGame } from './live-game.ts';
import { tokenMatches } from './tokens.ts';
import { mustGet, mustLoad } from './game-loader.ts';
import { freshen, reloadRecord } from './instance-sync.ts';
import { serial, type HubContext } from './hub-context.ts';

/** Resolves a socket's token to its role: a seat, the host, or (no token) a spectator. */
export function authenticate(ctx: HubContext, gameId: string, token: string | undefined): Role {
  const live = mustGet(ctx, gameId);
  if (!token) return { kind: 'spectator' };
  if (tokenMatches(token, live.record.hostTokenHash)) return { kind: 'host' };
  const seat = live.record.lobby.seats.findIndex((s) => tokenMatches(token, s.tokenHash));
  if (seat >= 0) return { kind: 'seat', seat };
  throw new HubError(
    'auth/bad-token',
    'That link is no longer valid for this game (the seat may have been given to someone else).',
    401,
  );
}

/**
 * authenticate() for a game that may live on several instances: the game is
 * loaded if this instance does not hold it, and a token it does not know is
 * checked once more against the stored record (the seat may have just been
 * claimed through another instance).
 */
export async function authenticateShared(
  ctx: HubContext,
  gameId: string,
  token: string | undefined,
): Promise<Role> {
  const live = await mustLoad(ctx, gameId);
  await freshen(ctx, gameId);
  try {
    return authenticate(ctx, gameId, token);
  } catch (e) {
    if (!(e instanceof HubError) || e.code !== 'auth/bad-token') throw e;
    await serial(live, () => reloadRecord(ctx, live));
    return authenticate(ctx, gameId, token);
  }
}

/** Throws 403 auth/not-host unless `hostToken` is the game's host token. */
export function requireHost(live: LiveGame, hostToken: string): void {
  if (!tokenMatches(hostToken, live.record.hostTokenHash)) {
    throw new HubError('auth/not-host', 'Only the host can do this (the host link is needed).', 403);
  }
}

/** The game and the seat a seat token opens (403 auth/not-seat for a host or spectator token). */
export async function seatOf(
  ctx: HubContext,
  gameId: string,
  seatToken: string,
): Promise<{ live: LiveGame; role: { seat: number } }> {
  const live = await mustLoad(ctx, gameId);
  const role = authenticate(ctx, gameId, seatToken);
  if (role.kind !== 'seat')
    throw new HubError('auth/not-seat', 'Only a player can do this, with their own seat link.', 403);
  return { live, role };
}
