// The load driver: N games, each with its seat bots and spectators, one
// intent per game at a fixed rate (ticks spread evenly over the period). The
// sending seat and intent are picked at random from what the seats' views
// say is legal. Latency is measured from sending an intent to the moment
// every client of that game holds the version it produced.

import os from 'node:os';
import { cpuSeconds, rssBytes } from './proc.ts';
import { chooser } from './replay.ts';

export interface Bot {
  /** null for a spectator. */
  readonly seat: number | null;
  /** The version (state id) of the projection this client holds. */
  readonly version: number;
  legal(): readonly unknown[];
  /** Sends an intent; resolves false if the server refused it. */
  send(intent: unknown): Promise<boolean>;
  close(): void;
}

/** Called by a bot whenever it receives a new version; `bytes` > 0 for an update message. */
export type OnReceive = (version: number, bytes: number) => void;

export interface Target {
  readonly name: string;
  /** The server process measured (CPU, RSS). */
  readonly pid: number;
  /** Creates game `index` and connects its bots (seats first, then spectators). */
  openGame(
    index: number,
    seats: number,
    spectators: number,
    onReceive: (bot: number) => OnReceive,
  ): Promise<Bot[]>;
  stop(): Promise<void>;
}

export interface LoadOptions {
  readonly games: number;
  readonly seats: number;
  readonly spectators: number;
  /** Intents per second per game. */
  readonly rate: number;
  readonly warmupSeconds: number;
  readonly durationSeconds: number;
  /** Games opened at once while setting up. */
  readonly concurrency: number;
  /** Seconds to let the last intents land after the window (2 by default). */
  readonly drainSeconds?: number;
  readonly log: (line: string) => void;
}

export interface LoadResult {
  readonly target: string;
  readonly games: number;
  readonly clients: number;
  readonly offeredPerSecond: number;
  readonly intentsPerSecond: number;
  readonly completed: number;
  readonly latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** Ticks skipped because the game's previous intent had not reached every client yet. */
  readonly skipped: number;
  readonly refused: number;
  readonly timedOut: number;
  /** Ticks where no seat had a legal intent. */
  readonly idle: number;
  readonly serverCpuPercent: number;
  readonly serverCpuMsPerIntent: number;
  readonly serverRssMb: number;
  readonly loadGenCpuPercent: number;
  readonly updateBytes: { median: number; mean: number; p95: number; count: number };
  /** The machine's 1-minute load average when the window opened and closed (other processes share the cores). */
  readonly loadAverage: readonly [number, number];
  /** Every update size seen in the window (for the bare baseline). */
  readonly updateSizes: number[];
}

const TIMEOUT_MS = 5_000;

