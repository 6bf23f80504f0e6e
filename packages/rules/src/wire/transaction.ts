// A transaction as intents send it (rules/economy/transactions.ts).

import { z } from 'zod';
import { nameSchema } from '../kernel/names.ts';

const goodsSchema = z
  .object({
    tradeGoods: z.number().int().min(0).max(100).default(0),
    commodities: z.number().int().min(0).max(100).default(0),
    promissoryNote: nameSchema('A promissory note', 60, 'Name the promissory note.').nullable().default(null),
    actionCards: z.array(z.string().max(80)).max(10).default([]),
  })
  .strict();

export interface FullGoods {
  tradeGoods: number;
  commodities: number;
  promissoryNote: string | null;
  actionCards: string[];
}
export const zero = (): FullGoods => ({
  tradeGoods: 0,
  commodities: 0,
  promissoryNote: null,
  actionCards: [],
});

const fields = {
  /** offer: propose to `with`; accept/decline: answer the offer from `with`; withdraw: take back one's offer. */
  action: z.enum(['offer', 'accept', 'decline', 'withdraw']),
  with: z.number().int().min(0).max(7),
  /** What the offering player gives and asks for (offer only). */
  give: goodsSchema.default(zero),
  get: goodsSchema.default(zero),
};

export const transactionSchema = z.object({ type: z.literal('transaction'), ...fields }).strict();
/** The first name of `transaction` (space stations only, before neighbours were computed): still read. */
export const stationTradeSchema = z.object({ type: z.literal('station-trade'), ...fields }).strict();
export type TransactionIntent = z.infer<typeof transactionSchema> | z.infer<typeof stationTradeSchema>;
