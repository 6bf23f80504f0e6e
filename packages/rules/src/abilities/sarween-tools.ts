// Sarween Tools (generic technology, blue): each production costs its owner 1 resource less in all
// (LRR 90; the order, not each unit).

import type { AbilityRules } from '../hooks/contract.ts';

export const SARWEEN_TOOLS = 'sarween-tools';

/** Sarween Tools in the rule set (engine/rule-set.ts). */
export const sarweenToolsRules: AbilityRules = {
  id: SARWEEN_TOOLS,
  holder: { kind: 'technology', technology: SARWEEN_TOOLS },
  production: {
    discount: {
      by: 'Sarween Tools',
      amount: (state, seat) => ((state.players[seat]?.technologies.includes(SARWEEN_TOOLS) ?? false) ? 1 : 0),
    },
  },
};
