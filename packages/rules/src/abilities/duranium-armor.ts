// Duranium Armor (generic technology, red): in each combat round, after its owner assigns hits, one of
// their damaged units that did not use Sustain Damage that round is repaired (LRR 87). The engine
// repairs the costliest (rules/repair.ts).

import type { AbilityRules } from '../hooks/contract.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';

export const DURANIUM_ARMOR = 'duranium-armor';

/** Duranium Armor in the rule set (engine/rule-set.ts). */
export const duraniumArmorRules: AbilityRules = {
  id: DURANIUM_ARMOR,
  holder: { kind: 'technology', technology: DURANIUM_ARMOR },
  combat: {
    repairs: (state, seat) =>
      hasTechAbility(
        state.players.find((p) => p.seat === seat),
        DURANIUM_ARMOR,
      )
        ? { count: 1, name: 'Duranium Armor' }
        : null,
  },
};
