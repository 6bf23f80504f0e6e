import { expect, it } from 'vitest';
import type { GameSummary, Intent } from '@initiative/rules';
import {
  api,
  claimSeat,
  connect,
  createGame,
  playLegal,
  openTable,
  whoseMove,
  type TestClient,
  useRestarts,
} from './helpers.ts';

const { boot, stop, dataDir, clients } = useRestarts();

it('restarts on the same data directory with every acknowledged intent: same version, same views, and the game continues', async () => {
  const dir = dataDir();
  const first = await boot(dir);
  // `base`: the version the clients saw at connect (setup's intents already applied).
  const { game, seats, spectator, all: before, base } = await openTable(first.url, 4);

  await playLegal(before);
  await playLegal(before);
  // The third pick is sent with a known client id, to retry it after the restart.
  const mover = whoseMove(seats);
  const third = mover.legal[0] as Intent;
  expect(await mover.send(third, 'pick-three')).toEqual({ ok: true, version: base + 3 });
  await Promise.all(before.map((c) => c.nextUpdate()));

  const views = before.map((c) => c.view);
  const log = (await spectator.resync()).log;
  clients.push(...before);
  await stop(first);

  const second = await boot(dir);
  // Games are loaded when first asked for (housekeeping.test.ts), not at start.
  const health = await api<{ ok: boolean; games: number }>(second.url, 'GET', '/healthz');
  expect(health.body).toEqual({ ok: true, games: 0 });

  const after = [
    ...(await Promise.all(game.seatTokens.map((t) => connect(second.url, game.gameId, t)))),
    await connect(second.url, game.gameId),
  ];
  clients.push(...after);
  for (const [i, client] of after.entries()) {
    expect(client.sync.version).toBe(base + 3);
    expect(client.sync.view).toEqual(views[i]);
  }
  expect(after[4]?.sync.log).toEqual(log);
  // The log keeps where and when each line happened across the restart (the time is stored with the
  // intent): a pick is round 1, strategy phase, about its picker, with the time it was stored.
  const pick = log.find((e) => e.seq === base + 3);
  expect(pick).toMatchObject({ round: 1, phase: 'strategy', seat: seats.indexOf(mover) });
  expect(pick?.at).toBeGreaterThan(Date.now() - 600_000);
  expect(pick?.at).toBeLessThanOrEqual(Date.now());
  expect(after[4]?.sync.summary).toMatchObject({ status: 'playing', version: base + 3 });

  // A retry of an intent acknowledged before the restart is still recognised.
  const moverAfter = after[seats.indexOf(mover)] as TestClient;
  expect(await moverAfter.send(third, 'pick-three')).toEqual({ ok: true, version: base + 3 });
  expect(after.map((c) => c.updates.pending)).toEqual([0, 0, 0, 0, 0]);

  // The game continues from where it was.
  const { ack } = await playLegal(after);
  expect(ack).toEqual({ ok: true, version: base + 4 });
  expect(after.map((c) => c.latest.version)).toEqual(after.map(() => base + 4));

  // The host token still works after the restart.
  const pause = await api(second.url, 'POST', `/api/games/${game.gameId}/pause`, undefined, game.hostToken);
  expect(pause.status).toBe(200);
  const next = whoseMove(after.slice(0, 4));
  const paused = await next.send(next.legal[0]);
  expect(paused).toMatchObject({ ok: false, code: 'intent/game-paused' });
});

it('restarts with a game still in the lobby: claimed seats stay claimed and the host can start it', async () => {
  const dir = dataDir();
  const first = await boot(dir);
  const { gameId, hostToken } = await createGame(first.url, { seats: 3, name: 'Waiting room' });
  const tokens = [await claimSeat(first.url, gameId, 0, 'Ada', 'red')];
  await stop(first);

  const second = await boot(dir);
  const summary = await api<GameSummary>(second.url, 'GET', `/api/games/${gameId}`);
  expect(summary.body).toMatchObject({ name: 'Waiting room', status: 'lobby', version: 0 });
  expect(summary.body.seats.map((s) => s.claimed)).toEqual([true, false, false]);
  expect(summary.body.seats[0]?.name).toBe('Ada');

  const taken = await api<{ error: { code: string } }>(second.url, 'POST', `/api/games/${gameId}/seats`, {
    seat: 0,
    name: 'Bob',
    color: 'blue',
  });
  expect(taken.body.error.code).toBe('seat/taken');
  await claimSeat(second.url, gameId, 1, 'Bob', 'blue');
  await claimSeat(second.url, gameId, 2, 'Cy', 'green');
  const start = await api(second.url, 'POST', `/api/games/${gameId}/start`, undefined, hostToken);
  expect(start.status).toBe(200);
  const ada = await connect(second.url, gameId, tokens[0]?.seatToken);
  clients.push(ada);
  expect(ada.sync.you).toEqual({ kind: 'seat', seat: 0 });
  expect(ada.view.players.map((p) => p.name)).toEqual(['Ada', 'Bob', 'Cy']);
});
