// Baseline (a): a bare Socket.IO server with no rules. A client's intent names the payload size;
// the server bumps the game's version and broadcasts one update of that size to the game's room,
// then acks. With DURABLE_FILE set (baseline "bare + fsync"), it first appends the intent to that
// file as a line and fsyncs it, with our storage's policy (storage/sqlite-writer.mjs: the intents
// that arrive while a write is in progress share the next write and fsync, and nothing is
// broadcast or acknowledged before its fsync has returned), so that the ratio of our CPU to this
// baseline compares like with like.

import fs from 'node:fs';
import http from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.env['PORT'] ?? 0);
const durableFile = process.env['DURABLE_FILE'];
const server = http.createServer((req, res) => {
  res.writeHead(req.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
});
const io = new Server(server, { serveClient: false });
const versions = new Map<string, number>();

/** Group commit: lines waiting for the next write, each with what to do once it is durable. */
let waiting: { line: string; done: () => void }[] = [];
let writing = false;
const fd = durableFile ? fs.openSync(durableFile, 'a') : null;

function flush(): void {
  if (fd === null || writing || waiting.length === 0) return;
  writing = true;
  const batch = waiting;
  waiting = [];
  fs.write(fd, batch.map((w) => w.line).join(''), (err) => {
    if (err) throw err;
    fs.fsync(fd, (e) => {
      if (e) throw e;
      writing = false;
      for (const w of batch) w.done();
      flush();
    });
  });
}

/** Runs `then` once the line is on disk (at once without DURABLE_FILE). */
function durable(line: string, then: () => void): void {
  if (fd === null) return then();
  waiting.push({ line, done: then });
  flush();
}

io.on('connection', (socket) => {
  const game = String((socket.handshake.auth as { game?: unknown }).game ?? '');
  void socket.join(game);
  socket.emit('sync', { version: versions.get(game) ?? 0 });
  socket.on(
    'intent',
    (
      payload: { bytes?: unknown; clientId?: unknown },
      ack: (a: { ok: boolean; version: number }) => void,
    ) => {
      const version = (versions.get(game) ?? 0) + 1;
      versions.set(game, version);
      const bytes = typeof payload.bytes === 'number' ? Math.max(0, Math.min(100_000, payload.bytes)) : 0;
      // About the size of one of our stored intents (game id, sequence, client id, actor, intent, time).
      const line = `${JSON.stringify({ game, seq: version, clientId: payload.clientId, at: Date.now(), intent: { type: 'x', bytes } })}\n`;
      durable(line, () => {
        io.to(game).emit('update', { version, patch: 'x'.repeat(bytes) });
        if (typeof ack === 'function') ack({ ok: true, version });
      });
    },
  );
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
