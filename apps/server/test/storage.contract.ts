// The GameStore contract: the same cases run against every backend (SQLite,
// PostgreSQL), so the hub can rely on the same behaviour from both.

import { describe, expect, it } from 'vitest';
import {
  SequenceConflictError,
  type GameRecord,
  type GameStore,
  type StoredIntent,
} from '../src/storage/types.ts';

export interface StoreFactory {
  /** Opens a store on a new, empty backing database. */
  fresh(): Promise<Backing>;
}

export interface Backing {
  /** Opens (another) store on this backing database: a second instance, or a restart. */
  open(): Promise<GameStore>;
}

let counter = 0;
export function contractRecord(id?: string, name?: string): GameRecord {
  return record(id, name);
}

function record(id = `game${++counter}x`, name = 'Contract game'): GameRecord {
  return {
    id,
    hostTokenHash: 'hash',
    lobby: {
      name,
      seatCount: 3,
      victoryPoints: 10,
      mapString: null,
      factions: 'random',
      options: { editsNeedApproval: false, timedConstruction: false },
      seats: [0, 1, 2].map(() => ({ name: null, color: null, faction: null, tokenHash: null })),
      paused: false,
    },
    setup: null,
    seed: null,
  };
}

function intent(seq: number, clientId = `client-${seq}`): StoredIntent {
  return { seq, clientId, actor: { kind: 'seat', seat: seq % 3 }, intent: { type: 'pass' } };
}

