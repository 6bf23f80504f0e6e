// When a hero unlocks (Prophecy of Kings, LRR 51): three scored objectives, public or secret. Kept
// apart from heroes.ts so that production (Harrugh Gefhara) can ask without importing the cards.

import type { GameState, Seat } from '../state/state.ts';

/** Objectives needed to unlock a hero (Prophecy of Kings). */
export const HERO_UNLOCK_OBJECTIVES = 3;

/** Public and secret objectives this player has scored (from the state or any viewer's view). */
export function objectivesScored(
  state: {
    readonly objectives: Pick<GameState['objectives'], 'scored'>;
    readonly players: readonly (
      | { readonly secretObjectives: readonly { readonly scored: boolean }[] }
      | { readonly scoredSecrets: readonly string[] }
    )[];
  },
  seat: Seat,
): number {
  let n = 0;
  for (const seats of Object.values(state.objectives.scored)) if (seats.includes(seat)) n++;
  const p = state.players[seat];
  if (p && 'scoredSecrets' in p) n += p.scoredSecrets.length;
  else if (p) for (const s of p.secretObjectives) if (s.scored) n++;
  return n;
}
