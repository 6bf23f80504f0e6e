// Helpers for the multi-instance test: server instances sharing one
// PostgreSQL database and one Redis, and a client that fails over to the
// next instance when its own goes away (what a load balancer does for it),
// keeping an outbox of intents it resends with the same client id.

import fastJsonPatch, { type Operation } from 'fast-json-patch';
import { io, type Socket } from 'socket.io-client';
import type {
  Ack,
  ClientToServerEvents,
  GameView,
  Intent,
  ServerToClientEvents,
  SyncMessage,
} from '@initiative/rules';
import { expandPatch } from '@initiative/rules';
import { afterEach } from 'vitest';
import { freshDataDir, newClientId, startTestServer, withTimeout } from './helpers.ts';
import { freshPostgresDatabase } from './storage.postgres.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type Instance = Awaited<ReturnType<typeof startTestServer>>;

export function startInstance(
  databaseUrl: string,
  redisUrl: string,
  env: Record<string, string> = {},
): Promise<Instance> {
  return startTestServer(freshDataDir(), {
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATABASE_POOL_SIZE: '4',
    // Bursts of intents from one socket are the point here; the rate limiter has its own tests.
    RATE_LIMIT_PER_SECOND: '1000',
    RATE_LIMIT_BURST: '1000',
  });
}

/** Resolves when `check` holds, polling; fails with `what` after a few seconds. */
export async function eventually(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export class FailoverClient {
  version = -1;
  view: GameView | null = null;
  socket: ClientSocket | null = null;
  /** Which of `urls` the client is connected to now. */
  current = 0;
  syncs = 0;
  private closed = false;
  private readonly outbox = new Map<string, { intent: Intent; resolve: (ack: Ack) => void }>();

  constructor(
    readonly label: string,
    readonly urls: readonly string[],
    readonly gameId: string,
    readonly token?: string,
  ) {}

  /** Connects to the first instance in `urls` that answers, and waits for the first sync. */
  async open(start = 0): Promise<this> {
    for (let i = 0; i < this.urls.length; i++) {
      const index = (start + i) % this.urls.length;
      if (await this.tryConnect(index)) return this;
    }
    throw new Error(`${this.label}: no instance accepted the connection`);
  }

  private tryConnect(index: number): Promise<boolean> {
    const url = this.urls[index] as string;
    const auth =
      this.token === undefined ? { gameId: this.gameId } : { gameId: this.gameId, token: this.token };
    const s: ClientSocket = io(url, { auth, transports: ['websocket'], forceNew: true, reconnection: false });
    return withTimeout(
      new Promise<boolean>((resolve) => {
        s.once('connect_error', () => {
          s.close();
          resolve(false);
        });
        s.once('sync', (msg) => {
          this.socket = s;
          this.current = index;
          this.onSync(msg);
          s.on('sync', (m) => this.onSync(m));
          s.on('update', (m) => {
            if (!this.view || m.version !== this.version + 1) {
              void this.resync();
              return;
            }
            this.view = fastJsonPatch.applyPatch(
              this.view,
              expandPatch(m.patch) as Operation[],
              true,
              false,
            ).newDocument;
            this.version = m.version;
          });
          s.on('disconnect', () => {
            if (!this.closed) void this.open(index + 1); // fail over to the next instance
          });
          for (const [clientId, pending] of this.outbox) this.emit(clientId, pending.intent);
          resolve(true);
        });
      }),
      15_000,
      `${this.label}: no sync from ${url}`,
    );
  }

  private onSync(msg: SyncMessage): void {
    this.syncs++;
    this.version = msg.version;
    this.view = msg.view;
  }

  private resync(): Promise<void> {
    return new Promise((resolve) => {
      this.socket?.emit('resync', (m) => {
        if (!('ok' in m)) this.onSync(m); // a refusal: what this client holds is current
        resolve();
      });
    });
  }

  get legal(): readonly Intent[] {
    return this.view?.legal ?? [];
  }

  /** Sends an intent, resending it (same client id) after a failover until it is acknowledged. */
  send(intent: Intent, clientId = newClientId()): Promise<Ack> {
    return withTimeout(
      new Promise<Ack>((resolve) => {
        this.outbox.set(clientId, { intent, resolve });
        if (this.socket?.connected) this.emit(clientId, intent);
      }),
      20_000,
      `${this.label}: no ack for ${JSON.stringify(intent)}`,
    );
  }

  private emit(clientId: string, intent: Intent): void {
    this.socket?.emit('intent', { clientId, intent }, (ack) => {
      const pending = this.outbox.get(clientId);
      if (!pending) return;
      this.outbox.delete(clientId);
      pending.resolve(ack);
    });
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
  }
}

/**
 * Opens failover clients for one game on two instances: each starts on `first` and fails over to the
 * other; every client is added to `into` (closed by the test's cleanup).
 */
export function failoverOpener(a: Instance, b: Instance, gameId: string, into: FailoverClient[]) {
  return async (label: string, first: Instance, token?: string): Promise<FailoverClient> => {
    const urls = first === a ? [a.url, b.url] : [b.url, a.url];
    const c = await new FailoverClient(label, urls, gameId, token).open();
    into.push(c);
    return c;
  };
}

/**
 * Call at the top of a test file: two instances on a fresh PostgreSQL database and the given Redis,
 * closed with every client in `clients` after each test.
 */
export function useInstances() {
  const instances: Instance[] = [];
  const clients: FailoverClient[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    for (const s of instances.splice(0)) await s.close();
  });
  return {
    clients,
    async twoInstances(
      postgresUrl: string,
      redisUrl: string,
      env: Record<string, string> = {},
    ): Promise<[Instance, Instance]> {
      const db = await freshPostgresDatabase(postgresUrl);
      const a = await startInstance(db, redisUrl, env);
      const b = await startInstance(db, redisUrl, env);
      instances.push(a, b);
      return [a, b];
    },
  };
}
