// "Your move" pings to a Discord channel, against a local HTTP server standing in for Discord: the
// host's webhook URL is checked and never reaches a client; a player's user id makes the @mention; a
// post that fails is retried (after Discord's retry_after on a 429) while the game goes on unhindered;
// a webhook Discord says is gone is given up at once.

import { expect, it } from 'vitest';
import { fakeDiscord, webhookOn, type FakeDiscord } from './fake-discord.ts';
import {
  api,
  claimSeats,
  connect,
  createGame,
  hasMove,
  startGame,
  useRestarts,
  whoseMove,
  type TestClient,
} from './helpers.ts';

const { boot, clients } = useRestarts();
const USER = '123456789012345678';

const eventually = async (what: string, ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!ok()) throw new Error(`never: ${what}`);
};

/** A 3-seat lobby on a server that may post to `fake`, with its webhook set; seat 1 gave a user id. */
async function lobbyWithWebhook(fake: FakeDiscord) {
  const server = await boot(undefined, {
    DISCORD_WEBHOOK_ORIGINS: `https://discord.com,${fake.origin}`,
    DISCORD_MIN_INTERVAL_MS: '0',
    DISCORD_RETRY_MS: '20',
    PUBLIC_URL: 'https://initiative.example',
  });
  const game = await createGame(server.url, { seats: 3 });
  const tokens = await claimSeats(server.url, game.gameId, 3);
  const webhook = webhookOn(fake.origin);
  const set = await api(
    server.url,
    'POST',
    `/api/games/${game.gameId}/discord`,
    { webhookUrl: webhook },
    game.hostToken,
  );
  expect(set).toEqual({ status: 200, body: { ok: true } });
  const user = await api(
    server.url,
    'POST',
    `/api/games/${game.gameId}/discord-user`,
    { userId: USER },
    tokens[1],
  );
  expect(user).toEqual({ status: 200, body: { ok: true } });
  return { server, game, tokens, webhook };
}

