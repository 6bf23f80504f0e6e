// Which lobby summaries are worth sending. The hub says "lobby" whenever a game's record or presence
// changed, but much of the record is no one else's business (a seat's reminders, its push browsers):
// the summary is sent to a game's sockets only when it differs from the one they all hold, so a
// write that changes nothing others can see sends nothing, however often it is repeated.

import type { GameSummary } from '@initiative/rules';

export class LobbyGate {
  /** Per live game (dropped with it): the summary every socket of the game holds, as JSON. */
  private readonly held = new WeakMap<object, string>();

  /** Whether `summary` is news to the game's sockets; if it is, they are taken to hold it from now on. */
  admit(game: object, summary: GameSummary): boolean {
    const json = JSON.stringify(summary);
    if (this.held.get(game) === json) return false;
    this.held.set(game, json);
    return true;
  }

  /** A socket joined with its own sync (whatever the summary was then): the next summary is sent. */
  joined(game: object): void {
    this.held.delete(game);
  }
}
