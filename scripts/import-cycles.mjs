// Import cycle check: every non-test .ts/.tsx file of the areas given (folders relative to the repo
// root), with the files each imports through a relative path (type imports included, as TypeScript's
// preProcessFile sees them). Exits 1 listing each strongly connected component of more than one file.
//
//   node scripts/import-cycles.mjs packages/rules/src [apps/web/src apps/server/src]

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const areas = process.argv.slice(2);
if (areas.length === 0) {
  console.error('usage: node scripts/import-cycles.mjs AREA...  (folders relative to the repo root)');
  process.exit(2);
}

const isTest = (path) => /\.(test|spec|e2e)\.tsx?$/.test(path);
const isSource = (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function sourcesUnder(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') sourcesUnder(path, out);
    } else if (isSource(name) && !isTest(path)) out.push(path);
  }
  return out;
}

/** The file a relative specifier names (with or without its extension, or a folder's index), or null. */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile() && isSource(c)) ?? null;
}

/** Tarjan's algorithm, iterative: the strongly connected components of the graph. */
function components(nodes, edges) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const out = [];
  let next = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work = [{ node: start, targets: [...(edges.get(start) ?? [])], i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.i < frame.targets.length) {
        const target = frame.targets[frame.i++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, targets: [...(edges.get(target) ?? [])], i: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        out.push(component);
      }
    }
  }
  return out;
}

let failed = false;
for (const area of areas) {
  const dir = resolve(root, area);
  if (!existsSync(dir)) {
    console.error(`${area}: no such folder`);
    failed = true;
    continue;
  }
  const files = sourcesUnder(dir);
  const known = new Set(files);
  const edges = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const target = resolveSpecifier(file, fileName);
      if (target && target !== file && known.has(target)) targets.add(target);
    }
    edges.set(file, targets);
  }
  const cycles = components(files, edges).filter((c) => c.length > 1);
  if (cycles.length === 0) {
    console.log(`${area}: ${files.length} files, no import cycle`);
    continue;
  }
  failed = true;
  console.error(`${area}: ${cycles.length} import cycle(s)`);
  for (const cycle of cycles) {
    const members = new Set(cycle);
    console.error(`  ${cycle.length} files:`);
    for (const file of cycle.sort()) {
      const inCycle = [...edges.get(file)].filter((t) => members.has(t)).map((t) => relative(root, t));
      console.error(`    ${relative(root, file)} -> ${inCycle.join(', ')}`);
    }
  }
}
process.exit(failed ? 1 : 0);
