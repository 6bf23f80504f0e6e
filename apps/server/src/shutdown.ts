// Graceful shutdown (SIGTERM from Docker or systemd, Ctrl-C): stop taking new
// connections and intents, let the intents already received finish their
// write and ack, tell every socket the server is restarting, then close. A
// refused intent says so with its own code: the web client keeps it and sends
// it again (same client id) once it has reconnected.

import type http from 'node:http';
import type { Ack, ShutdownNotice } from '@initiative/rules';
import type { Logger } from './log.ts';
import type { GameServer } from './sockets.ts';

export const SHUTTING_DOWN: Ack = {
  ok: false,
  code: 'server/shutting-down',
  message: 'The server is restarting; your move will be sent again when it is back.',
};

export const RESTARTING: ShutdownNotice = {
  code: 'server/restarting',
  message: 'The server is restarting; you will be reconnected in a moment.',
  reconnect: true,
};

/**
 * Counts the intents in flight on a server's sockets, and refuses new ones once closed.
 * It sits in front of the intent handler (a Socket.IO packet middleware) and sees each intent's ack.
 */
export class IntentGate {
  private inFlight = 0;
  private open = true;
  private idle: (() => void)[] = [];

  constructor(private readonly onRefused: (ack: Ack) => void = () => undefined) {}

  attach(io: GameServer): void {
    io.on('connection', (socket) => {
      const pending = new Set<() => void>();
      // If the socket goes away before the handler runs, nothing will ever ack its intents.
      socket.once('disconnect', () => setImmediate(() => pending.forEach((settle) => settle())));
      socket.use((packet, next) => {
        if (packet[0] !== 'intent') return next();
        const last = packet.at(-1);
        const ack = typeof last === 'function' ? (last as (a: unknown) => void) : null;
        if (!this.open) {
          this.onRefused(SHUTTING_DOWN);
          ack?.(SHUTTING_DOWN);
          return; // dropped: the handler never sees it
        }
        this.inFlight++;
        const settle = () => {
          if (!pending.delete(settle)) return;
          this.inFlight--;
          if (this.inFlight === 0) for (const resolve of this.idle.splice(0)) resolve();
        };
        pending.add(settle);
        const counted = (a: unknown) => {
          settle();
          ack?.(a);
        };
        // The handler takes a trailing function as the ack, so one is always there to count on; without
        // the client's own, the handler reads the same payload (see sockets.ts).
        if (ack) packet[packet.length - 1] = counted;
        else packet.push(counted);
        next();
      });
    });
  }

  /** Refuses every intent from now on. */
  close(): void {
    this.open = false;
  }

  /** Resolves when no intent is in flight. */
  settled(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }
}

/** `promise`, or false after `ms`. */
export async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface ShutdownParts {
  readonly server: http.Server;
  readonly io: GameServer;
  readonly gate: IntentGate;
  /** Resolves when every game's queued writes have settled (Hub.drain). */
  drain(): Promise<void>;
  /** Closes Socket.IO, Redis and the store. */
  close(): Promise<void>;
  readonly log: Logger;
  /** The longest wait for intents being written. */
  readonly timeoutMs: number;
}

/** How long the restart notice has to reach the sockets before their connections are cut. */
const NOTICE_MS = 2_000;

export async function shutDown(p: ShutdownParts): Promise<void> {
  p.log.info('shutting down: no new connections or intents; waiting for the intents being written');
  p.gate.close();
  const httpClosed = new Promise<void>((resolve) => p.server.close(() => resolve()));
  p.server.closeIdleConnections();

  if (
    !(await within(
      p.gate.settled().then(() => p.drain()),
      p.timeoutMs,
    ))
  )
    p.log.warn({ timeoutMs: p.timeoutMs }, 'intents still being written at the shutdown deadline');

  // Closing the transport (not a Socket.IO disconnect) lets the client reconnect by itself.
  p.io.local.emit('shutdown', RESTARTING);
  const sockets = [...p.io.of('/').sockets.values()];
  const closed = sockets.map(
    (s) =>
      new Promise<void>((resolve) => {
        if (s.conn.readyState === 'closed') return resolve();
        s.conn.once('close', () => resolve());
        s.conn.close(); // after its write buffer (the notice) is flushed
      }),
  );
  await within(Promise.all(closed), NOTICE_MS);
  await within(httpClosed, NOTICE_MS);
  p.server.closeAllConnections();
  await p.close();
  p.log.info({ sockets: sockets.length }, 'shut down');
}
