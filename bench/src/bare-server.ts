// Baseline (a): a bare Socket.IO server with no rules and no storage. A
// client's intent names the payload size; the server bumps the game's version
// and broadcasts one update of that size to the game's room, then acks.

import http from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.env['PORT'] ?? 0);
const server = http.createServer((req, res) => {
  res.writeHead(req.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
});
const io = new Server(server, { serveClient: false });
const versions = new Map<string, number>();

io.on('connection', (socket) => {
  const game = String((socket.handshake.auth as { game?: unknown }).game ?? '');
  void socket.join(game);
  socket.emit('sync', { version: versions.get(game) ?? 0 });
  socket.on('intent', (payload: { bytes?: unknown }, ack: (a: { ok: boolean; version: number }) => void) => {
    const version = (versions.get(game) ?? 0) + 1;
    versions.set(game, version);
    const bytes = typeof payload.bytes === 'number' ? Math.max(0, Math.min(100_000, payload.bytes)) : 0;
    io.to(game).emit('update', { version, patch: 'x'.repeat(bytes) });
    if (typeof ack === 'function') ack({ ok: true, version });
  });
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
