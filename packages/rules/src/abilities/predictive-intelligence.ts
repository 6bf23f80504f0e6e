// Predictive Intelligence (Prophecy of Kings technology, yellow), its turn half: at the end of their
// turn the owner may exhaust it to redistribute their command tokens among the three pools (LRR 20).
// In the app the turn ends with `end-turn` (after a tactical action) or `pass`; either may carry the
// new arrangement (`predictiveIntelligence`). Its agenda half (3 more votes) is counted at the table.

import { fleetPoolLimit } from '../board/laws.ts';
import type { GameEvent } from '../state/events.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { CommandPools, GameState, Seat } from '../state/state.ts';
import { poolTotal } from '../board/tokens.ts';
import { updatePlayer } from '../state/update.ts';
import { exhaustCard, technologyReady } from '../board/exhaust.ts';
import type { AbilityRules } from '../hooks/contract.ts';

export const PREDICTIVE_INTELLIGENCE = 'predictive-intelligence';

/** Why `seat` cannot arrange their sheet as `pools` with it now, or null. */
export function predictiveProblem(state: GameState, seat: Seat, pools: CommandPools): RuleError | null {
  const me = state.players[seat];
  if (!me?.technologies.includes(PREDICTIVE_INTELLIGENCE))
    return fail('rule/illegal-choice', 'You do not own Predictive Intelligence.');
  if (!technologyReady(state, seat, PREDICTIVE_INTELLIGENCE))
    return fail('rule/illegal-choice', 'Predictive Intelligence is exhausted until the status phase.');
  const total = poolTotal(me.pools);
  if (poolTotal(pools) !== total)
    return fail(
      'rule/illegal-choice',
      `Predictive Intelligence moves the ${total} tokens on your command sheet; this arrangement holds ${poolTotal(pools)}.`,
    );
  const fleetLimit = fleetPoolLimit(state);
  if (pools.fleet > fleetLimit && pools.fleet > me.pools.fleet)
    return fail(
      'rule/limit-reached',
      `Fleet Regulations is in play: at most ${fleetLimit} tokens in your fleet pool.`,
    );
  return null;
}

/** Exhausts it and arranges the sheet as `pools` (checked by `predictiveProblem`). */
export function predictiveIntelligence(
  state: GameState,
  seat: Seat,
  pools: CommandPools,
): { state: GameState; events: GameEvent[] } | RuleError {
  const problem = predictiveProblem(state, seat, pools);
  if (problem) return problem;
  const next = exhaustCard(
    updatePlayer(state, seat, (p) => ({ ...p, pools })),
    seat,
    PREDICTIVE_INTELLIGENCE,
  );
  const name = state.players[seat]?.name ?? `Seat ${seat + 1}`;
  return {
    state: next,
    events: [
      {
        type: 'note',
        seat,
        text: `${name} exhausts Predictive Intelligence at the end of their turn: ${pools.tactic} tactic, ${pools.fleet} fleet, ${pools.strategy} strategy.`,
      },
    ],
  };
}

/** Predictive Intelligence in the rule set (engine/rule-set.ts): the arrangement the turn's end names. */
export const predictiveIntelligenceRules: AbilityRules = {
  id: PREDICTIVE_INTELLIGENCE,
  holder: { kind: 'technology', technology: PREDICTIVE_INTELLIGENCE },
  on: {
    turnEnding: (state, seat, intent) =>
      intent.predictiveIntelligence
        ? predictiveIntelligence(state, seat, intent.predictiveIntelligence)
        : null,
  },
};
