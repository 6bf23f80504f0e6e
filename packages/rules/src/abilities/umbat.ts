// Umbat, the Embers of Muaat's agent (Prophecy of Kings), used on the Muaat's own behalf: a component
// action that exhausts it, and up to 2 units, each costing 4 or less, are produced in a system holding
// their war sun or flagship. It is not a production ability (no production limit, no discount), the
// units are paid as usual. (The agent may choose another player instead; that player's production
// inside the Muaat's action is made at the table.)

import type { GameEvent } from '../events.ts';
import { countOf, unitStats, UNIT_NAMES, type BoardView } from '../forces.ts';
import { produce, type ProductionOrder } from '../production.ts';
import { fail, type RuleError } from '../result.ts';
import type { GameState, Seat } from '../state.ts';
import { exhaustCard } from './exhaust.ts';

export const UMBAT = 'umbat';
export const UMBAT_UNITS = 2;
export const UMBAT_MAX_COST = 4;

/** Systems holding `seat`'s war sun or flagship. */
export function umbatSystems(state: BoardView, seat: Seat): string[] {
  const key = String(seat);
  return state.galaxy.systems
    .filter((s) => countOf(s.space[key], 'war-sun') + countOf(s.space[key], 'flagship') > 0)
    .map((s) => s.systemId);
}

export function umbat(
  state: GameState,
  seat: Seat,
  system: string,
  order: ProductionOrder,
): { state: GameState; events: GameEvent[] } | RuleError {
  if (!umbatSystems(state, seat).includes(system))
    return fail(
      'rule/illegal-choice',
      `Umbat produces in a system holding your war sun or flagship; system ${system} holds neither.`,
    );
  const count = order.units.reduce((a, l) => a + l.count, 0);
  if (count < 1 || count > UMBAT_UNITS)
    return fail('rule/illegal-choice', `Umbat produces up to ${UMBAT_UNITS} units; this order has ${count}.`);
  const dear = order.units.find((l) => (unitStats(state, seat, l.unit).cost ?? 0) > UMBAT_MAX_COST);
  if (dear)
    return fail(
      'rule/illegal-choice',
      `Umbat produces units costing ${UMBAT_MAX_COST} or less; ${UNIT_NAMES[dear.unit]} costs more.`,
    );
  const made = produce(state, seat, { system, unlimited: true }, order);
  if ('ok' in made) return made;
  return {
    state: exhaustCard(made.state, seat, UMBAT),
    events: [
      {
        type: 'note',
        seat,
        text: `${state.players[seat]?.name ?? ''} takes a component action with Umbat (exhausted).`,
      },
      ...made.events,
    ],
  };
}
