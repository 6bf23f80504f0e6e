// Graceful shutdown, in process: an intent being written when the shutdown
// starts is stored and acknowledged; one sent after is refused with
// server/shutting-down; every socket is told the server is restarting, and
// the store closes only after the write.

import path from 'node:path';
import type { ShutdownNotice } from '@initiative/rules';
import { afterAll, expect, it } from 'vitest';
import { loadConfig, openSqliteStore, startServer, type RunningServer } from '../src/index.ts';
import type { GameStore } from '../src/index.ts';
import {
  connect,
  freshDataDir,
  removeDataDir,
  startedGame,
  withTimeout,
  type TestClient,
} from './helpers.ts';

const dir = freshDataDir();
const stuckDir = freshDataDir();
const clients: TestClient[] = [];
let running: RunningServer | undefined;

afterAll(async () => {
  for (const c of clients) c.close();
  await running?.close();
  removeDataDir(dir);
  removeDataDir(stuckDir);
});

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

it('finishes the intent being written, refuses new ones, tells every socket, then closes the store', async () => {
  const inner = await openSqliteStore(path.join(dir, 'initiative.db'));
  const events: string[] = [];
  let hold: { promise: Promise<void>; resolve: () => void } | null = null;
  const writing = deferred();
  const store: GameStore = new Proxy(inner, {
    get(target, prop) {
      if (prop === 'appendIntent')
        return async (...args: Parameters<GameStore['appendIntent']>) => {
          if (hold) {
            events.push('write started');
            writing.resolve();
            await hold.promise;
          }
          await target.appendIntent(...args);
          if (hold) events.push('write stored');
        };
      if (prop === 'close')
        return async () => {
          events.push('store closed');
          await target.close();
        };
      return Reflect.get(target, prop) as unknown;
    },
  });
  running = await startServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv),
    store,
  );
  const { url } = running;
  // In setup: each seat may keep a secret objective, independently of the others.
  const game = await startedGame(url, 3, true);
  const seats = await Promise.all(game.seatTokens.map((t) => connect(url, game.gameId, t)));
  const spectator = await connect(url, game.gameId);
  clients.push(...seats, spectator);
  const notices = [...seats, spectator].map(
    (c) =>
      new Promise<{ notice: ShutdownNotice; reason: string }>((resolve) =>
        c.socket.once('shutdown', (notice) =>
          c.socket.once('disconnect', (reason) => resolve({ notice, reason })),
        ),
      ),
  );
  const keep = (c: TestClient) => {
    const offer = c.legal.find((i) => i.type === 'keep-secret-objective');
    if (!offer) throw new Error('no secret objective to keep');
    return offer;
  };
  const [first, second] = seats as [TestClient, TestClient];

  hold = deferred();
  const inFlight = first.send(keep(first));
  await withTimeout(writing.promise, 3_000, 'the first intent never reached the store');
  const stopped = running.shutdown();

  const refused = await second.send(keep(second));
  expect(refused).toEqual({
    ok: false,
    code: 'server/shutting-down',
    message: 'The server is restarting; your move will be sent again when it is back.',
  });
  expect(events).toEqual(['write started']);

  hold.resolve();
  expect(await inFlight).toEqual({ ok: true, version: 1 });
  for (const { notice, reason } of await withTimeout(Promise.all(notices), 5_000, 'no shutdown notice')) {
    expect(notice).toEqual({ code: 'server/restarting', message: expect.any(String), reconnect: true });
    // The transport is closed, not the Socket.IO session: a client reconnects by itself.
    expect(reason).toBe('transport close');
  }
  await withTimeout(stopped, 5_000, 'the shutdown did not finish');
  expect(events).toEqual(['write started', 'write stored', 'store closed']);

  // What was acknowledged is in the store.
  const reopened = await openSqliteStore(path.join(dir, 'initiative.db'));
  expect((await reopened.loadIntents(game.gameId)).map((i) => i.seq)).toEqual([1]);
  await reopened.close();
});

it('a shutdown that cannot finish a write gives up after SHUTDOWN_TIMEOUT_MS', async () => {
  const inner = await openSqliteStore(path.join(stuckDir, 'initiative.db'));
  let stuck = false;
  const store: GameStore = new Proxy(inner, {
    get(target, prop) {
      if (prop === 'appendIntent')
        return async (...args: Parameters<GameStore['appendIntent']>) => {
          if (stuck) await new Promise(() => undefined); // never stored
          return target.appendIntent(...args);
        };
      return Reflect.get(target, prop) as unknown;
    },
  });
  const server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: stuckDir,
      LOG_LEVEL: 'silent',
      SHUTDOWN_TIMEOUT_MS: '300',
    } as NodeJS.ProcessEnv),
    store,
  );
  const game = await startedGame(server.url, 3, true);
  const seat = await connect(server.url, game.gameId, game.seatTokens[0]);
  clients.push(seat);
  stuck = true;
  void seat.send(seat.legal.find((i) => i.type === 'keep-secret-objective'));
  await new Promise((r) => setTimeout(r, 50));
  const began = Date.now();
  await withTimeout(server.shutdown(), 5_000, 'the shutdown waited forever');
  expect(Date.now() - began).toBeGreaterThanOrEqual(250);
  expect(Date.now() - began).toBeLessThan(4_000);
});
