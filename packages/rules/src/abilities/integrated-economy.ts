// Integrated Economy (generic technology, yellow): after the owner gains control of a planet, they may
// produce on it units whose combined cost is at most the planet's resource value. It is not a
// production ability: no production limit applies and nothing (Sarween Tools, Agency Supply Network)
// follows from one; the units are paid for as usual. Ground forces go on the planet, ships in the space
// area of its system. Control is gained at the table (table edits: a landing, set-planet-control) or
// with Peace Accords; each gain in the action phase is noted in `turnUses` for the rest of that turn.

import { PLANETS_BY_ID, systemOfPlanet } from '../content/index.ts';
import type { GameEvent } from '../state/events.ts';
import { isShip, planetName } from '../board/forces.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { cheapestPayment, produce, quoteOrder, type ProductionOrder } from '../rules/production.ts';
import { plural } from '../kernel/plural.ts';
import { fail } from '../kernel/result.ts';
import { canonicalState, type GameState, type Seat } from '../state/state.ts';

import type { Handlers } from '../state/handlers.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';

export const INTEGRATED_ECONOMY = 'integrated-economy';
export const integratedEconomyMark = (seat: Seat, planet: string) =>
  `${INTEGRATED_ECONOMY}:${seat}:${planet}`;

/** After a change to the board: each planet an owner of the technology has just gained is noted. */
export function noteGainedPlanets(before: GameState, after: GameState): GameState {
  if (after.phase !== 'action' || before.galaxy.planets === after.galaxy.planets) return after;
  const marks: string[] = [];
  for (const [id, planet] of Object.entries(after.galaxy.planets)) {
    const seat = planet.controller;
    if (seat === null || before.galaxy.planets[id]?.controller === seat) continue;
    if (after.players[seat]?.technologies.includes(INTEGRATED_ECONOMY))
      marks.push(integratedEconomyMark(seat, id));
  }
  if (marks.length === 0) return after;
  const next = canonicalState(after);
  next.turnUses = [...(after.turnUses ?? []), ...marks];
  return next;
}
const mark = integratedEconomyMark;

/** Planets `seat` may produce on with it now. */
export function integratedEconomyPlanets(
  state: Pick<GameState, 'turnUses' | 'galaxy'>,
  seat: Seat,
): string[] {
  const prefix = `${INTEGRATED_ECONOMY}:${seat}:`;
  return (state.turnUses ?? [])
    .filter((u) => u.startsWith(prefix))
    .map((u) => u.slice(prefix.length))
    .filter((id) => state.galaxy.planets[id]?.controller === seat);
}

/** The `integrated-economy` intent. */
export function integratedEconomy(
  state: GameState,
  seat: Seat,
  planet: string,
  order: ProductionOrder,
): Outcome {
  if (!state.players[seat]?.technologies.includes(INTEGRATED_ECONOMY))
    return fail('rule/illegal-choice', 'You do not own Integrated Economy.');
  if (!integratedEconomyPlanets(state, seat).includes(planet))
    return fail(
      'rule/illegal-choice',
      `Integrated Economy produces on a planet you have just gained control of, this turn; ${planetName(planet)} is not one.`,
    );
  const named = (
    ['selfAssembly', 'hegemonic', 'yinSpinner', 'aiDevelopment', 'harrugh', 'berekar', 'trillossa'] as const
  ).some((k) => order[k] !== undefined);
  if (named)
    return fail(
      'rule/illegal-choice',
      'Integrated Economy is not a production ability: technologies and leaders used on production do not apply.',
    );
  const system = systemOfPlanet(planet) ?? '';
  const wrong = order.units.find((l) => (isShip(l.unit) ? l.place !== 'space' : l.place !== planet));
  if (wrong)
    return fail(
      'rule/illegal-choice',
      `Integrated Economy places ground forces on ${planetName(planet)} and ships in its system's space area.`,
    );
  const value = PLANETS_BY_ID.get(planet)?.resources ?? 0;
  const cost = quoteOrder(state, seat, order.units, { noDiscounts: true }).cost;
  if (cost > value)
    return fail(
      'rule/limit-reached',
      `${planetName(planet)} has ${plural(value, 'resource')}: Integrated Economy produces units costing that much at most, and these cost ${cost}.`,
    );
  const made = produce(state, seat, { system, unlimited: true }, order);
  if ('ok' in made) return made;
  const next = canonicalState(made.state);
  next.turnUses = made.state.turnUses?.filter((u) => u !== mark(seat, planet));
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${state.players[seat]?.name ?? ''} uses Integrated Economy on ${planetName(planet)} (up to ${plural(value, 'resource')}).`,
    },
    ...made.events,
  ];
  return applied(next, events);
}

/** A legal example for `legal`: the cheapest unit on the first planet open, if it can be paid. */
export function integratedEconomyExample(
  state: GameState,
  seat: Seat,
): { type: 'integrated-economy'; planet: string; order: ProductionOrder } | null {
  for (const planet of integratedEconomyPlanets(state, seat)) {
    const line = { unit: 'infantry' as const, count: 1, place: planet };
    const payment = cheapestPayment(state, seat, quoteOrder(state, seat, [line]).cost);
    if (payment && (PLANETS_BY_ID.get(planet)?.resources ?? 0) >= 1)
      return { type: 'integrated-economy', planet, order: { units: [line], pull: [], payment } };
  }
  return null;
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const integratedEconomyHandlers: Handlers<'integrated-economy'> = {
  'integrated-economy': (state, seat, intent) => integratedEconomy(state, seat, intent.planet, intent.order),
};

/** A planet just gained: units costing up to its resources, produced there; one offer per planet. */
export function integratedEconomyOffers(state: GameState, seat: Seat): Offer[] {
  return integratedEconomyPlanets(state, seat).flatMap((planet): Offer[] => {
    const system = systemOfPlanet(planet);
    const resources = PLANETS_BY_ID.get(planet)?.resources ?? 0;
    if (!system || resources < 1) return [];
    return [
      {
        id: `integrated-economy-${planet}`,
        type: 'integrated-economy',
        title: `Integrated Economy on ${planetName(planet)}`,
        text: `You have just gained ${planetName(planet)}: produce units there costing up to its ${plural(resources, 'resource')} in all, paid as usual (ships go in its system's space area).`,
        place: 'turn',
        base: { type: 'integrated-economy', planet },
        fields: [
          {
            kind: 'production',
            key: 'order',
            label: 'Units',
            system,
            limits: { by: 'Integrated Economy', plain: true, planet, costCap: resources },
          },
        ],
        submit: 'Produce it with Integrated Economy',
      },
    ];
  });
}

/** Integrated Economy in the rule set (engine/rule-set.ts). */
export const integratedEconomyRules: AbilityRules = {
  id: INTEGRATED_ECONOMY,
  holder: { kind: 'technology', technology: INTEGRATED_ECONOMY },
  offers: integratedEconomyOffers,
  handlers: integratedEconomyHandlers,
  productionIntents: (state, seat) => {
    const example = integratedEconomyExample(state, seat);
    return example ? [example] : [];
  },
  on: { planetsGained: noteGainedPlanets },
};
