// The one way the game's stored record (its lobby) is changed: lobby.ts (claim, start, kick, pause,
// webhook) and seat-settings-routes.ts (what a seat's player sets) both write through here.

import { RecordConflictError, type Lobby } from './storage/types.ts';
import type { LiveGame } from './live-game.ts';
import { assertWritable } from './write-guard.ts';
import { reloadRecord } from './instance-sync.ts';
import { MAX_ATTEMPTS, serial, type HubContext } from './hub-context.ts';

/**
 * A lobby change (claim, start, kick, pause), judged on the stored record.
 * If another instance saved the record meanwhile, the save is refused:
 * reload the record and judge the change again.
 */
export function lobbyTask<T>(ctx: HubContext, live: LiveGame, task: () => Promise<T>): Promise<T> {
  return serial(live, async () => {
    // Judge it on the stored record: another instance may have changed the lobby.
    await reloadRecord(ctx, live);
    assertWritable(live); // archived (write-guard.ts)
    for (let attempt = 1; ; attempt++) {
      try {
        return await task();
      } catch (e) {
        if (!(e instanceof RecordConflictError) || attempt >= MAX_ATTEMPTS) throw e;
        await reloadRecord(ctx, live);
      }
    }
  });
}

/** Stores the new lobby (refused if another instance saved first), then tells sockets and instances. */
export async function saveLobby(ctx: HubContext, live: LiveGame, lobby: Lobby): Promise<void> {
  const record = { ...live.record, lobby };
  await ctx.store.saveGame(record, live.record);
  live.record = record;
  queueMicrotask(() => ctx.events.emit('lobby', record.id));
  ctx.peers.announce({ gameId: record.id, kind: 'record', version: live.version });
}
