// Reminders (issue 17) against a local push service, with a fake clock: a player who asked to be
// reminded every 2 hours is pushed "still your move" 2 hours into the wait, not before, then every 2
// hours; quiet hours hold a reminder until they end; settings are checked; "tell me when the player
// before me starts" pushes the next player when a turn begins.

import { expect, it } from 'vitest';
import type { GameSummary, Intent } from '@initiative/rules';
import { browser, fakePushService } from './fake-push.ts';
import { api, claimSeats, connect, createGame, playLegal, startGame, useRestarts } from './helpers.ts';

const { boot, clients } = useRestarts();
const HOUR = 3_600_000;
const hhmm = (at: number) => new Date(at).toISOString().slice(11, 16);

async function table() {
  const fake = await fakePushService();
  const server = await boot(undefined, {
    PUSH_ORIGINS: fake.origin,
    PUSH_RETRY_MS: '20',
    REMINDER_CHECK_MS: String(24 * HOUR), // the test runs the ticks itself
    RATE_LIMIT_PER_SECOND: '1000',
    RATE_LIMIT_BURST: '1000',
  });
  const game = await createGame(server.url, { name: 'Slow game', seats: 3 });
  const tokens = await claimSeats(server.url, game.gameId, 3);
  await startGame(server.url, game.gameId, game.hostToken);
  const seats = await Promise.all(tokens.map((t) => connect(server.url, game.gameId, t)));
  clients.push(...seats);
  for (const c of seats) {
    const keep = c.legal.find((i) => i.type === 'keep-secret-objective') as Intent;
    expect((await c.send(keep)).ok).toBe(true);
  }
  // Every client has the three secrets kept (and nothing left unread) before the test goes on.
  for (let i = 0; i < 200 && !seats.every((c) => c.latest.version === 3); i++)
    await new Promise((r) => setTimeout(r, 10));
  for (const c of seats) c.updates.drain();
  const browsers = [0, 1, 2].map((seat) => browser(fake.origin, `seat-${seat}`));
  for (const [seat, b] of browsers.entries()) {
    const sub = await api(
      server.url,
      'POST',
      `/api/games/${game.gameId}/push`,
      { subscribe: b.subscription },
      tokens[seat],
    );
    expect(sub.status).toBe(200);
  }
  const set = (seat: number, reminders: unknown) =>
    api(server.url, 'POST', `/api/games/${game.gameId}/reminders`, { reminders }, tokens[seat]);
  const drain = async () => {
    for (let i = 0; i < 100 && server.push.busy(); i++) await new Promise((r) => setTimeout(r, 20));
  };
  return { fake, server, game, tokens, seats, browsers, set, drain };
}

it('reminds every N hours into a wait, holds reminders in quiet hours, and checks the settings', async () => {
  const { fake, server, game, set, drain, browsers } = await table();
  const live = server.hub.get(game.gameId);
  const speaker = live?.state?.speaker as number;
  const since = live?.chronicle?.waitingSince[speaker] as number;
  expect(typeof since).toBe('number');

  for (const bad of [
    { everyHours: 0, quietHours: null, beforeMe: false },
    { everyHours: 49, quietHours: null, beforeMe: false },
    { everyHours: 2, quietHours: { timeZone: 'Mars/Olympus', from: '22:00', to: '07:00' }, beforeMe: false },
    { everyHours: 2, quietHours: { timeZone: 'UTC', from: '25:00', to: '07:00' }, beforeMe: false },
  ])
    expect((await set(speaker, bad)).body).toMatchObject({ error: { code: 'request/invalid' } });
  expect((await set(speaker, { everyHours: 2, quietHours: null, beforeMe: false })).status).toBe(200);

  const r = server.reminders;
  expect(await r.tick(since + HOUR)).toBe(0);
  expect(await r.tick(since + 2 * HOUR + 1000)).toBe(1);
  await drain();
  expect(fake.received.map((x) => x.path)).toEqual([`/push/seat-${speaker}`]);
  const message = browsers[speaker]?.read(fake.received[0]?.body as Buffer);
  expect(message?.title).toBe('Slow game: reminder');
  expect(message?.body).toMatch(/still your move in Slow game \(2 h\): .*to pick a strategy card/);
  expect(await r.tick(since + 3 * HOUR)).toBe(0); // two hours after the last reminder, not the wait's start
  expect(await r.tick(since + 4 * HOUR + 2000)).toBe(1);

  // Quiet hours around the six-hour mark: held, then sent once they are over.
  const six = since + 6 * HOUR + 3000;
  const quiet = { timeZone: 'UTC', from: hhmm(six - 30 * 60_000), to: hhmm(six + 30 * 60_000) };
  expect((await set(speaker, { everyHours: 2, quietHours: quiet, beforeMe: false })).status).toBe(200);
  expect(await r.tick(six)).toBe(0);
  expect(await r.tick(six + 31 * 60_000)).toBe(1);
  // The table learns only whether the player is in quiet hours now, never the hours (seat-settings.test.ts).
  const summary = await api<GameSummary>(server.url, 'GET', `/api/games/${game.gameId}`);
  expect(typeof summary.body.seats[speaker]?.quiet).toBe('boolean');
  expect(JSON.stringify(summary.body)).not.toContain(`"${quiet.from}"`);
  // Another seat, not waited for, is never reminded.
  const other = (speaker + 1) % 3;
  expect((await set(other, { everyHours: 1, quietHours: null, beforeMe: false })).status).toBe(200);
  await drain();
  const before = fake.received.length;
  expect(await r.tick(six + 2 * HOUR + 32 * 60_000)).toBe(1); // the speaker only
  await drain();
  expect(fake.received.slice(before).map((x) => x.path)).toEqual([`/push/seat-${speaker}`]);
});

it('tells the next player when the player before them starts their turn', async () => {
  const { fake, seats, set, drain, browsers } = await table();
  for (const seat of [0, 1, 2])
    expect((await set(seat, { everyHours: null, quietHours: null, beforeMe: true })).status).toBe(200);
  while (!seats.some((c) => c.view.phase === 'action')) await playLegal(seats);
  await drain();
  const view = seats[0]?.view;
  const active = view?.active as number;
  const next = view?.turnOrder[(view.turnOrder.indexOf(active) + 1) % 3] as number;
  // Besides the "your move" pushes, exactly one "you are next", to the player after the active one.
  const reminders = fake.received.flatMap((x) => {
    const seat = Number(x.path.split('-').pop());
    const m = browsers[seat]?.read(x.body);
    return m?.title === 'Slow game: reminder' ? [{ seat, body: m.body }] : [];
  });
  expect(reminders).toEqual([
    { seat: next, body: `${view?.players[active]?.name} has started their turn: you are next.` },
  ]);
});
