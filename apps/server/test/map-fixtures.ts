// Galaxy changes for tests that need a particular neighbourhood on a random map.

import { adjacency, SYSTEMS_BY_ID, type GalaxyState, type SystemState } from '@initiative/rules';

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
