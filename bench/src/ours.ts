// Our server: `apps/server/src/main.ts` in a child process (on SQLite in a
// temp dir unless a DATABASE_URL is given), bots speaking the real protocol
// (full sync, then patch updates applied to the view). Run through tsx by
// default; `built`: the production bundle (apps/server/build.mjs, what the
// Dockerfile runs), built afresh into apps/server/dist/bench/.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  applyPatchOps,
  type Ack,
  type GameView,
  type SyncMessage,
  type UpdateMessage,
} from '@initiative/rules';
import type { Bot, OnReceive, Target } from './load.ts';
import { freePort, startChild } from './proc.ts';
import { once, openSocket } from './socket-bot.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');
/** Patches that failed to apply on a bot (reported; expected to stay 0). */
export const patchFailures = { count: 0 };

const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'];

export interface OursOptions {
  readonly dataDir?: string;
  readonly databaseUrl?: string;
  /** Extra node flags for the server (e.g. --cpu-prof). */
  readonly nodeArgs?: readonly string[];
  /** Run the production bundle (`node dist/main.js`, as the Dockerfile does) instead of tsx. */
  readonly built?: boolean;
  /** Server processes (default 1); more than one needs `databaseUrl` and `redisUrl` (shared state). */
  readonly instances?: number;
  readonly redisUrl?: string;
  readonly cwd?: string;
  /** Extra environment for the server (e.g. a short GAME_IDLE_MINUTES for `--unload`). */
  readonly env?: Readonly<Record<string, string>>;
}

async function post<T>(url: string, body: unknown, bearer?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export async function startOurs(
  options: OursOptions = {},
): Promise<Target & { readonly base: string; lastGameId(): string }> {
  const instances = Math.max(1, options.instances ?? 1);
  if (instances > 1 && (!options.databaseUrl || !options.redisUrl))
    throw new Error(
      'several server processes share PostgreSQL and Redis: give --database-url and --redis-url',
    );
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'initiative-bench-'));
  const children: Awaited<ReturnType<typeof startChild>>[] = [];
  let entry = ['--import', 'tsx', 'src/main.ts'];
  if (options.built) {
    // Inside apps/server, so the bundle finds the server's node_modules as dist/main.js does.
    const outdir = path.join(serverDir, 'dist', 'bench');
    execFileSync(process.execPath, ['build.mjs', '--outdir', outdir], { cwd: serverDir, stdio: 'ignore' });
    entry = [path.join(outdir, 'main.js')];
  }
  const bases: string[] = [];
  for (let i = 0; i < instances; i++) {
    const port = await freePort();
    children.push(
      await startChild(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
        cwd: serverDir,
        label: instances > 1 ? `our server ${i + 1}` : 'our server',
        readyUrl: `http://127.0.0.1:${port}/healthz`,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          // Bots stay far below any sane limit; the limiter itself still runs.
          RATE_LIMIT_PER_SECOND: '1000',
          RATE_LIMIT_BURST: '1000',
          // Every bot comes from one loopback address: lift the per-address limits.
          SOCKETS_PER_ADDRESS: '1000000',
          CREATE_PER_HOUR: '1000000',
          HISTORY_PER_MINUTE: '1000000',
          ADDRESS_WRITES_PER_MINUTE: '1000000',
          ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
          ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
          ...options.env,
        },
      }),
    );
    bases.push(`http://127.0.0.1:${port}`);
  }
  const child = children[0] as (typeof children)[number];
  const base = bases[0] as string;

  let lastGameId = '';
  return {
    name: `initiative${options.built ? ' (built)' : ''}${instances > 1 ? ` ×${instances}` : ''}`,
    pid: child.pid,
    pids: children.map((c) => c.pid),
    base,
    lastGameId: () => lastGameId,
    async openGame(index, seats, spectators, onReceive) {
      const game = await post<{ gameId: string; hostToken: string }>(`${base}/api/games`, {
        name: `Bench ${index}`,
        seats,
        // The history game (index -1) is played long: 14 points keeps it going.
        victoryPoints: index < 0 ? 14 : 10,
      });
      lastGameId = game.gameId;
      const tokens: string[] = [];
      for (let seat = 0; seat < seats; seat++) {
        const claimed = await post<{ seatToken: string }>(`${base}/api/games/${game.gameId}/seats`, {
          seat,
          name: `Bot ${seat + 1}`,
          color: COLORS[seat],
        });
        tokens.push(claimed.seatToken);
      }
      await post(`${base}/api/games/${game.gameId}/start`, {}, game.hostToken);
      const roles: (string | undefined)[] = [
        ...tokens,
        ...Array.from({ length: spectators }, () => undefined),
      ];
      return Promise.all(
        // With several processes, a game's clients are spread over them (as behind a load balancer).
        roles.map((token, i) =>
          ourBot(bases[i % bases.length] as string, game.gameId, token, i < seats ? i : null, onReceive(i)),
        ),
      );
    },
    async stop() {
      for (const c of children) await c.stop();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function ourBot(
  base: string,
  gameId: string,
  token: string | undefined,
  seat: number | null,
  onReceive: OnReceive,
): Promise<Bot> {
  const { socket, lastBytes } = openSocket(base, { auth: token ? { gameId, token } : { gameId } });
  let view: GameView | null = null;
  let version = 0;
  let counter = 0;
  const onSync = (m: SyncMessage) => {
    view = m.view;
    version = m.version;
    onReceive(version, 0);
  };
  socket.on('sync', onSync);
  socket.on('update', (m: UpdateMessage) => {
    if (!view || m.version !== version + 1) {
      socket.emit('resync', onSync);
      return;
    }
    try {
      view = applyPatchOps(view, m.patch); // as the web client applies it
    } catch (e) {
      // Never expected: counted and reported, and the bot resynchronises like the web client.
      patchFailures.count++;
      if (patchFailures.count === 1)
        console.error(
          `patch ${m.version} did not apply: ${(e as Error).message}\n${JSON.stringify(m.patch)}`,
        );
      socket.emit('resync', onSync);
      return;
    }
    version = m.version;
    onReceive(version, lastBytes());
  });
  onSync(await once<SyncMessage>(socket, 'sync', 'sync'));
  return {
    seat,
    get version() {
      return version;
    },
    legal: () => view?.legal ?? [],
    send: (intent) =>
      new Promise<boolean>((resolve) => {
        const clientId = `b${seat}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;
        socket.emit('intent', { clientId, intent }, (ack: Ack) => resolve(ack.ok));
      }),
    close: () => socket.close(),
  };
}
