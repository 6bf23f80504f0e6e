// Rowl Sarrig, the Clan of Saar's commander (Prophecy of Kings; unlocked at the table): when they
// produce fighters or infantry, each may be placed at any of their space docks that is not blockaded
// (LRR 14: a system with another player's ships and none of theirs). In a production order such a
// line names the place: a system id (the space area at a dock there — the Saar docks float in space)
// or a planet elsewhere holding one of their docks (infantry). The order's other checks are as ever.

import { SYSTEMS_BY_ID, systemOfPlanet } from '../content/index.ts';
import type { UnitType } from '../content/types.ts';
import { countOf, otherShipOwners, planetsOf, type BoardView } from '../board/forces.ts';
import type { Seat } from '../state/state.ts';
import { usesCommander } from '../board/commanders.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import { planetName, UNIT_NAMES } from '../board/forces.ts';

export interface RowlPlace {
  /** A system id (its space area) or a planet id. */
  readonly place: string;
  /** The system it is in. */
  readonly system: string;
  readonly units: readonly UnitType[];
}

const hasShips = (state: BoardView, system: string, seat: Seat) =>
  Object.entries(state.galaxy.systems.find((s) => s.systemId === system)?.space[String(seat)] ?? {}).some(
    ([type, n]) => (n ?? 0) > 0 && type !== 'space-dock',
  );

/** Whether the player's production units in `system` are blockaded (LRR 14.1). */
export function blockaded(state: BoardView, system: string, seat: Seat): boolean {
  return otherShipOwners(state, system, seat).length > 0 && !hasShips(state, system, seat);
}

/**
 * Where Rowl Sarrig lets `seat` place fighters and infantry produced in `site` (places outside it):
 * the space area of every other system with one of their docks, and each planet holding one of them.
 */
export function rowlPlaces(state: BoardView, seat: Seat, site: string): RowlPlace[] {
  if (!usesCommander(state, seat, 'clan-of-saar')) return [];
  const key = String(seat);
  const out: RowlPlace[] = [];
  for (const s of state.galaxy.systems) {
    if (s.position < 0 || s.systemId === site || blockaded(state, s.systemId, seat)) continue;
    const docked = planetsOf(s.systemId).filter(
      (id) =>
        state.galaxy.planets[id]?.controller === seat &&
        countOf(state.galaxy.planets[id]?.units[key], 'space-dock') > 0,
    );
    const floating = countOf(s.space[key], 'space-dock') > 0;
    if (floating || docked.length > 0)
      out.push({
        place: s.systemId,
        system: s.systemId,
        units: floating ? ['fighter', 'infantry'] : ['fighter'],
      });
    for (const id of docked) out.push({ place: id, system: s.systemId, units: ['infantry'] });
  }
  return out;
}

/** The system a Rowl Sarrig place is in (a system id names itself). */
export function rowlSystem(place: string): string | undefined {
  return SYSTEMS_BY_ID.has(place) ? place : systemOfPlanet(place);
}

/** Rowl Sarrig in the rule set (engine/rule-set.ts): where produced fighters and infantry may go. */
export const rowlSarrigRules: AbilityRules = {
  id: 'rowl-sarrig',
  holder: { kind: 'leader', leader: 'rowl-sarrig', faction: 'clan-of-saar' },
  production: {
    elsewhere: {
      by: 'Rowl Sarrig',
      places: (state, seat, system) =>
        rowlPlaces(state, seat, system).map((p) => ({
          ...p,
          label: p.place === p.system ? `Dock in ${p.system}` : `${planetName(p.place)} dock`,
        })),
      refusal: (unit) =>
        `Rowl Sarrig places fighters in the space area at one of your docks and infantry with a dock; not ${UNIT_NAMES[unit]} units there.`,
    },
  },
};
