// Builds the production server: src/main.ts bundled into dist/main.js with
// the workspace packages (@initiative/rules, shipped as TypeScript source)
// inlined, and every npm package left as an import of node_modules. The SQLite
// writer thread goes beside it as dist/sqlite-writer.mjs: sqlite.ts starts it
// with `new URL('./sqlite-writer.mjs', import.meta.url)`, which from the bundle
// means dist/. Usage: node build.mjs [--outdir DIR]

import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const flag = process.argv.indexOf('--outdir');
const outdir = path.resolve(here, flag >= 0 ? process.argv[flag + 1] : 'dist');

/** The server's own runtime dependencies: what production installs beside the bundle. */
const runtime = new Set(Object.keys(pkg.dependencies ?? {}));
const builtins = new Set(builtinModules);
const packageName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/**
 * Workspace packages are bundled; any other bare import stays an import, and must be a runtime
 * dependency of the server, or production (which installs only those) would fail to start.
 */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || builtins.has(args.path)) return { external: true };
      const name = packageName(args.path);
      if (name.startsWith('@initiative/')) return undefined;
      if (!runtime.has(name))
        return {
          errors: [
            { text: `${name} is imported by ${args.importer} but is not a dependency of @initiative/server` },
          ],
        };
      return { external: true };
    });
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externals],
};

fs.rmSync(outdir, { recursive: true, force: true });
await build({ ...common, entryPoints: { main: path.join(here, 'src/main.ts') }, outdir });
await build({
  ...common,
  entryPoints: { 'sqlite-writer': path.join(here, 'src/storage/sqlite-writer.mjs') },
  outdir,
  outExtension: { '.js': '.mjs' },
});
console.log(`built ${path.relative(process.cwd(), outdir) || '.'}/main.js and sqlite-writer.mjs`);
