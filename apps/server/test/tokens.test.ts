// Seat and host tokens: unguessable (32 random bytes), never broadcast, stored
// only as hashes, and revocable by the host (kick).

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameSummary } from '@initiative/rules';
import { progressMoves } from './crash/progress.ts';
import {
  api,
  claimSeat,
  connectRefused,
  createGame,
  startGame,
  useTestServer,
  type TestClient,
} from './helpers.ts';

const server = useTestServer();
const { connect } = server;

/** Every message a client receives, as JSON text (its first sync included). */
function record(client: TestClient, into: string[]): void {
  into.push(JSON.stringify(['sync', client.sync]));
  client.socket.onAny((event: string, ...args: unknown[]) => into.push(JSON.stringify([event, ...args])));
}

/** The forms a token could leak in: itself and its SHA-256 hash (as stored), in two encodings. */
function leakForms(token: string): string[] {
  const digest = createHash('sha256').update(token).digest();
  return [token, digest.toString('base64url'), digest.toString('hex'), digest.toString('base64')];
}

/** Plays an intent that moves the game on and waits for every client's update. */
async function playOne(seats: readonly TestClient[], all: readonly TestClient[]): Promise<boolean> {
  const move = progressMoves(
    seats.filter((c) => c.socket.connected),
    (c) => c.latest.view,
  )[0];
  if (!move) return false;
  const ack = await move.client.send(move.intent);
  expect(ack.ok).toBe(true);
  await Promise.all(all.filter((c) => c.socket.connected).map((c) => c.nextUpdate()));
  return true;
}

describe('tokens', () => {
  it('seat and host tokens are 32 random bytes in base64url, and no two are alike', async () => {
    const tokens: string[] = [];
    for (let g = 0; g < 12; g++) {
      const { gameId, hostToken } = await createGame(server.url, { seats: 8 });
      tokens.push(hostToken);
      for (let seat = 0; seat < 8; seat++) tokens.push((await claimSeat(server.url, gameId, seat)).seatToken);
    }
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const bytes = Buffer.from(token, 'base64url');
      expect(bytes).toHaveLength(32);
      expect(bytes.toString('base64url')).toBe(token);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // 108 tokens of 32 bytes: a generator worth the name uses nearly every byte value.
    const values = new Set(tokens.flatMap((t) => [...Buffer.from(t, 'base64url')]));
    expect(values.size).toBeGreaterThan(240);
  });

  it('no socket message to any client and no public HTTP answer ever carries a token or its hash, through lobby, play, pause, kick and re-claim', async () => {
    const messages: string[] = [];
    const { gameId, hostToken } = await createGame(server.url, { seats: 4, name: 'Token watch' });
    const tokens = [hostToken];

    // Watchers from the start: they see every lobby broadcast while the seats are claimed.
    const spectator = await connect(gameId);
    record(spectator, messages);
    const host = await connect(gameId, hostToken);
    record(host, messages);
    const seats: TestClient[] = [];
    for (let seat = 0; seat < 4; seat++) {
      const { seatToken } = await claimSeat(server.url, gameId, seat);
      tokens.push(seatToken);
      const client = await connect(gameId, seatToken);
      record(client, messages);
      seats.push(client);
    }
    await startGame(server.url, gameId, hostToken);
    await Promise.all([spectator, host, ...seats].map((c) => c.syncs.next('sync after the start')));
    let all = [...seats, spectator, host];
    for (let i = 0; i < 8; i++) await playOne(seats, all);

    expect((await api(server.url, 'POST', `/api/games/${gameId}/pause`, undefined, hostToken)).status).toBe(
      200,
    );
    expect((await api(server.url, 'POST', `/api/games/${gameId}/resume`, undefined, hostToken)).status).toBe(
      200,
    );
    expect((await api(server.url, 'POST', `/api/games/${gameId}/kick`, { seat: 3 }, hostToken)).status).toBe(
      200,
    );
    await seats[3]?.disconnects.next('disconnect of the kicked seat');
    const reclaimed = await claimSeat(server.url, gameId, 3);
    tokens.push(reclaimed.seatToken);
    const replacement = await connect(gameId, reclaimed.seatToken);
    record(replacement, messages);
    seats[3] = replacement;
    all = [...seats, spectator, host];
    for (let i = 0; i < 8; i++) await playOne(seats, all);
    for (const c of all) await c.resync().then((m) => messages.push(JSON.stringify(['resync', m])));

    const summary = await api<GameSummary>(server.url, 'GET', `/api/games/${gameId}`);
    const health = await api(server.url, 'GET', '/healthz');
    const publicAnswers = [JSON.stringify(summary.body), JSON.stringify(health.body)];

    expect(messages.length).toBeGreaterThan(100);
    // The search looks at real content: the game id is in there, as it should be.
    expect(messages.filter((m) => m.includes(gameId)).length).toBeGreaterThan(5);
    const found = tokens
      .flatMap(leakForms)
      .filter((form) => [...messages, ...publicAnswers].some((m) => m.includes(form)));
    expect(found).toEqual([]);
  });

  it('the server keeps only hashes: the database files hold no token, only its SHA-256', async () => {
    const { gameId, hostToken } = await createGame(server.url, { seats: 3 });
    const { seatToken } = await claimSeat(server.url, gameId, 0);
    const files = fs
      .readdirSync(server.dataDir)
      .filter((f) => f.startsWith('initiative.db'))
      .map((f) => fs.readFileSync(path.join(server.dataDir, f)).toString('latin1'));
    expect(files.length).toBeGreaterThan(0);
    const stored = files.join('');
    for (const token of [hostToken, seatToken]) {
      expect(stored.includes(token)).toBe(false);
      expect(stored.includes(createHash('sha256').update(token).digest('base64url'))).toBe(true);
    }
  });

  it("the host revokes a seat's token by kicking: the seat's socket is told and closed, the old token is refused, a new claim gets a new token", async () => {
    const { gameId, hostToken } = await createGame(server.url, { seats: 3 });
    const tokens = [];
    for (let seat = 0; seat < 3; seat++) tokens.push((await claimSeat(server.url, gameId, seat)).seatToken);
    await startGame(server.url, gameId, hostToken);
    const victim = await connect(gameId, tokens[1]);
    expect(victim.sync.you).toEqual({ kind: 'seat', seat: 1 });

    expect((await api(server.url, 'POST', `/api/games/${gameId}/kick`, { seat: 1 }, hostToken)).status).toBe(
      200,
    );
    expect((await victim.revocations.next('revoked')).code).toBe('auth/revoked');
    await victim.disconnects.next('disconnect');
    expect((await connectRefused(server.url, gameId, tokens[1])).data?.code).toBe('auth/bad-token');
    // The other seats keep their tokens.
    expect((await connect(gameId, tokens[0])).sync.you).toEqual({ kind: 'seat', seat: 0 });

    const again = await claimSeat(server.url, gameId, 1);
    expect(again.seatToken).not.toBe(tokens[1]);
    expect((await connect(gameId, again.seatToken)).sync.you).toEqual({ kind: 'seat', seat: 1 });
  });
});
