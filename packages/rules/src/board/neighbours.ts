// Neighbours (LRR 60): two players are neighbours when each has a unit or controls a planet in the
// same system, or in two systems that are adjacent (LRR 6: hexes side by side, joined by a hyperlane,
// or holding wormholes of the same type). Space stations do not make neighbours (003 note 7.1).
// Wormhole tokens and abilities that change adjacency are not tracked: they are table edits.

import { SYSTEMS_BY_ID } from '../content/systems.ts';
import type { GalaxyState, Seat, SystemState } from '../state/state.ts';
import { neighborOnSide } from '../map/hex.ts';

const hasUnits = (counts: Readonly<Record<string, number>> | undefined) =>
  counts !== undefined && Object.values(counts).some((n) => n > 0);

/** The seats present in each system (by position): units in space or on its planets, or planets controlled. */
export function presenceBySystem(galaxy: GalaxyState): Map<number, Set<Seat>> {
  const out = new Map<number, Set<Seat>>();
  for (const sys of galaxy.systems) {
    const here = new Set<Seat>();
    for (const [owner, counts] of Object.entries(sys.space)) if (hasUnits(counts)) here.add(Number(owner));
    for (const planet of SYSTEMS_BY_ID.get(sys.systemId)?.planets ?? []) {
      const p = galaxy.planets[planet.id];
      if (!p) continue;
      if (p.controller !== null) here.add(p.controller);
      for (const [owner, counts] of Object.entries(p.units)) if (hasUnits(counts)) here.add(Number(owner));
    }
    out.set(sys.position, here);
  }
  return out;
}

/**
 * The positions adjacent to each system's position (LRR 6), hyperlane tiles themselves excluded. It
 * depends on the tiles' places and turns only, which no move changes, so it is worked out once per
 * layout: by the systems list (new with every token or ship that moves), then by the layout's key.
 */
export function adjacency(galaxy: GalaxyState): ReadonlyMap<number, ReadonlySet<number>> {
  const known = bySystems.get(galaxy.systems);
  if (known) return known;
  // Most new systems lists keep the last one's layout (a ship or a token moved): compared tile by
  // tile, without building the key.
  let out = last !== null && sameLayout(last.systems, galaxy.systems) ? last.adjacency : undefined;
  if (!out) {
    const key = galaxy.systems.map((s) => `${s.position}:${s.systemId}:${s.rotation ?? 0}`).join(',');
    out = byLayout.get(key);
    if (!out) {
      if (byLayout.size >= LAYOUTS_KEPT) byLayout.clear();
      out = layoutAdjacency(galaxy);
      byLayout.set(key, out);
    }
  }
  last = { systems: galaxy.systems, adjacency: out };
  bySystems.set(galaxy.systems, out);
  return out;
}

/** Whether two systems lists have the same tiles at the same places, turned the same way. */
function sameLayout(a: readonly SystemState[], b: readonly SystemState[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as SystemState;
    const y = b[i] as SystemState;
    if (x.position !== y.position || x.systemId !== y.systemId || (x.rotation ?? 0) !== (y.rotation ?? 0))
      return false;
  }
  return true;
}

let last: { systems: readonly SystemState[]; adjacency: ReadonlyMap<number, ReadonlySet<number>> } | null =
  null;

const bySystems = new WeakMap<GalaxyState['systems'], ReadonlyMap<number, ReadonlySet<number>>>();
const byLayout = new Map<string, ReadonlyMap<number, ReadonlySet<number>>>();
/** Enough for every game a server holds at once; past it the cache starts again. */
const LAYOUTS_KEPT = 4096;

function layoutAdjacency(galaxy: GalaxyState): Map<number, Set<number>> {
  const byPosition = new Map<number, SystemState>(galaxy.systems.map((s) => [s.position, s]));
  const out = new Map<number, Set<number>>(galaxy.systems.map((s) => [s.position, new Set<number>()]));
  const link = (a: number, b: number) => {
    if (a === b || !out.has(a) || !out.has(b)) return;
    out.get(a)?.add(b);
    out.get(b)?.add(a);
  };
  const isLane = (s: SystemState | undefined) =>
    (SYSTEMS_BY_ID.get(s?.systemId ?? '')?.hyperlanes?.length ?? 0) > 0;
  for (const sys of galaxy.systems) {
    if (sys.position < 0) continue; // kept off the board (Creuss home): reached only by its wormhole
    const data = SYSTEMS_BY_ID.get(sys.systemId);
    if (data?.hyperlanes?.length) {
      // A hyperlane joins the systems at the two ends of each lane (sides turned with the tile).
      const turn = sys.rotation ?? 0;
      for (const [a, b] of data.hyperlanes)
        link(neighborOnSide(sys.position, (a + turn) % 6), neighborOnSide(sys.position, (b + turn) % 6));
      continue;
    }
    for (let side = 0; side < 6; side++) {
      const next = neighborOnSide(sys.position, side);
      if (!isLane(byPosition.get(next))) link(sys.position, next);
    }
  }
  // Systems with wormholes of the same type are adjacent.
  const byWormhole = new Map<string, number[]>();
  for (const sys of galaxy.systems)
    for (const w of SYSTEMS_BY_ID.get(sys.systemId)?.wormholes ?? [])
      byWormhole.set(w, [...(byWormhole.get(w) ?? []), sys.position]);
  for (const positions of byWormhole.values())
    for (const a of positions) for (const b of positions) link(a, b);
  return out;
}

