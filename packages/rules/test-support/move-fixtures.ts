// Test fixtures for movement (rules/movement.ts, rules/move-ships.ts): the build table (Sol P1 in
// seat 0, Hacan P2 in 1, Saar P3 in 2, Muaat P4 in 3) with its board replaced by a few chosen tiles
// at chosen positions, and a tactical action under way in one of them.

import { SYSTEMS_BY_ID } from '../src/content/index.ts';
import { neighborOnSide } from '../src/map/hex.ts';
import type { GameState, Seat, UnitCounts } from '../src/state/state.ts';
import { activated, SOL, table } from './build-fixtures.ts';

export {
  HACAN,
  MUAAT,
  SOL,
  refused,
  setPlanetUnits,
  setSpace,
  setTokens,
  space,
  withTechnologies,
} from './build-fixtures.ts';

/** `n` positions in a straight line from the centre, each across side `side` of the one before. */
export function lineOf(n: number, side = 1, from = 0): number[] {
  const out = [from];
  while (out.length < n) out.push(neighborOnSide(out[out.length - 1] as number, side));
  return out;
}

/** `tiles` in a straight line from the centre: tile id → position. */
export function line(...tiles: string[]): Record<string, number> {
  const at = lineOf(tiles.length);
  return Object.fromEntries(tiles.map((t, i) => [t, at[i] as number]));
}

/** The table with only these tiles on the board (no units, no tokens), their planets uncontrolled. */
export function onMap(state: GameState, tiles: Readonly<Record<string, number>>): GameState {
  const systems = Object.entries(tiles).map(([systemId, position]) => ({
    position,
    systemId,
    tokens: [],
    space: {},
    frontier: false,
  }));
  const planets = { ...state.galaxy.planets };
  for (const id of Object.keys(tiles))
    for (const p of SYSTEMS_BY_ID.get(id)?.planets ?? [])
      planets[p.id] = { controller: null, exhausted: false, attachments: [], units: {} };
  return { ...state, galaxy: { ...state.galaxy, systems, planets } };
}

/** `seat` (Sol by default) has activated `active` on a board of just `tiles`. */
export function moveTable(
  tiles: Readonly<Record<string, number>>,
  active: string,
  seat: Seat = SOL,
): GameState {
  return activated(onMap(table(), tiles), seat, active);
}

/** Every unit a seat has on the board, by type. */
export function unitsOf(state: GameState, seat: Seat): UnitCounts {
  const out: Record<string, number> = {};
  const add = (units: UnitCounts | undefined) => {
    for (const [t, n] of Object.entries(units ?? {})) out[t] = (out[t] ?? 0) + (n ?? 0);
  };
  for (const s of state.galaxy.systems) add(s.space[String(seat)]);
  for (const p of Object.values(state.galaxy.planets)) add(p.units[String(seat)]);
  return out;
}
