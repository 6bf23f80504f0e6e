// A socket.io-client connection that reports the size of every message it
// receives (the WebSocket text frame's payload), so bots can count update bytes.

import fs from 'node:fs';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/** BENCH_DUMP_UPDATES=FILE: every update frame received is appended to FILE (for `update-parts.ts`). */
const dump = process.env['BENCH_DUMP_UPDATES'];

export function openSocket(
  url: string,
  options: Partial<ManagerOptions & SocketOptions>,
): {
  socket: Socket;
  lastBytes: () => number;
} {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, ...options });
  let last = 0;
  socket.io.on('open', () => {
    socket.io.engine.on('packet', (packet: { type: string; data?: unknown }) => {
      if (packet.type !== 'message' || typeof packet.data !== 'string') return;
      last = packet.data.length;
      if (dump && packet.data.startsWith('2["update"')) fs.appendFileSync(dump, `${packet.data}\n`);
    });
  });
  return { socket, lastBytes: () => last };
}

export function once<T>(socket: Socket, event: string, what: string, timeoutMs = 30_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (value: T) => {
      clearTimeout(timer);
      resolve(value);
    });
    socket.once('connect_error', (err: Error) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}
