// Instinct Training (the Xxcha's faction technology): when another player plays an action card, the
// Xxcha may exhaust it and spend a strategy-pool token to cancel that card. The window the card waits
// in is rules/cancel-window.ts; this is who may cancel and what it costs.

import type { AbilityRules } from '../hooks/contract.ts';
import { after } from '../hooks/mechanisms.ts';
import { exhaustCard, technologyReady } from '../board/exhaust.ts';
import { updatePlayer } from '../state/update.ts';

export const INSTINCT_TRAINING = 'instinct-training';

/** Instinct Training in the rule set (engine/rule-set.ts). */
export const instinctTrainingRules: AbilityRules = {
  id: INSTINCT_TRAINING,
  holder: { kind: 'technology', technology: INSTINCT_TRAINING },
  cancelsActionCards: {
    name: 'Instinct Training',
    can: (state, seat) =>
      (state.players[seat]?.pools.strategy ?? 0) >= 1 && technologyReady(state, seat, INSTINCT_TRAINING),
    cannot: 'Instinct Training needs to be ready and a token in your strategy pool.',
    pay: (state, seat) => {
      const spent = updatePlayer(state, seat, (p) => ({
        ...p,
        pools: { ...p.pools, strategy: p.pools.strategy - 1 },
      }));
      // Magmus and the like follow the token spent.
      return after('strategyTokenSpent', exhaustCard(spent, seat, INSTINCT_TRAINING), seat);
    },
    paysText: 'exhausts Instinct Training and spends a strategy token',
  },
};
