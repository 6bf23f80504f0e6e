// Table edits that move, add or remove units (SPEC 2.6): movement, combat
// losses, invasion and effects the app does not simulate. Each checks where
// units may stand and the reinforcement limits (LRR 70) before it applies.

import { UNIT_TYPES, systemOfPlanet, type UnitType } from '../content/index.ts';
import {
  changePlanet,
  changeSpace,
  countOf,
  findSystem,
  inReinforcements,
  isGroundForce,
  isShip,
  planetName,
  unitCount,
} from './forces.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat, UnitCounts } from '../state/state.ts';
import type { Area } from '../wire/table-edit-schema.ts';
import { DEMILITARIZED_ZONE, structureLimitProblem, type Structure } from './structures.ts';

/** The Clan of Saar's space docks float in space areas (their faction ability). */
const FLOATING_DOCKS = 'clan-of-saar';

export type Place =
  | { readonly in: 'space'; readonly systemId: string }
  | { readonly in: 'planet'; readonly planetId: string; readonly systemId: string };

export type UnitEdit =
  | {
      readonly kind: 'move-units';
      readonly owner: Seat;
      readonly from: Area;
      readonly to: Area;
      readonly units: UnitCounts;
    }
  | { readonly kind: 'add-units'; readonly owner: Seat; readonly to: Area; readonly units: UnitCounts }
  | { readonly kind: 'remove-units'; readonly owner: Seat; readonly from: Area; readonly units: UnitCounts };

export interface UnitEditResult {
  readonly state: GameState;
  /** The sentence after the editor's name: "moves 2 Carriers from system 19 to system 26". */
  readonly text: string;
  /** Systems whose units changed (space-station control may follow them). */
  readonly unitSystems: readonly string[];
}

/** "Destroyers", "PDS", "Infantry". */
function pluralName(type: UnitType): string {
  return unitCount(type, 2).slice(2);
}

export function isStructure(type: UnitType): boolean {
  return type === 'pds' || type === 'space-dock';
}

/** Units with a positive count, in the content's order. */
export function unitEntries(units: UnitCounts): [UnitType, number][] {
  return UNIT_TYPES.flatMap((t): [UnitType, number][] => {
    const n = units[t] ?? 0;
    return n > 0 ? [[t, n]] : [];
  });
}