interface Pending {
  readonly target: number;
  readonly t0: number;
  readonly measured: boolean;
  reached: number;
  readonly seen: boolean[];
  timer: NodeJS.Timeout;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

export async function runLoad(target: Target, o: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const sizes: number[] = [];
  let measuring = false;
  let stopped = false;
  const counts = { skipped: 0, refused: 0, timedOut: 0, idle: 0, completed: 0 };

  interface Game {
    bots: Bot[];
    pending: Pending | null;
  }
  const games: Game[] = [];

  const received = (game: Game, index: number) => (version: number, bytes: number) => {
    if (bytes > 0 && measuring) sizes.push(bytes);
    const p = game.pending;
    if (!p || p.seen[index] || version < p.target) return;
    p.seen[index] = true;
    p.reached++;
    if (p.reached === game.bots.length) {
      clearTimeout(p.timer);
      game.pending = null;
      if (p.measured && measuring) {
        latencies.push(performance.now() - p.t0);
        counts.completed++;
      }
    }
  };

  const t0 = performance.now();
  o.log(`  ${target.name}: opening ${o.games} games × (${o.seats} seats + ${o.spectators} spectators)…`);
  for (let start = 0; start < o.games; start += o.concurrency) {
    const batch = Array.from({ length: Math.min(o.concurrency, o.games - start) }, (_, k) => start + k);
    await Promise.all(
      batch.map(async (index) => {
        const game: Game = { bots: [], pending: null };
        games[index] = game;
        game.bots = await target.openGame(index, o.seats, o.spectators, (bot) => received(game, bot));
      }),
    );
  }
  o.log(
    `  ${target.name}: ${games.length * (o.seats + o.spectators)} clients connected in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const pick = chooser(12345);
  const tick = (game: Game) => {
    if (game.pending) {
      if (measuring) counts.skipped++;
      return;
    }
    const movers = game.bots.filter((b) => b.seat !== null && b.legal().length > 0);
    const bot = movers[pick(Math.max(1, movers.length))];
    if (!bot) {
      if (measuring) counts.idle++;
      return;
    }
    const options = bot.legal();
    const intent = options[pick(options.length)];
    const pending: Pending = {
      target: bot.version + 1,
      t0: performance.now(),
      measured: measuring,
      reached: 0,
      seen: game.bots.map(() => false),
      timer: setTimeout(() => {
        if (game.pending !== pending) return;
        game.pending = null;
        if (measuring) counts.timedOut++;
      }, TIMEOUT_MS),
    };
    game.pending = pending;
    // A client may already hold the target (it cannot, before sending; kept simple and safe).
    void bot.send(intent).then((ok) => {
      if (ok || game.pending !== pending) return;
      clearTimeout(pending.timer);
      game.pending = null;
      if (measuring) counts.refused++;
    });
  };

  // Each game ticks every period, its phase spread evenly over the period.
  const period = 1000 / o.rate;
  const timers: NodeJS.Timeout[] = [];
  const startAt = performance.now() + 100;
  games.forEach((game, i) => {
    let n = 0;
    const first = startAt + (i / games.length) * period;
    const schedule = () => {
      if (stopped) return;
      const due = first + n * period;
      timers[i] = setTimeout(
        () => {
          n++;
          tick(game);
          schedule();
        },
        Math.max(0, due - performance.now()),
      );
    };
    schedule();
  });

  await sleep(o.warmupSeconds * 1000);
  const load0 = os.loadavg()[0] ?? NaN;
  const cpu0 = cpuOf(target.pid);
  const self0 = process.cpuUsage();
  const w0 = performance.now();
  measuring = true;
  await sleep(o.durationSeconds * 1000);
  measuring = false;
  const seconds = (performance.now() - w0) / 1000;
  const cpu1 = cpuOf(target.pid);
  const self1 = process.cpuUsage(self0);
  const rss = rssOf(target.pid);
  const load1 = os.loadavg()[0] ?? NaN;
  stopped = true;
  for (const t of timers) clearTimeout(t);
  await sleep((o.drainSeconds ?? 2) * 1000); // let the last intents land
  for (const g of games) {
    if (g.pending) clearTimeout(g.pending.timer);
    for (const b of g.bots) b.close();
  }

  latencies.sort((a, b) => a - b);
  const sortedSizes = [...sizes].sort((a, b) => a - b);
  const cpu = cpu1 - cpu0;
  return {
    target: target.name,
    games: o.games,
    clients: o.games * (o.seats + o.spectators),
    offeredPerSecond: o.games * o.rate,
    intentsPerSecond: counts.completed / seconds,
    completed: counts.completed,
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1] ?? NaN,
    },
    skipped: counts.skipped,
    refused: counts.refused,
    timedOut: counts.timedOut,
    idle: counts.idle,
    serverCpuPercent: (cpu / seconds) * 100,
    serverCpuMsPerIntent: counts.completed > 0 ? (cpu * 1000) / counts.completed : NaN,
    serverRssMb: rss / (1024 * 1024),
    loadGenCpuPercent: ((self1.user + self1.system) / 1e6 / seconds) * 100,
    updateBytes: {
      median: percentile(sortedSizes, 50),
      mean: sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length),
      p95: percentile(sortedSizes, 95),
      count: sizes.length,
    },
    updateSizes: sizes,
    loadAverage: [load0, load1],
  };
}

const cpuOf = (pid: number) => cpuSeconds(pid);
const rssOf = (pid: number) => rssBytes(pid);

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
