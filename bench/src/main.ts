// `pnpm bench`: the load benchmark and the rules replay micro benchmark.
// Every server under test runs as a child process on loopback; the bots run
// in this process (sharing the machine's cores with the server: see
// docs/benchmarks.md). Flags: --help.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBare } from './bare.ts';
import { startBgio } from './bgio.ts';
import { LoadSession, runLoad, type LoadOptions, type LoadResult, type Target } from './load.ts';
import { patchFailures, startOurs } from './ours.ts';
import { replayBenchmark, type ReplayResult } from './replay.ts';
import { historyBenchmark, type HistoryResult } from './history.ts';
import { UNLOAD_IDLE_MINUTES, unloadCheck, type UnloadResult } from './unload.ts';

const { values: flags } = parseArgs({
  options: {
    games: { type: 'string', default: '1000' },
    seats: { type: 'string', default: '6' },
    spectators: { type: 'string', default: '2' },
    rate: { type: 'string', default: '1' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    targets: { type: 'string', default: 'ours,bare,bgio' },
    'replay-seconds': { type: 'string', default: '3' },
    history: { type: 'string', default: '1000' },
    'find-max': { type: 'boolean', default: false },
    unload: { type: 'boolean', default: false },
    'max-games': { type: 'string', default: '10,25,50,100,200,300,400,500,600,800,1000,1200,1500' },
    'max-p99': { type: 'string', default: '50' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    'redis-url': { type: 'string' },
    instances: { type: 'string', default: '1' },
    profile: { type: 'string' },
    out: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: false,
});

if (flags.help) {
  console.log(`pnpm bench [flags]
  --games N           concurrent games (1000)
  --seats N           seats per game, 3-8 (6)
  --spectators N      spectators per game (2)
  --rate R            intents per second per game (1)
  --duration S        measured seconds per run (20), after --warmup S (5)
  --targets LIST      ours,bare,bgio (these three); also ours-built (our production bundle,
                      built afresh, instead of the TypeScript through tsx) and bare-durable
                      (bare Socket.IO appending each intent to a file with our fsync policy)
  --replay-seconds S  rules replay micro benchmark length (3; 0 skips it)
  --history V         time our history endpoint for the 100 versions up to V in one game
                      played to V intents (1000; 0 skips it)
  --find-max          also ramp the number of active games (--max-games LIST, at --rate
                      each) for ours and boardgame.io, and report the most intents/s
                      with p99 <= --max-p99 ms (50)
  --unload            also open --games games on our server (the bundle with ours-built), play one
                      short window, disconnect every bot, and report how long until its
                      housekeeping has unloaded them all, and its RSS and heap before and after
  --data-dir DIR      SQLite folder for our server (a temp dir on disk by default)
  --database-url URL  run our server on PostgreSQL instead
  --redis-url URL     and with Redis (instances share their notices through it)
  --instances N       our server as N processes (needs both URLs); each game's clients are
                      spread over them; CPU and RSS are their sums (1)
  --profile DIR       run our server with node --cpu-prof, profiles written to DIR
  --out FILE          write all results as JSON
Environment: BENCH_DUMP_UPDATES=FILE appends every update frame the bots receive to FILE;
  \`pnpm --filter @initiative/bench update-parts FILE\` (an absolute path) says what their bytes are.`);
  process.exit(0);
}

/** Paths on the command line are relative to where `pnpm bench` was typed (pnpm runs us in bench/). */
const userPath = (p: string) => path.resolve(process.env['INIT_CWD'] ?? process.cwd(), p);

const num = (v: string | undefined, name: string): number => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number`);
  return n;
};
const targets = new Set((flags.targets ?? '').split(',').map((t) => t.trim()));
const load: LoadOptions = {
  games: num(flags.games, 'games'),
  seats: num(flags.seats, 'seats'),
  spectators: num(flags.spectators, 'spectators'),
  rate: num(flags.rate, 'rate'),
  durationSeconds: num(flags.duration, 'duration'),
  warmupSeconds: num(flags.warmup, 'warmup'),
  concurrency: 20,
  log: (line) => console.log(line),
};

const ours = (built = false, env?: Record<string, string>, nodeArgs: readonly string[] = []) =>
  startOurs({
    built,
    ...(env ? { env } : {}),
    ...(flags['data-dir'] ? { dataDir: userPath(flags['data-dir']) } : {}),
    ...(flags['database-url'] ? { databaseUrl: flags['database-url'] } : {}),
    ...(flags['redis-url'] ? { redisUrl: flags['redis-url'] } : {}),
    instances: num(flags.instances, 'instances'),
    nodeArgs: [
      ...nodeArgs,
      ...(flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${userPath(flags.profile)}`] : []),
    ],
  });

