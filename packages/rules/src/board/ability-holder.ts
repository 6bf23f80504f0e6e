// Who may use an ability taken as a component action now (LRR 22): its faction, or the owner of its
// technology or agent, ready, with a strategy-pool token when it spends one. One check for every such
// ability (abilities/pool-abilities.ts, abilities/umbat.ts, the Vortex).

import { factionHas, type StrategyAbility } from '../content/factions.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { hasTechAbility } from './tech-abilities.ts';

export type AbilityHolder =
  | { readonly ability: StrategyAbility }
  | { readonly technology: string }
  | { readonly agent: string; readonly faction: string };

/** Why `seat` cannot use the ability `name` at all now (not theirs, exhausted, no token), or null. */
export function holderProblem(
  state: GameState,
  seat: Seat,
  name: string,
  holder: AbilityHolder,
  spendsToken: boolean,
): RuleError | null {
  const player = state.players[seat];
  if ('ability' in holder) {
    if (!player || !factionHas(player.faction, holder.ability))
      return fail('rule/illegal-choice', `${name} is not your faction's ability.`);
  } else if ('agent' in holder) {
    if (player?.faction !== holder.faction)
      return fail('rule/illegal-choice', `${name} is not your faction's agent.`);
    if (player.exhaustedCards?.includes(holder.agent))
      return fail('rule/illegal-choice', `${name} is exhausted until the status phase.`);
  } else {
    if (!hasTechAbility(player, holder.technology))
      return fail('rule/illegal-choice', `You do not own ${name}.`);
    if (player.exhaustedCards?.includes(holder.technology))
      return fail('rule/illegal-choice', `${name} is exhausted until the status phase.`);
  }
  if (spendsToken && player.pools.strategy < 1)
    return fail(
      'rule/no-token',
      `${name} spends a command token from your strategy pool, and yours is empty.`,
    );
  return null;
}
