// Construction (LRR 24; shared/rules/000): the active player may place a PDS or a space dock on a
// planet they control, then one more PDS (any systems; command tokens do not matter). A follower puts
// a strategy-pool token in any system (back to reinforcements if one of theirs is already there),
// then places a PDS or a space dock on a planet they control in that system.

import { z } from 'zod';
import { systemOfPlanet } from '../../content/index.ts';
import type { GameEvent } from '../../state/events.ts';
import { findSystem, planetName } from '../../board/forces.ts';
import { applied } from '../../state/outcome.ts';
import { fail, type RuleError } from '../../kernel/result.ts';
import type { GameState, Seat } from '../../state/state.ts';
import {
  anyPlacement,
  findPlacement,
  placeStructure,
  placementSchema,
  STRUCTURES,
  type Placement,
} from '../../board/structures.ts';
import { updatePlayer } from '../../state/update.ts';

import type { CardRules } from './types.ts';
import { after } from '../../hooks/mechanisms.ts';

const primary = z
  .object({
    /** Zero, one or two placements; a second one is a PDS (LRR 24.2). */
    placements: z.array(placementSchema).max(2).default([]),
  })
  .strict();

const secondary = z
  .object({
    /** The system that receives the strategy token; the structure goes on a planet in it. */
    system: z.string().min(1).max(16),
    structure: z.enum(STRUCTURES),
    planet: z.string().min(1).max(64),
    pullFrom: z.string().min(1).max(64).optional(),
  })
  .strict();

function resolvePrimary(state: GameState, seat: Seat, raw: unknown) {
  const choices = raw as z.infer<typeof primary>;
  const [first, second] = choices.placements;
  if (second && second.structure !== 'pds') {
    // LRR 24.2
    return fail('rule/illegal-choice', 'The second structure of Construction can only be a PDS.');
  }
  let next = state;
  const events: GameEvent[] = [];
  for (const placement of [first, second]) {
    if (!placement) continue;
    const out = placeStructure(next, seat, placement);
    if ('ok' in out) return out;
    next = out.state;
    events.push(...out.events);
  }
  if (events.length === 0) {
    events.push({
      type: 'note',
      seat,
      text: `${state.players[seat]?.name ?? 'The active player'} places no structure.`,
    });
  }
  return { ok: true as const, state: next, events, done: true };
}

function tokenProblem(state: GameState, seat: Seat): RuleError | null {
  if ((state.players[seat]?.pools.strategy ?? 0) < 1) {
    return fail(
      'rule/no-strategy-token',
      'Following Construction takes a command token from your strategy pool, and yours is empty.',
    );
  }
  return null;
}

function resolveSecondary(state: GameState, seat: Seat, raw: unknown) {
  const choices = raw as z.infer<typeof secondary>;
  const noToken = tokenProblem(state, seat);
  if (noToken) return noToken;
  const system = findSystem(state, choices.system);
  if (!system) return fail('rule/illegal-choice', `System ${choices.system} is not on the board.`);
  if (systemOfPlanet(choices.planet) !== choices.system) {
    return fail(
      'rule/illegal-choice',
      `${planetName(choices.planet)} is not in system ${choices.system}: the structure goes in the system that gets your token.`,
    );
  }
  const already = system.tokens.includes(seat);
  // LRR 24.3: the token goes on the board first (so that system is no longer a place to take units back from).
  let next = updatePlayer(state, seat, (p) => ({
    ...p,
    pools: { ...p.pools, strategy: p.pools.strategy - 1 },
  }));
  if (!already) {
    next = {
      ...next,
      galaxy: {
        ...next.galaxy,
        systems: next.galaxy.systems.map((s) =>
          s.systemId === choices.system ? { ...s, tokens: [...s.tokens, seat] } : s,
        ),
      },
    };
  }
  const placement: Placement = {
    structure: choices.structure,
    planet: choices.planet,
    ...(choices.pullFrom === undefined ? {} : { pullFrom: choices.pullFrom }),
  };
  const out = placeStructure(next, seat, placement);
  if ('ok' in out) return out;
  const who = state.players[seat]?.name ?? `Seat ${seat + 1}`;
  const magmus = after('strategyTokenSpent', out.state, seat);
  return applied(magmus.state, [
    {
      type: 'note',
      seat,
      text: already
        ? `${who} already has a token in system ${choices.system}: the strategy token goes back to reinforcements.`
        : `${who} places a strategy token in system ${choices.system}.`,
    },
    ...out.events,
    ...magmus.events,
  ]);
}

export const constructionCard: CardRules = {
  primary,
  secondary,
  resolvePrimary,
  // The token is placed on the board by the secondary itself (LRR 24.3), so the flow does not spend it.
  followCostsToken: () => false,
  cannotFollow: (state, seat) =>
    tokenProblem(state, seat) ??
    (anyPlacement(state, seat)
      ? null
      : fail('rule/illegal-choice', 'You control no planet where a PDS or a space dock could be placed.')),
  resolveSecondary,
  ordered: false,
  examplePrimary: (state, seat) => {
    const first = findPlacement(state, seat, 'pds') ?? findPlacement(state, seat, 'space-dock');
    return { placements: first ? [first] : [] };
  },
  exampleSecondary: (state, seat) => {
    if (tokenProblem(state, seat)) return null;
    for (const [id, p] of Object.entries(state.galaxy.planets)) {
      if (p.controller !== seat) continue;
      const system = systemOfPlanet(id);
      if (!system || !findSystem(state, system)) continue;
      for (const type of STRUCTURES) {
        // The token lands before the piece is placed, so a piece cannot come back from that system.
        const withToken: GameState = {
          ...state,
          galaxy: {
            ...state.galaxy,
            systems: state.galaxy.systems.map((s) =>
              s.systemId === system && !s.tokens.includes(seat) ? { ...s, tokens: [...s.tokens, seat] } : s,
            ),
          },
        };
        const found = findPlacement(withToken, seat, type, system);
        if (found?.planet === id) return { system, ...found };
      }
    }
    return null;
  },
};
