// `pnpm bench:client`: the web client's cost per update, in Chromium. A random 6-player game is
// played here; seat 1's view and the updates the server would send it (its own diff and compact
// encoding) are handed to a blank Chromium page, which applies them in order, many times over:
//   - as the web client does now: packages/rules/src/view/patch.ts applyPatchOps (structural sharing);
//   - as it did before: fast-json-patch applyPatch(view, ops, validate, no mutation), which copies
//     the whole view on every update.
// It also counts, per update, how many of the view's top-level slices and player entries are new
// objects (a panel reading an unchanged slice can skip rendering; with a whole-view copy, all are).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import ts from 'typescript';
import {
  applyParsed,
  compactPatch,
  expandPatch,
  viewFor,
  type Actor,
  type UpdateMessage,
} from '@initiative/rules';
import { diff } from '../../apps/server/src/json-patch.ts';
import { playRandomGame } from './replay.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = (p: string) => fs.readFileSync(path.resolve(here, p), 'utf8');

/** patch.ts as a plain script defining applyPatchOps on window (it imports types only). */
function patchScript(): string {
  const source = require('../../packages/rules/src/view/patch.ts');
  const js = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  return `(() => {${js.replace(/^export /gm, '').replace(/^import .*$/gm, '')}
  window.applyPatchOps = applyPatchOps; })();`;
}

const seat: Actor = { kind: 'seat', seat: 1 };
const game = playRandomGame(6, 300, 11);
let state = game.initial;
const initial = viewFor(state, seat);
const updates: UpdateMessage[] = [];
const legacy: unknown[] = [];
for (const e of game.log) {
  const out = applyParsed(state, e.actor, e.intent);
  if (!out.ok) throw new Error(out.message);
  const patch = compactPatch(diff(viewFor(state, seat), viewFor(out.state, seat)));
  updates.push({ version: updates.length + 1, patch, log: [] });
  legacy.push(expandPatch(patch));
  state = out.state;
}

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  await page.addScriptTag({ content: patchScript() });
  await page.addScriptTag({
    content: fs.readFileSync(
      path.resolve(here, '../node_modules/fast-json-patch/dist/fast-json-patch.min.js'),
      'utf8',
    ),
  });
  // Plain JavaScript (a string: the TypeScript loader would add helpers the page does not have).
  const measure = `(({ initial, updates, legacy, seconds }) => {
    const clone = () => JSON.parse(JSON.stringify(initial));
    const run = (apply) => {
      let n = 0;
      let ms = 0;
      while (ms < seconds * 1000) {
        let view = clone(); // the starting view is not an update's cost
        const t0 = performance.now();
        for (let i = 0; i < updates.length; i++) view = apply(view, i);
        ms += performance.now() - t0;
        n += updates.length;
      }
      return n / (ms / 1000);
    };
    const sharing = run((view, i) => window.applyPatchOps(view, updates[i].patch));
    const copying = run((view, i) => window.jsonpatch.applyPatch(view, legacy[i], true, false).newDocument);
    // Identity: which top-level slices and players are new objects after each update.
    let view = clone();
    let slicesChanged = 0;
    let playersChanged = 0;
    const keys = Object.keys(view);
    for (const u of updates) {
      const next = window.applyPatchOps(view, u.patch);
      for (const k of keys) if (next[k] !== view[k]) slicesChanged++;
      for (let p = 0; p < next.players.length; p++) if (view.players[p] !== next.players[p]) playersChanged++;
      view = next;
    }
    return {
      sharingPerSecond: sharing,
      copyingPerSecond: copying,
      slices: keys.length,
      slicesChangedPerUpdate: slicesChanged / updates.length,
      playersChangedPerUpdate: playersChanged / updates.length,
    };
  })(${JSON.stringify({ initial, updates, legacy, seconds: Number(process.env['CLIENT_SECONDS'] ?? 2) })})`;
  const result = (await page.evaluate(measure)) as {
    sharingPerSecond: number;
    copyingPerSecond: number;
    slices: number;
    slicesChangedPerUpdate: number;
    playersChangedPerUpdate: number;
  };
  const us = (perSecond: number) => (1e6 / perSecond).toFixed(1);
  console.log(
    `Client update cost in Chromium (${updates.length} updates of a 6-player game, seat 2's view):`,
  );
  console.log(
    `  structural sharing (the web client): ${result.sharingPerSecond.toFixed(0)} updates/s, ${us(result.sharingPerSecond)} µs per update`,
  );
  console.log(
    `  whole-view copy (fast-json-patch, before): ${result.copyingPerSecond.toFixed(0)} updates/s, ${us(result.copyingPerSecond)} µs per update`,
  );
  console.log(
    `  new objects per update: ${result.slicesChangedPerUpdate.toFixed(2)} of ${result.slices} top-level slices, ${result.playersChangedPerUpdate.toFixed(2)} of 6 players (a whole-view copy: all of them)`,
  );
} finally {
  await browser.close();
}
