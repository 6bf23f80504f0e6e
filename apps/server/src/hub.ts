// Live games: the façade the rest of the server calls (app.ts, sockets.ts, http.ts, standing.ts, …).
// Each job is a module of its own, sharing one HubContext (hub-context.ts):
//   game-loader.ts      loading games on demand, quarantining those that cannot be restored
//   instance-sync.ts    catching up with other instances (notices, store polling)
//   presence.ts         who is connected, here and on other instances
//   lobby.ts            create, claim a seat, start, kick, pause, the Discord webhook
//   setup-draft.ts      the lobby's Milty draft (picks, undo, draw again), then the game's start
//   seat-settings-routes.ts  what a seat's player sets (Discord user, reminders, push)
//   auth.ts             tokens to roles
//   intent-pipeline.ts  the one pipeline every intent goes through (its order of checks is there)
//   history.ts          the table at an earlier version
//   sweep.ts            archiving, expiring lobbies, unloading idle games

import { EventEmitter } from 'node:events';
import type {
  Ack,
  ClaimSeatBody,
  CreateGameBody,
  DraftPick,
  GameSummary,
  PushSubscriptionJson,
  ReminderSettings,
  Role,
} from '@initiative/rules';
import type { PeerChange, PeerPresence, Peers } from './peers.ts';
import type { GameStore } from './storage/types.ts';
import { History, StoredIntentError, type HistoryAnswer } from './history.ts';
import { unavailable } from './hub-errors.ts';
import type { LiveGame } from './live-game.ts';
import { drain, type HubContext, type HubEvents, type HubLog } from './hub-context.ts';
import * as loader from './game-loader.ts';
import * as sync from './instance-sync.ts';
import * as presence from './presence.ts';
import * as lobby from './lobby.ts';
import * as setupDraft from './setup-draft.ts';
import * as seatSettings from './seat-settings-routes.ts';
import * as auth from './auth.ts';
import { submitIntent } from './intent-pipeline.ts';
import { sweep } from './sweep.ts';

export { HubError } from './hub-errors.ts';
export { SNAPSHOT_EVERY, type Commit, type LiveGame } from './live-game.ts';
export type { HistoryAnswer } from './history.ts';
export type { HubEvents, HubLog } from './hub-context.ts';
export { PRESENCE_REFRESH_MS } from './presence.ts';
export { PUSH_PER_SEAT } from './seat-settings-routes.ts';

const consoleLog: HubLog = {
  warn: (fields, message) => console.warn(message, fields),
  error: (fields, message) => console.error(message, fields),
};

export class Hub extends EventEmitter<HubEvents> {
  private readonly ctx: HubContext;
  private readonly history: History;

  constructor(
    store: GameStore,
    peers: Peers = {
      instance: 'local',
      announce: () => undefined,
      presence: () => undefined,
    },
    log: HubLog = consoleLog,
    /**
     * The store is shared with other instances (PostgreSQL): this instance may
     * be behind it, so a refusal, a connect and a resync check the store first.
     */
    shared = false,
  ) {
    super();
    this.ctx = {
      games: new Map(),
      loading: new Map(),
      quarantined: new Map(),
      store,
      peers,
      events: this,
      log,
      shared,
    };
    this.history = new History(store);
  }

  // Loading and quarantine (game-loader.ts).

  /** Gets the store ready (repairs old logs once); games are loaded when first asked for. */
  restore(): Promise<{ games: number; repaired: number; quarantined: number }> {
    return loader.restore(this.ctx);
  }

  /** The live game, loaded from the store when this instance does not hold it; game/unavailable if quarantined. */
  load(gameId: string): Promise<LiveGame | undefined> {
    return loader.load(this.ctx, gameId);
  }

  /** Loads a game (for the reminders' clock), or null when it cannot be. */
  loaded(gameId: string): Promise<LiveGame | null> {
    return loader.loaded(this.ctx, gameId);
  }

  /** Quarantined games and why (for operators and tests). */
  quarantinedGames(): ReadonlyMap<string, string> {
    return this.ctx.quarantined;
  }

  get(gameId: string): LiveGame | undefined {
    return this.ctx.games.get(gameId);
  }

  gameCount(): number {
    return this.ctx.games.size;
  }

  /** The ids of the games this instance holds in memory. */
  loadedGameIds(): string[] {
    return [...this.ctx.games.keys()];
  }

  /**
   * The spectator's table as it stood at `version` (SPEC 1: spectators scrub
   * the game log back and forth): see history.ts. A stored intent that no
   * longer replays quarantines the game.
   */
  async historyAt(gameId: string, version: number): Promise<HistoryAnswer> {
    const live = await loader.mustLoad(this.ctx, gameId);
    try {
      return await this.history.answer(live, version);
    } catch (e) {
      if (!(e instanceof StoredIntentError)) throw e;
      loader.quarantine(this.ctx, gameId, e);
      throw unavailable();
    }
  }

  // Other instances (instance-sync.ts, presence.ts).

  /** With a shared store: brings this instance's copy of the game up to the store. */
  freshen(gameId: string): Promise<void> {
    return sync.freshen(this.ctx, gameId);
  }

  /** While Redis is down: reads the store for every game with sockets here. */
  pollStore(): Promise<void> {
    return sync.pollStore(this.ctx);
  }

  /** Another instance changed a game in the shared store: catch up. */
  onPeerChange(change: PeerChange): Promise<void> {
    return sync.onPeerChange(this.ctx, change);
  }

