// Faction abilities and technologies the engine resolves, through the protocol: Sol's Orbital Drop (a
// component action naming a planet), the Xxcha's Peace Accords (a planet named in the Diplomacy form),
// Muaat's Star Forge (a system and a unit), Production Biomes, Self-Assembly Routines and Yin Spinner Ω
// (named in the production order), Quantum Datahub Node (a swap at the end of the strategy phase) and
// Bioplasmosis (moves with the status phase's command tokens). Those around a turn's production are in
// turn-abilities.test.ts.
// Refusals change nothing; every viewer sees the same board afterwards.

import { expect, it } from 'vitest';
import {
  MECATOL_REX_SYSTEM_ID,
  tokensForm,
  peaceAccordsPlanets,
  waitingText,
  type GameState,
  type Intent,
  type PlanetState,
} from '@initiative/rules';
import {
  eventually,
  draftByRanks,
  draftedThree,
  solProducingAtJord,
  useTestServer,
  type TestClient,
} from './helpers.ts';
import { withPlanetsNextTo } from './state-fixtures.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

it('Orbital Drop, Peace Accords and Star Forge through the protocol', async () => {
  const { game, seats, spectator } = await draftedThree(server, [
    'federation-of-sol',
    'xxcha-kingdom',
    'embers-of-muaat',
  ]);
  const [sol, xxcha, muaat] = seats;
  const version = () => server.hub.get(game.gameId)?.version;
  // A random map may leave the Xxcha home with no planet beside it: then a system with free planets is
  // moved next to it (set in memory before the first move, which sends it to every client).
  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('no game');
  const home = live.state.players[1]?.homeSystem as string;
  if (peaceAccordsPlanets(live.state.galaxy, 1).length === 0)
    live.state = {
      ...live.state,
      galaxy: { ...live.state.galaxy, systems: withPlanetsNextTo(live.state.galaxy, home) },
    };

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

it('Self-Assembly Routines through the protocol: a mech placed with the production order', async () => {
  const { sol, spectator, order, onJord } = await solProducingAtJord(server, 'self-assembly-routines');
  const mechs = onJord('mech');
  const wrong = await sol.send({ ...order, selfAssembly: 'mecatol-rex' });
  expect(wrong).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect((await sol.send({ ...order, selfAssembly: 'jord' })).ok).toBe(true);
  await eventually(() => onJord('mech') === mechs + 1);
  expect(spectator.view.players[0]?.exhaustedCards).toEqual(['self-assembly-routines']);
}, 60_000);

it('Yin Spinner Ω through the protocol: two infantry placed with the production order, free', async () => {
  const { sol, spectator, order, onJord } = await solProducingAtJord(server, 'yin-spinner-omega');
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
  const { game, seats, spectator } = await draftedThree(server, [
    'arborec',
    'emirates-of-hacan',
    'embers-of-muaat',
  ]);
  const [arborec] = seats;
  await eventually(() => arborec.legal.some((i) => i.type === 'activate-system'));
  // Researched earlier; the round has come to the status phase's token step
  // (set in memory, as the rules tests play it through).
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('no game');
  const s: GameState = live.state;
  // From Mecatol Rex, with a system holding planets moved next to it (a random map may surround it with
  // hyperlanes and empty systems).
  const from = 'mecatol-rex';
  live.state = {
    ...s,
    phase: 'status',
    active: null,
    players: s.players.map((p) =>
      p.seat === 0 ? { ...p, technologies: [...p.technologies, 'bioplasmosis'] } : p,
    ),
    galaxy: {
      ...s.galaxy,
      systems: withPlanetsNextTo(s.galaxy, MECATOL_REX_SYSTEM_ID),
      planets: {
        // Every planet nobody holds is theirs, so Mecatol Rex has planets of theirs beside it.
        ...Object.fromEntries(
          Object.entries(s.galaxy.planets).map(([id, p]) => [
            id,
            p.controller === null ? { ...p, controller: 0 } : p,
          ]),
        ),
        [from]: {
          ...(s.galaxy.planets[from] as PlanetState),
          controller: 0,
          units: { '0': { infantry: 4 } },
        },
      },
    },
    status: { step: 'redistribute', order: [0, 1, 2], index: 3, gains: { '0': 2, '1': 2, '2': 2 } },
  };
  const pools = s.players[0]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
  const arranged = { ...pools, tactic: pools.tactic + 2 };
  const target = tokensForm(live.state, 0)[0]?.targets(from)[0];
  if (!target) throw new Error('no planet of theirs beside Mecatol Rex');
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

it('Mitosis through the protocol: the status phase waits for the Arborec’s infantry before scoring', async () => {
  const { game, seats, spectator } = await draftedThree(server, [
    'arborec',
    'emirates-of-hacan',
    'embers-of-muaat',
  ]);
  const [arborec, hacan] = seats;
  await eventually(() => arborec.legal.some((i) => i.type === 'activate-system'));
  // Every player has passed: the status phase has begun (set in memory, as the rules tests play it).
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('no game');
  const s: GameState = live.state;
  live.state = {
    ...s,
    phase: 'status',
    active: null,
    status: { step: 'score', order: [0, 1, 2], index: 0, gains: {}, mitosis: [0] },
  };
  // A harmless edit makes the server send every client the new state.
  expect((await hacan.send({ type: 'table-edit', edit: { kind: 'adjust-trade-goods', delta: 1 } })).ok).toBe(
    true,
  );
  await eventually(() => arborec.legal.some((i) => i.type === 'mitosis'));
  await eventually(() =>
    /to place 1 infantry on a planet they control \(Mitosis\)/.test(waitingText(spectator.view)),
  );
  expect(hacan.legal.some((i) => i.type === 'score-objectives')).toBe(false);
  const hacanHome = Object.keys(s.galaxy.planets).find((id) => s.galaxy.planets[id]?.controller === 1);
  const version = () => server.hub.get(game.gameId)?.version;
  const before = version();
  const wrong = await arborec.send({ type: 'mitosis', planet: hacanHome as string });
  expect(wrong).toMatchObject({ ok: false, code: 'rule/not-controlled' });
  expect(version()).toBe(before);
  const offer = arborec.legal.find((i) => i.type === 'mitosis');
  if (offer?.type !== 'mitosis') throw new Error('no Mitosis offer');
  const had = spectator.view.galaxy.planets[offer.planet]?.units['0']?.infantry ?? 0;
  expect((await arborec.send(offer)).ok).toBe(true);
  await eventually(() => spectator.view.galaxy.planets[offer.planet]?.units['0']?.infantry === had + 1);
  await eventually(() => arborec.legal.some((i) => i.type === 'score-objectives'));
}, 60_000);
