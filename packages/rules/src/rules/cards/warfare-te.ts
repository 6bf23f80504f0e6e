// Warfare as Thunder's Edge prints it (lobby option `thundersEdge`; reference:
// shared/reference/asyncti4/strategy_cards/te.json). The primary is a tactical action in any system
// without placing a command token there, even a system that already holds one of the player's tokens
// (the system still counts as activated), with the pools rearranged before and after. So the primary
// has two steps: (1) rearrange and activate — the turn stays with the player, who produces and moves
// as in any tactical action (tactical.ts, production.ts); (2) rearrange again and finish, which opens
// the secondary. A follower spends a strategy token that stays off the board to use the production of
// every unit in their home system (not one space dock, as on the base card).

import { afterProductionResolved } from '../../hooks/mechanisms.ts';
import { z } from 'zod';
import { SYSTEMS_BY_ID } from '../../content/index.ts';
import { findSystem } from '../../board/forces.ts';
import { applied } from '../../state/outcome.ts';
import {
  exampleOrder,
  produce,
  productionLimit,
  productionOrderSchema,
  type ProductionOrder,
} from '../production.ts';
import { fail, type RuleError } from '../../kernel/result.ts';
import type { CommandPools, GameState, Seat } from '../../state/state.ts';
import { systemLabel } from '../tactical.ts';
import { poolsSchema, poolTotal } from '../../board/tokens.ts';
import { updatePlayer } from '../../state/update.ts';
import type { CardRules } from './types.ts';

const primary = z
  .object({
    /** Step 1: the system the tactical action takes place in. Absent in step 2 (finishing). */
    system: z.string().min(1).max(16).optional(),
    /** The pools, rearranged (same total: LRR 99.2's redistribution). */
    pools: poolsSchema,
  })
  .strict();

const secondary = productionOrderSchema;

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;
const poolsText = (p: CommandPools) => `${p.tactic} tactic, ${p.fleet} fleet, ${p.strategy} strategy`;

function rearrangeProblem(state: GameState, seat: Seat, pools: CommandPools): RuleError | null {
  const total = poolTotal(state.players[seat]?.pools ?? pools);
  return poolTotal(pools) === total
    ? null
    : fail(
        'rule/illegal-choice',
        `Your pools must hold ${total} tokens in all: you may move tokens between pools, not add or remove them.`,
      );
}

/** Why Warfare's tactical action cannot take place in this system, or null. */
function systemProblem(state: GameState, systemId: string): RuleError | null {
  if (!findSystem(state, systemId))
    return fail('rule/illegal-choice', `System ${systemId} is not on the board.`);
  if (SYSTEMS_BY_ID.get(systemId)?.kind === 'hyperlane')
    return fail('rule/illegal-choice', 'A hyperlane is not a system: it cannot be activated.');
  return null;
}

function resolvePrimary(state: GameState, seat: Seat, raw: unknown) {
  const choices = raw as z.infer<typeof primary>;
  const bad = rearrangeProblem(state, seat, choices.pools);
  if (bad) return bad;
  const arranged = updatePlayer(state, seat, (p) => ({ ...p, pools: choices.pools }));
  if (!state.tactical) {
    if (choices.system === undefined)
      return fail('rule/illegal-choice', 'Choose the system where Warfare’s tactical action takes place.');
    const problem = systemProblem(state, choices.system);
    if (problem) return problem;
    // A new tactical action: its production step is fresh, even in a system produced in this round.
    const next: GameState = {
      ...arranged,
      tactical: { system: choices.system },
      construction: { ...arranged.construction, producedIn: null },
    };
    return {
      ok: true as const,
      state: next,
      events: [
        {
          type: 'note' as const,
          seat,
          text: `${nameOf(state, seat)} arranges the pools as ${poolsText(choices.pools)} and takes a tactical action in ${systemLabel(choices.system)} without placing a command token (Warfare).`,
        },
      ],
      done: false,
    };
  }
  if (choices.system !== undefined && choices.system !== state.tactical.system)
    return fail(
      'rule/illegal-choice',
      `Warfare’s tactical action is under way in ${systemLabel(state.tactical.system)}: finish it first.`,
    );
  return {
    ok: true as const,
    state: { ...arranged, tactical: null },
    events: [
      {
        type: 'note' as const,
        seat,
        text: `${nameOf(state, seat)} ends Warfare’s tactical action in ${systemLabel(state.tactical.system)} and arranges the pools as ${poolsText(choices.pools)}.`,
      },
    ],
    done: true,
  };
}

const homeSite = (state: GameState, seat: Seat) => ({ system: state.players[seat]?.homeSystem ?? '' });

function resolveSecondary(state: GameState, seat: Seat, raw: unknown) {
  const out = produce(state, seat, homeSite(state, seat), raw as ProductionOrder);
  if ('ok' in out) return out;
  return applied(afterProductionResolved(out.state, seat), out.events);
}

export const warfareTeCard: CardRules = {
  primary,
  secondary,
  resolvePrimary,
  followCostsToken: () => true,
  cannotFollow: (state, seat) =>
    productionLimit(state, seat, homeSite(state, seat)) > 0
      ? null
      : fail(
          'rule/illegal-choice',
          'No unit of yours in your home system can produce (a space dock on a planet you control, for one).',
        ),
  resolveSecondary,
  ordered: false,
  examplePrimary: (state, seat) => {
    const pools = state.players[seat]?.pools;
    if (!pools) return null;
    if (state.tactical) return { pools };
    const home = state.players[seat]?.homeSystem;
    const system = home && findSystem(state, home) ? home : state.galaxy.systems[0]?.systemId;
    return system === undefined ? null : { system, pools };
  },
  exampleSecondary: (state, seat) => exampleOrder(state, seat, homeSite(state, seat)),
};