/** Each seat's neighbours, worked out once per galaxy (the views of one state ask many times). */
const cache = new WeakMap<GalaxyState, Map<Seat, Set<Seat>>>();

export function neighboursOf(galaxy: GalaxyState, seat: Seat): ReadonlySet<Seat> {
  let all = cache.get(galaxy);
  if (!all) {
    all = neighboursByMask(galaxy) ?? neighboursBySet(galaxy);
    cache.set(galaxy, all);
  }
  return all.get(seat) ?? new Set();
}

/** A seat as one bit, or 0 for an owner key that is not a small seat number. */
const seatBit = (owner: string | number): number => {
  const seat = Number(owner);
  return Number.isInteger(seat) && seat >= 0 && seat < 31 ? 1 << seat : 0;
};

function anyUnits(counts: Readonly<Record<string, number>> | undefined): boolean {
  if (counts === undefined) return false;
  for (const type in counts) if ((counts[type] ?? 0) > 0) return true;
  return false;
}

/**
 * The same answer as neighboursBySet, with each system's seats as the bits of a number (the views of
 * every new state ask it): null when an owner is not a small seat number, for the general way.
 */
function neighboursByMask(galaxy: GalaxyState): Map<Seat, Set<Seat>> | null {
  const presence = new Map<number, number>();
  for (const sys of galaxy.systems) {
    let here = 0;
    for (const owner in sys.space) {
      if (!anyUnits(sys.space[owner])) continue;
      const bit = seatBit(owner);
      if (bit === 0) return null;
      here |= bit;
    }
    for (const planet of SYSTEMS_BY_ID.get(sys.systemId)?.planets ?? []) {
      const p = galaxy.planets[planet.id];
      if (!p) continue;
      if (p.controller !== null) {
        const bit = seatBit(p.controller);
        if (bit === 0) return null;
        here |= bit;
      }
      for (const owner in p.units) {
        if (!anyUnits(p.units[owner])) continue;
        const bit = seatBit(owner);
        if (bit === 0) return null;
        here |= bit;
      }
    }
    presence.set(sys.position, here);
  }
  const adjacent = adjacency(galaxy);
  const masks: number[] = [];
  let present = 0;
  for (const [pos, here] of presence) {
    if (here === 0) continue;
    let near = here;
    for (const next of adjacent.get(pos) ?? []) near |= presence.get(next) ?? 0;
    present |= here;
    // Each set bit, lowest first: `rest & -rest` is the lowest, `rest & (rest - 1)` clears it.
    for (let rest = here; rest !== 0; rest &= rest - 1) {
      const s = lowestSeat(rest);
      masks[s] = (masks[s] ?? 0) | (near & ~(1 << s));
    }
  }
  const all = new Map<Seat, Set<Seat>>();
  for (let rest = present; rest !== 0; rest &= rest - 1) {
    const s = lowestSeat(rest);
    const mine = new Set<Seat>();
    for (let bits = masks[s] ?? 0; bits !== 0; bits &= bits - 1) mine.add(lowestSeat(bits));
    all.set(s, mine);
  }
  return all;
}

/** The seat of a mask's lowest set bit. */
const lowestSeat = (mask: number): Seat => 31 - Math.clz32(mask & -mask);

function neighboursBySet(galaxy: GalaxyState): Map<Seat, Set<Seat>> {
  const all = new Map<Seat, Set<Seat>>();
  const presence = presenceBySystem(galaxy);
  const adjacent = adjacency(galaxy);
  for (const [pos, here] of presence) {
    const near = new Set(here);
    for (const next of adjacent.get(pos) ?? []) for (const s of presence.get(next) ?? []) near.add(s);
    for (const s of here) {
      const mine = all.get(s) ?? new Set<Seat>();
      for (const n of near) if (n !== s) mine.add(n);
      all.set(s, mine);
    }
  }
  return all;
}

/** Whether `a` and `b` are neighbours (LRR 60). */
export function areNeighbours(galaxy: GalaxyState, a: Seat, b: Seat): boolean {
  return a !== b && neighboursOf(galaxy, a).has(b);
}

/** The planets in the systems adjacent to `system` (LRR 6), its own left out. */
export function adjacentPlanets(galaxy: GalaxyState, system: string): string[] {
  const position = galaxy.systems.find((s) => s.systemId === system)?.position;
  if (position === undefined) return [];
  const near = adjacency(galaxy).get(position) ?? new Set<number>();
  return galaxy.systems
    .filter((s) => near.has(s.position) && s.systemId !== system)
    .flatMap((s) => (SYSTEMS_BY_ID.get(s.systemId)?.planets ?? []).map((p) => p.id));
}
