// Throttles for the HTTP API (issue 26). Every write to a game — a POST under /api/games/:id: claiming
// a seat, the host's lobby changes, a seat's settings (Discord id, reminders, push browsers) and its
// standing orders — spends a token from its seat's (or host link's) budget, whatever address it comes
// from, and from its client address's, whatever token it carries; past either the answer is
// 429 rate/limited with Retry-After, and the write is not looked at (not even its body). Budgets are
// per instance, as the sockets' are.

import type { RequestHandler, Response } from 'express';
import type { Role } from '@initiative/rules';
import type { Hub } from './hub.ts';
import { KeyedBuckets } from './rate-limit.ts';
import { budgetKey } from './socket-limits.ts';

/** Answers 429 rate/limited with Retry-After, saying how long to wait. */
export function tooMany(res: Response, retryAfterSeconds: number, message: string): void {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 90 ? 'a moment' : `${minutes} minutes`;
  res.set('Retry-After', String(retryAfterSeconds));
  res.status(429).json({ error: { code: 'rate/limited', message: `${message} Try again in ${wait}.` } });
}

/** Answers 429 rate/limited once the address (`req.ip`, after trust proxy) has spent its bucket. */
export function perAddress(buckets: KeyedBuckets, message: string): RequestHandler {
  return (req, res, next) => {
    const out = buckets.take(req.ip ?? 'unknown');
    if (out.ok) return next();
    tooMany(res, out.retryAfterSeconds, message);
  };
}

export interface WriteLimits {
  /** Writes one seat (or host link) may make per minute (SEAT_WRITES_PER_MINUTE). */
  readonly seatWritesPerMinute: number;
  /** Writes one client address may make per minute (ADDRESS_WRITES_PER_MINUTE). */
  readonly addressWritesPerMinute: number;
}

/**
 * The seat or host link a request's bearer token opens in this game, or null: no token, or one this
 * game does not know (then only the address's budget counts; the route refuses the token itself).
 */
function writer(hub: Hub, gameId: string, authorization: string | undefined): Role | null {
  const token = /^Bearer (\S{1,200})$/.exec(authorization ?? '')?.[1];
  if (!token || !hub.get(gameId)) return null;
  try {
    const role = hub.authenticate(gameId, token);
    return role.kind === 'spectator' ? null : role;
  } catch {
    return null;
  }
}

/**
 * For every POST under /games/:id: the seat's budget first (a seat over its own limit does not spend
 * its address's, so its neighbours behind the same address can still write), then the address's.
 */
export function writeLimiter(hub: Hub, limits: WriteLimits): RequestHandler {
  const perMinute = (n: number) => new KeyedBuckets(n, n / 60);
  const seats = perMinute(limits.seatWritesPerMinute);
  const addresses = perMinute(limits.addressWritesPerMinute);
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const gameId = String(req.params['id'] ?? '');
    const address = req.ip ?? 'unknown';
    const role = writer(hub, gameId, req.get('authorization'));
    if (role) {
      const seat = seats.take(budgetKey(gameId, role, address).key);
      if (!seat.ok)
        return tooMany(
          res,
          seat.retryAfterSeconds,
          `Too many changes from ${role.kind === 'host' ? 'the host link' : 'your seat'}: slow down.`,
        );
    }
    const from = addresses.take(address);
    if (!from.ok)
      return tooMany(res, from.retryAfterSeconds, 'Too many changes from your network: slow down.');
    next();
  };
}
