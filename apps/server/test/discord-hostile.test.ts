// Discord posts against hostile players (issue 26), with local HTTP servers standing in for Discord
// and for an address no webhook may reach: a redirect from the webhook's origin is never followed (the
// post fails and is logged); a player's name or a game's name cannot mention anyone, link anywhere
// or format the post, and only the Discord user a seat registered itself can be pinged.

import { expect, it } from 'vitest';
import { createLogger } from '../src/log.ts';
import { fakeDiscord, webhookOn, type DiscordPost, type FakeDiscord } from './fake-discord.ts';
import {
  api,
  claimSeat,
  connect,
  createGame,
  playLegal,
  startGame,
  useRestarts,
  type TestClient,
  type TestServer,
} from './helpers.ts';

const { boot, clients } = useRestarts();
const USER = '123456789012345678';
const HOUR = 3_600_000;

/** Waits until the server has no Discord post waiting or on its way. */
async function settled(server: TestServer): Promise<void> {
  for (let i = 0; i < 500 && server.discord.busy(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(server.discord.busy()).toBe(false);
}

/** A started 3-seat game (still in setup) on a server that may post to `fake`, with its webhook set. */
async function table(fake: FakeDiscord, names: readonly string[], gameName = 'Test game') {
  const lines: string[] = [];
  const server = await boot(
    undefined,
    {
      DISCORD_WEBHOOK_ORIGINS: `https://discord.com,${fake.origin}`,
      DISCORD_MIN_INTERVAL_MS: '0',
      DISCORD_RETRY_MS: '20',
      PUBLIC_URL: 'https://initiative.example',
      REMINDER_CHECK_MS: String(24 * HOUR), // the test runs the ticks itself
    },
    { log: createLogger('warn', { write: (line: string) => void lines.push(line) }) },
  );
  const game = await createGame(server.url, { name: gameName, seats: 3 });
  const tokens: string[] = [];
  for (const [seat, name] of names.entries())
    tokens.push((await claimSeat(server.url, game.gameId, seat, name)).seatToken);
  const set = await api(
    server.url,
    'POST',
    `/api/games/${game.gameId}/discord`,
    { webhookUrl: webhookOn(fake.origin) },
    game.hostToken,
  );
  expect(set).toEqual({ status: 200, body: { ok: true } });
  await startGame(server.url, game.gameId, game.hostToken);
  const seats: TestClient[] = await Promise.all(tokens.map((t) => connect(server.url, game.gameId, t)));
  clients.push(...seats);
  return { server, game, tokens, seats, lines };
}

/** Every seat keeps a secret objective: the last keep starts the draft and pings the first picker. */
async function keepSecrets(seats: readonly TestClient[]): Promise<void> {
  for (const c of seats) {
    const keep = c.legal.find((i) => i.type === 'keep-secret-objective');
    if (keep) expect(await c.send(keep)).toMatchObject({ ok: true });
  }
}

it('does not follow a redirect from the webhook’s origin: the post fails, is logged, and nothing reaches the other address', async () => {
  const fake = await fakeDiscord();
  const elsewhere = await fakeDiscord(); // not among DISCORD_WEBHOOK_ORIGINS
  const statuses = [301, 302, 303, 307, 308];
  for (const status of statuses)
    fake.script.push({ status, headers: { location: `${elsewhere.origin}/steal?via=${status}` } });
  const { server, seats, lines } = await table(fake, ['Ada', 'Bo', 'Cy']);

  await keepSecrets(seats);
  await settled(server);
  while (fake.posts.length < statuses.length) {
    await playLegal(seats);
    await settled(server);
  }
  // Each redirect was one failed post: not followed, not retried, and said in the log.
  expect(elsewhere.posts).toEqual([]);
  expect(fake.posts).toHaveLength(statuses.length);
  expect(server.discord.failed).toBe(statuses.length);
  expect(server.discord.delivered).toBe(0);
  const redirects = lines
    .map((l) => JSON.parse(l) as { msg: string; status?: number })
    .filter((l) => /redirect/i.test(l.msg));
  expect(redirects.map((l) => l.status)).toEqual(statuses);
  // The webhook's secret is not in the log.
  expect(lines.join('\n')).not.toContain('T'.repeat(68));

  // Once Discord answers normally again, posts go through.
  await playLegal(seats);
  await settled(server);
  expect(server.discord.delivered).toBeGreaterThan(0);
  expect(elsewhere.posts).toEqual([]);
});

it('escapes names and the game’s name, and lets only the user a seat registered be mentioned', async () => {
  const fake = await fakeDiscord();
  const names = ['<@111111111111111111>', '[Log in](https://evil.example/x)', '@everyone **now** <#2>'];
  const gameName = '@here <@&333333333333333333> `x` ||y|| > z';
  const { server, game, tokens, seats } = await table(fake, names, gameName);
  // Seat 1 registers its own Discord id; the others none.
  const user = await api(
    server.url,
    'POST',
    `/api/games/${game.gameId}/discord-user`,
    { userId: USER },
    tokens[1],
  );
  expect(user.status).toBe(200);
  // Every seat asks for reminders every hour, and to be told when the player before them starts.
  for (const token of tokens) {
    const res = await api(
      server.url,
      'POST',
      `/api/games/${game.gameId}/reminders`,
      { reminders: { everyHours: 1, quietHours: null, beforeMe: true } },
      token,
    );
    expect(res.status).toBe(200);
  }

  await keepSecrets(seats);
  await settled(server);
  // The draft: every seat is pinged in turn (seat 1 by its mention).
  while (!seats.some((c) => c.view.phase === 'action')) {
    await playLegal(seats);
    await settled(server);
  }
  // A reminder to whoever the game waits on, with the game's name in it.
  const live = server.hub.get(game.gameId);
  const waited = live?.state?.active as number;
  const since = live?.chronicle?.waitingSince[waited] as number;
  expect(await server.reminders.tick(since + 2 * HOUR)).toBe(1);
  await settled(server);

  const posts = fake.posts.map((p) => p.body as NonNullable<DiscordPost['body']>);
  expect(posts.length).toBeGreaterThan(4);
  expect(posts.some((p) => p.content.includes('⏰'))).toBe(true);
  for (const { content, allowed_mentions } of posts) {
    // Nothing a player typed is markup: no mention, role, channel, @everyone/@here, link or formatting.
    expect(content).not.toMatch(new RegExp(`(?<!\\\\)<[@#](?!${USER}>)`));
    expect(content).not.toMatch(/(?<!\\)@(everyone|here)/);
    expect(content).not.toContain('](');
    expect(content).not.toMatch(/(?<!\\)(\*\*now|`x|\|\|y)/);
    expect(content).not.toMatch(/https?:\/\/(?!initiative\.example\/)/);
    // Only seat 1's own registered id may ping, and only where the post mentions it.
    const mentions = content.includes(`<@${USER}>`) ? [USER] : [];
    expect(allowed_mentions).toEqual({ parse: [], users: mentions });
  }
  // The names still read as typed once Discord renders the escapes.
  const all = posts.map((p) => p.content).join('\n');
  expect(all).toContain('\\<\\@111111111111111111\\>');
  expect(all).toContain('\\[Log in\\]\\(https\\://evil.example/x\\)');
  expect(all).toContain(`<@${USER}> (\\[Log in\\]`);
  expect(all).toContain('\\@here \\<\\@&333333333333333333\\>');
});
