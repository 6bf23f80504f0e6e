// One game's bad stored data never takes the server down: the game is
// quarantined (game/unavailable) and every other game is served. Logs stored
// before intents were normalised are repaired at start; a damaged database
// file stops the server with what to do.

import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import type { Intent } from '@initiative/rules';
import {
  api,
  connect,
  connectRefused,
  homeActivated,
  openTable,
  playLegal,
  startTestServer,
  whoseMove,
  useRestarts,
} from './helpers.ts';

const { boot, stop, dataDir, clients } = useRestarts();

/** Changes the SQLite file directly, as a damaged disk, an old version or an operator would. */
function editDatabase(dir: string, edit: (db: Database.Database) => void): void {
  const db = new Database(path.join(dir, 'initiative.db'));
  try {
    edit(db);
  } finally {
    db.close();
  }
}

/** Two started games, each a few intents in; the server is stopped afterwards. */
async function twoGames(dir: string) {
  const first = await boot(dir);
  const games = [];
  for (let i = 0; i < 2; i++) {
    const table = await openTable(first.url, 3);
    clients.push(...table.all);
    await playLegal(table.all);
    await playLegal(table.all);
    games.push({ game: table.game, version: table.spectator.latest.version });
  }
  await stop(first);
  return games as [(typeof games)[number], (typeof games)[number]];
}

it.each([
  ['a stored intent that is not JSON', '{"type": "pick-strategy-card", "card": '],
  ['a stored intent the engine does not accept', '{"type":"produce","units":"many"}'],
  ['a stored intent that no longer applies (a rules change)', '{"type":"pass"}'],
])('%s quarantines that game only: it answers game/unavailable, the other game plays on', async (_, bad) => {
  const dir = dataDir();
  const [broken, healthy] = await twoGames(dir);
  editDatabase(dir, (db) =>
    db.prepare('UPDATE intents SET intent = ? WHERE game_id = ? AND seq = ?').run(bad, broken.game.gameId, 1),
  );

  const server = await boot(dir); // starts: one bad game does not stop the server
  const summary = await api<{ error: { code: string; message: string } }>(
    server.url,
    'GET',
    `/api/games/${broken.game.gameId}`,
  );
  expect(summary.status).toBe(503);
  expect(summary.body.error.code).toBe('game/unavailable');
  expect(summary.body.error.message).toMatch(/cannot be loaded/);
  const refused = await connectRefused(server.url, broken.game.gameId, broken.game.seatTokens[0]);
  expect(refused.data?.code).toBe('game/unavailable');
  const history = await api(server.url, 'GET', `/api/games/${broken.game.gameId}/history/1`);
  expect(history.status).toBe(503);
  expect(server.hub.quarantinedGames().has(broken.game.gameId)).toBe(true);

  const seats = await Promise.all(
    healthy.game.seatTokens.map((t) => connect(server.url, healthy.game.gameId, t)),
  );
  clients.push(...seats);
  expect(seats[0]?.sync.version).toBe(healthy.version);
  const { ack } = await playLegal(seats);
  expect(ack).toEqual({ ok: true, version: healthy.version + 1 });
});

it('a damaged game record quarantines that game; the server starts and serves the others', async () => {
  const dir = dataDir();
  const [broken, healthy] = await twoGames(dir);
  editDatabase(dir, (db) =>
    db.prepare('UPDATE games SET record = ? WHERE id = ?').run('{"id": 42}', broken.game.gameId),
  );
  const server = await boot(dir);
  expect((await api(server.url, 'GET', `/api/games/${broken.game.gameId}`)).status).toBe(503);
  expect((await api(server.url, 'GET', `/api/games/${healthy.game.gameId}`)).status).toBe(200);
});

it('repairs at start a log stored raw by an older server (a produce order without its pull): the game loads and replays the same', async () => {
  const dir = dataDir();
  const first = await boot(dir);
  const { game, mover, spectator, all } = await homeActivated(first.url, clients);
  const order = mover.legal.find((i) => i.type === 'produce') as Extract<Intent, { type: 'produce' }>;
  const ack = await mover.send(order);
  expect(ack).toMatchObject({ ok: true });
  if (!ack.ok) return;
  await Promise.all(all.map((c) => c.nextUpdate()));
  const live = spectator.view;
  await stop(first);

  // What an older server stored: the order as the client sent it, without `pull`, before the repair ran.
  const { pull: _pull, ...raw } = order;
  editDatabase(dir, (db) => {
    db.prepare('UPDATE intents SET intent = ? WHERE game_id = ? AND seq = ?').run(
      JSON.stringify(raw),
      game.gameId,
      ack.version,
    );
    db.prepare('DELETE FROM meta').run();
  });

  const second = await boot(dir);
  const watcher = await connect(second.url, game.gameId);
  clients.push(watcher);
  expect(watcher.sync.version).toBe(ack.version);
  expect(watcher.view).toEqual(live);
  editDatabase(dir, (db) => {
    const row = db
      .prepare<[string, number], { intent: string }>(
        'SELECT intent FROM intents WHERE game_id = ? AND seq = ?',
      )
      .get(game.gameId, ack.version);
    expect(JSON.parse(row?.intent ?? '{}')).toMatchObject({ type: 'produce', pull: [] });
  });
});

it('a damaged database file stops the server with a message that says what to do', async () => {
  const dir = dataDir();
  fs.writeFileSync(path.join(dir, 'initiative.db'), Buffer.alloc(8192, 0x5a));
  await expect(startTestServer(dir)).rejects.toThrow(/PRAGMA quick_check/);
});

it("another seat's client id is refused, never acknowledged as if applied", async () => {
  const server = await boot(dataDir());
  const { seats, all } = await openTable(server.url, 3);
  clients.push(...all);
  const mover = whoseMove(seats);
  const ack = await mover.send(mover.legal[0], 'shared-id');
  expect(ack).toMatchObject({ ok: true });
  await Promise.all(all.map((c) => c.nextUpdate()));
  const next = whoseMove(seats);
  expect(next).not.toBe(mover);
  const version = next.latest.version;
  const stolen = await next.send(next.legal[0], 'shared-id');
  expect(stolen).toMatchObject({ ok: false, code: 'intent/client-id-taken' });
  expect((await next.resync()).version).toBe(version);
  // The seat that used it still gets its retry acknowledged.
  expect(await mover.send(mover.legal[0] ?? { type: 'pass' }, 'shared-id')).toEqual(ack);
});
