// SQLite storage (the embedded default). WAL mode with synchronous=FULL: a
// commit is on disk before we acknowledge, so a killed server loses nothing
// it has acknowledged (see docs/reliability.md). Intents are written by a
// writer thread (sqlite-writer.mjs) that commits whatever has queued up in one
// transaction: the fsync never blocks the event loop, and under load one
// fsync covers many intents. Reads and lobby writes stay on this thread.

import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { ChatMessage } from '@initiative/rules';
import {
  SequenceConflictError,
  StoreDamagedError,
  type GameRecord,
  type GameStore,
  type StoredIntent,
} from './types.ts';

export function openSqliteStore(file: string): GameStore {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = openDatabase(file);
  const insertGame = db.prepare('INSERT INTO games (id, record, created_at, updated_at) VALUES (?, ?, ?, ?)');
  const updateGame = db.prepare('UPDATE games SET record = ?, updated_at = ? WHERE id = ?');
  const touchGame = db.prepare('UPDATE games SET updated_at = ? WHERE id = ?');
  const archiveIdle = db.prepare<[number, number], { id: string }>(
    `UPDATE games SET archived_at = ?
      WHERE archived_at IS NULL AND COALESCE(updated_at, created_at) < ?
        AND CASE WHEN json_valid(record) THEN json_extract(record, '$.setup') IS NOT NULL ELSE 0 END
      RETURNING id`,
  );
  const selectArchived = db.prepare<[string], { archived_at: number | null }>(
    'SELECT archived_at FROM games WHERE id = ?',
  );
  const selectGame = db.prepare<[string], { record: string }>('SELECT record FROM games WHERE id = ?');
  const selectIds = db.prepare<[], { id: string }>('SELECT id FROM games ORDER BY created_at');
  const insertIntent = db.prepare(
    'INSERT INTO intents (game_id, seq, client_id, actor, intent, at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const selectIntents = db.prepare<[string, number, number], IntentRow>(
    'SELECT seq, client_id, actor, intent, at FROM intents WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq',
  );
  const updateIntent = db.prepare('UPDATE intents SET intent = ? WHERE game_id = ? AND seq = ?');
  const selectLastSeq = db.prepare<[string], { seq: number | null }>(
    'SELECT MAX(seq) AS seq FROM intents WHERE game_id = ?',
  );
  const selectOldLobbies = db.prepare<[number], { id: string }>(
    // A damaged record is left alone here (the hub quarantines it when it is asked for).
    `SELECT id FROM games WHERE created_at < ?
       AND CASE WHEN json_valid(record) THEN json_extract(record, '$.setup') IS NULL ELSE 0 END`,
  );
  const deleteGame = db.prepare('DELETE FROM games WHERE id = ?');
  const deleteIntents = db.prepare('DELETE FROM intents WHERE game_id = ?');
  const insertChat = db.prepare<[string, string, string, string, string, string, number], ChatRow>(
    `INSERT INTO chat (game_id, client_key, channel, author, text, mentions, at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (game_id, client_key) DO NOTHING
     RETURNING id, channel, author, text, mentions, at`,
  );
  const selectChatByKey = db.prepare<[string, string], ChatRow>(
    'SELECT id, channel, author, text, mentions, at FROM chat WHERE game_id = ? AND client_key = ?',
  );
  const deleteChat = db.prepare('DELETE FROM chat WHERE game_id = ?');
  // Everything of a channel older than its last `keep` messages (none when it holds fewer).
  const trimChat = db.prepare<[string, string, string, string, number]>(
    `DELETE FROM chat WHERE game_id = ? AND channel = ? AND id <= (
       SELECT id FROM chat WHERE game_id = ? AND channel = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
  );
  const selectMeta = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const upsertMeta = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );

  const writer = file === ':memory:' ? null : startWriter(file);
  return {
    async createGame(record) {
      const now = Date.now();
      insertGame.run(record.id, JSON.stringify(record), now, now);
    },
    async saveGame(record) {
      updateGame.run(JSON.stringify(record), Date.now(), record.id);
    },
    async appendIntent(gameId, entry) {
      if (writer) return writer.append(gameId, entry);
      try {
        insertIntent.run(
          gameId,
          entry.seq,
          entry.clientId,
          JSON.stringify(entry.actor),
          JSON.stringify(entry.intent),
        );
        touchGame.run(Date.now(), gameId);
      } catch (e) {
        if (e instanceof Error && 'code' in e && String(e.code).startsWith('SQLITE_CONSTRAINT')) {
          throw new SequenceConflictError(gameId, entry.seq);
        }
        throw e;
      }
    },
    async loadGame(gameId) {
      const row = selectGame.get(gameId);
      return row ? (JSON.parse(row.record) as GameRecord) : null;
    },
    async listGameIds() {
      return selectIds.all().map((r) => r.id);
    },
    async loadIntents(gameId, afterSeq = 0, upToSeq = Number.MAX_SAFE_INTEGER) {
      return selectIntents.all(gameId, afterSeq, upToSeq).map(fromRow);
    },
    async lastSeq(gameId) {
      return selectLastSeq.get(gameId)?.seq ?? 0;
    },
    async replaceIntent(gameId, seq, intent) {
      updateIntent.run(JSON.stringify(intent), gameId, seq);
    },
    async deleteLobbiesCreatedBefore(createdBefore) {
      const ids = selectOldLobbies.all(createdBefore).map((r) => r.id);
      db.transaction(() => {
        for (const id of ids) {
          deleteIntents.run(id);
          deleteChat.run(id);
          deleteGame.run(id);
        }
      })();
      return ids;
    },
    async archiveGamesIdleSince(idleBefore, at) {
      return archiveIdle.all(at, idleBefore).map((r) => r.id);
    },
    async archivedAt(gameId) {
      return selectArchived.get(gameId)?.archived_at ?? null;
    },
    async appendChat(gameId, chat, keep) {
      const args = [
        gameId,
        chat.clientKey,
        chat.channel,
        JSON.stringify(chat.from),
        chat.text,
        JSON.stringify(chat.mentions),
        chat.at,
      ] as const;
      // A retry (same client key) stores nothing and gets the stored message back.
      const row = insertChat.get(...args) ?? selectChatByKey.get(gameId, chat.clientKey);
      if (!row) throw new Error('the chat message could not be stored');
      trimChat.run(gameId, chat.channel, gameId, chat.channel, keep);
      return chatFromRow(row);
    },
    async loadChat(gameId, channels, limit) {
      if (channels.length === 0) return [];
      const rows = db
        .prepare<unknown[], ChatRow>(
          `SELECT id, channel, author, text, mentions, at FROM (
             SELECT * FROM chat WHERE game_id = ? AND channel IN (${channels.map(() => '?').join(', ')})
              ORDER BY id DESC LIMIT ?
           ) ORDER BY id`,
        )
        .all(gameId, ...channels, limit);
      return rows.map(chatFromRow);
    },
    async getMeta(key) {
      return selectMeta.get(key)?.value ?? null;
    },
    async setMeta(key, value) {
      upsertMeta.run(key, value);
    },
    async close() {
      await writer?.close();
      db.close();
    },
  };
}

/**
 * Opens the file and its tables. A file that is not a SQLite database, or is
 * damaged, stops the server with what to do about it: starting on it could
 * lose or mix up games.
 */
function openDatabase(file: string): Database.Database {
  try {
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    db.exec(`
      CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY,
        record TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS intents (
        game_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        client_id TEXT NOT NULL,
        actor TEXT NOT NULL,
        intent TEXT NOT NULL,
        PRIMARY KEY (game_id, seq),
        UNIQUE (game_id, client_id)
      );
      CREATE TABLE IF NOT EXISTS meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS chat (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game_id TEXT NOT NULL,
        client_key TEXT NOT NULL,
        channel TEXT NOT NULL,
        author TEXT NOT NULL,
        text TEXT NOT NULL,
        mentions TEXT NOT NULL,
        at INTEGER NOT NULL,
        UNIQUE (game_id, client_key)
      );
      CREATE INDEX IF NOT EXISTS chat_by_game ON chat (game_id, channel, id);
    `);
    // Columns added after the first release: when the game last changed, and when it was archived.
    const columns = new Set(
      db
        .prepare<[], { name: string }>('PRAGMA table_info(games)')
        .all()
        .map((c) => c.name),
    );
    if (!columns.has('updated_at')) db.exec('ALTER TABLE games ADD COLUMN updated_at INTEGER');
    if (!columns.has('archived_at')) db.exec('ALTER TABLE games ADD COLUMN archived_at INTEGER');
    // When each intent was stored (for the log's times); rows stored before it have none.
    const intentColumns = new Set(
      db
        .prepare<[], { name: string }>('PRAGMA table_info(intents)')
        .all()
        .map((c) => c.name),
    );
    if (!intentColumns.has('at')) db.exec('ALTER TABLE intents ADD COLUMN at INTEGER');
    return db;
  } catch (e) {
    const code = String((e as { code?: unknown }).code ?? '');
    if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB') {
      throw new StoreDamagedError(
        `The database file ${file} is damaged (${code}: ${(e as Error).message}). ` +
          `The server will not start on it. Stop every process using it, then check it with ` +
          `\`sqlite3 ${file} 'PRAGMA quick_check'\`; restore it from a backup (or try \`sqlite3 ${file} .recover\`), ` +
          `or move it away (with its -wal and -shm files) to start with an empty database.`,
      );
    }
    throw e;
  }
}

