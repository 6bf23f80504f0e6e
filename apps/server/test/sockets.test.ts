import { describe, expect, it } from 'vitest';
import { type GameSummary, type GameView, type Intent } from '@initiative/rules';
import {
  api,
  claimSeat,
  claimSeats,
  connectRefused,
  createGame,
  newClientId,
  playLegal,
  startedGame,
  startGame,
  useTestServer,
  waitedMoves,
  whoseMove,
  type ApiError,
  type TestClient,
} from './helpers.ts';

const server = useTestServer();
const { connect } = server;

/**
 * A started game with every seat and one spectator connected. Unless `inSetup`, setup is complete (every
 * seat kept a secret objective), so the game stands at the first strategy phase. `base` is the version
 * every client saw at connect.
 */
async function table(players: number, inSetup = false) {
  const t = await server.table(players, { inSetup });
  for (const c of t.seats) expect(c.sync.version).toBe(t.base);
  return t;
}

/** The keep-secret-objective intents a seat is offered during setup. */
function keepOffers(client: TestClient): Extract<Intent, { type: 'keep-secret-objective' }>[] {
  return client.legal.filter(
    (i): i is Extract<Intent, { type: 'keep-secret-objective' }> => i.type === 'keep-secret-objective',
  );
}

function hiddenKeysOf(view: GameView): string[][] {
  return view.players.map((p) =>
    Object.keys(p).filter((k) => k === 'actionCards' || k === 'unscoredSecrets' || k === 'promissoryNotes'),
  );
}

function seatOf(client: TestClient): number {
  const viewer = client.view.viewer;
  if (viewer.kind !== 'seat') throw new Error('not a seat');
  return viewer.seat;
}

