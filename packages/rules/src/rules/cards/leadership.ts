// Leadership (LRR 52): the active player gains three command tokens, then may
// buy one more for every three influence spent (52.2); the others may buy
// tokens the same way without spending a strategy token (52.3). Every token
// comes from reinforcements and goes to the pools the player chooses (52.4).

import { z } from 'zod';
import type { GameEvent } from '../../state/events.ts';
import { applied, type Outcome } from '../../state/outcome.ts';
import { pay, paymentSchema } from '../../board/payment.ts';
import { fail } from '../../kernel/result.ts';
import type { CommandPools, GameState, Seat } from '../../state/state.ts';
import { POOLS, poolsSchema, reinforcementTokens } from '../../board/tokens.ts';
import { updatePlayer } from '../../state/update.ts';
import { plural, seatName } from '../../board/card-helpers.ts';
import type { CardRules } from './types.ts';

/** LRR 52.2: the tokens the primary gives before any spending. */
export const LEADERSHIP_FREE_TOKENS = 3;
/** LRR 52.2–52.3: influence per token bought. */
export const INFLUENCE_PER_TOKEN = 3;

export const leadershipChoices = z
  .object({
    /** Planets (or space stations) exhausted for influence, and trade goods (1 influence each). */
    payment: paymentSchema.default({ planets: [], tradeGoods: 0 }),
    /** Where the gained tokens go; must add up to the tokens gained. */
    pools: poolsSchema,
  })
  .strict();
export type LeadershipChoices = z.infer<typeof leadershipChoices>;

/** Tokens gained for `influence` spent plus `free` tokens, limited by what is in reinforcements. */
export function tokensGained(
  free: number,
  influence: number,
  inReinforcements: number,
): { wanted: number; gained: number } {
  const wanted = free + Math.floor(influence / INFLUENCE_PER_TOKEN);
  return { wanted, gained: Math.min(wanted, Math.max(0, inReinforcements)) };
}

/** An even spread of `n` tokens over the pools (tactic first). */
export function spreadTokens(n: number): CommandPools {
  const pools: CommandPools = { tactic: 0, fleet: 0, strategy: 0 };
  for (let i = 0; i < n; i++) {
    const pool = POOLS[i % POOLS.length] ?? 'tactic';
    pools[pool] += 1;
  }
  return pools;
}

function gainTokens(state: GameState, seat: Seat, free: number, choices: LeadershipChoices): Outcome {
  const paid = pay(state, seat, choices.payment, 'influence');
  if ('ok' in paid) return paid;
  const available = reinforcementTokens(state, seat);
  const { wanted, gained } = tokensGained(free, paid.amount, available);
  const bought = wanted - free;
  if (paid.amount > 0 && bought === 0) {
    return fail(
      'rule/illegal-choice',
      `You need ${INFLUENCE_PER_TOKEN} influence for one token; you chose ${paid.amount}.`,
    );
  }
  if (paid.amount > 0 && gained <= free) {
    return fail(
      'rule/illegal-choice',
      `Your reinforcements hold only ${plural(available, 'command token')}: spending influence would buy nothing.`,
    );
  }
  const placed = choices.pools.tactic + choices.pools.fleet + choices.pools.strategy;
  if (placed !== gained) {
    return fail(
      'rule/illegal-choice',
      `You gain ${plural(gained, 'command token')}: place exactly ${gained} in your pools (you placed ${placed}).`,
    );
  }
  const next = updatePlayer(paid.state, seat, (p) => ({
    ...p,
    pools: {
      tactic: p.pools.tactic + choices.pools.tactic,
      fleet: p.pools.fleet + choices.pools.fleet,
      strategy: p.pools.strategy + choices.pools.strategy,
    },
  }));
  return applied(next, describe(state, seat, paid.amount, bought, gained, wanted, choices.pools));
}

function describe(
  state: GameState,
  seat: Seat,
  influence: number,
  bought: number,
  gained: number,
  wanted: number,
  pools: CommandPools,
): GameEvent[] {
  const name = seatName(state, seat);
  const spent = influence > 0 ? `spends ${influence} influence for ${plural(bought, 'token')} and ` : '';
  const where = `tactic ${pools.tactic}, fleet ${pools.fleet}, strategy ${pools.strategy}`;
  const events: GameEvent[] = [
    { type: 'note', seat, text: `${name} ${spent}gains ${plural(gained, 'command token')} (${where}).` },
  ];
  if (gained < wanted) {
    events.push({
      type: 'note',
      seat,
      text: `${name}'s reinforcements held only ${gained}: ${plural(wanted - gained, 'token')} could not be gained.`,
    });
  }
  return events;
}

function example(state: GameState, seat: Seat, free: number): LeadershipChoices {
  const { gained } = tokensGained(free, 0, reinforcementTokens(state, seat));
  return { payment: { planets: [], tradeGoods: 0 }, pools: spreadTokens(gained) };
}

function asChoices(choices: unknown): LeadershipChoices {
  return choices as LeadershipChoices;
}

export const leadershipCard: CardRules = {
  primary: leadershipChoices,
  secondary: leadershipChoices,
  resolvePrimary(state, seat, choices) {
    const out = gainTokens(state, seat, LEADERSHIP_FREE_TOKENS, asChoices(choices));
    return out.ok ? { ...out, done: true } : out;
  },
  // LRR 52.3: the secondary costs no strategy token.
  followCostsToken: () => false,
  resolveSecondary: (state, seat, choices) => gainTokens(state, seat, 0, asChoices(choices)),
  ordered: false,
  examplePrimary: (state, seat) => example(state, seat, LEADERSHIP_FREE_TOKENS),
  exampleSecondary: (state, seat) => example(state, seat, 0),
};
