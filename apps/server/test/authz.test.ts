// The authorization matrix: every intent type (INTENT_TYPES, so a new intent is
// covered the day it is added) × {the right seat, another seat, spectator, no
// token, bad token, host}, and every host route × {host token, seat token, none,
// garbage}. Allowed or refused with the right code, and a refusal changes nothing.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  INTENT_TYPES,
  applyParsed,
  createGame as createRulesGame,
  legalIntents,
  PLAYER_COLORS,
  type Actor,
  type GameState,
  type GameSummary,
  type Intent,
  type IntentType,
} from '@initiative/rules';
import {
  api,
  claimSeats,
  connect as connectClient,
  connectRefused,
  createGame,
  freshDataDir,
  removeDataDir,
  startedGame,
  startTestServer,
  type ApiError,
  type TestClient,
} from './helpers.ts';

/**
 * Examples for intent types that a game played with `legalIntents` does not reach
 * within the step budget. A new intent type must be reachable or listed here.
 */
const FALLBACK_EXAMPLES: Partial<Record<IntentType, Intent>> = {
  // Offered only in situations random play rarely or never reaches (yet): over the hand limit, a
  // choice another player's primary asks for, over three secret objectives.
  'discard-action-cards': { type: 'discard-action-cards', cards: ['not-in-any-hand'] },
  'card-choice': { type: 'card-choice', choices: {} },
  'return-secret-objective': { type: 'return-secret-objective', objective: 'not-held' },
};
/**
 * Codes that say "not you": the seat is not the one the game waits for, or not entitled. A seat that
 * may send the same type of intent with other values (a parallel decision, such as keeping a secret
 * objective during setup) is refused by the rule instead ('rule/…', e.g. rule/illegal-choice).
 */
const WRONG_SEAT_CODES = [
  'intent/not-your-turn',
  'rule/not-following',
  'rule/not-your-card',
  'rule/already-decided',
  'intent/not-host', // a host-only intent from a seat
];
/** How many legal intents a search may play to reach an intent type. */
const STEP_BUDGET = 400;
const REPORT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-results/reliability',
);

let server: Awaited<ReturnType<typeof startTestServer>>;
let url: string;
const open: TestClient[] = [];

beforeAll(async () => {
  // The matrix plays hundreds of intents from few sockets: no rate limit here (it has its own test).
  server = await startTestServer(freshDataDir(), { RATE_LIMIT_PER_SECOND: '1e9', RATE_LIMIT_BURST: '1e9' });
  url = server.url;
});
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

async function connect(gameId: string, token?: string): Promise<TestClient> {
  const client = await connectClient(url, gameId, token);
  open.push(client);
  return client;
}

/** A seeded choice, so a failing search can be repeated. */
function chooser(seed: number): (n: number) => number {
  let a = seed;
  return (n) => {
    a = (Math.imul(a ^ (a >>> 15), 2654435761) + 0x9e3779b9) >>> 0;
    return a % n;
  };
}

/** Plays legal intents in memory until some seat may send an intent of `type`. */
function reachInRules(type: IntentType, players: number, seed: number): Intent | null {
  const setup = {
    name: 'Reach',
    seats: Array.from({ length: players }, (_, i) => ({
      name: `P${i + 1}`,
      color: PLAYER_COLORS[i] ?? 'red',
      faction: null,
    })),
    victoryPoints: 10 as const,
    mapString: null,
    options: { editsNeedApproval: false, timedConstruction: false },
  };
  const created = createRulesGame(setup, `reach-${seed}`);
  if (!created.ok) throw new Error(created.message);
  let state: GameState = created.state;
  const pick = chooser(seed);
  for (let step = 0; step < STEP_BUDGET; step++) {
    const actors: Actor[] = [
      ...state.players.map((p): Actor => ({ kind: 'seat', seat: p.seat })),
      { kind: 'host' },
    ];
    const moves = actors.flatMap((actor) => legalIntents(state, actor).map((intent) => ({ actor, intent })));
    const wanted = moves.find((m) => m.intent.type === type);
    if (wanted) return wanted.intent;
    const move = moves[pick(Math.max(1, moves.length))];
    if (!move) return null;
    const out = applyParsed(state, move.actor, move.intent);
    if (!out.ok) throw new Error(`a legal intent was refused: ${out.message}`);
    state = out.state;
  }
  return null;
}

