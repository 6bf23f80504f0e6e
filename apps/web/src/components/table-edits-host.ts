// Host-only intents (approve or reject a table edit, stop waiting) from a browser that also holds a
// seat: the table's socket is the seat's, so these go out on a short-lived socket opened with the host
// token. A browser that is only the host sends them on its own socket.

import { io, type Socket } from 'socket.io-client';
import type { Ack, ClientToServerEvents, Intent, ServerToClientEvents } from '@initiative/rules';
import { send } from '../connection.ts';
import { loadCredentials } from '../credentials.ts';
import { notify, store } from '../store.ts';

/** Whether this browser can act as the host of the game it shows. */
export function isHostHere(): boolean {
  const { gameId, you } = store.getState();
  if (!gameId) return false;
  return you?.kind === 'host' || loadCredentials(gameId).hostToken !== undefined;
}

export function sendAsHost(intent: Intent): void {
  const { gameId, you } = store.getState();
  if (!gameId) return;
  if (you?.kind === 'host') {
    send(intent);
    return;
  }
  const token = loadCredentials(gameId).hostToken;
  if (!token) {
    notify('error', 'Only the host can do this, from the browser that created the game.');
    return;
  }
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    auth: { gameId, token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  const done = (message: string | null) => {
    socket.close();
    if (message) notify('error', message);
  };
  const timer = setTimeout(() => done('The server did not answer; try again.'), 10_000);
  socket.on('connect', () => {
    socket.emit('intent', { clientId: crypto.randomUUID(), intent }, (ack: Ack) => {
      clearTimeout(timer);
      done(ack.ok ? null : ack.message);
    });
  });
  socket.on('connect_error', (err: Error) => {
    clearTimeout(timer);
    done(`Could not reach the server as the host: ${err.message}`);
  });
}
