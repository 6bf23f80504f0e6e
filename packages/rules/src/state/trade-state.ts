// Transactions offered and made, in the game state.

import type { Seat } from './primitives.ts';

export interface Goods {
  readonly tradeGoods: number;
  readonly commodities: number;
  /** A promissory note, by name (LRR 94: at most one each way); the app does not track who holds which. */
  readonly promissoryNote?: string | null;
  /** Action card instance ids: only in a transaction with the Emirates of Hacan (Arbiters). */
  readonly actionCards?: readonly string[];
}

/** A transaction offered (LRR 94; rules/economy/transactions.ts), waiting for the other player's answer. */
export interface TradeOffer {
  readonly from: Seat;
  readonly to: Seat;
  readonly give: Goods;
  readonly get: Goods;
}

export interface StationTradeState {
  readonly offers: readonly TradeOffer[];
  /** Pairs ("2-5", lower seat first) that have made their one transaction this turn (or this agenda). */
  readonly done: readonly string[];
}
