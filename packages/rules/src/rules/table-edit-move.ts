// The "move" table edit (SPEC 2.6): a tactical action's movement and invasion in one step. The active
// player's ships, fighters and ground forces come from one or more places into the active system, ground
// forces land on its planets, and a landing on a planet no other player holds takes control of it.
// What the edit checks and what it leaves to the players is listed in docs/rules-decisions.md.

import { custodiansProblem } from './agenda/custodians.ts';
import { systemOfPlanet, SYSTEMS_BY_ID, type UnitType } from '../content/index.ts';
import {
  addUnits,
  type BoardView,
  findSystem,
  isGroundForce,
  isShip,
  otherShipOwners,
  planetName,
  unitCount,
  unitStats,
} from '../board/forces.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, PlanetState, Seat, UnitCounts } from '../state/state.ts';
import type { Landing, MoveSource, TableEdit } from '../wire/table-edit-schema.ts';
import {
  addTo,
  isStructure,
  removeFrom,
  resolvePlace,
  unitEntries,
  type Place,
  type UnitEditResult,
} from '../board/table-edit-units.ts';

type MoveEdit = Extract<TableEdit, { kind: 'move' }>;

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

/** A system as players call it: its planets' names ("Abyz/Fria"), or "system 41" when it has none. */
export function systemName(systemId: string): string {
  const planets = SYSTEMS_BY_ID.get(systemId)?.planets ?? [];
  return planets.length === 0 ? `system ${systemId}` : planets.map((p) => p.name).join('/');
}

/** "2 Carriers, 4 Infantry" (the unit names as the log writes them). */
function listText(units: UnitCounts): string {
  return unitEntries(units)
    .map(([t, n]) => unitCount(t, n).replace(/Infantrys$/, 'Infantry'))
    .join(', ');
}

function sum(units: UnitCounts, keep: (t: UnitType) => boolean): number {
  return unitEntries(units).reduce((a, [t, n]) => (keep(t) ? a + n : a), 0);
}

function merge(a: UnitCounts, b: UnitCounts): UnitCounts {
  let out = a;
  for (const [t, n] of unitEntries(b)) out = addUnits(out, t, n);
  return out;
}

/** Fighters and ground forces need room on a ship to move (LRR 16, 95). */
export function needsCapacity(type: UnitType): boolean {
  return type === 'fighter' || isGroundForce(type);
}

/**
 * Room the moving ships offer and how much of it the moving fighters and ground forces take: the same
 * arithmetic the edit checks, for a form's running total.
 */
export function moveCapacity(
  state: BoardView,
  seat: Seat,
  units: UnitCounts,
): { capacity: number; used: number } {
  const capacity = unitEntries(units).reduce(
    (a, [t, n]) => (isShip(t) ? a + n * (unitStats(state, seat, t).capacity ?? 0) : a),
    0,
  );
  return { capacity, used: sum(units, needsCapacity) };
}

/** Another player's control or units on a planet: a landing there does not take it. */
export function heldByOther(planet: PlanetState | undefined, seat: Seat): Seat | null {
  if (!planet) return null;
  if (planet.controller !== null && planet.controller !== seat) return planet.controller;
  for (const [owner, units] of Object.entries(planet.units)) {
    if (Number(owner) !== seat && unitEntries(units).length > 0) return Number(owner);
  }
  return null;
}

/** Takes one source's units off the board, after the checks that belong to where they come from. */
function takeSource(
  state: GameState,
  seat: Seat,
  active: string,
  source: MoveSource,
): { state: GameState; systemId: string } | RuleError {
  const area = 'system' in source ? { system: source.system } : { planet: source.planet };
  const place: Place | RuleError = resolvePlace(state, area);
  if ('ok' in place) return place;
  const where = place.in === 'space' ? systemName(place.systemId) : planetName(place.planetId);
  if (place.systemId === active) {
    return fail(
      'rule/illegal-choice',
      `${where} is in the active system already: a move brings units in from other systems.`,
    );
  }
  for (const [type] of unitEntries(source.units)) {
    if (isStructure(type))
      return fail('rule/illegal-choice', `${unitCount(type, 2).slice(2)} never move once placed.`);
  }
  if (findSystem(state, place.systemId)?.tokens.includes(seat)) {
    // LRR 58.3c (ships) and 95 (fighters and ground forces are not picked up there).
    return fail(
      'rule/illegal-choice',
      `${systemName(place.systemId)} (system ${place.systemId}) holds your command token: nothing moves out of it (LRR 58, 95).`,
    );
  }
  const next = removeFrom(state, place, seat, seat, source.units);
  if ('ok' in next) return next;
  return { state: next, systemId: place.systemId };
}

