// Crash safety (SPEC §4 "Nothing lost"): the real server, as a child process,
// is killed with SIGKILL at random moments while bots play several games, and
// started again on the same data directory. After every restart:
// - every acknowledged intent is in the stored log, at the version its ack gave;
// - every stored log replays, and each game's served projections (every seat,
//   the spectator, the host) equal `viewFor` of that replay;
// - every intent whose ack was lost in the crash, retried with the same client
//   id, is applied exactly once;
// - every acknowledged lobby change (game created, seat claimed) is still there.
//
// CRASH_KILLS sets the number of kills during play (default 3; .ci/run runs the
// full run with 20); every fourth round (the second, sixth…) also kills the
// server while it starts.
// CRASH_SEED repeats a run. The figures go to test-results/reliability/crash.json.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { afterAll, expect, it } from 'vitest';
import {
  viewFor,
  type ClientToServerEvents,
  type Role,
  type ServerToClientEvents,
  type SyncMessage,
} from '@initiative/rules';
import {
  api,
  claimSeats,
  createGame,
  freshDataDir,
  removeDataDir,
  startGame,
  type CreatedGame,
} from '../helpers.ts';
import { Bot, Ledger, seededRandom } from './bot.ts';
import {
  freePort,
  killHard,
  spawnServer,
  stopGracefully,
  waitReady,
  type ServerProcess,
} from './server-process.ts';
import { readStoredGames, replayStored, type StoredGame } from './stored-log.ts';

