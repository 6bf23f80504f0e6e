// A production order in words: where a unit is placed, and what the order would waste (LRR 67).

import {
  PLANETS_BY_ID,
  UNIT_NAMES,
  plural,
  unitStats,
  type GameView,
  type OrderQuote,
  type PlaceElsewhere,
  type UnitType,
} from '@initiative/rules';

/** The key of a unit type at a place in the order's counts. */
export const orderKey = (unit: UnitType, place: string) => `${unit}|${place}`;

/** A place's column heading: the space area, a planet of the system, or a place an ability opened. */
export function placeLabel(place: string, elsewhere: readonly PlaceElsewhere[]): string {
  if (place === 'space') return 'Space';
  return elsewhere.find((p) => p.place === place)?.label ?? PLANETS_BY_ID.get(place)?.name ?? place;
}

/** What the order would waste: resources paid past the cost, and a paired unit bought alone. */
export function orderWarnings(view: GameView, seat: number, quote: OrderQuote, paying: number): string[] {
  const warnings: string[] = [];
  if (paying > quote.cost && quote.units > 0) {
    warnings.push(
      `${plural(paying - quote.cost, 'resource')} of the ${paying} would be lost: excess is not refunded.`,
    );
  }
  for (const l of quote.lines) {
    if (unitStats(view, seat, l.unit).perCost === 2 && l.count % 2 === 1) {
      warnings.push(
        `An odd number of ${UNIT_NAMES[l.unit]}s: the last one alone still costs the full price.`,
      );
    }
  }
  return warnings;
}
