// Placing structures (LRR 24, Construction; shared/rules/000 notes 1–3): a PDS or a space dock on a
// planet the player controls, from reinforcements or, when none is left, taken back from a system
// without the player's command token (LRR 24.4). At most one space dock and two PDS per planet; none
// on a planet with the Demilitarized Zone attached, none on a space station (003 note 4).

import { z } from 'zod';
import { PLANETS_BY_ID, STATIONS_BY_ID, systemOfPlanet } from '../content/index.ts';
import { enqueueStructure, isTimed } from './construction-queue.ts';
import type { GameEvent } from '../state/events.ts';
import {
  changePlanet,
  countOf,
  findSystem,
  inReinforcements,
  planetName,
  takeFromBoard,
  UNIT_NAMES,
  type BoardView,
} from './forces.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import { stationControlChanges } from './stations.ts';
import type { GameState, Seat } from '../state/state.ts';

export const STRUCTURES = ['pds', 'space-dock'] as const;
export type Structure = (typeof STRUCTURES)[number];

/** Construction notes 1–2: per planet, per player. */
export const STRUCTURE_LIMITS: Readonly<Record<Structure, number>> = { pds: 2, 'space-dock': 1 };

export const DEMILITARIZED_ZONE = 'demilitarized-zone';

export const placementSchema = z
  .object({
    structure: z.enum(STRUCTURES),
    planet: z.string().min(1).max(64),
    /** When none is left in reinforcements: the planet to take one back from. */
    pullFrom: z.string().min(1).max(64).optional(),
  })
  .strict();
export type Placement = z.infer<typeof placementSchema>;

/** This player's structures of `type` on the planet, counting those under construction. */
export function structuresOn(state: BoardView, seat: Seat, planet: string, type: Structure): number {
  const onBoard = countOf(state.galaxy.planets[planet]?.units[String(seat)], type);
  const building = state.construction.items.filter(
    (i) => i.kind === 'structure' && i.seat === seat && i.planet === planet && i.unit === type,
  ).length;
  return onBoard + building;
}

/** Why this structure cannot go on this planet (reinforcements aside), or null. */
export function placementProblem(
  state: BoardView,
  seat: Seat,
  planet: string,
  type: Structure,
): string | null {
  if (STATIONS_BY_ID.has(planet)) {
    return `${planetName(planet)} is a space station: structures cannot be placed on it (space stations, note 4).`;
  }
  const p = state.galaxy.planets[planet];
  if (!p || !PLANETS_BY_ID.has(planet)) return `${planet} is not a planet on the board.`;
  if (p.controller !== seat) return `You do not control ${planetName(planet)}.`;
  if (p.attachments.includes(DEMILITARIZED_ZONE)) {
    return `${planetName(planet)} has the Demilitarized Zone attached: no structures there (Construction, note 3).`;
  }
  return structureLimitProblem(state, seat, planet, type, 1);
}

/**
 * Why `adding` more of this player's structures of `type` would break the per-planet limit, or null.
 * Structures under construction count (seed 004 §16.4 puts them on the board), so every way onto the
 * board — Construction, production, table edits — shares this one check.
 */
export function structureLimitProblem(
  state: BoardView,
  seat: Seat,
  planet: string,
  type: Structure,
  adding: number,
): string | null {
  const limit = STRUCTURE_LIMITS[type];
  const has = structuresOn(state, seat, planet, type);
  if (has + adding <= limit) return null;
  const what = type === 'pds' ? `${has} PDS` : has === 1 ? 'a space dock' : `${has} space docks`;
  const max = type === 'pds' ? 'at most 2 PDS per planet' : 'at most 1 space dock per planet';
  const queued = has - countOf(state.galaxy.planets[planet]?.units[String(seat)], type);
  const building = queued > 0 ? `, ${queued} of them under construction` : '';
  return `${planetName(planet)} already has ${what}${building} (${max}).`;
}

/** Planets (with a pullable piece) this player could take a structure back from: no own command token. */
export function structurePullSources(
  state: BoardView,
  seat: Seat,
  type: Structure,
  exceptSystem?: string,
): string[] {
  return Object.entries(state.galaxy.planets)
    .filter(([id, p]) => {
      if (countOf(p.units[String(seat)], type) === 0) return false;
      const system = systemOfPlanet(id);
      if (!system || system === exceptSystem) return false;
      return !findSystem(state, system)?.tokens.includes(seat);
    })
    .map(([id]) => id);
}