/** A socket with no credentials at all: refused at the handshake. */
function connectWithoutAuth(): Promise<string | undefined> {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.close();
      reject(new Error('a socket without credentials was accepted'));
    });
    socket.once('connect_error', (err) => {
      socket.close();
      resolve((err as Error & { data?: { code: string } }).data?.code);
    });
  });
}

const same = (a: Intent, b: Intent) => JSON.stringify(a) === JSON.stringify(b);

interface MatrixRow {
  type: IntentType;
  source: 'legalIntents' | 'fallback';
  rightSeat: string;
  anotherSeat: string;
  spectator: string;
  noToken: string;
  badToken: string;
  host: string;
}

describe('authorization matrix', () => {
  it('every intent type has an example: reachable through legalIntents in a played game, or in FALLBACK_EXAMPLES', () => {
    expect(INTENT_TYPES.length).toBeGreaterThan(0);
    const missing = INTENT_TYPES.filter(
      (type) =>
        !FALLBACK_EXAMPLES[type] &&
        ![3, 4, 6, 8].some((players) => reachInRules(type, players, players) !== null),
    );
    expect(missing, 'intent types with no example: add one to FALLBACK_EXAMPLES in authz.test.ts').toEqual(
      [],
    );
  });

  it('for every intent type: the right seat is allowed; another seat, a spectator, the host, no token and a bad token are refused with their code and nothing changes', async () => {
    const game = await startedGame(url, 4, true); // still in setup: its intents are in the matrix too
    const seats = await Promise.all(game.seatTokens.map((t) => connect(game.gameId, t)));
    const spectator = await connect(game.gameId);
    const host = await connect(game.gameId, game.hostToken);
    const all = [...seats, spectator, host];
    const pick = chooser(7);
    const rows: MatrixRow[] = [];

    const play = async (mover: TestClient, intent: Intent) => {
      const ack = await mover.send(intent);
      expect(ack, JSON.stringify({ intent, ack })).toMatchObject({ ok: true });
      await Promise.all(all.map((c) => c.nextUpdate()));
      return ack;
    };

    /** Plays legal intents until some seat may send an intent of `type`. */
    const reach = async (type: IntentType): Promise<{ mover: TestClient; example: Intent } | null> => {
      for (let step = 0; step < STEP_BUDGET; step++) {
        const mover = [...seats, host].find((c) => c.legal.some((i) => i.type === type));
        if (mover) return { mover, example: mover.legal.find((i) => i.type === type) as Intent };
        const moves = [...seats, host].flatMap((c) => c.legal.map((intent) => ({ c, intent })));
        const move = moves[pick(Math.max(1, moves.length))];
        if (!move) return null;
        await play(move.c, move.intent);
      }
      return null;
    };

    for (const type of INTENT_TYPES) {
      const reached = await reach(type);
      const example = reached?.example ?? FALLBACK_EXAMPLES[type];
      expect(example, `an example of ${type}`).toBeDefined();
      if (!example) continue;
      const version = seats[0]?.latest.version as number;
      const row: MatrixRow = {
        type,
        source: reached ? 'legalIntents' : 'fallback',
        rightSeat: '',
        anotherSeat: '',
        spectator: '',
        noToken: '',
        badToken: '',
        host: '',
      };

      // Another seat: every seat not offered this very intent is refused as "not you".
      const others = seats.filter((c) => c !== reached?.mover && !c.legal.some((i) => same(i, example)));
      for (const other of others) {
        const ack = await other.send(example);
        expect(ack.ok, `${type} from a seat not offered it`).toBe(false);
        if (!ack.ok) {
          const parallel = other.legal.some((i) => i.type === type);
          if (parallel) expect(ack.code).toMatch(/^rule\//);
          else if (reached) expect(WRONG_SEAT_CODES).toContain(ack.code);
          expect(ack.message.length).toBeGreaterThan(10);
          if (!row.anotherSeat.includes(ack.code))
            row.anotherSeat = [row.anotherSeat, ack.code].filter(Boolean).join(', ');
        }
      }
      if (others.length === 0) row.anotherSeat = 'allowed (offered to every seat)';

      const asSpectator = await spectator.send(example);
      expect(asSpectator).toMatchObject({ ok: false, code: 'intent/spectator' });
      row.spectator = 'intent/spectator';
      if (reached?.mover !== host) {
        const asHost = await host.send(example);
        expect(asHost).toMatchObject({ ok: false, code: 'intent/not-host' });
        row.host = 'intent/not-host';
      }
      // Without credentials, or with a token that is not this game's, there is no socket to send from.
      row.noToken = (await connectWithoutAuth()) ?? '';
      expect(row.noToken).toBe('auth/malformed');
      row.badToken = (await connectRefused(url, game.gameId, 'A'.repeat(43))).data?.code ?? '';
      expect(row.badToken).toBe('auth/bad-token');

      // Nothing changed: no update went out and the version is the same.
      expect(all.map((c) => c.updates.pending)).toEqual(all.map(() => 0));
      expect((await spectator.resync()).version).toBe(version);

      if (reached) {
        const ack = await play(reached.mover, example);
        expect(ack).toEqual({ ok: true, version: version + 1 });
        if (reached.mover === host) {
          row.host = 'ok, version +1 (host-only intent)';
          row.rightSeat = 'none (host-only)';
        } else row.rightSeat = 'ok, version +1';
      } else {
        row.rightSeat = 'not reached in play (fallback example)';
      }
      rows.push(row);
    }

    expect(rows.map((r) => r.type)).toEqual([...INTENT_TYPES]);
    fs.mkdirSync(REPORT, { recursive: true });
    const table = [
      '| intent | example from | right seat | another seat | spectator | no token | bad token | host |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        (r) =>
          `| ${r.type} | ${r.source} | ${r.rightSeat} | ${r.anotherSeat} | ${r.spectator} | ${r.noToken} | ${r.badToken} | ${r.host} |`,
      ),
    ].join('\n');
    fs.writeFileSync(path.join(REPORT, 'authz-matrix.md'), `${table}\n`);
  }, 60_000);
});

