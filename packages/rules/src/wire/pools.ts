// A command sheet's pools as intents send them (tokens.ts).

import { z } from 'zod';
import { COMMAND_TOKENS_PER_PLAYER } from '../kernel/limits.ts';

const tokenCount = z.number().int().min(0).max(COMMAND_TOKENS_PER_PLAYER);
/** A command sheet's three pools, as intents and card choices send them (LRR 20). */
export const poolsSchema = z.object({ tactic: tokenCount, fleet: tokenCount, strategy: tokenCount }).strict();
