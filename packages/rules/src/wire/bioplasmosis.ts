// Bioplasmosis's moves, sent with the Arborec's token arrangement (abilities/bioplasmosis.ts).

import { z } from 'zod';

export const bioplasmosisMoveSchema = z
  .object({
    from: z.string().min(1).max(64),
    to: z.string().min(1).max(64),
    count: z.number().int().min(1).max(40),
  })
  .strict();
export const bioplasmosisSchema = z.array(bioplasmosisMoveSchema).max(20);
export type BioplasmosisMove = z.infer<typeof bioplasmosisMoveSchema>;
