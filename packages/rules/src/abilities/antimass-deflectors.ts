// Antimass Deflectors (generic technology, blue): its owner's ships may move into and through asteroid
// fields (LRR 11.1), and other players' Space Cannon rolls against its owner's units take 1 off each die
// (LRR 77).

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
  combat: {
    modifier: (state, roll) =>
      roll.kind === 'space-cannon' &&
      hasTechAbility(
        state.players.find((p) => p.seat === roll.target),
        ANTIMASS_DEFLECTORS,
      )
        ? -1
        : 0,
  },
};
