// Munitions Reserves (the Barony of Letnev's faction ability): at the start of each round of space
// combat, the Letnev player may spend 2 trade goods to re-roll any of their dice in that round (LRR 74).
// The game asks at the start of each round while they can pay (rules/round-options.ts); taken, the
// dice of that round's combat rolls that missed are rolled once more — re-rolling a hit never helps,
// so the engine re-rolls exactly the misses (rules/volley.ts).

import type { AbilityRules } from '../hooks/contract.ts';

export const MUNITIONS_RESERVES = 'munitions-reserves';
const LETNEV = 'barony-of-letnev';

/** Munitions Reserves in the rule set (engine/rule-set.ts). */
export const munitionsReservesRules: AbilityRules = {
  id: MUNITIONS_RESERVES,
  holder: { kind: 'faction', faction: LETNEV },
  combat: {
    roundOption: (state, seat) =>
      state.players.find((p) => p.seat === seat)?.faction === LETNEV
        ? { id: MUNITIONS_RESERVES, name: 'Munitions Reserves', tradeGoods: 2, effect: 'reroll-misses' }
        : null,
  },
};
