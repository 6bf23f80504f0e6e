// What the table-edit forms read of the board: the places (space areas and planets), the units at a
// place or in a system, and unit counts above zero.

import {
  SYSTEMS_BY_ID,
  UNIT_TYPES,
  isGroundForce,
  type Area,
  type GameView,
  type UnitCounts,
  type UnitType,
} from '@initiative/rules';

export interface AreaOption {
  readonly key: string;
  readonly label: string;
  readonly area: Area;
}

export function areaKey(area: Area): string {
  return 'system' in area ? `s:${area.system}` : `p:${area.planet}`;
}

export function allAreas(view: GameView): AreaOption[] {
  const out: AreaOption[] = [];
  for (const s of view.galaxy.systems) {
    const data = SYSTEMS_BY_ID.get(s.systemId);
    if (data?.kind === 'hyperlane') continue;
    out.push({ key: `s:${s.systemId}`, label: `System ${s.systemId} — space`, area: { system: s.systemId } });
    for (const p of data?.planets ?? []) {
      if (!view.galaxy.planets[p.id]) continue;
      out.push({ key: `p:${p.id}`, label: `${p.name} (system ${s.systemId})`, area: { planet: p.id } });
    }
  }
  return out;
}

export function unitsAt(view: GameView, area: Area | null, owner: number): UnitCounts {
  if (!area) return {};
  if ('system' in area)
    return view.galaxy.systems.find((s) => s.systemId === area.system)?.space[String(owner)] ?? {};
  return view.galaxy.planets[area.planet]?.units[String(owner)] ?? {};
}

export function hasUnits(units: UnitCounts): boolean {
  return Object.values(units).some((n) => (n ?? 0) > 0);
}

/** Counts above zero only (what an edit sends). */
export function positive(units: UnitCounts): UnitCounts {
  return Object.fromEntries(Object.entries(units).filter(([, n]) => (n ?? 0) > 0)) as UnitCounts;
}

/** Counts chosen for each place: `s:<system>` for a space area, `p:<planet>` for a planet. */
export type Picks = Readonly<Record<string, UnitCounts>>;

function present(units: UnitCounts | undefined): [UnitType, number][] {
  return UNIT_TYPES.flatMap((t): [UnitType, number][] => {
    const n = units?.[t] ?? 0;
    return n > 0 ? [[t, n]] : [];
  });
}

/** The mover's units in a system: in its space area, and ground forces on each of its planets. */
export function unitsInSystem(
  view: GameView,
  seat: number,
  systemId: string,
): { key: string; label: string; units: [UnitType, number][] }[] {
  const key = String(seat);
  const out = [];
  const space = view.galaxy.systems.find((s) => s.systemId === systemId)?.space[key];
  if (present(space).length > 0) out.push({ key: `s:${systemId}`, label: 'In space', units: present(space) });
  for (const p of SYSTEMS_BY_ID.get(systemId)?.planets ?? []) {
    const ground = present(view.galaxy.planets[p.id]?.units[key]).filter(([t]) => isGroundForce(t));
    if (ground.length > 0) out.push({ key: `p:${p.id}`, label: `On ${p.name}`, units: ground });
  }
  return out;
}
