// Whom an applied intent hands the move to: the seats the game newly waits for (not waited for
// before, or waited for anew as a phase or round begins). Discord pings and Web Push both say
// "your move" to exactly these seats.

import { waitingFor, type Waiting } from '@initiative/rules';
import type { Commit } from './live-game.ts';

export function newlyWaited(commit: Pick<Commit, 'previous' | 'state'>): Waiting {
  const { previous, state } = commit;
  const before = new Set(
    state.phase === previous.phase && state.round === previous.round ? waitingFor(previous).seats : [],
  );
  const waiting = waitingFor(state);
  return { seats: waiting.seats.filter((s) => !before.has(s)), text: waiting.text };
}

/** The game's link for a notification: PUBLIC_URL's when set, else a path the browser resolves. */
export function tableLink(publicUrl: string | undefined, gameId: string): string | null {
  return publicUrl ? `${publicUrl.replace(/\/$/, '')}/g/${gameId}` : null;
}
