// Harrugh Gefhara, the Hacan hero (Prophecy of Kings; unlocked with three scored objectives, LRR 51):
// when their units use production, they may purge it so that every unit of that production costs 0
// (production.ts, `harrugh` on the order). Nothing is paid; the hero is gone for the game.

import { HERO_UNLOCK_OBJECTIVES, objectivesScored } from '../board/hero-unlock.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import type { AbilityRules } from '../hooks/contract.ts';

export const HARRUGH_GEFHARA = 'harrugh-gefhara';
const HACAN = 'emirates-of-hacan';

type Scoring = Parameters<typeof objectivesScored>[0] & {
  readonly players: readonly { readonly faction: string | null; readonly purged?: readonly string[] }[];
};

/** Why `seat` cannot use it now (from the state or their own view), or null. */
export function harrughProblem(state: Scoring, seat: Seat): RuleError | null {
  const me = state.players[seat];
  if (me?.faction !== HACAN) return fail('rule/illegal-choice', 'Harrugh Gefhara is the Hacan hero.');
  if (me.purged?.includes(HARRUGH_GEFHARA))
    return fail('rule/illegal-choice', 'Harrugh Gefhara has been used and purged.');
  const scored = objectivesScored(state, seat);
  if (scored < HERO_UNLOCK_OBJECTIVES)
    return fail(
      'rule/illegal-choice',
      `Harrugh Gefhara is locked: a hero unlocks after ${HERO_UNLOCK_OBJECTIVES} scored objectives, and you have ${scored}.`,
    );
  return null;
}

export function purgeHarrugh(state: GameState, seat: Seat): GameState {
  return updatePlayer(state, seat, (p) => ({ ...p, purged: [...(p.purged ?? []), HARRUGH_GEFHARA] }));
}

/** Harrugh Gefhara in the rule set (engine/rule-set.ts): named on a production order. */
export const harrughRules: AbilityRules = {
  id: HARRUGH_GEFHARA,
  holder: { kind: 'leader', leader: HARRUGH_GEFHARA, faction: HACAN },
  production: {
    check: (state, seat, order) => (order.harrugh ? harrughProblem(state, seat) : null),
    // Every unit costs 0: all that is left to pay.
    discount: {
      by: 'Harrugh Gefhara',
      amount: (_state, _seat, request) => (request.choices.harrugh ? Infinity : 0),
    },
    paid: (state, seat, order) => ({ state: order.harrugh ? purgeHarrugh(state, seat) : state, events: [] }),
    form: (state, seat) =>
      harrughProblem(state, seat) === null
        ? [
            {
              kind: 'toggle',
              id: 'harrugh',
              key: 'harrugh',
              label:
                'Harrugh Gefhara (your hero, purged for the game): every unit of this production costs 0',
            },
          ]
        : [],
  },
};
