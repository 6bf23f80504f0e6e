// A seat's own settings against hostile players (issue 26): kicking a player clears everything the
// seat had set (Discord user id, reminders, push subscriptions, standing orders), so the newcomer
// reads none of it and nothing of it is carried out for them or pinged to the old account; and the
// players' quiet hours (time zone and sleeping hours) are the seat's business: the summary, the
// `lobby` messages and a spectator's sync only say whether a player is in quiet hours now.

import { expect, it } from 'vitest';
import { STRATEGY_CARD_IDS, type GameSummary, type Intent } from '@initiative/rules';
import { browser, fakePushService } from './fake-push.ts';
import { fakeDiscord, webhookOn } from './fake-discord.ts';
import {
  api,
  claimSeat,
  claimSeats,
  connect,
  createGame,
  eventually,
  startGame,
  useRestarts,
  type TestClient,
  type TestServer,
} from './helpers.ts';

const { boot, clients } = useRestarts();
const HOUR = 3_600_000;
const OLD_USER = '111111111111111111';

/** Waits until the server has no Discord post or push waiting or on its way. */
async function settled(server: TestServer): Promise<void> {
  for (let i = 0; i < 500 && (server.discord.busy() || server.push.busy()); i++)
    await new Promise((r) => setTimeout(r, 10));
  expect(server.discord.busy() || server.push.busy()).toBe(false);
}

/** The time `at` shows on a clock in `timeZone`, as HH:MM. */
function clock(at: number, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return format.format(new Date(at)).slice(0, 5);
}

/** Quiet hours in `timeZone` from an hour before `at` to an hour after. */
function quietAround(at: number, timeZone: string) {
  return { timeZone, from: clock(at - HOUR, timeZone), to: clock(at + HOUR, timeZone) };
}

it('kicking a player clears every setting of the seat: the newcomer sees none, and none is carried out or pinged', async () => {
  const discord = await fakeDiscord();
  const pushService = await fakePushService();
  const server = await boot(undefined, {
    DISCORD_WEBHOOK_ORIGINS: `https://discord.com,${discord.origin}`,
    DISCORD_MIN_INTERVAL_MS: '0',
    PUSH_ORIGINS: pushService.origin,
    PUSH_RETRY_MS: '20',
    REMINDER_CHECK_MS: String(24 * HOUR), // the test runs the ticks itself
  });
  const game = await createGame(server.url, { seats: 3 });
  const tokens = await claimSeats(server.url, game.gameId, 3);
  const route = (what: string) => `/api/games/${game.gameId}/${what}`;
  const hook = { webhookUrl: webhookOn(discord.origin) };
  expect((await api(server.url, 'POST', route('discord'), hook, game.hostToken)).status).toBe(200);
  await startGame(server.url, game.gameId, game.hostToken);
  const seats = await Promise.all(tokens.map((t) => connect(server.url, game.gameId, t)));
  clients.push(...seats);
  for (const c of seats) {
    const keep = c.legal.find((i) => i.type === 'keep-secret-objective') as Intent;
    expect((await c.send(keep)).ok).toBe(true);
  }
  // The draft: the speaker picks first; the seat after them (`kicked`) sets everything, then is kicked.
  const order = server.hub.get(game.gameId)?.state?.draft?.order ?? [];
  const [speaker, kicked] = order as [number, number];
  const old = tokens[kicked] as string;
  const oldBrowser = browser(pushService.origin, 'old-player');
  const settings: [string, unknown][] = [
    ['discord-user', { userId: OLD_USER }],
    [
      'reminders',
      {
        reminders: {
          everyHours: 1,
          quietHours: { timeZone: 'Asia/Kathmandu', from: '23:00', to: '06:30' },
          beforeMe: true,
        },
      },
    ],
    ['push', { subscribe: oldBrowser.subscription }],
    ['draft-ranking', { cards: [...STRATEGY_CARD_IDS] }],
    ['secondary-orders', { orders: { leadership: 'skip', diplomacy: 'skip' }, settings: {} }],
    ['status-orders', { orders: { scoring: 'nothing', tokens: 'fleet' } }],
  ];
  for (const [what, body] of settings)
    expect((await api(server.url, 'POST', route(what), body, old)).status, what).toBe(200);
  const kick = await api(server.url, 'POST', route('kick'), { seat: kicked }, game.hostToken);
  expect(kick).toEqual({ status: 200, body: { ok: true } });
  await settled(server);
  const postsBefore = discord.posts.length;

  // A newcomer takes the seat: none of the old player's settings are theirs.
  const fresh = (await claimSeat(server.url, game.gameId, kicked)).seatToken;
  const read = async (what: string) => (await api(server.url, 'GET', route(what), undefined, fresh)).body;
  expect(await read('reminders')).toEqual({ reminders: null });
  expect(await read('draft-ranking')).toEqual({ ranking: null });
  expect(await read('secondary-orders')).toEqual({ orders: {}, settings: {} });
  expect(await read('status-orders')).toEqual({ orders: { scoring: 'ask', tokens: 'ask' } });
  const summary = await api<GameSummary>(server.url, 'GET', `/api/games/${game.gameId}`);
  expect(summary.body.seats[kicked]?.discord).toBe(false);
  expect(JSON.stringify(summary.body)).not.toContain('Kathmandu');
  // The old token opens nothing.
  expect((await api(server.url, 'GET', route('reminders'), undefined, old)).body).toMatchObject({
    error: { code: 'auth/bad-token' },
  });

  // The speaker picks: now the game waits on the newcomer, who is asked (no pre-pick made for them).
  const newcomer = await connect(server.url, game.gameId, fresh);
  clients.push(newcomer);
  const mover = seats[speaker];
  const pick = mover?.legal.find((i) => i.type === 'pick-strategy-card') as Intent;
  expect(await mover?.send(pick)).toMatchObject({ ok: true });
  await newcomer.nextUpdate();
  await server.standing.act(game.gameId);
  await settled(server);
  const state = server.hub.get(game.gameId)?.state;
  expect(state?.draft?.order[state.draft.index]).toBe(kicked);
  expect(newcomer.legal.some((i) => i.type === 'pick-strategy-card')).toBe(true);

  // No reminder for them hours later, and no ping or push to the old player's account or browser.
  const since = server.hub.get(game.gameId)?.chronicle?.waitingSince[kicked] as number;
  expect(await server.reminders.tick(since + 3 * HOUR)).toBe(0);
  await settled(server);
  const posts = discord.posts.slice(postsBefore).map((p) => p.body);
  expect(posts.length).toBeGreaterThan(0); // the newcomer's "your move"
  for (const post of posts) {
    expect(post?.content).not.toContain(OLD_USER);
    expect(post?.allowed_mentions).toEqual({ parse: [], users: [] });
  }
  expect(pushService.received.filter((r) => r.path === '/push/old-player')).toEqual([]);
});

