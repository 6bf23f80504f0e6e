// Going back never shows what comes next, through the protocol (rules rollback.ts): a seat that drew
// action cards cannot go back over its draw on its own say-so (every player is asked), and once the
// table agrees, the next draw is not the cards it saw: the server's randomness, stored with the
// request, reshuffles the deck; a restart replays the same table. A client's own "randomness" is
// replaced by the server's.

import { expect, it } from 'vitest';
import type { GameView, Intent } from '@initiative/rules';
import { connect, openTable, useRestarts, whoseMove, type TestClient } from './helpers.ts';

const { boot, stop, dataDir, clients } = useRestarts();

const hand = (c: TestClient) => {
  const you = c.sync.you;
  return (you.kind === 'seat' ? c.view.players[you.seat]?.actionCards : undefined) ?? [];
};
const draw = { type: 'table-edit', edit: { kind: 'draw-action-cards', count: 3 } } as const;

it('a seat that peeks by drawing and going back needs every player, and then draws other cards', async () => {
  const dir = dataDir();
  const first = await boot(dir);
  const { game, seats, spectator, all, base } = await openTable(first.url, 3);
  clients.push(...all);
  const drawer = whoseMove(seats);
  const others = seats.filter((c) => c !== drawer);
  const before = hand(drawer);

  expect(await drawer.send(draw)).toMatchObject({ ok: true });
  await Promise.all(all.map((c) => c.nextUpdate()));
  const seen = hand(drawer).slice(before.length);
  expect(seen).toHaveLength(3);
  expect(await drawer.send({ type: 'undo' })).toMatchObject({ ok: false, code: 'rule/cannot-undo' });

  // Going back over its own draw: not applied at once; every other player must agree. The client tries
  // to choose the randomness itself; the server puts its own in its place.
  const asked = await drawer.send({ type: 'request-rollback', to: base, entropy: 'f'.repeat(32) });
  expect(asked).toEqual({ ok: true, version: base + 2 });
  await Promise.all(all.map((c) => c.nextUpdate()));
  expect(hand(drawer)).toEqual([...before, ...seen]);
  const seatsOf = (cs: TestClient[]) => cs.map((c) => (c.sync.you.kind === 'seat' ? c.sync.you.seat : -1));
  expect(spectator.view.rollback.request?.needs).toEqual(seatsOf(others));
  expect(JSON.stringify(spectator.latest)).not.toContain('f'.repeat(32));
  for (const other of others) {
    expect(await other.send({ type: 'answer-rollback', approve: true })).toMatchObject({ ok: true });
    await Promise.all(all.map((c) => c.nextUpdate()));
  }
  expect(hand(drawer)).toEqual(before);
  expect(spectator.latest.log.at(-1)?.text).toMatch(/action card deck is shuffled/);

  // The next draw is not what the seat saw.
  expect(await drawer.send(draw)).toMatchObject({ ok: true });
  await Promise.all(all.map((c) => c.nextUpdate()));
  const again = hand(drawer).slice(before.length);
  expect(again).toHaveLength(3);
  expect(again).not.toEqual(seen);

  // A restart replays the same table from the stored log (the randomness is stored with the request).
  const views: GameView[] = all.map((c) => c.view);
  const version = spectator.latest.version;
  await stop(first);
  const second = await boot(dir);
  const back = [
    ...(await Promise.all(game.seatTokens.map((t) => connect(second.url, game.gameId, t)))),
    await connect(second.url, game.gameId),
  ];
  clients.push(...back);
  for (const [i, c] of back.entries()) {
    expect(c.sync.version).toBe(version);
    expect(c.sync.view).toEqual(views[i]);
  }
});

it("a seat cannot quietly erase the host's approval by going back: the host is asked", async () => {
  const server = await boot();
  const { seats, host, all, base } = await openTable(server.url, 3, {
    host: true,
    game: { options: { editsNeedApproval: true } },
  });
  clients.push(...all);
  const asker = whoseMove(seats);
  expect(
    await asker.send({ type: 'table-edit', edit: { kind: 'adjust-trade-goods', delta: 3 } }),
  ).toMatchObject({ ok: true });
  await Promise.all(all.map((c) => c.nextUpdate()));
  const approve = host.legal.find((i) => i.type === 'approve-edit');
  expect(approve).toBeDefined();
  expect(await host.send(approve as Intent)).toMatchObject({ ok: true });
  await Promise.all(all.map((c) => c.nextUpdate()));

  // Only the asker's edit and the host's approval would be erased: the host must agree.
  expect(await asker.send({ type: 'request-rollback', to: base })).toMatchObject({ ok: true });
  await Promise.all(all.map((c) => c.nextUpdate()));
  expect(host.view.rollback.request?.needs).toEqual(['host']);
  expect(host.legal).toContainEqual({ type: 'answer-rollback', approve: false });
  expect(await host.send({ type: 'answer-rollback', approve: false })).toMatchObject({ ok: true });
  await Promise.all(all.map((c) => c.nextUpdate()));
  expect(host.view.rollback.request).toBeNull();
  expect(host.view.pendingEdits).toEqual([]); // the approval stands
  expect(asker.latest.log.at(-1)?.text).toMatch(/the host refuses to go back/i);
});
