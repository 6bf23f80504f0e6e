// Producing units (LRR 67, 68; shared/rules/002): one mechanism used by a tactical action in the
// activated system and by Warfare's secondary at one space dock in the home system.
//
// An order lists units and where each goes; it is checked against the production limit (each
// fighter/infantry counts), the cost (fighters/infantry two per cost, one alone pays the whole cost),
// reinforcements (pieces may be taken back from systems without the player's command token), the
// blockade rule (no ships beside another player's ships) and control of the planets used.

import { z } from 'zod';
import { plural } from './plural.ts';
import {
  PLANETS_BY_ID,
  STATIONS_BY_ID,
  UNIT_REQUIRES_TECHNOLOGY,
  UNIT_TYPES,
  FACTION_UNIT_STATS,
  SYSTEMS_BY_ID,
} from './content/index.ts';
import type { UnitType } from './content/types.ts';
import { enqueueUnits, isTimed } from './construction-queue.ts';
import type { GameEvent } from './events.ts';
import {
  changePlanet,
  changeSpace,
  countOf,
  findSystem,
  inReinforcements,
  isGroundForce,
  isShip,
  otherShipOwners,
  planetName,
  planetsOf,
  pullSchema,
  takeFromBoard,
  unitCount,
  unitStats,
  UNIT_NAMES,
  type Pull,
  type BoardView,
} from './forces.ts';
import { factionHas } from './content/factions.ts';
import { afterProduction, hasCommander, outsideProductionLimit } from './abilities/commanders.ts';
import { exhaustHegemonic, hegemonicProblem } from './abilities/hegemonic.ts';
import {
  AI_DEVELOPMENT_ALGORITHM,
  aiDevelopmentDiscount,
  aiDevelopmentProblem,
} from './abilities/ai-development.ts';
import { exhaustCard } from './abilities/exhaust.ts';
import { harrughProblem, purgeHarrugh } from './abilities/harrugh.ts';
import { rowlPlaces, rowlSystem } from './abilities/rowl-sarrig.ts';
import { grantAgencySupply } from './abilities/agency-supply.ts';
import {
  BEREKAR_BEREKON,
  BEREKAR_DISCOUNT,
  berekarGrant,
  berekarGranted,
  berekarProblem,
} from './abilities/berekar-berekon.ts';
import { selfAssembly } from './abilities/self-assembly.ts';
import { yinSpinner } from './abilities/yin-spinner.ts';
import { applied, type Outcome } from './outcome.ts';
import { pay, paymentSchema } from './payment.ts';
import { fail, type RuleError } from './result.ts';
import { canonicalState, type GameState, type Seat, type SystemState } from './state.ts';
import { stationControlChanges } from './stations.ts';

export const productionLineSchema = z
  .object({
    unit: z.enum(UNIT_TYPES),
    count: z.number().int().min(1).max(40),
    /** 'space' for the system's space area, or the id of a planet you control in that system. */
    place: z.string().min(1).max(64),
  })
  .strict();
export type ProductionLine = z.infer<typeof productionLineSchema>;

export const productionOrderSchema = z
  .object({
    units: z.array(productionLineSchema).min(1).max(20),
    /** Pieces taken back from the board because none is left in reinforcements. */
    pull: z.array(pullSchema).max(20).default([]),
    payment: paymentSchema.default({ planets: [], tradeGoods: 0 }),
    /** Self-Assembly Routines: the planet in that system where a mech is placed afterwards. */
    selfAssembly: z.string().min(1).max(64).optional(),
    /** Hegemonic Trade Policy: a planet in the payment whose influence counts as its resources. */
    hegemonic: z.string().min(1).max(64).optional(),
    /** Yin Spinner Ω: where 1 infantry each is placed afterwards (a planet or system id; up to 2). */
    yinSpinner: z.array(z.string().min(1).max(64)).max(2).optional(),
    /** AI Development Algorithm: exhausted to take 1 off the cost per unit upgrade owned. */
    aiDevelopment: z.literal(true).optional(),
    /** Berekar Berekon (the Winnu's own agent): exhausted to take 2 off the cost. */
    berekar: z.literal(true).optional(),
    /** Harrugh Gefhara (Hacan hero): purged, and every unit of this production costs 0. */
    harrugh: z.literal(true).optional(),
  })
  .strict();
export type ProductionOrder = z.infer<typeof productionOrderSchema>;

