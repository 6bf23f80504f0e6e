// What is read back from storage is checked like any other input: a damaged
// row, a value written by an older version, or a rules change must not crash
// the server or reach the engine as something it never accepted. The hub
// quarantines a game whose stored data does not pass (docs/reliability.md).

import { z } from 'zod';
import {
  CHAT_MAX_LENGTH,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PLAYER_COLORS,
  actorSchema,
  parseIntent,
  setupSchema,
  reminderSettingsSchema,
  draftPickBody,
  setupDraftOptions,
  type ChatMessage,
} from '@initiative/rules';
import type { GameRecord, StoredIntent } from './types.ts';
import { draftStateOf } from '../draft-board.ts';

const lobbySchema = z
  .object({
    name: z.string(),
    seatCount: z.number().int().min(MIN_PLAYERS).max(MAX_PLAYERS),
    victoryPoints: z.union([z.literal(10), z.literal(14)]),
    mapString: z.string().nullable(),
    factions: z.enum(['random', 'chosen']),
    options: z.object({
      editsNeedApproval: z.boolean(),
      timedConstruction: z.boolean(),
      spectatorsSeeTableChat: z.boolean().optional(),
      turnLimitMinutes: z.number().int().positive().nullable().optional(),
      rollbackByHost: z.boolean().optional(),
      thundersEdge: z.boolean().optional(),
    }),
    seats: z.array(
      z.object({
        name: z.string().nullable(),
        color: z.enum(PLAYER_COLORS).nullable(),
        faction: z.string().nullable(),
        tokenHash: z.string().nullable(),
      }),
    ),
    paused: z.boolean(),
    discord: z
      .object({ webhook: z.string().max(512).nullable(), users: z.array(z.string().max(32).nullable()) })
      .optional(),
    reminders: z.array(reminderSettingsSchema.nullable()).optional(),
    push: z
      .array(
        z.object({
          seat: z.number().int().min(0),
          endpoint: z.string().max(1024),
          p256dh: z.string().max(200),
          auth: z.string().max(100),
        }),
      )
      .optional(),
    draft: z
      .object({
        options: setupDraftOptions,
        seed: z.string().max(64).nullable(),
        picks: z.array(draftPickBody.shape.pick).max(3 * MAX_PLAYERS),
      })
      .optional(),
  })
  .refine((l) => l.seats.length === l.seatCount, 'the lobby has the wrong number of seats');

/** An epoch-ms time after 2020 and before 2200. */
const storedTime = z.number().int().min(1_577_836_800_000).max(7_258_118_400_000);

const recordSchema = z.object({
  id: z.string(),
  hostTokenHash: z.string(),
  lobby: lobbySchema,
  setup: setupSchema.nullable(),
  seed: z.string().nullable(),
  startedAt: storedTime.optional(),
});

/** The stored record, checked; throws with what is wrong. */
export function checkedRecord(gameId: string, value: unknown): GameRecord {
  const out = recordSchema.safeParse(value);
  if (!out.success) throw new Error(`the stored record does not read back: ${describe(out.error)}`);
  if (out.data.id !== gameId) throw new Error(`the stored record names game ${out.data.id}`);
  const record = out.data as GameRecord;
  draftStateOf(record.lobby); // a stored draft must draw and replay as it did (throws if not)
  return record;
}

/**
 * A stored intent as the engine will apply it: actor and intent checked, and
 * the intent normalised exactly as it was when it was applied (a log written
 * before intents were stored parsed holds raw input; parsing it again gives
 * what the engine applied). Throws with what is wrong.
 */
export function checkedIntent(entry: StoredIntent): StoredIntent {
  const actor = actorSchema.safeParse(entry.actor);
  if (!actor.success) throw new Error(`stored intent ${entry.seq} has no valid actor`);
  const intent = parseIntent(entry.intent);
  if (!intent.ok) throw new Error(`stored intent ${entry.seq} does not parse: ${intent.message}`);
  // The time is only shown in the log: one that does not read back as a time is dropped, not fatal.
  const at = storedTime.safeParse(entry.at);
  return {
    seq: entry.seq,
    clientId: entry.clientId,
    actor: actor.data,
    intent: intent.intent,
    ...(at.success ? { at: at.data } : {}),
  };
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'record'}: ${issue.message}` : 'unknown problem';
}

const chatSchema = z.object({
  id: z.number().int().positive(),
  channel: z.enum(['table', 'spectators']),
  from: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('seat'),
      seat: z
        .number()
        .int()
        .min(0)
        .max(MAX_PLAYERS - 1),
      name: z.string(),
    }),
    z.object({ kind: z.literal('host') }),
    z.object({ kind: z.literal('spectator'), name: z.string() }),
  ]),
  text: z.string().max(CHAT_MAX_LENGTH),
  at: storedTime,
  mentions: z.array(
    z
      .number()
      .int()
      .min(0)
      .max(MAX_PLAYERS - 1),
  ),
});

/**
 * Stored chat messages that read back; a damaged one is left out (and counted), never sent on: chat
 * is beside the game, so one bad row does not stop the game or the rest of its chat.
 */
export function checkedChat(rows: readonly unknown[]): { messages: ChatMessage[]; dropped: number } {
  const messages: ChatMessage[] = [];
  for (const row of rows) {
    const out = chatSchema.safeParse(row);
    if (out.success) messages.push(out.data);
  }
  return { messages, dropped: rows.length - messages.length };
}
