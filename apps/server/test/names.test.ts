// Names from a hostile client's view: hidden characters and blank names are refused with a
// message that says why, and a seat cannot take a name that looks like another seat's.

import { describe, expect, it } from 'vitest';
import type { GameSummary } from '@initiative/rules';
import { api, claimSeat, createGame, useTestServer, type ApiError } from './helpers.ts';

const server = useTestServer();

const claim = (gameId: string, seat: number, name: string, color: string) =>
  api<ApiError>(server.url, 'POST', `/api/games/${gameId}/seats`, { seat, name, color });

describe('names', () => {
  it('refuses a player name with a zero-width space or a bidi override with 400 and a message naming the character', async () => {
    const { gameId } = await createGame(server.url, { seats: 3 });
    for (const name of ['Bo\u200bb', '\u202eboB', 'Bob\u0007', 'Bob\ud800']) {
      const res = await claim(gameId, 0, name, 'red');
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.error.code).toBe('request/invalid');
      expect(res.body.error.message).toMatch(/name: A name cannot contain invisible or control characters/);
    }
  });

  it('refuses a name of only spaces and combining marks, and a game name of only a Hangul filler', async () => {
    const { gameId } = await createGame(server.url, { seats: 3 });
    const blank = await claim(gameId, 0, ' \u0301\u0302 ', 'red');
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toMatch(/visible character/);
    const game = await api<ApiError>(server.url, 'POST', '/api/games', {
      name: '\u3164',
      seats: 3,
      victoryPoints: 10,
    });
    expect(game.status).toBe(400);
    expect(game.body.error.message).toMatch(/A game name needs at least one visible character/);
  });

  it('stores a name in NFC form: a decomposed é is shown as one character', async () => {
    const { gameId } = await createGame(server.url, { seats: 3, name: 'Cafe\u0301' });
    await claimSeat(server.url, gameId, 0, 'Ame\u0301lie');
    const summary = await api<GameSummary>(server.url, 'GET', `/api/games/${gameId}`);
    expect(summary.body.name).toBe('Caf\u00e9');
    expect(summary.body.seats[0]?.name).toBe('Am\u00e9lie');
  });

  it('refuses a name that looks like another seat\u2019s (case, Cyrillic letters, 0/O, 1/l) with 409 seat/name-taken', async () => {
    const { gameId } = await createGame(server.url, { seats: 5 });
    await claimSeat(server.url, gameId, 0, 'Oscar');
    await claimSeat(server.url, gameId, 1, 'Bill');
    for (const [seat, name] of [
      [2, 'Oscar'],
      [2, 'oscar'],
      [2, '\u041esc\u0430r'], // Cyrillic О and а
      [3, '0scar'],
      [3, 'Bi11'],
      [4, 'BILL'],
    ] as const) {
      const res = await claim(gameId, seat, name, 'green');
      expect(res.status, name).toBe(409);
      expect(res.body.error.code).toBe('seat/name-taken');
      expect(res.body.error.message).toMatch(/looks like|already/);
    }
    // A name that only resembles one in a seat nobody holds any more is free again, and a different
    // name is fine.
    expect((await claim(gameId, 2, 'Oskar', 'green')).status).toBe(201);
    const summary = await api<GameSummary>(server.url, 'GET', `/api/games/${gameId}`);
    expect(summary.body.seats.map((s) => s.name)).toEqual(['Oscar', 'Bill', 'Oskar', null, null]);
  });
});
