// The SQLite intent writer, on its own thread (see sqlite.ts). Intents that
// arrive while a commit is in progress are written together in the next
// transaction: one fsync per batch, and none on the server's event loop.
// Plain JavaScript, so the thread starts without a TypeScript loader.

import { setImmediate } from 'node:timers';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
const insert = db.prepare(
  'INSERT INTO intents (game_id, seq, client_id, actor, intent, at) VALUES (?, ?, ?, ?, ?, ?)',
);
// When each game last changed (for archiving idle games), in the same transaction: no extra fsync.
const touch = db.prepare('UPDATE games SET updated_at = ? WHERE id = ?');

let queue = [];
let scheduled = false;

const writeBatch = db.transaction((batch) => {
  const touched = new Set();
  const results = batch.map((m) => {
    try {
      insert.run(m.gameId, m.seq, m.clientId, m.actor, m.intent, m.at ?? null);
      touched.add(m.gameId);
      return { id: m.id, ok: true };
    } catch (e) {
      // A constraint failure undoes only its own statement; the rest of the batch commits.
      const code = String(e?.code ?? '');
      if (!code.startsWith('SQLITE_CONSTRAINT')) throw e;
      return { id: m.id, ok: false, conflict: true, message: String(e?.message ?? e) };
    }
  });
  const now = Date.now();
  for (const gameId of touched) touch.run(now, gameId);
  return results;
});

function flush() {
  scheduled = false;
  const batch = queue;
  queue = [];
  let results;
  try {
    results = writeBatch(batch);
  } catch (e) {
    results = batch.map((m) => ({ id: m.id, ok: false, conflict: false, message: String(e?.message ?? e) }));
  }
  parentPort.postMessage(results);
}

parentPort.on('message', (m) => {
  if (m === 'close') {
    if (queue.length) flush();
    db.close();
    parentPort.close();
    return;
  }
  queue.push(m);
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
});
