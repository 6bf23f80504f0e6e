// Socket.IO: one room per game; each socket receives only its own projection,
// in full on join and resync, then as a patch per applied intent.

import {
  waitingFor,
  clockDelta,
  compactLogLines,
  socketAuth,
  type Ack,
  type PatchOp,
  type ResyncRefusal,
  type Role,
  type SyncMessage,
  type UpdateMessage,
} from '@initiative/rules';
import { CHAT_EVENTS } from './chat.ts';
import type { Commit, Hub } from './hub.ts';
import { HubError } from './hub.ts';
import { LobbyGate } from './lobby-gate.ts';
import { logger, type Logger } from './log.ts';
import { noMetrics, secondsSince, type Metrics } from './metrics.ts';
import { Projections, roleKey } from './projections.ts';
import { TokenBucket } from './rate-limit.ts';
import {
  budgetKey,
  clientAddress,
  isBacklogged,
  SocketLimits,
  type BufferedConnection,
  type SocketLimitOptions,
} from './socket-limits.ts';
import type { GameServer, GameSocket, SocketData } from './socket-types.ts';

export type { GameServer } from './socket-types.ts';

const room = (gameId: string) => `game:${gameId}`;

/** Where a server's sockets report: its logger, and its metrics (each intent's outcome and ack time). */
export interface SocketTelemetry {
  readonly log: Logger;
  readonly metrics: Pick<Metrics, 'intentAcked'>;
}

