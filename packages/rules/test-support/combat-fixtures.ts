// Test fixtures for space combat (rules/space-combat.ts, rules/assign-hits.ts): Sol (seat 0) has
// activated 20 (Vefut II) with ships waiting in 46 next to it; Hacan (seat 1) holds ships in 20.

import type { GameState, SpaceCombatState, UnitCounts } from '../src/state/state.ts';
import type { Intent } from '../src/wire/intents.ts';
import { HACAN, SOL, line, moveTable, setSpace } from './move-fixtures.ts';

export { HACAN, SOL, refused, space, unitsOf } from './move-fixtures.ts';

/** Sol's ships in 46 and Hacan's in 20, the generator seeded with `rng` when given. */
export function combatTable(sol: UnitCounts, hacan: UnitCounts, rng?: GameState['rng']): GameState {
  let s = moveTable(line('20', '46'), '20');
  s = setSpace(s, '46', SOL, sol);
  s = setSpace(s, '20', HACAN, hacan);
  return rng ? { ...s, rng } : s;
}

/** Every ship Sol has in 46, moved into 20. */
export function moveIn(sol: UnitCounts): Intent {
  return { type: 'move-ships', moves: [{ from: '46', ships: sol }] };
}

/** Both fleets already in 20, a combat under way with these hits owed (no roll made yet). */
export function inCombat(
  sol: UnitCounts,
  hacan: UnitCounts,
  owed: { sol: number; hacan: number },
  damaged: SpaceCombatState['damaged'] = {},
): GameState {
  let s = moveTable(line('20', '46'), '20');
  s = setSpace(s, '20', SOL, sol);
  s = setSpace(s, '20', HACAN, hacan);
  const combat: SpaceCombatState = {
    attacker: SOL,
    defender: HACAN,
    round: 1,
    rolls: [],
    owed: { [String(SOL)]: owed.sol, [String(HACAN)]: owed.hacan },
    damaged,
  };
  return { ...s, tactical: { system: '20', moved: true, combat } };
}

/** The table with `technology` taken from every player (Sol and Hacan start with Antimass Deflectors). */
export function withoutTechnology(state: GameState, technology: string): GameState {
  return {
    ...state,
    players: state.players.map((p) => ({
      ...p,
      technologies: p.technologies.filter((t) => t !== technology),
    })),
  };
}
