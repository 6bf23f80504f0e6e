// Hostile input (SPEC §4 "Bad input"): fast-check generates malformed and
// random payloads for every socket event (intent, resync, unknown events, raw
// Socket.IO frames, the handshake's auth) and every HTTP route. Each one gets
// an error code (where the protocol has a way to answer), none changes the game
// (its state is byte-for-byte the same), and afterwards the server still answers
// /healthz and accepts a legal intent. Also: the 16 KB limits, the per-socket
// rate limit, and player names that are not HTML.
//
// HOSTILE_PAYLOADS sets the number of payloads (default 1,500; the full run in
// .ci/run uses 10,000). The figures go to test-results/reliability/hostile.json.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyIntent,
  createGameBody,
  INTENT_TYPES,
  intentMessage,
  STRATEGY_CARD_IDS,
  type Ack,
  type Actor,
  type GameState,
  type ResyncRefusal,
  type SyncMessage,
} from '@initiative/rules';
import {
  api,
  connect,
  freshDataDir,
  newClientId,
  NO_RATE_LIMIT,
  openTable,
  removeDataDir,
  startedGame,
  startTestServer,
  useTestServer,
  type ApiError,
  type StartedGame,
  type TestClient,
} from './helpers.ts';
import { progressMoves, type Move } from './crash/progress.ts';

const TOTAL = Number(process.env['HOSTILE_PAYLOADS'] ?? 1500);
const REPORT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-results/reliability',
);
/** Share of the payloads per channel. */
const SHARE = {
  intent: 0.33, // a few generated payloads are legal or well formed, and skipped: aim a little over
  intentShapes: 0.05,
  intentNoAck: 0.05,
  resync: 0.05,
  unknownEvent: 0.1,
  rawFrame: 0.05,
  handshake: 0.05,
  http: 0.35,
} as const;
const runs = (channel: keyof typeof SHARE) => Math.max(20, Math.ceil(TOTAL * SHARE[channel]));
const CODE = /^[a-z]+\/[a-z-]+$/;
const ANSWER_DEADLINE_MS = 5_000;

// No rate limit here: every payload must reach the pipeline (the limit has its own test).
const server = useTestServer(NO_RATE_LIMIT);
let game: StartedGame;
let clients: { seats: TestClient[]; spectator: TestClient; host: TestClient };
const tried: Record<string, number> = {};
const codes: Record<string, number> = {};
const count = (channel: string) => (tried[channel] = (tried[channel] ?? 0) + 1);
const sawCode = (code: string) => (codes[code] = (codes[code] ?? 0) + 1);

beforeAll(async () => {
  // Connected for the whole file (not through server.connect, which closes its clients after each test).
  const table = await openTable(server.url, 4, { host: true });
  game = table.game;
  clients = { seats: table.seats, spectator: table.spectator, host: table.host };
  // Two cards taken, so that well-formed picks also meet rule/card-taken.
  const all = [...clients.seats, clients.spectator, clients.host];
  for (let i = 0; i < 2; i++) {
    const move = nextMove([...clients.seats, clients.host]);
    expect(await move.client.send(move.intent)).toMatchObject({ ok: true });
    await Promise.all(all.map((c) => c.nextUpdate()));
  }
});

// Runs before the server closes (after-hooks run in the reverse order of their registration).
afterAll(async () => {
  for (const c of [...clients.seats, clients.spectator, clients.host]) c.close();
  fs.mkdirSync(REPORT, { recursive: true });
  const total = Object.values(tried).reduce((a, b) => a + b, 0);
  const report = { payloads: total, byChannel: tried, codes };
  fs.writeFileSync(path.join(REPORT, 'hostile.json'), `${JSON.stringify(report, null, 2)}\n`);
  if (TOTAL !== 1500) console.log(`hostile input: ${JSON.stringify(report)}`);
});

const state = (): GameState => server.hub.get(game.gameId)?.state as GameState;

/** An intent the game waits for (the hostile ones are everything else). */
function nextMove(clients: readonly TestClient[]): Move<TestClient> {
  const move = progressMoves(clients, (c) => c.latest.view)[0];
  if (!move) throw new Error('no seat has a move');
  return move;
}

/** Well formed and allowed for this sender now (a legal move, a table edit): not hostile, skipped. */
function acceptable(sender: TestClient, payload: unknown): boolean {
  const parsed = intentMessage.safeParse(payload);
  return parsed.success && applyIntent(state(), sender.sync.you as Actor, parsed.data.intent).ok;
}
const snapshot = () => ({ version: server.hub.get(game.gameId)?.version, state: JSON.stringify(state()) });

