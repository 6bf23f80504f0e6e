// Socket.IO: one room per game; each socket receives only its own projection.

import type { Server, Socket } from 'socket.io';
import {
  socketAuth,
  viewFor,
  type ClientToServerEvents,
  type GameView,
  type Role,
  type ServerToClientEvents,
  type SyncMessage,
  type UpdateMessage,
} from '@initiative/rules';
import type { Hub } from './hub.ts';
import { HubError } from './hub.ts';
import { TokenBucket } from './rate-limit.ts';

interface SocketData {
  gameId: string;
  role: Role;
  bucket: TokenBucket;
}

type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type GameServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

const room = (gameId: string) => `game:${gameId}`;
const roleKey = (role: Role) => (role.kind === 'seat' ? `seat:${role.seat}` : role.kind);

export function attachSockets(io: GameServer, hub: Hub, limits: { perSecond: number; burst: number }): void {
  io.use((socket, next) => {
    const auth = socketAuth.safeParse(socket.handshake.auth);
    if (!auth.success)
      return next(
        socketError('auth/malformed', 'Connect with a game id (and a seat or host token to play).'),
      );
    try {
      const role = hub.authenticate(auth.data.gameId, auth.data.token);
      const data = socket.data as SocketData;
      data.gameId = auth.data.gameId;
      data.role = role;
      data.bucket = new TokenBucket(limits.burst, limits.perSecond);
      next();
    } catch (e) {
      next(
        e instanceof HubError
          ? socketError(e.code, e.message)
          : socketError('server/error', 'The server could not check that link.'),
      );
    }
  });

  io.on('connection', (socket) => {
    const { gameId, role } = socket.data;
    void socket.join(room(gameId));
    hub.markConnected(gameId, role, 1);
    socket.emit('sync', syncFor(hub, gameId, role));

    socket.on('intent', async (payload: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (a: unknown) => void) : () => undefined;
      if (!socket.data.bucket.take()) {
        reply({
          ok: false,
          code: 'rate/limited',
          message: 'Too many requests: slow down and try again in a moment.',
        });
        return;
      }
      try {
        reply(await hub.submitIntent(gameId, socket.data.role, payload));
      } catch {
        // Storage failed: nothing was applied; never leave the client without an ack.
        reply({ ok: false, code: 'server/error', message: 'The server could not save that. Try again.' });
      }
    });

    socket.on('resync', (ack: unknown) => {
      if (typeof ack === 'function')
        (ack as (m: SyncMessage) => void)(syncFor(hub, gameId, socket.data.role));
    });

    socket.on('disconnect', () => hub.markConnected(gameId, role, -1));
  });

  hub.on('update', (gameId, entries) => {
    const live = hub.get(gameId);
    if (!live?.state) return;
    const state = live.state;
    const views = new Map<string, GameView>();
    for (const socket of socketsIn(io, gameId)) {
      const key = roleKey(socket.data.role);
      let view = views.get(key);
      if (!view) {
        view = viewFor(state, socket.data.role);
        views.set(key, view);
      }
      const msg: UpdateMessage = { version: live.version, view, log: entries };
      socket.emit('update', msg);
    }
  });

  hub.on('started', (gameId) => {
    for (const socket of socketsIn(io, gameId)) socket.emit('sync', syncFor(hub, gameId, socket.data.role));
  });

  hub.on('lobby', (gameId) => {
    if (!hub.get(gameId)) return;
    io.to(room(gameId)).emit('lobby', hub.summary(gameId));
  });

  hub.on('revoked', (gameId, seat) => {
    for (const socket of socketsIn(io, gameId)) {
      const r = socket.data.role;
      if (r.kind === 'seat' && r.seat === seat) {
        socket.emit('revoked', {
          code: 'auth/revoked',
          message: 'The host has given your seat to someone else.',
        });
        socket.disconnect(true);
      }
    }
  });
}

export function syncFor(hub: Hub, gameId: string, role: Role): SyncMessage {
  const live = hub.get(gameId);
  const summary = hub.summary(gameId);
  return {
    version: live?.version ?? 0,
    summary,
    view: live?.state ? viewFor(live.state, role) : null,
    log: live?.log ?? [],
    you: role,
  };
}

function socketsIn(io: GameServer, gameId: string): GameSocket[] {
  const ids = io.sockets.adapter.rooms.get(room(gameId));
  if (!ids) return [];
  const out: GameSocket[] = [];
  for (const id of ids) {
    const s = io.sockets.sockets.get(id);
    if (s) out.push(s);
  }
  return out;
}

function socketError(code: string, message: string): Error & { data: { code: string; message: string } } {
  return Object.assign(new Error(message), { data: { code, message } });
}
