// Antimass Deflectors (generic technology, blue): its owner's ships may move into and through asteroid
// fields (LRR 11.1). Its other half, the -1 to Space Cannon rolls against them, belongs to combat.

import type { AbilityRules } from '../hooks/contract.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';

export const ANTIMASS_DEFLECTORS = 'antimass-deflectors';

/** Antimass Deflectors in the rule set (engine/rule-set.ts). */
export const antimassDeflectorsRules: AbilityRules = {
  id: ANTIMASS_DEFLECTORS,
  holder: { kind: 'technology', technology: ANTIMASS_DEFLECTORS },
  movement: {
    ignores: (state, seat) =>
      hasTechAbility(state.players[seat], ANTIMASS_DEFLECTORS) ? ['asteroid-field'] : [],
  },
};
