// The real server as a child process (`node --import tsx src/main.ts`), so a
// test can kill it with SIGKILL exactly as a crash or a power cut would, and
// start it again on the same data directory.

import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** How long a (re)start may take before the test gives up with the server's output. */
const READY_DEADLINE_MS = 30_000;

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Resolves when the process has exited (with its exit code or the signal that ended it). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote to stdout and stderr, for failure messages. */
  output(): string;
}

/** A free loopback port: the restarted server listens on the same one, so clients find it again. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function spawnServer(dataDir: string, port: number, env: Record<string, string> = {}): ServerProcess {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // The API and sockets are what is tested; the web client need not be built.
    WEB_DIST: path.join(dataDir, 'no-web-client'),
    ...env,
  };
  // Embedded SQLite only, whatever the test run's environment says.
  delete childEnv['DATABASE_URL'];
  delete childEnv['REDIS_URL'];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

/** Resolves once GET /healthz answers; rejects if the process exits first or takes too long. */
export async function waitReady(proc: ServerProcess): Promise<void> {
  let exited = false;
  void proc.exited.then(() => (exited = true));
  const deadline = Date.now() + READY_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited during start:\n${proc.output()}`);
    try {
      const res = await fetch(`${proc.url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the server did not answer /healthz within ${READY_DEADLINE_MS} ms:\n${proc.output()}`);
}

/** SIGKILL: no shutdown handler runs, nothing is flushed; the process is gone when this resolves. */
export async function killHard(proc: ServerProcess): Promise<void> {
  proc.child.kill('SIGKILL');
  await proc.exited;
}

/** A clean stop (SIGTERM), for the end of a test. */
export async function stopGracefully(proc: ServerProcess): Promise<void> {
  proc.child.kill('SIGTERM');
  await proc.exited;
}
