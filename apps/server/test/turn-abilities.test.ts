// Abilities around a turn and its production, through the protocol: AI Development Algorithm (a
// discount named in the order), Predictive Intelligence (the sheet rearranged with End turn), Chaos
// Mapping (1 unit at the start of a turn), Dirzuga Rophal (1 unit during another player's activation),
// Rowl Sarrig (a unit placed at another dock), Berekar Berekon and Trillossa Aun Mirik (granted to
// another player's production), Nullification Field (another player's turn ended), Agency Supply Network
// (a second production) and Integrated Economy (a planet just taken produces). Refusals change nothing; every viewer sees the same.

import { expect, it } from 'vitest';
import type { GameState } from '@initiative/rules';
import { mecatolDockWithNeighbour } from './state-fixtures.ts';
import {
  eventually,
  draftByRanks,
  draftedThree,
  solProducingAtJord,
  useTestServer,
  type TestClient,
} from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

it('AI Development Algorithm through the protocol: named in the order, the fighters are free with one unit upgrade', async () => {
  const { sol, spectator, order, version } = await solProducingAtJord(
    server,
    'ai-development-algorithm',
    'cruiser-ii',
  );
  const unpaid = { ...order, payment: { planets: [], tradeGoods: 0 } };
  const before = version();
  expect(await sol.send(unpaid)).toMatchObject({ ok: false, code: 'rule/cannot-afford' });
  expect(version()).toBe(before);
  expect((await sol.send({ ...unpaid, aiDevelopment: true })).ok).toBe(true);
  await eventually(
    () => spectator.view.players[0]?.exhaustedCards?.includes('ai-development-algorithm') === true,
  );
  expect(spectator.view.galaxy.planets['jord']?.exhausted).toBe(false);
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  expect(log).toMatch(/produces 2 Fighters in system 1 for 0 resources \(AI Development Algorithm −1\)/);
}, 60_000);

it('Predictive Intelligence through the protocol: End turn carries the new command sheet; a wrong total changes nothing', async () => {
  const { sol, spectator, version } = await solProducingAtJord(server, 'predictive-intelligence');
  // Sol's own view already shows the activation's token spent (the production step is offered).
  const pools = sol.view.players[0]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
  const total = pools.tactic + pools.fleet + pools.strategy;
  const arranged = { tactic: 0, fleet: total - 1, strategy: 1 };
  const before = version();
  const wrong = await sol.send({ type: 'end-turn', predictiveIntelligence: { ...arranged, fleet: total } });
  expect(wrong).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect(version()).toBe(before);
  expect((await sol.send({ type: 'end-turn', predictiveIntelligence: arranged })).ok).toBe(true);
  await eventually(() => spectator.view.active !== 0);
  expect(spectator.view.players[0]?.pools).toEqual(arranged);
  expect(spectator.view.players[0]?.exhaustedCards).toEqual(['predictive-intelligence']);
}, 60_000);

it('Chaos Mapping through the protocol: the Saar produce 1 unit before their action; once, theirs alone', async () => {
  const { game, seats, spectator } = await draftedThree(server, [
    'clan-of-saar',
    'emirates-of-hacan',
    'embers-of-muaat',
  ]);
  const [saar, hacan] = seats;
  const version = () => server.hub.get(game.gameId)?.version;
  await eventually(() => saar.legal.some((i) => i.type === 'activate-system'));
  expect(saar.legal.some((i) => i.type === 'chaos-mapping')).toBe(false);
  const edit = await saar.send({
    type: 'table-edit',
    edit: { kind: 'set-technology', technology: 'chaos-mapping', owned: true },
  });
  expect(edit.ok).toBe(true);
  await eventually(() => saar.legal.some((i) => i.type === 'chaos-mapping'));
  const intent = {
    type: 'chaos-mapping' as const,
    system: '11',
    order: {
      units: [{ unit: 'fighter' as const, count: 1, place: 'space' }],
      pull: [],
      payment: { planets: [], tradeGoods: 0 },
    },
  };
  const fighters = () =>
    spectator.view.galaxy.systems.find((s) => s.systemId === '11')?.space['0']?.fighter ?? 0;
  const before = { version: version(), fighters: fighters() };
  expect(await hacan.send(intent)).toMatchObject({ ok: false });
  const two = { ...intent, order: { ...intent.order, units: [{ ...intent.order.units[0], count: 2 }] } };
  expect(await saar.send(two)).toMatchObject({
    ok: false,
    message: 'Chaos Mapping produces exactly 1 unit.',
  });
  expect(version()).toBe(before.version);
  const paid = { ...intent, order: { ...intent.order, payment: { planets: ['lisis-ii'], tradeGoods: 0 } } };
  expect((await saar.send(paid)).ok).toBe(true);
  await eventually(() => fighters() === before.fighters + 1);
  expect(spectator.view.active).toBe(0);
  expect(spectator.view.galaxy.systems.find((s) => s.systemId === '11')?.tokens).toEqual([]);
  expect(await saar.send(paid)).toMatchObject({
    ok: false,
    message: 'You have already used Chaos Mapping this turn.',
  });
  await eventually(() => !saar.legal.some((i) => i.type === 'chaos-mapping'));
}, 60_000);

