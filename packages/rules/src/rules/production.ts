// Producing units (LRR 67, 68; shared/rules/002): one mechanism used by a tactical action in the
// activated system and by Warfare's secondary at one space dock in the home system.
//
// An order lists units and where each goes; it is checked against the production limit (each
// fighter/infantry counts), the cost (fighters/infantry two per cost, one alone pays the whole cost),
// reinforcements (pieces may be taken back from systems without the player's command token), the
// blockade rule (no ships beside another player's ships) and control of the planets used.

import { plural } from '../kernel/plural.ts';
import { PLANETS_BY_ID, STATIONS_BY_ID, SYSTEMS_BY_ID } from '../content/index.ts';
import { enqueueUnits, isTimed } from '../board/construction-queue.ts';
import type { GameEvent } from '../state/events.ts';
import {
  changePlanet,
  changeSpace,
  countOf,
  isShip,
  otherShipOwners,
  planetName,
  planetsOf,
  takeFromBoard,
  unitCount,
  unitStats,
  type BoardView,
} from '../board/forces.ts';

import { applied, type Outcome } from '../state/outcome.ts';
import { pay } from '../board/payment.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { stationControlChanges } from '../board/stations.ts';
import { checkPlaces, checkReinforcements, placesElsewhere } from './production-checks.ts';
import { discountText, quoteOrder } from './production-quote.ts';
import { productionLimit, productionSources, type ProductionSite } from '../board/production-sources.ts';

export { cannotProduceType, placesElsewhere } from './production-checks.ts';
export * from './production-quote.ts';

export {
  productionLineSchema,
  productionOrderSchema,
  type ProductionLine,
  type ProductionOrder,
} from '../wire/production-order.ts';
import type { ProductionLine, ProductionOrder } from '../wire/production-order.ts';
import { after as afterEffect, afterProductionResolved, productionParts } from '../hooks/mechanisms.ts';

export * from '../board/production-sources.ts';

/** The player's space docks in their home system, on planets they control (Warfare's secondary). */
export function homeDocks(state: BoardView, seat: Seat): string[] {
  const home = state.players[seat]?.homeSystem;
  if (!home) return [];
  return planetsOf(home).filter((id) => {
    const planet = state.galaxy.planets[id];
    return planet?.controller === seat && countOf(planet.units[String(seat)], 'space-dock') > 0;
  });
}

function nameOf(state: GameState, seat: Seat): string {
  return state.players[seat]?.name ?? `Seat ${seat + 1}`;
}

/**
 * Checks and resolves a production order: takes back pulled units, pays, and places the units (or,
 * in the timed construction variant, puts them in the space dock's production queue).
 */
