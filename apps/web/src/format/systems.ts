// Systems in the player's words.

import { SYSTEMS_BY_ID } from '@initiative/rules';

/** "system 26 (Lodor)": the tile number, with its planets' names when it has any. */
export function systemLabel(systemId: string): string {
  const planets = SYSTEMS_BY_ID.get(systemId)?.planets ?? [];
  return planets.length === 0
    ? `system ${systemId}`
    : `system ${systemId} (${planets.map((p) => p.name).join(', ')})`;
}
