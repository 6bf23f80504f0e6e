// Idle games leave memory (issue 31's memory target: "idle games unloaded — show it at 1,000
// games"). Our server runs with a short idle time (GAME_IDLE_MINUTES); the games are opened and
// played for one window, then every bot disconnects and the server is watched until its housekeeping
// has unloaded them (`initiative_games_loaded` on /metrics) — loaded again only when someone asks.
// What stays is read from a heap snapshot (collected first), beside the same server's heap with no
// game at all, taken before the games were opened.

import { LoadSession, type LoadOptions } from './load.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectedHeapBytes } from './heap-size.ts';
import { rssBytes } from './proc.ts';
import type { OursOptions, startOurs } from './ours.ts';

export interface UnloadResult {
  readonly games: number;
  /** Loaded games, server RSS and V8 heap in use while the games were played, and once unloaded. */
  readonly active: { readonly loaded: number; readonly rssMb: number; readonly heapMb: number };
  readonly idle: { readonly loaded: number; readonly rssMb: number; readonly heapMb: number };
  /** Seconds from the last bot leaving to no game loaded (null: not within the wait). */
  readonly unloadedAfterSeconds: number | null;
  /** The heap still reachable (a snapshot, collected first): before any game, with them all loaded, once unloaded. */
  readonly collectedMb: { readonly empty: number; readonly loaded: number; readonly unloaded: number };
}

/** The server's idle time for this check: 0.1 minutes (its housekeeping then runs every 3 s). */
export const UNLOAD_IDLE_MINUTES = '0.1';

async function metric(base: string, name: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return Number(line?.split(' ').at(-1) ?? NaN);
}

async function sample(base: string, pid: number) {
  return {
    loaded: await metric(base, 'initiative_games_loaded'),
    rssMb: rssBytes(pid) / (1024 * 1024),
    heapMb: (await metric(base, 'nodejs_heap_size_used_bytes')) / (1024 * 1024),
  };
}

export async function unloadCheck(
  start: (extra: Pick<OursOptions, 'nodeArgs'>) => ReturnType<typeof startOurs>,
  load: LoadOptions,
  waitSeconds = 90,
  settleSeconds = 5,
): Promise<UnloadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'initiative-heap-'));
  const target = await start({ nodeArgs: ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${dir}`] });
  const mb = (bytes: number) => bytes / (1024 * 1024);
  try {
    const empty = mb(await collectedHeapBytes(target.pid, dir));
    const session = new LoadSession(target, load);
    await session.open(load.games);
    await session.window({
      active: load.games,
      rate: load.rate,
      warmupSeconds: 2,
      durationSeconds: 5,
      drainSeconds: 1,
    });
    const active = await sample(target.base, target.pid);
    // What the games hold while loaded (their clients still connected, nothing arriving).
    const loaded = mb(await collectedHeapBytes(target.pid, dir));
    session.close();
    const left = performance.now();
    let unloadedAfterSeconds: number | null = null;
    while (performance.now() - left < waitSeconds * 1000) {
      await new Promise((r) => setTimeout(r, 1000));
      if ((await metric(target.base, 'initiative_games_loaded')) === 0) {
        unloadedAfterSeconds = (performance.now() - left) / 1000;
        break;
      }
    }
    // A few seconds more. Nothing forces a collection, so the heap read here may still hold what the
    // games held: a heap snapshot (which collects first) is the measure of what stays.
    await new Promise((r) => setTimeout(r, settleSeconds * 1000));
    const idle = await sample(target.base, target.pid);
    const unloaded = mb(await collectedHeapBytes(target.pid, dir));
    return {
      games: load.games,
      active,
      idle,
      unloadedAfterSeconds,
      collectedMb: { empty, loaded, unloaded },
    };
  } finally {
    await target.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
