// AI Development Algorithm (Prophecy of Kings technology, red), its production half: when their units
// use production, the owner may exhaust it to take 1 off the combined cost per unit upgrade technology
// they own (production.ts, `aiDevelopment` on the order). Its research half — ignoring one prerequisite
// of a unit upgrade — is research.ts's `ignore`.

import { TECHNOLOGIES_BY_ID } from '../content/index.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { PlayerState, Seat } from '../state/state.ts';
import { technologyReady } from '../board/exhaust.ts';

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
