// The rule set: every ability in play, as its contract (hooks/contract.ts). The one file outside
// abilities/ that imports them; the engine, `legal` and the view consult this list and never name an
// ability.

import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';
import type { GameState, Seat } from '../state/state.ts';

export const ABILITIES: readonly AbilityRules[] = [];

/** Every ability's offers to `seat` now, in the rule set's order. */
export function abilityOffers(state: GameState, seat: Seat): Offer[] {
  return ABILITIES.flatMap((ability) => ability.offers?.(state, seat) ?? []);
}
