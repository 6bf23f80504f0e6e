// The wire protocol between the server and its clients: HTTP bodies and socket
// payloads, as zod schemas shared by both sides. See docs/protocol.md.

import { z } from 'zod';
import { nameSchema } from '../kernel/names.ts';
import { playerName } from '../rules/setup.ts';
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COLORS, type Phase } from '../state/state.ts';
import type { GameView } from './view.ts';
import type { PatchOp, UpdateLogLine } from './patch.ts';
import type { LogEntry } from './log-entry.ts';

export type { LogEntry } from './log-entry.ts';
export type { JsonPatchOperation } from './json-patch.ts';
import type { ChatAck, ChatHistoryAnswer, ChatMessage } from './chat.ts';
import type { Chronicle } from './chronicle.ts';
import type { ClockDelta } from './clock-delta.ts';
import { setupDraftOptions, type SetupDraftSummary } from './setup-draft-protocol.ts';

export * from './setup-draft-protocol.ts';
export * from './clock-delta.ts';

export { nameLookalikeKey, namesLookAlike, normaliseName } from '../kernel/names.ts';

/** The longest per-move time a host may set: a week, for games played over days. */
export const TURN_LIMIT_MAX_MINUTES = 7 * 24 * 60;

export const gameId = z.string().regex(/^[A-Za-z0-9_-]{6,32}$/, 'Not a game id.');
export const token = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not a token.');

