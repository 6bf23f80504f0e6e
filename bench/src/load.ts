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
  /** With several server processes: all of them (CPU and RSS are summed). */
  readonly pids?: readonly number[];
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

interface Game {
  bots: Bot[];
  pending: Pending | null;
}

export interface WindowOptions {
  /** How many of the opened games send intents (the first ones). */
  readonly active: number;
  readonly rate: number;
  readonly warmupSeconds: number;
  readonly durationSeconds: number;
  readonly drainSeconds?: number;
}

/**
 * Opened games and their bots, kept connected across measurement windows (so
 * a throughput search pays for the setup once).
 */
export class LoadSession {
  private readonly games: Game[] = [];
  private measuring = false;
  private latencies: number[] = [];
  private sizes: number[] = [];
  private counts = { skipped: 0, refused: 0, timedOut: 0, idle: 0, completed: 0 };
  private readonly pick = chooser(12345);

  constructor(
    readonly target: Target,
    private readonly o: Pick<LoadOptions, 'seats' | 'spectators' | 'concurrency' | 'log'>,
  ) {}

  get size(): number {
    return this.games.length;
  }

  /** Opens games until there are `count`. */
  async open(count: number): Promise<void> {
    const { o, target } = this;
    const t0 = performance.now();
    const from = this.games.length;
    o.log(
      `  ${target.name}: opening ${count - from} games × (${o.seats} seats + ${o.spectators} spectators)…`,
    );
    for (let start = from; start < count; start += o.concurrency) {
      const batch = Array.from({ length: Math.min(o.concurrency, count - start) }, (_, k) => start + k);
      await Promise.all(
        batch.map(async (index) => {
          const game: Game = { bots: [], pending: null };
          this.games[index] = game;
          game.bots = await target.openGame(index, o.seats, o.spectators, (bot) => this.received(game, bot));
        }),
      );
    }
    o.log(
      `  ${target.name}: ${(count - from) * (o.seats + o.spectators)} clients connected in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }

  private received(game: Game, index: number): OnReceive {
    return (version, bytes) => {
      if (bytes > 0 && this.measuring) this.sizes.push(bytes);
      const p = game.pending;
      if (!p || p.seen[index] || version < p.target) return;
      p.seen[index] = true;
      p.reached++;
      if (p.reached === game.bots.length) {
        clearTimeout(p.timer);
        game.pending = null;
        if (p.measured && this.measuring) {
          this.latencies.push(performance.now() - p.t0);
          this.counts.completed++;
        }
      }
    };
  }

  private tick(game: Game): void {
    const { counts } = this;
    if (game.pending) {
      if (this.measuring) counts.skipped++;
      return;
    }
    const movers = game.bots.filter((b) => b.seat !== null && b.legal().length > 0);
    const bot = movers[this.pick(Math.max(1, movers.length))];
    if (!bot) {
      if (this.measuring) counts.idle++;
      return;
    }
    const options = bot.legal();
    const intent = options[this.pick(options.length)];
    const pending: Pending = {
      target: bot.version + 1,
      t0: performance.now(),
      measured: this.measuring,
      reached: 0,
      seen: game.bots.map(() => false),
      timer: setTimeout(() => {
        if (game.pending !== pending) return;
        game.pending = null;
        if (this.measuring) counts.timedOut++;
      }, TIMEOUT_MS),
    };
    game.pending = pending;
    void bot.send(intent).then((ok) => {
      if (ok || game.pending !== pending) return;
      clearTimeout(pending.timer);
      game.pending = null;
      if (this.measuring) counts.refused++;
    });
  }

  /** Drives the first `active` games at `rate` intents/s each; measures after the warm-up. */
  async window(w: WindowOptions): Promise<LoadResult> {
    const { target, o } = this;
    const games = this.games.slice(0, w.active);
    this.latencies = [];
    this.sizes = [];
    this.counts = { skipped: 0, refused: 0, timedOut: 0, idle: 0, completed: 0 };
    let stopped = false;
    // Each game ticks every period, its phase spread evenly over the period.
    const period = 1000 / w.rate;
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
            this.tick(game);
            schedule();
          },
          Math.max(0, due - performance.now()),
        );
      };
      schedule();
    });

    await sleep(w.warmupSeconds * 1000);
    const load0 = os.loadavg()[0] ?? NaN;
    const cpu0 = cpuOf(target);
    const self0 = process.cpuUsage();
    const w0 = performance.now();
    this.measuring = true;
    await sleep(w.durationSeconds * 1000);
    this.measuring = false;
    const seconds = (performance.now() - w0) / 1000;
    const cpu1 = cpuOf(target);
    const self1 = process.cpuUsage(self0);
    const rss = rssOf(target);
    const load1 = os.loadavg()[0] ?? NaN;
    stopped = true;
    for (const t of timers) clearTimeout(t);
    await sleep((w.drainSeconds ?? 2) * 1000); // let the last intents land
    for (const g of games) {
      if (g.pending) clearTimeout(g.pending.timer);
      g.pending = null;
    }

    const { counts, sizes } = this;
    const latencies = [...this.latencies].sort((a, b) => a - b);
    const sortedSizes = [...sizes].sort((a, b) => a - b);
    const cpu = cpu1 - cpu0;
    return {
      target: target.name,
      games: w.active,
      clients: w.active * (o.seats + o.spectators),
      offeredPerSecond: w.active * w.rate,
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

  close(): void {
    for (const g of this.games) for (const b of g.bots) b.close();
  }
}

/** Opens the games, measures one window, and closes the bots. */
export async function runLoad(target: Target, o: LoadOptions): Promise<LoadResult> {
  const session = new LoadSession(target, o);
  try {
    await session.open(o.games);
    return await session.window({
      active: o.games,
      rate: o.rate,
      warmupSeconds: o.warmupSeconds,
      durationSeconds: o.durationSeconds,
      ...(o.drainSeconds === undefined ? {} : { drainSeconds: o.drainSeconds }),
    });
  } finally {
    session.close();
  }
}

const pidsOf = (target: Target) => target.pids ?? [target.pid];
const cpuOf = (target: Target) => pidsOf(target).reduce((a, pid) => a + cpuSeconds(pid), 0);
const rssOf = (target: Target) => pidsOf(target).reduce((a, pid) => a + rssBytes(pid), 0);

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