/** Where production happens: a system, and for Warfare's secondary one space dock in it. */
export interface ProductionSite {
  readonly system: string;
  /** Only the space dock on this planet produces (Warfare, LRR 99.3). */
  readonly dock?: string;
  /** Not a production ability (Integrated Economy): no limit, no discounts, no sources needed. */
  readonly unlimited?: boolean;
}

/** One unit with a production value in the system, and what it adds to the limit. */
export interface ProductionSource {
  /** The planet it stands on, or 'space'. */
  readonly where: string;
  readonly unit: UnitType | 'supernova';
  readonly value: number;
  /**
   * Set when the place itself produces: a planet with one of their structures (Aerie Hololattice,
   * `unit` being that structure) or a supernova holding their units (Magmus Reactor).
   */
  readonly by?: typeof AERIE_HOLOLATTICE | typeof MAGMUS_REACTOR;
}

/** Aerie Hololattice (Argent Flight technology): each planet with one of their structures has production 1. */
export const AERIE_HOLOLATTICE = 'aerie-hololattice';
/** Magmus Reactor (Muaat technology): a supernova holding 1 or more of their units has production 5. */
export const MAGMUS_REACTOR = 'magmus-reactor';
const MAGMUS_PRODUCTION = 5;

/** Whether `seat` has a unit in the space area of `system` (a supernova has no planets). */
function hasShipsIn(system: SystemState, seat: Seat): boolean {
  return Object.values(system.space[String(seat)] ?? {}).some((n) => (n ?? 0) > 0);
}

/** The units whose production abilities this player can use in the system (LRR 68). */
export function productionSources(state: BoardView, seat: Seat, site: ProductionSite): ProductionSource[] {
  const system = findSystem(state, site.system);
  if (!system) return [];
  const key = String(seat);
  const out: ProductionSource[] = [];
  const add = (where: string, type: UnitType, n: number, resources: number) => {
    const p = unitStats(state, seat, type).production;
    if (p === undefined || n <= 0) return;
    const each = typeof p === 'number' ? p : resources + p.planetResourcesPlus;
    out.push({ where, unit: type, value: each * n });
  };
  for (const id of planetsOf(site.system)) {
    if (site.dock !== undefined && id !== site.dock) continue;
    const planet = state.galaxy.planets[id];
    // LRR 67: no production on a planet the player does not control.
    if (!planet || planet.controller !== seat) continue;
    const units = planet.units[key] ?? {};
    for (const type of UNIT_TYPES) {
      if (site.dock !== undefined && type !== 'space-dock') continue;
      add(id, type, countOf(units, type), PLANETS_BY_ID.get(id)?.resources ?? 0);
    }
    // Aerie Hololattice: not for Warfare's secondary, which uses one space dock only.
    const structure = (['pds', 'space-dock'] as const).find((t) => countOf(units, t) > 0);
    if (site.dock === undefined && structure && state.players[seat]?.technologies.includes(AERIE_HOLOLATTICE))
      out.push({ where: id, unit: structure, value: 1, by: AERIE_HOLOLATTICE });
  }
  if (site.dock === undefined) {
    for (const type of UNIT_TYPES) add('space', type, countOf(system.space[key], type), 0);
    // Magmus Reactor: the supernova counts as one of their units with production 5 (not for Warfare).
    if (
      SYSTEMS_BY_ID.get(site.system)?.anomalies.includes('supernova') &&
      state.players[seat]?.technologies.includes(MAGMUS_REACTOR) &&
      hasShipsIn(system, seat)
    )
      out.push({ where: 'space', unit: 'supernova', value: MAGMUS_PRODUCTION, by: MAGMUS_REACTOR });
  }
  return out;
}

/**
 * Mitosis (Arborec): their space docks cannot produce infantry, so infantry count only against the
 * production of their other units here (Letani Warriors' own production). Null when the order fits.
 */
function mitosisLimit(
  state: BoardView,
  seat: Seat,
  sources: readonly ProductionSource[],
  lines: readonly ProductionLine[],
): RuleError | null {
  if (!factionHas(state.players[seat]?.faction ?? '', 'arborec-mitosis')) return null;
  const infantry = lines.filter((l) => l.unit === 'infantry').reduce((a, l) => a + l.count, 0);
  if (infantry === 0) return null;
  const others = sources.filter((s) => s.unit !== 'space-dock').reduce((a, s) => a + s.value, 0);
  if (infantry <= others) return null;
  return fail(
    'rule/illegal-choice',
    `Mitosis: the Arborec's space docks cannot produce infantry; here your other units can produce ${plural(others, 'infantry', 'infantry')}, and this order has ${infantry}.`,
  );
}

