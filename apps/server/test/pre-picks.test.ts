// Draft pre-picks (standing orders, issue 17) through the API and the protocol: a player ranks the
// cards they want while another player is still picking; nothing reaches any socket (theirs included)
// when they do, nobody else can read it; when their pick comes, the server makes it at once with the
// best-ranked card still free, logged as a pre-pick. A client cannot pass off its own intent as one.

import { expect, it } from 'vitest';
import type { GameView, Intent, StrategyCardId } from '@initiative/rules';
import { eventually, api, hasMove, useTestServer, type TestClient } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });
// Chosen factions: with random ones the Naalu (initiative 0) could act before the Leadership holder,
// and the Hacan follow Trade without a token.
const FACTIONS = ['federation-of-sol', 'clan-of-saar', 'embers-of-muaat'];
const seatOf = (c: TestClient) => (c.sync.you.kind === 'seat' ? c.sync.you.seat : -1);
const pickerOf = (seats: TestClient[]) =>
  seats.find((c) => c.legal.some((i) => i.type === 'pick-strategy-card')) as TestClient;
const quiet = () => new Promise((r) => setTimeout(r, 300));

it('a secret ranking picks at once when the turn comes, with the best card still free', async () => {
  const { game, seats, spectator, all } = await server.table(3, { factions: FACTIONS });
  const route = `/api/games/${game.gameId}/draft-ranking`;
  const first = pickerOf(seats);
  const order = [0, 1, 2].map((i) => (seatOf(first) + i) % 3); // the draft goes clockwise from the speaker
  const second = seats[order[1] as number] as TestClient;
  const third = seats[order[2] as number] as TestClient;
  const free = first.legal.flatMap((i) => (i.type === 'pick-strategy-card' ? [i.card] : []));
  const [wanted, fallback] = free as [StrategyCardId, StrategyCardId];

  // The second player ranks the first player's likely pick, then another.
  for (const c of all) {
    c.updates.drain();
    c.syncs.drain();
    c.lobbies.drain();
  }
  const set = await api(
    server.url,
    'POST',
    route,
    { cards: [wanted, fallback] },
    game.seatTokens[seatOf(second)],
  );
  expect(set).toEqual({ status: 200, body: { ranking: { round: 1, cards: [wanted, fallback] } } });
  await quiet();
  // No socket heard anything: not the others, not the spectator, not even the second player's own.
  expect(all.map((c) => [c.updates.pending, c.syncs.pending, c.lobbies.pending])).toEqual(
    all.map(() => [0, 0, 0]),
  );
  expect(JSON.stringify(spectator.view)).not.toContain('ranking');
  // Only its owner reads it back.
  const mine = await api(server.url, 'GET', route, undefined, game.seatTokens[seatOf(second)]);
  expect(mine.body).toEqual({ ranking: { round: 1, cards: [wanted, fallback] } });
  const theirs = await api(server.url, 'GET', route, undefined, game.seatTokens[seatOf(third)]);
  expect(theirs.body).toEqual({ ranking: null });
  expect((await api(server.url, 'GET', route, undefined, game.hostToken)).status).toBe(403);
  expect((await api(server.url, 'GET', route)).status).toBe(403);
  const twice = await api(server.url, 'POST', route, { cards: [wanted, wanted] }, game.seatTokens[0]);
  expect(twice).toMatchObject({ status: 400, body: { error: { code: 'request/invalid' } } });

  // A client cannot mark its own pick as a pre-pick.
  expect(await first.send({ type: 'pick-strategy-card', card: wanted, standing: true })).toMatchObject({
    ok: false,
    code: 'intent/malformed',
  });
  // The first player takes the card the second wanted most: the second gets their next choice at once.
  const base = spectator.latest.version;
  expect(await first.send({ type: 'pick-strategy-card', card: wanted } as Intent)).toMatchObject({
    ok: true,
    version: base + 1,
  });
  for (const c of all) {
    await c.nextUpdate();
    await c.nextUpdate();
  }
  expect(spectator.view.cards[wanted].holder).toBe(seatOf(first));
  expect(spectator.view.cards[fallback].holder).toBe(seatOf(second));
  expect(spectator.latest.log.map((l) => l.text).join(' ')).toMatch(
    new RegExp(`\\(${second.view.players[seatOf(second)]?.name}'s standing order, set in advance\\.\\)`),
  );
  // The third has no ranking: the game waits for them as usual.
  expect(spectator.view.waiting.seats).toEqual([seatOf(third)]);
});

