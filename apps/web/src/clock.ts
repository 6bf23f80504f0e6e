// The players' clocks as the browser shows them: the chronicle's time (up to its last intent) plus,
// for the players the game is waiting for, the time since. Ticks once a second while mounted.

import { useEffect, useState } from 'react';
import type { Chronicle } from '@initiative/rules';

/** The time now, refreshed every `everyMs`. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export interface SeatClock {
  /** All the time the game has waited on this player, up to now. */
  readonly total: number;
  /** The current move's time so far, or null when the game is not waiting for them. */
  readonly move: number | null;
  /** Past the host's per-move limit. */
  readonly over: boolean;
}

/**
 * One seat's clock at `now`. Times come from the server's clock; a browser whose clock is behind
 * would see negative times, so the running part never goes below zero.
 */
export function seatClock(
  chronicle: Chronicle,
  seat: number,
  now: number,
  limitMinutes: number | null,
): SeatClock {
  const since = chronicle.waitingSince[seat] ?? null;
  const running = since !== null && chronicle.at !== null ? Math.max(0, now - chronicle.at) : 0;
  const total = (chronicle.spent[seat] ?? 0) + running;
  const move = since === null ? null : Math.max(0, now - since);
  return { total, move, over: move !== null && limitMinutes !== null && move > limitMinutes * 60_000 };
}
