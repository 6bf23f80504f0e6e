// Construction as Thunder's Edge prints it (lobby option `thundersEdge`; reference:
// shared/reference/asyncti4/strategy_cards/te.json). The active player either places a structure or
// uses the production of one of their space docks, then places one more structure — any structure,
// not only a PDS. A follower spends a strategy token that stays off the board and places a structure
// on any planet they control. Placement rules are the base card's (structures.ts, LRR 24.4–24.5).

import { z } from 'zod';
import { systemOfPlanet } from '../../content/index.ts';
import type { GameEvent } from '../../state/events.ts';
import { countOf, planetName, type BoardView } from '../../board/forces.ts';
import { applied } from '../../state/outcome.ts';
import { produce, productionOrderSchema, type ProductionOrder } from '../production.ts';
import { fail } from '../../kernel/result.ts';
import type { GameState, Seat } from '../../state/state.ts';
import {
  anyPlacement,
  findPlacement,
  placeStructure,
  placementSchema,
  type Placement,
} from '../../board/structures.ts';
import type { CardRules } from './types.ts';

const primary = z
  .object({
    /** Up to two structures; only one when a space dock produces instead of the first. */
    placements: z.array(placementSchema).max(2).default([]),
    /** The first ability used as production: the planet of the space dock, and the order. */
    production: productionOrderSchema.extend({ dock: z.string().min(1).max(64) }).optional(),
  })
  .strict();

const secondary = placementSchema;

/** This player's space docks on planets they control, anywhere on the board. */
export function ownDocks(state: Pick<BoardView, 'galaxy'>, seat: Seat): string[] {
  return Object.entries(state.galaxy.planets)
    .filter(([, p]) => p.controller === seat && countOf(p.units[String(seat)], 'space-dock') > 0)
    .map(([id]) => id);
}

function resolvePrimary(state: GameState, seat: Seat, raw: unknown) {
  const choices = raw as z.infer<typeof primary>;
  if (choices.production && choices.placements.length > 1) {
    return fail(
      'rule/illegal-choice',
      "Thunder's Edge Construction: producing with a space dock takes the place of the first structure, so one structure is left to place.",
    );
  }
  let next = state;
  const events: GameEvent[] = [];
  if (choices.production) {
    const { dock, ...order } = choices.production;
    const system = systemOfPlanet(dock);
    if (!system || !ownDocks(state, seat).includes(dock)) {
      return fail('rule/illegal-choice', `You have no space dock on ${planetName(dock)} to produce with.`);
    }
    const out = produce(next, seat, { system, dock }, order as ProductionOrder);
    if ('ok' in out) return out;
    next = out.state;
    events.push(...out.events);
  }
  for (const placement of choices.placements) {
    const out = placeStructure(next, seat, placement);
    if ('ok' in out) return out;
    next = out.state;
    events.push(...out.events);
  }
  if (events.length === 0) {
    events.push({
      type: 'note',
      seat,
      text: `${state.players[seat]?.name ?? 'The active player'} places no structure and produces nothing.`,
    });
  }
  return { ok: true as const, state: next, events, done: true };
}

function resolveSecondary(state: GameState, seat: Seat, raw: unknown) {
  const out = placeStructure(state, seat, raw as Placement);
  if ('ok' in out) return out;
  return applied(out.state, out.events);
}

export const constructionTeCard: CardRules = {
  primary,
  secondary,
  resolvePrimary,
  // The token is spent and stays off the board (unlike the base card, LRR 24.3).
  followCostsToken: () => true,
  cannotFollow: (state, seat) =>
    anyPlacement(state, seat)
      ? null
      : fail('rule/illegal-choice', 'You control no planet where a PDS or a space dock could be placed.'),
  resolveSecondary,
  ordered: false,
  examplePrimary: (state, seat) => {
    const first = findPlacement(state, seat, 'pds') ?? findPlacement(state, seat, 'space-dock');
    return { placements: first ? [first] : [] };
  },
  exampleSecondary: (state, seat) => anyPlacement(state, seat),
};
