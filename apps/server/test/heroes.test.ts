// The heroes that resolve strategy cards, through the protocol: the Winnu use Mathis Mathinus on a
// card the Hacan hold (only the Naaz-Rokha may follow; the card stays the Hacan's, unused); then the
// Naaz-Rokha use Hesh and Prit on Politics' secondary, their strategy pool untouched. Every viewer sees
// the same; the cards drawn are named to the Naaz-Rokha only. Sol's Jace X takes their tokens off the
// board.

import { expect, it } from 'vitest';
import type { GameState, Intent } from '@initiative/rules';
import { eventually, draftByRanks, useTestServer, type TestClient } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

it('Mathis Mathinus and Hesh and Prit resolve strategy cards through the protocol', async () => {
  const { game, seats, spectator } = await server.table(3, {
    factions: ['winnu', 'naaz-rokha-alliance', 'emirates-of-hacan'],
  });
  const [winnu, naaz, hacan] = seats as [TestClient, TestClient, TestClient];
  // Both heroes unlocked: three objectives scored by each (set in memory, as a game would have them).
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('the game has not started');
  const s: GameState = live.state;
  live.state = { ...s, objectives: { ...s.objectives, scored: { a: [0, 1], b: [0, 1], c: [0, 1] } } };
  await draftByRanks(server.url, game, [
    ['leadership', 'imperial'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
  await eventually(() => winnu.legal.some((i) => i.type === 'hero-action'));
  // Refused for another faction's hero, nothing changed.
  const version = server.hub.get(game.gameId)?.version;
  const wrong = await winnu.send({ type: 'hero-action', hero: 'hesh-and-prit', secondaries: [] });
  expect(wrong).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect(server.hub.get(game.gameId)?.version).toBe(version);

  const mathis = await winnu.send({
    type: 'hero-action',
    hero: 'mathis-mathinus',
    card: 'trade',
    followers: [1],
  });
  expect(mathis.ok).toBe(true);
  await eventually(() => winnu.legal.some((i) => i.type === 'resolve-primary'));
  await eventually(() => spectator.view.strategic?.hero === 'mathis-mathinus');
  expect(spectator.view.strategic).toMatchObject({ card: 'trade', active: 0 });
  const tradeGoods = spectator.view.players[0]?.tradeGoods ?? 0;
  expect((await winnu.send(winnu.legal.find((i) => i.type === 'resolve-primary') as Intent)).ok).toBe(true);
  await eventually(() => naaz.legal.some((i) => i.type === 'skip-secondary'));
  expect(hacan.legal.some((i) => i.type === 'skip-secondary')).toBe(false);
  expect((await naaz.send({ type: 'skip-secondary' })).ok).toBe(true);
  await eventually(() => spectator.view.strategic === null);
  expect(spectator.view.players[0]?.tradeGoods).toBe(tradeGoods + 3); // Trade's primary
  expect(spectator.view.cards.trade).toMatchObject({ holder: 2, exhausted: false });

  // Hesh and Prit: Politics' secondary (two action cards) with an empty strategy pool.
  await eventually(() => naaz.legal.some((i) => i.type === 'hero-action'));
  const pools = spectator.view.players[1]?.pools;
  const hand = spectator.view.players[1]?.actionCardCount ?? 0;
  const hesh = await naaz.send({
    type: 'hero-action',
    hero: 'hesh-and-prit',
    secondaries: [{ card: 'politics', choices: {} }],
  });
  expect(hesh.ok).toBe(true);
  await eventually(() => spectator.view.players[1]?.actionCardCount === hand + 2);
  expect(spectator.view.players[1]?.pools).toEqual(pools);
  expect(naaz.view.players[1]?.actionCards).toHaveLength(hand + 2);
  expect(hacan.view.players[1]?.actionCards).toBeUndefined();
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  expect(log).toMatch(
    /uses Mathis Mathinus \(hero, now purged\): resolves the primary of Trade; Player 2 may follow/,
  );
  expect(log).toMatch(/uses Hesh and Prit \(hero, now purged\)/);
  // Purged: not offered again.
  expect(winnu.legal.some((i) => i.type === 'hero-action')).toBe(false);
}, 60_000);

it('Jace X returns the Sol tokens on the board through the protocol; the purge shows in every view', async () => {
  const { game, seats, spectator } = await server.table(3, {
    factions: ['federation-of-sol', 'emirates-of-hacan', 'winnu'],
  });
  const [sol, hacan] = seats as [TestClient, TestClient, TestClient];
  // Unlocked (three objectives), with Sol tokens in Mecatol Rex's system and a shared one.
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('the game has not started');
  const s: GameState = live.state;
  const other = s.galaxy.systems.find((x) => x.position > 0 && x.systemId !== '18')?.systemId;
  const systems = s.galaxy.systems.map((x) =>
    x.systemId === '18' ? { ...x, tokens: [0] } : x.systemId === other ? { ...x, tokens: [1, 0] } : x,
  );
  live.state = {
    ...s,
    objectives: { ...s.objectives, scored: { a: [0], b: [0], c: [0] } },
    galaxy: { ...s.galaxy, systems },
  };
  await draftByRanks(server.url, game, [
    ['leadership', 'imperial'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
  await eventually(() => sol.legal.some((i) => i.type === 'hero-action' && i.hero === 'jace-x'));
  const version = server.hub.get(game.gameId)?.version;
  expect(await hacan.send({ type: 'hero-action', hero: 'jace-x' })).toMatchObject({ ok: false });
  expect(server.hub.get(game.gameId)?.version).toBe(version);
  expect((await sol.send({ type: 'hero-action', hero: 'jace-x' })).ok).toBe(true);
  await eventually(() => spectator.view.players[0]?.purged?.includes('jace-x') === true);
  const tokens = (id: string | undefined) =>
    spectator.view.galaxy.systems.find((x) => x.systemId === id)?.tokens;
  expect(tokens('18')).toEqual([]);
  expect(tokens(other)).toEqual([1]);
  await eventually(() => hacan.view.players[0]?.purged?.includes('jace-x') === true);
}, 60_000);
