// All objectives with lookups by id and by stage.

import type { ObjectiveData } from './objective-types.ts';
import { STAGE_1_OBJECTIVES, STAGE_2_OBJECTIVES } from './objectives-public.ts';
import { SECRET_OBJECTIVES } from './objectives-secret.ts';

export const PUBLIC_OBJECTIVES: readonly ObjectiveData[] = [...STAGE_1_OBJECTIVES, ...STAGE_2_OBJECTIVES];

export const OBJECTIVES: readonly ObjectiveData[] = [...PUBLIC_OBJECTIVES, ...SECRET_OBJECTIVES];

export const OBJECTIVES_BY_ID: ReadonlyMap<string, ObjectiveData> = new Map(OBJECTIVES.map((o) => [o.id, o]));
