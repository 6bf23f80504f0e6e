// Going back to an earlier move through the protocol (rules rollback.ts): a player asks, the players
// whose moves it erases agree over their sockets, and every client's table — seats, spectator —
// returns to what it was; a retried answer is acknowledged, not applied twice; a spectator's history
// and a resync stay right. The server is killed (SIGKILL) right after acknowledging the last agreement
// — between its write and its broadcast — and after the restart every client reads the table gone
// back, and a retry of that agreement gets the same version. The same for a player's own undo.

import fs from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { runEnd, type GameView, type Intent, type ReachRun } from '@initiative/rules';
import { freePort, killHard, spawnServer, waitReady, type ServerProcess } from './crash/server-process.ts';
import { api, connect, freshDataDir, openTable, type TestClient } from './helpers.ts';

const running: ServerProcess[] = [];
const open: TestClient[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) c.close();
  for (const p of running.splice(0))
    if (p.child.exitCode === null && p.child.signalCode === null) await killHard(p);
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** What a player reads of the table (without the version-dependent undo, rollback reach and legal). */
const table = (v: GameView | null) => JSON.stringify({ ...v, undo: null, rollback: null, legal: [] });

async function start(dir: string, port: number): Promise<ServerProcess> {
  const proc = spawnServer(dir, port, { RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });
  running.push(proc);
  await waitReady(proc);
  return proc;
}

/** Every seat and a spectator, connected again to the restarted server. */
async function reconnect(server: ServerProcess, game: { gameId: string; seatTokens: string[] }) {
  const back = [
    ...(await Promise.all(game.seatTokens.map((t) => connect(server.url, game.gameId, t)))),
    await connect(server.url, game.gameId),
  ];
  open.push(...back);
  return back;
}

/** A 3-seat table on a server process of its own (to be killed), and what each client read at the start. */
async function killableTable() {
  const dir = freshDataDir();
  dirs.push(dir);
  const port = await freePort();
  const server = await start(dir, port);
  const table3 = await openTable(server.url, 3);
  open.push(...table3.all);
  return { dir, port, server, ...table3, before: table3.all.map((c) => table(c.view)) };
}

const seatOf = (c: TestClient) => (c.sync.you.kind === 'seat' ? c.sync.you.seat : -1);
const picker = (seats: TestClient[]) =>
  seats.find((c) => c.legal.some((i) => i.type === 'pick-strategy-card'));

it('the affected players agree, every table goes back, and a kill -9 right after the last agreement loses nothing', async () => {
  const { dir, port, server: first, game, seats, spectator, all, base, before } = await killableTable();
  let server = first;

  // Three picks, one by each player.
  const movers: number[] = [];
  for (let i = 0; i < 3; i++) {
    const mover = picker(seats) as TestClient;
    movers.push(seatOf(mover));
    const pick = mover.legal.find((i) => i.type === 'pick-strategy-card') as Intent;
    expect((await mover.send(pick)).ok).toBe(true);
    await Promise.all(all.map((c) => c.nextUpdate()));
  }
  // The run up to the present leaves its end out: it is the version the client holds.
  const run = spectator.view.rollback.reach.at(-1) as ReachRun;
  expect(run).toEqual({ from: 1 });
  expect(runEnd(run, spectator.latest.version)).toBe(base + 3);

  // The third asks to go back to before the first pick; the game waits for the other two.
  const asker = seats[movers[2] as number] as TestClient;
  expect(await asker.send({ type: 'request-rollback', to: base })).toEqual({ ok: true, version: base + 4 });
  await Promise.all(all.map((c) => c.nextUpdate()));
  expect([...spectator.view.waiting.seats].sort()).toEqual([movers[0], movers[1]].sort());
  expect(spectator.view.rollback.request).toMatchObject({ to: base, needs: [movers[0], movers[1]].sort() });
  const someone = seats[movers[0] as number] as TestClient;
  expect(someone.legal).toContainEqual({ type: 'answer-rollback', approve: true });
  // Nothing else moves meanwhile.
  const blocked = await someone.send({ type: 'pick-strategy-card', card: 'imperial' });
  expect(blocked).toMatchObject({ ok: false, code: 'intent/rollback-pending' });
  expect(await asker.send({ type: 'undo' })).toMatchObject({ ok: false, code: 'intent/rollback-pending' });

  const [a, b] = [movers[0], movers[1]].map((s) => seats[s as number] as TestClient) as [
    TestClient,
    TestClient,
  ];
  expect(await a.send({ type: 'answer-rollback', approve: true }, 'agree-a')).toEqual({
    ok: true,
    version: base + 5,
  });
  await Promise.all(all.map((c) => c.nextUpdate()));

  // The last agreement: acknowledged (so stored), then the server dies before anything else.
  const ack = await b.send({ type: 'answer-rollback', approve: true }, 'agree-b');
  expect(ack).toEqual({ ok: true, version: base + 6 });
  await killHard(server);
  for (const c of all) c.close();

  server = await start(dir, port);
  const back = await reconnect(server, game);
  for (const [i, c] of back.entries()) {
    expect(c.sync.version).toBe(base + 6);
    expect(table(c.sync.view), `client ${i}`).toBe(before[i]);
  }
  expect(back[3]?.sync.log.at(-1)?.text).toMatch(/The table goes back to before move \d+/);
  // The retried agreement (the client never saw an update) is acknowledged with its version.
  const retry = await (back[movers[1] as number] as TestClient).send(
    { type: 'answer-rollback', approve: true },
    'agree-b',
  );
  expect(retry).toEqual({ ok: true, version: base + 6 });
  expect(back.map((c) => c.updates.pending)).toEqual(back.map(() => 0));

  // The history shows the picks at their versions and the table gone back at the rollback's.
  const at = async (v: number) =>
    (await api<{ view: GameView }>(server.url, 'GET', `/api/games/${game.gameId}/history/${v}?log=0`)).body
      .view;
  expect(table(await at(base + 6))).toBe(before[3]);
  expect(table(await at(base + 3))).not.toBe(before[3]);
  // The game goes on from there: the first picker picks again.
  const again = picker(back.slice(0, 3)) as TestClient;
  expect(seatOf(again)).toBe(movers[0]);
});

it('an undo acknowledged just before a kill -9 is there after the restart, and its retry is acknowledged once', async () => {
  const { dir, port, server: first, game, seats, all, base, before } = await killableTable();
  let server = first;
  const mover = picker(seats) as TestClient;
  const pick = mover.legal.find((i) => i.type === 'pick-strategy-card') as Intent;
  expect(await mover.send(pick, 'misclick')).toEqual({ ok: true, version: base + 1 });
  await Promise.all(all.map((c) => c.nextUpdate()));
  expect(mover.view.undo).toMatchObject({ seat: seatOf(mover) });
  // The undo is written and acknowledged; the server dies before anything else.
  expect(await mover.send({ type: 'undo' }, 'take-back')).toEqual({ ok: true, version: base + 2 });
  await killHard(server);
  for (const c of all) c.close();

  server = await start(dir, port);
  const back = await reconnect(server, game);
  for (const [i, c] of back.entries()) {
    expect(c.sync.version).toBe(base + 2);
    expect(table(c.sync.view), `client ${i}`).toBe(before[i]);
  }
  const again = back[seatOf(mover)] as TestClient;
  expect(await again.send({ type: 'undo' }, 'take-back')).toEqual({ ok: true, version: base + 2 });
  expect(await again.send(pick, 'misclick')).toEqual({ ok: true, version: base + 1 });
  expect(back.map((c) => c.updates.pending)).toEqual(back.map(() => 0));
});
