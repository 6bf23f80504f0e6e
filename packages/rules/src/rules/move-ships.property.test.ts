// Properties of `move-ships` over random boards and random moves (many of them illegal): a refused
// move changes nothing; an applied one keeps every unit of the mover's but those a gravity rift
// removed, which the log counts (LRR 41), puts them nowhere but the active system, and leaves every
// other player's units alone.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neighborOnSide } from '../map/hex.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState } from '../state/state.ts';
import type { CargoUnit, ShipGroup } from '../wire/move-intent.ts';
import {
  HACAN,
  SOL,
  moveTable,
  setPlanetUnits,
  setSpace,
  unitsOf,
} from '../../test-support/move-fixtures.ts';
import { notes, run } from '../../test-support/test-helpers.ts';

// The active 20 (Vefut II) in the centre; around it empty space, a rift, a nebula and Wellon (19).
const TILES: Record<string, number> = {
  '20': 0,
  '41': neighborOnSide(0, 0),
  '46': neighborOnSide(0, 1),
  '19': neighborOnSide(0, 2),
  '42': neighborOnSide(0, 3),
  '47': neighborOnSide(neighborOnSide(0, 0), 0),
  '48': neighborOnSide(neighborOnSide(0, 1), 1),
};
const SYSTEMS = Object.keys(TILES).filter((s) => s !== '20');
const SHIPS = ['cruiser', 'carrier', 'destroyer', 'fighter'] as const;

const count = fc.integer({ min: 0, max: 3 });
const unitsArb = fc.record({
  cruiser: count,
  carrier: count,
  destroyer: count,
  fighter: count,
  infantry: count,
});
const boardArb = fc.record({
  sol: fc.dictionary(fc.constantFrom(...SYSTEMS), unitsArb, { maxKeys: 4 }),
  hacan: fc.option(fc.constantFrom(...SYSTEMS), { nil: undefined }),
  wellon: count,
  seed: fc.string({ maxLength: 6 }),
});
type Board = typeof boardArb extends fc.Arbitrary<infer T> ? T : never;

function boardOf(b: Board): GameState {
  let s = moveTable(TILES, '20');
  for (const [system, units] of Object.entries(b.sol)) s = setSpace(s, system, SOL, units);
  if (b.hacan) s = setSpace(s, b.hacan, HACAN, { destroyer: 1 });
  s = setPlanetUnits(s, 'wellon', SOL, { infantry: b.wellon });
  return { ...s, rng: seedRng(b.seed) };
}

/** Moves made mostly of units that are there (a few more, now and then), with cargo from where they start. */
function movesFor(b: Board): fc.Arbitrary<ShipGroup[]> {
  const places = Object.keys(b.sol);
  if (places.length === 0) return fc.constant([{ from: '46', ships: { cruiser: 1 } }]);
  const group = fc.constantFrom(...places).chain((from) => {
    const here = b.sol[from] ?? {};
    // Now and then one more than there is; fighters rarely (they have no move value).
    const take = (n: number, weight = 19) =>
      n === 0
        ? fc.oneof({ weight, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constant(1) })
        : fc.oneof(
            { weight, arbitrary: fc.integer({ min: 0, max: n }) },
            { weight: 1, arbitrary: fc.constant(n + 1) },
          );
    return fc.record({
      from: fc.constant(from),
      ships: fc.record(
        Object.fromEntries(
          SHIPS.map((t) => [t, t === 'fighter' ? take(0, 40) : take(here[t as keyof typeof here] ?? 0)]),
        ),
      ),
      transport: fc.array(
        fc.record({
          from: fc.constantFrom(from, from, from, 'wellon'),
          unit: fc.constantFrom<CargoUnit>('infantry', 'infantry', 'fighter', 'mech'),
          count: fc.integer({ min: 1, max: 2 }),
        }),
        { maxLength: 2 },
      ),
    });
  });
  return fc.array(group, { minLength: 1, maxLength: 2 }).map((groups) => {
    const named = groups
      .map((g) => ({ ...g, ships: Object.fromEntries(Object.entries(g.ships).filter(([, n]) => n > 0)) }))
      .filter((g) => Object.keys(g.ships).length > 0);
    return named.length > 0 ? named : [{ from: places[0] as string, ships: { cruiser: 1 } }];
  });
}

/** Units the log says a gravity rift removed: the numbers in its "removed" and "go … they carried" parts. */
function logged(lines: readonly string[]): number {
  let n = 0;
  for (const line of lines) {
    const part = line.startsWith('Gravity rift')
      ? (line.split('; ').pop() ?? '')
      : line.startsWith('With those ships go')
        ? line
        : '';
    for (const m of part.matchAll(/(\d+) [a-z]/g)) n += Number(m[1]);
  }
  return n;
}

const total = (units: Readonly<Record<string, number | undefined>>) =>
  Object.values(units).reduce<number>((a, n) => a + (n ?? 0), 0);

describe('move-ships, over random boards and moves', () => {
  it('a refused move changes nothing; an applied one only moves units, but for logged rift losses', () => {
    fc.assert(
      fc.property(
        boardArb.chain((b) => fc.tuple(fc.constant(b), movesFor(b))),
        ([b, moves]) => {
          const state = boardOf(b);
          const before = JSON.stringify(state);
          const out = run(state, SOL, { type: 'move-ships', moves });
          expect(JSON.stringify(state)).toBe(before);
          if (!out.ok) return;
          const after = out.state;
          expect(total(unitsOf(after, SOL)) + logged(notes(out))).toBe(total(unitsOf(state, SOL)));
          expect(unitsOf(after, HACAN)).toEqual(unitsOf(state, HACAN));
          // Nowhere gains a unit of the mover's but the active system.
          for (const sys of after.galaxy.systems) {
            if (sys.systemId === '20') continue;
            const was =
              state.galaxy.systems.find((s) => s.systemId === sys.systemId)?.space[String(SOL)] ?? {};
            for (const [t, n] of Object.entries(sys.space[String(SOL)] ?? {}))
              expect(n).toBeLessThanOrEqual(was[t as keyof typeof was] ?? 0);
          }
          expect(after.tactical?.moved).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
