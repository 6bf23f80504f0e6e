// Child processes for the servers under test, and what /proc says about them.

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** Clock ticks per second for /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/** CPU time (user + system) a process has used, in seconds. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which is in parentheses and may hold spaces).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / USER_HZ;
}

/** Resident set size of a process, in bytes. */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface Child {
  readonly process: ChildProcess;
  readonly pid: number;
  stop(): Promise<void>;
}

/** Starts a server process and waits until `readyUrl` answers 2xx (or 404 from a live server). */
export async function startChild(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: Record<string, string>; readyUrl: string; label: string },
): Promise<Child> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.label} exited (${child.exitCode}):\n${stderr}`);
    const ok = await fetch(options.readyUrl).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${options.label} did not start within 60 s:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = child.pid as number;
  return {
    process: child,
    pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
