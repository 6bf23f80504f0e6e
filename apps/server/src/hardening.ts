// Settings that close doors a hostile client could use at the HTTP level: server timeouts (slow
// loris), which origins may open a socket, and where the page may connect (CSP connect-src).

import type http from 'node:http';
import type { Config } from './config.ts';

/** Timeouts for a server whose bodies are at most 16 KB (see README: what a reverse proxy adds). */
export function httpServerOptions(
  config: Pick<Config, 'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'>,
): http.ServerOptions {
  const headersTimeout = Math.min(config.HTTP_HEADERS_TIMEOUT_MS, config.HTTP_REQUEST_TIMEOUT_MS);
  return {
    headersTimeout,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    // Node checks the two timeouts above on this interval (30 s by default): check often enough
    // that a connection is closed near its deadline.
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(headersTimeout / 4))),
  };
}

/**
 * Socket.IO's allowRequest: a browser page from another site may not open a socket in its
 * visitor's name. With PUBLIC_URL only that origin may; without it, only the same origin (the
 * Origin's host is the Host header). A request with no Origin is not from a page: allowed.
 */
export function originCheck(
  publicUrl: string | undefined,
): (req: http.IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void) => void {
  const allowed = publicUrl ? new URL(publicUrl).origin : null;
  return (req, callback) => {
    const origin = req.headers.origin;
    if (origin === undefined) return callback(null, true);
    if (sameSite(origin, allowed, req.headers.host)) return callback(null, true);
    callback(
      `Connections to this server are only accepted from its own pages (${allowed ?? 'same origin'}), not from ${origin}.`,
      false,
    );
  };
}

function sameSite(origin: string, allowed: string | null, host: string | undefined): boolean {
  try {
    const url = new URL(origin);
    return allowed ? url.origin === allowed : url.host === host;
  } catch {
    return false; // "null" (a sandboxed page, a file) or garbage
  }
}

/** CSP connect-src: the page's own origin, plus PUBLIC_URL's origin and its WebSocket form. */
export function connectSources(publicUrl: string | undefined): string[] {
  if (!publicUrl) return ["'self'"];
  const url = new URL(publicUrl);
  const ws = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return ["'self'", url.origin, ws];
}
