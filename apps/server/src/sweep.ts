// Housekeeping, run now and then by app.ts: archiving, expiring lobbies, unloading idle games.

import type { HubContext } from './hub-context.ts';

/**
 * Started games with no stored change for `archiveMs` (ended or abandoned)
 * are archived (read-only: watched and replayed, not played); lobbies never
 * started expire after `lobbyTtlMs` (deleted with their links); games with no
 * socket here and nothing to do for `idleMs` are unloaded (loaded again when
 * asked for).
 */
export async function sweep(
  ctx: HubContext,
  now: number,
  limits: { lobbyTtlMs: number; idleMs: number; archiveMs: number },
): Promise<{ expired: number; archived: number; unloaded: number }> {
  const archived = await ctx.store.archiveGamesIdleSince(now - limits.archiveMs, now);
  for (const gameId of archived) {
    const live = ctx.games.get(gameId);
    if (!live) continue;
    live.archivedAt = now;
    queueMicrotask(() => ctx.events.emit('lobby', gameId));
  }
  const expired = await ctx.store.deleteLobbiesCreatedBefore(now - limits.lobbyTtlMs);
  for (const gameId of expired) {
    if (ctx.games.delete(gameId))
      queueMicrotask(() => {
        ctx.events.emit('gone', gameId, {
          code: 'game/expired',
          message: 'This game was never started and has expired. Ask the host for a new game.',
        });
        ctx.events.emit('unloaded', gameId);
      });
  }
  let unloaded = 0;
  for (const [gameId, live] of ctx.games) {
    if (live.sockets > 0 || live.pending > 0 || live.touched > now - limits.idleMs) continue;
    ctx.games.delete(gameId);
    // What else is kept for the game (each role's last projection) goes with it.
    queueMicrotask(() => ctx.events.emit('unloaded', gameId));
    unloaded++;
  }
  return { expired: expired.length, archived: archived.length, unloaded };
}
