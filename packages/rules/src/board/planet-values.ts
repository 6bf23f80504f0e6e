// A planet's values with its attachments (LRR 35: an attached exploration card changes the planet it
// is attached to): resources, influence and technology specialties.

import { EXPLORATION_CARDS_BY_ID } from '../content/exploration-cards.ts';
import { planetSpecialties } from '../content/systems.ts';
import type { PlanetData, TechColor } from '../content/types.ts';

export interface PlanetValues {
  readonly resources: number;
  readonly influence: number;
  readonly specialties: readonly TechColor[];
}

/**
 * The planet's printed values plus what its attachments add. A research facility gives its specialty
 * to a planet without one, else 1 resource and 1 influence (so a second facility on a planet that
 * gained a specialty from the first adds values). Attachments the app does not know add nothing.
 */
export function planetValues(data: PlanetData, attachments: readonly string[]): PlanetValues {
  if (attachments.length === 0) {
    return { resources: data.resources, influence: data.influence, specialties: planetSpecialties(data) };
  }
  let resources = data.resources;
  let influence = data.influence;
  let specialties = planetSpecialties(data);
  for (const id of attachments) {
    const effect = EXPLORATION_CARDS_BY_ID.get(id)?.effect;
    if (effect?.kind === 'attach') {
      resources += effect.resources ?? 0;
      influence += effect.influence ?? 0;
    } else if (effect?.kind === 'attach-specialty') {
      if (specialties.length === 0) specialties = [effect.color];
      else {
        resources += 1;
        influence += 1;
      }
    }
  }
  return { resources, influence, specialties };
}

/** A copy of the planet's data with its attachments' values (for code that reads `PlanetData`). */
export function withAttachments(data: PlanetData, attachments: readonly string[]): PlanetData {
  if (attachments.length === 0) return data;
  const v = planetValues(data, attachments);
  const specialty = v.specialties[0];
  const { specialty: _printed, ...rest } = data;
  return { ...rest, resources: v.resources, influence: v.influence, ...(specialty ? { specialty } : {}) };
}
