// The payment an intent carries: planets (or space stations) to exhaust and trade goods (payment.ts).

import { z } from 'zod';

export const paymentSchema = z
  .object({
    /** Planet or space-station ids to exhaust. */
    planets: z.array(z.string().min(1).max(64)).max(40).default([]),
    tradeGoods: z.number().int().min(0).max(1000).default(0),
  })
  .strict();
export type Payment = z.infer<typeof paymentSchema>;
