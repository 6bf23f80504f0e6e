// "Your move" pings in a Discord channel (SPEC 2.9, notifications outside the tab). The host pastes
// the channel's webhook URL in the lobby; each player may give their Discord user id for the
// @mention. After each intent this instance applies, the players the game newly waits for are pinged
// with a link to the table; a new round and the end of the game get a summary line. Posts go out one
// at a time per game, at most one per `minIntervalMs`, retried with backoff (and after Discord's
// `retry_after` on a 429); a failure is logged and dropped, never in the way of the game. A redirect
// is never followed: the allow-list vouches for the webhook's address only. Players' text (names, the
// game's name) is escaped, and only the user ids seats registered themselves may ping (discord-text.ts).

import type { GameState } from '@initiative/rules';
import type { Hub } from './hub.ts';
import type { Commit } from './live-game.ts';
import type { Logger } from './log.ts';
import type { Lobby } from './storage/types.ts';
import { plain, seatTag, webhookBody, type DiscordPost } from './discord-text.ts';
import { newlyWaited, tableLink } from './your-move.ts';

export interface DiscordOptions {
  /** Origins a webhook URL may point to (`https://discord.com` …; a test adds its local server). */
  readonly origins: readonly string[];
  /** Base of the links in the posts (PUBLIC_URL); without it the posts carry no link. */
  readonly publicUrl: string | undefined;
  /** Least time between two posts of one game. */
  readonly minIntervalMs: number;
  /** Tries per post (the first and the retries). */
  readonly attempts: number;
  /** First retry delay; it doubles with each retry. */
  readonly backoffMs: number;
  /** Posts waiting per game at most: past that the oldest are dropped. */
  readonly queueLimit?: number;
}

const WEBHOOK_PATH = /^\/api\/webhooks\/\d{5,25}\/[A-Za-z0-9_-]{20,100}$/;

/** Why `raw` cannot be used as a webhook URL (in words for the host), or null when it can. */
export function webhookProblem(raw: string, origins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'That is not a web address: paste the webhook URL from the channel’s settings (Integrations › Webhooks › Copy Webhook URL).';
  }
  if (!origins.includes(url.origin))
    return `A Discord webhook URL starts with ${origins[0] ?? 'https://discord.com'}/api/webhooks/.`;
  if (!WEBHOOK_PATH.test(url.pathname) || url.search !== '' || url.hash !== '' || url.username !== '')
    return 'That is not a webhook URL: it looks like https://discord.com/api/webhooks/<id>/<token>.';
  return null;
}

/**
 * What to post after `commit`: pings for the seats newly waited for, a round summary, the winner.
 * Names and prompts are player text: escaped (discord-text.ts); only registered ids are mentioned.
 */
export function postsFor(commit: Commit, lobby: Lobby, link: string | null): DiscordPost[] {
  const { previous, state } = commit;
  const posts: DiscordPost[] = [];
  const tail = link ? ` ${link}` : '';
  if (state.phase === 'ended' && previous.phase !== 'ended') {
    posts.push({ content: `🏆 Game over: ${plain(winnerLine(state))}${tail}`, users: [] });
    return posts;
  }
  if (state.round > previous.round || (state.phase !== previous.phase && state.phase === 'agenda'))
    posts.push({
      content: `📜 Round ${state.round} · ${state.phase} phase. ${plain(pointsLine(state))}`,
      users: [],
    });
  const fresh = newlyWaited(commit);
  if (fresh.seats.length > 0) {
    const tags = fresh.seats.map((seat) => seatTag(lobby, seat, state.players[seat]?.name));
    posts.push({
      content: `🎲 Your move, ${tags.map((t) => t.text).join(', ')}: ${plain(fresh.text)}${tail}`,
      users: tags.flatMap((t) => t.users),
    });
  }
  return posts;
}

function pointsLine(state: GameState): string {
  const ranked = [...state.players].sort((a, b) => b.victoryPoints - a.victoryPoints);
  return `Victory points: ${ranked.map((p) => `${p.name} ${p.victoryPoints}`).join(' · ')}.`;
}

function winnerLine(state: GameState): string {
  const top = Math.max(...state.players.map((p) => p.victoryPoints));
  const winners = state.players.filter((p) => p.victoryPoints === top).map((p) => p.name);
  return `${winners.join(' and ')} ${winners.length === 1 ? 'wins' : 'win'} with ${top} victory points. ${pointsLine(state)}`;
}

interface Queue {
  readonly webhook: string;
  readonly posts: DiscordPost[];
  running: boolean;
}

export class DiscordNotifier {
  private readonly queues = new Map<string, Queue>();
  /** Posts delivered, and posts given up on (for tests and logs). */
  delivered = 0;
  failed = 0;

