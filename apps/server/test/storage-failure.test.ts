import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadConfig, openSqliteStore, startServer, type RunningServer } from '../src/index.ts';
import type { GameStore } from '../src/index.ts';
import { connect, freshDataDir, removeDataDir, startedGame, whoseMove, type TestClient } from './helpers.ts';

let running: RunningServer | undefined;
const dir = freshDataDir();
const clients: TestClient[] = [];

afterAll(async () => {
  for (const c of clients) c.close();
  await running?.close();
  removeDataDir(dir);
});

it('refuses an intent the store could not save with server/error, applies nothing, and keeps serving', async () => {
  const inner = openSqliteStore(path.join(dir, 'initiative.db'));
  let failNext = false;
  const store: GameStore = {
    ...inner,
    async appendIntent(gameId, entry) {
      if (failNext) {
        failNext = false;
        throw new Error('disk full');
      }
      return inner.appendIntent(gameId, entry);
    },
  };
  running = await startServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv),
    store,
  );
  const game = await startedGame(running.url, 3);
  const seats = await Promise.all(game.seatTokens.map((t) => connect(running?.url ?? '', game.gameId, t)));
  clients.push(...seats);
  const mover = whoseMove(seats);
  const intent = mover.legal[0];
  // The version the clients saw at connect (setup's intents already applied).
  const base = mover.sync.version;

  failNext = true;
  const refused = await mover.send(intent, 'retry-me');
  expect(refused).toMatchObject({ ok: false, code: 'server/error' });
  const sync = await mover.resync();
  expect(sync.version).toBe(base);
  expect(seats.map((c) => c.updates.pending)).toEqual([0, 0, 0]);

  // A retry with the same client id is applied (it was never stored the first time).
  expect(await mover.send(intent, 'retry-me')).toEqual({ ok: true, version: base + 1 });
  await Promise.all(seats.map((c) => c.nextUpdate()));
});
