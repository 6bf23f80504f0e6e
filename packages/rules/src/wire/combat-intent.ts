// Assigning the hits a space combat round produced against one's own ships (LRR 78.4, 18.3): units
// destroyed, and units that use Sustain Damage instead (LRR 87). Schemas only: rules/assign-hits.ts
// checks an assignment against the combat and applies it.

import { z } from 'zod';
import { UNIT_TYPES } from '../content/types.ts';

const unitCounts = z.partialRecord(z.enum(UNIT_TYPES), z.number().int().min(0).max(40));

/** LRR 78.4: every hit owed is assigned, one to a unit (a unit with Sustain Damage may absorb one). */
export const assignHitsIntent = z
  .object({
    type: z.literal('assign-hits'),
    /** Ships destroyed, by type: damaged ones go first. */
    losses: unitCounts,
    /** Ships that use Sustain Damage, by type: undamaged ones with the ability (LRR 87.1). */
    sustain: unitCounts.optional(),
    /** Sent by the server for the player's standing order (assign automatically); a client's is refused. */
    standing: z.literal(true).optional(),
  })
  .strict();
