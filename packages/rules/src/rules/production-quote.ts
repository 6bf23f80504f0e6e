// The price of a production order (LRR 67; shared/rules/002): per unit type, fighters and infantry two
// per cost, and what abilities take off the total (their `production.discount` in the rule set, folded
// in its order: Amalgamation, Harrugh Gefhara, Sarween Tools, AI Development Algorithm, Berekar
// Berekon). The form shows it as the order is built; production.ts charges it.

import type { UnitType } from '../content/types.ts';
import { unitStats, type BoardView } from '../board/forces.ts';
import { productionParts } from '../hooks/mechanisms.ts';
import type { ProductionChoices } from '../hooks/contract.ts';
import type { ProductionLine } from '../wire/production-order.ts';
import type { Seat } from '../state/state.ts';

export interface QuoteLine {
  readonly unit: UnitType;
  readonly count: number;
  /** Resources for this unit type: one full cost per pair of fighters/infantry, rounded up. */
  readonly cost: number;
}

export interface OrderQuote {
  /** Units counted against the production limit (each fighter and infantry counts). */
  readonly units: number;
  /** What the order costs in all, after `discount`. */
  readonly cost: number;
  readonly lines: readonly QuoteLine[];
  /** Taken off the lines' total (the sum of `discounts`), never below 0 in all. */
  readonly discount: number;
  /** Each technology's part of the discount, in the order it applies (for the form and the log). */
  readonly discounts: readonly { readonly by: string; readonly amount: number }[];
  /** Fighters and infantry that abilities (commanders) let past the production limit. */
  readonly outsideLimit: number;
}

/** Choices on the order that change its cost. */
export interface QuoteOptions {
  /** The order's named parts (AI Development Algorithm exhausted, captured units returned…). */
  readonly choices?: ProductionChoices;
  /** Not a production ability (Umbat, Integrated Economy): nothing is taken off, no grant applies. */
  readonly noDiscounts?: boolean;
}

/** Totals of an order, per unit type (the UI shows them as the order is built). */
export function quoteOrder(
  state: BoardView,
  seat: Seat,
  lines: readonly ProductionLine[],
  options: QuoteOptions = {},
): OrderQuote {
  const counts = new Map<UnitType, number>();
  for (const l of lines) counts.set(l.unit, (counts.get(l.unit) ?? 0) + l.count);
  const parts = productionParts();
  const request = { choices: options.choices ?? {}, unlimited: options.noDiscounts === true };
  const price = (unit: UnitType, n: number) => {
    const stats = unitStats(state, seat, unit);
    const free = stats.cost === undefined || parts.some((p) => p.free?.(state, seat, unit));
    return free ? 0 : Math.ceil(n / stats.perCost) * (stats.cost ?? 0);
  };
  const out: QuoteLine[] = [...counts].map(([unit, count]) => ({ unit, count, cost: price(unit, count) }));
  const total = out.reduce((a, l) => a + l.cost, 0);
  const discounts: { by: string; amount: number }[] = [];
  // Not a production ability: nothing is taken off.
  let left = out.length > 0 && !request.unlimited ? total : 0;
  for (const part of parts) {
    if (!part.discount || left <= 0) continue;
    const taken = Math.min(part.discount.amount(state, seat, request, { counts, price }), left);
    if (taken <= 0) continue;
    discounts.push({ by: part.discount.by, amount: taken });
    left -= taken;
  }
  const discount = discounts.reduce((a, d) => a + d.amount, 0);
  const fighters = counts.get('fighter') ?? 0;
  const infantry = counts.get('infantry') ?? 0;
  const outsideLimit = parts.reduce(
    (already, p) => already + (p.pastLimit?.(state, seat, fighters, infantry, already) ?? 0),
    0,
  );
  return {
    units: out.reduce((a, l) => a + l.count, 0),
    cost: total - discount,
    lines: out,
    discount,
    discounts,
    outsideLimit,
  };
}

/** " (Sarween Tools −1, AI Development Algorithm −2)", or "" without a discount. */
export function discountText(quote: Pick<OrderQuote, 'discounts'>): string {
  if (quote.discounts.length === 0) return '';
  return ` (${quote.discounts.map((d) => `${d.by} −${d.amount}`).join(', ')})`;
}
