// The movement step's form (components/move-ships-form.tsx), as plain functions: the engine's
// `shipReach` answer grouped by system, what the chosen ships may carry, the capacity they offer, the
// summary line and the `move-ships` intent. The engine decides what can reach; nothing here re-derives it.

import {
  SYSTEMS_BY_ID,
  UNIT_TYPES,
  isGroundForce,
  moveCapacity,
  unitCount,
  type CargoUnit,
  type GameView,
  type Intent,
  type ShipGroup,
  type ShipReach,
  type UnitCounts,
  type UnitType,
} from '@initiative/rules';

/** One system holding the player's ships: those that can reach the active system, and those that cannot. */
export interface MoveSource {
  readonly from: string;
  /** Ship types that can reach, with how many are there. */
  readonly movable: readonly { readonly unit: UnitType; readonly count: number }[];
  /** Ship types that cannot, each with the engine's reason. */
  readonly stuck: readonly { readonly unit: UnitType; readonly count: number; readonly problem: string }[];
  /** Systems entered on the way in (the shortest route among the movable ships), or null if none can. */
  readonly distance: number | null;
}

const order = (t: UnitType) => UNIT_TYPES.indexOf(t);

/** The engine's answer by system, in board order: systems whose ships can reach first. */
export function moveSources(reach: readonly ShipReach[]): MoveSource[] {
  const by = new Map<
    string,
    {
      movable: MoveSource['movable'][number][];
      stuck: MoveSource['stuck'][number][];
      distance: number | null;
    }
  >();
  for (const r of reach) {
    const entry = by.get(r.from) ?? { movable: [], stuck: [], distance: null };
    by.set(r.from, entry);
    if ('route' in r.reach) {
      entry.movable.push({ unit: r.unit, count: r.count });
      const d = r.reach.route.through.length + 1;
      entry.distance = entry.distance === null ? d : Math.min(entry.distance, d);
    } else entry.stuck.push({ unit: r.unit, count: r.count, problem: r.reach.problem });
  }
  const out = [...by].map(([from, e]) => ({
    from,
    movable: [...e.movable].sort((a, b) => order(a.unit) - order(b.unit)),
    stuck: [...e.stuck].sort((a, b) => order(a.unit) - order(b.unit)),
    distance: e.distance,
  }));
  return [...out.filter((s) => s.movable.length > 0), ...out.filter((s) => s.movable.length === 0)];
}

