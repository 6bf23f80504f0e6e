// Checks of a production order that do not change the table (LRR 67, 68; shared/rules/002): the unit
// types a player may produce, where each line goes (the system's planets and space, another dock with
// Rowl Sarrig, planets next door with Trillossa Aun Mirik), Mitosis, and the pieces taken back from the
// board when reinforcements run out.

import {
  STATIONS_BY_ID,
  SYSTEMS_BY_ID,
  UNIT_REQUIRES_TECHNOLOGY,
  FACTION_UNIT_STATS,
} from '../content/index.ts';
import type { UnitType } from '../content/types.ts';
import { factionHas } from '../content/factions.ts';
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
import { trillossaPlanets } from '../builtin-abilities/production-agents.ts';
import { rowlPlaces } from '../builtin-abilities/rowl-sarrig.ts';
import { plural } from '../kernel/plural.ts';
import type { ProductionSite, ProductionSource } from '../board/production-sources.ts';
import type { ProductionLine } from '../wire/production-order.ts';
import type { OrderQuote } from './production-quote.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';

/**
 * Mitosis (Arborec): their space docks cannot produce infantry, so infantry count only against the
 * production of their other units here (Letani Warriors' own production). Null when the order fits.
 */
export function mitosisLimit(
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
  trillossa: boolean,
): RuleError | null {
  const planets = planetsOf(site.system);
  const nextDoor = trillossa ? trillossaPlanets(state, seat, site.system) : [];
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
    if (nextDoor.includes(line.place) && isGroundForce(line.unit)) {
      // Trillossa Aun Mirik (Argent agent): ground forces on their planets in adjacent systems.
      if (isTimed(state))
        return fail(
          'rule/illegal-choice',
          'In the timed construction variant units are built at the producing dock: Trillossa Aun Mirik cannot place them elsewhere.',
        );
      continue;
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
