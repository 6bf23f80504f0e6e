// Live games: the lobby, and the one pipeline every intent goes through.
// Order of checks: parse → game exists (loaded from the store if another
// instance created it) → started → paused → actor → duplicate client id →
// rules → persist (on a sequence conflict: catch up from the store and judge
// again) → ack → broadcast, and tell the other instances.

import { EventEmitter } from 'node:events';
import { isDeepStrictEqual } from 'node:util';
import { randomBytes } from 'node:crypto';
import {
  SYSTEMS_BY_ID,
  parseMapString,
  type PlayerCount,
  applyIntent,
  applyParsed,
  createGame,
  describeEvent,
  intentMessage,
  type Ack,
  type Actor,
  type ClaimSeatBody,
  type CreateGameBody,
  type GameEvent,
  type GameState,
  type GameSummary,
  type GameView,
  viewFor,
  type Intent,
  type LogEntry,
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
import { hashToken, newGameId, newToken, tokenMatches } from './tokens.ts';

export class HubError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export interface LiveGame {
  record: GameRecord;
  state: GameState | null;
  version: number;
  log: LogEntry[];
  /** client id → the version its intent produced, for idempotent retries. */
  clientIds: Map<string, number>;
  /** Serialises writes to this game. */
  queue: Promise<unknown>;
  /** Sockets connected per seat, for the lobby's presence dots. */
  connected: Map<number, number>;
  /** Seats with sockets on other instances, by instance (with the time it last said so). */
  elsewhere: Map<string, { seats: Set<number>; at: number }>;
}

/** One applied intent: what the sockets need to send each viewer its patch. */
export interface Commit {
  readonly version: number;
  readonly previous: GameState;
  readonly state: GameState;
  /** The new log lines. */
  readonly entries: readonly LogEntry[];
}

/** How many times an intent is judged again after losing a write race to another instance. */
const MAX_ATTEMPTS = 8;

/** Instances re-announce their sockets this often; an instance silent for the TTL (crashed) counts as gone. */
export const PRESENCE_REFRESH_MS = 20_000;
const PRESENCE_TTL_MS = 3 * PRESENCE_REFRESH_MS;

export interface HubEvents {
  /** The game advanced by one intent (applied here or caught up from the store). */
  update: [gameId: string, commit: Commit];
  /** The host started the game: every client needs a full projection. */
  started: [gameId: string];
  /** Lobby or presence changed. */
  lobby: [gameId: string];
  /** A seat's token was revoked: disconnect its sockets. */
  revoked: [gameId: string, seat: number];
}

export class Hub extends EventEmitter<HubEvents> {
  private readonly games = new Map<string, LiveGame>();
  private readonly loading = new Map<string, Promise<LiveGame | undefined>>();

  constructor(
    private readonly store: GameStore,
    private readonly peers: Peers = {
      instance: 'local',
      announce: () => undefined,
      presence: () => undefined,
    },
  ) {
    super();
  }

  /** Loads every stored game and replays its log. */
  async restore(): Promise<{ games: number; intents: number }> {
    for (const id of await this.store.listGameIds()) await this.load(id);
    let intents = 0;
    for (const live of this.games.values()) intents += live.version;
    return { games: this.games.size, intents };
  }

  /** The live game; one this instance does not hold yet (created on another instance) is loaded from the store. */
  async load(gameId: string): Promise<LiveGame | undefined> {
    const live = this.games.get(gameId);
    if (live) return live;
    let pending = this.loading.get(gameId);
    if (!pending) {
      pending = this.loadFromStore(gameId).finally(() => this.loading.delete(gameId));
      this.loading.set(gameId, pending);
    }
    return pending;
  }

  private async loadFromStore(gameId: string): Promise<LiveGame | undefined> {
    const record = await this.store.loadGame(gameId);
    if (!record) return undefined;
    const live = this.blank(record);
    this.startLive(live);
    for (const entry of await this.store.loadIntents(gameId)) this.applyStored(live, entry);
    this.games.set(gameId, live);
    return live;
  }

  /**
   * The spectator's table as it stood at `version`, replayed from the stored log
   * (SPEC 1: spectators scrub the game log back and forth). Public information only.
   */
  async historyAt(
    gameId: string,
    version: number,
  ): Promise<{ version: number; view: GameView; log: LogEntry[] }> {
    const live = await this.load(gameId);
    if (!live) throw new HubError('game/not-found', 'There is no game with that id. Check the link.', 404);
    const { setup, seed } = live.record;
    if (!setup || !seed) throw new HubError('game/not-started', 'The game has not started yet.', 409);
    if (version > live.version)
      throw new HubError('history/not-yet', `The game is at version ${live.version}.`, 404);
    const created = createGame(setup, seed);
    if (!created.ok) throw new HubError(created.code, created.message, 500);
    let state = created.state;
    for (const entry of await this.store.loadIntents(gameId)) {
      if (entry.seq > version) break;
      const out = applyParsed(state, entry.actor, entry.intent);
      if (out.ok) state = out.state;
    }
    return {
      version,
      view: viewFor(state, { kind: 'spectator' }),
      log: live.log.filter((e) => e.seq <= version),
    };
  }

  /**
   * Another instance changed a game in the shared store: catch up, so this
   * instance's sockets get their own projections. A game not held here is
   * ignored (it is loaded fresh when someone asks for it).
   */
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

  private blank(record: GameRecord): LiveGame {
    return {
      record,
      state: null,
      version: 0,
      log: [],
      clientIds: new Map(),
      queue: Promise.resolve(),
      connected: new Map(),
      elsewhere: new Map(),
    };
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
    this.games.set(record.id, this.blank(record));
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
      })),
      version: live.version,
      factions: lobby.factions,
      mapString: lobby.mapString,
      paused: lobby.paused,
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
        options: lobby.options,
      };
      const created = createGame(setup, seed);
      if (!created.ok) throw new HubError(created.code, created.message);
      const previous = live.record;
      live.record = { ...live.record, setup, seed };
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
      await this.saveLobby(live, { ...lobby, seats });
    });
    this.emit('revoked', gameId, seat);
  }

  async setPaused(gameId: string, hostToken: string, paused: boolean): Promise<void> {
    const live = await this.mustLoad(gameId);
    this.requireHost(live, hostToken);
    await this.lobbyTask(live, () => this.saveLobby(live, { ...live.record.lobby, paused }));
  }

  /**
   * authenticate() for a game that may live on several instances: the game is
   * loaded if this instance does not hold it, and a token it does not know is
   * checked once more against the stored record (the seat may have just been
   * claimed through another instance).
   */
  async authenticateShared(gameId: string, token: string | undefined): Promise<Role> {
    const live = await this.mustLoad(gameId);
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

  /** The intent pipeline. Never throws for bad input: every refusal is an Ack with a code. */
  async submitIntent(gameId: string, role: Role, payload: unknown): Promise<Ack> {
    const msg = intentMessage.safeParse(payload);
    if (!msg.success)
      return {
        ok: false,
        code: 'intent/malformed',
        message: 'That request is not understood: it needs a clientId and an intent.',
      };
    const live = await this.load(gameId);
    if (!live) return { ok: false, code: 'game/not-found', message: 'There is no game with that id.' };
    return this.serial(live, async (): Promise<Ack> => {
      for (let attempt = 1; ; attempt++) {
        if (!live.state)
          return {
            ok: false,
            code: 'game/not-started',
            message: 'The game has not started yet: waiting for the host.',
          };
        // A retry of an intent already applied is acknowledged again, even while paused.
        const seen = live.clientIds.get(msg.data.clientId);
        if (seen !== undefined) return { ok: true, version: seen };
        if (live.record.lobby.paused)
          return { ok: false, code: 'intent/game-paused', message: 'The host has paused the game.' };
        const actor: Actor = role;
        const out = applyIntent(live.state, actor, msg.data.intent);
        if (!out.ok) return { ok: false, code: out.code, message: out.message };
        const entry: StoredIntent = {
          seq: live.version + 1,
          clientId: msg.data.clientId,
          actor,
          intent: msg.data.intent as Intent,
        };
        try {
          await this.store.appendIntent(gameId, entry); // durable before ack and broadcast
        } catch (e) {
          // Another instance stored this sequence (or this client id) first:
          // catch up from the store, then judge the intent again on the new state.
          if (!(e instanceof SequenceConflictError) || attempt >= MAX_ATTEMPTS) throw e;
          await this.catchUp(live);
          continue;
        }
        this.publish(live, this.commit(live, entry, out.state, out.events));
        this.peers.announce({ gameId, kind: 'intents', version: live.version });
        return { ok: true, version: live.version };
      }
    });
  }

  markConnected(gameId: string, role: Role, delta: 1 | -1): void {
    const live = this.games.get(gameId);
    if (!live || role.kind !== 'seat') return;
    live.connected.set(role.seat, Math.max(0, (live.connected.get(role.seat) ?? 0) + delta));
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

  /** Applies what other instances stored after this instance's version, broadcasting each step. */
  private async catchUp(live: LiveGame): Promise<void> {
    for (const entry of await this.store.loadIntents(live.record.id, live.version)) {
      if (entry.seq !== live.version + 1) break; // a gap cannot happen with (game_id, seq) keys; never skip one
      this.publish(live, this.applyStored(live, entry));
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
    live.log = created.events.map((e) => ({ seq: 0, text: describeEvent(created.state, e) }));
  }

  private applyStored(live: LiveGame, entry: StoredIntent): Commit | null {
    if (!live.state) return null;
    const out = applyParsed(live.state, entry.actor, entry.intent);
    if (!out.ok)
      throw new Error(
        `Stored intent ${entry.seq} of game ${live.record.id} no longer applies: ${out.message}`,
      );
    return this.commit(live, entry, out.state, out.events);
  }

  private commit(
    live: LiveGame,
    entry: StoredIntent,
    state: GameState,
    events: readonly GameEvent[],
  ): Commit {
    const previous = live.state ?? state;
    live.state = state;
    live.version = entry.seq;
    live.clientIds.set(entry.clientId, entry.seq);
    const entries = events.map((e) => ({ seq: entry.seq, text: describeEvent(state, e) }));
    live.log.push(...entries);
    return { version: entry.seq, previous, state, entries };
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
    const run = live.queue.then(task, task);
    live.queue = run.catch(() => undefined);
    return run;
  }
}

function notFound(): HubError {
  return new HubError('game/not-found', 'There is no game with that id. Check the link.', 404);
}
