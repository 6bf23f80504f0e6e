// The history endpoint at a late version (SPEC 1: spectators scrub the log): one game is played
// to `version` intents over the real protocol (random legal intents, the load bots), then
// GET /api/games/:id/history/:v?log=0 (as the web client asks: it holds the log) is timed for the `calls` versions just below it, each asked once
// (the server keeps recent answers, so a version asked again would measure its cache, not the
// replay from the nearest snapshot).

import type { Bot, Target } from './load.ts';
import { chooser } from './replay.ts';

export interface HistoryResult {
  readonly version: number;
  readonly calls: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  /** The same calls again, answered from the server's cache of recent answers. */
  readonly cachedMedianMs: number;
  /** Size of one answer (the last one asked). */
  readonly bytes: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function playTo(bots: Bot[], version: number): Promise<number> {
  const pick = chooser(7);
  let reached = 0;
  while (reached < version) {
    const ready = bots.filter((b) => b.version === reached && b.legal().length > 0);
    if (ready.length === 0) {
      if (bots.every((b) => b.version === reached)) return reached; // the game is over
      await sleep(1);
      continue;
    }
    const bot = ready[pick(ready.length)] as Bot;
    const legal = bot.legal();
    if (!(await bot.send(legal[pick(legal.length)]))) continue;
    reached++;
    while (!bots.every((b) => b.version >= reached)) await sleep(1);
  }
  return reached;
}

export async function historyBenchmark(
  target: Target & { readonly base: string; lastGameId(): string },
  version: number,
  calls: number,
): Promise<HistoryResult> {
  const none = () => () => undefined;
  const bots = await target.openGame(-1, 6, 0, none);
  const gameId = target.lastGameId();
  const reached = await playTo(bots, version);
  const times: number[] = [];
  for (let v = reached; v > reached - calls && v > 0; v--) {
    const t0 = performance.now();
    const res = await fetch(`${target.base}/api/games/${gameId}/history/${v}?log=0`);
    await res.json();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`history ${v}: ${res.status}`);
  }
  // The same versions again: answered from the server's cache (transfer and parsing only).
  const cached: number[] = [];
  let bytes = 0;
  for (let v = reached; v > reached - calls && v > 0; v--) {
    const t0 = performance.now();
    const res = await fetch(`${target.base}/api/games/${gameId}/history/${v}?log=0`);
    bytes = (await res.text()).length;
    cached.push(performance.now() - t0);
  }
  cached.sort((a, b) => a - b);
  for (const b of bots) b.close();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    version: reached,
    calls: times.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
    cachedMedianMs: cached[cached.length >> 1] ?? 0,
    bytes,
  };
}
