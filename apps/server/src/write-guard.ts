// The one check every write to a game goes through (issue 26): intents (the players' and the standing
// orders'), lobby changes, seat settings, standing orders and pre-pick rankings, and chat all ask it
// before they change anything, so a game that takes no more writes refuses every one of them alike.
// Today that is an archived game (see Hub.sweep): watched and replayed, not played.

import { ARCHIVED_MESSAGE, HubError } from './hub-errors.ts';
import type { LiveGame } from './live-game.ts';

/** A refusal, as the sockets' acks carry it. */
export interface WriteRefusal {
  readonly ok: false;
  readonly code: string;
  readonly message: string;
}

/** Why this game takes no write now, or null when it does. */
export function writeRefusal(live: Pick<LiveGame, 'archivedAt'>): WriteRefusal | null {
  if (live.archivedAt !== null) return { ok: false, code: 'game/archived', message: ARCHIVED_MESSAGE };
  return null;
}

/** The same check for the HTTP writes: the refusal is thrown as a 409 HubError. */
export function assertWritable(live: Pick<LiveGame, 'archivedAt'>): void {
  const refused = writeRefusal(live);
  if (refused) throw new HubError(refused.code, refused.message, 409);
}
