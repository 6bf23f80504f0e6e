// Units an intent takes back from the board when none is left in reinforcements (forces.ts takeFromBoard).

import { z } from 'zod';
import { UNIT_TYPES } from '../content/types.ts';

/** Units taken back from the board because none is left in reinforcements. */
export const pullSchema = z
  .object({
    unit: z.enum(UNIT_TYPES),
    count: z.number().int().min(1).max(12),
    /** The system they come from; it must not hold one of the player's command tokens. */
    system: z.string().min(1).max(16),
    /** A planet in that system, or absent for its space area. */
    planet: z.string().min(1).max(64).optional(),
  })
  .strict();
export type Pull = z.infer<typeof pullSchema>;
