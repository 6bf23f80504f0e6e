// State changes made in memory for tests: a neighbourhood a random map may lack, a note in another hand.

import {
  adjacency,
  adjacentPlanets,
  MECATOL_REX_SYSTEM_ID,
  SYSTEMS_BY_ID,
  type GalaxyState,
  type GameState,
  type PlanetState,
  type SystemState,
} from '@initiative/rules';

/** The galaxy's systems with one whose planets nobody controls moved next to `system` (swapped places). */
export function withPlanetsNextTo(galaxy: GalaxyState, system: string): GalaxyState['systems'] {
  const at = galaxy.systems.find((x) => x.systemId === system)?.position;
  const near = at === undefined ? undefined : adjacency(galaxy).get(at);
  const slot = galaxy.systems.find((x) => near?.has(x.position) === true);
  const donor = galaxy.systems.find((x) => {
    const planets = SYSTEMS_BY_ID.get(x.systemId)?.planets ?? [];
    return (
      x.systemId !== system &&
      planets.length > 0 &&
      planets.every((p) => galaxy.planets[p.id]?.controller === null)
    );
  });
  if (!slot || !donor) throw new Error(`no system with free planets to move next to ${system}`);
  const withoutRotation = ({ rotation: _, ...rest }: SystemState): SystemState => rest;
  return galaxy.systems.map((x) => {
    if (x === slot) return { ...withoutRotation(x), systemId: donor.systemId };
    if (x === donor)
      return slot.rotation === undefined
        ? { ...withoutRotation(x), systemId: slot.systemId }
        : { ...x, systemId: slot.systemId, rotation: slot.rotation };
    return x;
  });
}

/** `to` holds `key` instead of `from` (as a transaction made earlier would have left it). */
export function withNoteMoved(state: GameState, from: number, to: number, key: string): GameState {
  return {
    ...state,
    players: state.players.map((p) =>
      p.seat === from
        ? { ...p, promissoryNotes: (p.promissoryNotes ?? []).filter((k) => k !== key) }
        : p.seat === to
          ? { ...p, promissoryNotes: [...(p.promissoryNotes ?? []), key] }
          : p,
    ),
  };
}

/**
 * `seat` holds Mecatol Rex with a space dock, and the planet `next` to it (a random three-player map may
 * put only hyperlanes and empty systems around Mecatol Rex, so a system with planets is moved in first).
 */
export function mecatolDockWithNeighbour(state: GameState, seat: number): { state: GameState; next: string } {
  const systems = withPlanetsNextTo(state.galaxy, MECATOL_REX_SYSTEM_ID);
  const next = adjacentPlanets({ ...state.galaxy, systems }, MECATOL_REX_SYSTEM_ID)[0];
  if (!next) throw new Error('no planet next to Mecatol Rex');
  const planets = state.galaxy.planets;
  return {
    next,
    state: {
      ...state,
      galaxy: {
        ...state.galaxy,
        systems,
        planets: {
          ...planets,
          [next]: { ...(planets[next] as PlanetState), controller: seat },
          'mecatol-rex': {
            ...(planets['mecatol-rex'] as PlanetState),
            controller: seat,
            units: { [String(seat)]: { 'space-dock': 1 } },
          },
        },
      },
    },
  };
}
