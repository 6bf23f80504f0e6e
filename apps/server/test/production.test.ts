// The server as production runs it: built (build.mjs), started with the
// package's `start` script (`node dist/main.js`, no TypeScript loader), and
// stopped with SIGTERM as Docker or systemd would.

import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShutdownNotice } from '@initiative/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitReady, type ServerProcess } from './crash/server-process.ts';
import { api, connect, freshDataDir, removeDataDir, startedGame, withTimeout } from './helpers.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** The `start` script as argv: it must run the build's output with plain node. */
function startCommand(): string[] {
  const argv = (pkg.scripts['start'] ?? '').split(/\s+/);
  expect(argv[0]).toBe('node');
  return argv.slice(1);
}

function spawnBuilt(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): ServerProcess & { stdout(): string } {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env };
  childEnv['DATA_DIR'] = env['DATA_DIR'] ?? dataDir;
  delete childEnv['DATABASE_URL'];
  delete childEnv['REDIS_URL'];
  delete childEnv['WEB_DIST']; // the default folder is part of what is tested
  delete childEnv['NODE_OPTIONS']; // no loader inherited from the test runner
  const child = spawn(process.execPath, startCommand(), {
    cwd: SERVER_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => {
    output += d.toString();
    stdout += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { url: `http://127.0.0.1:${port}`, child, exited, output: () => output, stdout: () => stdout };
}

describe('the compiled server (node dist/main.js)', () => {
  const dataDir = freshDataDir();
  const running: ServerProcess[] = [];

  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'pipe' });
  }, 60_000);

  afterAll(async () => {
    for (const p of running)
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    removeDataDir(dataDir);
  });

  it('puts the SQLite writer thread beside the bundle and leaves no TypeScript import in it', () => {
    const main = path.join(SERVER_DIR, startCommand()[0] ?? '');
    expect(fs.existsSync(main)).toBe(true);
    expect(fs.existsSync(path.join(path.dirname(main), 'sqlite-writer.mjs'))).toBe(true);
    const code = fs.readFileSync(main, 'utf8');
    expect(code).not.toMatch(/from ["']@initiative\//); // the workspace rules package is inlined
    expect(code).not.toMatch(/\.ts["']/);
  });

  it('starts, answers /healthz, finds the repository root and web client from dist/, logs JSON', async () => {
    // A relative DATA_DIR is taken from the repository root, from the bundle as from the source.
    const relative = path.relative(REPO_ROOT, dataDir);
    const proc = spawnBuilt(dataDir, await freePort(), { DATA_DIR: relative, LOG_LEVEL: 'info' });
    running.push(proc);
    await waitReady(proc);
    const health = await fetch(`${proc.url}/healthz`);
    expect(await health.json()).toMatchObject({ ok: true });
    expect(fs.existsSync(path.join(dataDir, 'initiative.db'))).toBe(true);

    // The built web client when there is one (a concurrent `vite build` may rewrite it meanwhile).
    const home = await (await fetch(`${proc.url}/`)).text();
    if (fs.existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html')))
      expect(home).toMatch(/^<!doctype html>/i);
    else expect(home).toContain('The web client is not built yet');

    proc.child.kill('SIGTERM');
    expect(await proc.exited).toEqual({ code: 0, signal: null });
    const lines = proc.stdout().trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    expect(lines.some((l) => l.includes('"msg":"request"') && l.includes('"reqId"'))).toBe(true);
  }, 45_000);

  it('on SIGTERM tells a connected client it is restarting, exits 0, and restarts with the game intact', async () => {
    const port = await freePort();
    const first = spawnBuilt(dataDir, port, { LOG_LEVEL: 'silent' });
    running.push(first);
    await waitReady(first);
    const game = await startedGame(first.url, 3);
    const before = await api<{ version: number }>(first.url, 'GET', `/api/games/${game.gameId}`);
    const client = await connect(first.url, game.gameId, game.seatTokens[0]);
    const notice = new Promise<ShutdownNotice>((resolve) => client.socket.once('shutdown', resolve));

    first.child.kill('SIGTERM');
    expect(await withTimeout(notice, 5_000, 'no shutdown notice')).toMatchObject({
      code: 'server/restarting',
      reconnect: true,
    });
    expect(await withTimeout(first.exited, 15_000, 'the server did not exit')).toEqual({
      code: 0,
      signal: null,
    });
    client.close();

    const second = spawnBuilt(dataDir, port, { LOG_LEVEL: 'silent' });
    running.push(second);
    await waitReady(second);
    const after = await api<{ version: number }>(second.url, 'GET', `/api/games/${game.gameId}`);
    expect(after.status).toBe(200);
    expect(after.body.version).toBe(before.body.version);
    expect(before.body.version).toBeGreaterThanOrEqual(3);
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 60_000);
});
