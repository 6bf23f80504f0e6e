// Warfare (LRR 99): the active player takes one of their command tokens off the board into a pool,
// then redistributes their tokens among the pools. A follower spends a strategy token (not placed on
// the board) to use the production of one space dock in their home system (production.ts).

import { afterProductionResolved } from '../../hooks/mechanisms.ts';
import { z } from 'zod';
import { findSystem } from '../../board/forces.ts';
import { applied } from '../../state/outcome.ts';
import {
  exampleOrder,
  homeDocks,
  produce,
  productionLimit,
  productionOrderSchema,
  type ProductionOrder,
} from '../production.ts';
import { fail } from '../../kernel/result.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { poolsSchema, poolTotal } from '../../board/tokens.ts';
import { updatePlayer } from '../../state/update.ts';
import type { CardRules } from './types.ts';

const primary = z
  .object({
    /** The system whose command token comes back; null only when none of yours is on the board. */
    system: z.string().min(1).max(16).nullable().default(null),
    /** The pools after taking the token back and redistributing (LRR 99.1–99.2). */
    pools: poolsSchema,
  })
  .strict();

const secondary = productionOrderSchema.extend({
  /** The planet of the home-system space dock that produces (default: the one with the highest limit). */
  dock: z.string().min(1).max(64).optional(),
});

function resolvePrimary(state: GameState, seat: Seat, raw: unknown) {
  const choices = raw as z.infer<typeof primary>;
  const player = state.players[seat];
  if (!player) return fail('rule/illegal-choice', 'No such player.');
  const onBoard = state.galaxy.systems.filter((s) => s.tokens.includes(seat));
  let next = state;
  let taken = 0;
  if (choices.system === null) {
    if (onBoard.length > 0) {
      return fail('rule/illegal-choice', 'Choose one of your command tokens on the board to take back.');
    }
  } else {
    const system = findSystem(state, choices.system);
    if (!system?.tokens.includes(seat)) {
      return fail('rule/illegal-choice', `You have no command token in system ${choices.system}.`);
    }
    next = {
      ...next,
      galaxy: {
        ...next.galaxy,
        systems: next.galaxy.systems.map((s) =>
          s.systemId === choices.system ? { ...s, tokens: s.tokens.filter((t) => t !== seat) } : s,
        ),
      },
    };
    taken = 1;
  }
  const total = poolTotal(player.pools) + taken;
  if (poolTotal(choices.pools) !== total) {
    return fail(
      'rule/illegal-choice',
      `Your pools must hold ${total} tokens in all: you may move tokens between pools, not add or remove them.`,
    );
  }
  next = updatePlayer(next, seat, (p) => ({ ...p, pools: choices.pools }));
  const p = choices.pools;
  return {
    ok: true as const,
    state: next,
    events: [
      {
        type: 'note' as const,
        seat,
        text: `${player.name} ${taken ? `takes back the command token in system ${choices.system} and ` : ''}arranges the pools as ${p.tactic} tactic, ${p.fleet} fleet, ${p.strategy} strategy.`,
      },
    ],
    done: true,
  };
}

/** The home dock used when the follower does not name one: the one with the highest limit. */
function bestDock(state: GameState, seat: Seat): string | undefined {
  const home = state.players[seat]?.homeSystem ?? '';
  return homeDocks(state, seat)
    .map((dock) => ({ dock, limit: productionLimit(state, seat, { system: home, dock }) }))
    .sort((a, b) => b.limit - a.limit)[0]?.dock;
}

function resolveSecondary(state: GameState, seat: Seat, raw: unknown) {
  const choices = raw as z.infer<typeof secondary>;
  const home = state.players[seat]?.homeSystem ?? '';
  const docks = homeDocks(state, seat);
  const dock = choices.dock ?? bestDock(state, seat);
  if (dock === undefined || !docks.includes(dock)) {
    return fail('rule/illegal-choice', 'Choose a space dock in your home system on a planet you control.');
  }
  const { dock: _dock, ...order } = choices;
  const out = produce(state, seat, { system: home, dock }, order as ProductionOrder);
  if ('ok' in out) return out;
  return applied(afterProductionResolved(out.state, seat), out.events);
}

export const warfareCard: CardRules = {
  primary,
  secondary,
  resolvePrimary,
  followCostsToken: () => true,
  cannotFollow: (state, seat) =>
    homeDocks(state, seat).length > 0
      ? null
      : fail(
          'rule/illegal-choice',
          'You have no space dock in your home system on a planet you control, so there is nothing to produce with.',
        ),
  resolveSecondary,
  ordered: false,
  examplePrimary: (state, seat) => {
    const player = state.players[seat];
    if (!player) return null;
    const system = state.galaxy.systems.find((s) => s.tokens.includes(seat))?.systemId ?? null;
    const pools = { ...player.pools, tactic: player.pools.tactic + (system === null ? 0 : 1) };
    return { system, pools };
  },
  exampleSecondary: (state, seat) => {
    const dock = bestDock(state, seat);
    const home = state.players[seat]?.homeSystem;
    if (dock === undefined || !home) return null;
    const order = exampleOrder(state, seat, { system: home, dock });
    return order ? { ...order, dock } : null;
  },
};