  markConnected(gameId: string, role: Role, delta: 1 | -1): void {
    presence.markConnected(this.ctx, gameId, role, delta);
  }

  /** Another instance's sockets for a game. */
  onPeerPresence(peer: PeerPresence): void {
    presence.onPeerPresence(this.ctx, peer);
  }

  /** Re-announces the presence of every game with sockets here. */
  refreshPresence(): void {
    presence.refreshPresence(this.ctx);
  }

  // The lobby (lobby.ts).

  createGame(body: CreateGameBody): Promise<{ gameId: string; hostToken: string }> {
    return lobby.createGame(this.ctx, body);
  }

  summary(gameId: string): GameSummary {
    return lobby.summary(this.ctx, gameId);
  }

  /** A player takes a free seat (or, after a kick, an abandoned one) and gets its token. */
  claimSeat(gameId: string, body: ClaimSeatBody): Promise<{ seat: number; seatToken: string }> {
    return lobby.claimSeat(this.ctx, gameId, body);
  }

  start(gameId: string, hostToken: string): Promise<void> {
    return lobby.start(this.ctx, gameId, hostToken);
  }

  /** A seat's pick in the setup draft (its last pick starts the game). */
  draftPick(gameId: string, seatToken: string, pick: DraftPick): Promise<void> {
    return lobby.pickInSetupDraft(this.ctx, gameId, seatToken, pick);
  }

  /** A seat's own ranked pre-picks for the setup draft (secret). */
  draftPrePicks(gameId: string, seatToken: string): Promise<DraftPick[]> {
    return setupDraft.draftPrePicks(this.ctx, gameId, seatToken);
  }

  setDraftPrePicks(gameId: string, seatToken: string, picks: readonly DraftPick[]): Promise<DraftPick[]> {
    return lobby.setSetupDraftPrePicks(this.ctx, gameId, seatToken, picks);
  }

  /** The host takes back the last pick of the setup draft. */
  undoDraftPick(gameId: string, hostToken: string): Promise<void> {
    return setupDraft.undoDraftPick(this.ctx, gameId, hostToken);
  }

  /** The host draws the draft's slices and factions again (before the first pick). */
  regenerateDraft(gameId: string, hostToken: string): Promise<void> {
    return setupDraft.regenerateDraft(this.ctx, gameId, hostToken);
  }

  kick(gameId: string, hostToken: string, seat: number): Promise<void> {
    return lobby.kick(this.ctx, gameId, hostToken, seat);
  }

  setPaused(gameId: string, hostToken: string, paused: boolean): Promise<void> {
    return lobby.setPaused(this.ctx, gameId, hostToken, paused);
  }

  /** The host sets (or with null clears) the Discord webhook; `problem` says why a URL cannot be used. */
  setDiscordWebhook(
    gameId: string,
    hostToken: string,
    url: string | null,
    problem: (url: string) => string | null,
  ): Promise<void> {
    return lobby.setDiscordWebhook(this.ctx, gameId, hostToken, url, problem);
  }

  // What a seat's player sets (seat-settings-routes.ts).

  setDiscordUser(gameId: string, seatToken: string, userId: string | null): Promise<void> {
    return seatSettings.setDiscordUser(this.ctx, gameId, seatToken, userId);
  }

  setReminders(gameId: string, seatToken: string, settings: ReminderSettings | null): Promise<void> {
    return seatSettings.setReminders(this.ctx, gameId, seatToken, settings);
  }

  reminders(gameId: string, seatToken: string): Promise<ReminderSettings | null> {
    return seatSettings.reminders(this.ctx, gameId, seatToken);
  }

  setPush(
    gameId: string,
    seatToken: string,
    change: { subscribe: PushSubscriptionJson } | { unsubscribe: string },
    problem: (endpoint: string) => string | null,
  ): Promise<void> {
    return seatSettings.setPush(this.ctx, gameId, seatToken, change, problem);
  }

  dropPush(gameId: string, endpoints: readonly string[]): Promise<void> {
    return seatSettings.dropPush(this.ctx, gameId, endpoints);
  }

  // Authentication (auth.ts).

  /** Resolves a socket's token to its role: a seat, the host, or (no token) a spectator. */
  authenticate(gameId: string, token: string | undefined): Role {
    return auth.authenticate(this.ctx, gameId, token);
  }

  /** authenticate() for a game that may live on several instances (loaded, and checked against the store). */
  authenticateShared(gameId: string, token: string | undefined): Promise<Role> {
    return auth.authenticateShared(this.ctx, gameId, token);
  }

  // Intents (intent-pipeline.ts).

  /** The intent pipeline. Never throws for bad input: every refusal is an Ack with a code. */
  submitIntent(
    gameId: string,
    role: Role,
    payload: unknown,
    options: { standing?: boolean } = {},
  ): Promise<Ack> {
    return submitIntent(this.ctx, gameId, role, payload, options);
  }

  // Housekeeping (sweep.ts, hub-context.ts).

  /** Archives idle started games, expires old lobbies, unloads idle games. */
  sweep(
    now: number,
    limits: { lobbyTtlMs: number; idleMs: number; archiveMs: number },
  ): Promise<{ expired: number; archived: number; unloaded: number }> {
    return sweep(this.ctx, now, limits);
  }

  /** Resolves once every game's queued writes have settled (a graceful shutdown waits for this). */
  drain(): Promise<void> {
    return drain(this.ctx);
  }
}
