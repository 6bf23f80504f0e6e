// Server configuration from the environment, validated once at start.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LOG_LEVELS } from './log.ts';

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** SQLite file used when DATABASE_URL is not set. */
  /** Relative paths are taken from the repository root (where the README's commands run). */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when set, games are stored there instead of SQLite. */
  DATABASE_URL: z.string().url().optional(),
  /** Connections each instance keeps open to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Redis connection string; when set, Socket.IO rooms span server instances. */
  REDIS_URL: z.string().url().optional(),
  /** Base URL used in invite links; defaults to the request's own origin. */
  PUBLIC_URL: z.string().url().optional(),
  /** Folder of the built web client. */
  WEB_DIST: z.string().optional(),
  /**
   * Intents a seat (all its sockets, kept across reconnects), the host link or one address's spectators
   * may send per second (sustained) before being told to slow down.
   */
  RATE_LIMIT_PER_SECOND: z.coerce.number().positive().default(10),
  RATE_LIMIT_BURST: z.coerce.number().positive().default(30),
  // Limits for hostile clients (docs/reliability.md, "Hostile-client limits").
  /** Sockets one seat (or the host link) may hold open at once: a few tabs and devices. */
  SOCKETS_PER_SEAT: z.coerce.number().int().min(1).default(5),
  /** Sockets one address may hold open at once (behind a loopback proxy: the X-Forwarded-For address). */
  SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  /** Full resyncs a socket may ask for: a burst, then this many per second. */
  RESYNC_BURST: z.coerce.number().positive().default(5),
  RESYNC_PER_SECOND: z.coerce.number().positive().default(1),
  /** Messages waiting for a socket that does not read them; past this the socket is disconnected. */
  SOCKET_BUFFER_LIMIT: z.coerce.number().int().min(1).default(256),
  /** Games one address may create per hour (a burst of this many, refilled over the hour). */
  CREATE_PER_HOUR: z.coerce.number().positive().default(30),
  /** Chat messages a seat (all its sockets, kept across reconnects), the host link or one address's spectators may send at once, then per minute. */
  CHAT_BURST: z.coerce.number().positive().default(5),
  CHAT_PER_MINUTE: z.coerce.number().positive().default(20),
  /** Where a Discord webhook URL may point (comma-separated origins): the pings never go anywhere else. */
  DISCORD_WEBHOOK_ORIGINS: z
    .string()
    .default('https://discord.com,https://discordapp.com,https://canary.discord.com,https://ptb.discord.com'),
  /** Least time between two Discord posts of one game (ms). */
  DISCORD_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(1_000),
  /** First wait before a failed Discord post is tried again (ms); it doubles each time, five tries in all. */
  DISCORD_RETRY_MS: z.coerce.number().int().min(0).default(1_000),
  /**
   * Push services a browser's subscription may point to (comma-separated origins; `https://*.host` for
   * any subdomain): "your move" pushes never go anywhere else.
   */
  PUSH_ORIGINS: z
    .string()
    .default(
      'https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://web.push.apple.com,https://*.push.apple.com,https://*.notify.windows.com',
    ),
  /** Who runs this server, for the push services (VAPID subject): an https: URL or a mailto: address. */
  PUSH_SUBJECT: z
    .string()
    .regex(/^(https:|mailto:)/, 'an https: URL or a mailto: address')
    .optional(),
  /** First wait before a failed push is tried again (ms); it doubles each time, three tries in all. */
  PUSH_RETRY_MS: z.coerce.number().int().min(0).default(1_000),
  /** How often reminders are checked (ms); each player chooses their own interval, 1–48 hours. */
  REMINDER_CHECK_MS: z.coerce.number().int().min(1_000).default(60_000),
  /** History requests (spectators scrubbing the log) one address may make per minute. */
  HISTORY_PER_MINUTE: z.coerce.number().positive().default(120),
  /**
   * Writes to a game (every POST under /api/games/:id: claims, lobby changes, seat settings, standing
   * orders) one seat or host link may make per minute: a burst of this many, refilled over the minute.
   */
  SEAT_WRITES_PER_MINUTE: z.coerce.number().positive().default(30),
  /** The same writes from one client address, whatever token they carry. */
  ADDRESS_WRITES_PER_MINUTE: z.coerce.number().positive().default(120),
  /** HTTP server timeouts: all headers within, the whole request within, an idle keep-alive connection closed after. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
  /**
   * Which proxies in front of the server are believed when they name the client (X-Forwarded-For), for
   * the per-address limits: comma-separated names (loopback, linklocal, uniquelocal) or addresses/CIDRs.
   */
  TRUST_PROXY: z.string().default('loopback'),
  /** While Redis is down, how often each game watched here is read from the store (ms). */
  STORE_POLL_MS: z.coerce.number().int().min(100).default(1_000),
  /** Lobbies never started are deleted (with their links) this many days after they were created. */
  LOBBY_TTL_DAYS: z.coerce.number().positive().default(7),
  /** A started game with no move for this many days (ended or abandoned) is archived: watched and replayed, not played. */
  ARCHIVE_AFTER_DAYS: z.coerce.number().positive().default(90),
  /** A game with no socket on this instance and no activity for this long is unloaded from memory. */
  GAME_IDLE_MINUTES: z.coerce.number().positive().default(30),
  /** Least severe level written to the JSON logs on stdout; `silent` writes none. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** When set, GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** On SIGTERM/SIGINT, how long to wait for intents being written before closing anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}

/** The repository root: apps/server/src/ is three levels below it. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function discordOrigins(config: Pick<Config, 'DISCORD_WEBHOOK_ORIGINS'>): string[] {
  return config.DISCORD_WEBHOOK_ORIGINS.split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

export function pushOrigins(config: Pick<Config, 'PUSH_ORIGINS'>): string[] {
  return config.PUSH_ORIGINS.split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/** The VAPID subject: PUSH_SUBJECT, else PUBLIC_URL when it is https, else a placeholder address. */
export function pushSubject(config: Pick<Config, 'PUSH_SUBJECT' | 'PUBLIC_URL'>): string {
  if (config.PUSH_SUBJECT) return config.PUSH_SUBJECT;
  if (config.PUBLIC_URL?.startsWith('https:')) return config.PUBLIC_URL;
  return 'mailto:initiative@localhost';
}

export function sqlitePath(config: Pick<Config, 'DATA_DIR'>): string {
  return path.resolve(REPO_ROOT, config.DATA_DIR, 'initiative.db');
}
