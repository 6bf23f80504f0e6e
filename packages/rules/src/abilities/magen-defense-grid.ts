// Magen Defense Grid (generic technology, red; the Ω text the app uses): at the start of a ground combat
// on a planet holding one or more of its owner's structures (PDS, space dock), its owner produces 1 hit
// that the opponent assigns to one of their ground forces (LRR 42; a mech may use Sustain Damage, LRR 87).
// Using it never hurts its owner: the engine always does (rules/ground-combat-abilities.ts).

import type { AbilityRules } from '../hooks/contract.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';
import { countOf } from '../board/forces.ts';
import { STRUCTURES } from '../board/structures.ts';

export const MAGEN_DEFENSE_GRID = 'magen-defense-grid';

/** Magen Defense Grid in the rule set (engine/rule-set.ts). */
export const magenDefenseGridRules: AbilityRules = {
  id: MAGEN_DEFENSE_GRID,
  holder: { kind: 'technology', technology: MAGEN_DEFENSE_GRID },
  combat: {
    groundCombatStartHits: (state, seat, _opponent, planet) =>
      hasTechAbility(
        state.players.find((p) => p.seat === seat),
        MAGEN_DEFENSE_GRID,
      ) && STRUCTURES.some((t) => countOf(state.galaxy.planets[planet]?.units[String(seat)], t) > 0)
        ? { count: 1, name: 'Magen Defense Grid' }
        : null,
  },
};
