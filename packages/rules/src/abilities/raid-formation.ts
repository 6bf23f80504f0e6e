// Raid Formation (Argent Flight faction ability): when their units use Anti-Fighter Barrage (LRR 10),
// each hit beyond the opponent's fighters damages one of the opponent's ships that can still use
// Sustain Damage (LRR 87). The barrage (rules/barrage.ts) asks for it through the combat hook; which
// ships are damaged is chosen in rules/barrage-damage.ts.

import type { AbilityRules } from '../hooks/contract.ts';

export const ARGENT_FLIGHT = 'argent-flight';

/** Raid Formation in the rule set (engine/rule-set.ts). */
export const raidFormationRules: AbilityRules = {
  id: 'raid-formation',
  holder: { kind: 'faction', faction: ARGENT_FLIGHT },
  combat: {
    barrageDamages: (state, seat) =>
      state.players.find((p) => p.seat === seat)?.faction === ARGENT_FLIGHT ? 'Raid Formation' : null,
  },
};
