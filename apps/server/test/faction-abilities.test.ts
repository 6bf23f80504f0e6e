// Faction abilities and technologies the engine resolves, through the protocol: Sol's Orbital Drop (a
// component action naming a planet), the Xxcha's Peace Accords (a planet named in the Diplomacy form),
// Muaat's Star Forge (a system and a unit), Production Biomes, Self-Assembly Routines and Yin Spinner Ω
// (named in the production order), AI Development Algorithm (a discount named in it), Chaos Mapping (1
// unit at the start of a turn), Predictive Intelligence (the sheet rearranged with End turn), Quantum
// Datahub Node (a swap at the end of the strategy phase), Bioplasmosis (moves with the status phase's
// command tokens), Dirzuga Rophal (1 unit during another player's activation), Rowl Sarrig (a unit
// placed at another dock), Berekar Berekon (granted to another player's production), Nullification
// Field (another player's turn ended) and Agency Supply Network (a second production).
// Refusals change nothing; every viewer sees the same board afterwards.

import { expect, it } from 'vitest';
import {
  SYSTEMS_BY_ID,
  bioplasmosisTargets,
  peaceAccordsPlanets,
  type GameState,
  type Intent,
  type PlanetState,
} from '@initiative/rules';
import { eventually, draftByRanks, useTestServer, type TestClient } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