it('a ranking set while it is already your pick picks at once; one whose cards are gone waits for you', async () => {
  const { game, seats, spectator, all } = await server.table(3, { factions: FACTIONS });
  const route = `/api/games/${game.gameId}/draft-ranking`;
  const first = pickerOf(seats);
  const free = first.legal.flatMap((i) => (i.type === 'pick-strategy-card' ? [i.card] : []));
  const card = free[2] as StrategyCardId;
  await api(server.url, 'POST', route, { cards: [card] }, game.seatTokens[seatOf(first)]);
  // Every client holds the pick before the next picker is read from the seats' views (the update
  // reaches the sockets in no set order).
  await Promise.all(all.map((c) => c.nextUpdate()));
  expect(spectator.view.cards[card].holder).toBe(seatOf(first));

  // The next player ranks only that card (taken): nothing happens, they are asked as usual.
  const second = pickerOf(seats);
  await api(server.url, 'POST', route, { cards: [card] }, game.seatTokens[seatOf(second)]);
  await quiet();
  expect(spectator.updates.pending).toBe(0);
  expect(spectator.view.waiting.seats).toEqual([seatOf(second)]);
});

it('secondary orders skip or follow for the player when the secondary opens, logged as standing orders', async () => {
  const { game, seats, spectator } = await server.table(3, { factions: FACTIONS });
  const post = (seat: number, path: string, body: unknown) =>
    api(server.url, 'POST', `/api/games/${game.gameId}/${path}`, body, game.seatTokens[seat]);
  // The draft by pre-picks: seat 0 takes Leadership and Trade (it will act first and play Trade).
  const ranks: StrategyCardId[][] = [
    ['leadership', 'trade'],
    ['diplomacy', 'politics'],
    ['construction', 'warfare'],
  ];
  for (const [seat, cards] of ranks.entries())
    expect((await post(seat, 'draft-ranking', { cards })).status).toBe(200);
  // Seat 1 always follows Trade; seat 2 always skips it. Following a card that asks choices needs its
  // settings.
  expect(await post(1, 'secondary-orders', { orders: { trade: 'follow' } })).toEqual({
    status: 200,
    body: { orders: { trade: 'follow' }, settings: {} },
  });
  expect((await post(2, 'secondary-orders', { orders: { trade: 'skip', leadership: 'skip' } })).status).toBe(
    200,
  );
  expect(await post(2, 'secondary-orders', { orders: { technology: 'follow' } })).toMatchObject({
    status: 400,
    body: { error: { code: 'request/invalid' } },
  });
  const read = await api(
    server.url,
    'GET',
    `/api/games/${game.gameId}/secondary-orders`,
    undefined,
    game.seatTokens[2],
  );
  expect(read.body).toEqual({ orders: { trade: 'skip', leadership: 'skip' }, settings: {} });

  await eventually(() => spectator.latest.view?.phase === 'action');
  expect(spectator.view.cards.trade.holder).toBe(0);
  const ada = seats[0] as TestClient;
  await eventually(() => ada.legal.some((i) => i.type === 'strategic-action'));
  const before = spectator.view.players[1]?.pools.strategy ?? 0;
  expect((await ada.send({ type: 'strategic-action', card: 'trade' })).ok).toBe(true);
  await eventually(() => ada.legal.some((i) => i.type === 'resolve-primary'));
  expect((await ada.send(ada.legal.find((i) => i.type === 'resolve-primary') as Intent)).ok).toBe(true);
  // Both followers decided by their orders, without a move from them.
  const logText = () => spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  await eventually(() => / does not follow /.test(logText()) && / follows /.test(logText()));
  const log = logText();
  const names = spectator.view.players.map((p) => p.name);
  expect(log).toContain(
    `${names[1]} follows Trade, spending a strategy token.\n(${names[1]}'s standing order, set in advance.)`,
  );
  expect(log).toContain(
    `${names[2]} does not follow Trade.\n(${names[2]}'s standing order, set in advance.)`,
  );
  expect(spectator.view.players[1]?.pools.strategy).toBe(before - 1); // following Trade costs a token
}, 60_000);

