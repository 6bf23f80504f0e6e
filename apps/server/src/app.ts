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
import { discordOrigins, pushOrigins, pushSubject, sqlitePath, type Config } from './config.ts';
import { endpointProblem, PushNotifier, vapidKeys } from './push.ts';
import { StandingOrders } from './standing.ts';
import { Reminders } from './reminders.ts';
import { QuietWatch } from './quiet-watch.ts';
import { DiscordNotifier, webhookProblem } from './discord.ts';
import { connectSources, httpServerOptions, originCheck } from './hardening.ts';
import { apiErrors, apiRouter } from './http.ts';
import { Hub, PRESENCE_REFRESH_MS } from './hub.ts';
import { createLogger, type Logger } from './log.ts';
import { createMetrics, metricsHandler, type Metrics } from './metrics.ts';
import { requestLog } from './request-log.ts';
import { IntentGate, shutDown } from './shutdown.ts';
import { instrumentStore } from './storage/instrumented.ts';
import { attachRedis, isPeerChange, isPeerPresence, type Peers, type RedisLink } from './peers.ts';
import { attachSockets, type GameServer } from './sockets.ts';
import { attachChat } from './chat.ts';
import { webStatic } from './web-static.ts';
import { socketLimitsFrom } from './socket-limits.ts';
import { openPostgresStore } from './storage/postgres.ts';
import { openSqliteStore } from './storage/sqlite.ts';
import type { GameStore } from './storage/types.ts';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly hub: Hub;
  readonly io: GameServer;
  /** Discord posts (tests look at what was delivered). */
  readonly discord: DiscordNotifier;
  /** Web Push "your move" notifications (tests look at what was delivered). */
  readonly push: PushNotifier;
  /** Repeating reminders (tests run its tick with their own clock). */
  readonly reminders: Reminders;
  /** Players' standing orders (tests wait for them to be carried out). */
  readonly standing: StandingOrders;
  readonly log: Logger;
  readonly metrics: Metrics;
  /** Stops at once (tests): sockets, Redis and the store are closed. */
  close(): Promise<void>;
  /** Stops gracefully (SIGTERM): see shutdown.ts. */
  shutdown(): Promise<void>;
}

export interface ServerOptions {
  /** The logger to use; by default one writing LOG_LEVEL's lines to stdout. */
  readonly log?: Logger;
}

