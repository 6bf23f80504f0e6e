// Chat beside the log (SPEC 2.9): the players' table chat, and the spectators' own. Messages are
// text (rendered as text, never HTML); the server stores them, checks them with these schemas, and
// works out the @mentions of seat names. Pure: no I/O.

import { z } from 'zod';
import { nameSchema, normaliseName } from '../kernel/names.ts';

/** The most characters one message may hold. */
export const CHAT_MAX_LENGTH = 500;
/** The most line breaks one message may hold. */
export const CHAT_MAX_LINES = 8;
/** How many messages a client is sent when it (re)joins. */
export const CHAT_HISTORY_LIMIT = 200;

/** Players (and the host) talk at the table; spectators among themselves. */
export type ChatChannel = 'table' | 'spectators';

export type ChatAuthor =
  | { readonly kind: 'seat'; readonly seat: number; readonly name: string }
  | { readonly kind: 'host' }
  | { readonly kind: 'spectator'; readonly name: string };

export interface ChatMessage {
  /** Increasing within a game: the order messages were stored in. */
  readonly id: number;
  readonly channel: ChatChannel;
  readonly from: ChatAuthor;
  readonly text: string;
  /** Epoch ms, when the server stored it. */
  readonly at: number;
  /** Seats named in the text as `@Name`. */
  readonly mentions: readonly number[];
}

/** Controls and format characters (bidi overrides, zero-width), except the line break. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/gu;

/** The text as stored: NFC, line breaks as \n, hidden characters removed, trimmed. */
export function cleanChatText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(HIDDEN, (c) => (c === '\n' ? c : ''))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const chatText = z
  .string()
  .max(CHAT_MAX_LENGTH * 4, `A message can be at most ${CHAT_MAX_LENGTH} characters.`)
  .transform(cleanChatText)
  .pipe(
    z
      .string()
      .min(1, 'Type a message first.')
      .max(CHAT_MAX_LENGTH, `A message can be at most ${CHAT_MAX_LENGTH} characters.`)
      .refine(
        (t) => t.split('\n').length <= CHAT_MAX_LINES,
        `A message can have at most ${CHAT_MAX_LINES} lines.`,
      ),
  );

/** Client → server `chat`: one message. A retry with the same `clientId` is stored once. */
export const chatPayload = z
  .object({
    clientId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a client id.'),
    text: chatText,
    /** A spectator's name in the spectators' chat (players speak under their seat's name). */
    name: nameSchema('A name', 24, 'Give a name.').optional(),
  })
  .strict();
export type ChatPayload = z.input<typeof chatPayload>;

export type ChatAck =
  | { readonly ok: true; readonly message: ChatMessage }
  | { readonly ok: false; readonly code: string; readonly message: string };

export type ChatHistoryAnswer =
  | { readonly ok: true; readonly messages: readonly ChatMessage[] }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** The channels a viewer reads: the table's for players and the host, the spectators' (and the
 * table's when the host allows it) for spectators. The host also reads the spectators' chat. */
export function chatChannelsFor(
  role: { readonly kind: 'seat' | 'host' | 'spectator' },
  spectatorsSeeTableChat: boolean,
): ChatChannel[] {
  if (role.kind === 'seat') return ['table'];
  if (role.kind === 'host') return ['table', 'spectators'];
  return spectatorsSeeTableChat ? ['table', 'spectators'] : ['spectators'];
}

/** The channel a viewer writes to. */
export function chatChannelOf(role: { readonly kind: 'seat' | 'host' | 'spectator' }): ChatChannel {
  return role.kind === 'spectator' ? 'spectators' : 'table';
}

/**
 * The seats `text` mentions: `@` followed by a seat's name (any case), not followed by a letter or
 * digit. `names[seat]` is null for a free seat.
 */
export function chatMentions(text: string, names: readonly (string | null)[]): number[] {
  const lower = text.toLocaleLowerCase();
  const out: number[] = [];
  names.forEach((name, seat) => {
    if (!name) return;
    const needle = `@${normaliseName(name).toLocaleLowerCase()}`;
    for (let i = lower.indexOf(needle); i >= 0; i = lower.indexOf(needle, i + 1)) {
      const after = lower.slice(i + needle.length, i + needle.length + 1);
      if (!/[\p{L}\p{N}]/u.test(after)) {
        out.push(seat);
        return;
      }
    }
  });
  return out;
}

/** Splits `text` into plain runs and `@Name` mentions (for display: the mention is set apart). */
export function chatRuns(
  text: string,
  names: readonly (string | null)[],
): { readonly text: string; readonly seat: number | null }[] {
  const runs: { text: string; seat: number | null }[] = [];
  const lower = text.toLocaleLowerCase();
  // Longest names first, so "@Ada Lovelace" wins over "@Ada".
  const candidates = names
    .map((name, seat) => ({ name: name ? `@${normaliseName(name)}` : '', seat }))
    .filter((c) => c.name.length > 1)
    .sort((a, b) => b.name.length - a.name.length);
  let plain = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '@') continue;
    const hit = candidates.find(
      (c) =>
        lower.startsWith(c.name.toLocaleLowerCase(), i) &&
        !/[\p{L}\p{N}]/u.test(text.slice(i + c.name.length, i + c.name.length + 1)),
    );
    if (!hit) continue;
    if (i > plain) runs.push({ text: text.slice(plain, i), seat: null });
    runs.push({ text: text.slice(i, i + hit.name.length), seat: hit.seat });
    plain = i + hit.name.length;
    i = plain - 1;
  }
  if (plain < text.length) runs.push({ text: text.slice(plain), seat: null });
  return runs;
}