it('an order follows Leadership with the influence its player allowed, into the pool they chose', async () => {
  const { game, seats, spectator } = await server.table(3, { factions: FACTIONS });
  const post = (seat: number, path: string, body: unknown) =>
    api(server.url, 'POST', `/api/games/${game.gameId}/${path}`, body, game.seatTokens[seat]);
  const ranks: StrategyCardId[][] = [
    ['leadership', 'trade'],
    ['diplomacy', 'politics'],
    ['construction', 'warfare'],
  ];
  for (const [seat, cards] of ranks.entries())
    expect((await post(seat, 'draft-ranking', { cards })).status).toBe(200);
  const settings = { leadership: { influence: 6, pool: 'fleet' } };
  expect(await post(1, 'secondary-orders', { orders: { leadership: 'follow' }, settings })).toEqual({
    status: 200,
    body: { orders: { leadership: 'follow' }, settings },
  });
  // Bad settings are refused with the reason, and change nothing.
  const bad = await post(1, 'secondary-orders', {
    orders: { leadership: 'follow' },
    settings: { leadership: { influence: 6, pool: 'elsewhere' } },
  });
  expect(bad).toMatchObject({ status: 400, body: { error: { code: 'request/invalid' } } });
  expect(await post(2, 'secondary-orders', { orders: { leadership: 'skip' } })).toMatchObject({
    status: 200,
  });
  await eventually(() => spectator.latest.view?.phase === 'action');
  // Seat 1 takes Mecatol Rex (six influence) by table edits, so the cheapest way to two tokens is known.
  for (const edit of [
    { kind: 'set-planet-control', planet: 'mecatol-rex', controller: 1 },
    { kind: 'set-planet-exhausted', planet: 'mecatol-rex', exhausted: false },
  ])
    expect(await (seats[1] as TestClient).send({ type: 'table-edit', edit })).toMatchObject({ ok: true });
  await eventually(
    () =>
      spectator.view.players[1] !== undefined &&
      spectator.latest.version === server.hub.get(game.gameId)?.version,
  );
  const before = spectator.view.players[1]?.pools as { tactic: number; fleet: number; strategy: number };
  const ada = seats[0] as TestClient;
  await eventually(() => ada.legal.some((i) => i.type === 'strategic-action'));
  expect((await ada.send({ type: 'strategic-action', card: 'leadership' })).ok).toBe(true);
  await eventually(() => ada.legal.some((i) => i.type === 'resolve-primary'));
  expect((await ada.send(ada.legal.find((i) => i.type === 'resolve-primary') as Intent)).ok).toBe(true);
  const logText = () => spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  await eventually(
    () => / does not follow Leadership/.test(logText()) && /spends 6 influence/.test(logText()),
  );
  const name = spectator.view.players[1]?.name ?? '';
  expect(logText()).toContain(
    `${name} follows Leadership.\n(${name}'s standing order, set in advance.)\n${name} spends 6 influence for 2 tokens and gains 2 command tokens (tactic 0, fleet 2, strategy 0).`,
  );
  await eventually(() => spectator.view.players[1]?.pools.fleet === before.fleet + 2);
  expect(spectator.view.players[1]?.pools).toEqual({ ...before, fleet: before.fleet + 2 });
}, 60_000);

it('status-phase orders score nothing and place the new command tokens without asking', async () => {
  const { game, seats, spectator, all } = await server.table(3, { factions: FACTIONS });
  const post = (seat: number, body: unknown) =>
    api(server.url, 'POST', `/api/games/${game.gameId}/status-orders`, body, game.seatTokens[seat]);
  expect(await post(0, { orders: { scoring: 'nothing', tokens: 'fleet' } })).toEqual({
    status: 200,
    body: { orders: { scoring: 'nothing', tokens: 'fleet' } },
  });
  expect((await post(1, { orders: { scoring: 'nothing', tokens: 'strategy' } })).status).toBe(200);
  expect((await post(2, { orders: { scoring: 'nothing', tokens: 'sideways' } })).status).toBe(400);
  const version = () => server.hub.get(game.gameId)?.version ?? 0;
  const settle = async () => {
    for (let i = 0; i < 200; i++) {
      await new Promise((r) => setTimeout(r, 15));
      if (all.every((c) => c.latest.version === version())) return;
    }
  };
  // Everyone plays the first thing offered, until the status phase; there only seat 2 is asked (the
  // orders of seats 0 and 1 are applied by the server just after the intent that calls for them, so
  // the test waits for them rather than moving those seats).
  let before: GameView | null = null;
  for (let guard = 0; guard < 1500 && spectator.view.round === 1; guard++) {
    const status = spectator.view.phase === 'status';
    if (status && !before) before = spectator.view;
    // A discard owed over the hand limit is always its player's to choose, orders or not.
    const owes = seats.find((c) => c.legal.some((i) => i.type === 'discard-action-cards'));
    const mover = status ? (seats[2] && hasMove(seats[2]) ? seats[2] : owes) : seats.find(hasMove);
    if (status && mover && mover !== seats[2])
      expect(mover.legal.map((i) => i.type)).toEqual(['discard-action-cards']); // never a score or tokens
    if (!mover) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    expect((await mover.send(mover.legal[0] as Intent)).ok).toBe(true);
    await settle();
  }
  expect(spectator.view.round).toBe(2);
  const start = before as GameView;
  const after = spectator.view.players;
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  // The tokens each gained (LRR 81.4: two, or more for a faction such as Sol), as the log tells it:
  // all to fleet for seat 0, all to strategy for seat 1, nothing to the other pools.
  const gained = (seat: number) =>
    Number(
      new RegExp(`${start.players[seat]?.name} gains (\\d+) command tokens?: \\d+ tactic`).exec(log)?.[1],
    );
  expect(gained(0)).toBeGreaterThanOrEqual(2);
  expect(after[0]?.pools).toEqual({
    ...start.players[0]?.pools,
    fleet: (start.players[0]?.pools.fleet ?? 0) + gained(0),
  });
  expect(after[1]?.pools).toEqual({
    ...start.players[1]?.pools,
    strategy: (start.players[1]?.pools.strategy ?? 0) + gained(1),
  });
  expect(
    log.match(/\((Player 1|Player 2)'s standing order, set in advance\.\)/g)?.length,
  ).toBeGreaterThanOrEqual(4);
}, 60_000);
