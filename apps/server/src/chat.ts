// Chat beside the log (SPEC 2.9; schemas and mentions in packages/rules/src/chat.ts). Players and the
// host write to the table's chat, spectators to their own; each socket joins the rooms of the
// channels it may read, so a message reaches exactly those sockets, on every instance (the rooms
// span instances through the Redis adapter). A message is stored before it is acknowledged or sent
// on; a client that (re)connects asks for the history, so what an instance missed while Redis was
// down is read from the store.
//
// Budgets: a seat (or the host link) has one chat budget, shared by all its sockets, and spectators
// one per client address; a budget is kept by that key, not by socket, so closing and reopening
// sockets gives no fresh burst (socket-limits.ts budgetKey). The store keeps the last
// CHAT_KEPT_PER_CHANNEL messages of each channel of a game: a flood cannot grow it, and spectators'
// messages never push the players' out.

import {
  CHAT_HISTORY_LIMIT,
  chatChannelOf,
  chatChannelsFor,
  chatMentions,
  chatPayload,
  type ChatAck,
  type ChatAuthor,
  type ChatChannel,
  type ChatHistoryAnswer,
  type Role,
} from '@initiative/rules';
import type { Hub } from './hub.ts';
import type { Logger } from './log.ts';
import { roleKey } from './projections.ts';
import { KeyedBuckets, TokenBucket } from './rate-limit.ts';
import type { GameServer } from './socket-types.ts';
import { checkedChat } from './storage/validate.ts';
import type { GameStore } from './storage/types.ts';
import { writeRefusal } from './write-guard.ts';

/** The socket events this module answers (the socket layer answers every other one). */
export const CHAT_EVENTS: ReadonlySet<string> = new Set(['chat', 'chat-history']);

/**
 * Messages the store keeps per game and channel; older ones are deleted as new ones come. The history
 * a client reads holds at most CHAT_HISTORY_LIMIT messages, so nothing older could be shown anyway.
 */
export const CHAT_KEPT_PER_CHANNEL = CHAT_HISTORY_LIMIT;

const ARCHIVED_CHAT = 'This game is archived: its chat can be read, not added to.';

export interface ChatLimits {
  /** Messages a seat (all its sockets), the host link or a client address's spectators may send at once, and per second after that. */
  readonly burst: number;
  readonly perSecond: number;
}

const chatRoom = (gameId: string, channel: ChatChannel) => `chat:${gameId}:${channel}`;

type Reply<T> = (answer: T) => void;

/** The ack is the last argument when it is a function; a hostile client may send anything. */
function split<T>(args: unknown[]): { params: unknown[]; reply: Reply<T> } {
  const ack = args.at(-1);
  return typeof ack === 'function'
    ? { params: args.slice(0, -1), reply: ack as Reply<T> }
    : { params: args, reply: () => undefined };
}

export function attachChat(
  io: GameServer,
  hub: Hub,
  store: GameStore,
  log: Logger,
  limits: ChatLimits,
): void {
  /** Who a message is from: a seat under its name, the host, or a spectator under the name they gave. */
  const author = (gameId: string, role: Role, name: string | undefined): ChatAuthor => {
    if (role.kind === 'host') return { kind: 'host' };
    if (role.kind === 'spectator') return { kind: 'spectator', name: name ?? 'Spectator' };
    const seatName = hub.summary(gameId).seats[role.seat]?.name;
    return { kind: 'seat', seat: role.seat, name: seatName ?? `Seat ${role.seat + 1}` };
  };

  // Kept by budget key (the seat's, or the spectator's address): they outlive sockets, and a budget
  // that has refilled is dropped (KeyedBuckets), so the map does not grow for ever.
  const budgets = new KeyedBuckets(limits.burst, limits.perSecond);

  io.on('connection', (socket) => {
    const { gameId, role } = socket.data;
    const channels = chatChannelsFor(
      role,
      hub.get(gameId) ? hub.summary(gameId).spectatorsSeeTableChat : false,
    );
    for (const channel of channels) void socket.join(chatRoom(gameId, channel));
    const histories = new TokenBucket(5, 0.5);

    socket.on('chat', async (...args: unknown[]) => {
      const { params, reply } = split<ChatAck>(args);
      if (!budgets.take(socket.data.budget).ok) {
        reply({
          ok: false,
          code: 'rate/limited',
          message: 'You are sending messages too fast: wait a few seconds and send it again.',
        });
        return;
      }
      const parsed = params.length === 1 ? chatPayload.safeParse(params[0]) : null;
      if (!parsed?.success) {
        // The schema's own sentences are for people ("Type a message first."); zod's generic ones are not.
        const issue = parsed?.error.issues[0];
        const own = ['custom', 'too_small', 'too_big', 'invalid_format'].includes(issue?.code ?? '');
        reply({
          ok: false,
          code: 'chat/invalid',
          message: own ? (issue?.message ?? '') : 'That message is not understood: send { clientId, text }.',
        });
        return;
      }
      try {
        const live = await hub.load(gameId);
        if (!live) {
          reply({ ok: false, code: 'game/not-found', message: 'That game does not exist.' });
          return;
        }
        const refused = writeRefusal(live); // the one check for every write (write-guard.ts)
        if (refused) {
          reply(refused.code === 'game/archived' ? { ...refused, message: ARCHIVED_CHAT } : refused);
          return;
        }
        const summary = hub.summary(gameId);
        const { clientId, text, name } = parsed.data;
        const message = await store.appendChat(
          gameId,
          {
            clientKey: `${roleKey(role)}:${clientId}`,
            channel: chatChannelOf(role),
            from: author(gameId, role, name),
            text,
            at: Date.now(),
            mentions: chatMentions(
              text,
              summary.seats.map((s) => s.name),
            ),
          },
          CHAT_KEPT_PER_CHANNEL,
        );
        // Stored: acknowledged, and sent to everyone who reads the channel (a retry is sent again,
        // and clients keep one copy per id).
        reply({ ok: true, message });
        io.to(chatRoom(gameId, message.channel)).emit('chat', message);
      } catch (e) {
        log.error({ err: e, gameId }, 'a chat message could not be stored');
        reply({
          ok: false,
          code: 'server/error',
          message: 'The server could not save that message. Send it again.',
        });
      }
    });

    socket.on('chat-history', async (...args: unknown[]) => {
      const { reply } = split<ChatHistoryAnswer>(args);
      if (!histories.take()) {
        reply({ ok: false, code: 'rate/limited', message: 'Too many requests: try again in a moment.' });
        return;
      }
      try {
        const rows = await store.loadChat(gameId, channels, CHAT_HISTORY_LIMIT);
        const { messages: read, dropped } = checkedChat(rows);
        if (dropped > 0)
          log.warn({ gameId, dropped }, 'stored chat messages that do not read back were left out');
        reply({ ok: true, messages: read });
      } catch (e) {
        log.error({ err: e, gameId }, 'the chat could not be read');
        reply({ ok: false, code: 'server/error', message: 'The chat could not be read. Try again.' });
      }
    });
  });
}
