// Captured units (LRR 14 capture). They sit on the capturer's faction sheet, keyed by their owner
// (PlayerState.capturedUnits, public). A captured ship or mech stays out of its owner's reinforcements
// until it is returned (forces.ts `capturedFrom`); a captured fighter or infantry is a token on the
// sheet, its piece back with its owner at once. Capturing happens in combat, played at the table: the
// `capture-units` table edit records it (rules/table-edit-capture.ts); abilities capture too (the
// Vuil'raith Cabal's Vortex and The Stillness of Stars) and pay with captured units (Amalgamation).

import type { UnitType } from '../content/types.ts';
import type { GameState, Seat, UnitsByOwner } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import { addUnits, countOf, type BoardView } from './forces.ts';

/** How many of `owner`'s units of `unit` sit captured on `holder`'s faction sheet. */
export function capturedCount(state: BoardView, holder: Seat, owner: Seat, unit: UnitType): number {
  return countOf(state.players[holder]?.capturedUnits?.[String(owner)], unit);
}

/** `n` of `owner`'s units of `unit` onto `holder`'s faction sheet (a negative `n` returns them). */
export function withCaptured(
  state: GameState,
  holder: Seat,
  owner: Seat,
  unit: UnitType,
  n: number,
): GameState {
  return updatePlayer(state, holder, (p) => {
    const key = String(owner);
    const units = addUnits(p.capturedUnits?.[key], unit, n);
    const rest: UnitsByOwner = { ...p.capturedUnits };
    if (Object.keys(units).length > 0) rest[key] = units;
    else delete rest[key];
    const { capturedUnits: _, ...without } = p;
    return Object.keys(rest).length > 0 ? { ...without, capturedUnits: rest } : without;
  });
}
