// QuietWatch with a fake clock: a table is sent a fresh summary when a player's quiet hours begin or
// end (its clients only learn "quiet now or not"), once for a game first seen, never for a game no
// socket here watches.

import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Hub, HubEvents, LiveGame } from './hub.ts';
import { QuietWatch } from './quiet-watch.ts';
import type { Lobby } from './storage/types.ts';

const HOUR = 3_600_000;
const NOON = Date.UTC(2030, 0, 1, 12, 0);

/** Just what the watch reads of a hub: the loaded games, their lobby and sockets, and its events. */
function fakeHub(reminders: Lobby['reminders'], sockets = 1) {
  const hub = new EventEmitter<HubEvents>();
  const lobby = { seats: [{}, {}, {}], reminders } as unknown as Lobby;
  const live = { sockets, record: { lobby } } as unknown as LiveGame;
  const sent: string[] = [];
  hub.on('lobby', (gameId) => sent.push(gameId));
  Object.assign(hub, { loadedGameIds: () => ['g1'], get: (id: string) => (id === 'g1' ? live : undefined) });
  return { hub: hub as unknown as Hub, sent, live };
}

const lunch = {
  everyHours: null,
  quietHours: { timeZone: 'UTC', from: '12:30', to: '13:30' },
  beforeMe: false,
};

describe('QuietWatch', () => {
  it('sends a summary when a player’s quiet hours begin and when they end, and not in between', () => {
    const { hub, sent } = fakeHub([null, lunch, null]);
    const watch = new QuietWatch(hub);
    expect(watch.check(NOON)).toBe(1); // first seen, with quiet hours set: told once
    expect(watch.check(NOON + 10 * 60_000)).toBe(0);
    expect(watch.check(NOON + 40 * 60_000)).toBe(1); // 12:40: quiet hours began
    expect(watch.check(NOON + 50 * 60_000)).toBe(0);
    expect(watch.check(NOON + 2 * HOUR)).toBe(1); // 14:00: they ended
    expect(watch.check(NOON + 3 * HOUR)).toBe(0);
    expect(sent).toEqual(['g1', 'g1', 'g1']);
  });

  it('tells a game seen for the first time once if anyone has quiet hours; none: nothing', () => {
    const some = fakeHub([null, lunch, null]);
    expect(new QuietWatch(some.hub).check(NOON)).toBe(1);
    const none = fakeHub([null, null, null]);
    expect(new QuietWatch(none.hub).check(NOON)).toBe(0);
  });

  it('leaves games with no socket here alone', () => {
    const { hub, sent } = fakeHub([null, lunch, null], 0);
    const watch = new QuietWatch(hub);
    expect(watch.check(NOON)).toBe(0);
    expect(watch.check(NOON + 40 * 60_000)).toBe(0);
    expect(sent).toEqual([]);
  });
});
