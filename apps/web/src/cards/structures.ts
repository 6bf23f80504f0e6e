// Structures for Construction's forms (construction.tsx, construction-te.tsx): their names, where each
// can go (with the reason it cannot), and a slot of the form as the placement it sends.

import {
  placementProblem,
  systemOfPlanet,
  type BoardView,
  type GameView,
  type Placement,
  type Structure,
} from '@initiative/rules';
import type { PlanetHints } from '../map-hints.ts';

export const STRUCTURE_NAMES: Record<Structure, string> = { pds: 'PDS', 'space-dock': 'Space dock' };

/** The view with `earlier` placements counted as if already built (limits per planet). */
function withPlaced(view: GameView, seat: number, earlier: readonly Placement[]): BoardView {
  const items = earlier.map((p, i) => ({
    id: -1 - i,
    seat,
    kind: 'structure' as const,
    unit: p.structure,
    planet: p.planet,
    counters: 0,
    paid: 0,
  }));
  return { ...view, construction: { ...view.construction, items: [...view.construction.items, ...items] } };
}

/** Every planet (and station) the player controls, each with null or the reason it cannot take `type`. */
export function hintsFor(
  view: GameView,
  seat: number,
  type: Structure,
  earlier: readonly Placement[],
  inSystem?: string,
): PlanetHints {
  const board = withPlaced(view, seat, earlier);
  const out: Record<string, string | null> = {};
  for (const [id, p] of Object.entries(view.galaxy.planets)) {
    if (inSystem !== undefined && systemOfPlanet(id) !== inSystem) continue;
    if (p.controller !== seat && inSystem === undefined) continue;
    out[id] = placementProblem(board, seat, id, type);
  }
  for (const [id, st] of Object.entries(view.galaxy.stations)) {
    if (st.controller === seat) out[id] = placementProblem(board, seat, id, type);
  }
  return out;
}

export interface Slot {
  readonly structure: Structure;
  readonly planet: string | null;
  readonly pullFrom?: string | undefined;
}

export function toPlacement(slot: Slot): Placement | null {
  if (!slot.planet) return null;
  return {
    structure: slot.structure,
    planet: slot.planet,
    ...(slot.pullFrom ? { pullFrom: slot.pullFrom } : {}),
  };
}
