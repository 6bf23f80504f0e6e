// The history endpoint (SPEC 1: spectators scrub the game log back and forth):
// the spectator's table at an earlier version. It replays from the nearest
// snapshot the live game keeps (every SNAPSHOT_EVERY versions), so an answer
// costs fewer than SNAPSHOT_EVERY stored intents, and keeps recent answers:
// the past never changes.

import { applyParsed, viewFor, type GameState, type GameView, type LogEntry } from '@initiative/rules';
import { HubError } from './hub-errors.ts';
import { SNAPSHOT_EVERY, type LiveGame } from './live-game.ts';
import type { GameStore } from './storage/types.ts';
import { checkedIntent } from './storage/validate.ts';

/** Answers kept, least recently used dropped first. */
const CACHE_SIZE = 256;

/** The history endpoint's answer: the spectator's view and log at one version. */
export interface HistoryAnswer {
  readonly version: number;
  readonly view: GameView;
  readonly log: readonly LogEntry[];
}

/** A stored intent that no longer applies (the caller quarantines the game). */
export class StoredIntentError extends Error {
  constructor(seq: number, reason: string) {
    super(`stored intent ${seq} no longer applies: ${reason}`);
  }
}

export class History {
  /** Answers by `gameId:version`, least recently used first. */
  private readonly cache = new Map<string, HistoryAnswer>();

  constructor(private readonly store: GameStore) {}

  /** The public table of `live`'s game after `version` intents. */
  async answer(live: LiveGame, version: number): Promise<HistoryAnswer> {
    if (!live.state) throw new HubError('game/not-started', 'The game has not started yet.', 409);
    if (version > live.version)
      throw new HubError('history/not-yet', `The game is at version ${live.version}.`, 404);
    const key = `${live.record.id}:${version}`;
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key); // most recently used goes last
      this.cache.set(key, cached);
      return cached;
    }
    const state = version === live.version ? live.state : await this.replay(live, version);
    const answer: HistoryAnswer = {
      version,
      view: viewFor(state, { kind: 'spectator' }),
      log: live.log.filter((e) => e.seq <= version),
    };
    this.cache.set(key, answer);
    if (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return answer;
  }

  /** The state after `version`: the nearest snapshot at or before it, then the stored intents up to it. */
  private async replay(live: LiveGame, version: number): Promise<GameState> {
    let from = version - (version % SNAPSHOT_EVERY);
    while (from > 0 && !live.snapshots.has(from)) from -= SNAPSHOT_EVERY;
    let state = live.snapshots.get(from);
    if (!state) throw new HubError('server/error', 'The game history is not available.', 500);
    for (const stored of await this.store.loadIntents(live.record.id, from, version)) {
      const entry = checkedIntent(stored);
      const out = applyParsed(state, entry.actor, entry.intent);
      if (!out.ok) throw new StoredIntentError(entry.seq, out.message);
      state = out.state;
    }
    return state;
  }
}
