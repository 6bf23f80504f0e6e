// "Your move" by Web Push, against a local HTTP server standing in for a browser's push service: a
// seat subscribes a browser (as PushSubscription.toJSON() gives it, with keys this test holds the
// private half of); when the game comes to that seat, the push service receives a push signed with
// the server's VAPID key, which only that browser can decrypt, naming the game and the move. Other
// seats' moves send it nothing; an endpoint outside PUSH_ORIGINS, a spectator or the host are refused;
// a subscription the service calls gone (410) is removed; the VAPID key outlives a restart.

import { expect, it } from 'vitest';
import { browser, fakePushService, type Received } from './fake-push.ts';
import { api, claimSeats, connect, createGame, startGame, useRestarts, whoseMove } from './helpers.ts';

const { boot, stop, clients, dataDir } = useRestarts();

const eventually = async (what: string, ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!ok()) throw new Error(`never: ${what}`);
};

it('pushes "your move" to the subscribed browser of the seat the game comes to, and only then', async () => {
  const fake = await fakePushService();
  const dir = dataDir();
  const env = { PUSH_ORIGINS: `https://fcm.googleapis.com,${fake.origin}`, PUSH_RETRY_MS: '20' };
  const server = await boot(dir, env);
  const key = await api<{ publicKey: string }>(server.url, 'GET', '/api/push-key');
  expect(key.status).toBe(200);
  expect(Buffer.from(key.body.publicKey, 'base64url')).toHaveLength(65); // an uncompressed P-256 point

  const game = await createGame(server.url, { name: 'Push night', seats: 3 });
  const tokens = await claimSeats(server.url, game.gameId, 3);
  await startGame(server.url, game.gameId, game.hostToken);
  const seats = await Promise.all(tokens.map((t) => connect(server.url, game.gameId, t)));
  const watcher = await connect(server.url, game.gameId);
  clients.push(...seats, watcher);
  const route = `/api/games/${game.gameId}/push`;

  // Refused: a push service the server does not know, a spectator (no token), the host, a bad key.
  const stranger = browser('https://push.evil.example', 'x');
  expect(await api(server.url, 'POST', route, { subscribe: stranger.subscription }, tokens[0])).toMatchObject(
    {
      status: 400,
      body: { error: { code: 'push/bad-endpoint' } },
    },
  );
  const phone = browser(fake.origin, 'phone');
  expect((await api(server.url, 'POST', route, { subscribe: phone.subscription })).status).toBe(403);
  expect(
    await api(server.url, 'POST', route, { subscribe: phone.subscription }, game.hostToken),
  ).toMatchObject({ status: 403, body: { error: { code: 'auth/not-seat' } } });
  const badKey = { ...phone.subscription, keys: { p256dh: 'not base64!', auth: 'x' } };
  expect(await api(server.url, 'POST', route, { subscribe: badKey }, tokens[0])).toMatchObject({
    status: 400,
    body: { error: { code: 'request/invalid' } },
  });

  // Everyone keeps their secret objective; the first picker of the strategy phase is told.
  const subscribed = browser(fake.origin, 'seat-phone');
  let waiter = -1;
  for (const [seat, c] of seats.entries()) {
    const keep = c.legal.find((i) => i.type === 'keep-secret-objective');
    if (seat === seats.length - 1) {
      // Before the last keep: subscribe the seat that will pick first (the speaker).
      waiter = c.view.speaker as number;
      const ok = await api(server.url, 'POST', route, { subscribe: subscribed.subscription }, tokens[waiter]);
      expect(ok).toEqual({ status: 200, body: { ok: true } });
    }
    expect((await c.send(keep)).ok).toBe(true);
  }
  await eventually('the push', () => fake.received.length === 1);
  const push = fake.received[0] as Received;
  expect(push.path).toBe('/push/seat-phone');
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(push.headers['urgency']).toBe('high');
  expect(String(push.headers['authorization'])).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
  expect(String(push.headers['authorization'])).toContain(`k=${key.body.publicKey}`);
  const message = subscribed.read(push.body);
  expect(message).toMatchObject({ title: 'Push night: your move', url: `/g/${game.gameId}` });
  expect(message.body).toMatch(/to pick a strategy card/);
  // Nothing readable by anyone else: the body is ciphertext.
  expect(push.body.toString('latin1')).not.toContain('Push night');
  // The subscription never reaches a client.
  expect(JSON.stringify(watcher.latest)).not.toContain('seat-phone');

  // The subscribed seat picks: the next picker has no browser subscribed, so nothing is pushed.
  const picker = whoseMove(seats);
  expect(picker).toBe(seats[waiter]);
  await new Promise((r) => setTimeout(r, 50));
  expect((await picker.send(picker.legal.find((i) => i.type === 'pick-strategy-card'))).ok).toBe(true);
  await eventually('quiet', () => !server.push.busy());
  expect(fake.received).toHaveLength(1);

  // The key survives a restart: the browser's subscription (made with the old key) still works.
  await stop(server);
  const again = await boot(dir, env);
  const sameKey = await api<{ publicKey: string }>(again.url, 'GET', '/api/push-key');
  expect(sameKey.body.publicKey).toBe(key.body.publicKey);
});

