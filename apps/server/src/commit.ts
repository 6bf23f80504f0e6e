// How a live game moves on: set up at the start, then one intent at a time, whether this instance
// applied it (intent-pipeline.ts) or read it back from the store (game-loader.ts, instance-sync.ts).

import {
  applyParsed,
  advanceChronicle,
  createGame,
  logEntriesFor,
  startChronicle,
  type GameEvent,
  type GameState,
} from '@initiative/rules';
import type { StoredIntent } from './storage/types.ts';
import { checkedIntent } from './storage/validate.ts';
import { StoredIntentError } from './history.ts';
import { SNAPSHOT_EVERY, type Commit, type LiveGame } from './live-game.ts';
import type { HubContext } from './hub-context.ts';

/** Sets up a started game's state from its stored setup and seed (nothing before the start). */
export function startLive(live: LiveGame): void {
  const { setup, seed } = live.record;
  if (!setup || !seed) return;
  const created = createGame(setup, seed);
  if (!created.ok) throw new Error(`Stored game ${live.record.id} no longer sets up: ${created.message}`);
  live.state = created.state;
  live.chronicle = startChronicle(created.state, live.record.startedAt ?? null);
  live.snapshots.set(0, created.state);
  // The setup's lines: no intent, so no time of their own.
  live.log = logEntriesFor(created.state, created.state, created.events, 0, null, undefined);
}

/** Replays one stored intent, checked again first: storage is not trusted (storage/validate.ts). */
export function applyStored(live: LiveGame, stored: StoredIntent): Commit | null {
  if (!live.state) return null;
  const entry = checkedIntent(stored);
  const out = applyParsed(live.state, entry.actor, entry.intent);
  if (!out.ok) throw new StoredIntentError(entry.seq, out.message);
  return commit(live, entry, out.state, out.events);
}

/** Takes an applied intent into the live game: state, chronicle, version, client id, snapshot, log. */
export function commit(
  live: LiveGame,
  entry: StoredIntent,
  state: GameState,
  events: readonly GameEvent[],
): Commit {
  const previous = live.state ?? state;
  const before = live.chronicle;
  live.state = state;
  if (before) live.chronicle = advanceChronicle(before, state, entry.at);
  live.version = entry.seq;
  live.touched = Date.now();
  live.clientIds.set(entry.clientId, { version: entry.seq, actor: entry.actor });
  if (entry.seq % SNAPSHOT_EVERY === 0) live.snapshots.set(entry.seq, state);
  // An intent stored before intents had a time gives lines without one.
  const entries = logEntriesFor(previous, state, events, entry.seq, entry.actor, entry.at);
  const lastLine = live.log.at(-1);
  live.log.push(...entries);
  const chronicle = live.chronicle;
  const roundsChanged = chronicle !== null && chronicle.rounds !== before?.rounds;
  return {
    version: entry.seq,
    previous,
    state,
    entries,
    lastLine,
    chronicle,
    roundsChanged,
    chronicleBefore: before,
  };
}

/** Tells this instance's sockets (through the hub's `update` event) that the game moved on. */
export function publish(ctx: HubContext, live: LiveGame, commit: Commit | null): void {
  if (!commit) return;
  const gameId = live.record.id;
  queueMicrotask(() => ctx.events.emit('update', gameId, commit));
}
