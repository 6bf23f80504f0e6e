// Shared helpers for the server's integration tests: a real server on a fresh
// data directory, the HTTP API through fetch, and Socket.IO clients whose
// events are collected so a test can await them in order.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type {
  Ack,
  ClientToServerEvents,
  GameSummary,
  GameView,
  Intent,
  PlayerColor,
  ResyncRefusal,
  ServerToClientEvents,
  SocketError,
  SyncMessage,
  UpdateMessage,
} from '@initiative/rules';
import {
  ANYTIME_INTENT_TYPES,
  expandPatch,
  updateLogEntries,
  clockAt,
  type LogEntry,
  type StrategyCardId,
} from '@initiative/rules';
import { loadConfig, startServer, type RunningServer } from '../src/index.ts';
import type { ServerOptions } from '../src/app.ts';

export const COLORS: readonly PlayerColor[] = [
  'red',
  'blue',
  'green',
  'yellow',
  'purple',
  'black',
  'orange',
  'pink',
];

/** How long a test waits for an expected event before failing with a clear message. */
const EVENT_TIMEOUT_MS = 3_000;

export function freshDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'initiative-'));
}

/** Deletes a data directory made by freshDataDir (after its server has closed). */
export function removeDataDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export type TestServer = RunningServer & { dataDir: string };

/** Starts a real server on a random loopback port. */
export async function startTestServer(
  dataDir = freshDataDir(),
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<TestServer> {
  const running = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // Every test client comes from the same loopback address: the per-address limits would count a
      // whole test file as one player. Their own tests set them low again.
      SOCKETS_PER_ADDRESS: '100000',
      CREATE_PER_HOUR: '100000',
      HISTORY_PER_MINUTE: '100000',
      ADDRESS_WRITES_PER_MINUTE: '100000',
      ...env,
    } as NodeJS.ProcessEnv),
    undefined,
    options,
  );
  return Object.assign(running, { dataDir });
}

/**
 * Server settings with no intent or resync rate limit, for files that send many intents (or check
 * with a resync after each) from few sockets (the limits have their own tests).
 */
export const NO_RATE_LIMIT: Readonly<Record<string, string>> = {
  RATE_LIMIT_PER_SECOND: '1e9',
  RATE_LIMIT_BURST: '1e9',
  RESYNC_PER_SECOND: '1e9',
  RESYNC_BURST: '1e9',
};

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface ApiError {
  error: { code: string; message: string };
}

