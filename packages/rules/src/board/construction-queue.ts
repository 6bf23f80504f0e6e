// The timed construction variant (SPEC 2.5; shared/rules/004 §16–18, applied to this board): with the
// lobby option on, structures, produced units and researched technologies are paid for at once but
// enter play "under construction" with counters. Each status phase removes one counter from every
// structure and technology, and from the first unit in each space dock's production queue (§17.4).
// Until the last counter goes, the thing does nothing: it is not on the board (a space dock does
// not produce, a technology is not owned), though it already counts against reinforcements and the
// structure limits of its planet. It can be cancelled on its owner's turn for half its cost,
// rounded down, refunded as trade goods (§17.5).

import { TECHNOLOGIES_BY_ID, type UnitData, type UnitType } from '../content/index.ts';
import { planetName, unitCount, UNIT_NAMES } from './forces.ts';
import type { ConstructionItem, GameState, Seat } from '../state/state.ts';

export function isTimed(state: GameState): boolean {
  return state.setup.options.timedConstruction;
}

/** Counters for a produced unit (§17.2): field units 1, heavy units 2, special units 3. */
export const UNIT_COUNTERS: Readonly<Record<UnitType, number>> = {
  fighter: 1,
  infantry: 1,
  destroyer: 1,
  cruiser: 1,
  carrier: 2,
  dreadnought: 2,
  mech: 2,
  'war-sun': 3,
  flagship: 3,
  pds: 1,
  'space-dock': 2,
};

/** Counters for a structure placed by Construction (§16.3). */
export const STRUCTURE_COUNTERS: Readonly<Record<'pds' | 'space-dock', number>> = { pds: 1, 'space-dock': 2 };

/** Counters for a technology (§18.3): 1, plus 1 per two prerequisites (rounded up). */
export function researchCounters(technology: string): number {
  const prereqs = Object.values(TECHNOLOGIES_BY_ID.get(technology)?.prerequisites ?? {}).reduce(
    (a, n) => a + (n ?? 0),
    0,
  );
  return 1 + Math.ceil(prereqs / 2);
}

type NewItem =
  | Omit<Extract<ConstructionItem, { kind: 'structure' }>, 'id'>
  | Omit<Extract<ConstructionItem, { kind: 'unit' }>, 'id'>
  | Omit<Extract<ConstructionItem, { kind: 'technology' }>, 'id'>;

function addItems(state: GameState, items: readonly NewItem[]): GameState {
  let id = state.construction.nextId;
  const added = items.map((item) => ({ ...item, id: id++ }) as ConstructionItem);
  return {
    ...state,
    construction: { ...state.construction, items: [...state.construction.items, ...added], nextId: id },
  };
}

export function enqueueStructure(
  state: GameState,
  seat: Seat,
  unit: 'pds' | 'space-dock',
  planet: string,
): GameState {
  return addItems(state, [
    { seat, kind: 'structure', unit, planet, counters: STRUCTURE_COUNTERS[unit], paid: 0 },
  ]);
}

export function enqueueTechnology(state: GameState, seat: Seat, technology: string, paid: number): GameState {
  return addItems(state, [
    { seat, kind: 'technology', technology, counters: researchCounters(technology), paid },
  ]);
}

/**
 * Puts produced units in a dock's production queue, one entry per payment: a fighter/infantry pair is
 * one entry; a pair split between two places keeps its cost on its first entry.
 */
export function enqueueUnits(
  state: GameState,
  seat: Seat,
  system: string,
  dock: string,
  lines: readonly { readonly unit: UnitType; readonly count: number; readonly place: string }[],
  stats: (unit: UnitType) => UnitData,
): GameState {
  const items: NewItem[] = [];
  const types = [...new Set(lines.map((l) => l.unit))];
  for (const unit of types) {
    const s = stats(unit);
    const places = lines.filter((l) => l.unit === unit).flatMap((l) => Array<string>(l.count).fill(l.place));
    for (let i = 0; i < places.length; i += s.perCost) {
      const chunk = places.slice(i, i + s.perCost);
      const groups = [...new Set(chunk)];
      groups.forEach((place, g) =>
        items.push({
          seat,
          kind: 'unit',
          unit,
          count: chunk.filter((p) => p === place).length,
          system,
          place,
          dock,
          counters: UNIT_COUNTERS[unit],
          paid: g === 0 ? (s.cost ?? 0) : 0,
        }),
      );
    }
  }
  return addItems(state, items);
}

/** What an item is, in words. */
export function describeItem(item: ConstructionItem): string {
  switch (item.kind) {
    case 'structure':
      return `${UNIT_NAMES[item.unit]} on ${planetName(item.planet)}`;
    case 'technology':
      return TECHNOLOGIES_BY_ID.get(item.technology)?.name ?? item.technology;
    case 'unit':
      return `${unitCount(item.unit, item.count)} in system ${item.system}`;
  }
}