/** Lands one group of ground forces from the active system's space area; says whether control changed. */
function land(
  state: GameState,
  seat: Seat,
  active: string,
  landing: Landing,
): { state: GameState; text: string } | RuleError {
  const name = planetName(landing.planet);
  const planet = state.galaxy.planets[landing.planet];
  if (!planet || systemOfPlanet(landing.planet) !== active) {
    return fail(
      'rule/illegal-choice',
      `${name} is not a planet of the active system (${systemName(active)}): ground forces land only there (LRR 49).`,
    );
  }
  const guarded = custodiansProblem(state, landing.planet);
  if (guarded) return guarded;
  for (const [type] of unitEntries(landing.units)) {
    if (!isGroundForce(type))
      return fail(
        'rule/illegal-choice',
        `Only ground forces land on planets; ${unitCount(type, 2).slice(2)} do not.`,
      );
  }
  const space: Place = { in: 'space', systemId: active };
  for (const [type, n] of unitEntries(landing.units)) {
    const have = findSystem(state, active)?.space[String(seat)]?.[type] ?? 0;
    if (have < n) {
      return fail(
        'rule/illegal-choice',
        `${have === 0 ? `No ${listText({ [type]: 2 }).slice(2)}` : listText({ [type]: have })} would be in the space area of ${systemName(active)} to land, not ${n}.`,
      );
    }
  }
  const taken = removeFrom(state, space, seat, seat, landing.units);
  if ('ok' in taken) return taken;
  const placed = addTo(
    taken,
    { in: 'planet', planetId: landing.planet, systemId: active },
    seat,
    landing.units,
  );
  if ('ok' in placed) return placed;
  const what = `lands ${listText(landing.units)} on ${name}`;
  const holder = heldByOther(planet, seat);
  if (holder !== null) {
    // Ground combat and a defended planet's control stay separate edits: the app does not roll dice.
    return {
      state: placed,
      text: `${what} (${nameOf(state, holder)} holds it: record the ground combat and any change of control with table edits)`,
    };
  }
  if (planet.controller === seat) return { state: placed, text: what };
  // LRR 49.6 and 25: an undefended planet is taken, its card exhausted.
  const after = placed.galaxy.planets[landing.planet] as PlanetState;
  const next: GameState = {
    ...placed,
    galaxy: {
      ...placed.galaxy,
      planets: {
        ...placed.galaxy.planets,
        [landing.planet]: { ...after, controller: seat, exhausted: true },
      },
    },
  };
  return { state: next, text: `${what} and takes control` };
}

/**
 * Checks a move against the table and applies it for `editor`, who must be the active player of a
 * tactical action under way (LRR 58: only the active player moves, and only into the active system).
 */
export function applyMove(state: GameState, editor: Seat, edit: MoveEdit): UnitEditResult | RuleError {
  if (state.phase !== 'action' || !state.tactical) {
    return fail(
      'intent/wrong-phase',
      'A move goes into the system a tactical action activated, and no tactical action is under way. To correct the board, use "Move units" instead.',
    );
  }
  const active = state.tactical.system;
  if (state.active !== editor) {
    const who = nameOf(state, state.active ?? 0);
    return fail(
      'intent/not-your-turn',
      `Only ${who} moves units now: it is their tactical action (LRR 58). To correct the board, use "Move units" instead.`,
    );
  }
  if (edit.to !== active) {
    return fail(
      'rule/illegal-choice',
      `Units move into the active system, ${systemName(active)} (system ${active}); system ${edit.to} is not it (LRR 58).`,
    );
  }
  const landings = edit.land ?? [];
  if (landings.length > 0) {
    const others = otherShipOwners(state, active, editor);
    if (others.length > 0) {
      // LRR 49 follows space combat: with another player's ships still there, nobody lands yet.
      return fail(
        'rule/illegal-choice',
        `${others.map((s) => nameOf(state, s)).join(' and ')} ${others.length === 1 ? 'has' : 'have'} ships in ${systemName(active)}: space combat comes before landing (LRR 49). Move in without landing, record the combat with table edits, then make a move that only lands.`,
      );
    }
  }

  let next = state;
  let moved: UnitCounts = {};
  const bySystem = new Map<string, UnitCounts>();
  for (const source of edit.from) {
    const out = takeSource(next, editor, active, source);
    if ('ok' in out) return out;
    next = out.state;
    moved = merge(moved, source.units);
    bySystem.set(out.systemId, merge(bySystem.get(out.systemId) ?? {}, source.units));
  }
  const room = moveCapacity(state, editor, moved);
  if (room.used > room.capacity) {
    return fail(
      'rule/limit-reached',
      `The ships that move have room for ${room.capacity} fighters and ground forces (capacity, LRR 16); ${room.used} would move with them. Move fewer, or add a ship with capacity.`,
    );
  }
  if (edit.from.length > 0) {
    const into = addTo(next, { in: 'space', systemId: active }, editor, moved);
    if ('ok' in into) return into;
    next = into;
  }
  const landed: string[] = [];
  for (const l of landings) {
    const out = land(next, editor, active, l);
    if ('ok' in out) return out;
    next = out.state;
    landed.push(out.text);
  }

  const parts: string[] = [];
  if (bySystem.size > 0) {
    const groups = [...bySystem].map(([id, units]) => `${listText(units)} from ${systemName(id)}`);
    parts.push(`moves ${groups.join(' and ')} to ${systemName(active)}`);
  }
  parts.push(...landed);
  // Space-station control follows the units (003 note 2), in the active system and those they left.
  return { state: next, text: parts.join('; '), unitSystems: [active, ...bySystem.keys()] };
}
