// Baseline (a) driver: the same bots, rate and clients against bare-server.ts,
// sending updates of the sizes our server sent in the same run; `durable`: each intent appended
// to a file and fsynced before it is broadcast and acknowledged, as our storage does.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bot, OnReceive, Target } from './load.ts';
import { freePort, startChild } from './proc.ts';
import { chooser } from './replay.ts';
import { once, openSocket } from './socket-bot.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** `42["update",{"version":N,"patch":""}]` around the padding. */
const FRAME_OVERHEAD = 40;

export async function startBare(
  sizes: readonly number[],
  { durable = false }: { durable?: boolean } = {},
): Promise<Target> {
  const port = await freePort();
  // On disk like our SQLite file (os.tmpdir(), as ours.ts puts it unless --data-dir).
  const dir = durable ? fs.mkdtempSync(path.join(os.tmpdir(), 'initiative-bare-')) : null;
  const child = await startChild(process.execPath, ['--import', 'tsx', path.join(here, 'bare-server.ts')], {
    cwd: path.resolve(here, '..'),
    label: 'bare Socket.IO server',
    readyUrl: `http://127.0.0.1:${port}/healthz`,
    env: { PORT: String(port), ...(dir ? { DURABLE_FILE: path.join(dir, 'intents.jsonl') } : {}) },
  });
  const base = `http://127.0.0.1:${port}`;
  const pick = chooser(777);
  const nextSize = () =>
    Math.max(0, (sizes.length ? (sizes[pick(sizes.length)] as number) : 200) - FRAME_OVERHEAD);
  return {
    name: durable ? 'bare Socket.IO + fsync' : 'bare Socket.IO',
    pid: child.pid,
    async openGame(index, seats, spectators, onReceive) {
      const bots: Promise<Bot>[] = [];
      for (let i = 0; i < seats + spectators; i++)
        bots.push(bareBot(base, `g${index}`, i < seats ? i : null, onReceive(i), nextSize));
      return Promise.all(bots);
    },
    async stop() {
      await child.stop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function bareBot(
  base: string,
  game: string,
  seat: number | null,
  onReceive: OnReceive,
  size: () => number,
): Promise<Bot> {
  const { socket, lastBytes } = openSocket(base, { auth: { game } });
  let version = 0;
  socket.on('update', (m: { version: number }) => {
    version = Math.max(version, m.version);
    onReceive(m.version, lastBytes());
  });
  version = (await once<{ version: number }>(socket, 'sync', 'sync')).version;
  const legal = [{}];
  let sent = 0;
  return {
    seat,
    get version() {
      return version;
    },
    legal: () => legal,
    send: () =>
      new Promise<boolean>((resolve) =>
        socket.emit('intent', { bytes: size(), clientId: `b${seat}-${++sent}` }, (a: { ok: boolean }) =>
          resolve(a.ok),
        ),
      ),
    close: () => socket.close(),
  };
}
