// The choices of the production order's extra parts (production-extras.tsx): the pieces taken back
// from the board when reinforcements run short (LRR 67), and the captured units returned (Amalgamation).

import type { Amalgamation, Pull, UnitType } from '@initiative/rules';

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

export type CapturedChoice = { readonly from: number; readonly unit: UnitType; readonly held: number };

export type Ordered = readonly { readonly unit: UnitType; readonly count: number }[];

export const choiceKey = (c: Pick<CapturedChoice, 'from' | 'unit'>) => `${c.from}|${c.unit}`;

/** The order's `amalgamation`: the captured units chosen, for unit types the order produces. */
export function chosenAmalgamation(
  choices: readonly CapturedChoice[],
  returned: Readonly<Record<string, number>>,
  lines: Ordered,
): Amalgamation {
  return choices
    .map((c) => ({ from: c.from, unit: c.unit, count: Math.min(c.held, returned[choiceKey(c)] ?? 0) }))
    .filter((r) => r.count > 0 && lines.some((l) => l.unit === r.unit)) as Amalgamation;
}
