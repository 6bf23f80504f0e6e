// Several server instances share one PostgreSQL. When an instance commits an
// intent (or changes a lobby) it tells the others through the Socket.IO Redis
// adapter, so they catch up from the store and push each of their own sockets
// its projection. Rooms span instances through the same adapter.

import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { logger } from './log.ts';

export interface PeerChange {
  readonly gameId: string;
  /** 'intents': new intents were stored; 'record': the lobby (or the start) changed. */
  readonly kind: 'intents' | 'record';
  /** The game's version after the change, on the instance that made it. */
  readonly version: number;
}

/** Which seats have sockets on one instance (for the lobby's presence dots). */
export interface PeerPresence {
  readonly gameId: string;
  readonly instance: string;
  /** Seat numbers with at least one socket on that instance. */
  readonly seats: readonly number[];
}

export interface Peers {
  /** This instance's id (presence is kept per instance). */
  readonly instance: string;
  announce(change: PeerChange): void;
  presence(presence: PeerPresence): void;
}

/** Events between server instances (`io.serverSideEmit`). */
export interface InterServerEvents {
  changed: (change: PeerChange) => void;
  presence: (presence: PeerPresence) => void;
}

export function isPeerPresence(value: unknown): value is PeerPresence {
  const v = value as Partial<PeerPresence> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.gameId === 'string' &&
    typeof v.instance === 'string' &&
    Array.isArray(v.seats) &&
    v.seats.every((s) => Number.isInteger(s))
  );
}

export function isPeerChange(value: unknown): value is PeerChange {
  const v = value as Partial<PeerChange> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.gameId === 'string' &&
    (v.kind === 'intents' || v.kind === 'record') &&
    typeof v.version === 'number'
  );
}

export interface RedisLink {
  close(): Promise<void>;
}

/** Puts the Redis adapter on `io`: rooms and server-side events then span every instance on that Redis. */
export async function attachRedis(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the adapter works for any event maps
  io: Server<any, any, any, any>,
  url: string,
): Promise<RedisLink> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  // ioredis reconnects by itself; log instead of crashing on a dropped connection.
  for (const c of [pub, sub]) c.on('error', (e: Error) => logger.error({ err: e }, 'Redis connection error'));
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return {
    async close() {
      await Promise.all([pub.quit().catch(() => undefined), sub.quit().catch(() => undefined)]);
    },
  };
}
