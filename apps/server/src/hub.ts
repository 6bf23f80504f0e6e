// Live games: the lobby, and the one pipeline every intent goes through.
// Order of checks: message shape → game exists (loaded from the store on
// demand) → started → duplicate client id (same seat: the earlier ack again;
// another seat: refused) → paused → intent parsed → rules → persist the
// parsed intent, exactly what the engine applied (on a sequence conflict:
// catch up from the store and judge again) → ack → broadcast, and tell the
// other instances.
//
// What is read back from the store is checked again (storage/validate.ts).
// A game that cannot be restored is quarantined: it answers game/unavailable
// and every other game is served.

import { EventEmitter } from 'node:events';
import { isDeepStrictEqual } from 'node:util';
import { randomBytes } from 'node:crypto';
import {
  FACTIONS_BY_ID,
  SYSTEMS_BY_ID,
  parseMapString,
  type PlayerCount,
  applyParsed,
  parseIntent,
  withServerEntropy,
  advanceChronicle,
  createGame,
  logEntriesFor,
  startChronicle,
  intentMessage,
  waitingFor,
  type Ack,
  type Actor,
  type ClaimSeatBody,
  type CreateGameBody,
  type GameEvent,
  type GameState,
  type GameSummary,
  type PushSubscriptionJson,
  type ReminderSettings,
  namesLookAlike,
  type Role,
} from '@initiative/rules';
import type { PeerChange, PeerPresence, Peers } from './peers.ts';
import {
  RecordConflictError,
  SequenceConflictError,
  type GameRecord,
  type GameStore,
  type Lobby,
  type StoredIntent,
} from './storage/types.ts';
import { checkedIntent, checkedRecord } from './storage/validate.ts';
import { History, StoredIntentError, type HistoryAnswer } from './history.ts';
import { HubError, notFound, unavailable, unavailableAck, UNAVAILABLE_MESSAGE } from './hub-errors.ts';
import { blankGame, SNAPSHOT_EVERY, type Commit, type LiveGame } from './live-game.ts';
import { assertWritable, writeRefusal } from './write-guard.ts';

export { HubError } from './hub-errors.ts';
export { SNAPSHOT_EVERY, type Commit, type LiveGame } from './live-game.ts';
export type { HistoryAnswer } from './history.ts';
import { hashToken, newGameId, newToken, tokenMatches } from './tokens.ts';
import { clearSeat, quietNow } from './seat-settings.ts';

/** How many times an intent is judged again after losing a write race to another instance. */
const MAX_ATTEMPTS = 8;

/** Marks the one-time repair of logs stored before intents were stored parsed (see repairStoredLogs). */
const NORMALISED_LOGS = 'intents-normalised-v1';

/** Instances re-announce their sockets this often; an instance silent for the TTL (crashed) counts as gone. */
export const PRESENCE_REFRESH_MS = 20_000;
const PRESENCE_TTL_MS = 3 * PRESENCE_REFRESH_MS;

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
}

/** Where the hub reports what an operator must know (the server's logger). */
export interface HubLog {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

const consoleLog: HubLog = {
  warn: (fields, message) => console.warn(message, fields),
  error: (fields, message) => console.error(message, fields),
};

/** Browsers one seat may have subscribed to pushes at once (the oldest goes first). */
export const PUSH_PER_SEAT = 5;

export class Hub extends EventEmitter<HubEvents> {
  private readonly games = new Map<string, LiveGame>();
  private readonly loading = new Map<string, Promise<LiveGame | undefined>>();
  /** Games whose stored data cannot be restored, with the reason (logged once). */
  private readonly quarantined = new Map<string, string>();

  constructor(
    private readonly store: GameStore,
    private readonly peers: Peers = {
      instance: 'local',
      announce: () => undefined,
      presence: () => undefined,
    },
    private readonly log: HubLog = consoleLog,
    /**
     * The store is shared with other instances (PostgreSQL): this instance may
     * be behind it, so a refusal, a connect and a resync check the store first.
     */
    private readonly shared = false,
  ) {
    super();
    this.history = new History(store);
  }

  private readonly history: History;

