// Taking back one's own last move through the protocol: every client's table goes back, the undo is a
// stored intent (a restart, a spectator's history and a retried client id stay right), and a move
// another player followed, or one that drew a card, is refused with the reason.

import { expect, it } from 'vitest';
import type { GameView, Intent } from '@initiative/rules';
import { api, connect, openTable, playLegal, useRestarts, whoseMove, type TestClient } from './helpers.ts';

const { boot, stop, dataDir, clients } = useRestarts();

/** What a player reads of the table (without the version-dependent `undo` line and legal intents). */
const table = (v: GameView) => JSON.stringify({ ...v, undo: null, rollback: null, legal: [] });

it("a misclicked pick is taken back: every client's table goes back; a retry, a restart and the history stay right", async () => {
  const dir = dataDir();
  const first = await boot(dir);
  const { game, seats, spectator, all, base } = await openTable(first.url, 4);
  clients.push(...all);
  const before = all.map((c) => table(c.view));

  const mover = whoseMove(seats);
  const pick = mover.legal[0] as Intent;
  expect(await mover.send(pick, 'misclick')).toEqual({ ok: true, version: base + 1 });
  await Promise.all(all.map((c) => c.nextUpdate()));
  const moverSeat = seats.indexOf(mover);
  expect(mover.view.undo).toMatchObject({ seat: moverSeat });
  expect(spectator.view.undo).toBeNull(); // only the mover's view offers it

  // Another seat cannot take it back.
  const other = seats.find((c) => c !== mover) as TestClient;
  expect(await other.send({ type: 'undo' })).toMatchObject({ ok: false, code: 'intent/not-your-turn' });
  expect(await spectator.send({ type: 'undo' })).toMatchObject({ ok: false, code: 'intent/spectator' });

  expect(await mover.send({ type: 'undo' }, 'take-back')).toEqual({ ok: true, version: base + 2 });
  await Promise.all(all.map((c) => c.nextUpdate()));
  expect(all.map((c) => table(c.view))).toEqual(before);
  expect(spectator.latest.log.at(-1)?.text).toMatch(/takes back their strategy card pick/);
  // The misclick's retry is acknowledged with its version, not applied again; the undo's too.
  expect(await mover.send(pick, 'misclick')).toEqual({ ok: true, version: base + 1 });
  expect(await mover.send({ type: 'undo' }, 'take-back')).toEqual({ ok: true, version: base + 2 });
  expect(all.map((c) => c.updates.pending)).toEqual(all.map(() => 0));
  // Nothing more to take back.
  expect(await mover.send({ type: 'undo' })).toMatchObject({ ok: false, code: 'rule/cannot-undo' });

  // The history: the version of the misclick shows it, the undo's shows the table as before.
  const at = async (v: number) =>
    (await api<{ view: GameView }>(first.url, 'GET', `/api/games/${game.gameId}/history/${v}?log=0`)).body
      .view;
  expect(table(await at(base + 2))).toBe(before[4]);
  expect(table(await at(base + 1))).not.toBe(before[4]);

  // A reconnecting client resyncs to the table as it is.
  const resynced = await spectator.resync();
  expect(table(resynced.view as GameView)).toBe(before[4]);

  // The game goes on, and a restart replays the undo.
  const { ack } = await playLegal(all);
  expect(ack).toMatchObject({ ok: true, version: base + 3 });
  const views = all.map((c) => c.view);
  await stop(first);
  const second = await boot(dir);
  const after = [
    ...(await Promise.all(game.seatTokens.map((t) => connect(second.url, game.gameId, t)))),
    await connect(second.url, game.gameId),
  ];
  clients.push(...after);
  for (const [i, c] of after.entries()) {
    expect(c.sync.version).toBe(base + 3);
    expect(c.sync.view).toEqual(views[i]);
  }
});

it('a move another player has followed cannot be taken back', async () => {
  const first = await boot(dataDir());
  const { seats, all } = await openTable(first.url, 4);
  clients.push(...all);
  const mover = whoseMove(seats);
  await playLegal(all);
  await playLegal(all);
  const refused = await mover.send({ type: 'undo' });
  expect(refused).toMatchObject({ ok: false, code: 'intent/not-your-turn' });
  if (!refused.ok) expect(refused.message).toMatch(/Only .* can take back the last move/);
});