it('Orbital Drop, Peace Accords and Star Forge through the protocol', async () => {
  const { game, seats, spectator } = await server.table(3, {
    factions: ['federation-of-sol', 'xxcha-kingdom', 'embers-of-muaat'],
  });
  const [sol, xxcha, muaat] = seats as [TestClient, TestClient, TestClient];
  await draftByRanks(server.url, game, [
    ['leadership', 'imperial'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
  const version = () => server.hub.get(game.gameId)?.version;

  // Sol: the engine offers Orbital Drop; on a planet not theirs it is refused and nothing changes.
  await eventually(() => sol.legal.some((i) => i.type === 'component-action' && i.ability !== undefined));
  const before = version();
  const infantry = spectator.view.galaxy.planets['jord']?.units['0']?.infantry ?? 0;
  const wrong = await sol.send({
    type: 'component-action',
    ability: { id: 'orbital-drop', planet: 'muaat' },
  });
  expect(wrong).toMatchObject({ ok: false, code: 'rule/not-controlled' });
  expect(version()).toBe(before);
  const drop = await sol.send({ type: 'component-action', ability: { id: 'orbital-drop', planet: 'jord' } });
  expect(drop.ok).toBe(true);
  await eventually(() => spectator.view.galaxy.planets['jord']?.units['0']?.infantry === infantry + 2);
  expect(spectator.view.players[0]?.pools.strategy).toBe(1);

  // Xxcha: Diplomacy on their home, and Peace Accords on a planet next to it.
  await eventually(() => xxcha.legal.some((i) => i.type === 'strategic-action'));
  expect((await xxcha.send({ type: 'strategic-action', card: 'diplomacy' })).ok).toBe(true);
  await eventually(() => xxcha.legal.some((i) => i.type === 'resolve-primary'));
  const target = peaceAccordsPlanets(xxcha.view.galaxy, 1)[0] as string;
  expect(target).toBeDefined();
  const offer = xxcha.legal.find((i) => i.type === 'resolve-primary') as Extract<
    Intent,
    { type: 'resolve-primary' }
  >;
  const choices = { ...(offer.choices as Record<string, unknown>) };
  // Sol cannot name a planet in the Diplomacy form: Peace Accords is the Xxcha's.
  const spoof = await sol.send({ type: 'follow', choices: { ready: [], peaceAccords: target } });
  expect(spoof.ok).toBe(false);
  const taken = await xxcha.send({ type: 'resolve-primary', choices: { ...choices, peaceAccords: target } });
  expect(taken.ok).toBe(true);
  await eventually(() => spectator.view.galaxy.planets[target]?.controller === 1);
  expect(spectator.view.galaxy.planets[target]?.exhausted).toBe(true);
  for (const seat of [sol, muaat]) {
    await eventually(() => seat.legal.some((i) => i.type === 'skip-secondary'));
    expect((await seat.send({ type: 'skip-secondary' })).ok).toBe(true);
  }

  // Muaat: Star Forge, a destroyer at the war sun in their home system.
  await eventually(() =>
    muaat.legal.some((i) => i.type === 'component-action' && i.ability?.id === 'star-forge'),
  );
  const forge = await muaat.send({
    type: 'component-action',
    ability: { id: 'star-forge', system: '4', unit: 'destroyer' },
  });
  expect(forge.ok).toBe(true);
  await eventually(
    () => spectator.view.galaxy.systems.find((s) => s.systemId === '4')?.space['2']?.destroyer === 1,
  );
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  expect(log).toMatch(/takes a component action with Orbital Drop/);
  expect(log).toMatch(/with Peace Accords \(its card comes exhausted\)/);
  expect(log).toMatch(/takes a component action with Star Forge: .* puts 1 Destroyer in the Muaat system/);
}, 60_000);

it('Production Biomes through the protocol: exhausted for all to see, 2 trade goods to the player chosen', async () => {
  const { game, seats, spectator } = await server.table(3, {
    factions: ['emirates-of-hacan', 'federation-of-sol', 'embers-of-muaat'],
  });
  const [hacan, sol] = seats as [TestClient, TestClient, TestClient];
  // Hacan start without it: the table records it researched (a table edit), as a game would have it.
  await draftByRanks(server.url, game, [
    ['leadership', 'imperial'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
  await eventually(() => hacan.legal.some((i) => i.type === 'activate-system'));
  const refused = await hacan.send({
    type: 'component-action',
    ability: { id: 'production-biomes', player: 1 },
  });
  expect(refused).toMatchObject({ ok: false, message: 'You do not own Production Biomes.' });
  const edit = await hacan.send({
    type: 'table-edit',
    edit: { kind: 'set-technology', technology: 'production-biomes', owned: true },
  });
  expect(edit.ok).toBe(true);
  await eventually(() =>
    hacan.legal.some((i) => i.type === 'component-action' && i.ability?.id === 'production-biomes'),
  );
  const goods = [0, 1].map((s) => spectator.view.players[s]?.tradeGoods ?? 0);
  expect(
    (await hacan.send({ type: 'component-action', ability: { id: 'production-biomes', player: 1 } })).ok,
  ).toBe(true);
  await eventually(() => spectator.view.players[0]?.exhaustedCards?.includes('production-biomes') === true);
  expect(spectator.view.players[0]?.tradeGoods).toBe((goods[0] ?? 0) + 4);
  expect(sol.view.players[1]?.tradeGoods).toBe((goods[1] ?? 0) + 2);
}, 60_000);

/**
 * A 3-player game in its action phase where Sol (seat 0, acting first) owns `technologies` (recorded with
 * table edits) and has activated Jord's system: the production step is open. `order` makes 2 fighters.
 */
async function solProducingAtJord(...technologies: string[]) {
  const { game, seats, spectator } = await server.table(3, {
    factions: ['federation-of-sol', 'emirates-of-hacan', 'embers-of-muaat'],
  });
  const [sol] = seats as [TestClient, TestClient, TestClient];
  await draftByRanks(server.url, game, [
    ['leadership', 'imperial'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  for (const technology of technologies) {
    const edit = await sol.send({
      type: 'table-edit',
      edit: { kind: 'set-technology', technology, owned: true },
    });
    expect(edit.ok).toBe(true);
  }
  expect((await sol.send({ type: 'activate-system', system: '1' })).ok).toBe(true);
  await eventually(() => sol.legal.some((i) => i.type === 'produce'));
  const order = {
    type: 'produce' as const,
    units: [{ unit: 'fighter' as const, count: 2, place: 'space' }],
    pull: [],
    payment: { planets: ['jord'], tradeGoods: 0 },
  };
  const onJord = (unit: 'mech' | 'infantry') =>
    spectator.view.galaxy.planets['jord']?.units['0']?.[unit] ?? 0;
  return { sol, spectator, order, onJord, version: () => server.hub.get(game.gameId)?.version };
}

it('AI Development Algorithm through the protocol: named in the order, the fighters are free with one unit upgrade', async () => {
  const { sol, spectator, order, version } = await solProducingAtJord(
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
  const { sol, spectator, version } = await solProducingAtJord('predictive-intelligence');
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
  const { game, seats, spectator } = await server.table(3, {
    factions: ['clan-of-saar', 'emirates-of-hacan', 'embers-of-muaat'],
  });
  const [saar, hacan] = seats as [TestClient, TestClient, TestClient];
  await draftByRanks(server.url, game, [
    ['leadership', 'imperial'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
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

it('Self-Assembly Routines through the protocol: a mech placed with the production order', async () => {
  const { sol, spectator, order, onJord } = await solProducingAtJord('self-assembly-routines');
  const mechs = onJord('mech');
  const wrong = await sol.send({ ...order, selfAssembly: 'mecatol-rex' });
  expect(wrong).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect((await sol.send({ ...order, selfAssembly: 'jord' })).ok).toBe(true);
  await eventually(() => onJord('mech') === mechs + 1);
  expect(spectator.view.players[0]?.exhaustedCards).toEqual(['self-assembly-routines']);
}, 60_000);

it('Yin Spinner Ω through the protocol: two infantry placed with the production order, free', async () => {
  const { sol, spectator, order, onJord } = await solProducingAtJord('yin-spinner-omega');
  const before = onJord('infantry');
  const wrong = await sol.send({ ...order, yinSpinner: ['mecatol-rex'] });
  expect(wrong).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect((await sol.send({ ...order, yinSpinner: ['jord', 'jord'] })).ok).toBe(true);
  await eventually(() => onJord('infantry') === before + 2);
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  expect(log).toMatch(/places 2 Infantry with Yin Spinner Ω: 2 on Jord\./);
}, 60_000);

it('Quantum Datahub Node through the protocol: the game waits for the Hacan after the last pick, and the swap is paid and seen by all', async () => {
  const { game, seats, spectator } = await server.table(3, {
    factions: ['emirates-of-hacan', 'federation-of-sol', 'embers-of-muaat'],
  });
  const [hacan, sol] = seats as [TestClient, TestClient, TestClient];
  // Researched earlier, as the table records it; 3 trade goods to give.
  for (const edit of [
    { kind: 'set-technology', technology: 'quantum-datahub-node', owned: true },
    { kind: 'adjust-trade-goods', delta: 3 },
  ])
    expect((await hacan.send({ type: 'table-edit', edit } as Intent)).ok).toBe(true);
  await draftByRanks(server.url, game, [
    ['leadership', 'imperial'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
  await eventually(() => hacan.legal.some((i) => i.type === 'datahub-swap'));
  expect(spectator.view.phase).toBe('strategy');
  expect(spectator.view.waiting.seats).toEqual([0]);
  const held = (seat: number) =>
    (Object.keys(spectator.view.cards) as (keyof typeof spectator.view.cards)[]).filter(
      (c) => spectator.view.cards[c].holder === seat,
    );
  const [give, take] = [held(0)[0], held(1)[0]];
  expect(give && take).toBeTruthy();
  if (!give || !take) return;

  // Not Sol's choice; a card Sol does not hold is refused; nothing changes.
  const version = server.hub.get(game.gameId)?.version;
  expect(await sol.send({ type: 'datahub-swap', swap: null })).toMatchObject({
    ok: false,
    code: 'intent/not-your-turn',
  });
  expect(await hacan.send({ type: 'datahub-swap', swap: { with: 1, give, take: give } })).toMatchObject({
    ok: false,
    code: 'rule/illegal-choice',
  });
  expect(server.hub.get(game.gameId)?.version).toBe(version);

  const goods = [0, 1].map((s) => spectator.view.players[s]?.tradeGoods ?? 0);
  const tokens = spectator.view.players[0]?.pools.strategy ?? 0;
  expect((await hacan.send({ type: 'datahub-swap', swap: { with: 1, give, take } })).ok).toBe(true);
  await eventually(() => spectator.view.phase === 'action');
  expect(spectator.view.cards[take].holder).toBe(0);
  expect(sol.view.cards[give].holder).toBe(1);
  expect(spectator.view.players[0]?.tradeGoods).toBe((goods[0] ?? 0) - 3);
  expect(spectator.view.players[1]?.tradeGoods).toBe((goods[1] ?? 0) + 3);
  expect(spectator.view.players[0]?.pools.strategy).toBe(tokens - 1);
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  expect(log).toMatch(/uses Quantum Datahub Node: a strategy-pool token spent and 3 trade goods to /);
}, 60_000);

it('Bioplasmosis through the protocol: infantry moved with the status phase’s command tokens; a bad move changes nothing', async () => {
  const { game, seats, spectator } = await server.table(3, {
    factions: ['arborec', 'emirates-of-hacan', 'embers-of-muaat'],
  });
  const [arborec] = seats as [TestClient, TestClient, TestClient];
  await draftByRanks(server.url, game, [
    ['leadership', 'imperial'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
  await eventually(() => arborec.legal.some((i) => i.type === 'activate-system'));
  // Researched earlier; the round has come to the status phase's token step
  // (set in memory, as the rules tests play it through).
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('no game');
  const s: GameState = live.state;
  const home = s.players[0]?.homeSystem ?? '';
  const [from] = (SYSTEMS_BY_ID.get(home)?.planets ?? []).map((p) => p.id);
  if (!from) throw new Error('no home planet');
  live.state = {
    ...s,
    phase: 'status',
    active: null,
    players: s.players.map((p) =>
      p.seat === 0 ? { ...p, technologies: [...p.technologies, 'bioplasmosis'] } : p,
    ),
    galaxy: {
      ...s.galaxy,
      planets: {
        // Every planet nobody holds is theirs, so their home has planets of theirs beside it.
        ...Object.fromEntries(
          Object.entries(s.galaxy.planets).map(([id, p]) => [
            id,
            p.controller === null ? { ...p, controller: 0 } : p,
          ]),
        ),
        [from]: {
          ...(s.galaxy.planets[from] as PlanetState),
          units: { '0': { infantry: 4, 'space-dock': 1 } },
        },
      },
    },
    status: { step: 'redistribute', order: [0, 1, 2], index: 3, gains: { '0': 2, '1': 2, '2': 2 } },
  };
  const pools = s.players[0]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
  const arranged = { ...pools, tactic: pools.tactic + 2 };
  const target = bioplasmosisTargets(live.state, 0, from)[0];
  if (!target) throw new Error('no planet of theirs beside the home planet');
  const version = () => server.hub.get(game.gameId)?.version;
  const before = version();
  const wrong = await arborec.send({
    type: 'redistribute-tokens',
    pools: arranged,
    bioplasmosis: [{ from, to: target, count: 5 }],
  });
  expect(wrong).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect(version()).toBe(before);
  const moved = await arborec.send({
    type: 'redistribute-tokens',
    pools: arranged,
    bioplasmosis: [{ from, to: target, count: 3 }],
  });
  expect(moved.ok).toBe(true);
  await eventually(() => spectator.view.galaxy.planets[target]?.units['0']?.infantry === 3);
  expect(spectator.view.galaxy.planets[from]?.units['0']?.infantry).toBe(1);
}, 60_000);

it('Dirzuga Rophal through the protocol: Sol activates the Arborec home; the Arborec produce 1 unit there during Sol’s turn', async () => {
  const { game, seats, spectator } = await server.table(3, {
    factions: ['federation-of-sol', 'arborec', 'embers-of-muaat'],
  });
  const [sol, arborec, muaat] = seats as [TestClient, TestClient, TestClient];
  await draftByRanks(server.url, game, [
    ['leadership', 'imperial'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
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
  const { game, seats, spectator } = await server.table(3, {
    factions: ['federation-of-sol', 'winnu', 'embers-of-muaat'],
  });
  const [sol, winnu, muaat] = seats as [TestClient, TestClient, TestClient];
  await draftByRanks(server.url, game, [
    ['leadership', 'imperial'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
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
  const { game, seats, spectator } = await server.table(3, {
    factions: ['federation-of-sol', 'xxcha-kingdom', 'embers-of-muaat'],
  });
  const [sol, xxcha, muaat] = seats as [TestClient, TestClient, TestClient];
  await draftByRanks(server.url, game, [
    ['leadership', 'imperial'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
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
