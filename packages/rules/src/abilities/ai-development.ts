// AI Development Algorithm (Prophecy of Kings technology, red), its production half: when their units
// use production, the owner may exhaust it to take 1 off the combined cost per unit upgrade technology
// they own (production.ts, `aiDevelopment` on the order). Its research half — ignoring one prerequisite
// of a unit upgrade — is research.ts's `ignore`.

import { TECHNOLOGIES_BY_ID } from '../content/index.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { PlayerState, Seat } from '../state/state.ts';
import { technologyReady } from '../board/exhaust.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import { exhaustCard } from '../board/exhaust.ts';

export const AI_DEVELOPMENT_ALGORITHM = 'ai-development-algorithm';

type Owners = { readonly players: readonly Pick<PlayerState, 'technologies' | 'exhaustedCards'>[] };

/** How much the ready technology would take off a production of `seat` now (0: it cannot be used). */
export function aiDevelopmentDiscount(state: Owners, seat: Seat): number {
  if (!technologyReady(state, seat, AI_DEVELOPMENT_ALGORITHM)) return 0;
  const owned = state.players[seat]?.technologies ?? [];
  return owned.filter((id) => TECHNOLOGIES_BY_ID.get(id)?.upgrades !== undefined).length;
}

/** Why `seat` cannot use it on a production now, or null. */
export function aiDevelopmentProblem(state: Owners, seat: Seat): RuleError | null {
  const me = state.players[seat];
  if (!me?.technologies.includes(AI_DEVELOPMENT_ALGORITHM))
    return fail('rule/illegal-choice', 'You do not own AI Development Algorithm.');
  if (!technologyReady(state, seat, AI_DEVELOPMENT_ALGORITHM))
    return fail('rule/illegal-choice', 'AI Development Algorithm is exhausted until the status phase.');
  if (aiDevelopmentDiscount(state, seat) === 0)
    return fail(
      'rule/illegal-choice',
      'AI Development Algorithm takes 1 off per unit upgrade technology you own, and you own none.',
    );
  return null;
}

/** AI Development Algorithm in the rule set (engine/rule-set.ts): named on a production order. */
export const aiDevelopmentRules: AbilityRules = {
  id: AI_DEVELOPMENT_ALGORITHM,
  holder: { kind: 'technology', technology: AI_DEVELOPMENT_ALGORITHM },
  production: {
    check: (state, seat, order) => {
      if (!order.aiDevelopment) return null;
      return order.harrugh
        ? fail(
            'rule/illegal-choice',
            'Harrugh Gefhara makes these units free: AI Development Algorithm would take nothing off.',
          )
        : aiDevelopmentProblem(state, seat);
    },
    discount: {
      by: 'AI Development Algorithm',
      amount: (state, seat, request) =>
        request.choices.aiDevelopment ? aiDevelopmentDiscount(state, seat) : 0,
    },
    paid: (state, seat, order) => ({
      state: order.aiDevelopment ? exhaustCard(state, seat, AI_DEVELOPMENT_ALGORITHM) : state,
      events: [],
    }),
    // Offered only when it would take something off.
    form: (state, seat) => {
      const off = aiDevelopmentDiscount(state, seat);
      return off > 0
        ? [
            {
              kind: 'toggle',
              id: 'ai-development',
              key: 'aiDevelopment',
              label: `AI Development Algorithm (exhausts it): −${off} to the cost, one per unit upgrade you own`,
              hiddenWith: ['harrugh'],
            },
          ]
        : [];
    },
  },
};