/** The production limit: the sum of the sources' production values. */
export function productionLimit(state: BoardView, seat: Seat, site: ProductionSite): number {
  return productionSources(state, seat, site).reduce((a, s) => a + s.value, 0);
}

/** The player's space docks in their home system, on planets they control (Warfare's secondary). */
export function homeDocks(state: BoardView, seat: Seat): string[] {
  const home = state.players[seat]?.homeSystem;
  if (!home) return [];
  return planetsOf(home).filter((id) => {
    const planet = state.galaxy.planets[id];
    return planet?.controller === seat && countOf(planet.units[String(seat)], 'space-dock') > 0;
  });
}

export interface QuoteLine {
  readonly unit: UnitType;
  readonly count: number;
  /** Resources for this unit type: one full cost per pair of fighters/infantry, rounded up. */
  readonly cost: number;
}

export interface OrderQuote {
  /** Units counted against the production limit (each fighter and infantry counts). */
  readonly units: number;
  /** What the order costs in all, after `discount`. */
  readonly cost: number;
  readonly lines: readonly QuoteLine[];
  /** Taken off the lines' total (the sum of `discounts`), never below 0 in all. */
  readonly discount: number;
  /** Each technology's part of the discount, in the order it applies (for the form and the log). */
  readonly discounts: readonly { readonly by: string; readonly amount: number }[];
  /** Fighters and infantry that commanders let past the production limit (abilities/commanders.ts). */
  readonly outsideLimit: number;
}

/** Sarween Tools: production costs one resource less in all (LRR 90 technology; the order, not per unit). */
export const SARWEEN_TOOLS = 'sarween-tools';

/** Choices on the order that change its cost. */
export interface QuoteOptions {
  /** AI Development Algorithm is exhausted for this production. */
  readonly aiDevelopment?: boolean;
  /** Harrugh Gefhara is purged: the units cost 0 (no other discount is then taken). */
  readonly harrugh?: boolean;
  /** Berekar Berekon (Winnu agent) takes 2 off: named by the Winnu, or granted by them this turn. */
  readonly berekar?: boolean;
  /** Not a production ability (Integrated Economy): nothing is taken off. */
  readonly noDiscounts?: boolean;
}

/** Totals of an order, per unit type (the UI shows them as the order is built). */
export function quoteOrder(
  state: BoardView,
  seat: Seat,
  lines: readonly ProductionLine[],
  options: QuoteOptions = {},
): OrderQuote {
  const counts = new Map<UnitType, number>();
  for (const l of lines) counts.set(l.unit, (counts.get(l.unit) ?? 0) + l.count);
  const out: QuoteLine[] = [];
  const feng = hasCommander(state, seat, 'navarch-feng');
  for (const [unit, count] of counts) {
    const stats = unitStats(state, seat, unit);
    const free = stats.cost === undefined || (unit === 'flagship' && feng);
    const cost = free ? 0 : Math.ceil(count / stats.perCost) * (stats.cost ?? 0);
    out.push({ unit, count, cost });
  }
  const total = out.reduce((a, l) => a + l.cost, 0);
  const tools = state.players[seat]?.technologies.includes(SARWEEN_TOOLS) ?? false;
  const discounts: { by: string; amount: number }[] = [];
  let left = out.length > 0 ? total : 0;
  const offer = (by: string, amount: number) => {
    const taken = Math.min(amount, left);
    if (taken <= 0) return;
    discounts.push({ by, amount: taken });
    left -= taken;
  };
  if (options.noDiscounts) left = 0;
  if (options.harrugh) offer('Harrugh Gefhara', left);
  if (tools) offer('Sarween Tools', 1);
  if (options.aiDevelopment) offer('AI Development Algorithm', aiDevelopmentDiscount(state, seat));
  if (options.berekar) offer('Berekar Berekon', BEREKAR_DISCOUNT);
  const discount = discounts.reduce((a, d) => a + d.amount, 0);
  const outsideLimit = outsideProductionLimit(
    state,
    seat,
    counts.get('fighter') ?? 0,
    counts.get('infantry') ?? 0,
  );
  return {
    units: out.reduce((a, l) => a + l.count, 0),
    cost: total - discount,
    lines: out,
    discount,
    discounts,
    outsideLimit,
  };
}

/** " (Sarween Tools −1, AI Development Algorithm −2)", or "" without a discount. */
export function discountText(quote: Pick<OrderQuote, 'discounts'>): string {
  if (quote.discounts.length === 0) return '';
  return ` (${quote.discounts.map((d) => `${d.by} −${d.amount}`).join(', ')})`;
}