  constructor(
    private readonly options: DiscordOptions,
    private readonly log: Logger,
  ) {}

  /** Listens to the hub: every intent applied here may produce posts. */
  attach(hub: Hub): void {
    hub.on('committed', (gameId, commit, lobby) => this.onCommit(gameId, commit, lobby));
  }

  onCommit(gameId: string, commit: Commit, lobby: Lobby): void {
    const webhook = lobby.discord?.webhook;
    if (!webhook || webhookProblem(webhook, this.options.origins)) return;
    const link = tableLink(this.options.publicUrl, gameId);
    for (const post of postsFor(commit, lobby, link)) this.enqueue(gameId, webhook, post);
  }

  /**
   * A line to one seat (with its @mention), outside the commit flow: reminders. `text` is plain text
   * (it may quote names): escaped. False: no webhook.
   */
  say(gameId: string, lobby: Lobby, seat: number, text: string): boolean {
    const webhook = lobby.discord?.webhook;
    if (!webhook || webhookProblem(webhook, this.options.origins)) return false;
    const link = tableLink(this.options.publicUrl, gameId);
    const who = seatTag(lobby, seat, lobby.seats[seat]?.name);
    const content = `⏰ ${who.text}: ${plain(text)}${link ? ` ${link}` : ''}`;
    this.enqueue(gameId, webhook, { content, users: who.users });
    return true;
  }

  private enqueue(gameId: string, webhook: string, post: DiscordPost): void {
    let q = this.queues.get(gameId);
    if (!q || q.webhook !== webhook) {
      q = { webhook, posts: [], running: false };
      this.queues.set(gameId, q);
    }
    q.posts.push(post);
    const limit = this.options.queueLimit ?? 20;
    if (q.posts.length > limit) {
      const dropped = q.posts.splice(0, q.posts.length - limit);
      this.failed += dropped.length;
      this.log.warn({ gameId, dropped: dropped.length }, 'Discord posts dropped: too many waiting');
    }
    if (!q.running) void this.run(gameId, q);
  }

  private async run(gameId: string, q: Queue): Promise<void> {
    q.running = true;
    try {
      for (let post = q.posts.shift(); post !== undefined; post = q.posts.shift()) {
        const ok = await this.deliver(gameId, q.webhook, post);
        if (ok) this.delivered++;
        else this.failed++;
        await sleep(this.options.minIntervalMs);
      }
    } finally {
      q.running = false;
      if (this.queues.get(gameId) === q && q.posts.length === 0) this.queues.delete(gameId);
    }
  }

  /**
   * One post, with retries; true once Discord took it. A redirect is not followed (the allow-list
   * vouches for the webhook's address, not for where it points): it fails the post, logged.
   */
  private async deliver(gameId: string, webhook: string, post: DiscordPost): Promise<boolean> {
    let delay = this.options.backoffMs;
    for (let attempt = 1; attempt <= this.options.attempts; attempt++) {
      let wait = delay;
      try {
        const res = await fetch(webhook, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: webhookBody(post),
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status >= 300 && res.status < 400) {
          void res.body?.cancel().catch(() => undefined);
          this.log.warn(
            { gameId, status: res.status, to: originOf(res.headers.get('location'), webhook) },
            'Discord answered a post with a redirect: not followed, the post is dropped',
          );
          return false;
        }
        if (res.ok) return true;
        if (res.status === 429) {
          const body = (await res.json().catch(() => ({}))) as { retry_after?: unknown };
          const after = typeof body.retry_after === 'number' ? body.retry_after * 1000 : delay;
          wait = Math.min(Math.max(after, delay), 60_000);
        } else if (res.status < 500) {
          // The webhook was deleted, or the post refused: trying again will not help.
          this.log.warn({ gameId, status: res.status }, 'Discord refused a post');
          return false;
        }
      } catch (e) {
        this.log.warn({ gameId, err: e, attempt }, 'a Discord post failed');
      }
      if (attempt < this.options.attempts) await sleep(wait);
      delay *= 2;
    }
    this.log.warn({ gameId }, 'a Discord post was given up after its retries');
    return false;
  }

  /** Whether posts are still waiting or on their way (tests wait for none). */
  busy(): boolean {
    return this.queues.size > 0;
  }
}

/** Where a redirect points (its origin only: a path could carry a secret), for the log. */
function originOf(location: string | null, base: string): string | null {
  try {
    return location === null ? null : new URL(location, base).origin;
  } catch {
    return 'not a URL';
  }
}

/** A wait that never keeps the process alive on its own (a server stopping drops what is queued). */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());