export function storageContract(backend: string, factory: StoreFactory): void {
  describe(`${backend} game store`, () => {
    async function withStore<T>(fn: (store: GameStore, backing: Backing) => Promise<T>): Promise<T> {
      const backing = await factory.fresh();
      const store = await backing.open();
      try {
        return await fn(store, backing);
      } finally {
        await store.close();
      }
    }

    it('loads a created game record as it was saved, and null for an unknown id', async () => {
      await withStore(async (store) => {
        const game = record();
        await store.createGame(game);
        expect(await store.loadGame(game.id)).toEqual(game);
        expect(await store.loadGame('unknown-game')).toBeNull();
      });
    });

    it('replaces a game record when it is saved again', async () => {
      await withStore(async (store) => {
        const game = record();
        await store.createGame(game);
        const paused = { ...game, lobby: { ...game.lobby, paused: true } };
        await store.saveGame(paused);
        expect(await store.loadGame(game.id)).toEqual(paused);
      });
    });

    it('lists game ids in creation order', async () => {
      await withStore(async (store) => {
        const ids = ['first-game', 'second-game', 'third-game'];
        for (const id of ids) await store.createGame(record(id));
        expect(await store.listGameIds()).toEqual(ids);
      });
    });

    it('returns appended intents in sequence order, and only those after a given sequence', async () => {
      await withStore(async (store) => {
        const game = record();
        await store.createGame(game);
        for (const seq of [1, 2, 3]) await store.appendIntent(game.id, intent(seq));
        expect(await store.loadIntents(game.id)).toEqual([intent(1), intent(2), intent(3)]);
        expect(await store.loadIntents(game.id, 2)).toEqual([intent(3)]);
        expect(await store.loadIntents(game.id, 3)).toEqual([]);
        expect(await store.loadIntents('unknown-game')).toEqual([]);
      });
    });

    it('keeps the time an intent was stored, and reads an intent stored without one back without it', async () => {
      await withStore(async (store) => {
        const game = record();
        await store.createGame(game);
        const at = Date.UTC(2026, 10, 24, 7, 30);
        await store.appendIntent(game.id, { ...intent(1), at });
        await store.appendIntent(game.id, intent(2));
        expect(await store.loadIntents(game.id)).toEqual([{ ...intent(1), at }, intent(2)]);
      });
    });

    it('refuses a second intent at a taken sequence with SequenceConflictError and keeps the first', async () => {
      await withStore(async (store) => {
        const game = record();
        await store.createGame(game);
        await store.appendIntent(game.id, intent(1, 'first'));
        await expect(store.appendIntent(game.id, intent(1, 'second'))).rejects.toBeInstanceOf(
          SequenceConflictError,
        );
        expect(await store.loadIntents(game.id)).toEqual([intent(1, 'first')]);
      });
    });

    it('refuses to store the same client id twice in one game, even at a new sequence', async () => {
      await withStore(async (store) => {
        const game = record();
        await store.createGame(game);
        await store.appendIntent(game.id, intent(1, 'retried'));
        await expect(store.appendIntent(game.id, intent(2, 'retried'))).rejects.toBeInstanceOf(
          SequenceConflictError,
        );
        expect(await store.loadIntents(game.id)).toEqual([intent(1, 'retried')]);
      });
    });

    it('keeps sequences and client ids of different games apart', async () => {
      await withStore(async (store) => {
        const a = record();
        const b = record();
        await store.createGame(a);
        await store.createGame(b);
        await store.appendIntent(a.id, intent(1, 'same-client'));
        await store.appendIntent(b.id, intent(1, 'same-client'));
        expect(await store.loadIntents(a.id)).toEqual([intent(1, 'same-client')]);
        expect(await store.loadIntents(b.id)).toEqual([intent(1, 'same-client')]);
      });
    });

    it('lets exactly one of two stores writing the same sequence at once win', async () => {
      await withStore(async (store, backing) => {
        const other = await backing.open();
        try {
          const game = record();
          await store.createGame(game);
          const results = await Promise.allSettled([
            store.appendIntent(game.id, intent(1, 'from-a')),
            other.appendIntent(game.id, intent(1, 'from-b')),
          ]);
          expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
          const rejected = results.find((r) => r.status === 'rejected');
          expect(rejected?.status === 'rejected' && rejected.reason).toBeInstanceOf(SequenceConflictError);
          const stored = await other.loadIntents(game.id);
          expect(stored).toHaveLength(1);
          expect(['from-a', 'from-b']).toContain(stored[0]?.clientId);
        } finally {
          await other.close();
        }
      });
    });

    it('returns only the intents up to a given sequence when asked', async () => {
      await withStore(async (store) => {
        const game = record();
        await store.createGame(game);
        for (const seq of [1, 2, 3, 4]) await store.appendIntent(game.id, intent(seq));
        expect(await store.loadIntents(game.id, 1, 3)).toEqual([intent(2), intent(3)]);
        expect(await store.loadIntents(game.id, 0, 0)).toEqual([]);
      });
    });

    it('answers the last stored sequence', async () => {
      await withStore(async (store) => {
        const game = record();
        await store.createGame(game);
        expect(await store.lastSeq(game.id)).toBe(0);
        for (const seq of [1, 2, 3]) await store.appendIntent(game.id, intent(seq));
        expect(await store.lastSeq(game.id)).toBe(3);
      });
    });

    it('rewrites one stored intent in place, leaving its sequence, client id and actor', async () => {
      await withStore(async (store) => {
        const game = record();
        await store.createGame(game);
        for (const seq of [1, 2]) await store.appendIntent(game.id, intent(seq));
        await store.replaceIntent(game.id, 2, { type: 'end-turn' });
        expect(await store.loadIntents(game.id)).toEqual([
          intent(1),
          { ...intent(2), intent: { type: 'end-turn' } },
        ]);
      });
    });

    it('deletes lobbies created before a time, never a started game or a newer lobby', async () => {
      await withStore(async (store) => {
        const old = record();
        const started = record();
        await store.createGame(old);
        await store.createGame(started);
        await store.saveGame({ ...started, seed: 'seed', setup: {} as GameRecord['setup'] });
        const cutoff = Date.now() + 1_000;
        const fresh = record();
        expect(await store.deleteLobbiesCreatedBefore(cutoff)).toEqual([old.id]);
        await store.createGame(fresh);
        expect(await store.loadGame(old.id)).toBeNull();
        expect(await store.loadGame(started.id)).not.toBeNull();
        expect(await store.deleteLobbiesCreatedBefore(Date.now() - 60_000)).toEqual([]);
        expect(await store.loadGame(fresh.id)).not.toBeNull();
      });
    });

    it('stores chat messages once per client key, in order, read back by channel and up to a limit', async () => {
      await withStore(async (store, backing) => {
        const game = record();
        const other = record();
        await store.createGame(game);
        await store.createGame(other);
        const at = Date.UTC(2026, 10, 24, 21, 0);
        const say = (key: string, channel: 'table' | 'spectators', text: string) =>
          store.appendChat(
            game.id,
            {
              clientKey: key,
              channel,
              from:
                channel === 'table'
                  ? { kind: 'seat', seat: 1, name: 'Brin' }
                  : { kind: 'spectator', name: 'Kit' },
              text,
              at,
              mentions: text.includes('@Ada') ? [0] : [],
            },
            100,
          );
        const first = await say('seat:1:a', 'table', 'hello @Ada');
        expect(first).toMatchObject({ channel: 'table', text: 'hello @Ada', at, mentions: [0] });
        // A retry (same key) stores nothing new and gets the stored message back, even with other text.
        expect(await say('seat:1:a', 'table', 'again')).toEqual(first);
        const second = await say('spectator:b', 'spectators', 'go Brin');
        const third = await say('seat:1:c', 'table', '<b>gg</b>');
        expect(second.id).toBeGreaterThan(first.id);
        expect(third.id).toBeGreaterThan(second.id);
        await store.appendChat(
          other.id,
          {
            clientKey: 'seat:1:a',
            channel: 'table',
            from: { kind: 'host' },
            text: 'elsewhere',
            at,
            mentions: [],
          },
          100,
        );
        expect(await store.loadChat(game.id, ['table'], 10)).toEqual([first, third]);
        expect(await store.loadChat(game.id, ['spectators'], 10)).toEqual([second]);
        expect(await store.loadChat(game.id, ['table', 'spectators'], 2)).toEqual([second, third]);
        expect(await store.loadChat(game.id, [], 10)).toEqual([]);
        // Another instance, or a restart, reads the same.
        const again = await backing.open();
        try {
          expect(await again.loadChat(game.id, ['table', 'spectators'], 10)).toEqual([first, second, third]);
        } finally {
          await again.close();
        }
      });
    });

    it('keeps only the last `keep` messages of a channel, whatever the other channel or game holds', async () => {
      await withStore(async (store) => {
        const game = record();
        const other = record();
        await store.createGame(game);
        await store.createGame(other);
        const say = (id: string, channel: 'table' | 'spectators', text: string) =>
          store.appendChat(
            id,
            { clientKey: `k:${channel}:${text}`, channel, from: { kind: 'host' }, text, at: 1, mentions: [] },
            3,
          );
        await say(game.id, 'spectators', 'watching');
        await say(other.id, 'table', 'elsewhere');
        for (let i = 1; i <= 5; i++) await say(game.id, 'table', `line ${i}`);
        const texts = async (id: string, channel: 'table' | 'spectators') =>
          (await store.loadChat(id, [channel], 100)).map((m) => m.text);
        expect(await texts(game.id, 'table')).toEqual(['line 3', 'line 4', 'line 5']);
        expect(await texts(game.id, 'spectators')).toEqual(['watching']);
        expect(await texts(other.id, 'table')).toEqual(['elsewhere']);
      });
    });

    it('deletes an expired lobby together with its chat', async () => {
      await withStore(async (store) => {
        const lobby = record();
        await store.createGame(lobby);
        await store.appendChat(
          lobby.id,
          {
            clientKey: 'host:x',
            channel: 'table',
            from: { kind: 'host' },
            text: 'anyone?',
            at: Date.now(),
            mentions: [],
          },
          100,
        );
        expect(await store.deleteLobbiesCreatedBefore(Date.now() + 1_000)).toEqual([lobby.id]);
        expect(await store.loadChat(lobby.id, ['table'], 10)).toEqual([]);
      });
    });

    it('archives started games with no change since a time, once, never a lobby; an appended intent is a change', async () => {
      await withStore(async (store) => {
        const started = { ...record(), seed: 'seed', setup: {} as GameRecord['setup'] };
        const lobby = record();
        await store.createGame(started);
        await store.createGame(lobby);
        expect(await store.archiveGamesIdleSince(Date.now() - 60_000, 1)).toEqual([]);
        expect(await store.archiveGamesIdleSince(Date.now() + 1_000, 1234)).toEqual([started.id]);
        expect(await store.archivedAt(started.id)).toBe(1234);
        expect(await store.archivedAt(lobby.id)).toBeNull();
        expect(await store.archiveGamesIdleSince(Date.now() + 1_000, 5678)).toEqual([]);

        const playing = { ...record(), seed: 'seed', setup: {} as GameRecord['setup'] };
        await store.createGame(playing);
        const before = Date.now() + 5;
        await new Promise((r) => setTimeout(r, 20));
        await store.appendIntent(playing.id, intent(1));
        expect(await store.archiveGamesIdleSince(before, 1)).toEqual([]);
      });
    });

    it('keeps meta values across a reopen, and null for an unknown key', async () => {
      const backing = await factory.fresh();
      const first = await backing.open();
      expect(await first.getMeta('marker')).toBeNull();
      await first.setMeta('marker', 'one');
      await first.setMeta('marker', 'two');
      await first.close();
      const second = await backing.open();
      try {
        expect(await second.getMeta('marker')).toBe('two');
      } finally {
        await second.close();
      }
    });

    it('still has every game and intent after the store is closed and opened again', async () => {
      const backing = await factory.fresh();
      const first = await backing.open();
      const game = record();
      await first.createGame(game);
      for (const seq of [1, 2]) await first.appendIntent(game.id, intent(seq));
      await first.close();
      const second = await backing.open();
      try {
        expect(await second.loadGame(game.id)).toEqual(game);
        expect(await second.loadIntents(game.id)).toEqual([intent(1), intent(2)]);
      } finally {
        await second.close();
      }
    });
  });
}