it('shows others only whether a player is in quiet hours now; the seat itself reads and edits its own', async () => {
  const server = await boot(undefined, { REMINDER_CHECK_MS: String(24 * HOUR) });
  const game = await createGame(server.url, { seats: 3 });
  const tokens = await claimSeats(server.url, game.gameId, 3);
  const spectator = await connect(server.url, game.gameId);
  const other = await connect(server.url, game.gameId, tokens[2]);
  clients.push(spectator, other);
  const now = Date.now();
  // Seat 0 sleeps now (in Kathmandu's time); seat 1's quiet hours are twelve hours away.
  const asleep = quietAround(now, 'Asia/Kathmandu');
  const awake = quietAround(now + 12 * HOUR, 'America/St_Johns');
  for (const [seat, quietHours] of [asleep, awake].entries()) {
    const res = await api(
      server.url,
      'POST',
      `/api/games/${game.gameId}/reminders`,
      { reminders: { everyHours: null, quietHours, beforeMe: false } },
      tokens[seat],
    );
    expect(res).toEqual({ status: 200, body: { ok: true } });
  }
  const secrets = [
    'Kathmandu',
    'St_Johns',
    'timeZone',
    ...[asleep.from, asleep.to, awake.from, awake.to].map((t) => `"${t}"`),
  ];
  const leaks = (what: unknown) => secrets.filter((s) => JSON.stringify(what).includes(s));

  // The unauthenticated summary: a boolean per seat, nothing of the settings.
  const summary = await api<GameSummary>(server.url, 'GET', `/api/games/${game.gameId}`);
  expect(summary.body.seats.map((s) => s.quiet)).toEqual([true, false, false]);
  expect(leaks(summary.body)).toEqual([]);
  // The lobby messages a spectator and another seat got when the settings changed, and a fresh sync.
  const told = (c: TestClient) => c.lobbies.all.some((m) => m.seats[0]?.quiet === true);
  await eventually(() => told(spectator) && told(other));
  for (const m of [...spectator.lobbies.all, ...other.lobbies.all]) expect(leaks(m)).toEqual([]);
  const late = await connect(server.url, game.gameId);
  clients.push(late);
  expect(leaks(late.sync)).toEqual([]);

  // The seat itself still reads its settings, and edits them.
  const mine = await api(server.url, 'GET', `/api/games/${game.gameId}/reminders`, undefined, tokens[0]);
  expect(mine.body).toEqual({ reminders: { everyHours: null, quietHours: asleep, beforeMe: false } });
  const off = await api(
    server.url,
    'POST',
    `/api/games/${game.gameId}/reminders`,
    { reminders: { everyHours: null, quietHours: null, beforeMe: false } },
    tokens[0],
  );
  expect(off.status).toBe(200);
  const after = await api<GameSummary>(server.url, 'GET', `/api/games/${game.gameId}`);
  expect(after.body.seats.map((s) => s.quiet)).toEqual([false, false, false]);
});