/** A stored row as parsed JSON (checked later: storage/validate.ts). */
interface IntentRow {
  seq: number;
  client_id: string;
  actor: string;
  intent: string;
  at: number | null;
}

function fromRow(r: IntentRow): StoredIntent {
  return {
    seq: r.seq,
    clientId: r.client_id,
    actor: JSON.parse(r.actor) as StoredIntent['actor'],
    intent: JSON.parse(r.intent) as StoredIntent['intent'],
    ...(r.at === null ? {} : { at: r.at }),
  };
}

interface ChatRow {
  id: number;
  channel: ChatMessage['channel'];
  author: string;
  text: string;
  mentions: string;
  at: number;
}

function chatFromRow(r: ChatRow): ChatMessage {
  return {
    id: r.id,
    channel: r.channel,
    from: JSON.parse(r.author) as ChatMessage['from'],
    text: r.text,
    at: r.at,
    mentions: JSON.parse(r.mentions) as number[],
  };
}

interface WriteResult {
  readonly id: number;
  readonly ok: boolean;
  readonly conflict?: boolean;
  readonly message?: string;
}

function startWriter(file: string) {
  const worker = new Worker(new URL('./sqlite-writer.mjs', import.meta.url), { workerData: { file } });
  const pending = new Map<
    number,
    { gameId: string; seq: number; resolve: () => void; reject: (e: Error) => void }
  >();
  let nextId = 0;
  let failure: Error | null = null;
  const failAll = (e: Error) => {
    failure = e;
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  worker.on('message', (results: WriteResult[]) => {
    for (const r of results) {
      const p = pending.get(r.id);
      if (!p) continue;
      pending.delete(r.id);
      if (r.ok) p.resolve();
      else if (r.conflict) p.reject(new SequenceConflictError(p.gameId, p.seq));
      else p.reject(new Error(r.message ?? 'the intent could not be stored'));
    }
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the SQLite writer thread has stopped')));
  return {
    append(gameId: string, entry: StoredIntent): Promise<void> {
      if (failure) return Promise.reject(failure);
      const id = ++nextId;
      return new Promise<void>((resolve, reject) => {
        pending.set(id, { gameId, seq: entry.seq, resolve, reject });
        worker.postMessage({
          id,
          gameId,
          seq: entry.seq,
          clientId: entry.clientId,
          actor: JSON.stringify(entry.actor),
          intent: JSON.stringify(entry.intent),
          at: entry.at ?? null,
        });
      });
    },
    close(): Promise<void> {
      return new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.postMessage('close');
      });
    },
  };
}
