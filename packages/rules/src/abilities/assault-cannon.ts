// Assault Cannon (generic technology, red): at the start of a space combat in a system holding three or
// more of its owner's non-fighter ships, their opponent destroys one of their own non-fighter ships, of
// their choice; a destroy, not a hit, so Sustain Damage cannot stop it (rules/combat-openings.ts).

import type { AbilityRules } from '../hooks/contract.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';

export const ASSAULT_CANNON = 'assault-cannon';

/** Assault Cannon in the rule set (engine/rule-set.ts). */
export const assaultCannonRules: AbilityRules = {
  id: ASSAULT_CANNON,
  holder: { kind: 'technology', technology: ASSAULT_CANNON },
  combat: {
    opening: (state, { seat, ships }) =>
      hasTechAbility(
        state.players.find((p) => p.seat === seat),
        ASSAULT_CANNON,
      ) && ships.reduce((a, [t, n]) => a + (t === 'fighter' ? 0 : n), 0) >= 3
        ? { name: 'Assault Cannon', destroy: 1 }
        : null,
  },
};
