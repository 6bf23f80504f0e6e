// The history endpoint does not replay the whole game per call: it starts
// from the nearest snapshot, and a past version's answer is kept.

import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { legalIntents, type Actor } from '@initiative/rules';
import { Hub, SNAPSHOT_EVERY } from '../src/hub.ts';
import { openSqliteStore } from '../src/storage/sqlite.ts';
import type { GameStore } from '../src/storage/types.ts';
import { COLORS, freshDataDir, removeDataDir } from './helpers.ts';

const dir = freshDataDir();
afterAll(() => removeDataDir(dir));

it('a history answer replays fewer than SNAPSHOT_EVERY stored intents, and asking again reads none', async () => {
  const inner = openSqliteStore(path.join(dir, 'initiative.db'));
  const read: number[] = [];
  const store: GameStore = {
    ...inner,
    async loadIntents(gameId, after, upTo) {
      const rows = await inner.loadIntents(gameId, after, upTo);
      read.push(rows.length);
      return rows;
    },
  };
  const hub = new Hub(store, undefined, { warn: () => undefined, error: () => undefined });
  const { gameId, hostToken } = await hub.createGame({ name: 'Long game', seats: 4, victoryPoints: 10 });
  for (let seat = 0; seat < 4; seat++)
    await hub.claimSeat(gameId, { seat, name: `P${seat}`, color: COLORS[seat] ?? 'red' });
  await hub.start(gameId, hostToken);
  const live = hub.get(gameId);
  // Play the first legal intent of whoever may act until well past two snapshots.
  for (let n = 0; live?.state && live.version < 3 * SNAPSHOT_EVERY; n++) {
    const state = live.state;
    const actor = state.players
      .map((_, seat): Actor => ({ kind: 'seat', seat }))
      .find((a) => legalIntents(state, a).length > 0);
    if (!actor) break;
    const ack = await hub.submitIntent(gameId, actor, {
      clientId: `c${n}`,
      intent: legalIntents(state, actor)[0],
    });
    expect(ack).toMatchObject({ ok: true });
  }
  expect(live?.version).toBeGreaterThanOrEqual(2 * SNAPSHOT_EVERY + 1);

  read.length = 0;
  const version = 2 * SNAPSHOT_EVERY - 1; // the farthest from its snapshot (SNAPSHOT_EVERY)
  const first = await hub.historyAt(gameId, version);
  expect(read).toEqual([SNAPSHOT_EVERY - 1]);
  const again = await hub.historyAt(gameId, version);
  expect(again).toBe(first);
  expect(read).toEqual([SNAPSHOT_EVERY - 1]);
  await inner.close();
});
