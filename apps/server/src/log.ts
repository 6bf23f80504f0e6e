// Structured logs: one JSON object per line on stdout (pino), so a log
// collector can index them. Each server makes its own logger from its
// configuration (app.ts); `logger` is the process's default, for code that has
// no server at hand. Tokens are never written: seat and host tokens are the
// players' credentials (SPEC: a link is a seat), so every field that may hold
// one is censored, and request URLs are logged with token-like query values
// removed.

import os from 'node:os';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const CENSOR = '[redacted]';

/** Fields that may carry a credential, wherever a log call puts them. */
const REDACT_PATHS = [
  'token',
  'hostToken',
  'seatToken',
  'authorization',
  '*.token',
  '*.hostToken',
  '*.seatToken',
  '*.authorization',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'handshake.auth',
  'auth.token',
];

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'initiative', pid: process.pid, hostname: os.hostname() },
    // "level":"warn" rather than pino's number: readable without a lookup table.
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    // An ISO time is easier to read next to other services' logs than epoch milliseconds.
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The level LOG_LEVEL names, or `info` when it is unset or not a level. */
export function levelFrom(value: string | undefined): LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value ?? '') ? (value as LogLevel) : 'info';
}

/** The process's logger, for code without a server's own (a server logs through the one app.ts makes). */
export const logger: Logger = createLogger(levelFrom(process.env['LOG_LEVEL']));

const TOKEN_PARAM = /token|auth|key|secret|password/i;

/** A request URL fit for a log line: the value of any query parameter that may be a credential is censored. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed escape: judge the raw name
      }
      return eq >= 0 && TOKEN_PARAM.test(decoded) ? `${name}=${CENSOR}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}