  /**
   * Gets the store ready: repairs logs stored before intents were stored
   * parsed (once per database). Games are not loaded here but when first asked
   * for, so a game that cannot be restored never stops the others.
   */
  async restore(): Promise<{ games: number; repaired: number; quarantined: number }> {
    const ids = await this.store.listGameIds();
    let repaired = 0;
    if ((await this.store.getMeta(NORMALISED_LOGS)) === null) {
      for (const id of ids) repaired += await this.repairStoredLog(id);
      await this.store.setMeta(NORMALISED_LOGS, new Date().toISOString());
    }
    return { games: ids.length, repaired, quarantined: this.quarantined.size };
  }

  /**
   * Rewrites a game's stored intents as the engine applied them (re-parsed:
   * defaults filled in, strings trimmed). A game with an intent that does not
   * parse is quarantined; its rows are left as they are for an operator.
   */
  private async repairStoredLog(gameId: string): Promise<number> {
    let repaired = 0;
    try {
      for (const entry of await this.store.loadIntents(gameId)) {
        const checked = checkedIntent(entry);
        if (isDeepStrictEqual(checked.intent, entry.intent)) continue;
        await this.store.replaceIntent(gameId, entry.seq, checked.intent);
        repaired++;
      }
    } catch (e) {
      this.quarantine(gameId, e);
    }
    return repaired;
  }

  /**
   * The live game, loaded from the store when this instance does not hold it
   * (not loaded yet, unloaded when idle, or created on another instance).
   * Throws game/unavailable for a quarantined game.
   */
  async load(gameId: string): Promise<LiveGame | undefined> {
    const live = this.games.get(gameId);
    if (live) {
      live.touched = Date.now();
      return live;
    }
    if (this.quarantined.has(gameId)) throw unavailable();
    let pending = this.loading.get(gameId);
    if (!pending) {
      pending = this.loadFromStore(gameId).finally(() => this.loading.delete(gameId));
      this.loading.set(gameId, pending);
    }
    return pending;
  }

  private async loadFromStore(gameId: string): Promise<LiveGame | undefined> {
    let live: LiveGame;
    try {
      const stored = await this.store.loadGame(gameId);
      if (!stored) return undefined;
      live = blankGame(checkedRecord(gameId, stored));
      live.archivedAt = await this.store.archivedAt(gameId);
      this.startLive(live);
      for (const entry of await this.store.loadIntents(gameId)) this.applyStored(live, entry);
    } catch (e) {
      this.quarantine(gameId, e);
      throw unavailable();
    }
    this.games.set(gameId, live);
    return live;
  }

  /** Takes a game out of service: logged with its id, answered with game/unavailable from now on. */
  private quarantine(gameId: string, cause: unknown): void {
    const reason = cause instanceof Error ? cause.message : String(cause);
    if (!this.quarantined.has(gameId))
      this.log.error(
        { gameId, reason },
        'Game quarantined: its stored data cannot be restored. Other games are not affected.',
      );
    this.quarantined.set(gameId, reason);
    if (this.games.delete(gameId))
      queueMicrotask(() =>
        this.emit('gone', gameId, { code: 'game/unavailable', message: UNAVAILABLE_MESSAGE }),
      );
  }

  /** Quarantined games and why (for operators and tests). */
  quarantinedGames(): ReadonlyMap<string, string> {
    return this.quarantined;
  }

  /**
   * The spectator's table as it stood at `version` (SPEC 1: spectators scrub
   * the game log back and forth): see history.ts. A stored intent that no
   * longer replays quarantines the game.
   */
  async historyAt(gameId: string, version: number): Promise<HistoryAnswer> {
    const live = await this.mustLoad(gameId);
    try {
      return await this.history.answer(live, version);
    } catch (e) {
      if (!(e instanceof StoredIntentError)) throw e;
      this.quarantine(gameId, e);
      throw unavailable();
    }
  }

  /**
   * Another instance changed a game in the shared store: catch up, so this
   * instance's sockets get their own projections. A game not held here is
   * ignored (it is loaded fresh when someone asks for it).
   */
  /**
   * Whether the shared store holds more intents than this instance has applied
   * (among them, possibly this very client id, stored through another instance).
   */
  private async storeIsAhead(live: LiveGame): Promise<boolean> {
    return (await this.store.lastSeq(live.record.id)) > live.version;
  }

