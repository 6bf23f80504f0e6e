// Damaged units on the board (LRR 87): a unit that used Sustain Damage stays damaged — it cannot sustain
// again — until the status phase repairs every unit (LRR 81). A combat starts from the damage its units
// carry and leaves what it did on the board; ships that move take their damage along (damaged ones
// first: the player keeps the undamaged ones back only by sending fewer). What is read is never more
// than the units there (a unit destroyed or removed takes its damage with it).

import type { UnitType } from '../content/index.ts';
import type { GameState, Seat, UnitCounts, UnitsByOwner } from '../state/state.ts';
import { countOf, findSystem } from './forces.ts';

/** The units of `seat` at `place` (a system's space area, or a planet). */
function unitsAt(state: GameState, place: string, seat: Seat): UnitCounts {
  const key = String(seat);
  return findSystem(state, place)?.space[key] ?? state.galaxy.planets[place]?.units[key] ?? {};
}

function clamp(state: GameState, place: string, seat: Seat, damaged: UnitCounts | undefined): UnitCounts {
  const there = unitsAt(state, place, seat);
  const out: Partial<Record<UnitType, number>> = {};
  for (const [t, n] of Object.entries(damaged ?? {}) as [UnitType, number][]) {
    const k = Math.min(n, countOf(there, t));
    if (k > 0) out[t] = k;
  }
  return out;
}

/** Every seat's damaged units at `place`, as a combat keeps them (by seat). */
export function damageAt(state: GameState, place: string): Record<string, UnitCounts> {
  const out: Record<string, UnitCounts> = {};
  for (const [seat, units] of Object.entries(state.galaxy.damaged?.[place] ?? {})) {
    const kept = clamp(state, place, Number(seat), units);
    if (Object.keys(kept).length > 0) out[seat] = kept;
  }
  return out;
}

/** The board with `place`'s damage for the seats in `damaged` replaced (what a combat there left). */
export function storeDamage(
  state: GameState,
  place: string,
  damaged: Readonly<Record<string, UnitCounts>>,
): GameState {
  const record: Record<string, UnitCounts> = { ...state.galaxy.damaged?.[place] };
  for (const [seat, units] of Object.entries(damaged)) {
    const kept = clamp(state, place, Number(seat), units);
    if (Object.keys(kept).length > 0) record[seat] = kept;
    else delete record[seat];
  }
  const all: Record<string, UnitsByOwner> = { ...state.galaxy.damaged };
  if (Object.keys(record).length > 0) all[place] = record;
  else delete all[place];
  const { damaged: _old, ...galaxy } = state.galaxy;
  return { ...state, galaxy: Object.keys(all).length > 0 ? { ...galaxy, damaged: all } : galaxy };
}

/**
 * `seat`'s damage carried by ships that moved (`moved`: type and count, from `from` to `to`), measured
 * on `before`, the board as it was before they left; the damaged ones go first.
 */
export function carryDamage(
  before: GameState,
  after: GameState,
  seat: Seat,
  from: string,
  to: string,
  moved: readonly (readonly [UnitType, number])[],
): GameState {
  const key = String(seat);
  const had = clamp(before, from, seat, before.galaxy.damaged?.[from]?.[key]);
  if (Object.keys(had).length === 0) return after;
  const left: Partial<Record<UnitType, number>> = { ...had };
  const arriving: Partial<Record<UnitType, number>> = { ...after.galaxy.damaged?.[to]?.[key] };
  for (const [t, n] of moved) {
    const k = Math.min(n, countOf(had, t));
    if (k <= 0) continue;
    left[t] = countOf(had, t) - k;
    arriving[t] = (arriving[t] ?? 0) + k;
  }
  const out = storeDamage(after, from, { [key]: left });
  return storeDamage(out, to, { [key]: arriving });
}

/** The status phase repairs every damaged unit (LRR 81, 87). */
export function repairAll(state: GameState): GameState {
  if (!state.galaxy.damaged) return state;
  const { damaged: _all, ...galaxy } = state.galaxy;
  return { ...state, galaxy };
}
