// Hegemonic Trade Policy (the Winnu's faction technology): exhausted when their units use production,
// one planet they control has its resource and influence values swapped for that production — in the
// app, a planet of the payment counts its influence as resources (production.ts, `hegemonic`). The
// technology readies in the status phase.

import { planetName } from '../board/forces.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, PlayerState, Seat } from '../state/state.ts';
import { exhaustCard, technologyReady } from '../board/exhaust.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';
import type { AbilityRules } from '../hooks/contract.ts';

export const HEGEMONIC_TRADE_POLICY = 'hegemonic-trade-policy';

/** Whether `seat` owns it, ready. */
export function hegemonicReady(
  state: { readonly players: readonly Pick<PlayerState, 'technologies' | 'exhaustedCards'>[] },
  seat: Seat,
): boolean {
  return technologyReady(state, seat, HEGEMONIC_TRADE_POLICY);
}

/** Why the swap cannot be used on `planet` in this payment, or null. */
export function hegemonicProblem(
  state: GameState,
  seat: Seat,
  planet: string,
  paying: readonly string[],
): RuleError | null {
  if (!hasTechAbility(state.players[seat], HEGEMONIC_TRADE_POLICY))
    return fail('rule/illegal-choice', 'You do not own Hegemonic Trade Policy.');
  if (!hegemonicReady(state, seat))
    return fail('rule/illegal-choice', 'Hegemonic Trade Policy is exhausted until the status phase.');
  if (!paying.includes(planet) || !state.galaxy.planets[planet])
    return fail(
      'rule/illegal-choice',
      `Hegemonic Trade Policy swaps the values of a planet you exhaust to pay; ${planetName(planet)} is not in the payment.`,
    );
  return null;
}

export function exhaustHegemonic(state: GameState, seat: Seat): GameState {
  return exhaustCard(state, seat, HEGEMONIC_TRADE_POLICY);
}

/** Hegemonic Trade Policy in the rule set (engine/rule-set.ts): a payment planet named on the order. */
export const hegemonicRules: AbilityRules = {
  id: HEGEMONIC_TRADE_POLICY,
  holder: { kind: 'technology', technology: HEGEMONIC_TRADE_POLICY },
  production: {
    check: (state, seat, order) =>
      order.hegemonic === undefined
        ? null
        : hegemonicProblem(state, seat, order.hegemonic, order.payment.planets),
    paid: (state, seat, order) => ({
      state: order.hegemonic === undefined ? state : exhaustHegemonic(state, seat),
      events: [],
    }),
    form: (state, seat) =>
      hegemonicReady(state, seat)
        ? [
            {
              kind: 'paying-planet',
              id: 'hegemonic',
              key: 'hegemonic',
              text: 'Hegemonic Trade Policy (exhausts it): a paying planet counts its influence instead.',
              label: 'Planet whose influence counts',
              none: 'No planet',
            },
          ]
        : [],
  },
};
