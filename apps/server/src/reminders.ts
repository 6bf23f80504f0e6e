// Reminders (issue 17), for games played over days. A player may ask to be told "your move" again
// every N hours (1–48) while the game waits on them, and to be told when the player before them in
// turn order starts their turn; quiet hours (a time zone and a range) hold reminders until they end.
// They go out through the channels the game has: the Discord webhook (with the player's mention)
// and the seat's Web Push browsers. The clock is the chronicle's (when the wait began, from the
// stored intents' times); the last reminder of each wait is kept in the store's meta table, so a
// restart or another instance does not send it again. `tick(now)` takes the time as a parameter:
// tests run it with a fake clock.

import { initiativeOrder, inQuietHours, waitingFor, type GameState } from '@initiative/rules';
import type { DiscordNotifier } from './discord.ts';
import type { Hub } from './hub.ts';
import type { Commit } from './live-game.ts';
import type { Logger } from './log.ts';
import type { PushNotifier } from './push.ts';
import { SEAT_META } from './seat-settings.ts';
import type { GameStore, Lobby } from './storage/types.ts';

const HOUR = 3_600_000;
const INDEX_KEY = 'reminder-games';
/** Kept per seat (seat-settings.ts: cleared when the player is kicked). */
const sentKey = SEAT_META.reminded;

/** What was last sent for a wait: the wait (its start) and when. */
interface Sent {
  readonly since: number;
  readonly at: number;
}

export class Reminders {
  /** Reminders sent (tests and logs). */
  sent = 0;

  constructor(
    private readonly hub: Hub,
    private readonly store: GameStore,
    private readonly discord: DiscordNotifier,
    private readonly push: PushNotifier,
    private readonly log: Logger,
  ) {}

  /** "The player before you has started": after each intent applied here. Also keeps the index. */
  attach(): void {
    this.hub.on('committed', (gameId, commit, lobby) => this.onCommit(gameId, commit, lobby));
    this.hub.on('lobby', (gameId) => void this.index(gameId));
  }

  private onCommit(gameId: string, commit: Commit, lobby: Lobby): void {
    const { previous, state } = commit;
    if (state.phase !== 'action' || state.active === null || state.active === previous.active) return;
    const order = initiativeOrder(state);
    const at = order.indexOf(state.active);
    if (at < 0) return;
    // The next player still in the round (passed players are skipped, LRR 3.3).
    for (let i = 1; i < order.length; i++) {
      const seat = order[(at + i) % order.length] as number;
      if (state.players[seat]?.passed) continue;
      if (lobby.reminders?.[seat]?.beforeMe) {
        const name = state.players[state.active]?.name ?? 'The player before you';
        this.deliver(gameId, lobby, seat, `${name} has started their turn: you are next.`);
      }
      break;
    }
  }

  /** Keeps the list of games with reminders (the ticks look at those only, loaded or not). */
  private async index(gameId: string): Promise<void> {
    const lobby = this.hub.get(gameId)?.record.lobby;
    if (!lobby) return;
    const wants = (lobby.reminders ?? []).some((r) => r?.everyHours);
    const ids = await this.indexed();
    if (wants === ids.includes(gameId)) return;
    const next = wants ? [...ids, gameId] : ids.filter((id) => id !== gameId);
    await this.store.setMeta(INDEX_KEY, JSON.stringify(next));
  }

  private async indexed(): Promise<string[]> {
    try {
      const raw = await this.store.getMeta(INDEX_KEY);
      const ids = raw ? (JSON.parse(raw) as unknown) : [];
      return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
    } catch {
      return [];
    }
  }

  /** Sends the reminders due at `now`; returns how many went out. */
  async tick(now: number): Promise<number> {
    let count = 0;
    for (const gameId of await this.indexed()) {
      const live = await this.hub.loaded(gameId);
      const state = live?.state;
      const chronicle = live?.chronicle;
      if (!live || !state || !chronicle || live.record.lobby.paused || state.phase === 'ended') continue;
      live.touched = now; // a game with reminders stays loaded between ticks
      const lobby = live.record.lobby;
      for (const seat of waitingFor(state).seats) {
        const settings = lobby.reminders?.[seat];
        const since = chronicle.waitingSince[seat];
        if (!settings?.everyHours || since === null || since === undefined) continue;
        if (settings.quietHours && inQuietHours(settings.quietHours, now)) continue;
        const last = await this.lastSent(gameId, seat);
        const from = last && last.since === since ? last.at : since;
        if (now - from < settings.everyHours * HOUR) continue;
        await this.store.setMeta(sentKey(gameId, seat), JSON.stringify({ since, at: now } satisfies Sent));
        const hours = Math.floor((now - since) / HOUR);
        this.deliver(gameId, lobby, seat, `still your move in ${lobby.name} (${hours} h): ${prompt(state)}`);
        count++;
      }
    }
    return count;
  }

  private async lastSent(gameId: string, seat: number): Promise<Sent | null> {
    try {
      const raw = await this.store.getMeta(sentKey(gameId, seat));
      const v = raw ? (JSON.parse(raw) as Partial<Sent>) : null;
      return v && typeof v.since === 'number' && typeof v.at === 'number'
        ? { since: v.since, at: v.at }
        : null;
    } catch {
      return null;
    }
  }

  private deliver(gameId: string, lobby: Lobby, seat: number, text: string): void {
    const pushed = this.push.notifySeat(gameId, lobby, seat, `${lobby.name}: reminder`, text);
    const posted = this.discord.say(gameId, lobby, seat, text);
    if (pushed > 0 || posted) this.sent++;
    else this.log.debug({ gameId, seat }, 'a reminder had no channel to go through');
  }
}

function prompt(state: GameState): string {
  return waitingFor(state).text;
}