/** Calls the HTTP API with a JSON body (or a raw string body, sent as JSON). */
export async function api<T = Record<string, unknown>>(
  baseUrl: string,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
  bearer?: string,
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (bearer !== undefined) headers['authorization'] = `Bearer ${bearer}`;
  const res = await fetch(`${baseUrl}${route}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export interface CreatedGame {
  gameId: string;
  hostToken: string;
  inviteUrl: string;
  spectateUrl: string;
  hostUrl: string;
}

export async function createGame(baseUrl: string, body: Record<string, unknown> = {}): Promise<CreatedGame> {
  const res = await api<CreatedGame>(baseUrl, 'POST', '/api/games', {
    name: 'Test game',
    seats: 4,
    victoryPoints: 10,
    ...body,
  });
  if (res.status !== 201) throw new Error(`create game: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface ClaimedSeat {
  seat: number;
  seatToken: string;
  seatUrl: string;
}

export async function claimSeat(
  baseUrl: string,
  gameId: string,
  seat: number,
  name = `Player ${seat + 1}`,
  color: PlayerColor = COLORS[seat] ?? 'red',
  faction?: string,
): Promise<ClaimedSeat> {
  const res = await api<ClaimedSeat>(baseUrl, 'POST', `/api/games/${gameId}/seats`, {
    seat,
    name,
    color,
    ...(faction === undefined ? {} : { faction }),
  });
  if (res.status !== 201) throw new Error(`claim seat ${seat}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Claims seats 0..n-1 (with these factions, in a game whose factions are chosen) and returns their tokens in seat order. */
export async function claimSeats(
  baseUrl: string,
  gameId: string,
  n: number,
  factions?: readonly string[],
): Promise<string[]> {
  const tokens: string[] = [];
  for (let seat = 0; seat < n; seat++)
    tokens.push((await claimSeat(baseUrl, gameId, seat, undefined, undefined, factions?.[seat])).seatToken);
  return tokens;
}

export async function startGame(baseUrl: string, gameId: string, hostToken: string): Promise<void> {
  const res = await api(baseUrl, 'POST', `/api/games/${gameId}/start`, undefined, hostToken);
  if (res.status !== 200) throw new Error(`start: ${res.status} ${JSON.stringify(res.body)}`);
}

export interface StartedGame extends CreatedGame {
  seatTokens: string[];
}

/**
 * Creates a game with `players` seats, claims them all and starts it. Unless `inSetup`, every seat then
 * keeps the first secret objective it was dealt, so the game stands at the first strategy phase.
 */
export async function startedGame(
  baseUrl: string,
  players = 4,
  inSetup = false,
  body: Record<string, unknown> = {},
  factions?: readonly string[],
): Promise<StartedGame> {
  const game = await createGame(baseUrl, {
    ...body,
    seats: players,
    ...(factions ? { factions: 'chosen' } : {}),
  });
  const seatTokens = await claimSeats(baseUrl, game.gameId, players, factions);
  await startGame(baseUrl, game.gameId, game.hostToken);
  if (!inSetup) {
    for (const token of seatTokens) {
      const client = await connect(baseUrl, game.gameId, token);
      const offer = client.sync.view?.legal.find((i) => i.type === 'keep-secret-objective');
      if (offer) {
        const ack = await client.send(offer);
        if (!ack.ok) throw new Error(`keep secret: ${ack.message}`);
      }
      client.close();
    }
  }
  return { ...game, seatTokens };
}

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Collects one kind of event so a test can await the next one it has not consumed yet. */
class EventQueue<T> {
  readonly all: T[] = [];
  private consumed = 0;
  private waiters: ((value: T) => void)[] = [];

  push(value: T): void {
    this.all.push(value);
    const waiter = this.waiters.shift();
    if (waiter) {
      this.consumed++;
      waiter(value);
    }
  }

  next(label: string, timeoutMs = EVENT_TIMEOUT_MS): Promise<T> {
    if (this.consumed < this.all.length) return Promise.resolve(this.all[this.consumed++] as T);
    return withTimeout(
      new Promise<T>((resolve) => this.waiters.push(resolve)),
      timeoutMs,
      `no ${label} within ${timeoutMs} ms`,
    );
  }

  /** Marks everything received so far as consumed. */
  drain(): void {
    this.consumed = this.all.length;
  }

  get pending(): number {
    return this.all.length - this.consumed;
  }
}

let clientIdCounter = 0;
export function newClientId(): string {
  clientIdCounter++;
  return `c${process.pid}-${Date.now().toString(36)}-${clientIdCounter}`;
}

/** An update with the projection it produced (the patch applied to the previous one). */
export type AppliedUpdate = Omit<UpdateMessage, 'log'> & {
  readonly view: GameView;
  /** The update's log lines as the client keeps them (each with the update's version as seq). */
  readonly log: readonly LogEntry[];
};

export class TestClient {
  readonly updates = new EventQueue<AppliedUpdate>();
  /** 'sync' messages after the first one (the server sends one to everyone when the host starts). */
  readonly syncs = new EventQueue<SyncMessage>();
  readonly lobbies = new EventQueue<GameSummary>();
  readonly revocations = new EventQueue<SocketError>();
  readonly disconnects = new EventQueue<string>();
  /** The latest full projection this client knows (from sync, update or resync). */
  latest: SyncMessage | AppliedUpdate;
  /** The time of the newest clock held (an update's clock says its time as the difference from it). */
  private clockAt: number | null = null;
  /** The newest log line held (updates leave out what their lines repeat of it). */
  private lastLine: LogEntry | undefined;

  constructor(
    readonly socket: ClientSocket,
    readonly sync: SyncMessage,
  ) {
    this.latest = sync;
    this.lastLine = sync.log.at(-1);
    this.clockAt = sync.chronicle?.at ?? null;
    socket.on('sync', (m) => {
      this.latest = m;
      this.lastLine = m.log.at(-1);
      this.clockAt = m.chronicle?.at ?? null;
      this.syncs.push(m);
    });
    socket.on('update', (m) => {
      // Patches are applied with fast-json-patch: an independent RFC 6902 implementation checks the server's.
      if (!this.latest.view || m.version !== this.latest.version + 1)
        throw new Error(`update ${m.version} does not follow version ${this.latest.version}`);
      const view = fastJsonPatch.applyPatch(
        this.latest.view,
        expandPatch(m.patch) as Operation[],
        true,
        false,
      ).newDocument;
      // The clock's time is sent as the difference from the one before (`dt`): the client keeps it.
      const at = m.clock ? clockAt(this.clockAt, m.clock) : undefined;
      if (at !== undefined) this.clockAt = at;
      const log = updateLogEntries(m.version, m.log, (view as GameView).players, this.lastLine, at);
      this.lastLine = log.at(-1) ?? this.lastLine;
      const applied = { ...m, view, log };
      this.latest = applied;
      this.updates.push(applied);
    });
    socket.on('lobby', (s) => this.lobbies.push(s));
    socket.on('revoked', (e) => this.revocations.push(e));
    socket.on('disconnect', (reason) => this.disconnects.push(reason));
  }

  /** Sends an intent (a fresh client id unless given) and resolves with the server's ack. */
  send(intent: unknown, clientId = newClientId()): Promise<Ack> {
    return this.sendRaw({ clientId, intent });
  }

  /** Sends any payload as an 'intent' event. */
  sendRaw(payload: unknown): Promise<Ack> {
    return withTimeout(
      new Promise<Ack>((resolve) => this.socket.emit('intent', payload, resolve)),
      EVENT_TIMEOUT_MS,
      'no ack for an intent',
    );
  }

  /** Emits any event with any arguments, bypassing the typed event map (and without an ack). */
  emitUntyped(event: string, ...args: unknown[]): void {
    (this.socket as unknown as { emit(event: string, ...args: unknown[]): void }).emit(event, ...args);
  }

  /** Asks for a full projection; fails if the server answers with a refusal (see resyncAnswer). */
  resync(): Promise<SyncMessage> {
    return this.resyncAnswer().then((m) => {
      if ('ok' in m) throw new Error(`resync refused: ${m.code} ${m.message}`);
      return m;
    });
  }

  /** Asks for a full projection and resolves with whatever the server answers (a sync or a refusal). */
  resyncAnswer(): Promise<SyncMessage | ResyncRefusal> {
    return withTimeout(
      new Promise<SyncMessage | ResyncRefusal>((resolve) => this.socket.emit('resync', resolve)),
      EVENT_TIMEOUT_MS,
      'no ack for resync',
    ).then((m) => {
      if (!('ok' in m)) this.latest = m;
      return m;
    });
  }

  nextUpdate(): Promise<AppliedUpdate> {
    return this.updates.next('update');
  }

  /** The view this client holds now; throws if the game has not started. */
  get view() {
    const view = this.latest.view;
    if (!view) throw new Error('this client has no game view (the game has not started)');
    return view;
  }

  get legal(): readonly Intent[] {
    return this.view.legal;
  }

  close(): void {
    this.socket.close();
  }
}

function openSocket(
  baseUrl: string,
  gameId: string,
  token?: string,
  headers?: Record<string, string>,
): ClientSocket {
  return io(baseUrl, {
    auth: token === undefined ? { gameId } : { gameId, token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(headers ? { extraHeaders: headers } : {}),
  });
}

/**
 * Connects (as a seat or host with a token, as a spectator without) and awaits the first 'sync'.
 * `headers` are sent with the WebSocket handshake (an Origin, an X-Forwarded-For).
 */
export function connect(
  baseUrl: string,
  gameId: string,
  token?: string,
  headers?: Record<string, string>,
): Promise<TestClient> {
  const socket = openSocket(baseUrl, gameId, token, headers);
  return withTimeout(
    new Promise<TestClient>((resolve, reject) => {
      socket.once('sync', (sync) => resolve(new TestClient(socket, sync)));
      socket.once('connect_error', (err) => {
        socket.close();
        reject(err);
      });
    }),
    EVENT_TIMEOUT_MS,
    'no sync after connecting',
  );
}

/** Connects expecting to be refused; resolves with the error the server sent. */
export function connectRefused(
  baseUrl: string,
  gameId: string,
  token?: string,
  headers?: Record<string, string>,
): Promise<{ message: string; data: { code: string; message: string } | undefined }> {
  const socket = openSocket(baseUrl, gameId, token, headers);
  return withTimeout(
    new Promise((resolve, reject) => {
      socket.once('sync', () => {
        socket.close();
        reject(new Error('the server accepted a connection it should have refused'));
      });
      socket.once('connect_error', (err) => {
        socket.close();
        const data = (err as Error & { data?: { code: string; message: string } }).data;
        resolve({ message: err.message, data });
      });
    }),
    EVENT_TIMEOUT_MS,
    'no connect_error',
  );
}

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Waits (up to 10 s on a busy machine) until `ok()` holds, and fails the test if it never does. */
export async function eventually(ok: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(ok()).toBe(true);
}

/**
 * The whole draft by pre-picks: each seat (in seat order) ranks its cards through the HTTP route, so
 * every seat gets the first of its list that is still free when its pick comes.
 */
export async function draftByRanks(
  baseUrl: string,
  game: StartedGame,
  ranks: readonly (readonly StrategyCardId[])[],
): Promise<void> {
  for (const [seat, cards] of ranks.entries()) {
    const res = await api(
      baseUrl,
      'POST',
      `/api/games/${game.gameId}/draft-ranking`,
      { cards },
      game.seatTokens[seat],
    );
    if (res.status !== 200)
      throw new Error(`draft-ranking of seat ${seat}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

export interface TableOptions {
  /** Leave the game in setup (no secret objective kept yet). */
  inSetup?: boolean;
  /** Also connect the host (last in `all`). */
  host?: boolean;
  /** More of the create-game body (its `options`, say). */
  game?: Record<string, unknown>;
  /** The seats' factions, in seat order (the game's factions are then chosen, not random). */
  factions?: readonly string[];
}

/** A started game with its clients connected. */
export interface Table {
  game: StartedGame;
  /** One client per seat, in seat order. */
  seats: TestClient[];
  spectator: TestClient;
  /** The seats, the spectator, then the host when it was connected. */
  all: TestClient[];
  /** The version the spectator saw at connect (setup's intents already applied unless `inSetup`). */
  base: number;
}

/**
 * A started game of `players` seats (see startedGame) with every seat and one spectator connected, and
 * the host too when asked. Closing the clients is the caller's business.
 */
export async function openTable(
  baseUrl: string,
  players: number,
  options: TableOptions & { host: true },
): Promise<Table & { host: TestClient }>;
export async function openTable(baseUrl: string, players: number, options?: TableOptions): Promise<Table>;
export async function openTable(
  baseUrl: string,
  players: number,
  { inSetup = false, host = false, game: body = {}, factions }: TableOptions = {},
): Promise<Table & { host?: TestClient }> {
  const game = await startedGame(baseUrl, players, inSetup, body, factions);
  const seats = await Promise.all(game.seatTokens.map((t) => connect(baseUrl, game.gameId, t)));
  const spectator = await connect(baseUrl, game.gameId);
  const base = spectator.sync.version;
  if (!host) return { game, seats, spectator, all: [...seats, spectator], base };
  const hostClient = await connect(baseUrl, game.gameId, game.hostToken);
  return { game, seats, spectator, host: hostClient, all: [...seats, spectator, hostClient], base };
}

/** One server for a whole test file, with the clients each test connects closed after that test. */
export interface SharedServer {
  /** Set before the file's first test. */
  readonly running: TestServer;
  readonly url: string;
  readonly hub: TestServer['hub'];
  readonly dataDir: string;
  /** Connects (see `connect`); the client is closed after the current test. */
  connect(gameId: string, token?: string): Promise<TestClient>;
  /** `openTable` on this server; its clients are closed after the current test. */
  table(players: number, options: TableOptions & { host: true }): Promise<Table & { host: TestClient }>;
  table(players: number, options?: TableOptions): Promise<Table>;
}

/**
 * Starts a server (on a fresh data directory, with `env` added to its settings) before the file's tests,
 * closes the clients a test connected through it after each test, and closes the server and deletes its
 * data directory after the last one. Call it at the top of a test file.
 */
export function useTestServer(env: Record<string, string> = {}): SharedServer {
  let running: TestServer | undefined;
  const open: TestClient[] = [];
  const started = (): TestServer => {
    if (!running) throw new Error('the test server has not started yet');
    return running;
  };
  beforeAll(async () => {
    running = await startTestServer(freshDataDir(), env);
  });
  afterEach(() => {
    for (const c of open.splice(0)) c.close();
  });
  afterAll(async () => {
    if (!running) return;
    await running.close();
    removeDataDir(running.dataDir);
  });
  async function table(players: number, options?: TableOptions): Promise<Table & { host?: TestClient }> {
    const t = await openTable(started().url, players, options);
    open.push(...t.all);
    return t;
  }
  return {
    get running() {
      return started();
    },
    get url() {
      return started().url;
    },
    get hub() {
      return started().hub;
    },
    get dataDir() {
      return started().dataDir;
    },
    async connect(gameId: string, token?: string) {
      const client = await connect(started().url, gameId, token);
      open.push(client);
      return client;
    },
    table: table as SharedServer['table'],
  };
}

/** The moves the game waits for among this client's offers (without ANYTIME_INTENT_TYPES). */
export function waitedMoves(client: { readonly legal: readonly Intent[] }): Intent[] {
  return client.legal.filter((i) => !ANYTIME_INTENT_TYPES.includes(i.type));
}

/** Whether this client is offered a move the game waits for (not one of ANYTIME_INTENT_TYPES). */
export function hasMove(client: { readonly legal: readonly Intent[] }): boolean {
  return waitedMoves(client).length > 0;
}

/** Finds the one client whose view offers a legal intent (the seat the game waits for). */
export function whoseMove(clients: readonly TestClient[]): TestClient {
  // An action card or note its holder may play out of turn, an agent used at any time: never waited for.
  const movers = clients.filter(hasMove);
  if (movers.length !== 1)
    throw new Error(`expected exactly one seat with legal intents, found ${movers.length}`);
  return movers[0] as TestClient;
}

/** Sends the first legal intent of the seat to move and awaits the update on every client. */
export async function playLegal(clients: readonly TestClient[]): Promise<{ ack: Ack; intent: Intent }> {
  const mover = whoseMove(clients);
  const intent = mover.legal[0] as Intent;
  const ack = await mover.send(intent);
  if (!ack.ok) throw new Error(`legal intent refused: ${ack.code} ${ack.message}`);
  await Promise.all(clients.map((c) => c.nextUpdate()));
  return { ack, intent };
}

/** A 3-player game in its action phase, with the active player's home system activated (`mover`). */
export async function homeActivated(
  baseUrl: string,
  open: TestClient[],
): Promise<Table & { mover: TestClient }> {
  const table = await openTable(baseUrl, 3);
  open.push(...table.all);
  while (!table.seats.some((c) => c.legal.some((i) => i.type === 'activate-system')))
    await playLegal(table.all);
  const mover = whoseMove(table.seats);
  const you = mover.sync.you;
  const home = mover.view.players[you.kind === 'seat' ? you.seat : -1]?.homeSystem;
  const ack = await mover.send({ type: 'activate-system', system: home });
  if (!ack.ok) throw new Error(`activate home: ${ack.message}`);
  await Promise.all(table.all.map((c) => c.nextUpdate()));
  return { ...table, mover };
}

/** Runs `fn` against a server of its own with these settings, then closes it and deletes its data. */
export async function withServer(
  env: Record<string, string>,
  fn: (s: TestServer) => Promise<void>,
): Promise<void> {
  const s = await startTestServer(freshDataDir(), env);
  try {
    await fn(s);
  } finally {
    await s.close();
    removeDataDir(s.dataDir);
  }
}

/** Servers a test stops and starts again on the same data directory (restarts, stored-data edits). */
export interface Restarts {
  /** Clients the test opened; closed by `stop` and after each test. */
  readonly clients: TestClient[];
  /** A fresh data directory, deleted after the test. */
  dataDir(): string;
  /** Starts a server on `dir` (a fresh one by default), with `env` added to its settings (and a logger of its own). */
  boot(dir?: string, env?: Record<string, string>, options?: ServerOptions): Promise<TestServer>;
  /** Closes the open clients, then the server (its data stays for the next boot). */
  stop(server: TestServer): Promise<void>;
}

/** Call at the top of a test file: after each test, clients, servers and data directories are cleaned up. */
export function useRestarts(): Restarts {
  const servers: TestServer[] = [];
  const clients: TestClient[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    for (const s of servers.splice(0)) await s.close();
    for (const d of dirs.splice(0)) removeDataDir(d);
  });
  const dataDir = () => {
    const dir = freshDataDir();
    dirs.push(dir);
    return dir;
  };
  return {
    clients,
    dataDir,
    async boot(dir = dataDir(), env: Record<string, string> = {}, options: ServerOptions = {}) {
      if (!dirs.includes(dir)) dirs.push(dir);
      const running = await startTestServer(dir, env, options);
      servers.push(running);
      return running;
    },
    async stop(server) {
      for (const c of clients.splice(0)) c.close();
      servers.splice(servers.indexOf(server), 1);
      await server.close();
    },
  };
}

/**
 * A 3-player game in its action phase where Sol (seat 0, acting first) owns `technologies` (recorded with
 * table edits) and has activated Jord's system: the production step is open. `order` makes 2 fighters.
 */
export async function solProducingAtJord(server: SharedServer, ...technologies: string[]) {
  const { game, seats, spectator } = await draftedThree(server, [
    'federation-of-sol',
    'emirates-of-hacan',
    'embers-of-muaat',
  ]);
  const [sol] = seats;
  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  for (const technology of technologies) {
    const edit = await sol.send({
      type: 'table-edit',
      edit: { kind: 'set-technology', technology, owned: true },
    });
    expect(edit.ok).toBe(true);
  }
  expect((await sol.send({ type: 'activate-system', system: '1' })).ok).toBe(true);
  await eventually(() => sol.legal.some((i) => i.type === 'produce'));
  const order = {
    type: 'produce' as const,
    units: [{ unit: 'fighter' as const, count: 2, place: 'space' }],
    pull: [],
    payment: { planets: ['jord'], tradeGoods: 0 },
  };
  const onJord = (unit: 'mech' | 'infantry') =>
    spectator.view.galaxy.planets['jord']?.units['0']?.[unit] ?? 0;
  return { sol, spectator, order, onJord, version: () => server.hub.get(game.gameId)?.version };
}

/** The ranks the server tests draft with: seat 0 takes Leadership (acts first), seat 1 Diplomacy, seat 2 Politics. */
export const THREE_RANKS: StrategyCardId[][] = [
  ['leadership', 'imperial'],
  ['diplomacy', 'construction'],
  ['politics', 'trade'],
];

/** A 3-player game of these factions, drafted with `THREE_RANKS`: seat 0's first turn is about to begin. */
export async function draftedThree(server: SharedServer, factions: readonly [string, string, string]) {
  const { game, seats, spectator } = await server.table(3, { factions: [...factions] });
  await draftByRanks(server.url, game, THREE_RANKS);
  // The last rankings' pre-picks are made after their requests are answered: wait for the whole draft,
  // so a test that reads the version next does not see a pick land after it.
  await eventually(() => server.hub.get(game.gameId)?.state?.phase === 'action');
  return {
    game,
    seats: seats as [TestClient, TestClient, TestClient],
    spectator,
    version: () => server.hub.get(game.gameId)?.version,
  };
}
