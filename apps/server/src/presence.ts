// Who is at the table: sockets per seat on this instance, and the seats other
// instances say they have sockets for (re-announced every PRESENCE_REFRESH_MS;
// an instance silent for the TTL, crashed, counts as gone). The lobby's
// presence dots read connected().

import type { Role } from '@initiative/rules';
import type { PeerPresence } from './peers.ts';
import type { LiveGame } from './live-game.ts';
import type { HubContext } from './hub-context.ts';

/** Instances re-announce their sockets this often; an instance silent for the TTL (crashed) counts as gone. */
export const PRESENCE_REFRESH_MS = 20_000;
const PRESENCE_TTL_MS = 3 * PRESENCE_REFRESH_MS;

/** A socket of `role` joined (1) or left (-1) the game on this instance. */
export function markConnected(ctx: HubContext, gameId: string, role: Role, delta: 1 | -1): void {
  const live = ctx.games.get(gameId);
  if (!live) return;
  live.sockets = Math.max(0, live.sockets + delta);
  live.touched = Date.now();
  if (role.kind !== 'seat') return;
  const before = live.connected.get(role.seat) ?? 0;
  const after = Math.max(0, before + delta);
  live.connected.set(role.seat, after);
  // Only a seat going from no socket to one (or back) changes the lobby's presence dot.
  if (before > 0 === after > 0) return;
  ctx.events.emit('lobby', gameId);
  announcePresence(ctx, live);
}

/** Another instance's sockets for a game (refreshed every PRESENCE_REFRESH_MS while it has any). */
export function onPeerPresence(ctx: HubContext, presence: PeerPresence): void {
  if (presence.instance === ctx.peers.instance) return;
  const live = ctx.games.get(presence.gameId);
  if (!live) return;
  live.elsewhere.set(presence.instance, { seats: new Set(presence.seats), at: Date.now() });
  ctx.events.emit('lobby', presence.gameId);
}

/** Re-announces the presence of every game with sockets here, so other instances' views of it stay fresh. */
export function refreshPresence(ctx: HubContext): void {
  for (const live of ctx.games.values())
    if ([...live.connected.values()].some((n) => n > 0)) announcePresence(ctx, live);
}

function announcePresence(ctx: HubContext, live: LiveGame): void {
  const seats = [...live.connected].filter(([, n]) => n > 0).map(([seat]) => seat);
  ctx.peers.presence({ gameId: live.record.id, instance: ctx.peers.instance, seats });
}

/** Whether `seat` has a socket on this instance or, by a fresh announcement, on another. */
export function connected(live: LiveGame, seat: number): boolean {
  return (live.connected.get(seat) ?? 0) > 0 || connectedElsewhere(live, seat);
}

function connectedElsewhere(live: LiveGame, seat: number): boolean {
  const fresh = Date.now() - PRESENCE_TTL_MS;
  for (const p of live.elsewhere.values()) if (p.at > fresh && p.seats.has(seat)) return true;
  return false;
}