/** Why this player cannot place a structure of `type` at all right now (no piece anywhere), or null. */
export function noPieceProblem(
  state: BoardView,
  seat: Seat,
  type: Structure,
  exceptSystem?: string,
): string | null {
  if ((inReinforcements(state, seat, type) ?? 1) > 0) return null;
  if (structurePullSources(state, seat, type, exceptSystem).length > 0) return null;
  return `All your ${UNIT_NAMES[type]} pieces are in use, and none is in a system without your command token.`;
}

/** Places one structure (or starts building it in the timed variant). */
export function placeStructure(
  state: GameState,
  seat: Seat,
  placement: Placement,
): { state: GameState; events: GameEvent[] } | RuleError {
  const { structure, planet, pullFrom } = placement;
  const events: GameEvent[] = [];
  const who = state.players[seat]?.name ?? `Seat ${seat + 1}`;
  // Check the destination before taking anything back, so the message names the real problem.
  const early = placementProblem(state, seat, planet, structure);
  if (early && !(pullFrom === planet && early.includes('already has')))
    return fail('rule/illegal-choice', early);
  let next = state;
  const left = inReinforcements(state, seat, structure) ?? 1;
  if (pullFrom === undefined) {
    if (left === 0) {
      // LRR 24.4
      return fail(
        'rule/limit-reached',
        `No ${UNIT_NAMES[structure]} is left in your reinforcements: choose one to take back from a system without your command token.`,
      );
    }
  } else {
    if (left > 0) {
      return fail(
        'rule/illegal-choice',
        `You still have a ${UNIT_NAMES[structure]} in reinforcements: take one back from the board only when none is left.`,
      );
    }
    const system = systemOfPlanet(pullFrom);
    if (!system) return fail('rule/illegal-choice', `${planetName(pullFrom)} is not a planet on the board.`);
    const pulled = takeFromBoard(next, seat, [{ unit: structure, count: 1, system, planet: pullFrom }]);
    if ('ok' in pulled) return pulled;
    next = pulled;
    events.push({
      type: 'note',
      seat,
      text: `${who} takes a ${UNIT_NAMES[structure]} back from ${planetName(pullFrom)} to place it.`,
    });
  }
  const problem = placementProblem(next, seat, planet, structure);
  if (problem) return fail('rule/illegal-choice', problem);
  if (isTimed(state)) {
    next = enqueueStructure(next, seat, structure, planet);
    events.push({
      type: 'note',
      seat,
      text: `${who} starts building a ${UNIT_NAMES[structure]} on ${planetName(planet)} (under construction).`,
    });
  } else {
    next = changePlanet(next, planet, seat, structure, 1);
    events.push({
      type: 'note',
      seat,
      text: `${who} places a ${UNIT_NAMES[structure]} on ${planetName(planet)}.`,
    });
    // A structure is a unit in its system: it may leave this player alone there (003 note 2).
    const system = systemOfPlanet(planet);
    if (system) {
      const control = stationControlChanges(next, system);
      next = control.state;
      events.push(...control.events);
    }
  }
  return { state: next, events };
}

/** A legal placement of `type` on one of this player's planets (optionally in one system), or null. */
export function findPlacement(
  state: BoardView,
  seat: Seat,
  type: Structure,
  inSystem?: string,
): Placement | null {
  const left = inReinforcements(state, seat, type) ?? 1;
  for (const [id, p] of Object.entries(state.galaxy.planets)) {
    if (p.controller !== seat) continue;
    if (inSystem !== undefined && systemOfPlanet(id) !== inSystem) continue;
    if (placementProblem(state, seat, id, type)) continue;
    if (left > 0) return { structure: type, planet: id };
    const from = structurePullSources(state, seat, type, inSystem).find((src) => src !== id);
    if (from) return { structure: type, planet: id, pullFrom: from };
  }
  return null;
}

/** A legal placement of any structure on one of this player's planets, or null (a PDS first). */
export function anyPlacement(state: BoardView, seat: Seat): Placement | null {
  for (const type of STRUCTURES) {
    const found = findPlacement(state, seat, type);
    if (found) return found;
  }
  return null;
}
