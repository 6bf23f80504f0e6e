// A player's units in play (LRR 96 units, 70 reinforcements): the stats that apply to them (faction
// units and unit upgrades), how many pieces are on the board or under construction, and taking a
// piece back from the board when none is left in reinforcements (LRR 24.4, 002 "Producing units").

import {
  FACTION_UNIT_STATS,
  PLANETS_BY_ID,
  PLASTIC_PIECES,
  STATIONS_BY_ID,
  SYSTEMS_BY_ID,
  TECHNOLOGIES_BY_ID,
  TOKEN_SUPPLEMENTED_UNITS,
  UNITS_BY_TYPE,
  UNIT_TYPES,
  systemOfPlanet,
  type UnitData,
  type UnitType,
} from '../content/index.ts';
import { plural } from '../kernel/plural.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type {
  ConstructionState,
  GalaxyState,
  GameState,
  PlanetState,
  PlayerState,
  Seat,
  SystemState,
  UnitCounts,
} from '../state/state.ts';
import { techAbilities } from './tech-abilities.ts';

/** What the read-only helpers need: a game state, or a player's view of it (the UI uses the same rules). */
export interface BoardView {
  readonly players: readonly (Pick<
    PlayerState,
    | 'seat'
    | 'name'
    | 'faction'
    | 'technologies'
    | 'tradeGoods'
    | 'homeSystem'
    | 'captured'
    | 'notesInPlay'
    | 'valefar'
    | 'capturedUnits'
    | 'exhaustedCards'
    | 'purged'
  > & { readonly commanderUnlocked?: boolean })[];
  readonly galaxy: GalaxyState;
  readonly construction: ConstructionState;
  /** Once-a-turn uses and grants of this turn (abilities read their own marks). */
  readonly turnUses?: readonly string[] | undefined;
}

export const UNIT_NAMES: Readonly<Record<UnitType, string>> = Object.fromEntries(
  UNIT_TYPES.map((t) => [t, UNITS_BY_TYPE.get(t)?.name ?? t]),
) as Record<UnitType, string>;

/** "2 PDS", "1 Cruiser", "3 Fighters". */
/** "1 Carrier", "2 Destroyers", "2 PDS", "3 Infantry". */
export function unitCount(type: UnitType, n: number): string {
  const name = UNIT_NAMES[type];
  return plural(n, name, type === 'infantry' || type === 'pds' ? name : `${name}s`);
}

export function isShip(type: UnitType): boolean {
  return UNITS_BY_TYPE.get(type)?.ship ?? false;
}

export function isGroundForce(type: UnitType): boolean {
  return UNITS_BY_TYPE.get(type)?.groundForce ?? false;
}

/**
 * The stats of this player's unit of `type`: the generic unit, the faction's own version, then the
 * unit upgrade they own or copy with a Valefar Assimilator (a faction upgrade wins over the generic one).
 */
export function unitStats(state: BoardView, seat: Seat, type: UnitType): UnitData {
  const base = UNITS_BY_TYPE.get(type) as UnitData;
  const player = state.players[seat];
  if (!player) return base;
  const faction = FACTION_UNIT_STATS[player.faction]?.[type] ?? {};
  const upgrades = techAbilities(player)
    .map((id) => TECHNOLOGIES_BY_ID.get(id))
    .filter((t) => t?.upgrades === type);
  const upgrade = upgrades.find((t) => t?.faction !== undefined) ?? upgrades[0];
  return { ...base, ...faction, ...(upgrade?.upgradedStats ?? {}) };
}

export function findSystem(state: BoardView, systemId: string): SystemState | undefined {
  return state.galaxy.systems.find((s) => s.systemId === systemId);
}

/** Ids of the planets on this system tile (never its space stations). */
export function planetsOf(systemId: string): readonly string[] {
  return (SYSTEMS_BY_ID.get(systemId)?.planets ?? []).map((p) => p.id);
}

export function planetName(id: string): string {
  return PLANETS_BY_ID.get(id)?.name ?? STATIONS_BY_ID.get(id)?.name ?? id;
}

export function countOf(units: UnitCounts | undefined, type: UnitType): number {
  return units?.[type] ?? 0;
}

/** Every one of this player's pieces of `type` on the board or under construction (timed variant). */
export function unitsInPlay(state: BoardView, seat: Seat, type: UnitType): number {
  const key = String(seat);
  let n = 0;
  for (const s of state.galaxy.systems) n += countOf(s.space[key], type);
  for (const p of Object.values(state.galaxy.planets)) n += countOf(p.units[key], type);
  for (const item of state.construction.items) {
    if (item.seat !== seat) continue;
    if (item.kind === 'structure' && item.unit === type) n += 1;
    if (item.kind === 'unit' && item.unit === type) n += item.count;
  }
  return n;
}

/** This player's pieces of `type` on other players' faction sheets, captured (PlayerState.capturedUnits). */
export function capturedFrom(state: BoardView, seat: Seat, type: UnitType): number {
  const key = String(seat);
  let n = 0;
  for (const p of state.players) n += countOf(p.capturedUnits?.[key], type);
  return n;
}

/**
 * Pieces left in reinforcements: neither on the board, under construction nor captured; null when
 * tokens make the supply unlimited (fighters, infantry).
 */
