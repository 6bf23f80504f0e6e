// "Your move" by Web Push (SPEC 2.9, notifications outside the tab): a player subscribes a browser
// from the table; after each intent this instance applies, every browser of each seat the game newly
// waits for gets a notification (encrypted for that browser, RFC 8291, signed with our VAPID key,
// RFC 8292), and at the end every seat is told who won. The VAPID key pair is made on the first start
// and kept in the store, so every instance signs with the same key and subscriptions outlive restarts.
// Endpoints must belong to a known push service (PUSH_ORIGINS): the server never posts elsewhere.
// A push the service calls gone (404, 410) removes that subscription; other failures are retried a
// few times, then dropped; none is ever in the way of the game.

import webpush from 'web-push';
import type { GameState } from '@initiative/rules';
import type { Hub } from './hub.ts';
import type { Commit } from './live-game.ts';
import type { Logger } from './log.ts';
import type { GameStore } from './storage/types.ts';
import type { Lobby, PushSeatSubscription } from './storage/types.ts';
import { newlyWaited, tableLink } from './your-move.ts';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

const VAPID_META_KEY = 'vapid-keys';

/** The store's VAPID key pair, made and stored on the first start (read back: another instance may have won). */
export async function vapidKeys(store: GameStore): Promise<VapidKeys> {
  const parse = (raw: string | null): VapidKeys | null => {
    if (!raw) return null;
    try {
      const v = JSON.parse(raw) as Partial<VapidKeys>;
      return typeof v.publicKey === 'string' && typeof v.privateKey === 'string'
        ? { publicKey: v.publicKey, privateKey: v.privateKey }
        : null;
    } catch {
      return null;
    }
  };
  const stored = parse(await store.getMeta(VAPID_META_KEY));
  if (stored) return stored;
  const fresh = webpush.generateVAPIDKeys();
  await store.setMeta(VAPID_META_KEY, JSON.stringify(fresh));
  return parse(await store.getMeta(VAPID_META_KEY)) ?? fresh;
}

/**
 * Whether `endpoint` may be pushed to: its origin must be one of `origins`, where `https://*.host`
 * stands for any subdomain of host (Windows' push service has one per region).
 */
export function endpointProblem(endpoint: string, origins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'That is not a push subscription endpoint.';
  }
  const allowed = origins.some((o) => {
    const star = /^(https?:)\/\/\*\.(.+)$/.exec(o);
    if (!star) return url.origin === o;
    return url.protocol === star[1] && url.host.endsWith(`.${star[2]}`);
  });
  if (!allowed || url.username !== '' || url.password !== '')
    return 'This browser’s push service is not one the server sends to (PUSH_ORIGINS).';
  return null;
}

export interface PushOptions {
  readonly keys: VapidKeys;
  /** The VAPID subject: an https: URL or a mailto: address where the push service can reach us. */
  readonly subject: string;
  readonly origins: readonly string[];
  readonly publicUrl: string | undefined;
  /** Tries per push, and the first retry delay (doubling). */
  readonly attempts: number;
  readonly backoffMs: number;
}

export interface PushMessage {
  readonly title: string;
  readonly body: string;
  /** Opened when the notification is clicked: the table (a path when PUBLIC_URL is not set). */
  readonly url: string;
  /** One notification per game on the device: a newer one replaces it. */
  readonly tag: string;
}

/** What to push after `commit`, by seat: "your move" to the seats newly waited for; the winner to all. */
export function pushesFor(
  commit: Commit,
  lobby: Lobby,
  gameId: string,
  url: string,
): Map<number, PushMessage> {
  const { previous, state } = commit;
  const out = new Map<number, PushMessage>();
  const tag = `initiative-${gameId}`;
  if (state.phase === 'ended' && previous.phase !== 'ended') {
    const body = winnerText(state);
    for (const p of state.players) out.set(p.seat, { title: `${lobby.name}: game over`, body, url, tag });
    return out;
  }
  const fresh = newlyWaited(commit);
  for (const seat of fresh.seats)
    out.set(seat, { title: `${lobby.name}: your move`, body: fresh.text, url, tag });
  return out;
}

function winnerText(state: GameState): string {
  const winner = state.winner === null ? null : state.players[state.winner];
  return winner ? `${winner.name} has won with ${winner.victoryPoints} victory points.` : 'The game is over.';
}

export class PushNotifier {
  /** Pushes the service accepted, and pushes given up on (tests and logs). */
  delivered = 0;
  failed = 0;
  private inFlight = 0;
  private hub: Hub | null = null;

  constructor(
    private readonly options: PushOptions,
    private readonly log: Logger,
  ) {}

  get publicKey(): string {
    return this.options.keys.publicKey;
  }

  attach(hub: Hub): void {
    this.hub = hub;
    hub.on('committed', (gameId, commit, lobby) => this.onCommit(gameId, commit, lobby));
  }

  onCommit(gameId: string, commit: Commit, lobby: Lobby): void {
    const subscriptions = lobby.push ?? [];
    if (subscriptions.length === 0) return;
    const url = tableLink(this.options.publicUrl, gameId) ?? `/g/${gameId}`;
    const messages = pushesFor(commit, lobby, gameId, url);
    for (const sub of subscriptions) {
      const message = messages.get(sub.seat);
      if (!message || endpointProblem(sub.endpoint, this.options.origins)) continue;
      void this.deliver(gameId, sub, message);
    }
  }

  /** A message to every browser of one seat, outside the commit flow (reminders). Returns how many. */
  notifySeat(gameId: string, lobby: Lobby, seat: number, title: string, body: string): number {
    const url = tableLink(this.options.publicUrl, gameId) ?? `/g/${gameId}`;
    const mine = (lobby.push ?? []).filter(
      (s) => s.seat === seat && !endpointProblem(s.endpoint, this.options.origins),
    );
    for (const sub of mine) void this.deliver(gameId, sub, { title, body, url, tag: `initiative-${gameId}` });
    return mine.length;
  }

  /** One push with its retries; a subscription the service says is gone is removed from the game. */
  private async deliver(gameId: string, sub: PushSeatSubscription, message: PushMessage): Promise<void> {
    this.inFlight++;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: this.options.subject, ...this.options.keys },
          TTL: 24 * 3600,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        },
      );
      let delay = this.options.backoffMs;
      for (let attempt = 1; attempt <= this.options.attempts; attempt++) {
        try {
          const res = await fetch(request.endpoint, {
            method: 'POST',
            headers: request.headers as Record<string, string>,
            body: new Uint8Array(request.body as Buffer),
            signal: AbortSignal.timeout(10_000),
          });
          if (res.ok) {
            this.delivered++;
            return;
          }
          if (res.status === 404 || res.status === 410) {
            this.log.info({ gameId, seat: sub.seat }, 'a push subscription has expired: removed');
            await this.hub?.dropPush(gameId, [sub.endpoint]);
            this.failed++;
            return;
          }
          if (res.status < 500 && res.status !== 429) {
            this.log.warn({ gameId, status: res.status }, 'a push service refused a push');
            this.failed++;
            return;
          }
        } catch (e) {
          this.log.warn({ gameId, err: e, attempt }, 'a push failed');
        }
        if (attempt < this.options.attempts) await sleep(delay);
        delay *= 2;
      }
      this.failed++;
    } catch (e) {
      this.failed++;
      this.log.warn({ gameId, err: e }, 'a push could not be prepared');
    } finally {
      this.inFlight--;
    }
  }

  /** Whether pushes are still on their way (tests wait for none). */
  busy(): boolean {
    return this.inFlight > 0;
  }
}

/** A wait that never keeps the process alive on its own. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());
