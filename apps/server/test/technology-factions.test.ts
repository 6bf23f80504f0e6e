// Technology for the factions whose abilities change it, through the protocol: the Nekro Virus play
// Technology and gain three command tokens instead of researching (Propagation); the Universities of
// Jol-Nar follow it by resolving the primary, researching for free (Brilliant); the Hacan skip. Each
// player sees the same outcome; a Nekro research is refused with the reason and changes nothing.

import { expect, it } from 'vitest';
import type { GameState, Intent, StrategyCardId } from '@initiative/rules';
import { eventually, draftByRanks, startedGame, useTestServer, type TestClient } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

it('Propagation and Brilliant resolve Technology as their factions do, seen alike by every player', async () => {
  const { game, seats, spectator } = await server.table(3, {
    factions: ['nekro-virus', 'universities-of-jol-nar', 'emirates-of-hacan'],
  });
  const [nekro, jolNar, hacan] = seats as [TestClient, TestClient, TestClient];
  // The draft by pre-picks: the Nekro take Leadership (so they act first) and Technology.
  const ranks: StrategyCardId[][] = [
    ['technology', 'leadership'],
    ['diplomacy', 'politics'],
    ['construction', 'warfare'],
  ];
  await draftByRanks(server.url, game, ranks);
  await eventually(() => nekro.legal.some((i) => i.type === 'strategic-action'));
  expect((await nekro.send({ type: 'strategic-action', card: 'technology' })).ok).toBe(true);
  await eventually(() => nekro.legal.some((i) => i.type === 'resolve-primary'));
  const before = spectator.view.players[0]?.pools as { tactic: number; fleet: number; strategy: number };
  const version = server.hub.get(game.gameId)?.version;
  // Researching is refused with the reason, and nothing changes.
  const research = await nekro.send({
    type: 'resolve-primary',
    choices: { research: [{ technology: 'neural-motivator', skips: [] }] },
  });
  expect(research).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect((research as { message: string }).message).toMatch(/never research technology \(Propagation\)/);
  expect(server.hub.get(game.gameId)?.version).toBe(version);
  const tokens = { tactic: 1, fleet: 0, strategy: 2 };
  expect((await nekro.send({ type: 'resolve-primary', choices: { research: [], tokens } })).ok).toBe(true);
  const expected = { tactic: before.tactic + 1, fleet: before.fleet, strategy: before.strategy + 2 };
  const same = (c: TestClient) =>
    JSON.stringify(c.latest.view?.players[0]?.pools) === JSON.stringify(expected);
  await eventually(() => [...seats, spectator].every(same));

  // Jol-Nar: the follow offered to them is Brilliant (no four resources); they take it.
  await eventually(() => jolNar.legal.some((i) => i.type === 'follow'));
  const offered = jolNar.legal.find((i) => i.type === 'follow') as Extract<Intent, { type: 'follow' }>;
  expect(offered.choices).toMatchObject({ brilliant: true, payment: { planets: [], tradeGoods: 0 } });
  const tech = (offered.choices as { research: { technology: string }[] }).research[0]?.technology as string;
  const jolBefore = spectator.view.players[1];
  expect((await jolNar.send(offered)).ok).toBe(true);
  expect((await hacan.send({ type: 'skip-secondary' })).ok).toBe(true);
  await eventually(() => spectator.view.players[1]?.technologies.includes(tech) ?? false);
  expect(spectator.view.players[1]?.pools.strategy).toBe((jolBefore?.pools.strategy ?? 0) - 1);
  expect(spectator.view.players[1]?.tradeGoods).toBe(jolBefore?.tradeGoods);
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  expect(log).toMatch(
    /Player 1 gains 3 command tokens instead of researching \(Propagation\): tactic 1, fleet 0, strategy 2\./,
  );
  expect(log).toMatch(/Player 2 resolves the primary ability instead \(Brilliant\)\./);
}, 60_000);

it('Focused Research researches through a component action; nobody sees the card before it is played', async () => {
  const game = await startedGame(server.url, 3, false, {}, [
    'federation-of-sol',
    'emirates-of-hacan',
    'clan-of-saar',
  ]);
  // Seat 0 is dealt Focused Research and holds four trade goods (set in memory: a dealt hand).
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('the game has not started');
  const card = 'focused-research-1';
  const s: GameState = live.state;
  live.state = {
    ...s,
    decks: { ...s.decks, action: s.decks.action.filter((c) => c !== card) },
    players: s.players.map((p) =>
      p.seat === 0
        ? { ...p, actionCards: [...p.actionCards.filter((c) => c !== card), card], tradeGoods: 4 }
        : { ...p, actionCards: p.actionCards.filter((c) => c !== card) },
    ),
  };
  const seats = await Promise.all(game.seatTokens.map((t) => server.connect(game.gameId, t)));
  const spectator = await server.connect(game.gameId);
  const seen: string[] = [];
  for (const c of [seats[1], seats[2], spectator])
    c?.socket.onAny((_e: string, ...args: unknown[]) => seen.push(JSON.stringify(args)));
  const ranks: StrategyCardId[][] = [
    ['leadership', 'trade'],
    ['diplomacy', 'politics'],
    ['construction', 'warfare'],
  ];
  await draftByRanks(server.url, game, ranks);
  const ada = seats[0] as TestClient;
  await eventually(() => ada.legal.some((i) => i.type === 'component-action' && i.actionCard === card));
  expect(seen.join('\n')).not.toContain('focused-research'); // hidden until played
  const offer = ada.legal.find((i) => i.type === 'component-action' && i.actionCard === card) as Extract<
    Intent,
    { type: 'component-action' }
  >;
  const tech = offer.research?.technology as string;
  // Without a technology it is refused with the reason.
  expect(await ada.send({ type: 'component-action', actionCard: card })).toMatchObject({
    ok: false,
    code: 'rule/illegal-choice',
    message: 'Focused Research: choose the technology to research.',
  });
  expect((await ada.send(offer)).ok).toBe(true);
  await eventually(() => spectator.latest.view?.players[0]?.technologies.includes(tech) ?? false);
  expect(spectator.view.players[0]?.tradeGoods).toBe(0);
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  expect(log).toMatch(
    /Player 1 takes a component action: played an action card: Focused Research\.\nPlayer 1 spends 4 trade goods\.\nPlayer 1 researches /,
  );
}, 60_000);
