// A few seconds of the benchmark on every target, so `pnpm bench` keeps
// working as the engine grows. It checks that intents flow and patches apply,
// never how fast: speed is for `pnpm bench` and docs/benchmarks.md.

import { describe, expect, it } from 'vitest';
import { startBare } from './bare.ts';
import { startBgio } from './bgio.ts';
import { runLoad, type LoadOptions, type Target } from './load.ts';
import { patchFailures, startOurs } from './ours.ts';
import { replayBenchmark } from './replay.ts';

const tiny: LoadOptions = {
  games: 2,
  seats: 3,
  spectators: 1,
  rate: 5,
  warmupSeconds: 0.3,
  durationSeconds: 1.5,
  drainSeconds: 0.2,
  concurrency: 2,
  log: () => undefined,
};

async function smoke(start: () => Promise<Target>) {
  const target = await start();
  try {
    return await runLoad(target, tiny);
  } finally {
    await target.stop();
  }
}

describe('benchmark smoke run', () => {
  it('replays random legal games through the rules engine', () => {
    const r = replayBenchmark({ games: 2, seats: 3, steps: 50, seconds: 0.1 });
    expect(r.intents).toBeGreaterThan(0);
  });

  it.each([
    ['our server', () => startOurs()],
    ['our server as built for production', () => startOurs({ built: true })],
    ['the bare Socket.IO baseline', () => startBare([200])],
    ['the bare Socket.IO baseline with fsync', () => startBare([200], { durable: true })],
    ['the boardgame.io baseline', () => startBgio()],
  ] as const)(
    'drives legal intents through %s to every client of each game, with every patch applying',
    async (_name, start) => {
      const before = patchFailures.count;
      const r = await smoke(start);
      expect(r.completed).toBeGreaterThan(0);
      expect(r.refused).toBe(0);
      expect(r.updateBytes.count).toBeGreaterThan(0);
      expect(patchFailures.count).toBe(before);
    },
    60_000,
  );
});