type AnySocket = Socket & { emit(event: string, ...args: unknown[]): Socket };
const raw = (c: TestClient) => c.socket as unknown as AnySocket;

/** Emits with an ack and resolves with the answer, or with 'no answer' after a deadline. */
function emitWithAck(socket: AnySocket, event: string, args: unknown[]): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('no answer'), ANSWER_DEADLINE_MS);
    socket.emit(event, ...args, (answer: unknown) => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}

function expectErrorAck(answer: unknown, label: string): void {
  const ack = answer as Ack;
  expect(ack, label).toMatchObject({ ok: false });
  if (ack.ok) return;
  expect(ack.code, label).toMatch(CODE);
  expect(ack.message.length, label).toBeGreaterThan(5);
  sawCode(ack.code);
}

// ---- Arbitraries ---------------------------------------------------------------------------------

const json = fc.jsonValue({ maxDepth: 3 });
const shortString = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 40 }));
const clientIdLike = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
  shortString,
  fc.string({ minLength: 65, maxLength: 200 }),
  json,
);
const intentLike: fc.Arbitrary<unknown> = fc.oneof(
  json,
  fc.record(
    {
      type: fc.oneof(fc.constantFrom(...INTENT_TYPES, 'PASS', 'kick', '__proto__', ''), shortString),
      card: fc.oneof(fc.constantFrom(...STRATEGY_CARD_IDS), shortString, json),
      objective: fc.oneof(shortString, json),
      seat: fc.integer({ min: -2, max: 9 }),
      clientId: clientIdLike,
    },
    { requiredKeys: [] },
  ),
);
/** Well formed, so they reach the rules: out of turn, wrong phase, taken cards, unknown objectives. */
const wellFormedIntent: fc.Arbitrary<unknown> = fc.record({
  clientId: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
  intent: fc.oneof(
    fc.record({ type: fc.constant('pick-strategy-card'), card: fc.constantFrom(...STRATEGY_CARD_IDS) }),
    fc.record({ type: fc.constant('strategic-action'), card: fc.constantFrom(...STRATEGY_CARD_IDS) }),
    fc.constant({ type: 'pass' }),
    fc.record({
      type: fc.constant('keep-secret-objective'),
      objective: fc.string({ minLength: 1, maxLength: 64 }),
    }),
  ),
});
const intentPayload: fc.Arbitrary<unknown> = fc.oneof(
  wellFormedIntent,
  json,
  fc.record({ clientId: clientIdLike, intent: intentLike }, { requiredKeys: [] }),
  fc.record({ clientId: clientIdLike, intent: intentLike, extra: json }),
  fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
  fc.string({ minLength: 1000, maxLength: 12_000 }),
);
const extraArgs = fc.array(fc.oneof(json, shortString), { maxLength: 3 });
const RESERVED = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
]);
const eventName = fc
  .oneof(
    shortString,
    fc.constantFrom('Intent', 'INTENT', 'intent ', 'resync2', 'lobby', 'sync', 'update', 'revoked', 'admin'),
  )
  .filter((e) => !RESERVED.has(e) && e !== 'intent' && e !== 'resync');

// ---- Socket events -------------------------------------------------------------------------------