export const createGameBody = z
  .object({
    name: nameSchema('A game name', 60, 'Give the game a name.'),
    seats: z.number().int().min(MIN_PLAYERS).max(MAX_PLAYERS),
    victoryPoints: z.union([z.literal(10), z.literal(14)]),
    mapString: z.string().max(2000).nullable().optional(),
    factions: z.union([z.literal('random'), z.literal('chosen')]).optional(),
    /** A Milty draft sets factions, seats and the map: no map string, factions not chosen at joining. */
    draft: setupDraftOptions.optional(),
    options: z
      .object({
        editsNeedApproval: z.boolean().optional(),
        timedConstruction: z.boolean().optional(),
        spectatorsSeeTableChat: z.boolean().optional(),
        /** Going back to an earlier move needs the host's approval only (else every affected player's). */
        rollbackByHost: z.boolean().optional(),
        /** Thunder's Edge's Construction and Warfare instead of the base game's. */
        thundersEdge: z.boolean().optional(),
        /** A time per move, in minutes (a visible warning past it; no automatic move); null: none. */
        turnLimitMinutes: z.number().int().min(1).max(TURN_LIMIT_MAX_MINUTES).nullable().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type CreateGameBody = z.infer<typeof createGameBody>;

export const claimSeatBody = z
  .object({
    seat: z
      .number()
      .int()
      .min(0)
      .max(MAX_PLAYERS - 1),
    name: playerName,
    color: z.enum(PLAYER_COLORS),
    faction: z.string().max(40).nullable().optional(),
  })
  .strict();
export type ClaimSeatBody = z.infer<typeof claimSeatBody>;

export const kickBody = z
  .object({
    seat: z
      .number()
      .int()
      .min(0)
      .max(MAX_PLAYERS - 1),
  })
  .strict();

export const socketAuth = z.object({ gameId, token: token.optional() }).strict();

export const intentMessage = z
  .object({
    /** Client-generated id; a retried intent with the same id is applied once. */
    clientId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a client id.'),
    intent: z.unknown(),
  })
  .strict();
export type IntentMessage = z.infer<typeof intentMessage>;

export interface SeatSummary {
  readonly seat: number;
  readonly claimed: boolean;
  readonly name: string | null;
  readonly color: string | null;
  readonly faction: string | null;
  readonly connected: boolean;
  /** The seat's player gave a Discord user id for "your move" mentions (the id itself stays on the server). */
  readonly discord: boolean;
  /**
   * The player is in their quiet hours now (reminders wait until they end). Their time zone and hours
   * are theirs alone: the seat reads them with its token (`GET /api/games/:id/reminders`).
   */
  readonly quiet: boolean;
}

export interface GameSummary {
  readonly id: string;
  readonly name: string;
  readonly status: 'lobby' | 'playing' | 'ended';
  /** Archived after a long time without a move (ended or abandoned): it can be watched, not played. */
  readonly archived: boolean;
  readonly seatCount: number;
  readonly victoryPoints: number;
  readonly seats: readonly SeatSummary[];
  readonly version: number;
  /** 'chosen': players pick factions when they join; 'random': dealt at the start. */
  readonly factions: 'random' | 'chosen';
  readonly mapString: string | null;
  readonly paused: boolean;
  /** Host option: spectators also read the players' table chat. */
  readonly spectatorsSeeTableChat: boolean;
  /** Host option: minutes a player may take over one move before the table is warned (null: no limit). */
  readonly turnLimitMinutes: number | null;
  /** Once started, where the game stands (as of this summary): for the home page's "my games". */
  readonly round: number | null;
  readonly phase: Phase | null;
  /** The seats the game waits for. */
  readonly waitingFor: readonly number[];
  /** The host set a Discord channel webhook: "your move" pings are posted there (the URL stays on the server). */
  readonly discord: boolean;
  /** Host option: Thunder's Edge's strategy cards, factions and systems. */
  readonly thundersEdge: boolean;
  /** Host option: a Milty draft before the game (null: none); the game starts after its last pick. */
  readonly setupDraft: SetupDraftSummary | null;
}

const base64url = (name: string, max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} is not base64url.`);

/** A browser's push subscription (PushSubscription.toJSON()), as a seat sends it to be told "your move". */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z.string().url().max(1024),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) }).strict(),
  })
  .strict();
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** A seat: subscribe this browser to "your move" pushes, or (by endpoint) stop them. */
export const pushBody = z.union([
  z.object({ subscribe: pushSubscriptionSchema }).strict(),
  z.object({ unsubscribe: z.string().url().max(1024) }).strict(),
]);

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time is HH:MM (00:00 to 23:59)');

/** A player's quiet hours: from `from` to `to` (past midnight when `to` is earlier), in their time zone. */
export const quietHoursSchema = z
  .object({
    timeZone: z
      .string()
      .max(64)
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'not a time zone (e.g. Europe/Berlin)'),
    from: clockTime,
    to: clockTime,
  })
  .strict();
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** A seat's reminders (issue 17): "your move" again every N hours while the game waits on them. */
export const reminderSettingsSchema = z
  .object({
    everyHours: z.number().int().min(1).max(48).nullable(),
    quietHours: quietHoursSchema.nullable(),
    /** Tell me when the player before me in turn order starts their turn. */
    beforeMe: z.boolean(),
  })
  .strict();
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** Whether `at` (epoch ms) falls in these quiet hours. */
export function inQuietHours(quiet: QuietHours, at: number): boolean {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: quiet.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const now = get('hour') * 60 + get('minute');
  const [fh, fm] = quiet.from.split(':').map(Number) as [number, number];
  const [th, tm] = quiet.to.split(':').map(Number) as [number, number];
  const from = fh * 60 + fm;
  const to = th * 60 + tm;
  if (from === to) return false;
  return from < to ? now >= from && now < to : now >= from || now < to;
}

/** Host: the Discord channel webhook for "your move" pings (null: none). */
export const discordWebhookBody = z.object({ webhookUrl: z.string().max(512).nullable() }).strict();

/** A seat: its player's Discord user id, for the @mention in pings (null: none). */
export const discordUserBody = z
  .object({
    userId: z
      .string()
      .regex(
        /^\d{17,20}$/,
        'A Discord user id is 17 to 20 digits (Discord: Settings › Advanced › Developer Mode, then right-click your name › Copy User ID).',
      )
      .nullable(),
  })
  .strict();

/** Server → client: a full projection (on join and resync). */
export interface SyncMessage {
  readonly version: number;
  readonly summary: GameSummary;
  readonly view: GameView | null;
  readonly log: readonly LogEntry[];
  /** The players' clocks and each round's picks and points (chronicle.ts); null before the start. */
  readonly chronicle: Chronicle | null;
  readonly you: Role;
}

/**
 * Server → client, instead of a SyncMessage: a resync not answered in full. `resync/unchanged`
 * when nothing was sent to this socket since its last resync (the projection it got then is
 * current, at `version`); `rate/limited` when it asks too often (ask again in a moment).
 */
export interface ResyncRefusal {
  readonly ok: false;
  readonly code: 'resync/unchanged' | 'rate/limited';
  readonly message: string;
  readonly version: number;
}

/**
 * Server → client: one applied intent, as a delta. `patch` turns this
 * socket's projection at `version - 1` into its projection at `version`
 * (applied in order; compact operations, see patch.ts). A client that does
 * not hold `version - 1`, or fails to apply the patch, asks for a `resync`
 * (a full projection). `log` holds the new log lines, each without `seq`:
 * their seq is `version` (patch.ts updateLogEntries).
 */
export interface UpdateMessage {
  readonly version: number;
  readonly patch: readonly PatchOp[];
  readonly log: readonly UpdateLogLine[];
  /** The clocks after this intent, as a change (absent before the game started): see `ClockDelta` (clock-delta.ts). */
  readonly clock?: ClockDelta;
  /**
   * The rounds' record, whole, in the first update of a game only: after that each client works it
   * out from the view the patch brought (chronicle.ts `roundsAfter`).
   */
  readonly rounds?: Chronicle['rounds'];
}

export type Role =
  | { readonly kind: 'seat'; readonly seat: number }
  | { readonly kind: 'host' }
  | { readonly kind: 'spectator' };

export type Ack =
  | { readonly ok: true; readonly version: number }
  | { readonly ok: false; readonly code: string; readonly message: string };

export interface SocketError {
  readonly code: string;
  readonly message: string;
}

/**
 * Sent to every socket just before the server closes them for a restart (a graceful shutdown).
 * Nothing is wrong: the client reconnects by itself and sends again any intent still unacknowledged.
 */
export interface ShutdownNotice {
  readonly code: 'server/restarting';
  readonly message: string;
  readonly reconnect: true;
}

/** Socket.IO event maps, shared by server and client. */
export interface ServerToClientEvents {
  sync: (msg: SyncMessage) => void;
  update: (msg: UpdateMessage) => void;
  lobby: (summary: GameSummary) => void;
  revoked: (err: SocketError) => void;
  shutdown: (notice: ShutdownNotice) => void;
  /** A new chat message in a channel this socket reads (chat.ts). */
  chat: (msg: ChatMessage) => void;
}

export interface ClientToServerEvents {
  intent: (payload: unknown, ack: (ack: Ack) => void) => void;
  resync: (ack: (msg: SyncMessage | ResyncRefusal) => void) => void;
  /** One chat message (`chatPayload`); the ack carries it as stored, or a refusal. */
  chat: (payload: unknown, ack: (ack: ChatAck) => void) => void;
  /** The latest messages of the channels this socket reads, oldest first. */
  'chat-history': (ack: (answer: ChatHistoryAnswer) => void) => void;
}
