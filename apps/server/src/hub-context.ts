// What the hub's modules share: the games this instance holds, the store, the other instances, the
// events the rest of the server listens to, and the log. Each module (game-loader, instance-sync,
// presence, lobby, seat-settings-routes, auth, intent-pipeline, sweep) takes it as its first argument
// and none imports hub.ts, so the hub can be a façade without an import cycle. Also here: each
// game's write queue (serial, drain), which every module that changes a game goes through.

import type { EventEmitter } from 'node:events';
import type { Peers } from './peers.ts';
import type { GameStore, Lobby } from './storage/types.ts';
import type { Commit, LiveGame } from './live-game.ts';

export interface HubEvents {
  /** The game advanced by one intent (applied here or caught up from the store). */
  update: [gameId: string, commit: Commit];
  /** An intent this instance applied and stored (not one caught up from another instance). */
  committed: [gameId: string, commit: Commit, lobby: Lobby];
  /** The host started the game: every client needs a full projection. */
  started: [gameId: string];
  /** Lobby or presence changed. */
  lobby: [gameId: string];
  /** A seat's token was revoked: disconnect its sockets. */
  revoked: [gameId: string, seat: number];
  /** The game was quarantined (its stored data does not replay) or expired: tell its sockets and disconnect them. */
  gone: [gameId: string, reason: { code: string; message: string }];
  /** The game left this instance's memory (unloaded while idle, expired, quarantined): drop what is kept for it. */
  unloaded: [gameId: string];
}

/** Where the hub reports what an operator must know (the server's logger). */
export interface HubLog {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface HubContext {
  /** The games this instance holds in memory, by id. */
  readonly games: Map<string, LiveGame>;
  /** Loads from the store under way, so two callers share one. */
  readonly loading: Map<string, Promise<LiveGame | undefined>>;
  /** Games whose stored data cannot be restored, with the reason (logged once). */
  readonly quarantined: Map<string, string>;
  readonly store: GameStore;
  readonly peers: Peers;
  /** The hub itself: modules emit its events. */
  readonly events: EventEmitter<HubEvents>;
  readonly log: HubLog;
  /**
   * The store is shared with other instances (PostgreSQL): this instance may
   * be behind it, so a refusal, a connect and a resync check the store first.
   */
  readonly shared: boolean;
}

/** How many times an intent or a lobby change is judged again after losing a write race to another instance. */
export const MAX_ATTEMPTS = 8;

/** Runs `task` after every task queued on this game before it: one write to a game at a time. */
export function serial<T>(live: LiveGame, task: () => Promise<T>): Promise<T> {
  live.pending++;
  const run = live.queue.then(task, task).finally(() => live.pending--);
  live.queue = run.catch(() => undefined);
  return run;
}

/** Resolves once every game's queued writes have settled (a graceful shutdown waits for this). */
export async function drain(ctx: HubContext): Promise<void> {
  for (;;) {
    const queues = [...ctx.games.values()].map((live) => live.queue);
    await Promise.all(queues);
    const now = [...ctx.games.values()].map((live) => live.queue);
    if (now.length === queues.length && now.every((q, i) => q === queues[i])) return;
  }
}
