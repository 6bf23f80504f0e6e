// Ambush (Mentak Coalition faction ability): at the start of a space combat, up to two of their cruisers
// or destroyers in the system roll one die each at the ship's combat value; the hits are assigned by the
// opponent (rules/combat-openings.ts). The rule says "may": rolling never costs them anything, so the
// engine always rolls, with the two ships that hit most easily (docs/rules-decisions.md).

import type { AbilityRules } from '../hooks/contract.ts';

export const AMBUSH = 'ambush';
const MENTAK = 'mentak-coalition';
const SHIPS = ['cruiser', 'destroyer'] as const;

/** Ambush in the rule set (engine/rule-set.ts). */
export const ambushRules: AbilityRules = {
  id: AMBUSH,
  holder: { kind: 'faction', faction: MENTAK },
  combat: {
    opening: (state, { seat, ships }) =>
      state.players.find((p) => p.seat === seat)?.faction === MENTAK &&
      ships.some(([t, n]) => n > 0 && (SHIPS as readonly string[]).includes(t))
        ? { name: 'Ambush', roll: { units: SHIPS, max: 2 } }
        : null,
  },
};
