// The Matriarch (Naalu Collective flagship): during an invasion in its system, the Naalu may commit
// fighters from the space area to planets as if they were ground forces (LRR 49); they fight in the
// ground combat there and go back to the space area once it is over (rules/invasion.ts). A choice the
// player makes in the `invade` intent (`fighters` in a commit).

import type { AbilityRules } from '../hooks/contract.ts';
import { countOf, findSystem } from '../board/forces.ts';

export const MATRIARCH = 'matriarch';
const NAALU = 'naalu-collective';

/** The Matriarch in the rule set (engine/rule-set.ts). */
export const matriarchRules: AbilityRules = {
  id: MATRIARCH,
  holder: { kind: 'faction', faction: NAALU },
  combat: {
    fightersAsGroundForces: (state, seat, system) =>
      state.players.find((p) => p.seat === seat)?.faction === NAALU &&
      countOf(findSystem(state, system)?.space[String(seat)], 'flagship') > 0
        ? 'Matriarch'
        : null,
  },
};