  /**
   * With a shared store: brings this instance's copy of the game up to the
   * store (one max(seq) query when nothing is new), so a socket that connects
   * or resyncs gets the true state even if a notice from another instance was
   * lost (Redis down, an instance killed before it could announce).
   */
  async freshen(gameId: string): Promise<void> {
    if (!this.shared) return;
    const live = this.games.get(gameId);
    if (!live) return;
    await this.serial(live, async () => {
      if (await this.storeIsAhead(live)) await this.catchUp(live);
    });
  }

  /**
   * While notices between instances cannot flow (Redis down): reads the store
   * for every game with sockets here — its record (lobby, pause) and its log —
   * so this instance's players still see what others did. Bounded: one pass
   * per call, two queries per watched game.
   */
  async pollStore(): Promise<void> {
    const watched = [...this.games.values()].filter((live) => live.sockets > 0);
    await Promise.all(
      watched.map((live) =>
        this.serial(live, async () => {
          await this.reloadRecord(live);
          if (await this.storeIsAhead(live)) await this.catchUp(live);
        }).catch((e: unknown) => {
          if (!(e instanceof HubError))
            this.log.error({ gameId: live.record.id, err: e }, 'reading the store failed');
        }),
      ),
    );
  }

  async onPeerChange(change: PeerChange): Promise<void> {
    const live = this.games.get(change.gameId) ?? (await this.loading.get(change.gameId));
    if (!live) return;
    await this.serial(live, async () => {
      if (change.kind === 'record') await this.reloadRecord(live);
      if (change.version > live.version) await this.catchUp(live);
    });
  }

  gameCount(): number {
    return this.games.size;
  }

  /** The ids of the games this instance holds in memory. */
  loadedGameIds(): string[] {
    return [...this.games.keys()];
  }

  /** Resolves once every game's queued writes have settled (a graceful shutdown waits for this). */
  async drain(): Promise<void> {
    for (;;) {
      const queues = [...this.games.values()].map((live) => live.queue);
      await Promise.all(queues);
      const now = [...this.games.values()].map((live) => live.queue);
      if (now.length === queues.length && now.every((q, i) => q === queues[i])) return;
    }
  }

  get(gameId: string): LiveGame | undefined {
    return this.games.get(gameId);
  }

  private mustGet(gameId: string): LiveGame {
    const live = this.games.get(gameId);
    if (!live) throw notFound();
    return live;
  }

  private async mustLoad(gameId: string): Promise<LiveGame> {
    const live = await this.load(gameId);
    if (!live) throw notFound();
    return live;
  }

  async createGame(body: CreateGameBody): Promise<{ gameId: string; hostToken: string }> {
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
    };
    const record: GameRecord = {
      id: newGameId(),
      hostTokenHash: hashToken(hostToken),
      lobby,
      setup: null,
      seed: null,
    };
    await this.store.createGame(record);
    this.games.set(record.id, blankGame(record));
    return { gameId: record.id, hostToken };
  }

