// Several server instances share one PostgreSQL. When an instance commits an
// intent (or changes a lobby) it tells the others through the Socket.IO Redis
// adapter, so they catch up from the store and push each of their own sockets
// its projection. Rooms span instances through the same adapter.

import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { logger, type Logger } from './log.ts';

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
  /** Both connections are ready: notices between instances flow. */
  up(): boolean;
  /** Publishes that failed (Redis down): the notices other instances missed. */
  failedPublishes(): number;
  /** Called with the new state whenever the link goes down or comes back. */
  onChange(listener: (up: boolean) => void): void;
  close(): Promise<void>;
}

/**
 * Puts the Redis adapter on `io`: rooms and server-side events then span every
 * instance on that Redis. Redis is a bus here, never the source of truth: when
 * it goes away the instance keeps serving its own sockets (the hub reads other
 * instances' changes from the store meanwhile), and when it comes back the
 * notices flow again. Nothing about Redis may stop the process, so every
 * failure is caught and logged, and the server starts even if Redis is down.
 */
export async function attachRedis(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the adapter works for any event maps
  io: Server<any, any, any, any>,
  url: string,
  log: Logger = logger,
): Promise<RedisLink> {
  // Publishing fails at once while Redis is down (no queue of stale notices to replay later);
  // the subscriber queues its subscriptions and renews them whenever it reconnects.
  const pub = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  let failed = 0;
  // The adapter publishes without handling a failure: unguarded, a publish rejected while Redis is
  // down is an unhandled rejection, and Node stops the process.
  const publish = pub.publish.bind(pub) as (channel: string, message: string) => Promise<number>;
  (pub as unknown as { publish: typeof publish }).publish = (channel, message) =>
    publish(channel, message).catch(() => {
      failed++;
      return 0;
    });
  // It (un)subscribes without handling a failure too: a command queued while Redis is down is rejected
  // ("Connection is closed") when the connection is dropped at shutdown. The subscriber renews its
  // subscriptions by itself whenever it reconnects, so a failed one needs nothing more.
  for (const name of ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const) {
    const command = sub[name].bind(sub) as (...args: unknown[]) => Promise<unknown>;
    (sub as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
      command(...args).catch((e: unknown) => {
        log.debug({ err: e }, `Redis ${name} failed`);
        return 0;
      });
  }

  const listeners: ((up: boolean) => void)[] = [];
  let wasUp = false;
  const up = () => pub.status === 'ready' && sub.status === 'ready';
  const check = () => {
    const now = up();
    if (now === wasUp) return;
    wasUp = now;
    if (now) log.info('Redis is reachable: notices between instances flow again');
    else
      log.error(
        "Redis is unreachable: serving this instance's sockets, reading other instances' changes from the store",
      );
    for (const l of listeners) l(now);
  };
  for (const c of [pub, sub]) {
    // ioredis reconnects by itself; an error event (each failed attempt) is only logged, at debug.
    c.on('error', (e: Error) => log.debug({ err: e }, 'Redis connection error'));
    for (const event of ['ready', 'close', 'end', 'reconnecting']) c.on(event, check);
  }
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (e) {
    log.error({ err: e }, "Redis is unreachable at start: serving this instance's sockets until it is back");
  }
  io.adapter(createAdapter(pub, sub));
  check();
  return {
    up,
    failedPublishes: () => failed,
    onChange(listener) {
      listeners.push(listener);
    },
    async close() {
      // QUIT waits for Redis; while it is down, just drop the connections.
      await Promise.all(
        [pub, sub].map((c) => (c.status === 'ready' ? c.quit().catch(() => undefined) : c.disconnect())),
      );
    },
  };
}
