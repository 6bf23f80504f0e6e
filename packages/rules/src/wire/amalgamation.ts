// Amalgamation's part of a production order (abilities/amalgamation.ts).

import { z } from 'zod';
import { CAPTURABLE_UNITS } from './table-edit-schema.ts';

/** Captured units returned to pay for units of their type (the production order's `amalgamation`). */
export const amalgamationSchema = z
  .array(
    z
      .object({
        /** Whose units they are. */
        from: z.number().int().min(0).max(7),
        unit: z.enum(CAPTURABLE_UNITS),
        count: z.number().int().min(1).max(40),
      })
      .strict(),
  )
  .min(1)
  .max(12);
export type Amalgamation = z.infer<typeof amalgamationSchema>;