  summary(gameId: string): GameSummary {
    const live = this.mustGet(gameId);
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
        connected: (live.connected.get(seat) ?? 0) > 0 || this.connectedElsewhere(live, seat),
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
    };
  }

  /** A player takes a free seat (or, after a kick, an abandoned one) and gets its token. */
  async claimSeat(gameId: string, body: ClaimSeatBody): Promise<{ seat: number; seatToken: string }> {
    const live = await this.mustLoad(gameId);
    return this.lobbyTask(live, async () => {
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
      await this.saveLobby(live, { ...lobby, seats });
      return { seat: body.seat, seatToken };
    });
  }

  async start(gameId: string, hostToken: string): Promise<void> {
    const live = await this.mustLoad(gameId);
    this.requireHost(live, hostToken);
    await this.lobbyTask(live, async () => {
      if (live.state) throw new HubError('game/started', 'The game has already started.', 409);
      const { lobby } = live.record;
      const free = lobby.seats.map((s, i) => (s.tokenHash === null ? i + 1 : 0)).filter((n) => n > 0);
      if (free.length > 0)
        throw new HubError(
          'game/seats-free',
          `Every seat must be taken before the game starts (free: ${free.join(', ')}).`,
          409,
        );
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
        // The game's own options (chat's is the server's business, not the rules').
        options: {
          editsNeedApproval: lobby.options.editsNeedApproval,
          timedConstruction: lobby.options.timedConstruction,
          ...(lobby.options.rollbackByHost ? { rollbackByHost: true } : {}),
          ...(lobby.options.thundersEdge ? { thundersEdge: true } : {}),
          // Every game started now deals and tracks promissory notes; stored games keep their setup.
          promissoryNotes: true,
        },
      };
      const created = createGame(setup, seed);
      if (!created.ok) throw new HubError(created.code, created.message);
      const previous = live.record;
      live.record = { ...live.record, setup, seed, startedAt: Date.now() };
      await this.store.saveGame(live.record, previous);
      this.startLive(live);
      this.peers.announce({ gameId, kind: 'record', version: live.version });
    });
    this.emit('started', gameId);
    this.emit('lobby', gameId);
  }

  async kick(gameId: string, hostToken: string, seat: number): Promise<void> {
    const live = await this.mustLoad(gameId);
    this.requireHost(live, hostToken);
    await this.lobbyTask(live, async () => {
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
      await this.saveLobby(live, { ...(await clearSeat(this.store, gameId, lobby, seat)), seats });
    });
    this.emit('revoked', gameId, seat);
  }

  async setPaused(gameId: string, hostToken: string, paused: boolean): Promise<void> {
    const live = await this.mustLoad(gameId);
    this.requireHost(live, hostToken);
    await this.lobbyTask(live, () => this.saveLobby(live, { ...live.record.lobby, paused }));
  }

  /**
   * The host sets (or with null clears) the Discord channel webhook for "your move" pings. `problem`
   * says why a URL cannot be used (discord.ts webhookProblem), or null.
   */
  async setDiscordWebhook(
    gameId: string,
    hostToken: string,
    url: string | null,
    problem: (url: string) => string | null,
  ): Promise<void> {
    const live = await this.mustLoad(gameId);
    this.requireHost(live, hostToken);
    const why = url === null ? null : problem(url);
    if (why) throw new HubError('discord/bad-webhook', why);
    await this.lobbyTask(live, async () => {
      const { lobby } = live.record;
      const users = lobby.discord?.users ?? lobby.seats.map(() => null);
      await this.saveLobby(live, { ...lobby, discord: { webhook: url, users } });
    });
  }

  /** The game and the seat a seat token opens (403 auth/not-seat for a host or spectator token). */
  private async seatOf(
    gameId: string,
    seatToken: string,
  ): Promise<{ live: LiveGame; role: { seat: number } }> {
    const live = await this.mustLoad(gameId);
    const role = this.authenticate(gameId, seatToken);
    if (role.kind !== 'seat')
      throw new HubError('auth/not-seat', 'Only a player can do this, with their own seat link.', 403);
    return { live, role };
  }

  /** A seat's player gives (or with null removes) their Discord user id, for the @mention in pings. */
  async setDiscordUser(gameId: string, seatToken: string, userId: string | null): Promise<void> {
    const { live, role } = await this.seatOf(gameId, seatToken);
    await this.lobbyTask(live, async () => {
      const { lobby } = live.record;
      const users = lobby.seats.map((_, i) => (i === role.seat ? userId : (lobby.discord?.users[i] ?? null)));
      await this.saveLobby(live, { ...lobby, discord: { webhook: lobby.discord?.webhook ?? null, users } });
    });
  }

  /** A seat sets (or with null removes) its reminder settings (reminders.ts). */
  async setReminders(gameId: string, seatToken: string, settings: ReminderSettings | null): Promise<void> {
    const { live, role } = await this.seatOf(gameId, seatToken);
    await this.lobbyTask(live, async () => {
      const { lobby } = live.record;
      const reminders = lobby.seats.map((_, i) =>
        i === role.seat ? settings : (lobby.reminders?.[i] ?? null),
      );
      await this.saveLobby(live, { ...lobby, reminders });
    });
  }

  /** A seat's own reminder settings. */
  async reminders(gameId: string, seatToken: string): Promise<ReminderSettings | null> {
    const { live, role } = await this.seatOf(gameId, seatToken);
    return live.record.lobby.reminders?.[role.seat] ?? null;
  }

  /** Loads a game (for the reminders' clock), or null when it cannot be. */
  async loaded(gameId: string): Promise<LiveGame | null> {
    try {
      return (await this.load(gameId)) ?? null;
    } catch {
      return null;
    }
  }

  /**
   * A seat subscribes a browser to "your move" pushes (push.ts), or stops one by its endpoint.
   * `problem` says why an endpoint cannot be used (not a known push service), or null. A seat keeps
   * its newest PUSH_PER_SEAT browsers.
   */
  async setPush(
    gameId: string,
    seatToken: string,
    change: { subscribe: PushSubscriptionJson } | { unsubscribe: string },
    problem: (endpoint: string) => string | null,
  ): Promise<void> {
    const { live, role } = await this.seatOf(gameId, seatToken);
    if ('subscribe' in change) {
      const why = problem(change.subscribe.endpoint);
      if (why) throw new HubError('push/bad-endpoint', why);
    }
    await this.lobbyTask(live, async () => {
      const { lobby } = live.record;
      const endpoint = 'subscribe' in change ? change.subscribe.endpoint : change.unsubscribe;
      // An endpoint belongs to one browser: subscribing again (or from another seat) replaces it.
      let push = (lobby.push ?? []).filter((p) => p.endpoint !== endpoint);
      if ('subscribe' in change) {
        const { keys } = change.subscribe;
        push = [...push, { seat: role.seat, endpoint, p256dh: keys.p256dh, auth: keys.auth }];
        const mine = push.filter((p) => p.seat === role.seat);
        if (mine.length > PUSH_PER_SEAT) push = push.filter((p) => p !== mine[0]);
      }
      await this.saveLobby(live, { ...lobby, push });
    });
  }

  /** Push subscriptions the push service says are gone (404/410): removed, by endpoint. */
  async dropPush(gameId: string, endpoints: readonly string[]): Promise<void> {
    const live = await this.mustLoad(gameId);
    await this.lobbyTask(live, async () => {
      const { lobby } = live.record;
      const push = (lobby.push ?? []).filter((p) => !endpoints.includes(p.endpoint));
      if (push.length !== (lobby.push ?? []).length) await this.saveLobby(live, { ...lobby, push });
    });
  }

  /**
   * authenticate() for a game that may live on several instances: the game is
   * loaded if this instance does not hold it, and a token it does not know is
   * checked once more against the stored record (the seat may have just been
   * claimed through another instance).
   */
  async authenticateShared(gameId: string, token: string | undefined): Promise<Role> {
    const live = await this.mustLoad(gameId);
    await this.freshen(gameId);
    try {
      return this.authenticate(gameId, token);
    } catch (e) {
      if (!(e instanceof HubError) || e.code !== 'auth/bad-token') throw e;
      await this.serial(live, () => this.reloadRecord(live));
      return this.authenticate(gameId, token);
    }
  }

  /** Resolves a socket's token to its role: a seat, the host, or (no token) a spectator. */
  authenticate(gameId: string, token: string | undefined): Role {
    const live = this.mustGet(gameId);
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
   * The intent pipeline. Never throws for bad input: every refusal is an Ack with a code. `standing`:
   * sent by the server for a player's standing order (standing.ts); a client may not mark its own so.
   */
  async submitIntent(
    gameId: string,
    role: Role,
    payload: unknown,
    { standing = false }: { standing?: boolean } = {},
  ): Promise<Ack> {
    const msg = intentMessage.safeParse(payload);
    if (!msg.success)
      return {
        ok: false,
        code: 'intent/malformed',
        message: 'That request is not understood: it needs a clientId and an intent.',
      };
    const loaded = await this.load(gameId).catch((e: unknown) =>
      e instanceof HubError ? e : Promise.reject(e),
    );
    if (loaded instanceof HubError) return { ok: false, code: loaded.code, message: loaded.message };
    if (!loaded) return { ok: false, code: 'game/not-found', message: 'There is no game with that id.' };
    const live = loaded;
    return this.serial(live, async (): Promise<Ack> => {
      if (this.games.get(gameId) !== live) return unavailableAck(); // quarantined while this intent waited
      for (let attempt = 1; ; attempt++) {
        if (!live.state)
          return {
            ok: false,
            code: 'game/not-started',
            message: 'The game has not started yet: waiting for the host.',
          };
        const actor: Actor = role;
        // A retry of an intent already applied is acknowledged again, even while paused;
        // a client id another seat used is not (its intent was never this seat's).
        const seen = live.clientIds.get(msg.data.clientId);
        if (seen !== undefined) {
          if (isDeepStrictEqual(seen.actor, actor)) return { ok: true, version: seen.version };
          return {
            ok: false,
            code: 'intent/client-id-taken',
            message:
              'That client id was already used by another player. Send the intent with a new client id.',
          };
        }
        const closed = writeRefusal(live); // archived (write-guard.ts)
        if (closed) return closed;
        if (live.record.lobby.paused)
          return { ok: false, code: 'intent/game-paused', message: 'The host has paused the game.' };
        // Parsed once: the engine applies, and the store keeps, exactly this intent.
        const parsed = parseIntent(msg.data.intent);
        if (!parsed.ok) return { ok: false, code: parsed.code, message: parsed.message };
        // Fresh randomness of the server's own on a request to go back (never the client's), stored with it.
        const intent = withServerEntropy(parsed.intent, () => randomBytes(16).toString('hex'));
        if ('standing' in intent && intent.standing && !standing)
          return {
            ok: false,
            code: 'intent/malformed',
            message: 'A pre-pick is made by the server from your standing order: send the pick itself.',
          };
        const out = applyParsed(live.state, actor, intent);
        if (!out.ok) {
          // Before refusing: another instance may have stored this very intent (a retry through
          // this instance) or moved the game on. Then catch up and judge again on the true state.
          if (this.shared && attempt < MAX_ATTEMPTS && (await this.storeIsAhead(live))) {
            const refused = await this.catchUpForIntent(live);
            if (refused) return refused;
            continue;
          }
          return { ok: false, code: out.code, message: out.message };
        }
        const entry: StoredIntent = {
          seq: live.version + 1,
          clientId: msg.data.clientId,
          actor,
          intent,
          at: Date.now(),
        };
        try {
          await this.store.appendIntent(gameId, entry); // durable before ack and broadcast
        } catch (e) {
          // Another instance stored this sequence (or this client id) first:
          // catch up from the store, then judge the intent again on the new state.
          if (!(e instanceof SequenceConflictError) || attempt >= MAX_ATTEMPTS) throw e;
          const refused = await this.catchUpForIntent(live);
          if (refused) return refused;
          continue;
        }
        const commit = this.commit(live, entry, out.state, out.events);
        this.publish(live, commit);
        // Applied here (not caught up from another instance): outside notifications are this instance's.
        if (commit) queueMicrotask(() => this.emit('committed', gameId, commit, live.record.lobby));
        this.peers.announce({ gameId, kind: 'intents', version: live.version });
        return { ok: true, version: live.version };
      }
    });
  }

  /** Catches up from the store for an intent being judged; a game quarantined meanwhile answers as an ack. */
  private async catchUpForIntent(live: LiveGame): Promise<Ack | null> {
    try {
      await this.catchUp(live);
      return null;
    } catch (e) {
      if (e instanceof HubError) return { ok: false, code: e.code, message: e.message };
      throw e;
    }
  }

  markConnected(gameId: string, role: Role, delta: 1 | -1): void {
    const live = this.games.get(gameId);
    if (!live) return;
    live.sockets = Math.max(0, live.sockets + delta);
    live.touched = Date.now();
    if (role.kind !== 'seat') return;
    const before = live.connected.get(role.seat) ?? 0;
    const after = Math.max(0, before + delta);
    live.connected.set(role.seat, after);
    // Only a seat going from no socket to one (or back) changes the lobby's presence dot.
    if (before > 0 === after > 0) return;
    this.emit('lobby', gameId);
    this.announcePresence(live);
  }

  /** Another instance's sockets for a game (refreshed every PRESENCE_REFRESH_MS while it has any). */
  onPeerPresence(presence: PeerPresence): void {
    if (presence.instance === this.peers.instance) return;
    const live = this.games.get(presence.gameId);
    if (!live) return;
    live.elsewhere.set(presence.instance, { seats: new Set(presence.seats), at: Date.now() });
    this.emit('lobby', presence.gameId);
  }

  /** Re-announces the presence of every game with sockets here, so other instances' views of it stay fresh. */
  refreshPresence(): void {
    for (const live of this.games.values())
      if ([...live.connected.values()].some((n) => n > 0)) this.announcePresence(live);
  }

  private announcePresence(live: LiveGame): void {
    const seats = [...live.connected].filter(([, n]) => n > 0).map(([seat]) => seat);
    this.peers.presence({ gameId: live.record.id, instance: this.peers.instance, seats });
  }

  private connectedElsewhere(live: LiveGame, seat: number): boolean {
    const fresh = Date.now() - PRESENCE_TTL_MS;
    for (const p of live.elsewhere.values()) if (p.at > fresh && p.seats.has(seat)) return true;
    return false;
  }

  private requireHost(live: LiveGame, hostToken: string): void {
    if (!tokenMatches(hostToken, live.record.hostTokenHash)) {
      throw new HubError('auth/not-host', 'Only the host can do this (the host link is needed).', 403);
    }
  }

  private async saveLobby(live: LiveGame, lobby: Lobby): Promise<void> {
    const record = { ...live.record, lobby };
    await this.store.saveGame(record, live.record);
    live.record = record;
    queueMicrotask(() => this.emit('lobby', record.id));
    this.peers.announce({ gameId: record.id, kind: 'record', version: live.version });
  }

  /** Takes the lobby (and a start) made on another instance; revokes seats whose token changed there. */
  private async reloadRecord(live: LiveGame): Promise<void> {
    const record = await this.store.loadGame(live.record.id);
    // Unchanged (the common case when refreshing before a lobby change): nothing to tell anyone.
    if (!record || isDeepStrictEqual(record, live.record)) return;
    const before = live.record;
    live.record = record;
    const gameId = record.id;
    if (!live.state && record.setup && record.seed) {
      this.startLive(live);
      queueMicrotask(() => this.emit('started', gameId));
    }
    before.lobby.seats.forEach((seat, i) => {
      if (seat.tokenHash !== null && record.lobby.seats[i]?.tokenHash !== seat.tokenHash)
        queueMicrotask(() => this.emit('revoked', gameId, i));
    });
    queueMicrotask(() => this.emit('lobby', gameId));
  }

  /**
   * Applies what other instances stored after this instance's version,
   * broadcasting each step. A stored intent that does not apply quarantines
   * the game here (it cannot be served correctly).
   */
  private async catchUp(live: LiveGame): Promise<void> {
    const gameId = live.record.id;
    try {
      for (const entry of await this.store.loadIntents(gameId, live.version)) {
        if (entry.seq !== live.version + 1) break; // a gap cannot happen with (game_id, seq) keys; never skip one
        this.publish(live, this.applyStored(live, entry));
      }
    } catch (e) {
      this.quarantine(gameId, e);
      throw unavailable();
    }
  }

  private publish(live: LiveGame, commit: Commit | null): void {
    if (!commit) return;
    const gameId = live.record.id;
    queueMicrotask(() => this.emit('update', gameId, commit));
  }

  private startLive(live: LiveGame): void {
    const { setup, seed } = live.record;
    if (!setup || !seed) return;
    const created = createGame(setup, seed);
    if (!created.ok) throw new Error(`Stored game ${live.record.id} no longer sets up: ${created.message}`);
    live.state = created.state;
    live.chronicle = startChronicle(created.state, live.record.startedAt ?? null);
    live.snapshots.set(0, created.state);
    // The setup's lines: no intent, so no time of their own.
    live.log = logEntriesFor(created.state, created.state, created.events, 0, null, undefined);
  }

  /** Replays one stored intent, checked again first: storage is not trusted (storage/validate.ts). */
  private applyStored(live: LiveGame, stored: StoredIntent): Commit | null {
    if (!live.state) return null;
    const entry = checkedIntent(stored);
    const out = applyParsed(live.state, entry.actor, entry.intent);
    if (!out.ok) throw new StoredIntentError(entry.seq, out.message);
    return this.commit(live, entry, out.state, out.events);
  }

  private commit(
    live: LiveGame,
    entry: StoredIntent,
    state: GameState,
    events: readonly GameEvent[],
  ): Commit {
    const previous = live.state ?? state;
    const before = live.chronicle;
    live.state = state;
    if (before) live.chronicle = advanceChronicle(before, state, entry.at);
    live.version = entry.seq;
    live.touched = Date.now();
    live.clientIds.set(entry.clientId, { version: entry.seq, actor: entry.actor });
    if (entry.seq % SNAPSHOT_EVERY === 0) live.snapshots.set(entry.seq, state);
    // An intent stored before intents had a time gives lines without one.
    const entries = logEntriesFor(previous, state, events, entry.seq, entry.actor, entry.at);
    const lastLine = live.log.at(-1);
    live.log.push(...entries);
    const chronicle = live.chronicle;
    const roundsChanged = chronicle !== null && chronicle.rounds !== before?.rounds;
    return {
      version: entry.seq,
      previous,
      state,
      entries,
      lastLine,
      chronicle,
      roundsChanged,
      chronicleBefore: before,
    };
  }

  /**
   * A lobby change (claim, start, kick, pause), judged on the stored record.
   * If another instance saved the record meanwhile, the save is refused:
   * reload the record and judge the change again.
   */
  private lobbyTask<T>(live: LiveGame, task: () => Promise<T>): Promise<T> {
    return this.serial(live, async () => {
      // Judge it on the stored record: another instance may have changed the lobby.
      await this.reloadRecord(live);
      assertWritable(live); // archived (write-guard.ts)
      for (let attempt = 1; ; attempt++) {
        try {
          return await task();
        } catch (e) {
          if (!(e instanceof RecordConflictError) || attempt >= MAX_ATTEMPTS) throw e;
          await this.reloadRecord(live);
        }
      }
    });
  }

  private serial<T>(live: LiveGame, task: () => Promise<T>): Promise<T> {
    live.pending++;
    const run = live.queue.then(task, task).finally(() => live.pending--);
    live.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Housekeeping, run now and then: started games with no stored change for
   * `archiveMs` (ended or abandoned) are archived (read-only: watched and
   * replayed, not played); lobbies never started expire after `lobbyTtlMs`
   * (deleted with their links); games with no socket here and nothing to do
   * for `idleMs` are unloaded (loaded again when asked for).
   */
  async sweep(
    now: number,
    limits: { lobbyTtlMs: number; idleMs: number; archiveMs: number },
  ): Promise<{ expired: number; archived: number; unloaded: number }> {
    const archived = await this.store.archiveGamesIdleSince(now - limits.archiveMs, now);
    for (const gameId of archived) {
      const live = this.games.get(gameId);
      if (!live) continue;
      live.archivedAt = now;
      queueMicrotask(() => this.emit('lobby', gameId));
    }
    const expired = await this.store.deleteLobbiesCreatedBefore(now - limits.lobbyTtlMs);
    for (const gameId of expired) {
      if (this.games.delete(gameId))
        queueMicrotask(() =>
          this.emit('gone', gameId, {
            code: 'game/expired',
            message: 'This game was never started and has expired. Ask the host for a new game.',
          }),
        );
    }
    let unloaded = 0;
    for (const [gameId, live] of this.games) {
      if (live.sockets > 0 || live.pending > 0 || live.touched > now - limits.idleMs) continue;
      this.games.delete(gameId);
      unloaded++;
    }
    return { expired: expired.length, archived: archived.length, unloaded };
  }
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
