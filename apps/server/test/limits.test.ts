// Limits a hostile client meets on its socket: one intent budget per seat (not per socket), a
// cap on sockets per seat and per address, lobby broadcasts only when presence really changes,
// resync answered once per change and rate-limited, and a client that never reads is cut off.
// Each test looks from the client's side: acks, connect errors, events, disconnects.

import { describe, expect, it } from 'vitest';
import type { Ack, Intent } from '@initiative/rules';
import {
  claimSeat,
  connect,
  connectRefused,
  createGame,
  openTable,
  playLegal,
  startedGame,
  whoseMove,
  withTimeout,
  type TestClient,
  withServer,
} from './helpers.ts';

/** A round trip on this socket: everything the server sent it before the answer has arrived. */
function roundTrip(client: TestClient): Promise<unknown> {
  const socket = client.socket as unknown as { emit(event: string, ...args: unknown[]): void };
  return withTimeout(
    new Promise((resolve) => socket.emit('round-trip', resolve)),
    3_000,
    'no answer to a round trip',
  );
}

/** Connects, retrying while refused: a socket closed on the client is let go on the server soon after. */
async function connectOnceFreed(url: string, gameId: string, token?: string): Promise<TestClient> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await connect(url, gameId, token);
    } catch (e) {
      if (attempt >= 60) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

const closeAll = (clients: readonly TestClient[]) => {
  for (const c of clients) c.close();
};

describe('intent rate limit per seat', () => {
  it('shares one budget among all sockets of a seat: 20 sockets on one seat get one burst, not 20', async () => {
    // A budget of 5 that does not refill during the test: the count is exact, not timed.
    await withServer(
      { RATE_LIMIT_BURST: '5', RATE_LIMIT_PER_SECOND: '0.0001', SOCKETS_PER_SEAT: '30' },
      async (s) => {
        const g = await startedGame(s.url, 3);
        const seats = await Promise.all(g.seatTokens.map((t) => connect(s.url, g.gameId, t)));
        const mover = whoseMove(seats);
        const intent = mover.legal[0] as Intent;
        const idle = seats.findIndex((c) => c !== mover);
        const clones = await Promise.all(
          Array.from({ length: 20 }, () => connect(s.url, g.gameId, g.seatTokens[idle])),
        );
        // Out of turn: each intent that gets past the limiter is judged (and refused) by the rules.
        const acks: Ack[] = await Promise.all(clones.flatMap((c) => [c.send(intent), c.send(intent)]));
        const judged = acks.filter((a) => !a.ok && a.code === 'intent/not-your-turn').length;
        const limited = acks.filter((a) => !a.ok && a.code === 'rate/limited').length;
        expect(judged + limited).toBe(40);
        expect(judged).toBeLessThanOrEqual(5);
        expect(limited).toBeGreaterThanOrEqual(35);
        // Another seat's budget is its own: the player to move still plays at once.
        expect(await mover.send(intent)).toMatchObject({ ok: true });
        closeAll([...seats, ...clones]);
      },
    );
  });
});

describe('sockets per seat and per address', () => {
  it('refuses a sixth socket on one seat with socket/too-many, lets other seats connect, and takes one again once a socket closes', async () => {
    await withServer({}, async (s) => {
      const { gameId, hostToken } = await createGame(s.url, { seats: 3 });
      const seat0 = (await claimSeat(s.url, gameId, 0)).seatToken;
      const seat1 = (await claimSeat(s.url, gameId, 1)).seatToken;
      const five = await Promise.all(Array.from({ length: 5 }, () => connect(s.url, gameId, seat0)));
      const refused = await connectRefused(s.url, gameId, seat0);
      expect(refused.data?.code).toBe('socket/too-many');
      expect(refused.data?.message).toMatch(/This seat already has 5 connections.*close one/i);
      // The host link is capped the same way.
      const hosts = await Promise.all(Array.from({ length: 5 }, () => connect(s.url, gameId, hostToken)));
      expect((await connectRefused(s.url, gameId, hostToken)).data?.code).toBe('socket/too-many');
      // Other seats and spectators are not affected.
      const other = await connect(s.url, gameId, seat1);
      const spectators = await Promise.all(Array.from({ length: 8 }, () => connect(s.url, gameId)));
      five[0]?.close();
      const again = await connectOnceFreed(s.url, gameId, seat0);
      expect(again.sync.you).toEqual({ kind: 'seat', seat: 0 });
      closeAll([...five, ...hosts, other, ...spectators, again]);
    });
  });

  it('refuses sockets beyond SOCKETS_PER_ADDRESS from one address with socket/too-many; another address (X-Forwarded-For through a loopback proxy) is counted apart', async () => {
    await withServer({ SOCKETS_PER_ADDRESS: '3' }, async (s) => {
      const { gameId } = await createGame(s.url, { seats: 3 });
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      const first = await Promise.all(
        Array.from({ length: 3 }, () => connect(s.url, gameId, undefined, from('203.0.113.7'))),
      );
      const refused = await connectRefused(s.url, gameId, undefined, from('203.0.113.7'));
      expect(refused.data?.code).toBe('socket/too-many');
      expect(refused.data?.message).toMatch(/Too many connections from your network.*close/i);
      const elsewhere = await connect(s.url, gameId, undefined, from('203.0.113.8'));
      const direct = await connect(s.url, gameId);
      expect(direct.sync.you).toEqual({ kind: 'spectator' });
      closeAll([...first, elsewhere, direct]);
    });
  });
});

describe('lobby presence', () => {
  it('a second socket on an already-connected seat sends no lobby event to the others; the seat going offline sends one', async () => {
    await withServer({}, async (s) => {
      const { gameId } = await createGame(s.url, { seats: 3 });
      const token = (await claimSeat(s.url, gameId, 0)).seatToken;
      const watcher = await connect(s.url, gameId);
      const first = await connect(s.url, gameId, token);
      const online = await watcher.lobbies.next('lobby: seat 1 online');
      expect(online.seats[0]?.connected).toBe(true);
      const second = await connect(s.url, gameId, token);
      await roundTrip(watcher);
      expect(watcher.lobbies.pending).toBe(0);
      // Both leave: the only lobby event is the one where the seat goes offline.
      second.close();
      first.close();
      const offline = await watcher.lobbies.next('lobby: seat 1 offline');
      expect(offline.seats[0]?.connected).toBe(false);
      watcher.close();
    });
  });
});

describe('resync', () => {
  it('answers a repeated resync once in full, then resync/unchanged until something is sent to the socket', async () => {
    await withServer({}, async (s) => {
      const { spectator, all, base } = await openTable(s.url, 3);
      expect((await spectator.resync()).version).toBe(base);
      const again = await spectator.resyncAnswer();
      expect(again).toMatchObject({ ok: false, code: 'resync/unchanged', version: base });
      if ('ok' in again) expect(again.message).toMatch(/already have the latest/i);
      await playLegal(all);
      const after = await spectator.resyncAnswer();
      expect('ok' in after).toBe(false);
      expect(after.version).toBe(base + 1);
      closeAll(all);
    });
  });

  it('refuses resyncs beyond the resync budget with rate/limited', async () => {
    await withServer({ RESYNC_BURST: '2', RESYNC_PER_SECOND: '0.0001' }, async (s) => {
      const { spectator, all, base } = await openTable(s.url, 3);
      expect((await spectator.resync()).version).toBe(base);
      await playLegal(all);
      expect((await spectator.resync()).version).toBe(base + 1);
      await playLegal(all);
      const third = await spectator.resyncAnswer();
      expect(third).toMatchObject({ ok: false, code: 'rate/limited' });
      if ('ok' in third) expect(third.message).toMatch(/slow down|moment/i);
      closeAll(all);
    });
  });
});

describe('a client that never reads', () => {
  it('is disconnected once its outgoing buffer passes SOCKET_BUFFER_LIMIT, and the others carry on', async () => {
    await withServer({ SOCKET_BUFFER_LIMIT: '16' }, async (s) => {
      const { gameId } = await createGame(s.url, { seats: 3 });
      const reader = await connect(s.url, gameId);
      const greedy = await connect(s.url, gameId);
      // Stop reading greedy's TCP connection, then ask for answers it will never read.
      const tcp = (greedy.socket.io.engine.transport as unknown as { ws: { _socket: NodeJS.Socket } }).ws
        ._socket;
      tcp.pause();
      const emit = (greedy.socket as unknown as { emit(e: string, ...a: unknown[]): void }).emit.bind(
        greedy.socket,
      );
      for (let round = 0; round < 40; round++) {
        for (let i = 0; i < 1000; i++) emit('flood', i, () => undefined);
        await new Promise((r) => setImmediate(r));
      }
      // Read again: what was buffered arrives, then the server's close.
      tcp.resume();
      expect(await greedy.disconnects.next('disconnect of the greedy client', 10_000)).toMatch(/transport/);
      await roundTrip(reader);
      expect(reader.socket.connected).toBe(true);
      reader.close();
    });
  });
});
