// The players' clocks and the rounds' record (rules chronicle.ts) as the server keeps them: the time
// between two moves goes to the seat the game waited for, every role reads the clocks (sync and each
// update), and a restarted server replays the same clocks from the stored intents' times. The host's
// per-move limit is in the summary.

import { describe, expect, it } from 'vitest';
import {
  applyClockDelta,
  roundsAfter,
  type Chronicle,
  type ClockDelta,
  type GameView,
} from '@initiative/rules';
import { connect, createGame, openTable, useRestarts, whoseMove, type TestClient } from './helpers.ts';

const restarts = useRestarts();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seatOf = (c: TestClient) => (c.sync.you.kind === 'seat' ? c.sync.you.seat : -1);

describe('the players’ clocks', () => {
  it('charge the wait to the player whose move it was, reach every role, and survive a restart', async () => {
    const dir = restarts.dataDir();
    const server = await restarts.boot(dir);
    const table = await openTable(server.url, 3, { game: { options: { turnLimitMinutes: 10 } } });
    restarts.clients.push(...table.all);
    expect(table.spectator.sync.summary.turnLimitMinutes).toBe(10);
    const start = table.spectator.sync.chronicle as Chronicle;
    expect(start.rounds).toEqual([{ round: 1, picks: [[], [], []], vp: [0, 0, 0] }]);

    // The first picker thinks for a while; nobody else's clock moves.
    const picker = whoseMove(table.seats);
    const seat = seatOf(picker);
    expect(start.waitingSince[seat]).not.toBeNull();
    await sleep(120);
    const pick = picker.legal.find((i) => i.type === 'pick-strategy-card');
    expect((await picker.send(pick)).ok).toBe(true);
    const updates = await Promise.all(table.all.map((c) => c.nextUpdate()));
    for (const u of updates) expect(u.clock).toEqual(updates[0]?.clock);
    const delta = updates[0]?.clock as ClockDelta;
    // Only what the client cannot work out is sent: neither the picker's time (waited for since the
    // last update, so the time since then) nor the waiting marks, which follow the prompt's seats.
    expect(delta).toEqual({ dt: expect.any(Number) });
    const waited = {
      before: table.spectator.sync.view?.waiting.seats ?? [],
      after: updates[0]?.view?.waiting.seats ?? [],
    };
    expect(waited.before).toEqual([seat]);
    expect(waited.after).not.toContain(seat);
    const clock = applyClockDelta(start, delta, waited);
    expect(clock.at).toBe((start.at ?? 0) + (delta.dt ?? 0));
    for (const next of waited.after) expect(clock.waitingSince[next]).toBe(clock.at);
    expect((clock.spent[seat] ?? 0) - (start.spent[seat] ?? 0)).toBeGreaterThanOrEqual(100);
    for (const other of [0, 1, 2].filter((s) => s !== seat))
      expect(clock.spent[other]).toBe(start.spent[other]);
    expect(clock.waitingSince[seat]).toBeNull();
    // The clocks applied this way are the server's (a new connection reads them whole).
    const fresh = await connect(server.url, table.game.gameId);
    restarts.clients.push(fresh);
    // The pick is in the round's record, which the client works out from the view the update
    // brought (the record is sent whole at the start only).
    expect(updates[0]?.rounds).toBeUndefined();
    const picked = pick?.type === 'pick-strategy-card' && pick.card;
    const rounds = roundsAfter(start.rounds, updates[0]?.view as GameView);
    expect(rounds[0]?.picks[seat]).toEqual([picked]);
    expect({ ...clock, rounds }).toEqual(fresh.sync.chronicle);

    // A restart replays the same chronicle from the stored times.
    const before = (await connect(server.url, table.game.gameId)).sync.chronicle;
    await restarts.stop(server);
    const again = await restarts.boot(dir);
    const watcher = await connect(again.url, table.game.gameId);
    restarts.clients.push(watcher);
    expect(watcher.sync.chronicle).toEqual(before);
  });

  it('a per-move limit outside 1 minute to a week is refused at creation', async () => {
    const server = await restarts.boot();
    for (const turnLimitMinutes of [0, 7 * 24 * 60 + 1, 2.5]) {
      await expect(
        createGame(server.url, { seats: 3, options: { turnLimitMinutes } }),
        `${turnLimitMinutes}`,
      ).rejects.toThrow(/create game: 400/);
    }
    const fine = await createGame(server.url, { seats: 3, options: { turnLimitMinutes: 1440 } });
    const watcher = await connect(server.url, fine.gameId);
    restarts.clients.push(watcher);
    expect(watcher.sync.summary.turnLimitMinutes).toBe(1440);
    expect(watcher.sync.chronicle).toBeNull();
  });
});
