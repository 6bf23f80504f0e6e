// The "assign my hits automatically" combat order through the protocol (issue 28, async without
// stalls): with both players' orders set, a space combat runs from the move to its end with no click,
// each assignment logged as a standing order; without an order the game waits for the player; the
// order is the seat's own (another seat's token reads its own), and a client may not mark its own
// assignment as a standing order.

import { expect, it } from 'vitest';
import { adjacency, SYSTEMS_BY_ID, type GameState } from '@initiative/rules';
import { api, draftedThree, eventually, useTestServer, type ApiError } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

/** Sol's six dreadnoughts at home and Hacan's four cruisers and four destroyers in a plain system beside it (more ships than Sol has dice: Hacan's first hits are never forced). */
function fleets(s: GameState): { state: GameState; dest: string; home: string } {
  const home = s.players[0]?.homeSystem as string;
  const at = s.galaxy.systems.find((x) => x.systemId === home)?.position ?? -1;
  const next = s.galaxy.systems.find((x) => {
    const data = SYSTEMS_BY_ID.get(x.systemId);
    return (
      adjacency(s.galaxy).get(at)?.has(x.position) &&
      data?.kind !== 'home' &&
      data?.kind !== 'hyperlane' &&
      data?.anomalies.length === 0 &&
      Object.keys(x.space).length === 0
    );
  });
  if (!next) throw new Error('no plain system beside Sol');
  const systems = s.galaxy.systems.map((x) =>
    x.systemId === home
      ? { ...x, space: { '0': { dreadnought: 6 } } }
      : x === next
        ? { ...x, space: { '1': { cruiser: 4, destroyer: 4 } } }
        : x,
  );
  return { state: { ...s, galaxy: { ...s.galaxy, systems } }, dest: next.systemId, home };
}

it('both players’ orders fight a whole space combat without a click; without one the game waits', async () => {
  const { game, seats, spectator } = await draftedThree(server, [
    'federation-of-sol',
    'emirates-of-hacan',
    'arborec',
  ]);
  const [sol, hacan] = seats;
  const orders = (seat: number, hits: 'ask' | 'auto') =>
    api<{ orders: { hits: string } }>(
      server.url,
      'POST',
      `/api/games/${game.gameId}/combat-orders`,
      { orders: { hits } },
      game.seatTokens[seat],
    );
  expect((await orders(0, 'auto')).body.orders).toEqual({ hits: 'auto' });
  // Each seat reads its own; a bad order is refused.
  const read = (seat: number) =>
    api<{ orders: { hits: string } }>(
      server.url,
      'GET',
      `/api/games/${game.gameId}/combat-orders`,
      undefined,
      game.seatTokens[seat],
    );
  expect((await read(2)).body.orders).toEqual({ hits: 'ask' });
  const bad = await api<ApiError>(
    server.url,
    'POST',
    `/api/games/${game.gameId}/combat-orders`,
    { orders: { hits: 'sometimes' } },
    game.seatTokens[2],
  );
  expect(bad.status).toBe(400);

  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('no game');
  const { state, dest, home } = fleets(live.state);
  live.state = state;
  // A harmless edit sends every client the new board.
  expect((await hacan.send({ type: 'table-edit', edit: { kind: 'adjust-trade-goods', delta: 1 } })).ok).toBe(
    true,
  );
  expect((await sol.send({ type: 'activate-system', system: dest })).ok).toBe(true);
  await eventually(() => sol.legal.some((i) => i.type === 'move-ships'));
  const moved = await sol.send({ type: 'move-ships', moves: [{ from: home, ships: { dreadnought: 6 } }] });
  expect(moved.ok).toBe(true);
  // Hacan has no order yet: the game waits for Hacan's hits (Sol's own are assigned for Sol).
  await eventually(() => hacan.legal.some((i) => i.type === 'assign-hits'));
  await new Promise((r) => setTimeout(r, 300));
  expect(hacan.legal.some((i) => i.type === 'assign-hits')).toBe(true);
  // Setting the order while the game waits assigns at once; the combat runs to its end with no click.
  expect((await orders(1, 'auto')).body.orders).toEqual({ hits: 'auto' });
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