export function inReinforcements(state: BoardView, seat: Seat, type: UnitType): number | null {
  if (TOKEN_SUPPLEMENTED_UNITS.includes(type)) return null;
  return Math.max(0, PLASTIC_PIECES[type] - unitsInPlay(state, seat, type) - capturedFrom(state, seat, type));
}

export function addUnits(units: UnitCounts | undefined, type: UnitType, n: number): UnitCounts {
  const next: UnitCounts = { ...(units ?? {}) };
  const count = (next[type] ?? 0) + n;
  if (count > 0) next[type] = count;
  else delete next[type];
  return next;
}

/** Adds (or with a negative `n`, removes) units in a system's space area. */
export function changeSpace(
  state: GameState,
  systemId: string,
  seat: Seat,
  type: UnitType,
  n: number,
): GameState {
  const key = String(seat);
  const systems = state.galaxy.systems.map((s) =>
    s.systemId === systemId ? { ...s, space: { ...s.space, [key]: addUnits(s.space[key], type, n) } } : s,
  );
  return { ...state, galaxy: { ...state.galaxy, systems } };
}

/** Adds (or with a negative `n`, removes) units on a planet. */
export function changePlanet(
  state: GameState,
  planetId: string,
  seat: Seat,
  type: UnitType,
  n: number,
): GameState {
  const planet = state.galaxy.planets[planetId] as PlanetState;
  const key = String(seat);
  const next: PlanetState = {
    ...planet,
    units: { ...planet.units, [key]: addUnits(planet.units[key], type, n) },
  };
  return { ...state, galaxy: { ...state.galaxy, planets: { ...state.galaxy.planets, [planetId]: next } } };
}

export { pullSchema, type Pull } from '../wire/pull.ts';
import type { Pull } from '../wire/pull.ts';

/** Removes pulled units from the board after checking where they come from. */
export function takeFromBoard(state: GameState, seat: Seat, pulls: readonly Pull[]): GameState | RuleError {
  let next = state;
  for (const p of pulls) {
    const system = findSystem(next, p.system);
    if (!system) return fail('rule/illegal-choice', `System ${p.system} is not on the board.`);
    if (system.tokens.includes(seat)) {
      // LRR 24.4
      return fail(
        'rule/illegal-choice',
        `You cannot take units back from system ${p.system}: it holds one of your command tokens.`,
      );
    }
    if (p.planet !== undefined) {
      if (systemOfPlanet(p.planet) !== p.system || !next.galaxy.planets[p.planet]) {
        return fail('rule/illegal-choice', `${planetName(p.planet)} is not in system ${p.system}.`);
      }
      const have = countOf(next.galaxy.planets[p.planet]?.units[String(seat)], p.unit);
      if (have < p.count) {
        return fail(
          'rule/illegal-choice',
          `You have ${unitCount(p.unit, have)} on ${planetName(p.planet)}, not ${p.count}.`,
        );
      }
      next = changePlanet(next, p.planet, seat, p.unit, -p.count);
    } else {
      const have = countOf(system.space[String(seat)], p.unit);
      if (have < p.count) {
        return fail(
          'rule/illegal-choice',
          `You have ${unitCount(p.unit, have)} in the space area of system ${p.system}, not ${p.count}.`,
        );
      }
      next = changeSpace(next, p.system, seat, p.unit, -p.count);
    }
  }
  return next;
}

/** Where this player could take a unit of `type` back from (systems without their command token). */
export function pullSources(state: BoardView, seat: Seat, type: UnitType): Pull[] {
  const key = String(seat);
  const out: Pull[] = [];
  for (const s of state.galaxy.systems) {
    if (s.tokens.includes(seat)) continue;
    const inSpace = countOf(s.space[key], type);
    if (inSpace > 0) out.push({ unit: type, count: inSpace, system: s.systemId });
    for (const id of planetsOf(s.systemId)) {
      const n = countOf(state.galaxy.planets[id]?.units[key], type);
      if (n > 0) out.push({ unit: type, count: n, system: s.systemId, planet: id });
    }
  }
  return out;
}

/** Players other than `seat` with ships in this system's space area. */
export function otherShipOwners(state: BoardView, systemId: string, seat: Seat): Seat[] {
  return shipOwners(state, systemId).filter((s) => s !== seat);
}

/**
 * Players with at least one unit in this system: ships (or anything else) in its space area, ground
 * forces or structures on its planets. Units under construction (timed variant) do nothing yet and
 * are not counted.
 */
export function unitOwners(state: BoardView, systemId: string): Seat[] {
  const system = findSystem(state, systemId);
  if (!system) return [];
  const owners = new Set<Seat>();
  const collect = (byOwner: SystemState['space'] | undefined) => {
    for (const [owner, units] of Object.entries(byOwner ?? {})) {
      if (Object.values(units).some((n) => (n ?? 0) > 0)) owners.add(Number(owner));
    }
  };
  collect(system.space);
  for (const id of planetsOf(systemId)) collect(state.galaxy.planets[id]?.units);
  return [...owners].sort((a, b) => a - b);
}

/** Players with at least one ship in this system's space area. */
export function shipOwners(state: BoardView, systemId: string): Seat[] {
  const system = findSystem(state, systemId);
  if (!system) return [];
  return Object.entries(system.space)
    .filter(([, units]) =>
      (Object.entries(units) as [UnitType, number][]).some(([t, n]) => n > 0 && isShip(t)),
    )
    .map(([owner]) => Number(owner));
}
