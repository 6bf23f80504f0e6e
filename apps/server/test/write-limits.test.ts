// Writes over HTTP from a hostile player's view (issue 26): every write route is throttled per seat (or
// host link) and per client address, answered 429 rate/limited with Retry-After past the budget; and a
// write that changes nothing the other sockets can see is not broadcast to them.

import { describe, expect, it } from 'vitest';
import type { GameSummary } from '@initiative/rules';
import { openTable, startedGame, useRestarts, type TestClient } from './helpers.ts';

const { boot, clients } = useRestarts();

interface Answer {
  status: number;
  code: string | undefined;
  message: string | undefined;
  retryAfter: number;
}

/** POSTs `body` to a game's route, with a bearer token (or none), from `ip` (the address a loopback proxy forwards). */
async function post(
  url: string,
  gameId: string,
  route: string,
  body: unknown,
  token: string | undefined,
  ip: string,
): Promise<Answer> {
  const res = await fetch(`${url}/api/games/${gameId}/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { error?: { code: string; message: string } };
  return {
    status: res.status,
    code: json.error?.code,
    message: json.error?.message,
    retryAfter: Number(res.headers.get('retry-after')),
  };
}

const limited = (answers: readonly Answer[]) => answers.filter((a) => a.status === 429);

/** Consumes `client`'s lobby messages until one satisfies `done`. */
async function lobbyUntil(client: TestClient, done: (s: GameSummary) => boolean): Promise<void> {
  while (!done(await client.lobbies.next('lobby'))) {
    /* an earlier lobby message */
  }
}

const REMINDERS = { reminders: { everyHours: 4, quietHours: null, beforeMe: true } };
const DISCORD_ID = '123456789012345678';

describe('write routes are throttled per seat and per address', () => {
  it('150 settings writes from one seat: 10 answered, 140 refused with 429 rate/limited and Retry-After, none broadcast', async () => {
    const server = await boot(undefined, { SEAT_WRITES_PER_MINUTE: '10', ADDRESS_WRITES_PER_MINUTE: '25' });
    const { game, spectator, all } = await openTable(server.url, 3);
    clients.push(...all);
    const [ada, brin, cyd] = game.seatTokens;
    const write = (token: string | undefined, ip: string) =>
      post(server.url, game.gameId, 'reminders', REMINDERS, token, ip);
    // Every earlier lobby message is in: the host pauses, and the spectator hears it.
    expect((await post(server.url, game.gameId, 'pause', {}, game.hostToken, '127.0.0.1')).status).toBe(200);
    await lobbyUntil(spectator, (s) => s.paused);
    const heard = spectator.lobbies.all.length;

    const flood = await Promise.all(Array.from({ length: 150 }, () => write(ada, '198.51.100.40')));
    expect(flood.filter((a) => a.status === 200)).toHaveLength(10);
    expect(limited(flood)).toHaveLength(140);
    for (const refused of limited(flood)) {
      expect(refused.code).toBe('rate/limited');
      expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    }
    // The budget is the seat's: another address does not refill it.
    const again = await write(ada, '198.51.100.41');
    expect(again).toMatchObject({
      status: 429,
      code: 'rate/limited',
      message: expect.stringMatching(/from your seat/),
    });
    // The address's budget (25) bounds all its seats: the second seat gets 10, the third 5 of its 8.
    const second = await Promise.all(Array.from({ length: 10 }, () => write(brin, '198.51.100.40')));
    expect(second.map((a) => a.status)).toEqual(Array(10).fill(200));
    const third = await Promise.all(Array.from({ length: 8 }, () => write(cyd, '198.51.100.40')));
    expect(third.filter((a) => a.status === 200)).toHaveLength(5);
    expect(limited(third)).toHaveLength(3);
    for (const refused of limited(third))
      expect(refused).toMatchObject({
        code: 'rate/limited',
        message: expect.stringMatching(/from your network/),
      });
    // From another address, the third seat still has what is left of its own budget.
    expect((await write(cyd, '198.51.100.42')).status).toBe(200);

    // Reminder settings are the seat's own: none of the 26 answered writes reached the spectator.
    expect((await post(server.url, game.gameId, 'resume', {}, game.hostToken, '127.0.0.1')).status).toBe(200);
    await lobbyUntil(spectator, (s) => !s.paused);
    expect(spectator.lobbies.all.length - heard).toBe(1);
  });

  it('throttles every write route: per seat or host link whatever the address, and per address whatever the token', async () => {
    const seatLimited = await boot(undefined, {
      SEAT_WRITES_PER_MINUTE: '3',
      ADDRESS_WRITES_PER_MINUTE: '1e6',
    });
    const addressLimited = await boot(undefined, {
      SEAT_WRITES_PER_MINUTE: '1e6',
      ADDRESS_WRITES_PER_MINUTE: '6',
    });
    const shared = await startedGame(addressLimited.url, 3, true);
    const routes: [route: string, who: 'host' | 'seat' | 'anyone', body: unknown][] = [
      ['seats', 'anyone', { seat: 0, name: 'Late', color: 'red' }],
      ['start', 'host', {}],
      ['kick', 'host', { seat: 0 }],
      ['pause', 'host', {}],
      ['resume', 'host', {}],
      ['discord', 'host', { webhookUrl: null }],
      ['discord-user', 'seat', { userId: DISCORD_ID }],
      ['push', 'seat', { unsubscribe: 'https://fcm.googleapis.com/fcm/send/gone' }],
      ['reminders', 'seat', REMINDERS],
      ['draft-ranking', 'seat', { cards: ['leadership'] }],
      ['secondary-orders', 'seat', { orders: { politics: 'skip' } }],
      ['status-orders', 'seat', { orders: { scoring: 'nothing', tokens: 'ask' } }],
    ];
    for (const [n, [route, who, body]] of routes.entries()) {
      // Per seat: a write from each of four addresses; the fourth is refused (the host's third: starting
      // the game was its first write).
      if (who !== 'anyone') {
        const game = await startedGame(seatLimited.url, 3, true);
        const token = who === 'host' ? game.hostToken : game.seatTokens[1];
        const answers: Answer[] = [];
        for (let i = 0; i < (who === 'host' ? 3 : 4); i++)
          answers.push(await post(seatLimited.url, game.gameId, route, body, token, `198.51.${n}.${i + 1}`));
        expect(
          answers.map((a) => a.status === 429),
          route,
        ).toEqual([...Array(answers.length - 1).fill(false), true]);
        expect(answers.at(-1), route).toMatchObject({ code: 'rate/limited' });
        expect(answers.at(-1)?.retryAfter, route).toBeGreaterThanOrEqual(1);
      }
      // Per address: seven requests from one address, with a token, a wrong one and none; the seventh is refused.
      const tokens = [shared.hostToken, shared.seatTokens[2], 'x'.repeat(43), undefined];
      const answers: Answer[] = [];
      for (let i = 0; i < 7; i++)
        answers.push(
          await post(addressLimited.url, shared.gameId, route, body, tokens[i % 4], `203.0.113.${n + 1}`),
        );
      expect(
        answers.map((a) => a.status === 429),
        route,
      ).toEqual([...Array(6).fill(false), true]);
      expect(answers[6], route).toMatchObject({ code: 'rate/limited' });
    }
  });
});

describe('lobby broadcasts', () => {
  it('a write that changes nothing the others can see sends them no lobby message', async () => {
    const server = await boot();
    const { game, seats, spectator, all } = await openTable(server.url, 3);
    clients.push(...all);
    const [ada] = game.seatTokens;
    const write = (route: string, body: unknown, token = ada) =>
      post(server.url, game.gameId, route, body, token, '127.0.0.1');
    const watchers = [spectator, seats[1] as TestClient];
    // Every earlier lobby message is in: seat 2 gives its Discord id, and the watchers hear it.
    expect((await write('discord-user', { userId: DISCORD_ID }, game.seatTokens[2])).status).toBe(200);
    for (const w of watchers) await lobbyUntil(w, (s) => s.seats[2]?.discord === true);
    const heard = watchers.map((w) => w.lobbies.all.length);

    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/ada-phone',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
    const answers = [
      // Seen by the others: the first Discord id (the seat's "discord" flag) and the first pause.
      ...(await Promise.all([1, 2, 3].map(() => write('discord-user', { userId: DISCORD_ID })))),
      await write('pause', {}, game.hostToken),
      await write('pause', {}, game.hostToken),
      // Seen by no one else.
      await write('reminders', REMINDERS),
      await write('reminders', REMINDERS),
      await write('push', { subscribe: subscription }),
      await write('push', { subscribe: subscription }),
      await write('discord', { webhookUrl: null }, game.hostToken),
      await write('secondary-orders', { orders: { politics: 'skip' } }),
      await write('status-orders', { orders: { scoring: 'nothing', tokens: 'ask' } }),
      await write('draft-ranking', { cards: ['leadership'] }),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(13).fill(200));
    // The last message each watcher gets is the resume; before it, exactly two.
    expect((await write('resume', {}, game.hostToken)).status).toBe(200);
    for (const [i, w] of watchers.entries()) {
      await lobbyUntil(w, (s) => !s.paused);
      const got = w.lobbies.all.slice(heard[i]);
      expect(got.map((s) => [s.seats[0]?.discord, s.paused])).toEqual([
        [true, false],
        [true, true],
        [true, false],
      ]);
    }
  });
});
