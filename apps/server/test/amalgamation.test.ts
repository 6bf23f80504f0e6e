// Captured units, Amalgamation and Vortex through the protocol: the Cabal capture a Sol carrier with a table
// edit (every client sees it on their sheet, and Sol's reinforcements shrink), a return of units they
// do not hold is refused and changes nothing, and the Cabal produce a carrier at home paid for by the
// captured one, which goes back to Sol.

import { expect, it } from 'vitest';
import { adjacency, type GameState } from '@initiative/rules';
import { draftedThree, eventually, useTestServer } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

it('the Cabal capture a carrier of Sol’s and pay for one of their own with it', async () => {
  const { seats, spectator, version } = await draftedThree(server, [
    'vuilraith-cabal',
    'federation-of-sol',
    'arborec',
  ]);
  const [cabal, sol] = seats;
  const capture = (count: number, captured: boolean) => ({
    type: 'table-edit' as const,
    edit: { kind: 'capture-units' as const, from: 1, unit: 'carrier' as const, count, captured },
  });
  // The draft is made by the server from the rankings: wait for it, so no pre-pick moves the version below.
  await eventually(() => cabal.legal.some((i) => i.type === 'activate-system'));
  expect((await cabal.send(capture(1, true))).ok).toBe(true);
  await eventually(() => spectator.view.players[0]?.capturedUnits?.['1']?.carrier === 1);
  expect(sol.view.players[0]?.capturedUnits).toEqual({ '1': { carrier: 1 } });

  const before = version();
  const wrong = await cabal.send(capture(2, false));
  expect(wrong).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect(version()).toBe(before);

  await eventually(() => cabal.legal.some((i) => i.type === 'activate-system'));
  const home = cabal.view.players[0]?.homeSystem as string;
  expect((await cabal.send({ type: 'activate-system', system: home })).ok).toBe(true);
  await eventually(() => cabal.legal.some((i) => i.type === 'produce'));
  const carriers = () =>
    spectator.view.galaxy.systems.find((s) => s.systemId === home)?.space['0']?.carrier ?? 0;
  const had = carriers();
  const produced = await cabal.send({
    type: 'produce',
    units: [{ unit: 'carrier', count: 1, place: 'space' }],
    pull: [],
    payment: { planets: [], tradeGoods: 0 },
    amalgamation: [{ from: 1, unit: 'carrier', count: 1 }],
  });
  expect(produced.ok).toBe(true);
  await eventually(() => carriers() === had + 1);
  expect(spectator.view.players[0]?.capturedUnits).toBeUndefined();
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  expect(log).toMatch(/produces 1 Carrier in system \d+ for 0 resources \(Amalgamation −3\)/);
  expect(log).toMatch(/Amalgamation: .* returns captured 1 Carrier to /);
}, 60_000);

it('Vortex: the Cabal capture a cruiser of Sol’s next to their home dock; a type not there is refused', async () => {
  const { game, seats, spectator, version } = await draftedThree(server, [
    'vuilraith-cabal',
    'federation-of-sol',
    'arborec',
  ]);
  const [cabal, sol] = seats;
  await eventually(() => cabal.legal.some((i) => i.type === 'activate-system'));
  // Vortex researched earlier; a Sol cruiser next to the Cabal's home (set in memory).
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('no game');
  const s: GameState = live.state;
  const home = s.galaxy.systems.find((x) => x.systemId === s.players[0]?.homeSystem);
  const near = adjacency(s.galaxy).get(home?.position ?? -1) ?? new Set<number>();
  const next = s.galaxy.systems.find((x) => near.has(x.position) && x !== home);
  live.state = {
    ...s,
    players: s.players.map((p) => (p.seat === 0 ? { ...p, technologies: [...p.technologies, 'vortex'] } : p)),
    galaxy: {
      ...s.galaxy,
      systems: s.galaxy.systems.map((x) =>
        x === next ? { ...x, space: { ...x.space, '1': { cruiser: 1 } } } : x,
      ),
    },
  };
  // A harmless edit makes the server send every client the new state.
  expect((await sol.send({ type: 'table-edit', edit: { kind: 'adjust-trade-goods', delta: 1 } })).ok).toBe(
    true,
  );
  await eventually(() =>
    cabal.legal.some((i) => i.type === 'component-action' && i.ability?.id === 'vortex'),
  );
  const before = version();
  const wrong = await cabal.send({
    type: 'component-action',
    ability: { id: 'vortex', player: 1, unit: 'war-sun' },
  });
  expect(wrong).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect(version()).toBe(before);
  const took = await cabal.send({
    type: 'component-action',
    ability: { id: 'vortex', player: 1, unit: 'cruiser' },
  });
  expect(took.ok).toBe(true);
  await eventually(() => spectator.view.players[0]?.capturedUnits?.['1']?.cruiser === 1);
  expect(spectator.view.active).not.toBe(0);
}, 60_000);
