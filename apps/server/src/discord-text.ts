// The text of a Discord post, built so that nothing a player typed (a name, the game's name, a prompt
// that quotes names) is read by Discord as markup: every markdown character in it is escaped with a
// backslash, which Discord shows as the character itself. That covers mentions (`<@id>`, `<@&role>`,
// `<#channel>`, `@everyone`, `@here`), links (masked `[text](url)`, and bare `https://…`, whose `:` is
// escaped), and formatting (bold, italics, code, spoilers, quotes, headings, lists). The only markup
// in a post is the server's own: the @mention of a user id a seat registered itself, and the table's
// link. `allowed_mentions` then lets exactly those user ids ping, whatever the text says.

import type { Lobby } from './storage/types.ts';

/** A post and the user ids it may ping (the seats' own registered ids it mentions). */
export interface DiscordPost {
  readonly content: string;
  readonly users: readonly string[];
}

/** Characters Discord's markdown gives a meaning to (a backslash before each shows it as it is). */
const MARKDOWN = /[\\*_~`|<>[\]()#:@-]/g;

/** `text` as plain text in a Discord post: it shows as typed and means nothing to Discord. */
export function plain(text: string): string {
  return text.replace(MARKDOWN, '\\$&');
}

/** A Discord user id as Discord makes them (a stored value is checked again before it is used). */
const USER_ID = /^\d{17,20}$/;

/**
 * A seat named in a post: with a user id the seat registered, its @mention and (escaped) name;
 * otherwise the escaped name in bold. `users` holds the id when it is mentioned.
 */
export function seatTag(
  lobby: Lobby,
  seat: number,
  name: string | null | undefined,
): { text: string; users: string[] } {
  const shown = plain(name ?? `Seat ${seat + 1}`);
  const id = lobby.discord?.users[seat];
  return id && USER_ID.test(id)
    ? { text: `<@${id}> (${shown})`, users: [id] }
    : { text: `**${shown}**`, users: [] };
}

/** The body Discord is sent: the content, and the only mentions allowed to ping (no roles, no @everyone). */
export function webhookBody(post: DiscordPost): string {
  return JSON.stringify({
    content: post.content,
    allowed_mentions: { parse: [], users: [...new Set(post.users)] },
  });
}