describe('host routes', () => {
  type Route = 'start' | 'kick' | 'pause' | 'resume';
  const ROUTES: readonly Route[] = ['start', 'kick', 'pause', 'resume'];
  const body = (route: Route) => (route === 'kick' ? { seat: 2 } : undefined);

  /** A lobby with every seat taken (so the host could start it). */
  async function fullLobby() {
    const game = await createGame(url, { seats: 3 });
    const seatTokens = await claimSeats(url, game.gameId, 3);
    return { ...game, seatTokens };
  }

  const summary = async (gameId: string) => (await api<GameSummary>(url, 'GET', `/api/games/${gameId}`)).body;

  it.each(ROUTES)(
    'POST /api/games/:id/%s refuses a seat token, no token and garbage with 403 auth/not-host, and changes nothing',
    async (route) => {
      const game = await fullLobby();
      const before = await summary(game.gameId);
      const credentials: { label: string; header?: string }[] = [
        { label: 'seat token', header: `Bearer ${game.seatTokens[0]}` },
        { label: 'no token' },
        { label: 'well-formed garbage', header: `Bearer ${'Z'.repeat(43)}` },
        { label: 'malformed garbage', header: 'Bearer <script>' },
        { label: 'another scheme', header: `Basic ${game.hostToken}` },
        { label: 'host token with junk', header: `Bearer ${game.hostToken}x` },
        { label: 'empty bearer', header: 'Bearer ' },
      ];
      for (const c of credentials) {
        const res = await fetch(`${url}/api/games/${game.gameId}/${route}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(c.header === undefined ? {} : { authorization: c.header }),
          },
          ...(body(route) ? { body: JSON.stringify(body(route)) } : {}),
        });
        const json = (await res.json()) as ApiError;
        expect(res.status, c.label).toBe(403);
        expect(json.error.code, c.label).toBe('auth/not-host');
      }
      expect(await summary(game.gameId)).toEqual(before);
    },
  );

  it('the host token is allowed on every host route: start, kick, pause and resume each take effect', async () => {
    const game = await fullLobby();
    for (const route of ROUTES) {
      const res = await api(url, 'POST', `/api/games/${game.gameId}/${route}`, body(route), game.hostToken);
      expect(res.status, route).toBe(200);
    }
    const after = await summary(game.gameId);
    expect(after.status).toBe('playing');
    expect(after.seats[2]?.claimed).toBe(false);
    expect(after.paused).toBe(false);
    // A seat token for one game is not a host token for it, and a host token does not carry over to another game.
    const other = await fullLobby();
    const crossed = await api<ApiError>(
      url,
      'POST',
      `/api/games/${other.gameId}/pause`,
      undefined,
      game.hostToken,
    );
    expect(crossed.status).toBe(403);
    expect(crossed.body.error.code).toBe('auth/not-host');
  });
});