export function produce(
  state: GameState,
  seat: Seat,
  site: ProductionSite,
  order: ProductionOrder,
): { state: GameState; events: GameEvent[] } | RuleError {
  const sources = productionSources(state, seat, site);
  const limit = site.unlimited ? Infinity : sources.reduce((a, s) => a + s.value, 0);
  if (limit <= 0) {
    return fail(
      'rule/illegal-choice',
      site.dock !== undefined
        ? `You have no space dock on ${planetName(site.dock)} on a planet you control.`
        : `You have no unit with production in system ${site.system} on a planet you control.`,
    );
  }
  const parts = productionParts();
  const request = { choices: order, unlimited: site.unlimited === true };
  const placing = checkPlaces(state, seat, site, order.units, request);
  if (placing) return placing;
  if (order.units.some((l) => isShip(l.unit) && l.place === 'space')) {
    const others = otherShipOwners(state, site.system, seat);
    if (others.length > 0) {
      return fail(
        'rule/illegal-choice',
        `${others.map((s) => nameOf(state, s)).join(' and ')} ${others.length === 1 ? 'has' : 'have'} ships in system ${site.system}: you cannot produce ships there (ground forces are still allowed).`,
      );
    }
  }
  // What the order names of each ability, and each ability's limits (in the rule set's order).
  for (const part of parts) {
    const problem = part.check?.(state, seat, order, { site, sources });
    if (problem) return problem;
  }
  const quote = quoteOrder(state, seat, order.units, {
    choices: order,
    ...(site.unlimited ? { noDiscounts: true } : {}),
  });
  if (quote.units - quote.outsideLimit > limit) {
    const past =
      quote.outsideLimit > 0 ? `; ${quote.outsideLimit} of them your commander lets past the limit` : '';
    return fail(
      'rule/limit-reached',
      `Your production limit here is ${limit}, and this order has ${plural(quote.units, 'unit')} (each fighter and infantry counts${past}).`,
    );
  }
  const short = checkReinforcements(state, seat, quote, order.pull);
  if (short) return short;

  const pulled = takeFromBoard(state, seat, order.pull);
  if ('ok' in pulled) return pulled;
  const paid = pay(pulled, seat, order.payment, 'resources', order.hegemonic);
  if ('ok' in paid) return paid;
  if (paid.amount < quote.cost) {
    return fail(
      'rule/cannot-afford',
      `This order costs ${quote.cost} resource${quote.cost === 1 ? '' : 's'} and your payment gives ${paid.amount}.`,
    );
  }
  // What using the abilities costs: exhausted, purged, captured units returned, grants spent.
  let next = paid.state;
  const after: GameEvent[] = [];
  for (const part of parts) {
    const used = part.paid?.(next, seat, order, request);
    if (!used) continue;
    next = used.state;
    after.push(...used.events);
  }
  const who = nameOf(state, seat);
  const listed = quote.lines.map((l) => unitCount(l.unit, l.count)).join(', ');
  const swap =
    order.hegemonic === undefined
      ? ''
      : `; Hegemonic Trade Policy: ${planetName(order.hegemonic)} counts its influence`;
  const price = `${plural(quote.cost, 'resource')}${discountText(quote)}${swap}`;
  const events: GameEvent[] = [];
  for (const p of order.pull) {
    events.push({
      type: 'note',
      seat,
      text: `${who} takes ${unitCount(p.unit, p.count)} back from ${p.planet ? planetName(p.planet) : `system ${p.system}`} to produce them.`,
    });
  }
  if (isTimed(state)) {
    const dock = [...sources].sort((a, b) => b.value - a.value)[0]?.where ?? 'space';
    next = enqueueUnits(next, seat, site.system, dock, order.units, (unit) => unitStats(state, seat, unit));
    events.push({
      type: 'note',
      seat,
      text: `${who} starts producing ${listed} in system ${site.system} for ${price} (under construction).`,
    });
  } else {
    const elsewhere = order.units.filter(
      (l) => l.place !== 'space' && !planetsOf(site.system).includes(l.place),
    );
    for (const line of order.units) {
      next =
        line.place === 'space'
          ? changeSpace(next, site.system, seat, line.unit, line.count)
          : SYSTEMS_BY_ID.has(line.place)
            ? changeSpace(next, line.place, seat, line.unit, line.count)
            : changePlanet(next, line.place, seat, line.unit, line.count);
    }
    events.push({
      type: 'note',
      seat,
      text: `${who} produces ${listed} in system ${site.system} for ${price}.`,
    });
    // Placed outside the system by an ability (Rowl Sarrig's docks, Trillossa Aun Mirik's planets).
    const outside = placesElsewhere(state, seat, site.system, request);
    for (const { by, places } of outside) {
      const lines = elsewhere.filter((l) =>
        places.some((p) => p.place === l.place && p.units.includes(l.unit)),
      );
      if (lines.length === 0) continue;
      events.push({
        type: 'note',
        seat,
        text: `${by} places ${lines.map((l) => `${unitCount(l.unit, l.count)} ${SYSTEMS_BY_ID.has(l.place) ? `in system ${l.place}` : `on ${planetName(l.place)}`}`).join(', ')}.`,
      });
    }
    const systemOf = (place: string) =>
      outside.flatMap((o) => o.places).find((p) => p.place === place)?.system ?? [];
    const touched = new Set([site.system, ...elsewhere.flatMap((l) => systemOf(l.place))]);
    for (const system of touched) {
      const stations = stationControlChanges(next, system);
      next = stations.state;
      events.push(...stations.events);
    }
  }
  events.push(...after);
  // What the abilities add once the units are placed (Self-Assembly Routines, Yin Spinner Ω).
  for (const part of parts) {
    const added = part.placed?.(next, seat, site.system, order);
    if (!added) continue;
    if ('ok' in added) return added;
    next = added.state;
    events.push(...added.events);
  }
  const commander = afterEffect('unitsProduced', next, seat);
  next = commander.state;
  events.push(...commander.events);
  if (paid.amount > quote.cost) {
    events.push({
      type: 'note',
      seat,
      text: `${paid.amount - quote.cost} of the ${paid.amount} resources spent ${paid.amount - quote.cost === 1 ? 'is' : 'are'} lost (excess is not refunded).`,
    });
  }
  return { state: next, events };
}

