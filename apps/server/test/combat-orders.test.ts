// The "assign my hits automatically" combat order through the protocol (issue 28, async without
// stalls): with both players' orders set, a space combat runs from the move to its end with no click,
// each assignment logged as a standing order; without an order the game waits for the player; the
// order is the seat's own (another seat's token reads its own), and a client may not mark its own
// assignment as a standing order.

import { expect, it } from 'vitest';
import { waitingText, type GameState } from '@initiative/rules';
import { facingFleets, fleetsFacing } from './fleet-fixtures.ts';
import { api, draftedThree, eventually, useTestServer, type ApiError } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

/** Sol's six dreadnoughts at home and Hacan's four cruisers and four destroyers in a plain system beside it (more ships than Sol has dice: Hacan's first hits are never forced). */
function fleets(s: GameState): { state: GameState; dest: string; home: string } {
  return facingFleets(s, { dreadnought: 6 }, { cruiser: 4, destroyer: 4 });
}

it('both players’ orders fight a whole space combat without a click; without one the game waits', async () => {
  const { game, seats, spectator } = await draftedThree(server, [
    'federation-of-sol',
    'emirates-of-hacan',
    'arborec',
  ]);
  const [sol, hacan] = seats;
  const orders = (seat: number, hits: 'ask' | 'auto', retreat: 'ask' | 'never' = 'never') =>
    api<{ orders: { hits: string; retreat: string } }>(
      server.url,
      'POST',
      `/api/games/${game.gameId}/combat-orders`,
      { orders: { hits, retreat } },
      game.seatTokens[seat],
    );
  // Sol could retreat home (LRR 78.4): its order also says never to, so no round waits for it.
  expect((await orders(0, 'auto')).body.orders).toEqual({ hits: 'auto', retreat: 'never', options: 'ask' });
  // Each seat reads its own; a bad order is refused.
  const read = (seat: number) =>
    api<{ orders: { hits: string; retreat: string } }>(
      server.url,
      'GET',
      `/api/games/${game.gameId}/combat-orders`,
      undefined,
      game.seatTokens[seat],
    );
  expect((await read(2)).body.orders).toEqual({ hits: 'ask', retreat: 'ask', options: 'ask' });
  const bad = await api<ApiError>(
    server.url,
    'POST',
    `/api/games/${game.gameId}/combat-orders`,
    { orders: { hits: 'sometimes' } },
    game.seatTokens[2],
  );
  expect(bad.status).toBe(400);

  const { dest, home } = await fleetsFacing(server, game.gameId, sol, hacan, fleets);
  const moved = await sol.send({ type: 'move-ships', moves: [{ from: home, ships: { dreadnought: 6 } }] });
  expect(moved.ok).toBe(true);
  // Hacan has no order yet: the game waits for Hacan's hits (Sol's own are assigned for Sol).
  await eventually(() => hacan.legal.some((i) => i.type === 'assign-hits'));
  await new Promise((r) => setTimeout(r, 300));
  expect(hacan.legal.some((i) => i.type === 'assign-hits')).toBe(true);
  // Setting the order while the game waits assigns at once; the combat runs to its end with no click.
  expect((await orders(1, 'auto')).body.orders).toEqual({ hits: 'auto', retreat: 'never', options: 'ask' });
  await eventually(
    () => spectator.view.tactical?.combat === undefined && spectator.view.tactical?.moved === true,
  );
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  expect(log).toMatch(/ends after round \d+/);
  expect(log).toMatch(/Hacan.*standing order|standing order/);
  // One fleet is gone (LRR 78.7: the combat ends when a side has no ships).
  const system = spectator.view.galaxy.systems.find((x) => x.systemId === dest);
  const ships = (owner: string) =>
    Object.entries(system?.space[owner] ?? {})
      .filter(([t]) => t !== 'infantry' && t !== 'mech')
      .reduce((a, [, n]) => a + (n ?? 0), 0);
  expect(Math.min(ships('0'), ships('1'))).toBe(0);
  // No client ever sent an assign-hits: every assignment was an order's or forced.
  expect(log.match(/standing order/g)?.length ?? 0).toBeGreaterThan(0);
}, 90_000);

it('a client’s own assign-hits marked as a standing order is refused', async () => {
  const { seats } = await draftedThree(server, ['federation-of-sol', 'emirates-of-hacan', 'arborec']);
  const ack = await seats[0].send({ type: 'assign-hits', losses: {}, standing: true });
  expect(ack).toEqual({
    ok: false,
    code: 'intent/malformed',
    message: 'Only the server marks a move as made by a standing order: send the move itself.',
  });
});

