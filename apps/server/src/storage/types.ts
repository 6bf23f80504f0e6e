// One storage interface, two implementations (SQLite embedded, PostgreSQL).

import type {
  Actor,
  ChatChannel,
  ChatMessage,
  DraftPick,
  GameSetup,
  Intent,
  PlayerColor,
  ReminderSettings,
  SetupDraftOptionsBody,
} from '@initiative/rules';

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
  readonly options: {
    readonly editsNeedApproval: boolean;
    readonly timedConstruction: boolean;
    /** Absent on games created before the option existed: false. */
    readonly spectatorsSeeTableChat?: boolean;
    /** Minutes per move before the table is warned; absent or null: no limit. */
    readonly turnLimitMinutes?: number | null;
    /** Going back to an earlier move needs the host only; absent: false. */
    readonly rollbackByHost?: boolean;
    /** Thunder's Edge's Construction and Warfare; absent: false (the base game's). */
    readonly thundersEdge?: boolean;
  };
  readonly seats: readonly LobbySeat[];
  readonly paused: boolean;
  /** "Your move" pings to a Discord channel (discord.ts): never sent to a client. Absent: none. */
  readonly discord?: DiscordSettings;
  /** Browsers subscribed to "your move" pushes (push.ts): never sent to a client. Absent: none. */
  readonly push?: readonly PushSeatSubscription[];
  /** Each seat's reminder settings (reminders.ts); absent or null: none. */
  readonly reminders?: readonly (ReminderSettings | null)[];
  /** A setup draft before the game (setup-draft.ts); absent: none. */
  readonly draft?: LobbyDraft;
}

/** What the lobby keeps of a setup draft: the board is drawn again from these (setup-draft.ts). */
export interface LobbyDraft {
  readonly options: SetupDraftOptionsBody;
  /** Null until the host starts the draft. */
  readonly seed: string | null;
  /** The players' own picks in order; the forced ones between them are made again on replay. */
  readonly picks: readonly DraftPick[];
}

export interface PushSeatSubscription {
  readonly seat: number;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export interface DiscordSettings {
  /** The channel's webhook URL the host pasted (checked against DISCORD_WEBHOOK_ORIGINS), or null. */
  readonly webhook: string | null;
  /** Each seat's Discord user id (for the @mention), or null. */
  readonly users: readonly (string | null)[];
}

export interface GameRecord {
  readonly id: string;
  readonly hostTokenHash: string;
  readonly lobby: Lobby;
  /** Set when the host starts the game. */
  readonly setup: GameSetup | null;
  readonly seed: string | null;
  /** When the host started the game (epoch ms): the players' clocks start here. Absent on older games. */
  readonly startedAt?: number;
}

export interface StoredIntent {
  readonly seq: number;
  readonly clientId: string;
  readonly actor: Actor;
  readonly intent: Intent;
  /** When the intent was stored (epoch ms); absent on rows stored before the column existed. */
  readonly at?: number;
}

/** A chat message to store: everything but its id, which the store gives it. */
export interface NewChat extends Omit<ChatMessage, 'id'> {
  /** Who sent it and their client id: a retry with the same key is stored once. */
  readonly clientKey: string;
}

export class SequenceConflictError extends Error {
  constructor(gameId: string, seq: number) {
    super(`Game ${gameId} already has an intent at sequence ${seq}`);
  }
}

export class RecordConflictError extends Error {
  constructor(gameId: string) {
    super(`Game ${gameId} was changed by another server instance`);
  }
}

/** The database file cannot be read: the server must not start on it. */
export class StoreDamagedError extends Error {}

export interface GameStore {
  createGame(record: GameRecord): Promise<void>;
  /**
   * Replaces the game's record. With `previous`, a store that several server
   * instances share rejects with RecordConflictError when the stored record is
   * no longer `previous` (another instance saved it meanwhile); the embedded
   * single-instance store may ignore it.
   */
  saveGame(record: GameRecord, previous?: GameRecord): Promise<void>;
  /** Durably appends one intent; rejects with SequenceConflictError if the slot is taken. */
  appendIntent(gameId: string, entry: StoredIntent): Promise<void>;
  /** The record as stored: parsed JSON, not yet checked (see storage/validate.ts). */
  loadGame(gameId: string): Promise<GameRecord | null>;
  listGameIds(): Promise<string[]>;
  /** Stored intents with afterSeq < seq <= upToSeq, in order: parsed JSON, not yet checked. */
  loadIntents(gameId: string, afterSeq?: number, upToSeq?: number): Promise<StoredIntent[]>;
  /** The game's highest stored sequence (0 for none): how far the log is, in one cheap query. */
  lastSeq(gameId: string): Promise<number>;
  /** Rewrites one stored intent in place (the start-up repair of logs stored before intents were normalised). */
  replaceIntent(gameId: string, seq: number, intent: StoredIntent['intent']): Promise<void>;
  /** Deletes games never started that were created before `createdBefore` (epoch ms); returns their ids. */
  deleteLobbiesCreatedBefore(createdBefore: number): Promise<string[]>;
  /**
   * Marks started games with no stored change since `idleBefore` (epoch ms) as
   * archived at `at` (read-only from then on); returns their ids.
   */
  archiveGamesIdleSince(idleBefore: number, at: number): Promise<string[]>;
  /** When the game was archived (epoch ms), or null. */
  archivedAt(gameId: string): Promise<number | null>;
  /**
   * Durably stores a chat message and returns it with its id (increasing within a game); a message
   * whose `clientKey` is already stored for this game is not stored again: the stored one is returned.
   * Only the channel's last `keep` messages are kept: older ones are deleted.
   */
  appendChat(gameId: string, chat: NewChat, keep: number): Promise<ChatMessage>;
  /** The last `limit` chat messages of the game in `channels`, oldest first: parsed, not yet checked. */
  loadChat(gameId: string, channels: readonly ChatChannel[], limit: number): Promise<ChatMessage[]>;
  /** A small key/value table for one-time migrations. */
  getMeta(key: string): Promise<string | null>;
  setMeta(key: string, value: string): Promise<void>;
  close(): Promise<void>;
}
