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
import type { Offer, OfferField } from '../hooks/offer.ts';

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

/** As the turn ends (`end-turn` after a tactical action, or `pass`): every arrangement of the sheet. */
export function predictiveOffers(state: GameState, seat: Seat): Offer[] {
  const me = state.players[seat];
  if (
    !me?.technologies.includes(PREDICTIVE_INTELLIGENCE) ||
    !technologyReady(state, seat, PREDICTIVE_INTELLIGENCE)
  )
    return [];
  const total = poolTotal(me.pools);
  const fleet = Math.max(me.pools.fleet, Math.min(total, fleetPoolLimit(state)));
  const field: OfferField = {
    kind: 'tally',
    key: 'predictiveIntelligence',
    label: `Your ${total} command tokens`,
    items: [
      { id: 'tactic', label: 'Tactic pool', max: total },
      { id: 'fleet', label: 'Fleet pool', max: fleet },
      { id: 'strategy', label: 'Strategy pool', max: total },
    ],
    min: total,
    max: total,
    all: true,
    start: { tactic: me.pools.tactic, fleet: me.pools.fleet, strategy: me.pools.strategy },
  };
  const text = `Exhaust it as your turn ends and move the ${total} tokens on your command sheet among its pools.`;
  return [
    {
      id: 'predictive-intelligence-end-turn',
      type: 'end-turn',
      title: 'End the turn with Predictive Intelligence',
      text,
      place: 'turn',
      base: { type: 'end-turn' },
      fields: [field],
      submit: 'End the turn with this arrangement',
    },
    {
      id: 'predictive-intelligence-pass',
      type: 'pass',
      title: 'Pass with Predictive Intelligence',
      text: `${text} Passing ends your part in this round.`,
      place: 'turn',
      base: { type: 'pass' },
      fields: [field],
      submit: 'Pass with this arrangement',
    },
  ];
}

/** Predictive Intelligence in the rule set (engine/rule-set.ts): the arrangement the turn's end names. */
export const predictiveIntelligenceRules: AbilityRules = {
  id: PREDICTIVE_INTELLIGENCE,
  holder: { kind: 'technology', technology: PREDICTIVE_INTELLIGENCE },
  offers: predictiveOffers,
  offerTypes: ['end-turn', 'pass'],
  on: {
    turnEnding: (state, seat, intent) =>
      intent.predictiveIntelligence
        ? predictiveIntelligence(state, seat, intent.predictiveIntelligence)
        : null,
  },
};