describe('sockets', () => {
  it('sends each client only its own projection: a seat sees its own hand and its own legal moves, a spectator no hidden information', async () => {
    const { seats, spectator, base } = await table(4);
    // Setup took one applied intent per seat (each kept a secret objective).
    expect(base).toBe(4);

    for (const [i, client] of seats.entries()) {
      expect(client.sync.you).toEqual({ kind: 'seat', seat: i });
      const view = client.view;
      expect(view.viewer).toEqual({ kind: 'seat', seat: i });
      // Own hand and unscored secrets present; nobody else's.
      expect(hiddenKeysOf(view)).toEqual(
        view.players.map((p) => (p.seat === i ? ['actionCards', 'unscoredSecrets', 'promissoryNotes'] : [])),
      );
      expect(client.sync.version).toBe(base);
      expect(client.sync.summary.status).toBe('playing');
    }

    // Exactly one seat (the speaker, first to pick) is offered moves, and all eight cards.
    const mover = whoseMove(seats);
    expect(seatOf(mover)).toBe(mover.view.speaker);
    expect(waitedMoves(mover)).toHaveLength(8);
    expect(waitedMoves(mover).every((i) => i.type === 'pick-strategy-card')).toBe(true);
    // Others are offered nothing but what the game never waits for (the Keleres' agent, at any time).
    for (const other of seats.filter((c) => c !== mover)) expect(waitedMoves(other)).toEqual([]);

    expect(spectator.sync.you).toEqual({ kind: 'spectator' });
    expect(spectator.view.viewer).toEqual({ kind: 'spectator' });
    expect(spectator.view.legal).toEqual([]);
    expect(hiddenKeysOf(spectator.view)).toEqual([[], [], [], []]);

    // The same holds for the updates that follow.
    await playLegal([...seats, spectator]);
    for (const [i, client] of seats.entries()) {
      expect(client.view.viewer).toEqual({ kind: 'seat', seat: i });
      expect(hiddenKeysOf(client.view)[i]).toEqual(['actionCards', 'unscoredSecrets', 'promissoryNotes']);
      expect(hiddenKeysOf(client.view).flat()).toHaveLength(3);
    }
    expect(hiddenKeysOf(spectator.view).flat()).toEqual([]);
    expect(spectator.view.legal).toEqual([]);
  });

  it('advances the version by exactly one per applied intent and every client (3 seats + 1 spectator) gets the same version', async () => {
    const { seats, all, base } = await table(3);
    let version = base;
    for (let pick = 0; pick < 4; pick++) {
      const mover = whoseMove(seats);
      const intent = mover.legal[0] as Intent;
      const ack = await mover.send(intent);
      expect(ack).toEqual({ ok: true, version: version + 1 });
      version++;
      const updates = await Promise.all(all.map((c) => c.nextUpdate()));
      expect(updates.map((u) => u.version)).toEqual([version, version, version, version]);
      // Every client sees the same public facts: the card is now held by the mover.
      if (intent.type !== 'pick-strategy-card') throw new Error('expected a pick');
      for (const u of updates) {
        expect(u.view.cards[intent.card].holder).toBe(seatOf(mover));
        expect(u.log.length).toBeGreaterThan(0);
        expect(u.log.every((e) => e.seq === version)).toBe(true);
      }
    }
    // Nothing else was broadcast.
    expect(all.map((c) => c.updates.pending)).toEqual([0, 0, 0, 0]);
    const summary = await api<GameSummary>(server.url, 'GET', `/api/games/${seats[0]?.sync.summary.id}`);
    expect(summary.body.version).toBe(base + 4);
  });

  it("judges a player's intent for the player's own seat: playing out of turn gets intent/not-your-turn and changes nothing", async () => {
    const { seats, all, base } = await table(4);
    const mover = whoseMove(seats);
    const other = seats.find((c) => c !== mover) as TestClient;
    const ack = await other.send(mover.legal[0]);
    expect(ack.ok).toBe(false);
    if (ack.ok) return;
    expect(ack.code).toBe('intent/not-your-turn');
    expect(ack.message).toContain(mover.view.players[seatOf(mover)]?.name as string);

    // There is no way to name another seat in the message.
    const spoofed = await other.sendRaw({
      clientId: newClientId(),
      intent: mover.legal[0],
      seat: seatOf(mover),
    });
    expect(spoofed).toMatchObject({ ok: false, code: 'intent/malformed' });
    const spoofedIntent = await other.send({ ...mover.legal[0], seat: seatOf(mover) });
    expect(spoofedIntent).toMatchObject({ ok: false, code: 'intent/malformed' });

    const sync = await other.resync();
    expect(sync.version).toBe(base);
    expect(Object.values(sync.view?.cards ?? {}).every((c) => c.holder === null)).toBe(true);
    expect(all.map((c) => c.updates.pending)).toEqual([0, 0, 0, 0, 0]);
  });

  it("refuses a spectator's intent with intent/spectator and the host's with intent/not-host", async () => {
    const { game, seats, spectator, base } = await table(3);
    const mover = whoseMove(seats);
    const ack = await spectator.send(mover.legal[0]);
    expect(ack).toMatchObject({ ok: false, code: 'intent/spectator' });

    const host = await connect(game.gameId, game.hostToken);
    expect(host.sync.you).toEqual({ kind: 'host' });
    expect(host.view.legal).toEqual([]);
    expect(hiddenKeysOf(host.view).flat()).toEqual([]);
    const hostAck = await host.send(mover.legal[0]);
    expect(hostAck).toMatchObject({ ok: false, code: 'intent/not-host' });

    expect((await mover.resync()).version).toBe(base);
  });

  it('refuses a socket with a bad token at connect with auth/bad-token', async () => {
    const { gameId } = await startedGame(server.url, 3);
    const refused = await connectRefused(server.url, gameId, 'x'.repeat(43));
    expect(refused.data?.code).toBe('auth/bad-token');
    expect(refused.data?.message).toBeTruthy();
  });

  it('refuses a socket for an unknown game with game/not-found and a malformed handshake with auth/malformed', async () => {
    const unknown = await connectRefused(server.url, 'NoSuchGame123');
    expect(unknown.data?.code).toBe('game/not-found');
    const { gameId } = await createGame(server.url, { seats: 3 });
    const shortToken = await connectRefused(server.url, gameId, 'short');
    expect(shortToken.data?.code).toBe('auth/malformed');
    const badId = await connectRefused(server.url, 'no!', undefined);
    expect(badId.data?.code).toBe('auth/malformed');
  });

  it('answers a malformed intent payload with intent/malformed and leaves the version unchanged', async () => {
    const { seats, all, base } = await table(3);
    const mover = whoseMove(seats);
    const legal = mover.legal[0];
    const payloads: unknown[] = [
      null,
      'pick leadership',
      42,
      [],
      {},
      { intent: legal },
      { clientId: 'has spaces', intent: legal },
      { clientId: 'x'.repeat(65), intent: legal },
      { clientId: newClientId() },
      { clientId: newClientId(), intent: null },
      { clientId: newClientId(), intent: { type: 'pick-strategy-card', card: 'nonsense' } },
      { clientId: newClientId(), intent: { type: 'fly-to-mecatol' } },
      { clientId: newClientId(), intent: { type: 'pick-strategy-card' } },
      { clientId: newClientId(), intent: legal, extra: 1 },
    ];
    for (const payload of payloads) {
      const ack = await mover.sendRaw(payload);
      expect(ack, JSON.stringify(payload)).toMatchObject({ ok: false, code: 'intent/malformed' });
      if (!ack.ok) expect(ack.message).toBeTruthy();
    }
    // An intent sent without an ack callback does not break the socket either.
    mover.emitUntyped('intent', { clientId: newClientId(), intent: { type: 'nope' } });

    const sync = await mover.resync();
    expect(sync.version).toBe(base);
    expect(all.map((c) => c.updates.pending)).toEqual([0, 0, 0, 0]);
    // And the game still accepts the legal move.
    expect(await mover.send(legal)).toEqual({ ok: true, version: base + 1 });
  });

  it('applies a repeated clientId once: the second ack returns the same version, with no second update', async () => {
    const { seats, all, base } = await table(3);
    const mover = whoseMove(seats);
    const intent = mover.legal[0] as Intent;
    const clientId = newClientId();
    const first = await mover.send(intent, clientId);
    expect(first).toEqual({ ok: true, version: base + 1 });
    await Promise.all(all.map((c) => c.nextUpdate()));
    const viewAfterFirst = mover.view;

    const second = await mover.send(intent, clientId);
    expect(second).toEqual({ ok: true, version: base + 1 });
    // The same id from a retry is recognised even if the client changed the body.
    const third = await mover.send({ type: 'pass' }, clientId);
    expect(third).toEqual({ ok: true, version: base + 1 });

    const sync = await mover.resync();
    expect(sync.version).toBe(base + 1);
    expect(sync.view).toEqual(viewAfterFirst);
    expect(all.map((c) => c.updates.pending)).toEqual([0, 0, 0, 0]);
  });

  it('applies concurrent retries of one clientId once', async () => {
    const { seats, all, base } = await table(3);
    const mover = whoseMove(seats);
    const intent = mover.legal[0] as Intent;
    const clientId = newClientId();
    const acks = await Promise.all([1, 2, 3, 4, 5].map(() => mover.send(intent, clientId)));
    expect(acks).toEqual(acks.map(() => ({ ok: true, version: base + 1 })));
    await Promise.all(all.map((c) => c.nextUpdate()));
    expect((await mover.resync()).version).toBe(base + 1);
    expect(all.map((c) => c.updates.pending)).toEqual([0, 0, 0, 0]);
  });

  it('answers resync with the full projection at the current version', async () => {
    const { seats, spectator, all, base } = await table(4);
    await playLegal(all);
    await playLegal(all);
    await playLegal(all);
    for (const client of [...seats, spectator]) {
      const latestView = client.view;
      const sync = await client.resync();
      expect(sync.version).toBe(base + 3);
      expect(sync.summary.version).toBe(base + 3);
      expect(sync.view).toEqual(latestView);
      expect(sync.you).toEqual(latestView.viewer);
      // The log holds the opening line and every applied intent's lines (setup's included).
      expect(sync.log[0]?.seq).toBe(0);
      expect(new Set(sync.log.map((e) => e.seq))).toEqual(
        new Set(Array.from({ length: base + 4 }, (_, seq) => seq)),
      );
    }
    // A client that connects now starts from the same point.
    const late = await connect(seats[0]?.sync.summary.id as string);
    expect(late.sync.version).toBe(base + 3);
    expect(late.sync.view).toEqual(spectator.view);
  });

  it('rate-limits each seat: 100 intents at once yield rate/limited acks after the burst', async () => {
    const { seats, spectator, base } = await table(3);
    const mover = whoseMove(seats);
    const idle = seats.find((c) => c !== mover) as TestClient;
    const intent = mover.legal[0];
    // Out-of-turn intents: each one is judged (and refused) unless the limiter stops it first.
    const acks = await Promise.all(Array.from({ length: 100 }, () => idle.send(intent)));
    const limited = acks.filter((a) => !a.ok && a.code === 'rate/limited');
    const judged = acks.filter((a) => !a.ok && a.code === 'intent/not-your-turn');
    expect(limited.length + judged.length).toBe(100);
    // Default burst is 30, refilled at 10 per second; the seat's secret objective, kept through another
    // socket at setup, came out of the same budget (it outlives sockets).
    expect(judged.length).toBeGreaterThanOrEqual(29);
    expect(judged.length).toBeLessThan(40);
    expect(limited.length).toBeGreaterThan(60);
    expect(acks.slice(0, 29).every((a) => !a.ok && a.code === 'intent/not-your-turn')).toBe(true);
    const first = limited[0];
    if (first && !first.ok) expect(first.message).toMatch(/slow down/i);

    // The limit is per seat: the player whose turn it is can still play at once.
    expect(await mover.send(intent)).toEqual({ ok: true, version: base + 1 });
    await spectator.nextUpdate();
  });

  it('disconnects a kicked seat with a revoked event, refuses its old token, and lets the seat be claimed again', async () => {
    const { game, seats, spectator } = await table(3);
    const kicked = seats[2] as TestClient;
    const oldToken = game.seatTokens[2] as string;

    const notHost = await api<ApiError>(
      server.url,
      'POST',
      `/api/games/${game.gameId}/kick`,
      { seat: 2 },
      game.seatTokens[0],
    );
    expect(notHost.status).toBe(403);
    expect(notHost.body.error.code).toBe('auth/not-host');

    spectator.lobbies.drain();
    const res = await api(server.url, 'POST', `/api/games/${game.gameId}/kick`, { seat: 2 }, game.hostToken);
    expect(res.status).toBe(200);

    const revoked = await kicked.revocations.next('revoked');
    expect(revoked.code).toBe('auth/revoked');
    expect(revoked.message).toBeTruthy();
    expect(await kicked.disconnects.next('disconnect')).toBe('io server disconnect');
    expect(kicked.socket.connected).toBe(false);

    // Everyone else learns the seat is free (and, once the socket is gone, not connected).
    let lobby = await spectator.lobbies.next('lobby');
    while (lobby.seats[2]?.claimed || lobby.seats[2]?.connected)
      lobby = await spectator.lobbies.next('lobby');
    expect(lobby.seats[2]).toMatchObject({ claimed: false, connected: false, name: 'Player 3' });

    const refused = await connectRefused(server.url, game.gameId, oldToken);
    expect(refused.data?.code).toBe('auth/bad-token');

    // Claimed again mid-game: the new player takes over the seat (its name and colour stay the game's).
    const reclaimed = await claimSeat(server.url, game.gameId, 2, 'Replacement', 'pink');
    expect(reclaimed.seatToken).not.toBe(oldToken);
    const replacement = await connect(game.gameId, reclaimed.seatToken);
    expect(replacement.sync.you).toEqual({ kind: 'seat', seat: 2 });
    expect(replacement.view.players[2]?.name).toBe('Player 3');
    expect(replacement.view.players[2]?.color).toBe('green');

    const summary = await api<GameSummary>(server.url, 'GET', `/api/games/${game.gameId}`);
    expect(summary.body.seats[2]).toMatchObject({ claimed: true, connected: true });
    // The other seats were not affected.
    expect(seats[0]?.socket.connected).toBe(true);
    expect(seats[1]?.socket.connected).toBe(true);
  });

  it('shows the lobby to early connections, refuses intents before the start with game/not-started, then sends the first view', async () => {
    const { gameId, hostToken } = await createGame(server.url, { seats: 3 });
    const spectator = await connect(gameId);
    expect(spectator.sync.view).toBeNull();
    expect(spectator.sync.summary.status).toBe('lobby');
    expect(spectator.sync.version).toBe(0);

    const seatTokens = await claimSeats(server.url, gameId, 3);
    let lobby = await spectator.lobbies.next('lobby');
    while (!lobby.seats.every((s) => s.claimed)) lobby = await spectator.lobbies.next('lobby');
    expect(lobby.seats.map((s) => s.name)).toEqual(['Player 1', 'Player 2', 'Player 3']);

    const seat0 = await connect(gameId, seatTokens[0]);
    expect(seat0.sync.view).toBeNull();
    const early = await seat0.send({ type: 'pick-strategy-card', card: 'leadership' });
    expect(early).toMatchObject({ ok: false, code: 'game/not-started' });

    // When the host starts, every connected client gets a full projection (a 'sync') at version 0,
    // in the setup phase: every seat is to keep one of the two secret objectives it was dealt.
    await startGame(server.url, gameId, hostToken);
    const first = await spectator.syncs.next('sync after the start');
    expect(first.version).toBe(0);
    expect(first.summary.status).toBe('playing');
    expect(first.view?.phase).toBe('setup');
    expect(first.view?.viewer).toEqual({ kind: 'spectator' });
    expect(first.view?.waiting.seats).toEqual([0, 1, 2]);
    expect(first.log.length).toBeGreaterThan(0);
    const seatFirst = await seat0.syncs.next('sync after the start');
    expect(seatFirst.you).toEqual({ kind: 'seat', seat: 0 });
    expect(seatFirst.view?.viewer).toEqual({ kind: 'seat', seat: 0 });
    expect(seatFirst.view?.players[0]).toHaveProperty('actionCards');
    expect(seatFirst.view?.legal).toEqual(
      (seatFirst.view?.players[0]?.secretOffer ?? []).map((objective) => ({
        type: 'keep-secret-objective',
        objective,
      })),
    );
    expect(spectator.updates.pending + seat0.updates.pending).toBe(0);

    // Setup is playable straight away from that view: every seat keeps its first offer.
    const seats = [seat0, await connect(gameId, seatTokens[1]), await connect(gameId, seatTokens[2])];
    const all = [...seats, spectator];
    for (const [i, seat] of seats.entries()) {
      expect(await seat.send(keepOffers(seat)[0])).toEqual({ ok: true, version: i + 1 });
      const updates = await Promise.all(all.map((c) => c.nextUpdate()));
      expect(updates.map((u) => u.version)).toEqual(all.map(() => i + 1));
    }
    expect(spectator.view.phase).toBe('strategy');

    // And then the strategy phase: the speaker picks first.
    const picker = whoseMove(seats);
    expect(seatOf(picker)).toBe(spectator.view.speaker);
    expect(await picker.send(picker.legal[0])).toEqual({ ok: true, version: 4 });
    expect((await spectator.nextUpdate()).version).toBe(4);
  });

  it('refuses intents with intent/game-paused while the host has paused the game', async () => {
    const { game, seats, base } = await table(3);
    const mover = whoseMove(seats);
    const intent = mover.legal[0];

    const pause = await api(server.url, 'POST', `/api/games/${game.gameId}/pause`, undefined, game.hostToken);
    expect(pause.status).toBe(200);
    expect(await mover.send(intent)).toMatchObject({ ok: false, code: 'intent/game-paused' });
    expect((await mover.resync()).version).toBe(base);

    const resume = await api(
      server.url,
      'POST',
      `/api/games/${game.gameId}/resume`,
      undefined,
      game.hostToken,
    );
    expect(resume.status).toBe(200);
    expect(await mover.send(intent)).toEqual({ ok: true, version: base + 1 });
  });

  it('closes a socket that sends a message over 16 KB, and the game is unchanged', async () => {
    const { seats, spectator, base } = await table(3);
    const mover = whoseMove(seats);
    mover.emitUntyped('intent', { clientId: newClientId(), intent: { type: 'x'.repeat(20_000) } });
    const reason = await mover.disconnects.next('disconnect');
    expect(reason).toMatch(/transport/);
    const sync = await spectator.resync();
    expect(sync.version).toBe(base);
  });
  it("during setup each seat's projection holds its own secret offer; no other seat, the host or a spectator sees those objectives", async () => {
    const { game, seats, spectator, base } = await table(4, true);
    const host = await connect(game.gameId, game.hostToken);
    expect(base).toBe(0);

    const offers = seats.map((client, i) => {
      const view = client.view;
      expect(view.phase).toBe('setup');
      expect(view.waiting.seats).toEqual([0, 1, 2, 3]);
      const offer = view.players[i]?.secretOffer ?? [];
      expect(offer).toHaveLength(2);
      // Every seat may choose now, and is offered exactly its own two objectives.
      expect(client.legal).toEqual(offer.map((objective) => ({ type: 'keep-secret-objective', objective })));
      // Other players' entries carry no offer.
      for (const p of view.players) if (p.seat !== i) expect(p).not.toHaveProperty('secretOffer');
      return offer;
    });
    expect(new Set(offers.flat()).size).toBe(8);

    for (const [i, offer] of offers.entries()) {
      const others = [...seats.filter((_, j) => j !== i), spectator, host];
      for (const other of others) {
        const text = JSON.stringify(other.view);
        for (const id of offer)
          expect(text, `${id} leaked to ${JSON.stringify(other.sync.you)}`).not.toContain(id);
      }
    }
    expect(spectator.view.legal).toEqual([]);
    expect(host.view.legal).toEqual([]);
    for (const p of spectator.view.players) expect(p).not.toHaveProperty('secretOffer');
  });

  it('starts the strategy phase once every seat has kept a secret objective, and every client gets each update', async () => {
    const { seats, spectator, all, base } = await table(3, true);
    expect(spectator.view.phase).toBe('setup');

    const kept: string[] = [];
    for (const [i, seat] of seats.entries()) {
      const keep = keepOffers(seat)[0] as Intent;
      if (keep.type !== 'keep-secret-objective') throw new Error('expected a keep');
      kept.push(keep.objective);
      expect(await seat.send(keep)).toEqual({ ok: true, version: base + i + 1 });
      const updates = await Promise.all(all.map((c) => c.nextUpdate()));
      expect(updates.map((u) => u.version)).toEqual(all.map(() => base + i + 1));
      const last = i === seats.length - 1;
      for (const u of updates) expect(u.view.phase).toBe(last ? 'strategy' : 'setup');
      // A seat that has chosen is offered nothing more during setup.
      if (!last) expect(seat.legal).toEqual([]);
    }

    expect(all.map((c) => c.latest.version)).toEqual(all.map(() => base + 3));
    expect(all.map((c) => c.view.phase)).toEqual(all.map(() => 'strategy'));
    expect(all.map((c) => c.updates.pending)).toEqual(all.map(() => 0));
    expect(spectator.latest.log.some((e) => /strategy phase begins/i.test(e.text))).toBe(true);

    // Each seat holds the objective it kept, unseen by the others; offers are gone.
    for (const [i, seat] of seats.entries()) {
      expect(seat.view.players[i]?.unscoredSecrets).toEqual([kept[i]]);
      expect(seat.view.players[i]?.secretOffer).toEqual([]);
      for (const other of all.filter((c) => c !== seat))
        expect(JSON.stringify(other.view)).not.toContain(kept[i] as string);
    }

    // The speaker now picks from all eight cards.
    const mover = whoseMove(seats);
    expect(seatOf(mover)).toBe(spectator.view.speaker);
    expect(waitedMoves(mover)).toHaveLength(8);
  });
});
