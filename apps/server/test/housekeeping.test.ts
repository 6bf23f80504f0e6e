// Games are loaded when asked for, not all at start; lobbies never started
// expire; idle games leave memory and come back intact when asked for.

import { expect, it } from 'vitest';
import {
  api,
  connect,
  connectRefused,
  createGame,
  hasMove,
  openTable,
  playLegal,
  type TestClient,
  useRestarts,
} from './helpers.ts';

const DAY = 86_400_000;
const LIMITS = { lobbyTtlMs: 7 * DAY, idleMs: 60_000, archiveMs: 90 * DAY };
const { boot, stop, clients } = useRestarts();

it('a restarted server loads no game until one is asked for, then only that one', async () => {
  const first = await boot();
  const a = await openTable(first.url, 3);
  const b = await openTable(first.url, 3);
  clients.push(...a.all, ...b.all);
  await playLegal(a.all);
  await stop(first);

  const second = await boot(first.dataDir);
  expect((await api<{ games: number }>(second.url, 'GET', '/healthz')).body.games).toBe(0);
  const watcher = await connect(second.url, a.game.gameId);
  clients.push(watcher);
  expect(watcher.sync.version).toBe(a.base + 1);
  expect((await api<{ games: number }>(second.url, 'GET', '/healthz')).body.games).toBe(1);
});

it('a lobby never started expires after LOBBY_TTL_DAYS: its links stop working; a started game stays', async () => {
  const server = await boot();
  const lobby = await createGame(server.url, { seats: 3 });
  const started = await openTable(server.url, 3);
  clients.push(...started.all);
  const watcher = await connect(server.url, lobby.gameId);

  expect(await server.hub.sweep(Date.now() + 6 * DAY, { ...LIMITS, idleMs: 10 * DAY })).toEqual({
    expired: 0,
    archived: 0,
    unloaded: 0,
  });
  const swept = await server.hub.sweep(Date.now() + 8 * DAY, { ...LIMITS, idleMs: 10 * DAY });
  expect(swept.expired).toBe(1);
  // The socket in the expired lobby is told why, then disconnected.
  expect((await watcher.revocations.next('expiry notice')).code).toBe('game/expired');
  watcher.close();
  expect((await api(server.url, 'GET', `/api/games/${lobby.gameId}`)).status).toBe(404);
  expect((await api(server.url, 'GET', `/api/games/${started.game.gameId}`)).status).toBe(200);
});

it('an idle game with no socket is unloaded and comes back with its state when asked for; one with a socket stays', async () => {
  const server = await boot();
  const watched = await openTable(server.url, 3);
  const idle = await openTable(server.url, 3);
  clients.push(...watched.all);
  await playLegal(idle.all);
  const version = idle.spectator.latest.version;
  const view = idle.spectator.view;
  for (const c of idle.all) c.close();
  await new Promise((r) => setTimeout(r, 100)); // the disconnects reach the server

  // What is kept beside the game (each role's last projection, sockets.ts) is told to go with it.
  const unloaded: string[] = [];
  server.hub.on('unloaded', (gameId) => unloaded.push(gameId));
  const swept = await server.hub.sweep(Date.now() + 3_600_000, { ...LIMITS, idleMs: 60_000 });
  expect(swept.unloaded).toBe(1);
  expect(server.hub.get(idle.game.gameId)).toBeUndefined();
  await new Promise((r) => setTimeout(r, 0));
  expect(unloaded).toEqual([idle.game.gameId]);
  expect(server.hub.get(watched.game.gameId)).toBeDefined();

  const back = await connect(server.url, idle.game.gameId);
  clients.push(back);
  expect(back.sync.version).toBe(version);
  expect(back.view).toEqual(view);
  // Its seats still hold: a token claimed before the unload still opens its seat.
  const seat = await connect(server.url, idle.game.gameId, idle.game.seatTokens[0]);
  clients.push(seat);
  expect(seat.sync.you).toEqual({ kind: 'seat', seat: 0 });
  expect((await connectRefused(server.url, idle.game.gameId, 'x'.repeat(43))).data?.code).toBe(
    'auth/bad-token',
  );
});

