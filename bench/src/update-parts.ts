// What the bytes of our updates are spent on: `BENCH_DUMP_UPDATES=FILE pnpm bench …` writes every
// update frame the bots receive; `pnpm --filter @initiative/bench update-parts FILE` then prints the
// median and mean frame, each part's share (patch, log, clock, …) and the patch's by top-level path.

import fs from 'node:fs';

const file = process.argv[2];
if (!file)
  throw new Error('usage: update-parts FILE (frames written by BENCH_DUMP_UPDATES=FILE pnpm bench …)');
const frames = fs
  .readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('2["update"'));
if (frames.length === 0) throw new Error(`no update frames in ${file}`);

const parts = new Map<string, number>();
const paths = new Map<string, number>();
const add = (m: Map<string, number>, k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n);
let total = 0;
for (const frame of frames) {
  total += frame.length;
  const [, message] = JSON.parse(frame.slice(1)) as [string, Record<string, unknown>];
  for (const [k, v] of Object.entries(message)) add(parts, k, JSON.stringify(v).length + k.length + 3);
  for (const op of (message['patch'] ?? []) as [number, string, unknown?][]) {
    const [, top, second] = op[1].split('/');
    add(
      paths,
      top === 'players'
        ? `/players/*/${op[1].split('/')[3] ?? ''}`
        : `/${top ?? ''}${top === 'galaxy' ? `/${second ?? ''}` : ''}`,
      JSON.stringify(op).length,
    );
  }
}
const sizes = frames.map((f) => f.length).sort((a, b) => a - b);
const pct = (n: number) => `${((100 * n) / total).toFixed(1)} %`;
const perFrame = (n: number) => (n / frames.length).toFixed(1);
console.log(
  `${frames.length} update frames: median ${sizes[Math.floor(sizes.length / 2)]} bytes, mean ${perFrame(total)}`,
);
console.log('| part | share | bytes per frame |\n| --- | --- | --- |');
for (const [k, n] of [...parts].sort((a, b) => b[1] - a[1]))
  console.log(`| ${k} | ${pct(n)} | ${perFrame(n)} |`);
console.log('\n| patch path | share | bytes per frame |\n| --- | --- | --- |');
for (const [k, n] of [...paths].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`| ${k} | ${pct(n)} | ${perFrame(n)} |`);