it('checks the webhook URL, keeps it and the user ids on the server, and pings each player whose move it becomes', async () => {
  const fake = await fakeDiscord();
  const { server, game, tokens, webhook } = await lobbyWithWebhook(fake);
  const route = `/api/games/${game.gameId}/discord`;

  // Refused: another host, a Discord address that is not a webhook, not the host, a malformed user id.
  for (const bad of [
    'https://evil.example/api/webhooks/1122334455/' + 'x'.repeat(68),
    'https://discord.com/channels/1/2',
    'not a url',
  ]) {
    const res = await api(server.url, 'POST', route, { webhookUrl: bad }, game.hostToken);
    expect(res.status, bad).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'discord/bad-webhook' } });
  }
  expect(await api(server.url, 'POST', route, { webhookUrl: webhook }, tokens[0])).toMatchObject({
    status: 403,
    body: { error: { code: 'auth/not-host' } },
  });
  const badUser = await api(
    server.url,
    'POST',
    `/api/games/${game.gameId}/discord-user`,
    { userId: '@ada' },
    tokens[0],
  );
  expect(badUser).toMatchObject({ status: 400, body: { error: { code: 'request/invalid' } } });
  expect(String((badUser.body as { error: { message: string } }).error.message)).toMatch(/17 to 20 digits/);

  // What clients learn: that pings are on, and which seats gave an id; never the URL or the id.
  const summary = await api<{ discord: boolean; seats: { discord: boolean }[] }>(
    server.url,
    'GET',
    `/api/games/${game.gameId}`,
  );
  expect(summary.body.discord).toBe(true);
  expect(summary.body.seats.map((s) => s.discord)).toEqual([false, true, false]);

  await startGame(server.url, game.gameId, game.hostToken);
  const seats: TestClient[] = await Promise.all(tokens.map((t) => connect(server.url, game.gameId, t)));
  const watcher = await connect(server.url, game.gameId);
  const host = await connect(server.url, game.gameId, game.hostToken);
  clients.push(...seats, watcher, host);
  for (const c of [...seats, watcher, host]) {
    const seen = JSON.stringify(c.sync);
    expect(seen).not.toContain('T'.repeat(68));
    expect(seen).not.toContain(USER);
  }

  // Setup: every seat keeps a secret; the last keep starts the draft and pings the first picker.
  for (const c of seats) {
    const keep = c.legal.find((i) => i.type === 'keep-secret-objective');
    if (keep) expect(await c.send(keep)).toMatchObject({ ok: true });
  }
  await eventually('a ping for the first picker', () =>
    fake.posts.some((p) => p.body?.content.includes('pick a strategy card')),
  );
  // Then every pick pings the next picker, by @mention for the seat that gave its id.
  const picker = () => seats.find((c) => c.legal.some((x) => x.type === 'pick-strategy-card'));
  for (let i = 0; i < 3; i++) {
    await eventually('a pick offered', () => picker() !== undefined);
    const mover = picker() as TestClient;
    const version = mover.latest.version;
    expect(await mover.send(mover.legal.find((x) => x.type === 'pick-strategy-card') as never)).toMatchObject(
      { ok: true },
    );
    await eventually('every seat to see the pick', () => seats.every((c) => c.latest.version > version));
  }
  await eventually('a mention of seat 1', () =>
    fake.posts.some((p) => p.body?.content.includes(`<@${USER}>`)),
  );
  const names = seats[0]?.sync.summary.seats.map((s) => s.name) as string[];
  const mention = fake.posts.find((p) => p.body?.content.includes(`<@${USER}>`));
  expect(mention?.body?.content).toContain(`<@${USER}> (${names[1]})`);
  expect(mention?.body?.content).toContain(`https://initiative.example/g/${game.gameId}`);
  // Only that seat's own id may ping: no other user, role or @everyone.
  expect(mention?.body?.allowed_mentions).toEqual({ parse: [], users: [USER] });
  // Seats without an id are named in bold, not pinged.
  expect(
    fake.posts.some(
      (p) => p.body?.content.includes(`**${names[0]}**`) || p.body?.content.includes(`**${names[2]}**`),
    ),
  ).toBe(true);
  expect(fake.posts.every((p) => p.path.startsWith('/api/webhooks/112233445566778899/'))).toBe(true);
});

it('retries a failed post (a 500, then Discord’s retry_after on a 429) without holding up the game; a deleted webhook is given up', async () => {
  const fake = await fakeDiscord();
  const { server, game, tokens } = await lobbyWithWebhook(fake);
  fake.script.push({ status: 500 }, { status: 429, body: { retry_after: 0.05, global: false } });
  await startGame(server.url, game.gameId, game.hostToken);
  const seats = await Promise.all(tokens.map((t) => connect(server.url, game.gameId, t)));
  clients.push(...seats);
  for (const c of seats) {
    const keep = c.legal.find((i) => i.type === 'keep-secret-objective');
    if (keep) expect(await c.send(keep)).toMatchObject({ ok: true }); // acked while Discord fails
  }
  await eventually('the ping delivered', () => server.discord.delivered === 1);
  // The same post three times: failed, rate-limited, taken.
  expect(fake.posts.map((p) => p.body?.content)).toEqual([
    fake.posts[0]?.body?.content,
    fake.posts[0]?.body?.content,
    fake.posts[0]?.body?.content,
  ]);
  expect(fake.posts[0]?.body?.content).toMatch(/Your move, .*pick a strategy card/);

  // Discord says the webhook is gone (404): one try, no retries, and the game goes on.
  fake.script.push({ status: 404, body: { message: 'Unknown Webhook', code: 10015 } });
  await eventually('a pick offered', () => seats.some(hasMove));
  const mover = whoseMove(seats);
  expect(await mover.send(mover.legal[0] as never)).toMatchObject({ ok: true });
  await eventually('the post given up', () => server.discord.failed === 1);
  expect(fake.posts).toHaveLength(4);
});