it('a started game with no move for ARCHIVE_AFTER_DAYS is archived: watched and replayed, not played', async () => {
  const server = await boot();
  const quiet = await openTable(server.url, 3);
  const active = await openTable(server.url, 3);
  clients.push(...quiet.all, ...active.all);
  await playLegal(quiet.all);
  const version = quiet.spectator.latest.version;

  const swept = await server.hub.sweep(Date.now() + 91 * DAY, LIMITS);
  expect(swept.archived).toBe(2);
  const summary = await quiet.spectator.lobbies.next('summary after archiving');
  expect(summary.archived).toBe(true);
  const mover = quiet.seats.find(hasMove) as TestClient;
  const refused = await mover.send(mover.legal[0]);
  expect(refused).toMatchObject({ ok: false, code: 'game/archived' });
  expect((await mover.resync()).version).toBe(version);
  const history = await api(server.url, 'GET', `/api/games/${quiet.game.gameId}/history/${version}`);
  expect(history.status).toBe(200);
  const kick = await api<{ error: { code: string } }>(
    server.url,
    'POST',
    `/api/games/${quiet.game.gameId}/kick`,
    { seat: 0 },
    quiet.game.hostToken,
  );
  expect(kick.body.error.code).toBe('game/archived');

  // After a restart it is still archived; a game archived later than now is not.
  const again = await server.hub.sweep(Date.now() + 91 * DAY, LIMITS);
  expect(again.archived).toBe(0);
  await stop(server);
  const second = await boot(server.dataDir);
  const watcher = await connect(second.url, quiet.game.gameId);
  clients.push(watcher);
  expect(watcher.sync.summary.archived).toBe(true);
});

it('a game that moved recently is not archived', async () => {
  const server = await boot();
  const table = await openTable(server.url, 3);
  clients.push(...table.all);
  expect((await server.hub.sweep(Date.now(), LIMITS)).archived).toBe(0);
  expect((await playLegal(table.all)).ack).toMatchObject({ ok: true });
});

it('an archived game takes no write: rankings, standing orders, seat settings, lobby changes, chat and intents answer game/archived and change nothing', async () => {
  const server = await boot();
  const { game, seats, spectator, all } = await openTable(server.url, 3);
  clients.push(...all);
  const mover = seats.find(hasMove) as TestClient;
  // A seat that is not picking now (its ranking makes no pre-pick) sets its orders before the archive.
  const token = game.seatTokens[seats.findIndex((c) => !hasMove(c))];
  const route = (name: string) => `/api/games/${game.gameId}/${name}`;
  const before = {
    'draft-ranking': { cards: ['leadership', 'warfare'] },
    'secondary-orders': { orders: { politics: 'skip' } },
    'status-orders': { orders: { scoring: 'nothing', tokens: 'ask' } },
    reminders: { reminders: { everyHours: 4, quietHours: null, beforeMe: false } },
  };
  for (const [name, body] of Object.entries(before))
    expect((await api(server.url, 'POST', route(name), body, token)).status, name).toBe(200);
  const read = async () =>
    Object.fromEntries(
      await Promise.all(
        Object.keys(before).map(async (name) => [
          name,
          (await api(server.url, 'GET', route(name), undefined, token)).body,
        ]),
      ),
    );
  const settings = await read();
  expect(settings['draft-ranking']).toMatchObject({ ranking: { cards: ['leadership', 'warfare'] } });

  await server.hub.sweep(Date.now() + 91 * DAY, LIMITS);
  await spectator.lobbies.next('summary after archiving');
  const summary = (await api(server.url, 'GET', `/api/games/${game.gameId}`)).body;
  expect(summary).toMatchObject({ archived: true });

  const writes: [name: string, body: unknown, bearer: string | undefined][] = [
    ['draft-ranking', { cards: ['trade'] }, token],
    ['draft-ranking', { cards: [] }, token],
    ['secondary-orders', { orders: { politics: 'follow', diplomacy: 'skip' } }, token],
    ['status-orders', { orders: { scoring: 'ask', tokens: 'tactic' } }, token],
    ['reminders', { reminders: null }, token],
    ['discord-user', { userId: '123456789012345678' }, token],
    ['push', { unsubscribe: 'https://fcm.googleapis.com/fcm/send/x' }, token],
    ['discord', { webhookUrl: null }, game.hostToken],
    ['pause', {}, game.hostToken],
    ['kick', { seat: 1 }, game.hostToken],
    ['seats', { seat: 1, name: 'Late', color: 'pink' }, undefined],
  ];
  for (const [name, body, bearer] of writes) {
    const answer = await api<{ error: { code: string; message: string } }>(
      server.url,
      'POST',
      route(name),
      body,
      bearer,
    );
    expect(answer.status, name).toBe(409);
    expect(answer.body.error.code, name).toBe('game/archived');
    expect(answer.body.error.message, name).toMatch(/archived/);
  }
  expect(await mover.send(mover.legal[0])).toMatchObject({ ok: false, code: 'game/archived' });
  const chat = await new Promise((resolve) =>
    mover.socket.emit('chat', { clientId: 'archived-1', text: 'still there?' }, resolve),
  );
  expect(chat).toMatchObject({ ok: false, code: 'game/archived' });

  // Nothing changed: the seat's settings, the summary, the game.
  expect(await read()).toEqual(settings);
  expect((await api(server.url, 'GET', `/api/games/${game.gameId}`)).body).toEqual(summary);
  expect((await mover.resync()).version).toBe(spectator.sync.version);
  expect(server.hub.get(game.gameId)?.version).toBe(spectator.sync.version);
});
