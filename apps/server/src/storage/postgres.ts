// PostgreSQL storage (when DATABASE_URL is set): the single source of truth
// when several server instances share the games. The intent log's primary key
// (game_id, seq) makes two instances writing the same slot conflict instead of
// forking the game, and UNIQUE (game_id, client_id) makes a retried intent
// impossible to store twice. A commit returns after the WAL is flushed
// (synchronous_commit's default), so an acknowledged intent survives a crash.

import pg from 'pg';
import type { ChatMessage } from '@initiative/rules';
import { logger } from '../log.ts';
import {
  RecordConflictError,
  SequenceConflictError,
  type GameRecord,
  type GameStore,
  type StoredIntent,
} from './types.ts';

/** Serialises schema creation between instances starting at the same time. */
const MIGRATION_LOCK = 0x1a171a;
const UNIQUE_VIOLATION = '23505';

const schema = `
  CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    record JSONB NOT NULL,
    created_at BIGINT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS intents (
    game_id TEXT NOT NULL REFERENCES games (id),
    seq INTEGER NOT NULL,
    client_id TEXT NOT NULL,
    actor JSONB NOT NULL,
    intent JSONB NOT NULL,
    PRIMARY KEY (game_id, seq),
    UNIQUE (game_id, client_id)
  );
  CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  -- Added after the first release: when the game last changed, and when it was archived.
  ALTER TABLE games ADD COLUMN IF NOT EXISTS updated_at BIGINT;
  ALTER TABLE games ADD COLUMN IF NOT EXISTS archived_at BIGINT;
  -- Added later: when each intent was stored (for the log's times); older rows have none.
  ALTER TABLE intents ADD COLUMN IF NOT EXISTS at BIGINT;
  -- Chat beside the log; a retried message (same client key) is stored once.
  CREATE TABLE IF NOT EXISTS chat (
    id BIGSERIAL PRIMARY KEY,
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    client_key TEXT NOT NULL,
    channel TEXT NOT NULL,
    author JSONB NOT NULL,
    text TEXT NOT NULL,
    mentions JSONB NOT NULL,
    at BIGINT NOT NULL,
    UNIQUE (game_id, client_key)
  );
  CREATE INDEX IF NOT EXISTS chat_by_game ON chat (game_id, channel, id);
`;

interface ChatRow {
  /** BIGSERIAL and BIGINT come back from pg as strings. */
  id: string;
  channel: ChatMessage['channel'];
  author: ChatMessage['from'];
  text: string;
  mentions: number[];
  at: string;
}

function chatFromRow(r: ChatRow): ChatMessage {
  return {
    id: Number(r.id),
    channel: r.channel,
    from: r.author,
    text: r.text,
    at: Number(r.at),
    mentions: r.mentions,
  };
}

interface IntentRow {
  seq: number;
  client_id: string;
  actor: StoredIntent['actor'];
  intent: StoredIntent['intent'];
  /** BIGINT comes back from pg as a string. */
  at: string | null;
}

function fromRow(r: IntentRow): StoredIntent {
  return {
    seq: r.seq,
    clientId: r.client_id,
    actor: r.actor,
    intent: r.intent,
    ...(r.at === null ? {} : { at: Number(r.at) }),
  };
}

