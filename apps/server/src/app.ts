// Wires the HTTP API, Socket.IO and the static web client onto one server.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import helmet from 'helmet';
import { Server } from 'socket.io';
import { sqlitePath, type Config } from './config.ts';
import { apiErrors, apiRouter } from './http.ts';
import { Hub, PRESENCE_REFRESH_MS } from './hub.ts';
import { attachRedis, isPeerChange, isPeerPresence, type Peers, type RedisLink } from './peers.ts';
import { attachSockets, type GameServer } from './sockets.ts';
import { openPostgresStore } from './storage/postgres.ts';
import { openSqliteStore } from './storage/sqlite.ts';
import type { GameStore } from './storage/types.ts';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly hub: Hub;
  readonly io: GameServer;
  close(): Promise<void>;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** PostgreSQL when DATABASE_URL is set (shared by every instance), else the embedded SQLite file. */
export async function openStore(config: Config): Promise<GameStore> {
  if (config.DATABASE_URL) return openPostgresStore(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  return openSqliteStore(sqlitePath(config));
}

export async function startServer(config: Config, store?: GameStore): Promise<RunningServer> {
  const games = store ?? (await openStore(config));
  const server = http.createServer();
  const io: GameServer = new Server(server, { maxHttpBufferSize: 16_384, serveClient: false });
  // With Redis, rooms span instances and each commit is announced to the other instances.
  let redis: RedisLink | null = null;
  let peers: Peers | undefined;
  if (config.REDIS_URL) {
    redis = await attachRedis(io, config.REDIS_URL);
    peers = {
      instance: randomBytes(8).toString('hex'),
      announce: (change) => io.serverSideEmit('changed', change),
      presence: (presence) => io.serverSideEmit('presence', presence),
    };
  }
  const hub = new Hub(games, peers);
  io.on('changed', (change: unknown) => {
    if (isPeerChange(change))
      hub.onPeerChange(change).catch((e: unknown) => console.error('Catching up from the store failed:', e));
  });
  io.on('presence', (presence: unknown) => {
    if (isPeerPresence(presence)) hub.onPeerPresence(presence);
  });
  const presenceTimer = redis ? setInterval(() => hub.refreshPresence(), PRESENCE_REFRESH_MS) : null;
  presenceTimer?.unref();
  const restored = await hub.restore();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          imgSrc: ["'self'", 'data:'],
          mediaSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true, games: hub.gameCount() });
  });
  // A game created on another instance is loaded from the store before the API looks at it.
  app.use('/api/games/:id', (req, _res, next) => {
    hub.load(req.params['id'] ?? '').then(() => next(), next);
  });
  app.use('/api', apiRouter(hub, config.PUBLIC_URL));

  const webDist = config.WEB_DIST ?? defaultWebDist;
  if (fs.existsSync(path.join(webDist, 'index.html'))) {
    app.use(express.static(webDist, { index: false, maxAge: '1h' }));
    app.get(/^\/(?!api\/|socket\.io\/).*/, (_req, res) => {
      res.sendFile(path.join(webDist, 'index.html'));
    });
  } else {
    app.get('/', (_req, res) => {
      res.type('text').send('The web client is not built yet: run `pnpm --filter @initiative/web build`.');
    });
  }

  // Errors outside the API router too (a route parameter that does not decode): a JSON error with a
  // code, never express's default page with a stack trace.
  app.use(apiErrors);

  server.on('request', app);
  attachSockets(io, hub, { perSecond: config.RATE_LIMIT_PER_SECOND, burst: config.RATE_LIMIT_BURST });

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const port = (server.address() as AddressInfo).port;
  if (config.LOG_LEVEL === 'info') {
    console.log(
      `Initiative listening on http://localhost:${port} (${restored.games} games, ${restored.intents} intents restored)`,
    );
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hub,
    io,
    async close() {
      if (presenceTimer) clearInterval(presenceTimer);
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      await redis?.close();
      await games.close();
    },
  };
}
