// Harrow (L1Z1X Mindnet faction ability): at the end of each round of a ground combat, their ships in
// the active system use Bombardment against the opponent's ground forces on that planet (LRR 15; a
// Planetary Shield still stops it, LRR 65). The opponent assigns the hits. Using it never hurts its
// owner: the engine always does (rules/ground-combat-abilities.ts).

import type { AbilityRules } from '../hooks/contract.ts';

export const HARROW = 'harrow';
const L1Z1X = 'l1z1x-mindnet';

/** Harrow in the rule set (engine/rule-set.ts). */
export const harrowRules: AbilityRules = {
  id: HARROW,
  holder: { kind: 'faction', faction: L1Z1X },
  combat: {
    bombardsAfterGroundRound: (state, seat) =>
      state.players.find((p) => p.seat === seat)?.faction === L1Z1X ? 'Harrow' : null,
  },
};