function nameOf(state: GameState, seat: Seat): string {
  return state.players[seat]?.name ?? `Seat ${seat + 1}`;
}

/** Why this player may not produce this unit type at all, or null. */
export function cannotProduceType(state: BoardView, seat: Seat, type: UnitType): string | null {
  const stats = unitStats(state, seat, type);
  if (stats.structure || stats.cost === undefined) {
    return `${UNIT_NAMES[type]} units are not produced: the Construction strategy card places them.`;
  }
  const needs = UNIT_REQUIRES_TECHNOLOGY[type];
  const player = state.players[seat];
  const factionHasOwn = player ? FACTION_UNIT_STATS[player.faction]?.[type] !== undefined : false;
  if (
    needs &&
    !factionHasOwn &&
    !player?.technologies.some((t) => t === needs || t.startsWith(`${needs}-`))
  ) {
    return `You need the ${UNIT_NAMES[type]} technology before you can produce ${UNIT_NAMES[type]} units.`;
  }
  return null;
}

/** Checks where each line goes. */
function checkPlaces(
  state: GameState,
  seat: Seat,
  site: ProductionSite,
  lines: readonly ProductionLine[],
): RuleError | null {
  const planets = planetsOf(site.system);
  for (const line of lines) {
    const why = cannotProduceType(state, seat, line.unit);
    if (why) return fail('rule/illegal-choice', why);
    if (line.place === 'space') continue;
    if (
      STATIONS_BY_ID.has(line.place) &&
      SYSTEMS_BY_ID.get(site.system)?.stations.some((s) => s.id === line.place)
    ) {
      return fail(
        'rule/illegal-choice',
        `${planetName(line.place)} is a space station: no units are placed on it (space stations, note 4).`,
      );
    }
    if (!planets.includes(line.place)) {
      // Rowl Sarrig (Saar commander): fighters and infantry at another dock of theirs.
      const rowl = rowlPlaces(state, seat, site.system).find((p) => p.place === line.place);
      if (!rowl)
        return fail(
          'rule/illegal-choice',
          SYSTEMS_BY_ID.has(line.place)
            ? `Units produced in system ${site.system} are placed there, not in system ${line.place}.`
            : `${planetName(line.place)} is not in system ${site.system}.`,
        );
      if (!rowl.units.includes(line.unit))
        return fail(
          'rule/illegal-choice',
          `Rowl Sarrig places fighters in the space area at one of your docks and infantry with a dock; not ${UNIT_NAMES[line.unit]} units there.`,
        );
      if (isTimed(state))
        return fail(
          'rule/illegal-choice',
          'In the timed construction variant units are built at the producing dock: Rowl Sarrig cannot place them elsewhere.',
        );
      continue;
    }
    if (isShip(line.unit)) {
      return fail(
        'rule/illegal-choice',
        `Ships are placed in the space area, not on ${planetName(line.place)}.`,
      );
    }
    if (!isGroundForce(line.unit))
      return fail('rule/illegal-choice', `${UNIT_NAMES[line.unit]} cannot be placed there.`);
    if (state.galaxy.planets[line.place]?.controller !== seat) {
      // LRR 67
      return fail(
        'rule/not-controlled',
        `You do not control ${planetName(line.place)}: units cannot be produced on a planet you do not control.`,
      );
    }
  }
  return null;
}

