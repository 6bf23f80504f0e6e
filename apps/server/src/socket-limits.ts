// What one player may hold on this instance's sockets: one intent budget per seat (shared by
// all its sockets, so 20 tabs do not get 20 budgets, and kept when they close, so reconnecting
// gives no fresh one), a cap on sockets per seat and per client address, and when a socket that
// does not read its messages is cut off.

import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';
import type { Role } from '@initiative/rules';
import type { Config } from './config.ts';
import { KeyedBuckets } from './rate-limit.ts';

export interface SocketLimitSettings {
  /** Sockets one seat (or the host link) may hold. */
  readonly perSeat: number;
  /** Sockets one client address may hold. */
  readonly perAddress: number;
  /** The intent budget of one seat (or host link, or the spectators of one address). */
  readonly burst: number;
  readonly perSecond: number;
}

/** Everything attachSockets limits, from the configuration. */
export interface SocketLimitOptions extends SocketLimitSettings {
  readonly resyncBurst: number;
  readonly resyncPerSecond: number;
  /** Messages queued for a socket before it counts as not reading (SOCKET_BUFFER_LIMIT). */
  readonly bufferLimit: number;
  /** Which proxies' X-Forwarded-For is believed (TRUST_PROXY), as for HTTP. */
  readonly trustProxy: TrustProxy;
}

export function socketLimitsFrom(config: Config): SocketLimitOptions {
  return {
    perSecond: config.RATE_LIMIT_PER_SECOND,
    burst: config.RATE_LIMIT_BURST,
    perSeat: config.SOCKETS_PER_SEAT,
    perAddress: config.SOCKETS_PER_ADDRESS,
    resyncBurst: config.RESYNC_BURST,
    resyncPerSecond: config.RESYNC_PER_SECOND,
    bufferLimit: config.SOCKET_BUFFER_LIMIT,
    trustProxy: trustProxyFrom(config),
  };
}

/** TRUST_PROXY compiled once, for express (`trust proxy`) and for the sockets alike. */
export function trustProxyFrom(config: Pick<Config, 'TRUST_PROXY'>): TrustProxy {
  return proxyaddr.compile(
    config.TRUST_PROXY.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** A socket's place, held from its handshake until it closes. */
export interface Admission {
  /** Gives the place back; safe to call more than once. */
  release(): void;
}

export type Admitted = ({ ok: true } & Admission) | { ok: false; message: string };

/**
 * Whose budgets a socket (or an HTTP write) spends: the seat's or the host link's in its game, shared
 * by all their sockets; with neither (a spectator, a tokenless socket or request), its client
 * address's. Budgets are kept by this key, not by socket: closing and reopening a socket gives no
 * fresh budget. `capped`: the key's sockets are counted against SOCKETS_PER_SEAT.
 */
export function budgetKey(
  gameId: string,
  role: Role | null,
  address: string,
): { key: string; capped: boolean } {
  if (role?.kind === 'seat') return { key: `${gameId}\u0000seat\u0000${role.seat}`, capped: true };
  if (role?.kind === 'host') return { key: `${gameId}\u0000host`, capped: true };
  return { key: `address\u0000${address}`, capped: false };
}

export class SocketLimits {
  /** Sockets held per seat (or host link), and per address: only while they are open. */
  private readonly roles = new Map<string, number>();
  private readonly addresses = new Map<string, number>();
  /** Intent budgets by budget key; one outlives its sockets and is dropped once refilled (KeyedBuckets). */
  private readonly intents: KeyedBuckets;

  constructor(private readonly settings: SocketLimitSettings) {
    this.intents = new KeyedBuckets(settings.burst, settings.perSecond);
  }

  /** Spends one intent from the budget of `key`; false when it is empty. */
  takeIntent(key: string, now = Date.now()): boolean {
    return this.intents.take(key, now).ok;
  }

  /** A cheap check before the handshake is authenticated: why this address may not open another socket, or null. */
  addressRefusal(address: string): string | null {
    if ((this.addresses.get(address) ?? 0) < this.settings.perAddress) return null;
    return `Too many connections from your network (${this.settings.perAddress} at most). Close some tabs or devices and try again.`;
  }

  /** Takes a place for a socket of `key` from `address`, or says (for the player) why not. */
  admit(key: string, capped: boolean, address: string): Admitted {
    const full = this.addressRefusal(address);
    if (full) return { ok: false, message: full };
    const held = this.roles.get(key) ?? 0;
    if (capped && held >= this.settings.perSeat)
      return {
        ok: false,
        message: `This seat already has ${this.settings.perSeat} connections open (tabs or devices). Close one of them and try again.`,
      };
    if (capped) this.roles.set(key, held + 1);
    this.addresses.set(address, (this.addresses.get(address) ?? 0) + 1);
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        if (capped) decrement(this.roles, key);
        decrement(this.addresses, address);
      },
    };
  }

  /** For tests and metrics: seats and addresses holding sockets now, and intent budgets kept. */
  get counts(): { roles: number; addresses: number; budgets: number } {
    return { roles: this.roles.size, addresses: this.addresses.size, budgets: this.intents.size };
  }
}

/** One less for `key`; at none the key leaves the map (it holds only what is open). */
function decrement(counts: Map<string, number>, key: string): void {
  const n = (counts.get(key) ?? 1) - 1;
  if (n <= 0) counts.delete(key);
  else counts.set(key, n);
}

/** Which hops may set X-Forwarded-For: proxy-addr's trust function, as express's `trust proxy` uses. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** The default: only a proxy on this machine (TRUST_PROXY=loopback). */
export const TRUST_LOOPBACK: TrustProxy = proxyaddr.compile('loopback');

/**
 * The client's address as express computes `req.ip` with the same `trust
 * proxy` setting: the connection's address, unless it is a trusted proxy, in
 * which case the nearest address in X-Forwarded-For that is not one.
 */
export function clientAddress(
  remote: string,
  forwardedFor: string | string[] | undefined,
  trust: TrustProxy = TRUST_LOOPBACK,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = header
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a.length > 0)
    .reverse();
  let address = remote;
  for (const [hop, next] of chain.entries()) {
    if (!trust(address, hop)) break;
    if (isIP(next) === 0) break; // not an address: stop trusting the header here
    address = next;
  }
  return address;
}

/** The part of an engine.io connection the backlog check reads. */
export interface BufferedConnection {
  /** Packets queued because the transport has not finished writing the ones before. */
  readonly writeBuffer: readonly unknown[];
}

/**
 * Whether a socket has stopped reading: its messages pile up in engine.io's write buffer once
 * the kernel's buffers are full. Past `limit` it is disconnected (SOCKET_BUFFER_LIMIT).
 */
export function isBacklogged(conn: BufferedConnection, limit: number): boolean {
  return conn.writeBuffer.length > limit;
}