export async function openPostgresStore(connectionString: string, poolSize = 10): Promise<GameStore> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (err) => logger.error({ err }, 'PostgreSQL pool error'));
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(schema);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }

  return {
    async createGame(record) {
      await pool.query('INSERT INTO games (id, record, created_at, updated_at) VALUES ($1, $2, $3, $3)', [
        record.id,
        JSON.stringify(record),
        Date.now(),
      ]);
    },
    async saveGame(record, previous) {
      if (!previous) {
        await pool.query('UPDATE games SET record = $2, updated_at = $3 WHERE id = $1', [
          record.id,
          JSON.stringify(record),
          Date.now(),
        ]);
        return;
      }
      // Compare-and-set: lobby changes from two instances must not overwrite each other.
      const res = await pool.query(
        'UPDATE games SET record = $2, updated_at = $4 WHERE id = $1 AND record = $3::jsonb',
        [record.id, JSON.stringify(record), JSON.stringify(previous), Date.now()],
      );
      if (res.rowCount === 0) throw new RecordConflictError(record.id);
    },
    async appendIntent(gameId, entry) {
      try {
        // One statement (one commit): the intent, and when its game last changed (for archiving).
        await pool.query(
          `WITH stored AS (
             INSERT INTO intents (game_id, seq, client_id, actor, intent, at) VALUES ($1, $2, $3, $4, $5, $7) RETURNING game_id
           )
           UPDATE games SET updated_at = $6 FROM stored WHERE games.id = stored.game_id`,
          [
            gameId,
            entry.seq,
            entry.clientId,
            JSON.stringify(entry.actor),
            JSON.stringify(entry.intent),
            Date.now(),
            entry.at ?? null,
          ],
        );
      } catch (e) {
        if ((e as { code?: unknown }).code === UNIQUE_VIOLATION)
          throw new SequenceConflictError(gameId, entry.seq);
        throw e;
      }
    },
    async loadGame(gameId) {
      const res = await pool.query<{ record: GameRecord }>('SELECT record FROM games WHERE id = $1', [
        gameId,
      ]);
      return res.rows[0]?.record ?? null;
    },
    async listGameIds() {
      const res = await pool.query<{ id: string }>('SELECT id FROM games ORDER BY created_at, id');
      return res.rows.map((r) => r.id);
    },
    async loadIntents(gameId, afterSeq = 0, upToSeq = 2_147_483_647) {
      const res = await pool.query<IntentRow>(
        'SELECT seq, client_id, actor, intent, at FROM intents WHERE game_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq',
        [gameId, afterSeq, upToSeq],
      );
      return res.rows.map(fromRow);
    },
    async lastSeq(gameId) {
      const res = await pool.query<{ seq: number | null }>(
        'SELECT MAX(seq) AS seq FROM intents WHERE game_id = $1',
        [gameId],
      );
      return res.rows[0]?.seq ?? 0;
    },
    async replaceIntent(gameId, seq, intent) {
      await pool.query('UPDATE intents SET intent = $3 WHERE game_id = $1 AND seq = $2', [
        gameId,
        seq,
        JSON.stringify(intent),
      ]);
    },
    async deleteLobbiesCreatedBefore(createdBefore) {
      // A lobby has no intents (they start with the game), so the foreign key never blocks this.
      const res = await pool.query<{ id: string }>(
        "DELETE FROM games WHERE created_at < $1 AND record -> 'setup' = 'null'::jsonb RETURNING id",
        [createdBefore],
      );
      return res.rows.map((r) => r.id);
    },
    async archiveGamesIdleSince(idleBefore, at) {
      const res = await pool.query<{ id: string }>(
        `UPDATE games SET archived_at = $1
          WHERE archived_at IS NULL AND COALESCE(updated_at, created_at) < $2 AND record -> 'setup' <> 'null'::jsonb
          RETURNING id`,
        [at, idleBefore],
      );
      return res.rows.map((r) => r.id);
    },
    async archivedAt(gameId) {
      const res = await pool.query<{ archived_at: string | null }>(
        'SELECT archived_at FROM games WHERE id = $1',
        [gameId],
      );
      const at = res.rows[0]?.archived_at;
      return at === undefined || at === null ? null : Number(at);
    },
    async appendChat(gameId, chat, keep) {
      // A retry (same client key) finds the row already there and returns it.
      const res = await pool.query<ChatRow>(
        `WITH stored AS (
           INSERT INTO chat (game_id, client_key, channel, author, text, mentions, at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (game_id, client_key) DO NOTHING
           RETURNING id, channel, author, text, mentions, at
         )
         SELECT * FROM stored
         UNION ALL
         SELECT id, channel, author, text, mentions, at FROM chat
          WHERE game_id = $1 AND client_key = $2 AND NOT EXISTS (SELECT 1 FROM stored)`,
        [
          gameId,
          chat.clientKey,
          chat.channel,
          JSON.stringify(chat.from),
          chat.text,
          JSON.stringify(chat.mentions),
          chat.at,
        ],
      );
      const row = res.rows[0];
      if (!row) throw new Error('the chat message could not be stored');
      // Everything of the channel older than its last `keep` messages (none when it holds fewer).
      await pool.query(
        `DELETE FROM chat WHERE game_id = $1 AND channel = $2 AND id <= (
           SELECT id FROM chat WHERE game_id = $1 AND channel = $2 ORDER BY id DESC LIMIT 1 OFFSET $3)`,
        [gameId, chat.channel, keep],
      );
      return chatFromRow(row);
    },
    async loadChat(gameId, channels, limit) {
      const res = await pool.query<ChatRow>(
        `SELECT id, channel, author, text, mentions, at FROM (
           SELECT * FROM chat WHERE game_id = $1 AND channel = ANY($2) ORDER BY id DESC LIMIT $3
         ) last ORDER BY id`,
        [gameId, [...channels], limit],
      );
      return res.rows.map(chatFromRow);
    },
    async getMeta(key) {
      const res = await pool.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [key]);
      return res.rows[0]?.value ?? null;
    },
    async setMeta(key, value) {
      await pool.query(
        'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
        [key, value],
      );
    },
    async close() {
      await pool.end();
    },
  };
}