/** "2 Carriers and 1 Fighter". */
export function unitsText(units: UnitCounts): string {
  const parts = unitEntries(units).map(([t, n]) => unitCount(t, n));
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

export function placeText(place: Area): string {
  return 'system' in place ? `the space area of system ${place.system}` : planetName(place.planet);
}

export function resolvePlace(state: GameState, area: Area): Place | RuleError {
  if ('system' in area) {
    const system = findSystem(state, area.system);
    if (!system) return fail('rule/illegal-choice', `System ${area.system} is not on the board.`);
    return { in: 'space', systemId: area.system };
  }
  const systemId = systemOfPlanet(area.planet);
  if (!state.galaxy.planets[area.planet] || systemId === undefined || !findSystem(state, systemId))
    return fail('rule/illegal-choice', `${planetName(area.planet)} is not on the board.`);
  return { in: 'planet', planetId: area.planet, systemId };
}

function countAt(state: GameState, place: Place, owner: Seat, type: UnitType): number {
  const key = String(owner);
  if (place.in === 'space') return countOf(findSystem(state, place.systemId)?.space[key], type);
  return countOf(state.galaxy.planets[place.planetId]?.units[key], type);
}

function change(state: GameState, place: Place, owner: Seat, type: UnitType, n: number): GameState {
  return place.in === 'space'
    ? changeSpace(state, place.systemId, owner, type, n)
    : changePlanet(state, place.planetId, owner, type, n);
}

/** Whether units of `type` may stand in `place` at all. */
function placeRule(state: GameState, place: Place, owner: Seat, type: UnitType): RuleError | null {
  const where =
    place.in === 'space' ? `the space area of system ${place.systemId}` : planetName(place.planetId);
  if (place.in === 'space') {
    const floating = type === 'space-dock' && state.players[owner]?.faction === FLOATING_DOCKS;
    if (isStructure(type) && !floating)
      return fail('rule/illegal-choice', `Structures stand on planets, not in ${where}.`);
    return null;
  }
  if (isShip(type)) return fail('rule/illegal-choice', `Ships stay in space: they cannot be on ${where}.`);
  const planet = state.galaxy.planets[place.planetId];
  if ((isStructure(type) || isGroundForce(type)) && planet?.attachments.includes(DEMILITARIZED_ZONE)) {
    return fail(
      'rule/illegal-choice',
      `${where} carries the Demilitarized Zone: no ground forces or structures can be put there.`,
    );
  }
  return null;
}

/** " (on Brin's units)" when the edit touches another player's belongings, else "". */
export function onWhose(state: GameState, owner: Seat | null, editor: Seat, what: string): string {
  if (owner === null || owner === editor) return '';
  return ` (on ${state.players[owner]?.name ?? `Seat ${owner + 1}`}'s ${what})`;
}

function ownerName(state: GameState, owner: Seat, editor: Seat, possessive: boolean): string {
  if (owner === editor) return possessive ? 'your' : 'you';
  const name = state.players[owner]?.name ?? `Seat ${owner + 1}`;
  return possessive ? `${name}'s` : name;
}

function checkOwner(state: GameState, owner: Seat): RuleError | null {
  return state.players[owner]
    ? null
    : fail('rule/illegal-choice', `There is no seat ${owner + 1} in this game.`);
}

export function removeFrom(
  state: GameState,
  place: Place,
  owner: Seat,
  editor: Seat,
  units: UnitCounts,
): GameState | RuleError {
  let next = state;
  for (const [type, n] of unitEntries(units)) {
    const have = countAt(next, place, owner, type);
    if (have < n) {
      const whose = ownerName(state, owner, editor, false);
      const where = place.in === 'space' ? `in system ${place.systemId}` : `on ${planetName(place.planetId)}`;
      return fail(
        'rule/illegal-choice',
        `${whose === 'you' ? 'You have' : `${whose} has`} ${unitCount(type, have)} ${where}, not ${n}.`,
      );
    }
    next = change(next, place, owner, type, -n);
  }
  return next;
}

export function addTo(state: GameState, place: Place, owner: Seat, units: UnitCounts): GameState | RuleError {
  let next = state;
  for (const [type, n] of unitEntries(units)) {
    const wrong = placeRule(next, place, owner, type);
    if (wrong) return wrong;
    // LRR 64 and 80, one check shared with Construction: structures under construction count too.
    if (place.in === 'planet' && isStructure(type)) {
      const problem = structureLimitProblem(next, owner, place.planetId, type as Structure, n);
      if (problem) return fail('rule/limit-reached', problem);
    }
    next = change(next, place, owner, type, n);
  }
  return next;
}

/** Systems whose units an edit changed: space-station control is re-checked there (003 note 2). */
function unitSystems(...places: Place[]): string[] {
  return [...new Set(places.map((p) => p.systemId))];
}

export function applyUnitEdit(state: GameState, editor: Seat, edit: UnitEdit): UnitEditResult | RuleError {
  const badOwner = checkOwner(state, edit.owner);
  if (badOwner) return badOwner;
  const owner = edit.owner;
  // Another player's units: the log says so at the end (SPEC 2.6, every edit names whose belongings it touches).
  const on = onWhose(state, owner, editor, 'units');
  const list = unitsText(edit.units);

  if (edit.kind === 'remove-units') {
    const from = resolvePlace(state, edit.from);
    if ('ok' in from) return from;
    const next = removeFrom(state, from, owner, editor, edit.units);
    if ('ok' in next) return next;
    return {
      state: next,
      text: `removes ${list} from ${placeText(edit.from)}${on}`,
      unitSystems: unitSystems(from),
    };
  }

  if (edit.kind === 'add-units') {
    const to = resolvePlace(state, edit.to);
    if ('ok' in to) return to;
    if (to.in === 'planet' && state.galaxy.planets[to.planetId]?.controller !== owner) {
      // LRR 67 and 84: new ground forces and structures go on planets their owner controls.
      const who = owner === editor ? 'you control' : `${ownerName(state, owner, editor, false)} controls`;
      return fail(
        'rule/not-controlled',
        `Units can be added only on planets ${who}; ${planetName(to.planetId)} is not one.`,
      );
    }
    for (const [type, n] of unitEntries(edit.units)) {
      const left = inReinforcements(state, owner, type);
      if (left !== null && left < n) {
        const who = owner === editor ? 'You have' : `${ownerName(state, owner, editor, false)} has`;
        // LRR 70
        return fail(
          'rule/limit-reached',
          `${who} ${left === 0 ? 'no' : `only ${left}`} ${pluralName(type)} left in reinforcements; remove one from the board first.`,
        );
      }
    }
    const next = addTo(state, to, owner, edit.units);
    if ('ok' in next) return next;
    return {
      state: next,
      text: `adds ${list} to ${placeText(edit.to)}${on}`,
      unitSystems: unitSystems(to),
    };
  }

  const from = resolvePlace(state, edit.from);
  if ('ok' in from) return from;
  const to = resolvePlace(state, edit.to);
  if ('ok' in to) return to;
  if (JSON.stringify(from) === JSON.stringify(to))
    return fail('rule/illegal-choice', 'Units moved must go somewhere else: the two places are the same.');
  for (const [type] of unitEntries(edit.units)) {
    // Structures never move once placed.
    if (isStructure(type))
      return fail('rule/illegal-choice', `${pluralName(type)} do not move; remove and add them instead.`);
  }
  const removed = removeFrom(state, from, owner, editor, edit.units);
  if ('ok' in removed) return removed;
  const next = addTo(removed, to, owner, edit.units);
  if ('ok' in next) return next;
  return {
    state: next,
    text: `moves ${list} from ${placeText(edit.from)} to ${placeText(edit.to)}${on}`,
    unitSystems: unitSystems(from, to),
  };
}
