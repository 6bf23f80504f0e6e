// Every system tile this app knows, with lookups by tile id, planet id and station id.

import { BASE_SYSTEMS } from './systems-base.ts';
import { HYPERLANE_SYSTEMS } from './systems-hyperlanes.ts';
import { POK_SYSTEMS } from './systems-pok.ts';
import {
  MULTI_SPECIALTY_PLANETS,
  MULTI_TRAIT_PLANETS,
  THUNDERS_EDGE_SYSTEMS,
} from './systems-thunders-edge.ts';
import type { PlanetData, StationData, SystemData, TechColor, Trait } from './types.ts';

export const MECATOL_REX_SYSTEM_ID = '18';
export const MECATOL_REX_PLANET_ID = 'mecatol-rex';
/** The Creuss Gate (delta wormhole) that stands in the Ghosts of Creuss home position on the board. */
export const CREUSS_GATE_SYSTEM_ID = '17';
/**
 * Tiles that take a faction's home position while its home system sits beside the board: the Creuss
 * Gate and the Sorrow (Crimson Rebellion). They count as home positions, not as home systems.
 */
export const HOME_POSITION_TILE_IDS: readonly string[] = [CREUSS_GATE_SYSTEM_ID, '94'];
/** Home systems beside the board, with the tile that takes their home position. */
export const HOME_POSITION_TILE_OF: ReadonlyMap<string, string> = new Map([
  ['51', CREUSS_GATE_SYSTEM_ID],
  ['118', '94'],
]);
/**
 * Tiles that are never part of the ring layout of a map string: the Creuss and Crimson Rebellion homes
 * and the Wormhole Nexus.
 */
export const OFF_MAP_SYSTEM_IDS: readonly string[] = ['51', '82', '118'];

export const SYSTEMS: readonly SystemData[] = [
  ...BASE_SYSTEMS,
  ...POK_SYSTEMS,
  ...HYPERLANE_SYSTEMS,
  ...THUNDERS_EDGE_SYSTEMS,
];

export const SYSTEMS_BY_ID: ReadonlyMap<string, SystemData> = new Map(SYSTEMS.map((s) => [s.id, s]));

const systemIdByPlanet = new Map<string, string>();
const planetsById = new Map<string, PlanetData>();
const stationsById = new Map<string, StationData>();
const systemIdByStation = new Map<string, string>();
for (const system of SYSTEMS) {
  for (const p of system.planets) {
    planetsById.set(p.id, p);
    systemIdByPlanet.set(p.id, system.id);
  }
  for (const s of system.stations) {
    stationsById.set(s.id, s);
    systemIdByStation.set(s.id, system.id);
  }
}

export const PLANETS_BY_ID: ReadonlyMap<string, PlanetData> = planetsById;
export const STATIONS_BY_ID: ReadonlyMap<string, StationData> = stationsById;

/** The tile id of the system that holds this planet. */
export function systemOfPlanet(planetId: string): string | undefined {
  return systemIdByPlanet.get(planetId);
}

/** The tile id of the system that holds this space station. */
export function systemOfStation(stationId: string): string | undefined {
  return systemIdByStation.get(stationId);
}

/** All traits of a planet (most have zero or one; a few Thunder's Edge planets have two). */
export function planetTraits(planet: PlanetData): readonly Trait[] {
  const several = MULTI_TRAIT_PLANETS.get(planet.id);
  if (several !== undefined) return several;
  return planet.trait === undefined ? [] : [planet.trait];
}

const NO_SPECIALTY: readonly TechColor[] = [];
const ONE_SPECIALTY: Readonly<Record<TechColor, readonly TechColor[]>> = {
  blue: ['blue'],
  green: ['green'],
  red: ['red'],
  yellow: ['yellow'],
};

/**
 * All technology specialties of a planet, one per icon (a few Thunder's Edge planets have two). Shared
 * arrays, never allocated: research asks for every planet of a player in every view.
 */
export function planetSpecialties(planet: PlanetData): readonly TechColor[] {
  const several = MULTI_SPECIALTY_PLANETS.get(planet.id);
  if (several !== undefined) return several;
  return planet.specialty === undefined ? NO_SPECIALTY : ONE_SPECIALTY[planet.specialty];
}