describe('hostile socket input', () => {
  it('answers every random or malformed intent payload, from every role, with an error code and changes nothing', async () => {
    const before = snapshot();
    const senders = [...clients.seats, clients.spectator, clients.host];
    await fc.assert(
      fc.asyncProperty(fc.nat(senders.length - 1), intentPayload, async (who, payload) => {
        const sender = senders[who] as TestClient;
        if (acceptable(sender, payload)) return;
        count('intent');
        expectErrorAck(await emitWithAck(raw(sender), 'intent', [payload]), JSON.stringify(payload));
      }),
      { numRuns: runs('intent') },
    );
    expect(snapshot()).toEqual(before);
  });

  it('answers an intent sent with no payload or with extra arguments with intent/malformed', async () => {
    const before = snapshot();
    const { client: seat, intent } = nextMove(clients.seats);
    const legal = { clientId: newClientId(), intent };
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(json, fc.constant(legal)), { maxLength: 4 }), async (args) => {
        if (args.length === 1 && args[0] === legal) return; // the one well-formed call
        count('intentShapes');
        expectErrorAck(await emitWithAck(raw(seat), 'intent', args), JSON.stringify(args));
      }),
      { numRuns: runs('intentShapes') },
    );
    expect(snapshot()).toEqual(before);
  });

  it('ignores intents sent without an ack, whatever they hold, and changes nothing', async () => {
    const before = snapshot();
    const senders = [...clients.seats, clients.spectator, clients.host];
    await fc.assert(
      fc.asyncProperty(fc.nat(senders.length - 1), intentPayload, async (who, payload) => {
        const sender = senders[who] as TestClient;
        if (acceptable(sender, payload)) return;
        count('intentNoAck');
        raw(sender).emit('intent', payload);
      }),
      { numRuns: runs('intentNoAck') },
    );
    // Every socket still answers, in order, after what it was sent.
    for (const c of senders) expect((await c.resync()).version).toBe(before.version);
    expect(snapshot()).toEqual(before);
  });

  it('answers resync at the unchanged version, whatever arguments come with it: in full, or resync/unchanged when asked again', async () => {
    const before = snapshot();
    const senders = [...clients.seats, clients.spectator, clients.host];
    await fc.assert(
      fc.asyncProperty(fc.nat(senders.length - 1), extraArgs, async (who, args) => {
        count('resync');
        const sender = senders[who] as TestClient;
        const answer = (await emitWithAck(raw(sender), 'resync', args)) as SyncMessage | ResyncRefusal;
        expect(answer, JSON.stringify(args)).not.toBe('no answer');
        expect(answer.version).toBe(before.version);
        // Nothing changes during this test: after a socket's first full answer, the rest are short.
        if ('ok' in answer) expect(answer.code).toBe('resync/unchanged');
        else expect(answer.you).toEqual(sender.sync.you);
      }),
      { numRuns: runs('resync') },
    );
    expect(snapshot()).toEqual(before);
  });

  it('answers an unknown event that asks for an answer with request/unknown-event, and changes nothing', async () => {
    const before = snapshot();
    const senders = [...clients.seats, clients.spectator, clients.host];
    await fc.assert(
      fc.asyncProperty(
        fc.nat(senders.length - 1),
        eventName,
        extraArgs,
        fc.boolean(),
        async (who, event, args, ack) => {
          count('unknownEvent');
          const sender = raw(senders[who] as TestClient);
          if (!ack) {
            sender.emit(event, ...args);
            return;
          }
          const answer = await emitWithAck(sender, event, args);
          expectErrorAck(answer, `${event} ${JSON.stringify(args)}`);
          expect((answer as Ack & { ok: false }).code).toBe('request/unknown-event');
        },
      ),
      { numRuns: runs('unknownEvent') },
    );
    for (const c of senders) expect(c.socket.connected).toBe(true);
    expect(snapshot()).toEqual(before);
  });

  it('survives raw frames that break the Socket.IO protocol: the offending socket is closed, nothing else changes', async () => {
    const before = snapshot();
    const frame = fc.oneof(
      shortString,
      json.map((v) => `42${JSON.stringify(v)}`),
      fc.tuple(fc.nat(99), json).map(([id, v]) => `42${id}${JSON.stringify(v)}`),
      fc.constantFrom(
        '42["disconnect"]',
        '42["disconnecting"]',
        '421["connect"]',
        '42[1,2,3]',
        '42["intent"',
        '43["intent"]',
        '40{"gameId":"x"}',
        '41',
        '451-["intent",{"_placeholder":true,"num":0}]',
        '42/other,["intent",{}]',
        '9',
        '',
      ),
    );
    let victim = await connect(server.url, game.gameId);
    await fc.assert(
      fc.asyncProperty(frame, async (data) => {
        count('rawFrame');
        if (!victim.socket.connected) {
          victim.close();
          victim = await connect(server.url, game.gameId);
        }
        const engine = victim.socket.io.engine as unknown as { send(data: string): void };
        engine.send(data);
        // Whatever the frame did to that socket, the server answers another client in order.
        await clients.spectator.resyncAnswer();
      }),
      { numRuns: runs('rawFrame') },
    );
    victim.close();
    expect(snapshot()).toEqual(before);
    for (const c of clients.seats) expect(c.socket.connected).toBe(true);
  });

  it('refuses every malformed or wrong handshake with an error code, and a well-formed one as what it is', async () => {
    const forgedToken = fc.oneof(
      fc.constantFrom(...game.seatTokens.map((t) => `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`)),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    );
    const auth = fc.oneof(
      json,
      forgedToken.map((token) => ({ gameId: game.gameId, token })),
      fc.record(
        {
          gameId: fc.oneof(
            fc.constant(game.gameId),
            fc.stringMatching(/^[A-Za-z0-9_-]{6,32}$/),
            shortString,
            json,
          ),
          token: fc.oneof(
            fc.constantFrom(...game.seatTokens.map((t) => `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`)),
            fc.stringMatching(/^[A-Za-z0-9_-]{20,100}$/),
            shortString,
            json,
          ),
          extra: json,
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(auth, async (value) => {
        count('handshake');
        const outcome = await handshake(value);
        if (outcome.kind === 'connected') {
          // Only the exact shape { gameId } of a real game connects, and only as a spectator.
          expect(value).toEqual({ gameId: game.gameId });
          expect(outcome.you).toEqual({ kind: 'spectator' });
        } else if (outcome.kind === 'closed') {
          // The protocol has no way to answer handshake data that is not an object: the socket is closed.
          expect(isPlainObject(value), JSON.stringify(value)).toBe(false);
          sawCode('(closed: handshake data not an object)');
        } else {
          expect(outcome.code, JSON.stringify(value)).toMatch(CODE);
          sawCode(outcome.code);
        }
      }),
      { numRuns: runs('handshake') },
    );
  });

  it('closes a socket that sends a message over 16 KB, and the server carries on', async () => {
    const before = snapshot();
    const victim = await connect(server.url, game.gameId, game.seatTokens[0]);
    count('oversized');
    raw(victim).emit('intent', { clientId: newClientId(), intent: { type: 'x'.repeat(20_000) } });
    expect(await victim.disconnects.next('disconnect')).toMatch(/transport/);
    victim.close();
    expect(snapshot()).toEqual(before);
    expect((await api(server.url, 'GET', '/healthz')).status).toBe(200);
  });
});