export function attachSockets(
  io: GameServer,
  hub: Hub,
  limits: SocketLimitOptions,
  telemetry: SocketTelemetry = { log: logger, metrics: noMetrics },
): void {
  const projections = new Projections();
  const places = new SocketLimits(limits);
  const lobbies = new LobbyGate();

  io.use((socket, next) => {
    const address = clientAddress(
      socket.handshake.address,
      socket.handshake.headers['x-forwarded-for'],
      limits.trustProxy,
    );
    const full = places.addressRefusal(address); // before any work for a flood from one address
    if (full) return next(socketError('socket/too-many', full));
    const auth = socketAuth.safeParse(socket.handshake.auth);
    if (!auth.success)
      return next(
        socketError('auth/malformed', 'Connect with a game id (and a seat or host token to play).'),
      );
    // A game created on another instance is loaded from the store first, and a seat claimed
    // there is checked against the stored record (see Hub.authenticateShared).
    hub
      .authenticateShared(auth.data.gameId, auth.data.token)
      .then((role) => {
        const data = socket.data as SocketData;
        data.gameId = auth.data.gameId;
        data.role = role;
        if (socket.conn.readyState !== 'open') return; // the client left while its link was checked
        const { key, capped } = budgetKey(auth.data.gameId, role, address);
        const place = places.admit(key, capped, address);
        if (!place.ok) return next(socketError('socket/too-many', place.message));
        data.budget = key;
        data.release = place.release;
        socket.conn.once('close', place.release); // also when the connection closes before 'connection'
        data.resyncs = new TokenBucket(limits.resyncBurst, limits.resyncPerSecond);
        data.resyncCurrent = false;
        data.version = -1;
        next();
      })
      .catch((e: unknown) => {
        next(
          e instanceof HubError
            ? socketError(e.code, e.message)
            : socketError('server/error', 'The server could not check that link.'),
        );
      });
  });

  const sync = (socket: GameSocket): SyncMessage => {
    const msg = syncFor(hub, projections, socket.data.gameId, socket.data.role);
    socket.data.version = msg.version;
    socket.data.resyncCurrent = false;
    return msg;
  };

  /** A socket whose messages pile up unread is disconnected at once (SOCKET_BUFFER_LIMIT). */
  const backlogged = (socket: GameSocket): boolean => {
    if (!isBacklogged(socket.conn as unknown as BufferedConnection, limits.bufferLimit)) return false;
    // A close frame would wait behind the backlog: drop the TCP connection, then the socket.
    (socket.conn.transport as unknown as { socket?: { terminate?: () => void } }).socket?.terminate?.();
    socket.conn.close(true);
    return true;
  };

  io.on('connection', (socket) => {
    const { gameId, role } = socket.data;
    void socket.join(room(gameId));
    const live = hub.get(gameId);
    if (live) lobbies.joined(live); // its sync holds the summary of now: the next one is news to it
    hub.markConnected(gameId, role, 1);
    socket.emit('sync', sync(socket));
    // Every message from a client that does not read its answers is checked first.
    socket.use((_packet, next) => {
      if (!backlogged(socket)) next();
    });

    // A hostile client may send no payload, extra arguments, or no ack: the ack is the last argument
    // when it is a function, and an intent is exactly one payload.
    socket.on('intent', async (...args: unknown[]) => {
      const received = process.hrtime.bigint();
      const ack = args.at(-1);
      const params = typeof ack === 'function' ? args.slice(0, -1) : args;
      // Every answer, refusals before the hub included, is counted in the metrics.
      const reply = (answer: Ack) => {
        telemetry.metrics.intentAcked(answer, secondsSince(received));
        if (typeof ack === 'function') (ack as (a: Ack) => void)(answer);
      };
      if (!places.takeIntent(socket.data.budget)) {
        reply({
          ok: false,
          code: 'rate/limited',
          message: 'Too many requests: slow down and try again in a moment.',
        });
        return;
      }
      if (params.length !== 1) {
        reply({
          ok: false,
          code: 'intent/malformed',
          message: 'That request is not understood: send one intent message.',
        });
        return;
      }
      try {
        reply(await hub.submitIntent(gameId, socket.data.role, params[0]));
      } catch (e) {
        // Storage failed: nothing was applied; never leave the client without an ack.
        telemetry.log.error({ err: e, gameId, role: socket.data.role }, 'an intent could not be stored');
        reply({ ok: false, code: 'server/error', message: 'The server could not save that. Try again.' });
      }
    });

    // A resync is answered in full once per change: asked again before anything else was sent to
    // this socket, it gets a short resync/unchanged; and full answers are rate-limited.
    socket.on('resync', async (...args: unknown[]) => {
      const ack = args.at(-1); // resync has no parameters: anything before the ack is ignored
      if (typeof ack !== 'function') return;
      const reply = ack as (m: SyncMessage | ResyncRefusal) => void;
      // With a shared store, what another instance stored but could not announce is read first:
      // the updates this pushes make the socket's copy stale, so it then gets the full state.
      await hub.freshen(gameId).catch(() => undefined);
      const { version } = socket.data;
      if (socket.data.resyncCurrent) {
        reply({
          ok: false,
          code: 'resync/unchanged',
          message: `You already have the latest state (version ${version}): nothing has changed since your last resync.`,
          version,
        });
        return;
      }
      if (!socket.data.resyncs.take()) {
        reply({
          ok: false,
          code: 'rate/limited',
          message: 'Too many resyncs: slow down and try again in a moment.',
          version,
        });
        return;
      }
      const msg = sync(socket);
      socket.data.resyncCurrent = true;
      reply(msg);
    });

    // Any other event that asks for an answer gets one, so a client never waits for nothing.
    socket.onAny((event: unknown, ...args: unknown[]) => {
      if (event === 'intent' || event === 'resync' || CHAT_EVENTS.has(String(event))) return;
      const ack = args.at(-1);
      if (typeof ack === 'function')
        (ack as (a: unknown) => void)({
          ok: false,
          code: 'request/unknown-event',
          message: 'The server does not know that request.',
        });
    });

    socket.on('disconnect', () => {
      socket.data.release();
      hub.markConnected(gameId, role, -1);
    });
  });

  // Sockets of one role get the same message: it is emitted once per role to their ids (once per
  // group of roles with the same patch), so Socket.IO encodes and frames it once, not once per socket.
  hub.on('update', (gameId, commit: Commit) => {
    // seq is the update's version; what a line repeats of the one before is left out.
    const log = compactLogLines(commit.entries, commit.lastLine, commit.chronicle?.at, commit.state.players);
    const byRole = new Map<string, { role: Role; ids: string[] }>();
    for (const socket of localSocketsIn(io, gameId)) {
      if (backlogged(socket)) continue;
      const held = socket.data.version;
      if (held >= commit.version) continue; // its sync already includes this intent
      if (held !== commit.version - 1) {
        socket.emit('sync', sync(socket)); // missed a step: send the whole projection
        continue;
      }
      socket.data.version = commit.version;
      socket.data.resyncCurrent = false;
      const key = roleKey(socket.data.role);
      const group = byRole.get(key);
      if (group) group.ids.push(socket.id);
      else byRole.set(key, { role: socket.data.role, ids: [socket.id] });
    }
    // Roles whose patch is the same (a change that touched no one's hidden cards or offers) share
    // one message: about half as many to encode and send as there are roles.
    const messages: { patch: PatchOp[]; ids: string[] }[] = [];
    for (const { role, ids } of byRole.values()) {
      const patch = projections.patch(gameId, commit, role);
      const same = messages.find((m) => Projections.samePatch(m.patch, patch));
      if (same) same.ids.push(...ids);
      else messages.push({ patch, ids });
    }
    const clock = clockOf(commit);
    for (const { patch, ids } of messages) {
      const msg: UpdateMessage = { version: commit.version, patch, log, ...clock };
      io.local.to(ids).emit('update', msg);
    }
  });

  hub.on('started', (gameId) => {
    for (const socket of localSocketsIn(io, gameId)) {
      if (backlogged(socket)) continue;
      // A setup draft seats the table by drafted position: each seat's token is read again.
      if (socket.data.role.kind === 'seat') {
        const token = (socket.handshake.auth as { token?: string }).token;
        try {
          socket.data.role = hub.authenticate(gameId, token);
        } catch {
          socket.disconnect(true);
          continue;
        }
      }
      socket.emit('sync', sync(socket));
    }
  });

  // Only a summary that differs from the one the sockets hold is sent (lobby-gate.ts): a change to a
  // seat's own settings, or one that changes nothing, sends nothing.
  hub.on('lobby', (gameId) => {
    const live = hub.get(gameId);
    if (!live) return;
    const summary = hub.summary(gameId);
    if (!lobbies.admit(live, summary)) return;
    for (const socket of localSocketsIn(io, gameId))
      if (!backlogged(socket)) socket.data.resyncCurrent = false; // the summary changed
    // Local only: every instance tells its own sockets (see peers.ts).
    io.local.to(room(gameId)).emit('lobby', summary);
  });

  // A quarantined or expired game: every socket is told why and disconnected (a reconnect gets the same answer).
  hub.on('gone', (gameId, reason) => {
    for (const socket of localSocketsIn(io, gameId)) {
      socket.emit('revoked', reason);
      socket.disconnect(true);
    }
  });

  // A game out of memory keeps no projections here either (a socket joining later loads it afresh).
  hub.on('unloaded', (gameId) => projections.forget(gameId));

  hub.on('revoked', (gameId, seat) => {
    for (const socket of localSocketsIn(io, gameId)) {
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

export function syncFor(hub: Hub, projections: Projections, gameId: string, role: Role): SyncMessage {
  const live = hub.get(gameId);
  const summary = hub.summary(gameId);
  const version = live?.version ?? 0;
  return {
    version,
    summary,
    view: live?.state ? projections.view(gameId, live.state, version, role) : null,
    log: live?.log ?? [],
    chronicle: live?.chronicle ?? null,
    you: role,
  };
}

/** The clocks' change in a commit, and the rounds' record when it changed (public to every role). */
function clockOf({
  chronicle,
  chronicleBefore,
  roundsChanged,
  previous,
  state,
}: Commit): Pick<UpdateMessage, 'clock' | 'rounds'> {
  if (!chronicle) return {};
  // Only the seats whose clock changed otherwise than the client works out from the previous
  // version's clocks and the prompt's seats before and after (every view's `waiting.seats`).
  const waited = { before: waitingFor(previous).seats, after: waitingFor(state).seats };
  return {
    clock: clockDelta(chronicleBefore, chronicle, waited),
    // The rounds' record is read from fields every view has (cards held, points): a client holding
    // the record before works the new one out itself (`roundsAfter`), so only the first is sent.
    ...(roundsChanged && !chronicleBefore ? { rounds: chronicle.rounds } : {}),
  };
}

/** This instance's sockets in the game's room (with the Redis adapter the room spans instances). */
function localSocketsIn(io: GameServer, gameId: string): GameSocket[] {
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