/** Checks that missing pieces are exactly made up by pieces taken back from the board. */
function checkReinforcements(
  state: GameState,
  seat: Seat,
  quote: OrderQuote,
  pulls: readonly Pull[],
): RuleError | null {
  const pulled = new Map<UnitType, number>();
  for (const p of pulls) pulled.set(p.unit, (pulled.get(p.unit) ?? 0) + p.count);
  for (const [unit, n] of pulled) {
    if (!quote.lines.some((l) => l.unit === unit)) {
      return fail(
        'rule/illegal-choice',
        `You take ${unitCount(unit, n)} back from the board but do not produce any: units taken back must be produced at once.`,
      );
    }
  }
  for (const line of quote.lines) {
    const left = inReinforcements(state, seat, line.unit);
    const short = left === null ? 0 : Math.max(0, line.count - left);
    const taken = pulled.get(line.unit) ?? 0;
    if (taken < short) {
      return fail(
        'rule/limit-reached',
        `You have ${unitCount(line.unit, left ?? 0)} left in reinforcements: take ${short - taken} more from a system without your command token, or produce fewer.`,
      );
    }
    if (taken > short) {
      return fail(
        'rule/illegal-choice',
        short === 0
          ? `You still have ${UNIT_NAMES[line.unit]} units in reinforcements: units are taken back from the board only when none is left.`
          : `You need to take back only ${unitCount(line.unit, short)} (the rest are in reinforcements).`,
      );
    }
  }
  return null;
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
  const placing = checkPlaces(state, seat, site, order.units);
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
  if (order.aiDevelopment) {
    const problem = order.harrugh
      ? fail(
          'rule/illegal-choice',
          'Harrugh Gefhara makes these units free: AI Development Algorithm would take nothing off.',
        )
      : aiDevelopmentProblem(state, seat);
    if (problem) return problem;
  }
  if (order.harrugh) {
    const problem = harrughProblem(state, seat);
    if (problem) return problem;
  }
  if (order.berekar) {
    const problem = berekarProblem(state, seat);
    if (problem) return problem;
  }
  // Granted by the Winnu for this turn's production (abilities/berekar-berekon.ts).
  const granted = !site.unlimited && berekarGranted(state, seat);
  const quote = quoteOrder(state, seat, order.units, {
    aiDevelopment: order.aiDevelopment === true,
    harrugh: order.harrugh === true,
    berekar: order.berekar === true || granted,
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
  const mitosis = site.unlimited ? null : mitosisLimit(state, seat, sources, order.units);
  if (mitosis) return mitosis;
  const short = checkReinforcements(state, seat, quote, order.pull);
  if (short) return short;

  const pulled = takeFromBoard(state, seat, order.pull);
  if ('ok' in pulled) return pulled;
  if (order.hegemonic !== undefined) {
    const wrong = hegemonicProblem(state, seat, order.hegemonic, order.payment.planets);
    if (wrong) return wrong;
  }
  const paid = pay(pulled, seat, order.payment, 'resources', order.hegemonic);
  if ('ok' in paid) return paid;
  if (paid.amount < quote.cost) {
    return fail(
      'rule/cannot-afford',
      `This order costs ${quote.cost} resource${quote.cost === 1 ? '' : 's'} and your payment gives ${paid.amount}.`,
    );
  }
  let next = order.hegemonic === undefined ? paid.state : exhaustHegemonic(paid.state, seat);
  if (order.aiDevelopment) next = exhaustCard(next, seat, AI_DEVELOPMENT_ALGORITHM);
  if (order.harrugh) next = purgeHarrugh(next, seat);
  if (order.berekar) next = exhaustCard(next, seat, BEREKAR_BEREKON);
  if (granted) {
    const used = canonicalState(next);
    used.turnUses = next.turnUses?.filter((u) => u !== berekarGrant(seat));
    next = used;
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
    if (elsewhere.length > 0)
      events.push({
        type: 'note',
        seat,
        text: `Rowl Sarrig places ${elsewhere.map((l) => `${unitCount(l.unit, l.count)} ${SYSTEMS_BY_ID.has(l.place) ? `in system ${l.place}` : `on ${planetName(l.place)}`}`).join(', ')}.`,
      });
    const touched = new Set([site.system, ...elsewhere.flatMap((l) => rowlSystem(l.place) ?? [])]);
    for (const system of touched) {
      const stations = stationControlChanges(next, system);
      next = stations.state;
      events.push(...stations.events);
    }
  }
  if (order.selfAssembly !== undefined) {
    const mech = selfAssembly(next, seat, site.system, order.selfAssembly);
    if ('ok' in mech) return mech;
    next = mech.state;
    events.push(...mech.events);
  }
  if (order.yinSpinner !== undefined && order.yinSpinner.length > 0) {
    const infantry = yinSpinner(next, seat, order.yinSpinner);
    if ('ok' in infantry) return infantry;
    next = infantry.state;
    events.push(...infantry.events);
  }
  const commander = afterProduction(next, seat);
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
  // A tactical action inside a strategic action is Thunder's Edge Warfare's primary (cards/warfare-te.ts).
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
  return applied(grantAgencySupply(next, seat), out.events);
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
  // Planets and space stations (003 note 3) alike.
  const places = [
    ...Object.entries(state.galaxy.planets).map(([id, p]) => ({ id, p, data: PLANETS_BY_ID.get(id) })),
    ...Object.entries(state.galaxy.stations).map(([id, p]) => ({ id, p, data: STATIONS_BY_ID.get(id) })),
  ];
  const ready = places
    .filter(({ id, p }) => p.controller === seat && !p.exhausted && !exclude.includes(id))
    .map(({ id, data }) => ({ id, value: data?.resources ?? 0 }))
    .filter((p) => p.value > 0)
    .sort((a, b) => b.value - a.value);
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
