// Intent schemas for the agenda phase and the custodians token. intents.ts puts them in the one union.

import { z } from 'zod';
import { paymentSchema } from './payment.ts';

const id = z.string().min(1).max(64);

/** The window after an agenda is revealed: play an agenda-phase action card, or (no card) go to the vote. */
export const agendaRespond = z.object({ type: z.literal('agenda-respond'), card: id.optional() }).strict();

/** LRR 8: the current voter's votes: an outcome and the planets exhausted for it, or null to abstain. */
export const castVotesIntent = z
  .object({
    type: z.literal('cast-votes'),
    outcome: id.nullable(),
    planets: z.array(id).max(40).default([]),
  })
  .strict();

/** LRR 8.10: the speaker chooses among the tied outcomes. */
export const breakTieIntent = z.object({ type: z.literal('break-tie'), outcome: id }).strict();

/** Remove the custodians token from Mecatol Rex for 6 influence. */
export const removeCustodiansIntent = z
  .object({ type: z.literal('remove-custodians'), payment: paymentSchema })
  .strict();
