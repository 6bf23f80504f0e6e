// The lobby option "Thunder's Edge" through the protocol: the game is created with it, every viewer's
// view says so, and its Warfare (a tactical action without a command token, with production in it)
// and Construction (two structures of any kind; a follow without a token on the board) resolve as the
// rules package says, seen alike by every player and the spectator; its factions are claimable only in
// a game with the option.

import { expect, it } from 'vitest';
import { waitingText, type Intent } from '@initiative/rules';
import { api, createGame, draftByRanks, eventually, useTestServer, type TestClient } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });
const FACTIONS = ['federation-of-sol', 'emirates-of-hacan', 'barony-of-letnev'];
const offered = <T extends Intent['type']>(c: TestClient, type: T) =>
  c.legal.find((i) => i.type === type) as Extract<Intent, { type: T }> | undefined;

it("Thunder's Edge Warfare: a tactical action without a token, production in it, then the follows", async () => {
  const { game, seats, spectator } = await server.table(3, {
    factions: FACTIONS,
    game: { options: { thundersEdge: true } },
  });
  const [sol, hacan, letnev] = seats as [TestClient, TestClient, TestClient];
  expect(spectator.view.thundersEdge).toBe(true);
  await draftByRanks(server.url, game, [
    ['leadership', 'warfare'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
  await eventually(() => sol.legal.some((i) => i.type === 'strategic-action' && i.card === 'warfare'));
  expect((await sol.send({ type: 'strategic-action', card: 'warfare' })).ok).toBe(true);
  await eventually(() => sol.legal.some((i) => i.type === 'resolve-primary'));
  const pools = sol.view.players[0]?.pools as { tactic: number; fleet: number; strategy: number };
  const tokensAtHome = spectator.view.galaxy.systems.find((s) => s.systemId === '1')?.tokens;

  // The base card's choice (a token to take back) is not this card's: refused, nothing changes.
  const version = server.hub.get(game.gameId)?.version;
  const wrong = await sol.send({ type: 'resolve-primary', choices: { system: null, pools } });
  expect(wrong).toMatchObject({ ok: false, code: 'intent/malformed' });
  expect(server.hub.get(game.gameId)?.version).toBe(version);

  const before = { ...pools, tactic: pools.tactic + pools.strategy, strategy: 0 };
  expect((await sol.send({ type: 'resolve-primary', choices: { system: '1', pools: before } })).ok).toBe(
    true,
  );
  await eventually(() => [...seats, spectator].every((c) => c.view.tactical?.system === '1'));
  expect(spectator.view.galaxy.systems.find((s) => s.systemId === '1')?.tokens).toEqual(tokensAtHome);
  expect(spectator.view.players[0]?.pools).toEqual(before);
  expect(waitingText(spectator.view)).toMatch(/tactical action in system 1 is under way/);
  // Nobody follows yet; Sol may produce, and may not simply end the turn.
  expect(hacan.legal.some((i) => i.type === 'follow')).toBe(false);
  expect(sol.legal.some((i) => i.type === 'end-turn')).toBe(false);
  const produce = offered(sol, 'produce');
  expect(produce).toBeDefined();
  const fighters = spectator.view.galaxy.systems.find((s) => s.systemId === '1')?.space['0']?.fighter ?? 0;
  expect((await sol.send(produce as Intent)).ok).toBe(true);
  await eventually(
    () =>
      (spectator.view.galaxy.systems.find((s) => s.systemId === '1')?.space['0']?.fighter ?? 0) > fighters,
  );
  const end = await sol.send({ type: 'end-turn' });
  expect(end).toMatchObject({ ok: false, code: 'intent/wrong-phase' });

  // Finishing (pools again) opens the secondary: Hacan produces at home, its token staying off the board.
  expect((await sol.send({ type: 'resolve-primary', choices: { pools } })).ok).toBe(true);
  await eventually(() => hacan.legal.some((i) => i.type === 'follow'));
  expect(spectator.view.tactical).toBeNull();
  const hacanBefore = spectator.view.players[1];
  expect((await hacan.send(offered(hacan, 'follow') as Intent)).ok).toBe(true);
  expect((await letnev.send({ type: 'skip-secondary' })).ok).toBe(true);
  await eventually(() => spectator.view.strategic === null);
  expect(spectator.view.players[1]?.pools.strategy).toBe((hacanBefore?.pools.strategy ?? 0) - 1);
  expect(spectator.view.cards.warfare.exhausted).toBe(true);
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  expect(log).toMatch(/takes a tactical action in system 1 .*without placing a command token \(Warfare\)/);
  expect(log).toMatch(/ends Warfare’s tactical action in system 1/);
}, 60_000);

it("Thunder's Edge Construction: two structures, and a follow whose token stays off the board", async () => {
  const { game, seats, spectator } = await server.table(3, {
    factions: FACTIONS,
    game: { options: { thundersEdge: true } },
  });
  const [sol, hacan, letnev] = seats as [TestClient, TestClient, TestClient];
  await draftByRanks(server.url, game, [
    ['leadership', 'construction'],
    ['diplomacy', 'warfare'],
    ['politics', 'trade'],
  ]);
  await eventually(() => sol.legal.some((i) => i.type === 'strategic-action' && i.card === 'construction'));
  expect((await sol.send({ type: 'strategic-action', card: 'construction' })).ok).toBe(true);
  await eventually(() => sol.legal.some((i) => i.type === 'resolve-primary'));
  // Sol's only planet is Jord (a space dock, no PDS): the second structure of any kind. A third is not
  // on the card.
  const pds = { structure: 'pds', planet: 'jord' };
  const three = await sol.send({ type: 'resolve-primary', choices: { placements: [pds, pds, pds] } });
  expect(three).toMatchObject({ ok: false, code: 'intent/malformed' });
  expect((await sol.send({ type: 'resolve-primary', choices: { placements: [pds, pds] } })).ok).toBe(true);
  await eventually(() => spectator.view.galaxy.planets.jord?.units['0']?.pds === 2);
  await eventually(() => hacan.legal.some((i) => i.type === 'follow'));
  const onBoard = (seat: number) =>
    spectator.view.galaxy.systems.filter((s) => s.tokens.includes(seat)).length;
  const tokensBefore = onBoard(1);
  const strategyBefore = spectator.view.players[1]?.pools.strategy ?? 0;
  // The base card's shape (with a system) is not this card's.
  const wrong = await hacan.send({
    type: 'follow',
    choices: { system: '16', structure: 'space-dock', planet: 'arretze' },
  });
  expect(wrong).toMatchObject({ ok: false, code: 'intent/malformed' });
  expect(
    (await hacan.send({ type: 'follow', choices: { structure: 'space-dock', planet: 'arretze' } })).ok,
  ).toBe(true);
  expect((await letnev.send({ type: 'skip-secondary' })).ok).toBe(true);
  await eventually(() => spectator.view.strategic === null);
  expect(spectator.view.galaxy.planets.arretze?.units['1']?.['space-dock']).toBe(1);
  expect(spectator.view.players[1]?.pools.strategy).toBe(strategyBefore - 1);
  expect(onBoard(1)).toBe(tokensBefore);
  for (const c of [sol, hacan, letnev])
    expect(c.view.galaxy.planets.arretze?.units['1']?.['space-dock']).toBe(1);
}, 60_000);

it('a game created without the option plays the base cards', async () => {
  const { spectator } = await server.table(3, { factions: FACTIONS });
  expect(spectator.view.thundersEdge).toBe(false);
});

it('its factions: claimable only in a game with the option, seated at their homes there', async () => {
  const plain = await createGame(server.url, { seats: 3, factions: 'chosen' });
  const refused = await api(server.url, 'POST', `/api/games/${plain.gameId}/seats`, {
    seat: 0,
    name: 'Ada',
    color: 'red',
    faction: 'firmament',
  });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ error: { code: 'seat/unknown-faction' } });
  expect(JSON.stringify(refused.body)).toContain("The Firmament is a Thunder's Edge faction");
  const unknown = await api(server.url, 'POST', `/api/games/${plain.gameId}/seats`, {
    seat: 0,
    name: 'Ada',
    color: 'red',
    faction: 'not-a-faction',
  });
  expect(unknown.body).toMatchObject({ error: { code: 'seat/unknown-faction' } });
  // Nothing was claimed.
  const summary = await api<{ seats: { claimed: boolean }[]; thundersEdge: boolean }>(
    server.url,
    'GET',
    `/api/games/${plain.gameId}`,
  );
  expect(summary.body.seats.map((s) => s.claimed)).toEqual([false, false, false]);
  expect(summary.body.thundersEdge).toBe(false);

  const { spectator } = await server.table(3, {
    factions: ['crimson-rebellion', 'last-bastion', 'firmament'],
    game: { options: { thundersEdge: true } },
  });
  expect(spectator.view.players.map((p) => p.homeSystem)).toEqual(['118', '92', '96a']);
  expect(spectator.view.galaxy.systems.find((s) => s.systemId === '118')?.position).toBe(-1);
  expect(spectator.view.galaxy.systems.find((s) => s.systemId === '94')?.position).toBeGreaterThan(0);
  expect(spectator.view.galaxy.planets['ahk-creuxx']?.controller).toBe(0);
  expect(spectator.view.galaxy.planets.cronos?.controller).toBe(2);
});