const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

type HandshakeOutcome =
  | { kind: 'connected'; you: unknown }
  | { kind: 'refused'; code: string }
  | { kind: 'closed'; reason: string };

function handshake(auth: unknown): Promise<HandshakeOutcome> {
  const socket = io(server.url, {
    auth: auth as Record<string, unknown>,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    const done = (outcome: HandshakeOutcome) => {
      clearTimeout(timer);
      socket.close();
      resolve(outcome);
    };
    const timer = setTimeout(
      () => reject(new Error(`no answer to handshake ${JSON.stringify(auth)}`)),
      ANSWER_DEADLINE_MS,
    );
    socket.once('sync', (m: SyncMessage) => done({ kind: 'connected', you: m.you }));
    socket.once('connect_error', (err) =>
      done({
        kind: 'refused',
        code: (err as Error & { data?: { code?: string } }).data?.code ?? `none: ${err.message}`,
      }),
    );
    // Socket.IO's parser drops a connection whose handshake data is not an object: no answer, a close.
    if (!isPlainObject(auth))
      socket.io.once('close', (reason) => done({ kind: 'closed', reason: String(reason) }));
  });
}

// ---- HTTP ---------------------------------------------------------------------------------------

describe('hostile HTTP input', () => {
  it('answers random requests to every route with a 4xx and an error code, and changes nothing', async () => {
    const before = snapshot();
    const gamesBefore = server.hub.gameCount();
    const id = fc.oneof(
      fc.constant(game.gameId),
      fc.stringMatching(/^[A-Za-z0-9_-]{6,32}$/),
      shortString.map((s) => encodeURIComponent(s)),
      fc.constantFrom('%', '%zz', '..', '%2e%2e', 'x'.repeat(300), '__proto__', 'constructor'),
    );
    const route = fc.oneof(
      fc.constant({ method: 'POST', path: '/api/games' }),
      id.map((g) => ({ method: 'GET', path: `/api/games/${g}` })),
      fc
        .tuple(id, fc.constantFrom('seats', 'start', 'kick', 'pause', 'resume'))
        .map(([g, action]) => ({ method: 'POST', path: `/api/games/${g}/${action}` })),
      fc
        .tuple(fc.constantFrom('PUT', 'DELETE', 'PATCH'), id)
        .map(([method, g]) => ({ method, path: `/api/games/${g}` })),
      shortString.map((s) => ({ method: 'GET', path: `/api/${encodeURIComponent(s)}` })),
    );
    const body = fc.oneof(
      fc.constant(undefined),
      json.map((v) => JSON.stringify(v)),
      fc
        .record(
          {
            name: fc.oneof(shortString, json),
            seats: fc.oneof(fc.integer({ min: -5, max: 20 }), json),
            victoryPoints: fc.oneof(fc.constantFrom(10, 14, 12), json),
            seat: fc.oneof(fc.integer({ min: -2, max: 9 }), json),
            color: fc.oneof(fc.constantFrom('red', 'blue', 'mauve'), json),
            mapString: fc.oneof(shortString, fc.constant(null)),
            factions: fc.oneof(fc.constantFrom('random', 'chosen', 'none'), json),
            admin: json,
          },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
      shortString,
      fc.constantFrom('{', '{"name":', 'null', '[]', '"x"', '{"__proto__":{"admin":true}}', '\u0000'),
    );
    const headers = fc.record(
      {
        'content-type': fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'nonsense',
        ),
        authorization: fc.oneof(
          fc.stringMatching(/^Bearer [A-Za-z0-9_-]{20,100}$/),
          fc.constant(`Bearer ${game.seatTokens[1]}`),
          fc.string({ maxLength: 60 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(route, body, headers, async (r, b, h) => {
        // A well-formed new game is not hostile: it is created (elsewhere, the API tests cover it).
        if (r.path === '/api/games' && b !== undefined && isValidCreate(b)) return;
        count('http');
        const res = await fetch(`${server.url}${r.path}`, {
          method: r.method,
          headers: h,
          ...(b === undefined || r.method === 'GET' ? {} : { body: b }),
        });
        const label = `${r.method} ${r.path} ${JSON.stringify(h)} ${b ?? ''}`;
        if (r.method === 'GET' && res.status === 200) {
          expect(r.path).toBe(`/api/games/${game.gameId}`); // the one real summary
          await res.text();
          return;
        }
        expect(res.status, label).toBeGreaterThanOrEqual(400);
        expect(res.status, label).toBeLessThan(500);
        const answer = (await res.json()) as ApiError;
        expect(answer.error.code, label).toMatch(CODE);
        expect(answer.error.message.length).toBeGreaterThan(5);
        sawCode(answer.error.code);
      }),
      { numRuns: runs('http') },
    );
    expect(snapshot()).toEqual(before);
    expect(server.hub.gameCount()).toBe(gamesBefore);
  });

  it('refuses a body over 16 KB on every POST route with 413 request/too-large', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(17_000) });
    for (const route of [
      '/api/games',
      ...['seats', 'start', 'kick', 'pause', 'resume'].map((a) => `/api/games/${game.gameId}/${a}`),
    ]) {
      count('oversized');
      const res = await fetch(`${server.url}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${game.hostToken}` },
        body: big,
      });
      expect(res.status, route).toBe(413);
      expect(((await res.json()) as ApiError).error.code).toBe('request/too-large');
    }
  });
});

