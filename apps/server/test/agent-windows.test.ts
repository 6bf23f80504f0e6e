// Agents used outside one's turn, through the protocol. The Stillness of Stars: the Hacan replenish
// with Trade's primary; the Cabal's agent turns their commodities into trade goods. Xander Alexin
// Victori III: the Keleres let Sol spend commodities as trade goods. Only the owners are offered them;
// a refusal changes nothing.

import { expect, it } from 'vitest';
import { draftByRanks, draftedThree, eventually, useTestServer } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

it('after the Hacan replenish, the Cabal exhaust The Stillness of Stars: the commodities become trade goods', async () => {
  const { seats, spectator, version } = await draftedThree(server, [
    'federation-of-sol',
    'vuilraith-cabal',
    'emirates-of-hacan',
  ]);
  const [sol, cabal, hacan] = seats;
  // Sol and the Cabal take a turn each (activate their home, end the turn); then the Hacan play Trade.
  for (const [client, home] of [
    [sol, sol.view.players[0]?.homeSystem],
    [cabal, cabal.view.players[1]?.homeSystem],
  ] as const) {
    await eventually(() => client.legal.some((i) => i.type === 'activate-system'));
    expect((await client.send({ type: 'activate-system', system: home })).ok).toBe(true);
    await eventually(() => client.legal.some((i) => i.type === 'end-turn'));
    expect((await client.send({ type: 'end-turn' })).ok).toBe(true);
  }
  await eventually(() => hacan.legal.some((i) => i.type === 'strategic-action' && i.card === 'trade'));
  expect((await hacan.send({ type: 'strategic-action', card: 'trade' })).ok).toBe(true);
  expect((await hacan.send({ type: 'resolve-primary', choices: { free: [] } })).ok).toBe(true);
  await eventually(() => cabal.legal.some((i) => i.type === 'the-stillness-of-stars'));
  expect(sol.legal.some((i) => i.type === 'the-stillness-of-stars')).toBe(false);
  const before = version();
  expect(await sol.send({ type: 'the-stillness-of-stars', to: 2 })).toMatchObject({ ok: false });
  expect(version()).toBe(before);
  const commodities = spectator.view.players[2]?.commodities ?? 0;
  const goods = spectator.view.players[2]?.tradeGoods ?? 0;
  expect(commodities).toBeGreaterThan(0);
  // A war sun costs more than the Hacan's commodity value: refused, nothing changes.
  const dear = await cabal.send({ type: 'the-stillness-of-stars', to: 2, capture: 'war-sun' });
  expect(dear).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect(version()).toBe(before);
  expect((await cabal.send({ type: 'the-stillness-of-stars', to: 2, capture: 'carrier' })).ok).toBe(true);
  await eventually(() => spectator.view.players[2]?.commodities === 0);
  expect(spectator.view.players[2]?.tradeGoods).toBe(goods + commodities);
  expect(spectator.view.players[1]?.capturedUnits).toEqual({ '2': { carrier: 1 } });
  expect(spectator.view.players[1]?.exhaustedCards).toContain('the-stillness-of-stars');
}, 60_000);

it('Xander Alexin Victori III: the Keleres let Sol spend 2 commodities as trade goods, out of turn', async () => {
  const { seats, spectator, version } = await draftedThree(server, [
    'federation-of-sol',
    'council-keleres',
    'emirates-of-hacan',
  ]);
  const [sol, keleres] = seats;
  await eventually(() => sol.legal.some((i) => i.type === 'activate-system'));
  const edit = { type: 'table-edit', edit: { kind: 'adjust-commodities', delta: 3 } };
  expect((await sol.send(edit)).ok).toBe(true);
  await eventually(() => keleres.legal.some((i) => i.type === 'xander-alexin-victori-iii'));
  const before = version();
  const tooMany = await keleres.send({ type: 'xander-alexin-victori-iii', to: 0, commodities: 4 });
  expect(tooMany).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect(await sol.send({ type: 'xander-alexin-victori-iii', to: 0, commodities: 1 })).toMatchObject({
    ok: false,
  });
  expect(version()).toBe(before);
  const goods = spectator.view.players[0]?.tradeGoods ?? 0;
  expect((await keleres.send({ type: 'xander-alexin-victori-iii', to: 0, commodities: 2 })).ok).toBe(true);
  await eventually(() => spectator.view.players[0]?.tradeGoods === goods + 2);
  expect(spectator.view.players[0]?.commodities).toBe(1);
  expect(spectator.view.players[1]?.exhaustedCards).toContain('xander-alexin-victori-iii');
}, 60_000);

it('Doctor Sucaban: the Jol-Nar exhaust it during Technology; Sol pays the follow with 2 infantry and Jord', async () => {
  const { game, seats, spectator } = await server.table(3, {
    factions: ['universities-of-jol-nar', 'federation-of-sol', 'emirates-of-hacan'],
  });
  await draftByRanks(server.url, game, [
    ['leadership', 'technology'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
  const [jolNar, sol] = seats;
  if (!jolNar || !sol) throw new Error('no seats');
  const version = () => server.hub.get(game.gameId)?.version;
  await eventually(() => jolNar.legal.some((i) => i.type === 'strategic-action' && i.card === 'technology'));
  expect((await jolNar.send({ type: 'strategic-action', card: 'technology' })).ok).toBe(true);
  await eventually(() => jolNar.legal.some((i) => i.type === 'doctor-sucaban'));
  expect((await jolNar.send({ type: 'resolve-primary', choices: { research: [] } })).ok).toBe(true);
  await eventually(() => jolNar.legal.some((i) => i.type === 'doctor-sucaban' && i.to === 1));
  expect((await jolNar.send({ type: 'doctor-sucaban', to: 1 })).ok).toBe(true);
  const infantry = spectator.view.galaxy.planets['jord']?.units['1']?.infantry ?? 0;
  const choices = (count: number) => ({
    technology: 'sarween-tools',
    skips: [],
    payment: { planets: ['jord'], tradeGoods: 0 },
    sucaban: [{ planet: 'jord', count }],
  });
  await eventually(() => sol.legal.some((i) => i.type === 'follow'));
  const before = version();
  expect(await sol.send({ type: 'follow', choices: choices(infantry + 1) })).toMatchObject({
    ok: false,
    code: 'rule/illegal-choice',
  });
  expect(version()).toBe(before);
  expect((await sol.send({ type: 'follow', choices: choices(2) })).ok).toBe(true);
  await eventually(() => spectator.view.players[1]?.technologies.includes('sarween-tools') === true);
  expect(spectator.view.galaxy.planets['jord']?.units['1']?.infantry).toBe(infantry - 2);
  expect(spectator.view.players[0]?.exhaustedCards).toContain('doctor-sucaban');
}, 60_000);