const KILLS = Number(process.env['CRASH_KILLS'] ?? 3);
const SEED = Number(process.env['CRASH_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const GAME_SIZES = [3, 4, 6, 8];
const REPORT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../test-results/reliability',
);

interface TrackedGame extends CreatedGame {
  readonly seatTokens: readonly string[];
}

interface LobbyProbe {
  readonly gameId: string;
  readonly claims: { seat: number; token: string }[];
  checkedTokens: boolean;
}

const stats = {
  seed: SEED,
  games: GAME_SIZES.length,
  killsDuringPlay: 0,
  killsDuringStart: 0,
  restarts: 0,
  intentsAcknowledged: 0,
  acknowledgementChecks: 0,
  projectionChecks: 0,
  inDoubtRetried: 0,
  inDoubtAlreadyApplied: 0,
  inDoubtAppliedOnRetry: 0,
  inDoubtRefusedOnRetry: 0,
  lobbyChangesAcknowledged: 0,
  storedIntents: 0,
  refusals: {} as Record<string, number>,
};

let dataDir = '';
let proc: ServerProcess | null = null;

afterAll(async () => {
  if (proc && proc.child.exitCode === null && proc.child.signalCode === null) await killHard(proc);
  if (dataDir) removeDataDir(dataDir);
});

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Connects, takes the first full projection, and disconnects. */
function fetchSync(url: string, gameId: string, token?: string): Promise<SyncMessage> {
  const socket: ClientSocket = io(url, {
    auth: token === undefined ? { gameId } : { gameId, token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  return new Promise<SyncMessage>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no sync for ${gameId}`)), 15_000);
    socket.once('sync', (m) => {
      clearTimeout(timer);
      socket.close();
      resolve(m);
    });
    socket.once('connect_error', (e) => {
      clearTimeout(timer);
      socket.close();
      reject(e);
    });
  });
}

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it(
  `a server killed with SIGKILL at random moments (${KILLS} kills during play, more during start) restarts with every acknowledged intent, and each game's state is the replay of its stored log`,
  async () => {
    const random = seededRandom(SEED);
    const ledger = new Ledger();
    const games: TrackedGame[] = [];
    const probes: LobbyProbe[] = [];
    dataDir = freshDataDir();
    const port = await freePort();

    const boot = async () => {
      proc = spawnServer(dataDir, port, { RATE_LIMIT_PER_SECOND: '100000', RATE_LIMIT_BURST: '100000' });
      await waitReady(proc);
      return proc;
    };

    /** Everything acknowledged so far is stored, replays, and is what the server serves. */
    const verify = async (url: string) => {
      const stored = readStoredGames(dataDir);
      for (const game of games) {
        const g = stored.get(game.gameId) as StoredGame;
        expect(g, `game ${game.gameId} is stored`).toBeDefined();
        expect(g.entries.map((e) => e.seq)).toEqual(g.entries.map((_, i) => i + 1));
        const state = replayStored(g);
        const byClientId = new Map(g.entries.map((e) => [e.clientId, e]));
        for (const acked of ledger.acked.filter((a) => a.gameId === game.gameId)) {
          const entry = byClientId.get(acked.clientId);
          expect(entry?.seq, `acknowledged ${acked.clientId} (version ${acked.version}) is stored`).toBe(
            acked.version,
          );
          expect(entry?.intent).toEqual(acked.intent);
          expect(entry?.actor).toEqual({ kind: 'seat', seat: acked.seat });
          stats.acknowledgementChecks++;
        }
        const viewers: { token?: string; role: Role }[] = [
          ...game.seatTokens.map((token, seat) => ({ token, role: { kind: 'seat', seat } as Role })),
          { role: { kind: 'spectator' } },
          { token: game.hostToken, role: { kind: 'host' } },
        ];
        for (const viewer of viewers) {
          const sync = await fetchSync(url, game.gameId, viewer.token);
          expect(sync.you).toEqual(viewer.role);
          expect(sync.version).toBe(g.entries.length);
          expect(sync.view).toStrictEqual(plain(viewFor(state, viewer.role)));
          stats.projectionChecks++;
        }
      }
      for (const probe of probes) {
        const g = stored.get(probe.gameId);
        expect(g, `acknowledged game ${probe.gameId} is stored`).toBeDefined();
        for (const { seat, token } of probe.claims) {
          expect(g?.claimed[seat], `acknowledged claim of seat ${seat} in ${probe.gameId}`).toBe(true);
          if (!probe.checkedTokens)
            expect((await fetchSync(url, probe.gameId, token)).you).toEqual({ kind: 'seat', seat });
        }
        probe.checkedTokens = true;
      }
    };

    /** Intents sent and never answered (the server died): retried with the same client id. */
    const retryInDoubt = async (url: string) => {
      const doubts = [...ledger.inFlight.values()];
      ledger.inFlight.clear();
      if (doubts.length === 0) return;
      const stored = readStoredGames(dataDir);
      for (const doubt of doubts) {
        const game = games.find((g) => g.gameId === doubt.gameId) as TrackedGame;
        const bot = await Bot.connect(
          url,
          doubt.gameId,
          doubt.seat,
          game.seatTokens[doubt.seat] as string,
          ledger,
          random,
        );
        const before = stored.get(doubt.gameId)?.entries.find((e) => e.clientId === doubt.clientId);
        const ack = await bot.sendWithId(doubt.clientId, doubt.intent);
        bot.close();
        stats.inDoubtRetried++;
        if (before) {
          // Stored before the crash: the retry is recognised, not applied again.
          expect(ack).toEqual({ ok: true, version: before.seq });
          ledger.acked.push({ ...doubt, version: before.seq });
          stats.inDoubtAlreadyApplied++;
        } else if (ack.ok) {
          ledger.acked.push({ ...doubt, version: ack.version });
          stats.inDoubtAppliedOnRetry++;
        } else {
          stats.inDoubtRefusedOnRetry++;
        }
      }
      // Applied once: no client id appears twice in any log.
      for (const g of readStoredGames(dataDir).values()) {
        expect(new Set(g.entries.map((e) => e.clientId)).size).toBe(g.entries.length);
      }
    };

    /** Creates a game and claims its seats while the bots play; records each acknowledged step. */
    const probeLobby = async (url: string) => {
      const created = await api<{ gameId: string }>(url, 'POST', '/api/games', {
        name: 'Probe',
        seats: 3,
        victoryPoints: 10,
      });
      if (created.status !== 201) return;
      const probe: LobbyProbe = { gameId: created.body.gameId, claims: [], checkedTokens: false };
      probes.push(probe);
      stats.lobbyChangesAcknowledged++;
      for (let seat = 0; seat < 3; seat++) {
        const claim = await api<{ seatToken: string }>(url, 'POST', `/api/games/${probe.gameId}/seats`, {
          seat,
          name: `Probe ${seat + 1}`,
          color: (['red', 'blue', 'green'] as const)[seat],
        });
        if (claim.status !== 201) return;
        probe.claims.push({ seat, token: claim.body.seatToken });
        stats.lobbyChangesAcknowledged++;
      }
    };

    let server = await boot();
    for (const [i, seats] of GAME_SIZES.entries()) {
      const game = await createGame(server.url, { name: `Crash ${i + 1}`, seats });
      const seatTokens = await claimSeats(server.url, game.gameId, seats);
      await startGame(server.url, game.gameId, game.hostToken);
      games.push({ ...game, seatTokens });
    }

    for (let round = 0; round < KILLS; round++) {
      await verify(server.url);
      await retryInDoubt(server.url);

      const bots = await Promise.all(
        games.flatMap((g) =>
          g.seatTokens.map((token, seat) => Bot.connect(server.url, g.gameId, seat, token, ledger, random)),
        ),
      );
      const probing = probeLobby(server.url).catch(() => undefined);
      for (const bot of bots) bot.play();
      // A random moment: sometimes straight away (the first writes), mostly in the thick of play.
      await sleep(random() < 0.25 ? random() * 40 : 40 + random() * 900);
      await killHard(server);
      expect((await server.exited).signal).toBe('SIGKILL');
      stats.killsDuringPlay++;
      for (const bot of bots) bot.close();
      await probing;

      if (round % 4 === 1) {
        // Killed again while it starts: reading the database and replaying every game.
        const starting = spawnServer(dataDir, port);
        proc = starting;
        await sleep(random() * 1500);
        await killHard(starting);
        stats.killsDuringStart++;
      }
      server = await boot();
      stats.restarts++;
    }

    await verify(server.url);
    await retryInDoubt(server.url);
    await verify(server.url);
    await stopGracefully(server);

    const stored = readStoredGames(dataDir);
    // Nothing was applied that nobody was told about: every stored intent is one whose ack (or retry)
    // a bot received.
    const known = new Set(ledger.acked.map((a) => a.clientId));
    for (const game of games)
      for (const entry of stored.get(game.gameId)?.entries ?? [])
        expect(known.has(entry.clientId)).toBe(true);
    stats.intentsAcknowledged = ledger.acked.length;
    stats.storedIntents = games.reduce((n, g) => n + (stored.get(g.gameId)?.entries.length ?? 0), 0);
    stats.refusals = Object.fromEntries(ledger.refusals);
    fs.mkdirSync(REPORT, { recursive: true });
    fs.writeFileSync(path.join(REPORT, 'crash.json'), `${JSON.stringify(stats, null, 2)}\n`);
    console.log(`crash test: ${JSON.stringify(stats)}`);

    expect(stats.killsDuringPlay).toBe(KILLS);
    expect(stats.intentsAcknowledged).toBeGreaterThan(0);
    // Bots only send what their view offers: a refusal can only be a race with another seat, never a
    // malformed intent or a failed write.
    expect(ledger.refusals.get('intent/malformed') ?? 0).toBe(0);
    expect(ledger.refusals.get('server/error') ?? 0).toBe(0);
  },
  90_000 + KILLS * 15_000,
);
