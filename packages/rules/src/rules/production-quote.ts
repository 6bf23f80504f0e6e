// The price of a production order (LRR 67; shared/rules/002): per unit type, fighters and infantry two
// per cost, and what abilities, technologies and leaders take off the total (Amalgamation, Sarween
// Tools, AI Development Algorithm, Berekar Berekon, Harrugh Gefhara). The form shows it as the order
// is built; production.ts charges it.

import type { UnitType } from '../content/types.ts';
import { unitStats, type BoardView } from '../board/forces.ts';
import { hasCommander, outsideProductionLimit } from '../builtin-abilities/commanders.ts';
import { aiDevelopmentDiscount } from '../builtin-abilities/ai-development.ts';
import { BEREKAR_DISCOUNT } from '../builtin-abilities/production-agents.ts';
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
  /** Fighters and infantry that commanders let past the production limit (builtin-abilities/commanders.ts). */
  readonly outsideLimit: number;
}

/** Sarween Tools: production costs one resource less in all (LRR 90 technology; the order, not per unit). */
export const SARWEEN_TOOLS = 'sarween-tools';

/** Choices on the order that change its cost. */
export interface QuoteOptions {
  /** AI Development Algorithm is exhausted for this production. */
  readonly aiDevelopment?: boolean;
  /** Harrugh Gefhara is purged: the units cost 0 (no other discount is then taken). */
  readonly harrugh?: boolean;
  /** Berekar Berekon (Winnu agent) takes 2 off: named by the Winnu, or granted by them this turn. */
  readonly berekar?: boolean;
  /** Not a production ability (Integrated Economy): nothing is taken off. */
  readonly noDiscounts?: boolean;
  /** Amalgamation (Vuil'raith Cabal): units of each type paid for by returning captured ones. */
  readonly returned?: Readonly<Partial<Record<UnitType, number>>>;
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
  const out: QuoteLine[] = [];
  const feng = hasCommander(state, seat, 'navarch-feng');
  // Amalgamation: what the units paid for by captured ones would have cost (a lone fighter or infantry
  // left over costs a whole cost).
  let amalgamated = 0;
  for (const [unit, count] of counts) {
    const stats = unitStats(state, seat, unit);
    const free = stats.cost === undefined || (unit === 'flagship' && feng);
    const price = (n: number) => (free ? 0 : Math.ceil(n / stats.perCost) * (stats.cost ?? 0));
    const cost = price(count);
    amalgamated += cost - price(Math.max(0, count - (options.returned?.[unit] ?? 0)));
    out.push({ unit, count, cost });
  }
  const total = out.reduce((a, l) => a + l.cost, 0);
  const tools = state.players[seat]?.technologies.includes(SARWEEN_TOOLS) ?? false;
  const discounts: { by: string; amount: number }[] = [];
  let left = out.length > 0 ? total : 0;
  const offer = (by: string, amount: number) => {
    const taken = Math.min(amount, left);
    if (taken <= 0) return;
    discounts.push({ by, amount: taken });
    left -= taken;
  };
  if (options.noDiscounts) left = 0;
  offer('Amalgamation', amalgamated);
  if (options.harrugh) offer('Harrugh Gefhara', left);
  if (tools) offer('Sarween Tools', 1);
  if (options.aiDevelopment) offer('AI Development Algorithm', aiDevelopmentDiscount(state, seat));
  if (options.berekar) offer('Berekar Berekon', BEREKAR_DISCOUNT);
  const discount = discounts.reduce((a, d) => a + d.amount, 0);
  const outsideLimit = outsideProductionLimit(
    state,
    seat,
    counts.get('fighter') ?? 0,
    counts.get('infantry') ?? 0,
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
