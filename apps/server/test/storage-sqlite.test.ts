import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openSqliteStore } from '../src/storage/sqlite.ts';
import { freshDataDir } from './helpers.ts';
import { storageContract } from './storage.contract.ts';

storageContract('SQLite', {
  async fresh() {
    const file = path.join(freshDataDir(), 'initiative.db');
    return { open: async () => openSqliteStore(file) };
  },
});

describe('SQLite: a database written before intents kept their time', () => {
  it('gains the column on open; old rows read back without a time, new ones with it', async () => {
    const file = path.join(freshDataDir(), 'initiative.db');
    // The tables as the first release made them, with one stored intent.
    const old = new Database(file);
    old.exec(`
      CREATE TABLE games (id TEXT PRIMARY KEY, record TEXT NOT NULL, created_at INTEGER NOT NULL);
      CREATE TABLE intents (
        game_id TEXT NOT NULL, seq INTEGER NOT NULL, client_id TEXT NOT NULL, actor TEXT NOT NULL,
        intent TEXT NOT NULL, PRIMARY KEY (game_id, seq), UNIQUE (game_id, client_id)
      );
    `);
    old.prepare('INSERT INTO games (id, record, created_at) VALUES (?, ?, ?)').run('g1', '{}', 1);
    old
      .prepare('INSERT INTO intents (game_id, seq, client_id, actor, intent) VALUES (?, ?, ?, ?, ?)')
      .run('g1', 1, 'c1', JSON.stringify({ kind: 'seat', seat: 0 }), JSON.stringify({ type: 'pass' }));
    old.close();

    const store = openSqliteStore(file);
    try {
      const at = Date.UTC(2026, 10, 24, 8, 0);
      await store.appendIntent('g1', {
        seq: 2,
        clientId: 'c2',
        actor: { kind: 'seat', seat: 1 },
        intent: { type: 'pass' },
        at,
      });
      const rows = await store.loadIntents('g1');
      expect(rows[0]).not.toHaveProperty('at');
      expect(rows[1]?.at).toBe(at);
    } finally {
      await store.close();
    }
  });
});