/** The engine's reason as a sentence: "Too far: move 1, distance 2." */
export function reasonText(problem: string): string {
  const text = problem.trim();
  if (text === '') return '';
  const first = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** "1 system away", "2 systems away". */
export function distanceText(distance: number): string {
  return `${distance} ${distance === 1 ? 'system' : 'systems'} away`;
}

/** Fighters or ground forces the ships from a system may take along: in its space area or on its planets. */
export interface CargoOption {
  /** The system id (its space area) or the planet id, as the intent names it. */
  readonly from: string;
  readonly unit: CargoUnit;
  readonly count: number;
  /** "In space", "On Jord". */
  readonly place: string;
}

const CARGO: readonly CargoUnit[] = ['fighter', 'infantry', 'mech'];

/**
 * What the player's ships leaving `systemId` could carry (LRR 95): fighters and ground forces in its
 * space area (not those that move by themselves, listed in `movers`) and ground forces on its planets.
 */
export function cargoIn(
  view: Pick<GameView, 'galaxy'>,
  seat: number,
  systemId: string,
  movers: readonly UnitType[] = [],
): CargoOption[] {
  const key = String(seat);
  const out: CargoOption[] = [];
  const space = view.galaxy.systems.find((s) => s.systemId === systemId)?.space[key] ?? {};
  for (const unit of CARGO) {
    const count = space[unit] ?? 0;
    if (count > 0 && !movers.includes(unit)) out.push({ from: systemId, unit, count, place: 'In space' });
  }
  for (const planet of SYSTEMS_BY_ID.get(systemId)?.planets ?? []) {
    const units = view.galaxy.planets[planet.id]?.units[key] ?? {};
    for (const unit of CARGO) {
      const count = units[unit] ?? 0;
      if (count > 0 && isGroundForce(unit))
        out.push({ from: planet.id, unit, count, place: `On ${planet.name}` });
    }
  }
  return out;
}

/** The key of a cargo option in a choice: "<place>|<unit>". */
export const cargoKey = (c: Pick<CargoOption, 'from' | 'unit'>): string => `${c.from}|${c.unit}`;

/** What the player chose from one system: ships by type, and cargo by `cargoKey`. */
export interface SourceChoice {
  readonly ships: UnitCounts;
  readonly cargo: Readonly<Record<string, number>>;
}
/** The choices by starting system. */
export type MoveChoice = Readonly<Record<string, SourceChoice>>;

const total = (counts: Readonly<Record<string, number | undefined>>) =>
  Object.values(counts).reduce<number>((a, n) => a + (n ?? 0), 0);

/** Whether a system has any ship chosen. */
export function chosen(choice: SourceChoice | undefined): boolean {
  return !!choice && total(choice.ships) > 0;
}

/** Room the chosen ships of one system offer (LRR 16: the engine's unit profiles) and what the cargo takes. */
export function capacityFor(
  view: Parameters<typeof moveCapacity>[0],
  seat: number,
  choice: SourceChoice | undefined,
): { capacity: number; used: number } {
  if (!choice) return { capacity: 0, used: 0 };
  return { capacity: moveCapacity(view, seat, choice.ships).capacity, used: total(choice.cargo) };
}

function cargoOf(choice: SourceChoice): { from: string; unit: CargoUnit; count: number }[] {
  return Object.entries(choice.cargo).flatMap(([key, count]) => {
    const at = key.lastIndexOf('|');
    const unit = key.slice(at + 1) as CargoUnit;
    return count > 0 && at > 0 && CARGO.includes(unit) ? [{ from: key.slice(0, at), unit, count }] : [];
  });
}

/** The `move-ships` intent for the choice (the engine takes each group's path), or null if no ship is chosen. */
export function moveIntent(choice: MoveChoice): Extract<Intent, { type: 'move-ships' }> | null {
  const moves: ShipGroup[] = [];
  for (const [from, c] of Object.entries(choice)) {
    const ships = Object.fromEntries(Object.entries(c.ships).filter(([, n]) => (n ?? 0) > 0)) as UnitCounts;
    if (total(ships) === 0) continue;
    const transport = cargoOf(c);
    moves.push({ from, ships, ...(transport.length > 0 ? { transport } : {}) });
  }
  return moves.length > 0 ? { type: 'move-ships', moves } : null;
}

/** "2 cruisers, 1 destroyer and 1 carrier". */
function listText(units: readonly (readonly [UnitType, number])[]): string {
  const words = [...units]
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([t, n]) => unitCount(t, n).toLowerCase());
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** "2 cruisers and 1 carrier (2 infantry) from 26 → 18", one part per system, or null if nothing is chosen. */
export function moveSummary(choice: MoveChoice, active: string): string | null {
  const parts = Object.entries(choice).flatMap(([from, c]) => {
    const ships = listText(Object.entries(c.ships) as [UnitType, number][]);
    if (ships === '') return [];
    const carried = new Map<UnitType, number>();
    for (const { unit, count } of cargoOf(c)) carried.set(unit, (carried.get(unit) ?? 0) + count);
    const cargo = listText([...carried]);
    return [`${ships}${cargo ? ` (${cargo})` : ''} from ${from}`];
  });
  return parts.length === 0 ? null : `${parts.join('; ')} → ${active}`;
}

/** The map's marks while the form is open: a system whose ships can reach (null), or why its ships cannot. */
export function sourceHints(sources: readonly MoveSource[]): Record<string, string | null> {
  return Object.fromEntries(
    sources.map((s) => [
      s.from,
      s.movable.length > 0 ? null : reasonText(s.stuck[0]?.problem ?? 'Your ships here cannot reach'),
    ]),
  );
}

/** What would arrive in the active system: the chosen ships and the fighters they carry (LRR 78: fighters fight). */
export function arriving(choice: MoveChoice): Partial<Record<UnitType, number>> {
  const out: Partial<Record<UnitType, number>> = {};
  for (const c of Object.values(choice)) {
    for (const [type, n] of Object.entries(c.ships) as [UnitType, number | undefined][])
      out[type] = (out[type] ?? 0) + (n ?? 0);
    for (const { unit, count } of cargoOf(c))
      if (unit === 'fighter') out.fighter = (out.fighter ?? 0) + count;
  }
  return out;
}