it('Dirzuga Rophal through the protocol: Sol activates the Arborec home; the Arborec produce 1 unit there during Sol’s turn', async () => {
  const { game, seats, spectator } = await draftedThree(server, [
    'federation-of-sol',
    'arborec',
    'embers-of-muaat',
  ]);
  const [sol, arborec, muaat] = seats;
  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  expect(
    (await arborec.send({ type: 'table-edit', edit: { kind: 'unlock-commander', unlocked: true } })).ok,
  ).toBe(true);
  expect((await sol.send({ type: 'activate-system', system: '5' })).ok).toBe(true);
  await eventually(() => arborec.legal.some((i) => i.type === 'dirzuga-rophal'));
  expect(muaat.legal.some((i) => i.type === 'dirzuga-rophal')).toBe(false);
  const order = {
    units: [{ unit: 'fighter' as const, count: 1, place: 'space' }],
    pull: [],
    payment: { planets: ['nestphar'], tradeGoods: 0 },
  };
  const version = () => server.hub.get(game.gameId)?.version;
  const before = version();
  expect(await muaat.send({ type: 'dirzuga-rophal', order })).toMatchObject({ ok: false });
  expect(version()).toBe(before);
  const fighters = () =>
    spectator.view.galaxy.systems.find((s) => s.systemId === '5')?.space['1']?.fighter ?? 0;
  const had = fighters();
  expect((await arborec.send({ type: 'dirzuga-rophal', order })).ok).toBe(true);
  await eventually(() => fighters() === had + 1);
  expect(spectator.view.active).toBe(0);
  await eventually(() => !arborec.legal.some((i) => i.type === 'dirzuga-rophal'));
}, 60_000);

