// Test helpers shared by the objective-check tests: a player on the Federation of Sol home system.

import type { ScoringContext, ScoringPlanet } from '../src/content/objective-check.ts';
import type { ObjectiveRequirement } from '../src/content/objective-types.ts';
import { OBJECTIVES_BY_ID } from '../src/content/objectives.ts';
import { PLANETS_BY_ID, systemOfPlanet } from '../src/content/systems.ts';

export type RequirementCase = readonly [
  label: string,
  objectiveId: string,
  context: ScoringContext,
  expected: boolean,
];

export const HOME = '1';

export function held(
  id: string,
  options: { exhausted?: boolean; attachments?: string[] } = {},
): ScoringPlanet {
  const data = PLANETS_BY_ID.get(id);
  const systemId = systemOfPlanet(id);
  if (data === undefined || systemId === undefined) throw new Error(`no planet ${id}`);
  return {
    data,
    systemId,
    exhausted: options.exhausted ?? false,
    inHomeSystem: systemId === HOME,
    attachments: options.attachments ?? [],
  };
}

export function ctx(overrides: Partial<ScoringContext> = {}): ScoringContext {
  return {
    planets: [held('jord')],
    technologies: [],
    tradeGoods: 0,
    structures: [],
    unitsInSpace: [],
    controlsMecatolRex: false,
    homeSystemId: HOME,
    ...overrides,
  };
}

export function req(objectiveId: string): ObjectiveRequirement {
  const o = OBJECTIVES_BY_ID.get(objectiveId);
  if (o === undefined) throw new Error(`no objective ${objectiveId}`);
  return o.requirement;
}
