// Whom the Muaat's turn waits for after Umbat for another player (abilities/umbat.ts): the mark
// in `turnUses`.

import type { GameState, Seat } from '../state/state.ts';

export const UMBAT_MARK = 'umbat-for:';

/** The player the Muaat's Umbat waits for (inside the Muaat's turn), or null. */
export function umbatWaitsFor(state: Pick<GameState, 'turnUses'>): Seat | null {
  const mark = state.turnUses?.find((u) => u.startsWith(UMBAT_MARK));
  return mark === undefined ? null : Number(mark.slice(UMBAT_MARK.length));
}
