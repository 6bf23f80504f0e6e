// Loading games, and taking out of service those that cannot be restored.
// Games are not loaded at start but when first asked for (and again after
// being unloaded when idle, or when created on another instance). What is
// read back from the store is checked again (storage/validate.ts). A game
// that cannot be restored is quarantined: it answers game/unavailable and
// every other game is served.

import { isDeepStrictEqual } from 'node:util';
import { checkedIntent, checkedRecord } from './storage/validate.ts';
import { notFound, unavailable, UNAVAILABLE_MESSAGE } from './hub-errors.ts';
import { blankGame, type LiveGame } from './live-game.ts';
import { applyStored, startLive } from './commit.ts';
import type { HubContext } from './hub-context.ts';

/** Marks the one-time repair of logs stored before intents were stored parsed (see repairStoredLog). */
const NORMALISED_LOGS = 'intents-normalised-v1';

/**
 * Gets the store ready: repairs logs stored before intents were stored
 * parsed (once per database). Games are not loaded here but when first asked
 * for, so a game that cannot be restored never stops the others.
 */
export async function restore(
  ctx: HubContext,
): Promise<{ games: number; repaired: number; quarantined: number }> {
  const ids = await ctx.store.listGameIds();
  let repaired = 0;
  if ((await ctx.store.getMeta(NORMALISED_LOGS)) === null) {
    for (const id of ids) repaired += await repairStoredLog(ctx, id);
    await ctx.store.setMeta(NORMALISED_LOGS, new Date().toISOString());
  }
  return { games: ids.length, repaired, quarantined: ctx.quarantined.size };
}

/**
 * Rewrites a game's stored intents as the engine applied them (re-parsed:
 * defaults filled in, strings trimmed). A game with an intent that does not
 * parse is quarantined; its rows are left as they are for an operator.
 */
async function repairStoredLog(ctx: HubContext, gameId: string): Promise<number> {
  let repaired = 0;
  try {
    for (const entry of await ctx.store.loadIntents(gameId)) {
      const checked = checkedIntent(entry);
      if (isDeepStrictEqual(checked.intent, entry.intent)) continue;
      await ctx.store.replaceIntent(gameId, entry.seq, checked.intent);
      repaired++;
    }
  } catch (e) {
    quarantine(ctx, gameId, e);
  }
  return repaired;
}

/**
 * The live game, loaded from the store when this instance does not hold it
 * (not loaded yet, unloaded when idle, or created on another instance).
 * Throws game/unavailable for a quarantined game.
 */
export async function load(ctx: HubContext, gameId: string): Promise<LiveGame | undefined> {
  const live = ctx.games.get(gameId);
  if (live) {
    live.touched = Date.now();
    return live;
  }
  if (ctx.quarantined.has(gameId)) throw unavailable();
  let pending = ctx.loading.get(gameId);
  if (!pending) {
    pending = loadFromStore(ctx, gameId).finally(() => ctx.loading.delete(gameId));
    ctx.loading.set(gameId, pending);
  }
  return pending;
}

async function loadFromStore(ctx: HubContext, gameId: string): Promise<LiveGame | undefined> {
  let live: LiveGame;
  try {
    const stored = await ctx.store.loadGame(gameId);
    if (!stored) return undefined;
    live = blankGame(checkedRecord(gameId, stored));
    live.archivedAt = await ctx.store.archivedAt(gameId);
    startLive(live);
    for (const entry of await ctx.store.loadIntents(gameId)) applyStored(live, entry);
  } catch (e) {
    quarantine(ctx, gameId, e);
    throw unavailable();
  }
  ctx.games.set(gameId, live);
  return live;
}

/** load(), with game/not-found for a game that does not exist. */
export async function mustLoad(ctx: HubContext, gameId: string): Promise<LiveGame> {
  const live = await load(ctx, gameId);
  if (!live) throw notFound();
  return live;
}

/** The game this instance holds, with game/not-found when it holds none (nothing is loaded). */
export function mustGet(ctx: HubContext, gameId: string): LiveGame {
  const live = ctx.games.get(gameId);
  if (!live) throw notFound();
  return live;
}

/** Loads a game (for the reminders' clock), or null when it cannot be. */
export async function loaded(ctx: HubContext, gameId: string): Promise<LiveGame | null> {
  try {
    return (await load(ctx, gameId)) ?? null;
  } catch {
    return null;
  }
}

/** Takes a game out of service: logged with its id, answered with game/unavailable from now on. */
export function quarantine(ctx: HubContext, gameId: string, cause: unknown): void {
  const reason = cause instanceof Error ? cause.message : String(cause);
  if (!ctx.quarantined.has(gameId))
    ctx.log.error(
      { gameId, reason },
      'Game quarantined: its stored data cannot be restored. Other games are not affected.',
    );
  ctx.quarantined.set(gameId, reason);
  if (ctx.games.delete(gameId))
    queueMicrotask(() => {
      ctx.events.emit('gone', gameId, { code: 'game/unavailable', message: UNAVAILABLE_MESSAGE });
      ctx.events.emit('unloaded', gameId);
    });
}
