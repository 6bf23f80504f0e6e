// One storage interface, two implementations (SQLite embedded, PostgreSQL).

import type { Actor, GameSetup, Intent, PlayerColor } from '@initiative/rules';

export interface LobbySeat {
  readonly name: string | null;
  readonly color: PlayerColor | null;
  readonly faction: string | null;
  /** Hash of the seat token; null when the seat is free (never claimed, or kicked). */
  readonly tokenHash: string | null;
}

export interface Lobby {
  readonly name: string;
  readonly seatCount: number;
  readonly victoryPoints: 10 | 14;
  readonly mapString: string | null;
  readonly factions: 'random' | 'chosen';
  readonly options: { readonly editsNeedApproval: boolean; readonly timedConstruction: boolean };
  readonly seats: readonly LobbySeat[];
  readonly paused: boolean;
}

export interface GameRecord {
  readonly id: string;
  readonly hostTokenHash: string;
  readonly lobby: Lobby;
  /** Set when the host starts the game. */
  readonly setup: GameSetup | null;
  readonly seed: string | null;
}

export interface StoredIntent {
  readonly seq: number;
  readonly clientId: string;
  readonly actor: Actor;
  readonly intent: Intent;
}

export class SequenceConflictError extends Error {
  constructor(gameId: string, seq: number) {
    super(`Game ${gameId} already has an intent at sequence ${seq}`);
  }
}

export interface GameStore {
  createGame(record: GameRecord): Promise<void>;
  saveGame(record: GameRecord): Promise<void>;
  /** Durably appends one intent; rejects with SequenceConflictError if the slot is taken. */
  appendIntent(gameId: string, entry: StoredIntent): Promise<void>;
  loadGame(gameId: string): Promise<GameRecord | null>;
  listGameIds(): Promise<string[]>;
  loadIntents(gameId: string, afterSeq?: number): Promise<StoredIntent[]>;
  close(): Promise<void>;
}
