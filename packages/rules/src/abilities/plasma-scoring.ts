// Plasma Scoring (generic technology, red): when its owner's units roll for Space Cannon (LRR 77) or
// Bombardment (LRR 15), one of those units rolls one die more. The engine gives the die to the unit that
// hits most easily, the choice every player makes.

import type { AbilityRules } from '../hooks/contract.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';

export const PLASMA_SCORING = 'plasma-scoring';

/** Plasma Scoring in the rule set (engine/rule-set.ts). */
export const plasmaScoringRules: AbilityRules = {
  id: PLASMA_SCORING,
  holder: { kind: 'technology', technology: PLASMA_SCORING },
  combat: {
    extraDice: (state, roll) =>
      (roll.kind === 'space-cannon' || roll.kind === 'bombardment') &&
      hasTechAbility(
        state.players.find((p) => p.seat === roll.seat),
        PLASMA_SCORING,
      )
        ? 1
        : 0,
  },
};