function isValidCreate(body: string): boolean {
  try {
    return createGameBody.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}

// ---- After all of it -------------------------------------------------------------------------------

describe('after the hostile input', () => {
  it('the server still answers /healthz, the game is where it was, and the seat to move plays a legal intent', async () => {
    const health = await api<{ ok: boolean }>(server.url, 'GET', '/healthz');
    expect(health.body.ok).toBe(true);
    const version = server.hub.get(game.gameId)?.version as number;
    const { client: mover, intent } = nextMove(clients.seats);
    expect(await mover.send(intent)).toEqual({ ok: true, version: version + 1 });
    expect((await clients.spectator.nextUpdate()).version).toBe(version + 1);
  });
});

describe('rate limit', () => {
  it("refuses a socket's intents beyond its budget with rate/limited, changes nothing, and other sockets are not affected", async () => {
    // A budget of 5 that does not refill during the test: the count is exact, not timed.
    const limited = await startTestServer(freshDataDir(), {
      RATE_LIMIT_BURST: '5',
      RATE_LIMIT_PER_SECOND: '0.0001',
    });
    try {
      const g = await startedGame(limited.url, 3);
      const seats = await Promise.all(g.seatTokens.map((t) => connect(limited.url, g.gameId, t)));
      const { client: mover, intent } = nextMove(seats);
      const idle = seats.find((c) => c !== mover) as TestClient;
      const version = limited.hub.get(g.gameId)?.version as number;
      // The seat kept its secret objective through another socket (startedGame): that intent came out
      // of the same budget, which outlives the socket, so 4 of the 5 are left.
      const acks = await Promise.all(Array.from({ length: 20 }, () => idle.send(intent)));
      expect(acks.slice(0, 4).map((a) => !a.ok && a.code)).toEqual(Array(4).fill('intent/not-your-turn'));
      expect(acks.slice(4).map((a) => !a.ok && a.code)).toEqual(Array(16).fill('rate/limited'));
      count('rateLimited');
      expect(limited.hub.get(g.gameId)?.version).toBe(version);
      expect(await mover.send(intent)).toEqual({ ok: true, version: version + 1 });
      for (const c of seats) c.close();
    } finally {
      await limited.close();
      removeDataDir(limited.dataDir);
    }
  });
});

describe('the count', () => {
  it(`tried at least ${TOTAL} hostile payloads`, () => {
    expect(Object.values(tried).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(TOTAL);
  });
});