it('removes a subscription the push service says is gone, and keeps a seat to its newest five browsers', async () => {
  const fake = await fakePushService();
  const server = await boot(undefined, { PUSH_ORIGINS: fake.origin, PUSH_RETRY_MS: '20' });
  const game = await createGame(server.url, { seats: 3 });
  const tokens = await claimSeats(server.url, game.gameId, 3);
  const route = `/api/games/${game.gameId}/push`;
  const everyone = [0, 1, 2].map((seat) => browser(fake.origin, `seat-${seat}`));
  for (const [seat, b] of everyone.entries())
    expect((await api(server.url, 'POST', route, { subscribe: b.subscription }, tokens[seat])).status).toBe(
      200,
    );
  // Six browsers for seat 0: the oldest (seat-0) is dropped.
  for (let i = 1; i <= 5; i++)
    await api(
      server.url,
      'POST',
      route,
      { subscribe: browser(fake.origin, `extra-${i}`).subscription },
      tokens[0],
    );
  const lobby = () => server.hub.get(game.gameId)?.record.lobby.push ?? [];
  expect(
    lobby()
      .filter((p) => p.seat === 0)
      .map((p) => p.endpoint.split('/').pop()),
  ).toEqual(['extra-1', 'extra-2', 'extra-3', 'extra-4', 'extra-5']);
  // Unsubscribing one by its endpoint.
  await api(server.url, 'POST', route, { unsubscribe: `${fake.origin}/push/extra-5` }, tokens[0]);
  expect(lobby().some((p) => p.endpoint.endsWith('extra-5'))).toBe(false);

  // All three seats keep their secret objective at once (setup): every seat is waited for by the
  // strategy phase's first pick only, so one push — answered 410 Gone: that subscription goes.
  await startGame(server.url, game.gameId, game.hostToken);
  const seats = await Promise.all(tokens.map((t) => connect(server.url, game.gameId, t)));
  clients.push(...seats);
  const speaker = seats[0]?.view.speaker as number;
  fake.script.push(410);
  for (const c of seats)
    expect((await c.send(c.legal.find((i) => i.type === 'keep-secret-objective'))).ok).toBe(true);
  await eventually('the push', () => fake.received.length >= 1);
  await eventually('quiet', () => !server.push.busy());
  const speakerEndpoints = speaker === 0 ? ['extra-1', 'extra-2', 'extra-3', 'extra-4'] : [`seat-${speaker}`];
  expect(fake.received.map((r) => r.path.split('/').pop()).sort()).toEqual([...speakerEndpoints].sort());
  const gone = fake.received[0]?.path.split('/').pop() as string;
  await eventually('removed', () => !lobby().some((p) => p.endpoint.endsWith(`/${gone}`)));
  expect(server.push.failed).toBe(1);
});
