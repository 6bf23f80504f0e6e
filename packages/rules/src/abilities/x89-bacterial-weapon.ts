// X-89 Bacterial Weapon (generic technology, green; the text the app's technology table carries, not the
// Ω action): after its owner's bombardment of a planet has destroyed one or more of the opponent's
// infantry, all of that opponent's infantry on the planet are destroyed (LRR 15). Using it never hurts
// its owner: the engine always does (rules/ground-combat-abilities.ts).

import type { AbilityRules } from '../hooks/contract.ts';
import { countOf } from '../board/forces.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';

export const X89_BACTERIAL_WEAPON = 'x-89-bacterial-weapon';

/** X-89 Bacterial Weapon in the rule set (engine/rule-set.ts). */
export const x89BacterialWeaponRules: AbilityRules = {
  id: X89_BACTERIAL_WEAPON,
  holder: { kind: 'technology', technology: X89_BACTERIAL_WEAPON },
  combat: {
    afterBombardment: (state, b) => {
      const owner = state.players.find((p) => p.seat === b.seat);
      if (!hasTechAbility(owner, X89_BACTERIAL_WEAPON) || countOf(b.destroyed, 'infantry') === 0) return null;
      const left = countOf(state.galaxy.planets[b.planet]?.units[String(b.target)], 'infantry');
      return left > 0 ? { destroy: { infantry: left }, name: 'X-89 Bacterial Weapon' } : null;
    },
  },
};