it('Rowl Sarrig through the protocol: the Saar produce at home and place a fighter at their other dock', async () => {
  const { game, seats, spectator } = await server.table(3, {
    factions: ['clan-of-saar', 'emirates-of-hacan', 'embers-of-muaat'],
  });
  const [saar] = seats as [TestClient, TestClient, TestClient];
  // A second floating dock in the first system beside nothing of anyone's (as after a move).
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('the game has not started');
  const s: GameState = live.state;
  const other = s.galaxy.systems.find(
    (x) => x.position > 0 && x.systemId !== '18' && Object.keys(x.space).length === 0,
  )?.systemId as string;
  live.state = {
    ...s,
    galaxy: {
      ...s.galaxy,
      systems: s.galaxy.systems.map((x) =>
        x.systemId === other ? { ...x, space: { '0': { 'space-dock': 1 } } } : x,
      ),
    },
  };
  await draftByRanks(server.url, game, [
    ['leadership', 'imperial'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
  await eventually(() => saar.legal.some((i) => i.type === 'activate-system'));
  expect((await saar.send({ type: 'activate-system', system: '11' })).ok).toBe(true);
  const order = {
    type: 'produce' as const,
    units: [{ unit: 'fighter' as const, count: 1, place: other }],
    pull: [],
    payment: { planets: ['lisis-ii'], tradeGoods: 0 },
  };
  // Locked: refused with the reason, nothing changed.
  const version = () => server.hub.get(game.gameId)?.version;
  const before = version();
  expect(await saar.send(order)).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect(version()).toBe(before);
  expect(
    (await saar.send({ type: 'table-edit', edit: { kind: 'unlock-commander', unlocked: true } })).ok,
  ).toBe(true);
  expect((await saar.send(order)).ok).toBe(true);
  await eventually(
    () => spectator.view.galaxy.systems.find((x) => x.systemId === other)?.space['0']?.fighter === 1,
  );
}, 60_000);

it('Berekar Berekon through the protocol: the Winnu grant it during Sol’s tactical action; Sol’s production costs 2 less', async () => {
  const { game, seats, spectator } = await draftedThree(server, [
    'federation-of-sol',
    'winnu',
    'embers-of-muaat',
  ]);
  const [sol, winnu, muaat] = seats;
  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  expect(winnu.legal.some((i) => i.type === 'berekar-berekon')).toBe(false);
  expect((await sol.send({ type: 'activate-system', system: '1' })).ok).toBe(true);
  await eventually(() => winnu.legal.some((i) => i.type === 'berekar-berekon'));
  const version = () => server.hub.get(game.gameId)?.version;
  const before = version();
  expect(await muaat.send({ type: 'berekar-berekon', to: 0 })).toMatchObject({ ok: false });
  expect(version()).toBe(before);
  expect((await winnu.send({ type: 'berekar-berekon', to: 0 })).ok).toBe(true);
  await eventually(() => spectator.view.players[1]?.exhaustedCards?.includes('berekar-berekon') === true);
  await eventually(() => sol.view.turnUses?.includes('berekar-berekon:0') === true);
  // 2 cruisers cost 4, 2 with the agent (paid with Jord).
  const produced = await sol.send({
    type: 'produce',
    units: [{ unit: 'cruiser', count: 2, place: 'space' }],
    pull: [],
    payment: { planets: ['jord'], tradeGoods: 0 },
  });
  expect(produced.ok).toBe(true);
  const log = () => spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  await eventually(() => log().includes('(Berekar Berekon −2)'));
}, 60_000);

it('Nullification Field through the protocol: the Xxcha end Sol’s turn after Sol activates their home', async () => {
  const { game, seats, spectator } = await draftedThree(server, [
    'federation-of-sol',
    'xxcha-kingdom',
    'embers-of-muaat',
  ]);
  const [sol, xxcha, muaat] = seats;
  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  // Researched earlier, as the table records it.
  const edit = await xxcha.send({
    type: 'table-edit',
    edit: { kind: 'set-technology', technology: 'nullification-field', owned: true },
  });
  expect(edit.ok).toBe(true);
  expect((await sol.send({ type: 'activate-system', system: '14' })).ok).toBe(true);
  await eventually(() => xxcha.legal.some((i) => i.type === 'nullification-field'));
  const version = () => server.hub.get(game.gameId)?.version;
  const before = version();
  expect(await muaat.send({ type: 'nullification-field' })).toMatchObject({ ok: false });
  expect(version()).toBe(before);
  expect((await xxcha.send({ type: 'nullification-field' })).ok).toBe(true);
  await eventually(() => spectator.view.active === 1);
  expect(spectator.view.tactical).toBeNull();
  expect(spectator.view.players[1]?.exhaustedCards).toEqual(['nullification-field']);
}, 60_000);

it('Agency Supply Network through the protocol: after the tactical production, another in a second system', async () => {
  const { game, seats, spectator } = await server.table(3, {
    factions: ['federation-of-sol', 'emirates-of-hacan', 'embers-of-muaat'],
  });
  const [sol] = seats as [TestClient, TestClient, TestClient];
  // Sol plays the Keleres' technology here, with a second space dock at Mecatol Rex (set in memory).
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('the game has not started');
  const s: GameState = live.state;
  live.state = {
    ...s,
    players: s.players.map((p) =>
      p.seat === 0 ? { ...p, technologies: [...p.technologies, 'agency-supply-network'], tradeGoods: 2 } : p,
    ),
    galaxy: {
      ...s.galaxy,
      systems: s.galaxy.systems.map((x) =>
        x.systemId === '18' ? { ...x, space: { '0': { 'space-dock': 1 } } } : x,
      ),
    },
  };
  await draftByRanks(server.url, game, [
    ['leadership', 'imperial'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  expect((await sol.send({ type: 'activate-system', system: '1' })).ok).toBe(true);
  await eventually(() => sol.legal.some((i) => i.type === 'produce'));
  expect(sol.legal.some((i) => i.type === 'agency-supply-network')).toBe(false);
  const fighters = {
    units: [{ unit: 'fighter' as const, count: 2, place: 'space' }],
    pull: [],
    payment: { planets: ['jord'], tradeGoods: 0 },
  };
  expect((await sol.send({ type: 'produce', ...fighters })).ok).toBe(true);
  await eventually(() => sol.legal.some((i) => i.type === 'agency-supply-network'));
  const second = await sol.send({
    type: 'agency-supply-network',
    system: '18',
    order: { ...fighters, payment: { planets: [], tradeGoods: 1 } },
  });
  expect(second.ok).toBe(true);
  await eventually(
    () => spectator.view.galaxy.systems.find((x) => x.systemId === '18')?.space['0']?.fighter === 2,
  );
}, 60_000);

it('Integrated Economy through the protocol: a planet taken with a table edit produces up to its resources', async () => {
  const { sol, spectator, version } = await solProducingAtJord(server, 'integrated-economy');
  const edit = await sol.send({
    type: 'table-edit',
    edit: { kind: 'set-planet-control', planet: 'mecatol-rex', controller: 0 },
  });
  expect(edit.ok).toBe(true);
  await eventually(() => sol.view.turnUses?.includes('integrated-economy:0:mecatol-rex') === true);
  const infantry = (count: number) => ({
    type: 'integrated-economy' as const,
    planet: 'mecatol-rex',
    order: {
      units: [{ unit: 'infantry' as const, count, place: 'mecatol-rex' }],
      pull: [],
      payment: { planets: [], tradeGoods: 0 },
    },
  });
  const before = version();
  // 4 infantry cost 2, more than Mecatol Rex's 1 resource: refused, nothing changed.
  expect(await sol.send(infantry(4))).toMatchObject({ ok: false, code: 'rule/limit-reached' });
  expect(version()).toBe(before);
  const paid = infantry(2);
  expect(
    (await sol.send({ ...paid, order: { ...paid.order, payment: { planets: ['jord'], tradeGoods: 0 } } })).ok,
  ).toBe(true);
  await eventually(() => spectator.view.galaxy.planets['mecatol-rex']?.units['0']?.infantry === 2);
}, 60_000);

it('Trillossa Aun Mirik through the protocol: the Argent grant it; Sol’s infantry go on a planet next door', async () => {
  const { game, seats, spectator } = await draftedThree(server, [
    'federation-of-sol',
    'argent-flight',
    'embers-of-muaat',
  ]);
  const [sol, argent] = seats;
  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  // Sol holds Mecatol Rex with a space dock, and a planet next to it (set in memory, as a game would have it).
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('the game has not started');
  const set = mecatolDockWithNeighbour(live.state, 0);
  live.state = set.state;
  const next = set.next;
  expect((await sol.send({ type: 'activate-system', system: '18' })).ok).toBe(true);
  await eventually(() => argent.legal.some((i) => i.type === 'trillossa-aun-mirik'));
  expect((await argent.send({ type: 'trillossa-aun-mirik', to: 0 })).ok).toBe(true);
  await eventually(() => sol.view.turnUses?.includes('trillossa-aun-mirik:0') === true);
  const produced = await sol.send({
    type: 'produce',
    units: [{ unit: 'infantry', count: 2, place: next }],
    pull: [],
    payment: { planets: ['jord'], tradeGoods: 0 },
  });
  expect(produced.ok).toBe(true);
  await eventually(() => spectator.view.galaxy.planets[next]?.units['0']?.infantry === 2);
}, 60_000);
