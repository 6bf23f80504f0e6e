// Test fixtures for the invasion step (rules/invasion.ts): Sol (seat 0) has activated 20 (Vefut II) and
// its movement step is over, with units in its space area; Hacan (seat 1) may hold Vefut II.

import type { GameState, SpaceCombatState, UnitCounts } from '../src/state/state.ts';
import { setPlanet } from './build-fixtures.ts';
import { HACAN, SOL, line, moveTable, setPlanetUnits, setSpace } from './move-fixtures.ts';

export { HACAN, SOL, refused, space, unitsOf } from './move-fixtures.ts';
export const VEFUT = 'vefut-ii';

/** Sol's units in 20's space area; Hacan's on Vefut II (which Hacan controls when it holds any). */
export function invasionTable(sol: UnitCounts, hacan: UnitCounts, rng?: GameState['rng']): GameState {
  let s = moveTable(line('20', '46'), '20');
  s = setSpace(s, '20', SOL, sol);
  s = setPlanetUnits(s, VEFUT, HACAN, hacan);
  if (Object.keys(hacan).length > 0) s = setPlanet(s, VEFUT, { controller: HACAN, exhausted: false });
  s = { ...s, tactical: { system: '20', moved: true } };
  return rng ? { ...s, rng } : s;
}

/** Both sides' ground forces on Vefut II, a ground combat under way with these hits owed. */
export function inGroundCombat(
  sol: UnitCounts,
  hacan: UnitCounts,
  owed: { sol: number; hacan: number },
  damaged: SpaceCombatState['damaged'] = {},
): GameState {
  let s = invasionTable({ carrier: 1 }, hacan);
  s = setPlanetUnits(s, VEFUT, SOL, sol);
  const combat: SpaceCombatState = {
    attacker: SOL,
    defender: HACAN,
    round: 1,
    rolls: [],
    owed: { [String(SOL)]: owed.sol, [String(HACAN)]: owed.hacan },
    damaged,
    planet: VEFUT,
  };
  return {
    ...s,
    tactical: {
      system: '20',
      moved: true,
      combat,
      invasion: { committed: true, steps: [{ planet: VEFUT, kind: 'landing', started: true }] },
    },
  };
}

export function planetUnits(state: GameState, seat: number): UnitCounts {
  return state.galaxy.planets[VEFUT]?.units[String(seat)] ?? {};
}
