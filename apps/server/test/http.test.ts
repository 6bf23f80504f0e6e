import { describe, expect, it } from 'vitest';
import type { GameSummary } from '@initiative/rules';
import {
  api,
  claimSeat,
  claimSeats,
  createGame,
  startGame,
  useTestServer,
  type ApiError,
  type ClaimedSeat,
} from './helpers.ts';

const server = useTestServer();

describe('HTTP API', () => {
  it('reports health on GET /healthz', async () => {
    const res = await api<{ ok: boolean; games: number }>(server.url, 'GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(typeof res.body.games).toBe('number');
  });

  it('creates a game and returns its id, host token and the invite, spectate and host links', async () => {
    const res = await api<Record<string, string>>(server.url, 'POST', '/api/games', {
      name: 'Friday night',
      seats: 5,
      victoryPoints: 14,
    });
    expect(res.status).toBe(201);
    const { gameId, hostToken, inviteUrl, spectateUrl, hostUrl } = res.body;
    expect(gameId).toMatch(/^[A-Za-z0-9_-]{6,32}$/);
    expect(hostToken).toMatch(/^[A-Za-z0-9_-]{20,100}$/);
    expect(inviteUrl).toBe(`${server.url}/g/${gameId}/join`);
    expect(spectateUrl).toBe(`${server.url}/g/${gameId}/watch`);
    expect(hostUrl).toBe(`${server.url}/g/${gameId}/host#${hostToken}`);

    const summary = await api<GameSummary>(server.url, 'GET', `/api/games/${gameId}`);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      id: gameId,
      name: 'Friday night',
      status: 'lobby',
      seatCount: 5,
      victoryPoints: 14,
      version: 0,
    });
    expect(summary.body.seats).toHaveLength(5);
    expect(summary.body.seats.every((s) => !s.claimed && !s.connected)).toBe(true);
    // The summary never carries tokens or their hashes.
    expect(JSON.stringify(summary.body)).not.toContain(hostToken);
    expect(JSON.stringify(summary.body)).not.toMatch(/token/i);
  });

  it('refuses a body that is not JSON with 400 request/malformed', async () => {
    const res = await api<ApiError>(server.url, 'POST', '/api/games', '{"name": "broken', undefined);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('request/malformed');
    expect(res.body.error.message).toBeTruthy();
  });

  it('refuses a body that breaks the schema with 400 request/invalid naming the field', async () => {
    const tooFew = await api<ApiError>(server.url, 'POST', '/api/games', {
      name: 'x',
      seats: 2,
      victoryPoints: 10,
    });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.error.code).toBe('request/invalid');
    expect(tooFew.body.error.message).toContain('seats');

    const unknownField = await api<ApiError>(server.url, 'POST', '/api/games', {
      name: 'x',
      seats: 3,
      victoryPoints: 10,
      admin: true,
    });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.error.code).toBe('request/invalid');

    const blankName = await api<ApiError>(server.url, 'POST', '/api/games', {
      name: '   ',
      seats: 3,
      victoryPoints: 10,
    });
    expect(blankName.status).toBe(400);
    expect(blankName.body.error.code).toBe('request/invalid');
  });

  it('refuses a body over 16 KB with 413 request/too-large', async () => {
    const res = await api<ApiError>(server.url, 'POST', '/api/games', {
      name: 'big',
      seats: 3,
      victoryPoints: 10,
      mapString: 'x'.repeat(17_000),
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('request/too-large');
  });

  it('answers 404 game/not-found for an unknown game and 400 for a malformed game id', async () => {
    const unknown = await api<ApiError>(server.url, 'GET', '/api/games/NoSuchGame123');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('game/not-found');

    const claim = await api<ApiError>(server.url, 'POST', '/api/games/NoSuchGame123/seats', {
      seat: 0,
      name: 'A',
      color: 'red',
    });
    expect(claim.status).toBe(404);
    expect(claim.body.error.code).toBe('game/not-found');

    const badId = await api<ApiError>(server.url, 'GET', '/api/games/x');
    expect(badId.status).toBe(400);
    expect(badId.body.error.code).toBe('request/invalid');
  });

  it('answers 404 request/not-found for an unknown API route', async () => {
    const res = await api<ApiError>(server.url, 'GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('request/not-found');
  });

  it('gives a seat token when a free seat is claimed, and the summary shows the seat taken', async () => {
    const { gameId } = await createGame(server.url, { seats: 3 });
    const res = await api<ClaimedSeat>(server.url, 'POST', `/api/games/${gameId}/seats`, {
      seat: 1,
      name: 'Ada',
      color: 'green',
    });
    expect(res.status).toBe(201);
    expect(res.body.seat).toBe(1);
    expect(res.body.seatToken).toMatch(/^[A-Za-z0-9_-]{20,100}$/);
    expect(res.body.seatUrl).toBe(`${server.url}/g/${gameId}/seat#${res.body.seatToken}`);

    const summary = await api<GameSummary>(server.url, 'GET', `/api/games/${gameId}`);
    expect(summary.body.seats[1]).toMatchObject({ seat: 1, claimed: true, name: 'Ada', color: 'green' });
    expect(summary.body.seats[0]).toMatchObject({ claimed: false, name: null });
  });

  it('refuses to claim a taken seat with 409 seat/taken', async () => {
    const { gameId } = await createGame(server.url, { seats: 3 });
    await claimSeat(server.url, gameId, 0, 'First', 'red');
    const res = await api<ApiError>(server.url, 'POST', `/api/games/${gameId}/seats`, {
      seat: 0,
      name: 'Second',
      color: 'blue',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('seat/taken');
    const summary = await api<GameSummary>(server.url, 'GET', `/api/games/${gameId}`);
    expect(summary.body.seats[0]?.name).toBe('First');
  });

  it('refuses a colour another player already plays with 409 seat/color-taken', async () => {
    const { gameId } = await createGame(server.url, { seats: 3 });
    await claimSeat(server.url, gameId, 0, 'First', 'red');
    const res = await api<ApiError>(server.url, 'POST', `/api/games/${gameId}/seats`, {
      seat: 1,
      name: 'Second',
      color: 'red',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('seat/color-taken');
    const summary = await api<GameSummary>(server.url, 'GET', `/api/games/${gameId}`);
    expect(summary.body.seats[1]?.claimed).toBe(false);
  });

  it('refuses a seat number the game does not have with 400 seat/not-found', async () => {
    const { gameId } = await createGame(server.url, { seats: 3 });
    const res = await api<ApiError>(server.url, 'POST', `/api/games/${gameId}/seats`, {
      seat: 5,
      name: 'Late',
      color: 'pink',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('seat/not-found');
  });

  it('lets only the host start the game: 403 auth/not-host without or with a wrong token', async () => {
    const { gameId, hostToken } = await createGame(server.url, { seats: 3 });
    const seatTokens = await claimSeats(server.url, gameId, 3);

    const noToken = await api<ApiError>(server.url, 'POST', `/api/games/${gameId}/start`);
    expect(noToken.status).toBe(403);
    expect(noToken.body.error.code).toBe('auth/not-host');

    const seatToken = await api<ApiError>(
      server.url,
      'POST',
      `/api/games/${gameId}/start`,
      undefined,
      seatTokens[0],
    );
    expect(seatToken.status).toBe(403);
    expect(seatToken.body.error.code).toBe('auth/not-host');

    const summary = await api<GameSummary>(server.url, 'GET', `/api/games/${gameId}`);
    expect(summary.body.status).toBe('lobby');

    await startGame(server.url, gameId, hostToken);
    const after = await api<GameSummary>(server.url, 'GET', `/api/games/${gameId}`);
    expect(after.body.status).toBe('playing');
  });

  it('refuses to start while seats are free with 409 game/seats-free, and a second start with 409 game/started', async () => {
    const { gameId, hostToken } = await createGame(server.url, { seats: 3 });
    await claimSeat(server.url, gameId, 0);
    const early = await api<ApiError>(server.url, 'POST', `/api/games/${gameId}/start`, undefined, hostToken);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('game/seats-free');
    expect(early.body.error.message).toContain('2, 3');

    await claimSeat(server.url, gameId, 1);
    await claimSeat(server.url, gameId, 2);
    await startGame(server.url, gameId, hostToken);
    const again = await api<ApiError>(server.url, 'POST', `/api/games/${gameId}/start`, undefined, hostToken);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('game/started');
  });

  it('stores a player name containing HTML as plain text and returns the exact string', async () => {
    const { gameId } = await createGame(server.url, { seats: 3 });
    const name = '<script>alert(1)</script>';
    const claim = await api(server.url, 'POST', `/api/games/${gameId}/seats`, {
      seat: 2,
      name,
      color: 'black',
    });
    expect(claim.status).toBe(201);
    const res = await fetch(`${server.url}/api/games/${gameId}`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const summary = (await res.json()) as GameSummary;
    expect(summary.seats[2]?.name).toBe(name);
  });
});
