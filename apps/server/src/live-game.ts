// One game as an instance holds it in memory: its record, state, log and
// what the hub needs to serve it (client ids, snapshots, sockets, its queue).

import type { Actor, Chronicle, GameState, LogEntry } from '@initiative/rules';
import type { GameRecord } from './storage/types.ts';

/** The history endpoint replays from the nearest snapshot: at most this many intents per answer. */
export const SNAPSHOT_EVERY = 16;

export interface LiveGame {
  record: GameRecord;
  state: GameState | null;
  version: number;
  log: LogEntry[];
  /** The players' clocks and the rounds' picks and points (rules chronicle.ts); null before the start. */
  chronicle: Chronicle | null;
  /** client id → the version its intent produced and who sent it, for idempotent retries. */
  clientIds: Map<string, { version: number; actor: Actor }>;
  /** The state after every SNAPSHOT_EVERY-th version (and version 0), for the history endpoint. */
  snapshots: Map<number, GameState>;
  /** When a socket, an intent or a request last touched this game (for unloading idle games). */
  touched: number;
  /** When the game was archived (read-only from then on), or null. */
  archivedAt: number | null;
  /** Serialises writes to this game. */
  queue: Promise<unknown>;
  /** Sockets connected per seat, for the lobby's presence dots. */
  connected: Map<number, number>;
  /** Sockets of any role connected here (a game with none may be unloaded when idle). */
  sockets: number;
  /** Tasks queued or running on this game. */
  pending: number;
  /** Seats with sockets on other instances, by instance (with the time it last said so). */
  elsewhere: Map<string, { seats: Set<number>; at: number }>;
}

/** One applied intent: what the sockets need to send each viewer its patch. */
export interface Commit {
  readonly version: number;
  readonly previous: GameState;
  readonly state: GameState;
  /** The new log lines. */
  readonly entries: readonly LogEntry[];
  /** The newest log line before them (the wire leaves out what the new lines repeat of it). */
  readonly lastLine?: LogEntry | undefined;
  /** The chronicle after it, and whether its rounds changed (sent only then). */
  readonly chronicle: Chronicle | null;
  readonly roundsChanged: boolean;
  /** The chronicle before it (its clocks are sent as a change from it). */
  readonly chronicleBefore: Chronicle | null;
}

export function blankGame(record: GameRecord): LiveGame {
  return {
    record,
    state: null,
    version: 0,
    log: [],
    chronicle: null,
    clientIds: new Map(),
    snapshots: new Map(),
    touched: Date.now(),
    archivedAt: null,
    queue: Promise.resolve(),
    connected: new Map(),
    sockets: 0,
    pending: 0,
    elsewhere: new Map(),
  };
}