// From apps/server/src/app.ts (tsx) and from the bundle apps/server/dist/main.js alike.
const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** PostgreSQL when DATABASE_URL is set (shared by every instance), else the embedded SQLite file. */
export async function openStore(config: Config): Promise<GameStore> {
  if (config.DATABASE_URL) return openPostgresStore(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  return openSqliteStore(sqlitePath(config));
}

export async function startServer(
  config: Config,
  store?: GameStore,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.LOG_LEVEL);
  const metrics = createMetrics({
    games: () => hub.gameCount(),
    sockets: () => io.of('/').sockets.size,
    redis: () => (redis ? { up: redis.up(), failedPublishes: redis.failedPublishes() } : null),
  });
  const games = instrumentStore(store ?? (await openStore(config)), metrics.storeWrite);
  const server = http.createServer(httpServerOptions(config));
  const io: GameServer = new Server(server, {
    maxHttpBufferSize: 16_384,
    serveClient: false,
    allowRequest: originCheck(config.PUBLIC_URL),
  });
  // With Redis, rooms span instances and each commit is announced to the other instances.
  let redis: RedisLink | null = null;
  let peers: Peers | undefined;
  if (config.REDIS_URL) {
    redis = await attachRedis(io, config.REDIS_URL, log);
    peers = {
      instance: randomBytes(8).toString('hex'),
      announce: (change) => io.serverSideEmit('changed', change),
      presence: (presence) => io.serverSideEmit('presence', presence),
    };
  }
  const hub = new Hub(games, peers, log, Boolean(config.DATABASE_URL));
  io.on('changed', (change: unknown) => {
    if (isPeerChange(change))
      hub
        .onPeerChange(change)
        .catch((e: unknown) =>
          log.error({ err: e, gameId: change.gameId }, 'catching up from the store failed'),
        );
  });
  io.on('presence', (presence: unknown) => {
    if (isPeerPresence(presence)) hub.onPeerPresence(presence);
  });
  const presenceTimer = redis ? setInterval(() => hub.refreshPresence(), PRESENCE_REFRESH_MS) : null;
  presenceTimer?.unref();
  // Redis down: notices from other instances are lost, so the games watched here are read from the
  // store every STORE_POLL_MS until it is back (and once more when it is, for what was missed).
  const link = redis;
  const pollTimer = link
    ? setInterval(() => {
        if (!link.up()) void hub.pollStore();
      }, config.STORE_POLL_MS)
    : null;
  pollTimer?.unref();
  link?.onChange((up) => {
    if (up) void hub.pollStore();
  });
  const discord = new DiscordNotifier(
    {
      origins: discordOrigins(config),
      publicUrl: config.PUBLIC_URL,
      minIntervalMs: config.DISCORD_MIN_INTERVAL_MS,
      attempts: 5,
      backoffMs: config.DISCORD_RETRY_MS,
    },
    log,
  );
  discord.attach(hub);
  const push = new PushNotifier(
    {
      keys: await vapidKeys(games),
      subject: pushSubject(config),
      origins: pushOrigins(config),
      publicUrl: config.PUBLIC_URL,
      attempts: 3,
      backoffMs: config.PUSH_RETRY_MS,
    },
    log,
  );
  push.attach(hub);
  const standing = new StandingOrders(hub, games, log);
  standing.attach();
  const reminders = new Reminders(hub, games, discord, push, log);
  reminders.attach();
  const quiet = new QuietWatch(hub);
  quiet.attach();
  const reminderTimer = setInterval(() => {
    reminders.tick(Date.now()).catch((e: unknown) => log.warn({ err: e }, 'reminders could not be checked'));
    quiet.check(Date.now()); // players' quiet hours begun or ended: their tables are told
    // Standing orders are applied after each intent; this catches one missed by a crash right after.
    for (const gameId of hub.loadedGameIds()) void standing.act(gameId);
  }, config.REMINDER_CHECK_MS);
  reminderTimer.unref();
  const restored = await hub.restore();
  // Housekeeping: expire lobbies never started, unload idle games (see Hub.sweep).
  const sweepLimits = {
    lobbyTtlMs: config.LOBBY_TTL_DAYS * 86_400_000,
    idleMs: config.GAME_IDLE_MINUTES * 60_000,
    archiveMs: config.ARCHIVE_AFTER_DAYS * 86_400_000,
  };
  const sweep = () =>
    hub.sweep(Date.now(), sweepLimits).catch((e: unknown) => log.error({ err: e }, 'housekeeping failed'));
  await sweep();
  const sweepTimer = setInterval(() => void sweep(), Math.min(sweepLimits.idleMs, 3_600_000) / 2);
  sweepTimer.unref();

  const app = express();
  app.disable('x-powered-by');
  const socketLimits = socketLimitsFrom(config);
  app.set('trust proxy', socketLimits.trustProxy);
  app.use(requestLog(log));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: connectSources(config.PUBLIC_URL),
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
    // Still ok (this instance serves its sockets) while Redis is down, but says so.
    res.json({
      ok: true,
      games: hub.gameCount(),
      ...(redis ? { redis: redis.up() ? 'up' : 'down' } : {}),
    });
  });
  app.get('/metrics', metricsHandler(metrics, config.METRICS_TOKEN));
  // A game created on another instance is loaded from the store before the API looks at it.
  app.use('/api/games/:id', (req, _res, next) => {
    hub.load(req.params['id'] ?? '').then(() => next(), next);
  });
  app.use(
    '/api',
    apiRouter(hub, config.PUBLIC_URL, {
      createPerHour: config.CREATE_PER_HOUR,
      historyPerMinute: config.HISTORY_PER_MINUTE,
      seatWritesPerMinute: config.SEAT_WRITES_PER_MINUTE,
      addressWritesPerMinute: config.ADDRESS_WRITES_PER_MINUTE,
      webhookProblem: (url) => webhookProblem(url, discordOrigins(config)),
      pushProblem: (endpoint) => endpointProblem(endpoint, pushOrigins(config)),
      pushKey: push.publicKey,
      standing,
    }),
  );

  const webDist = config.WEB_DIST ?? defaultWebDist;
  if (fs.existsSync(path.join(webDist, 'index.html'))) {
    app.use(webStatic(webDist));
  } else {
    app.get('/', (_req, res) => {
      res.type('text').send('The web client is not built yet: run `pnpm --filter @initiative/web build`.');
    });
  }

  // Errors outside the API router too (a route parameter that does not decode): a JSON error with a
  // code, never express's default page with a stack trace.
  app.use(apiErrors);

  server.on('request', app);
  const gate = new IntentGate((ack) => metrics.intentAcked(ack, 0));
  gate.attach(io);
  io.on('connection', (socket) => {
    const { gameId, role } = socket.data;
    const socketLog = log.child({
      gameId,
      role: role.kind,
      ...(role.kind === 'seat' ? { seat: role.seat } : {}),
    });
    socketLog.info({ socketId: socket.id }, 'socket connected');
    socket.once('disconnect', (reason) =>
      socketLog.info({ socketId: socket.id, reason }, 'socket disconnected'),
    );
  });
  attachSockets(io, hub, socketLimits, { log, metrics });
  attachChat(io, hub, games, log, { burst: config.CHAT_BURST, perSecond: config.CHAT_PER_MINUTE / 60 });

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;
  if (log.isLevelEnabled('info')) {
    log.info(
      `Initiative listening on http://localhost:${port} (${restored.games} games stored, loaded on demand; ${restored.repaired} stored intents repaired, ${restored.quarantined} games quarantined)`,
    );
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hub,
    io,
    discord,
    push,
    reminders,
    standing,
    log,
    metrics,
    close,
    shutdown() {
      stopping ??= shutDown({
        server,
        io,
        gate,
        drain: () => hub.drain(),
        close,
        log,
        timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      });
      return stopping;
    },
  };

  async function close(): Promise<void> {
    closing ??= (async () => {
      if (presenceTimer) clearInterval(presenceTimer);
      if (pollTimer) clearInterval(pollTimer);
      clearInterval(sweepTimer);
      clearInterval(reminderTimer);
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      await redis?.close();
      await games.close();
    })();
    return closing;
  }
}
