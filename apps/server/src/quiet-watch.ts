// Quiet hours begin and end with no lobby change: the table's clients only learn whether a player is
// in them now from a summary (seat-settings.ts `quietNow`), so each check (every REMINDER_CHECK_MS)
// sends the games watched here a fresh `lobby` when a player's quiet hours have begun or ended since
// the table was last told.

import type { Hub } from './hub.ts';
import { quietNow } from './seat-settings.ts';

export class QuietWatch {
  /** Per game watched: whether each seat was quiet when its clients were last sent a summary. */
  private readonly told = new Map<string, string>();

  constructor(private readonly hub: Hub) {}

  /** Keeps what the table was told: every lobby message carries the flags of that moment. */
  attach(): void {
    this.hub.on('lobby', (gameId) => {
      const flags = this.flags(gameId, Date.now());
      if (flags !== null) this.told.set(gameId, flags);
    });
  }

  /** Sends a fresh summary to each watched game whose players' quiet hours began or ended; returns how many. */
  check(now: number): number {
    let sent = 0;
    const watched = new Set<string>();
    for (const gameId of this.hub.loadedGameIds()) {
      const live = this.hub.get(gameId);
      const flags = this.flags(gameId, now);
      if (!live || live.sockets === 0 || flags === null) continue;
      watched.add(gameId);
      const told = this.told.get(gameId);
      // Not seen yet: what its clients were told is not known, unless no one has quiet hours at all.
      const unknown = told === undefined && (live.record.lobby.reminders ?? []).some((r) => r?.quietHours);
      if (unknown || (told !== undefined && told !== flags)) {
        this.hub.emit('lobby', gameId);
        sent++;
      }
      this.told.set(gameId, flags);
    }
    for (const gameId of this.told.keys()) if (!watched.has(gameId)) this.told.delete(gameId);
    return sent;
  }

  private flags(gameId: string, at: number): string | null {
    const lobby = this.hub.get(gameId)?.record.lobby;
    return lobby ? lobby.seats.map((_, seat) => (quietNow(lobby, seat, at) ? '1' : '0')).join('') : null;
  }
}
