// The invasion step of a tactical action (LRR 49): bombardment of planets in the active system (LRR 15),
// then ground forces committed from its space area onto its planets (LRR 49), each planet with both
// sides' ground forces fought over in a ground combat (LRR 42) whose hits are assigned with
// `assign-hits`. Schemas only: rules/invasion.ts checks an invasion against the table and plays it.

import { z } from 'zod';
import { UNIT_TYPES } from '../content/types.ts';

const planetId = z.string().min(1).max(64);
const count = z.number().int().min(0).max(40);

/** Units with Bombardment in the active system's space area aimed at one planet (LRR 15.1). */
export const bombardTargetSchema = z
  .object({
    planet: planetId,
    units: z
      .partialRecord(z.enum(UNIT_TYPES), count)
      .refine((u) => Object.values(u).some((n) => (n ?? 0) > 0), 'Name at least one unit.'),
  })
  .strict();
export type BombardTarget = z.infer<typeof bombardTargetSchema>;

/**
 * Ground forces committed from the space area to one planet (LRR 49); `fighters` only where an ability
 * lets fighters be committed as ground forces (the Naalu flagship in the system).
 */
export const commitSchema = z
  .object({
    planet: planetId,
    infantry: count.optional(),
    mechs: count.optional(),
    fighters: count.optional(),
  })
  .strict();
export type Commit = z.infer<typeof commitSchema>;

/**
 * LRR 49: bombardment first (once, and optional), then ground forces committed (once). Both may come in
 * one intent, or bombardment alone first so that its result is seen before committing.
 */
export const invadeIntent = z
  .object({
    type: z.literal('invade'),
    bombard: z.array(bombardTargetSchema).max(8).optional(),
    commits: z.array(commitSchema).max(8),
  })
  .strict();