async function measure(start: () => Promise<Target>, options: LoadOptions): Promise<LoadResult> {
  const target = await start();
  try {
    return await runLoad(target, options);
  } finally {
    await target.stop();
  }
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

function table(results: readonly LoadResult[]): string {
  const rows = [
    '| target | games × clients | offered/s | intents/s | p50 ms | p95 ms | p99 ms | max ms | skipped | server CPU % | CPU ms/intent | server RSS MB | load-gen CPU % | update bytes median (mean) | load avg |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of results)
    rows.push(
      `| ${r.target} | ${r.games} × ${r.clients / r.games} | ${r.offeredPerSecond} | ${fmt(r.intentsPerSecond)} | ${fmt(r.latencyMs.p50)} | ${fmt(r.latencyMs.p95)} | ${fmt(r.latencyMs.p99)} | ${fmt(r.latencyMs.max)} | ${r.skipped + r.timedOut + r.refused} | ${fmt(r.serverCpuPercent)} | ${fmt(r.serverCpuMsPerIntent, 3)} | ${fmt(r.serverRssMb, 0)} | ${fmt(r.loadGenCpuPercent)} | ${fmt(r.updateBytes.median, 0)} (${fmt(r.updateBytes.mean, 0)}) | ${fmt(r.loadAverage[0])}→${fmt(r.loadAverage[1])} |`,
    );
  return rows.join('\n');
}

interface MaxResult {
  readonly target: string;
  readonly best: LoadResult | null;
  readonly steps: readonly LoadResult[];
}

/**
 * Throughput at a p99 limit: one server, games opened once, then windows
 * with more and more of them active (at --rate each) until p99 passes the
 * limit or the server falls behind the offered load.
 */
async function findMax(start: () => Promise<Target>): Promise<MaxResult> {
  const limit = num(flags['max-p99'], 'max-p99');
  const steps: LoadResult[] = [];
  const counts = (flags['max-games'] ?? '').split(',').map(Number);
  let best: LoadResult | null = null;
  const target = await start();
  const session = new LoadSession(target, load);
  try {
    for (const active of counts) {
      await session.open(active);
      // A step that misses is measured once more before the search stops: other jobs on the
      // machine cause short spikes that say nothing about the server.
      let passed = false;
      for (let attempt = 1; attempt <= 2 && !passed; attempt++) {
        const r = await session.window({
          active,
          rate: load.rate,
          warmupSeconds: 3,
          durationSeconds: 10,
          drainSeconds: 1,
        });
        steps.push(r);
        const keptUp = r.intentsPerSecond >= 0.95 * r.offeredPerSecond && r.timedOut === 0;
        passed = keptUp && r.latencyMs.p99 <= limit;
        console.log(
          `  ${target.name} @ ${active} games × ${load.rate}/s: ${fmt(r.intentsPerSecond)} intents/s, p99 ${fmt(r.latencyMs.p99)} ms, CPU ${fmt(r.serverCpuPercent)} %, load ${fmt(r.loadAverage[0])}${keptUp ? '' : ' (fell behind)'}${passed ? '' : ' ✗'}`,
        );
        if (passed) best = r;
      }
      if (!passed) break;
    }
  } finally {
    session.close();
    await target.stop();
  }
  return { target: target.name, best, steps };
}

const started = Date.now();
console.log(
  `Initiative benchmark — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
);

let replay: ReplayResult | null = null;
if (num(flags['replay-seconds'], 'replay-seconds') > 0) {
  console.log('Rules replay micro benchmark…');
  replay = replayBenchmark({
    games: 20,
    seats: load.seats,
    steps: 300,
    seconds: num(flags['replay-seconds'], 'replay-seconds'),
  });
  console.log(
    `  ${fmt(replay.intentsPerSecond, 0)} intents/s through applyParsed; viewFor ${fmt(replay.viewsPerSecond, 0)}/s`,
  );
}

let history: HistoryResult | null = null;
const historyVersion = num(flags.history, 'history');
if (historyVersion > 0) {
  console.log(`History endpoint: one game played to version ${historyVersion}…`);
  const target = await ours();
  try {
    history = await historyBenchmark(target, historyVersion, 100);
  } finally {
    await target.stop();
  }
  console.log(
    `  history at versions ${history.version - history.calls + 1}–${history.version} (each asked once): median ${fmt(history.medianMs, 2)} ms, p95 ${fmt(history.p95Ms, 2)} ms, max ${fmt(history.maxMs, 2)} ms per call; asked again (cached) ${fmt(history.cachedMedianMs, 2)} ms; ${history.bytes} bytes`,
  );
}

const results: LoadResult[] = [];
if (targets.has('ours')) results.push(await measure(() => ours(), load));
if (targets.has('ours-built')) results.push(await measure(() => ours(true), load));
// The bare servers send updates of the sizes the first of ours sent.
const sizes = () => results[0]?.updateSizes ?? [];
if (targets.has('bare')) results.push(await measure(() => startBare(sizes()), load));
if (targets.has('bare-durable'))
  results.push(await measure(() => startBare(sizes(), { durable: true }), load));
if (targets.has('bgio')) results.push(await measure(startBgio, load));

const maxima: MaxResult[] = [];
if (flags['find-max']) {
  console.log(
    `Throughput search: games ${flags['max-games']} at ${load.rate}/s each, p99 <= ${flags['max-p99']} ms`,
  );
  maxima.push(await findMax(() => ours(targets.has('ours-built') && !targets.has('ours'))));
  maxima.push(await findMax(startBgio));
}

let unload: UnloadResult | null = null;
if (flags.unload) {
  console.log(
    `Idle games: ${load.games} games played, then left (GAME_IDLE_MINUTES=${UNLOAD_IDLE_MINUTES})…`,
  );
  unload = await unloadCheck(
    ({ nodeArgs }) => ours(targets.has('ours-built'), { GAME_IDLE_MINUTES: UNLOAD_IDLE_MINUTES }, nodeArgs),
    load,
  );
  const { active, idle } = unload;
  console.log(
    `  played: ${active.loaded} games loaded, RSS ${fmt(active.rssMb, 0)} MB, heap ${fmt(active.heapMb, 0)} MB; ` +
      `left: ${unload.unloadedAfterSeconds === null ? 'not all unloaded' : `all unloaded after ${fmt(unload.unloadedAfterSeconds, 0)} s`}, ` +
      `${idle.loaded} loaded, RSS ${fmt(idle.rssMb, 0)} MB, heap ${fmt(idle.heapMb, 0)} MB; ` +
      `heap once collected: no game yet ${fmt(unload.collectedMb.empty)} MB, ${load.games} loaded ${fmt(unload.collectedMb.loaded)} MB ` +
      `(${fmt(((unload.collectedMb.loaded - unload.collectedMb.empty) * 1024) / load.games, 0)} KB a game), unloaded ${fmt(unload.collectedMb.unloaded)} MB`,
  );
}

console.log(`\n${table(results)}\n`);
const ourResults = results.filter((r) => r.target.startsWith('initiative'));
const bares = results.filter((r) => r.target.startsWith('bare Socket.IO'));
const [us, bgio] = [ourResults[0], results.find((r) => r.target === 'boardgame.io')];
const ratio = (a: number | undefined, b: number | undefined) =>
  a !== undefined && b !== undefined && b > 0 ? a / b : NaN;
for (const mine of ourResults)
  for (const bare of bares)
    console.log(
      `${mine.target} / ${bare.target}: CPU per intent ${fmt(ratio(mine.serverCpuMsPerIntent, bare.serverCpuMsPerIntent), 2)}×, p99 ${fmt(ratio(mine.latencyMs.p99, bare.latencyMs.p99), 2)}×`,
    );
if (us && bgio)
  console.log(
    `initiative / boardgame.io: CPU per intent ${fmt(ratio(us.serverCpuMsPerIntent, bgio.serverCpuMsPerIntent), 2)}×, p99 ${fmt(ratio(us.latencyMs.p99, bgio.latencyMs.p99), 2)}×, update bytes ${fmt(ratio(us.updateBytes.median, bgio.updateBytes.median), 2)}×`,
  );
const [maxUs, maxBgio] = maxima;
if (maxUs && maxBgio)
  console.log(
    `throughput at p99 <= ${flags['max-p99']} ms: initiative ${fmt(maxUs.best?.intentsPerSecond ?? 0)} intents/s, boardgame.io ${fmt(maxBgio.best?.intentsPerSecond ?? 0)} intents/s → ${fmt(ratio(maxUs.best?.intentsPerSecond, maxBgio.best?.intentsPerSecond), 2)}×`,
  );
if (patchFailures.count > 0)
  console.log(`WARNING: ${patchFailures.count} updates did not apply on a bot (resynchronised)`);
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s in all)`);

if (flags.out) {
  const strip = (r: LoadResult) => ({ ...r, updateSizes: undefined });
  fs.writeFileSync(
    userPath(flags.out),
    JSON.stringify(
      {
        machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
        options: load,
        replay,
        history,
        unload,
        results: results.map(strip),
        maxima: maxima.map((m) => ({ ...m, best: m.best && strip(m.best), steps: m.steps.map(strip) })),
      },
      null,
      2,
    ),
  );
}
process.exit(0);
