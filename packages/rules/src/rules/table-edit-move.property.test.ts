// Properties of the move edit over random moves (most of them illegal): a refused move changes
// nothing; an applied one conserves the mover's units (only where they stand changes), leaves every
// other player's units alone, puts nothing outside the active system but what stayed behind, and
// takes only planets of the active system.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_TYPES } from '../content/index.ts';
import type { GameState, Seat } from '../state/state.ts';
import { withSpace } from '../../test-support/table-edit-fixtures.ts';
import {
  HACAN,
  MECATOL,
  SOL,
  SOL_HOME,
  actionTable,
  attempt,
  play,
} from '../../test-support/turn-fixtures.ts';

const ACTIVE = '19';

/** Every unit of `seat` on the board, by type. */
function census(state: GameState, seat: Seat): Record<string, number> {
  const key = String(seat);
  const out: Record<string, number> = {};
  const count = (units: Partial<Record<string, number>> | undefined) => {
    for (const t of UNIT_TYPES) out[t] = (out[t] ?? 0) + (units?.[t] ?? 0);
  };
  for (const s of state.galaxy.systems) count(s.space[key]);
  for (const p of Object.values(state.galaxy.planets)) count(p.units[key]);
  return out;
}

/** Sol's tactical action in system 19, with a cruiser and an infantry of Sol's at Mecatol Rex too. */
function table(): GameState {
  const s = withSpace({ ...actionTable(), active: SOL }, MECATOL, SOL, { cruiser: 1, infantry: 1 });
  return play(s, SOL, { type: 'activate-system', system: ACTIVE });
}

const counts = fc.record(
  { carrier: fc.nat(3), destroyer: fc.nat(2), fighter: fc.nat(4), infantry: fc.nat(6), cruiser: fc.nat(2) },
  { requiredKeys: [] },
);
const source = fc.oneof(
  fc.record({ system: fc.constantFrom(SOL_HOME, MECATOL, ACTIVE, '16', '999'), units: counts }),
  fc.record({ planet: fc.constantFrom('jord', 'mecatol-rex', 'wellon', 'arretze'), units: counts }),
);
const landing = fc.record({
  planet: fc.constantFrom('wellon', 'jord', 'mecatol-rex'),
  units: fc.record({ infantry: fc.nat(4), mech: fc.nat(1) }, { requiredKeys: [] }),
});
const wildMove = fc.record(
  {
    kind: fc.constant('move'),
    to: fc.constantFrom(ACTIVE, ACTIVE, MECATOL),
    from: fc.array(source, { maxLength: 3 }),
    land: fc.array(landing, { maxLength: 2 }),
  },
  { requiredKeys: ['kind', 'to', 'from'] },
);
/** Moves near what Sol has, so that many of them fit. */
const some = (max: number) => fc.integer({ min: 1, max });
const plausibleMove = fc
  .record({
    home: fc.option(
      fc.record({ carrier: some(2), destroyer: some(1), fighter: some(4) }, { requiredKeys: ['carrier'] }),
    ),
    jord: fc.option(fc.record({ infantry: some(6) })),
    mecatol: fc.option(fc.record({ cruiser: some(1), infantry: some(1) }, { requiredKeys: [] })),
    land: fc.option(fc.record({ infantry: some(4) })),
  })
  .map(({ home, jord, mecatol, land }) => ({
    kind: 'move',
    to: ACTIVE,
    from: [
      ...(home ? [{ system: SOL_HOME, units: home }] : []),
      ...(jord ? [{ planet: 'jord', units: jord }] : []),
      ...(mecatol ? [{ system: MECATOL, units: mecatol }] : []),
    ],
    land: land ? [{ planet: 'wellon', units: land }] : [],
  }));
const moveEdit = fc.oneof(wildMove, plausibleMove);

describe('the move edit, over random moves', () => {
  it('a refused move changes nothing; an applied one only moves the mover’s own units into the active system', () => {
    const start = table();
    const before = JSON.stringify(start);
    const sol = census(start, SOL);
    const hacan = census(start, HACAN);
    let applied = 0;
    fc.assert(
      fc.property(moveEdit, fc.constantFrom<Seat>(SOL, SOL, SOL, HACAN), (edit, by) => {
        const out = attempt(start, by, { type: 'table-edit', edit });
        expect(JSON.stringify(start)).toBe(before);
        if (!out.ok) return;
        applied++;
        expect(by).toBe(SOL);
        expect(census(out.state, SOL)).toEqual(sol);
        expect(census(out.state, HACAN)).toEqual(hacan);
        // Only planets of the active system change hands, and only to the mover.
        for (const [id, p] of Object.entries(out.state.galaxy.planets)) {
          const was = start.galaxy.planets[id]?.controller;
          if (p.controller !== was) {
            expect(id).toBe('wellon');
            expect(p.controller).toBe(SOL);
          }
        }
      }),
      { numRuns: 300, endOnFailure: true },
    );
    // Not vacuous: some of the random moves fit the table.
    expect(applied).toBeGreaterThan(0);
  });
});
