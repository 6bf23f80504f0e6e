// Builders for the table-edit tests (table-edits*.test.ts, table-edit-move.test.ts): an edit as an
// intent, a seat's units in a space area or on a planet, and a Thunder's Edge station system.

import type { Intent } from '../src/wire/intents.ts';
import type { GameState, Seat, UnitCounts } from '../src/state/state.ts';
import type { TableEdit } from '../src/wire/table-edit-schema.ts';

export const edit = (e: TableEdit): Intent => ({ type: 'table-edit', edit: e });
export const space = (s: GameState, system: string, seat: Seat): UnitCounts =>
  s.galaxy.systems.find((x) => x.systemId === system)?.space[String(seat)] ?? {};
export const ground = (s: GameState, planet: string, seat: Seat): UnitCounts =>
  s.galaxy.planets[planet]?.units[String(seat)] ?? {};

/** System 19 (Wellon) swapped for Thunder's Edge tile 109 (Bellatrix and Tsion Station) in the same place. */
export function withStationSystem(state: GameState): GameState {
  return {
    ...state,
    galaxy: {
      ...state.galaxy,
      systems: state.galaxy.systems.map((x) => (x.systemId === '19' ? { ...x, systemId: '109' } : x)),
      planets: {
        ...state.galaxy.planets,
        bellatrix: { controller: null, exhausted: false, attachments: [], units: {} },
      },
      stations: { ...state.galaxy.stations, 'tsion-station': { controller: null, exhausted: false } },
    },
  };
}

/** `seat`'s units in a system's space area replaced by `units`. */
export function withSpace(state: GameState, system: string, seat: Seat, units: UnitCounts): GameState {
  return {
    ...state,
    galaxy: {
      ...state.galaxy,
      systems: state.galaxy.systems.map((x) =>
        x.systemId === system ? { ...x, space: { ...x.space, [String(seat)]: units } } : x,
      ),
    },
  };
}

/** A command token of `seat` added to a system. */
export function withToken(state: GameState, system: string, seat: Seat): GameState {
  return {
    ...state,
    galaxy: {
      ...state.galaxy,
      systems: state.galaxy.systems.map((x) =>
        x.systemId === system ? { ...x, tokens: [...x.tokens, seat] } : x,
      ),
    },
  };
}
