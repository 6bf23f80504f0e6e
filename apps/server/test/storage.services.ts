// Vitest global setup: a throwaway PostgreSQL and Redis on loopback for the
// storage contract and multi-instance tests. Debian's `postgresql` and
// `redis-server` are installed with apt-get when missing and we are root (as
// in CI); otherwise those tests are skipped with the reason printed (never
// silently). Each server gets a temp data dir and a free port, and is stopped
// at teardown.

import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export interface Services {
  /** Superuser connection to the `postgres` database; tests create their own databases from it. */
  readonly postgresUrl: string;
  readonly redisUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** null when PostgreSQL/Redis are not available; `servicesSkipReason` says why. */
    services: Services | null;
    servicesSkipReason: string;
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

export function redisBin(): string | null {
  for (const p of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) if (fs.existsSync(p)) return p;
  return null;
}

function ensureInstalled(): string | null {
  const missing = [postgresBin() ? null : 'postgresql', redisBin() ? null : 'redis-server'].filter(
    (p): p is string => p !== null,
  );
  if (missing.length === 0) return null;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get'))
    return `${missing.join(' and ')} not installed and not root: install Debian's ${missing.join(' ')} to run them`;
  console.log(`Installing Debian ${missing.join(' and ')} for the PostgreSQL/Redis tests…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(what: string, child: ChildProcess, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not become ready within 30 s`);
}

/** PostgreSQL refuses to run as root: as root, run it as Debian's `postgres` user (setpriv execs, so signals reach it). */
function asPostgresUser(cmd: string, args: string[]): [string, string[]] {
  return isRoot
    ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', cmd, ...args]]
    : [cmd, args];
}

async function startPostgres(bin: string, dir: string): Promise<{ url: string; child: ChildProcess }> {
  const data = path.join(dir, 'pg');
  fs.mkdirSync(data, { mode: 0o700 });
  if (isRoot) execSync(`chown -R postgres:postgres ${JSON.stringify(dir)}`);
  const [initCmd, initArgs] = asPostgresUser(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'initiative',
    '--no-sync',
  ]);
  execSync([initCmd, ...initArgs].map((a) => JSON.stringify(a)).join(' '), { stdio: 'ignore' });
  const port = await freePort();
  const [cmd, args] = asPostgresUser(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    // Throwaway data: skip fsync so the tests stay quick (durability is PostgreSQL's own job).
    '-c',
    'fsync=off',
    '-c',
    'max_connections=200',
  ]);
  const child = spawn(cmd, args, { stdio: 'ignore' });
  const url = `postgres://initiative@127.0.0.1:${port}/postgres`;
  await waitFor('PostgreSQL', child, async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.end();
    return true;
  });
  return { url, child };
}

/** A Redis of its own on loopback (`port`: a free one by default); the outage tests start and kill theirs. */
export async function startRedis(
  bin: string,
  dir: string,
  port?: number,
): Promise<{ url: string; child: ChildProcess }> {
  port ??= await freePort();
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  await waitFor(
    'Redis',
    child,
    () =>
      new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1');
        s.once('data', (d) => {
          s.destroy();
          resolve(d.toString().startsWith('+PONG'));
        });
        s.once('error', () => resolve(false));
        s.write('PING\r\n');
      }),
  );
  return { url: `redis://127.0.0.1:${port}`, child };
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(); // exited already
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // SIGINT is PostgreSQL's fast shutdown; Redis exits on it too.
    child.kill('SIGINT');
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let reason: string | null;
  try {
    reason = ensureInstalled();
  } catch (e) {
    reason = `installing PostgreSQL/Redis failed: ${(e as Error).message}`;
    if (isRoot) throw e; // where we can install, a failure must fail the run
  }
  const pgBin = postgresBin();
  const redis = redisBin();
  if (reason || !pgBin || !redis) {
    const why = reason ?? 'PostgreSQL or Redis binaries not found';
    console.warn(`\n⚠ SKIPPING the PostgreSQL/Redis tests: ${why}.\n`);
    project.provide('services', null);
    project.provide('servicesSkipReason', why);
    return async () => undefined;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'initiative-services-'));
  fs.chmodSync(dir, 0o755);
  const postgres = await startPostgres(pgBin, dir);
  const redisServer = await startRedis(redis, dir).catch(async (e: unknown) => {
    await stop(postgres.child);
    throw e;
  });
  project.provide('services', { postgresUrl: postgres.url, redisUrl: redisServer.url });
  project.provide('servicesSkipReason', '');
  return async () => {
    await Promise.all([stop(postgres.child), stop(redisServer.child)]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
