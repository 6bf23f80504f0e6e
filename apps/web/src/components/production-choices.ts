// The choices of the production order's extra parts (production-extras.tsx): the pieces taken back
// from the board when reinforcements run short (LRR 67), and what abilities add to the order, read
// from the rule set's form items (a toggle, places, a paying planet, units returned).

import type {
  Amalgamation,
  PlaceElsewhere,
  ProductionChoices,
  ProductionFormItem,
  Pull,
  UnitType,
} from '@initiative/rules';

/** Pieces to take back, `short` of them, from the sources in order, the preferred one first. */
export function allocate(sources: readonly Pull[], short: number, preferred: number): Pull[] {
  const ordered = [...sources.slice(preferred, preferred + 1), ...sources.filter((_, i) => i !== preferred)];
  const out: Pull[] = [];
  let left = short;
  for (const s of ordered) {
    if (left <= 0) break;
    const n = Math.min(s.count, left);
    out.push({ ...s, count: n });
    left -= n;
  }
  return out;
}

export type Toggle = Extract<ProductionFormItem, { kind: 'toggle' }>;
export type Returns = Extract<ProductionFormItem, { kind: 'returns' }>;
export type CapturedChoice = Returns['held'][number];

export type Ordered = readonly { readonly unit: UnitType; readonly count: number }[];

export const choiceKey = (c: Pick<CapturedChoice, 'from' | 'unit'>) => `${c.from}|${c.unit}`;

/** The units returned as chosen, for unit types the order produces. */
export function chosenReturns(
  held: readonly CapturedChoice[],
  returned: Readonly<Record<string, number>>,
  lines: Ordered,
): Amalgamation {
  return held
    .map((c) => ({ from: c.from, unit: c.unit, count: Math.min(c.held, returned[choiceKey(c)] ?? 0) }))
    .filter((r) => r.count > 0 && lines.some((l) => l.unit === r.unit)) as Amalgamation;
}

/** One column per place opened outside the system, with every unit type any ability allows there. */
export function mergedPlaces(
  opened: readonly { readonly places: readonly PlaceElsewhere[] }[],
): PlaceElsewhere[] {
  const out = new Map<string, PlaceElsewhere>();
  for (const p of opened.flatMap((o) => o.places)) {
    const before = out.get(p.place);
    out.set(p.place, before ? { ...before, units: [...new Set([...before.units, ...p.units])] } : p);
  }
  return [...out.values()];
}

/**
 * The order's named parts from the form: the toggles in use, the places picked (one, or a list where
 * the item has several selects), a paying planet among those paying, units returned.
 */
export function abilityChoices(
  items: readonly ProductionFormItem[],
  active: readonly Toggle[],
  picked: Readonly<Record<string, readonly string[]>>,
  returned: Readonly<Record<string, number>>,
  lines: Ordered,
  paying: readonly string[],
): ProductionChoices {
  const out: Record<string, unknown> = {};
  for (const t of active) out[t.key] = true;
  for (const item of items) {
    if (item.kind === 'places') {
      const values = (picked[item.key] ?? []).filter((v) => item.choices.some((c) => c.value === v));
      if (values.length > 0) out[item.key] = item.labels.length > 1 ? values : values[0];
    } else if (item.kind === 'paying-planet') {
      const planet = picked[item.key]?.[0];
      if (planet && paying.includes(planet)) out[item.key] = planet;
    } else if (item.kind === 'returns') {
      const chosen = chosenReturns(item.held, returned, lines);
      if (chosen.length > 0) out[item.key] = chosen;
    }
  }
  return out as ProductionChoices;
}