/** The `produce` intent: the production step of the tactical action in progress (LRR 68). */
export function produceInTactical(state: GameState, seat: Seat, order: ProductionOrder): Outcome {
  if (state.phase !== 'action') return fail('intent/wrong-phase', 'Units are produced in the action phase.');
  // A tactical action inside a strategic action is Thunder's Edge Warfare's primary (rules/cards/warfare-te.ts).
  if (state.strategic && !state.tactical) {
    return fail('intent/wrong-phase', 'Wait until the current strategic action has been resolved.');
  }
  if (state.active !== seat) {
    return fail(
      'intent/not-your-turn',
      `Only the active player can produce; it is ${nameOf(state, state.active ?? 0)}'s turn.`,
    );
  }
  const tactical = state.tactical;
  if (!tactical) {
    return fail(
      'intent/wrong-phase',
      'Produce during a tactical action: activate a system with your space dock first.',
    );
  }
  const done = state.construction.producedIn;
  if (done && done.round === state.round && done.seat === seat && done.system === tactical.system) {
    return fail('rule/already-decided', 'You have already produced units in this tactical action.');
  }
  const out = produce(state, seat, { system: tactical.system }, order);
  if ('ok' in out) return out;
  const next: GameState = {
    ...out.state,
    construction: {
      ...out.state.construction,
      producedIn: { round: state.round, seat, system: tactical.system },
    },
  };
  return applied(afterProductionResolved(next, seat), out.events);
}

/** A small legal order (for bots, fuzzing and a default): the cheapest unit this site can take. */
export function exampleOrder(state: BoardView, seat: Seat, site: ProductionSite): ProductionOrder | null {
  if (productionLimit(state, seat, site) < 1) return null;
  const blocked = otherShipOwners(state, site.system, seat).length > 0;
  const planet = planetsOf(site.system).find((id) => state.galaxy.planets[id]?.controller === seat);
  const candidates: ProductionLine[] = [
    ...(blocked ? [] : [{ unit: 'fighter' as const, count: 1, place: 'space' }]),
    ...(planet ? [{ unit: 'infantry' as const, count: 1, place: planet }] : []),
  ];
  for (const line of candidates) {
    const quote = quoteOrder(state, seat, [line]);
    const payment = cheapestPayment(state, seat, quote.cost);
    if (payment) return { units: [line], pull: [], payment };
  }
  return null;
}

/** Ready planets and stations (then trade goods) that cover `amount` resources, or null. */
export function cheapestPayment(
  state: BoardView,
  seat: Seat,
  amount: number,
  exclude: readonly string[] = [],
): { planets: string[]; tradeGoods: number } | null {
  if (amount <= 0) return { planets: [], tradeGoods: 0 };
  const all = readyPlaces(state, seat);
  const ready = exclude.length === 0 ? all : all.filter((p) => !exclude.includes(p.id));
  const planets: string[] = [];
  let total = 0;
  for (const p of ready) {
    if (total >= amount) break;
    planets.push(p.id);
    total += p.value;
  }
  const tg = Math.max(0, amount - total);
  if (tg > (state.players[seat]?.tradeGoods ?? 0)) return null;
  return { planets, tradeGoods: tg };
}

interface ReadyPlace {
  readonly id: string;
  readonly value: number;
}

/** Each seat's ready places, per planets object (and its stations): the views of many states ask. */
const readyKept = new WeakMap<
  BoardView['galaxy']['planets'],
  { stations: BoardView['galaxy']['stations']; bySeat: Map<Seat, readonly ReadyPlace[]> }
>();

/** The seat's ready planets and space stations (003 note 3) with resources, most first (a stable sort). */
function readyPlaces(state: BoardView, seat: Seat): readonly ReadyPlace[] {
  const { planets, stations } = state.galaxy;
  let kept = readyKept.get(planets);
  if (!kept || kept.stations !== stations) readyKept.set(planets, (kept = { stations, bySeat: new Map() }));
  let ready = kept.bySeat.get(seat);
  if (!ready) {
    const places = [
      ...Object.entries(planets).map(([id, p]) => ({ id, p, data: PLANETS_BY_ID.get(id) })),
      ...Object.entries(stations).map(([id, p]) => ({ id, p, data: STATIONS_BY_ID.get(id) })),
    ];
    ready = places
      .filter(({ p }) => p.controller === seat && !p.exhausted)
      .map(({ id, data }) => ({ id, value: data?.resources ?? 0 }))
      .filter((p) => p.value > 0)
      .sort((a, b) => b.value - a.value);
    kept.bySeat.set(seat, ready);
  }
  return ready;
}
