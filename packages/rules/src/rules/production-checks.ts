// Checks of a production order that do not change the table (LRR 67, 68; shared/rules/002): the unit
// types a player may produce, where each line goes (the system's planets and space, or a place an
// ability opens elsewhere: another dock with Rowl Sarrig, planets next door with Trillossa Aun Mirik),
// and the pieces taken back from the board when reinforcements run out.

import {
  STATIONS_BY_ID,
  SYSTEMS_BY_ID,
  UNIT_REQUIRES_TECHNOLOGY,
  FACTION_UNIT_STATS,
} from '../content/index.ts';
import type { UnitType } from '../content/types.ts';
import { isTimed } from '../board/construction-queue.ts';
import {
  inReinforcements,
  isGroundForce,
  isShip,
  planetName,
  planetsOf,
  unitCount,
  unitStats,
  UNIT_NAMES,
  type BoardView,
  type Pull,
} from '../board/forces.ts';
import { productionParts } from '../hooks/mechanisms.ts';
import type { PlaceElsewhere, ProductionRequest } from '../hooks/contract.ts';
import type { ProductionSite } from '../board/production-sources.ts';
import type { ProductionLine } from '../wire/production-order.ts';
import type { OrderQuote } from './production-quote.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';

/** The places outside `system` that abilities open for this production, by ability. */
export function placesElsewhere(
  state: BoardView,
  seat: Seat,
  system: string,
  request: ProductionRequest,
): { by: string; places: readonly PlaceElsewhere[]; refusal: (unit: UnitType) => string }[] {
  return productionParts().flatMap((p) => {
    const e = p.elsewhere;
    if (!e) return [];
    const places = e.places(state, seat, system, request);
    return places.length === 0 ? [] : [{ by: e.by, places, refusal: e.refusal }];
  });
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
export function checkPlaces(
  state: GameState,
  seat: Seat,
  site: ProductionSite,
  lines: readonly ProductionLine[],
  request: ProductionRequest,
): RuleError | null {
  const planets = planetsOf(site.system);
  const outside = placesElsewhere(state, seat, site.system, request);
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
      // A place an ability opens outside the system, for the unit types it names.
      const opened = outside.filter((o) => o.places.some((p) => p.place === line.place));
      const by = opened.find((o) =>
        o.places.some((p) => p.place === line.place && p.units.includes(line.unit)),
      );
      const last = opened[opened.length - 1];
      if (!last)
        return fail(
          'rule/illegal-choice',
          SYSTEMS_BY_ID.has(line.place)
            ? `Units produced in system ${site.system} are placed there, not in system ${line.place}.`
            : `${planetName(line.place)} is not in system ${site.system}.`,
        );
      if (!by) return fail('rule/illegal-choice', last.refusal(line.unit));
      if (isTimed(state))
        return fail(
          'rule/illegal-choice',
          `In the timed construction variant units are built at the producing dock: ${by.by} cannot place them elsewhere.`,
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
export function checkReinforcements(
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
