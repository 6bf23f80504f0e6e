// Where a player can produce (LRR 68): the units and places with a production value in a system,
// and the production limit they add up to.

import { PLANETS_BY_ID, SYSTEMS_BY_ID, UNIT_TYPES } from '../content/index.ts';
import type { UnitType } from '../content/types.ts';
import { countOf, findSystem, planetsOf, unitStats, type BoardView } from './forces.ts';
import { hasTechAbility } from './tech-abilities.ts';
import type { Seat, SystemState } from '../state/state.ts';

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
    if (site.dock === undefined && structure && hasTechAbility(state.players[seat], AERIE_HOLOLATTICE))
      out.push({ where: id, unit: structure, value: 1, by: AERIE_HOLOLATTICE });
  }
  if (site.dock === undefined) {
    for (const type of UNIT_TYPES) add('space', type, countOf(system.space[key], type), 0);
    // Magmus Reactor: the supernova counts as one of their units with production 5 (not for Warfare).
    if (
      SYSTEMS_BY_ID.get(site.system)?.anomalies.includes('supernova') &&
      hasTechAbility(state.players[seat], MAGMUS_REACTOR) &&
      hasShipsIn(system, seat)
    )
      out.push({ where: 'space', unit: 'supernova', value: MAGMUS_PRODUCTION, by: MAGMUS_REACTOR });
  }
  return out;
}

/** The production limit: the sum of the sources' production values. */
export function productionLimit(state: BoardView, seat: Seat, site: ProductionSite): number {
  if (site.unlimited) return Infinity;
  return productionSources(state, seat, site).reduce((a, s) => a + s.value, 0);
}