it('a seat asked whether to retreat is waited for and told where it may go; its retreat goes home with a command token (LRR 78.4, 78.7)', async () => {
  const { game, seats, spectator } = await draftedThree(server, [
    'federation-of-sol',
    'emirates-of-hacan',
    'arborec',
  ]);
  const [sol, hacan] = seats;
  const orders = (seat: number, body: { hits: 'ask' | 'auto'; retreat?: 'ask' | 'never' }) =>
    api<{ orders: { hits: string; retreat: string } }>(
      server.url,
      'POST',
      `/api/games/${game.gameId}/combat-orders`,
      { orders: body },
      game.seatTokens[seat],
    );
  // An order sent without `retreat` keeps asking; a bad one is refused.
  expect((await orders(0, { hits: 'auto' })).body.orders).toEqual({
    hits: 'auto',
    retreat: 'ask',
    options: 'ask',
  });
  expect((await orders(1, { hits: 'auto', retreat: 'never' })).body.orders).toEqual({
    hits: 'auto',
    retreat: 'never',
    options: 'ask',
  });
  const bad = await api<ApiError>(
    server.url,
    'POST',
    `/api/games/${game.gameId}/combat-orders`,
    { orders: { hits: 'ask', retreat: 'always' } },
    game.seatTokens[2],
  );
  expect(bad.status).toBe(400);

  const { dest, home } = await fleetsFacing(server, game.gameId, sol, hacan, fleets);
  expect(
    (await sol.send({ type: 'move-ships', moves: [{ from: home, ships: { dreadnought: 6 } }] })).ok,
  ).toBe(true);
  // Sol, the attacker, can retreat home: the game waits for Sol and says so; the view lists home.
  await eventually(() => spectator.view.retreatChoice !== undefined);
  expect(spectator.view.retreatChoice).toEqual({ seat: 0, destinations: [home] });
  expect(sol.legal.filter((i) => i.type === 'announce-retreat')).toEqual([
    { type: 'announce-retreat', retreat: false },
    { type: 'announce-retreat', retreat: true, to: home },
  ]);
  expect(waitingText(spectator.view)).toMatch(
    /^Waiting for .+ to decide whether to retreat from the space combat in system .+ before round 1/,
  );
  expect(hacan.legal.some((i) => i.type === 'announce-retreat')).toBe(false);
  // A bad destination is refused with a reason.
  const refusedAck = await sol.send({ type: 'announce-retreat', retreat: true, to: dest });
  expect(refusedAck).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  // Sol retreats home after round 1 (Hacan's eight ships outlast Sol's six dice; Hacan has nowhere to go).
  expect((await sol.send({ type: 'announce-retreat', retreat: true, to: home })).ok).toBe(true);
  await eventually(() => spectator.view.tactical?.combat === undefined);
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  expect(log).toMatch(/announces a retreat to system/);
  expect(log).toMatch(/retreats to system .* with \d+ dreadnoughts? \(LRR 78\.7b\)/);
  expect(log).toMatch(/places a command token from reinforcements/);
  const homeSystem = spectator.view.galaxy.systems.find((x) => x.systemId === home);
  expect(homeSystem?.tokens).toContain(0);
  expect(homeSystem?.space['0']?.dreadnought ?? 0).toBeGreaterThan(0);
}, 90_000);

it('the never-retreat order announces “no retreat” as a standing order when the seat is asked', async () => {
  const { game, seats, spectator } = await draftedThree(server, [
    'federation-of-sol',
    'emirates-of-hacan',
    'arborec',
  ]);
  const [sol, hacan] = seats;
  const { home } = await fleetsFacing(server, game.gameId, sol, hacan, fleets);
  expect(
    (await sol.send({ type: 'move-ships', moves: [{ from: home, ships: { dreadnought: 6 } }] })).ok,
  ).toBe(true);
  await eventually(() => sol.legal.some((i) => i.type === 'announce-retreat'));
  // Setting the order while the game waits answers at once, marked as a standing order.
  const set = await api<{ orders: unknown }>(
    server.url,
    'POST',
    `/api/games/${game.gameId}/combat-orders`,
    { orders: { hits: 'ask', retreat: 'never' } },
    game.seatTokens[0],
  );
  expect(set.status).toBe(200);
  await eventually(() => {
    const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
    return /fights on: no retreat in round 1 \(LRR 78\.4\)\.\n\(.+'s standing order, set in advance\.\)/.test(
      log,
    );
  });
  expect(sol.legal.some((i) => i.type === 'announce-retreat')).toBe(false);
}, 90_000);

it('the Letnev’s order for round options pays for Munitions Reserves each round it can, with no click', async () => {
  const { game, seats, spectator } = await draftedThree(server, [
    'barony-of-letnev',
    'emirates-of-hacan',
    'arborec',
  ]);
  const [letnev, hacan] = seats;
  const orders = (seat: number, options: 'ask' | 'take' | 'decline') =>
    api<{ orders: { options: string } }>(
      server.url,
      'POST',
      `/api/games/${game.gameId}/combat-orders`,
      { orders: { hits: 'auto', retreat: 'never', options } },
      game.seatTokens[seat],
    );
  expect((await orders(0, 'take')).body.orders.options).toBe('take');
  expect((await orders(1, 'ask')).body.orders.options).toBe('ask');
  const { home } = await fleetsFacing(server, game.gameId, letnev, hacan, fleets);
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('no game');
  // Four trade goods: two rounds' worth.
  live.state = {
    ...live.state,
    players: live.state.players.map((p, i) => (i === 0 ? { ...p, tradeGoods: 4 } : p)),
  };
  const moved = await letnev.send({ type: 'move-ships', moves: [{ from: home, ships: { dreadnought: 6 } }] });
  expect(moved.ok).toBe(true);
  await eventually(
    () => spectator.view.tactical?.combat === undefined && spectator.view.tactical?.moved === true,
  );
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  expect(log).toMatch(
    /spends 2 trade goods on Munitions Reserves: their missed dice in round 1 are rolled again/,
  );
  // Paid only while it could: never below zero, never asked with fewer than 2.
  const paid = log.match(/spends 2 trade goods on Munitions Reserves/g)?.length ?? 0;
  expect(paid).toBeGreaterThanOrEqual(1);
  expect(paid).toBeLessThanOrEqual(2);
  expect(spectator.view.players[0]?.tradeGoods).toBe(4 - 2 * paid);
  expect(letnev.legal.some((i) => i.type === 'combat-option')).toBe(false);
}, 90_000);
