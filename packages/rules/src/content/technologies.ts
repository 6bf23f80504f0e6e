// Every technology this app knows, with lookups.

import { FACTION_TECHNOLOGIES } from './technologies-faction.ts';
import { GENERIC_TECHNOLOGIES } from './technologies-generic.ts';
import type { TechnologyData } from './types.ts';

export const TECHNOLOGIES: readonly TechnologyData[] = [...GENERIC_TECHNOLOGIES, ...FACTION_TECHNOLOGIES];

export const TECHNOLOGIES_BY_ID: ReadonlyMap<string, TechnologyData> = new Map(
  TECHNOLOGIES.map((t) => [t.id, t]),
);

/** Generic technologies without prerequisites (the ones some factions choose from at setup). */
export const NO_PREREQUISITE_TECHNOLOGY_IDS: readonly string[] = GENERIC_TECHNOLOGIES.filter(
  (t) => Object.keys(t.prerequisites).length === 0,
).map((t) => t.id);

/** The technologies only this faction may research. */
export function factionTechnologies(factionId: string): readonly TechnologyData[] {
  return FACTION_TECHNOLOGIES.filter((t) => t.faction === factionId);
}
