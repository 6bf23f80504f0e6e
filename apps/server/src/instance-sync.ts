// Catching up with other instances. With a shared store (PostgreSQL) other
// instances change games this instance holds: they say so through peers.ts
// (onPeerChange), and where that notice may have been lost (Redis down, an
// instance killed before it could announce) this instance reads the store
// itself (freshen on a connect or resync, pollStore while Redis is down, and
// the intent pipeline before it refuses).

import { isDeepStrictEqual } from 'node:util';
import type { Ack } from '@initiative/rules';
import type { PeerChange } from './peers.ts';
import { HubError, unavailable } from './hub-errors.ts';
import type { LiveGame } from './live-game.ts';
import { applyStored, publish, startLive } from './commit.ts';
import { quarantine } from './game-loader.ts';
import { serial, type HubContext } from './hub-context.ts';

/**
 * Whether the shared store holds more intents than this instance has applied
 * (among them, possibly this very client id, stored through another instance).
 */
export async function storeIsAhead(ctx: HubContext, live: LiveGame): Promise<boolean> {
  return (await ctx.store.lastSeq(live.record.id)) > live.version;
}

/**
 * With a shared store: brings this instance's copy of the game up to the
 * store (one max(seq) query when nothing is new), so a socket that connects
 * or resyncs gets the true state even if a notice from another instance was
 * lost (Redis down, an instance killed before it could announce).
 */
export async function freshen(ctx: HubContext, gameId: string): Promise<void> {
  if (!ctx.shared) return;
  const live = ctx.games.get(gameId);
  if (!live) return;
  await serial(live, async () => {
    if (await storeIsAhead(ctx, live)) await catchUp(ctx, live);
  });
}

/**
 * While notices between instances cannot flow (Redis down): reads the store
 * for every game with sockets here — its record (lobby, pause) and its log —
 * so this instance's players still see what others did. Bounded: one pass
 * per call, two queries per watched game.
 */
export async function pollStore(ctx: HubContext): Promise<void> {
  const watched = [...ctx.games.values()].filter((live) => live.sockets > 0);
  await Promise.all(
    watched.map((live) =>
      serial(live, async () => {
        await reloadRecord(ctx, live);
        if (await storeIsAhead(ctx, live)) await catchUp(ctx, live);
      }).catch((e: unknown) => {
        if (!(e instanceof HubError))
          ctx.log.error({ gameId: live.record.id, err: e }, 'reading the store failed');
      }),
    ),
  );
}

/**
 * Another instance changed a game in the shared store: catch up, so this
 * instance's sockets get their own projections. A game not held here is
 * ignored (it is loaded fresh when someone asks for it).
 */
export async function onPeerChange(ctx: HubContext, change: PeerChange): Promise<void> {
  const live = ctx.games.get(change.gameId) ?? (await ctx.loading.get(change.gameId));
  if (!live) return;
  await serial(live, async () => {
    if (change.kind === 'record') await reloadRecord(ctx, live);
    if (change.version > live.version) await catchUp(ctx, live);
  });
}

/** Takes the lobby (and a start) made on another instance; revokes seats whose token changed there. */
export async function reloadRecord(ctx: HubContext, live: LiveGame): Promise<void> {
  const record = await ctx.store.loadGame(live.record.id);
  // Unchanged (the common case when refreshing before a lobby change): nothing to tell anyone.
  if (!record || isDeepStrictEqual(record, live.record)) return;
  const before = live.record;
  live.record = record;
  const gameId = record.id;
  if (!live.state && record.setup && record.seed) {
    startLive(live);
    queueMicrotask(() => ctx.events.emit('started', gameId));
  }
  before.lobby.seats.forEach((seat, i) => {
    // A token that moved to another seat (a setup draft's seating) was not revoked.
    const kept = record.lobby.seats.some((s) => s.tokenHash === seat.tokenHash);
    if (seat.tokenHash !== null && record.lobby.seats[i]?.tokenHash !== seat.tokenHash && !kept)
      queueMicrotask(() => ctx.events.emit('revoked', gameId, i));
  });
  queueMicrotask(() => ctx.events.emit('lobby', gameId));
}

/**
 * Applies what other instances stored after this instance's version,
 * broadcasting each step. A stored intent that does not apply quarantines
 * the game here (it cannot be served correctly).
 */
export async function catchUp(ctx: HubContext, live: LiveGame): Promise<void> {
  const gameId = live.record.id;
  try {
    for (const entry of await ctx.store.loadIntents(gameId, live.version)) {
      if (entry.seq !== live.version + 1) break; // a gap cannot happen with (game_id, seq) keys; never skip one
      publish(ctx, live, applyStored(live, entry));
    }
  } catch (e) {
    quarantine(ctx, gameId, e);
    throw unavailable();
  }
}

/** Catches up from the store for an intent being judged; a game quarantined meanwhile answers as an ack. */
export async function catchUpForIntent(ctx: HubContext, live: LiveGame): Promise<Ack | null> {
  try {
    await catchUp(ctx, live);
    return null;
  } catch (e) {
    if (e instanceof HubError) return { ok: false, code: e.code, message: e.message };
    throw e;
  }
}
