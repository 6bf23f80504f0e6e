// A technology to research as intents send it (research.ts).

import { z } from 'zod';

export const researchPickSchema = z
  .object({
    technology: z.string().min(1).max(64),
    /** Planets with a technology specialty to exhaust, each skipping one prerequisite of its colour. */
    skips: z.array(z.string().min(1).max(64)).max(8).default([]),
    /** A technology exhausted to ignore prerequisites (see RESEARCH_IGNORES). */
    ignore: z.enum(['inheritance-systems', 'ai-development-algorithm']).optional(),
  })
  .strict();
export type ResearchPick = z.infer<typeof researchPickSchema>;
