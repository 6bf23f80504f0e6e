// Which ships may move into the active system, and why not (rules/movement.ts): one row per rule,
// a ship that may and a ship that may not, on small boards of chosen tiles.

import { describe, expect, it } from 'vitest';
import type { UnitType } from '../content/index.ts';
import { neighborOnSide } from '../map/hex.ts';
import type { GameState, Seat } from '../state/state.ts';
import {
  HACAN,
  MUAAT,
  SOL,
  line,
  lineOf,
  moveTable,
  setPlanetUnits,
  setSpace,
  setTokens,
  withTechnologies,
} from '../../test-support/move-fixtures.ts';
import { shipReach } from './movement.ts';
import { updatePlayer } from '../state/update.ts';

interface Row {
  readonly name: string;
  readonly tiles: Readonly<Record<string, number>>;
  readonly active: string;
  readonly seat?: Seat;
  readonly from: string;
  readonly unit: UnitType;
  readonly prepare?: (s: GameState) => GameState;
  /** The route's systems passed through and gravity rifts, or the problem's words. */
  readonly expect: { readonly through: readonly string[]; readonly rifts?: readonly string[] } | RegExp;
}

// Two ways of two steps from S into A (the centre): through M1 or through M2.
const A = 0;
const M1 = neighborOnSide(A, 1);
const M2 = neighborOnSide(A, 2);
const S = neighborOnSide(M1, 2);
const FAR = lineOf(4)[3] as number;

/** Sol starts with Antimass Deflectors: the asteroid field rows take it away first. */
const noDeflectors = (s: GameState) =>
  updatePlayer(s, SOL, (p) => ({
    ...p,
    technologies: p.technologies.filter((t) => t !== 'antimass-deflectors'),
  }));

/** Sol's seat played by the Empyrean (Voidborn). */
const empyrean = (s: GameState) => updatePlayer(s, SOL, (p) => ({ ...p, faction: 'empyrean' }));

const ROWS: readonly Row[] = [
  // LRR 58, 6: along adjacent systems, no more of them than the move value.
  {
    name: 'a cruiser (move 2) reaches a system two away',
    tiles: line('20', '46', '47'),
    active: '20',
    from: '47',
    unit: 'cruiser',
    expect: { through: ['46'] },
  },
  {
    name: 'a carrier (move 1) does not',
    tiles: line('20', '46', '47'),
    active: '20',
    from: '47',
    unit: 'carrier',
    expect: /too far: move 1, distance 2/,
  },
  // LRR 97: a unit upgrade's move value.
  {
    name: 'Carrier II (move 2) reaches it',
    tiles: line('20', '46', '47'),
    active: '20',
    from: '47',
    unit: 'carrier',
    prepare: (s) => withTechnologies(s, SOL, ['carrier-ii']),
    expect: { through: ['46'] },
  },
  // LRR 96: a faction's own unit: the Muaat's Prototype War Sun has move 1, the generic war sun 2.
  {
    name: 'the Muaat war sun (move 1) does not reach two away',
    tiles: line('20', '46', '47'),
    active: '20',
    seat: MUAAT,
    from: '47',
    unit: 'war-sun',
    expect: /too far: move 1, distance 2/,
  },
  {
    name: 'a generic war sun (move 2) does',
    tiles: line('20', '46', '47'),
    active: '20',
    from: '47',
    unit: 'war-sun',
    expect: { through: ['46'] },
  },
  // LRR 58: no ship leaves a system holding its own command token; it may pass through one.
  {
    name: 'ships under their own command token stay',
    tiles: line('20', '46'),
    active: '20',
    from: '46',
    unit: 'cruiser',
    prepare: (s) => setTokens(s, '46', [SOL]),
    expect: /your command token in 46 holds them/,
  },
  {
    name: 'another player’s token holds nobody else',
    tiles: line('20', '46'),
    active: '20',
    from: '46',
    unit: 'cruiser',
    prepare: (s) => setTokens(s, '46', [HACAN]),
    expect: { through: [] },
  },
  {
    name: 'a ship passes through its own command token',
    tiles: line('20', '46', '47'),
    active: '20',
    from: '47',
    unit: 'cruiser',
    prepare: (s) => setTokens(s, '46', [SOL]),
    expect: { through: ['46'] },
  },
  // LRR 58: never through another player's ships; their ground forces or the active system do not stop it.
  {
    name: 'another player’s ships on the way stop it',
    tiles: line('20', '46', '47'),
    active: '20',
    from: '47',
    unit: 'cruiser',
    prepare: (s) => setSpace(s, '46', HACAN, { destroyer: 1 }),
    expect: /blocked by P2's 1 destroyer in 46/,
  },
  // Light/Wave Deflector: through systems holding other players' ships.
  {
    name: 'with Light/Wave Deflector, past another player’s ships',
    tiles: line('20', '46', '47'),
    active: '20',
    from: '47',
    unit: 'cruiser',
    prepare: (s) =>
      withTechnologies(setSpace(s, '46', HACAN, { destroyer: 1 }), SOL, ['light-wave-deflector']),
    expect: { through: ['46'] },
  },
  {
    name: 'another player’s ground forces on the way do not',
    tiles: line('20', '19', '47'),
    active: '20',
    from: '47',
    unit: 'cruiser',
    prepare: (s) => setPlanetUnits(s, 'wellon', HACAN, { infantry: 2 }),
    expect: { through: ['19'] },
  },
  {
    name: 'another player’s ships in the active system do not',
    tiles: line('20', '46', '47'),
    active: '20',
    from: '47',
    unit: 'cruiser',
    prepare: (s) => setSpace(s, '20', HACAN, { dreadnought: 1 }),
    expect: { through: ['46'] },
  },
  // LRR 86: never into or through a supernova.
  {
    name: 'not through a supernova',
    tiles: line('20', '43', '47'),
    active: '20',
    from: '47',
    unit: 'cruiser',
    expect: /supernova in 43 cannot be entered/,
  },
  {
    name: 'not into one',
    tiles: line('43', '46'),
    active: '43',
    from: '46',
    unit: 'cruiser',
    expect: /supernova in 43 cannot be entered/,
  },
  // Gashlai Physiology (the Muaat): their ships move through supernovae.
  {
    name: 'the Muaat through a supernova',
    tiles: line('20', '43', '47'),
    active: '20',
    seat: MUAAT,
    from: '47',
    unit: 'cruiser',
    expect: { through: ['43'] },
  },
  // LRR 11: not into or through an asteroid field, unless an ability lets it (Antimass Deflectors).
  {
    name: 'not through an asteroid field',
    tiles: line('20', '44', '47'),
    active: '20',
    from: '47',
    unit: 'cruiser',
    prepare: noDeflectors,
    expect: /asteroid field in 44 cannot be entered/,
  },
  {
    name: 'through one with Antimass Deflectors',
    tiles: line('20', '44', '47'),
    active: '20',
    from: '47',
    unit: 'cruiser',
    prepare: (s) => withTechnologies(noDeflectors(s), SOL, ['antimass-deflectors']),
    expect: { through: ['44'] },
  },
  {
    name: 'not into one',
    tiles: line('44', '46'),
    active: '44',
    from: '46',
    unit: 'cruiser',
    prepare: noDeflectors,
    expect: /asteroid field in 44 cannot be entered/,
  },
  {
    name: 'into one with Antimass Deflectors',
    tiles: line('44', '46'),
    active: '44',
    from: '46',
    unit: 'cruiser',
    prepare: (s) => withTechnologies(noDeflectors(s), SOL, ['antimass-deflectors']),
    expect: { through: [] },
  },
  // LRR 59: a nebula is entered only as the active system; a ship leaving one has move 1.
  {
    name: 'not through a nebula',
    tiles: line('20', '42', '47'),
    active: '20',
    from: '47',
    unit: 'cruiser',
    expect: /nebula in 42 can be entered only as the active system/,
  },
  {
    name: 'into a nebula that is the active system',
    tiles: line('42', '46', '47'),
    active: '42',
    from: '47',
    unit: 'cruiser',
    expect: { through: ['46'] },
  },
  {
    name: 'out of a nebula, one system only',
    tiles: line('20', '46', '42'),
    active: '20',
    from: '42',
    unit: 'cruiser',
    expect: /too far: move 1 \(it starts in a nebula, LRR 59\), distance 2/,
  },
  {
    name: 'out of a nebula into the next system',
    tiles: line('20', '42'),
    active: '20',
    from: '42',
    unit: 'cruiser',
    expect: { through: [] },
  },
  // Voidborn (the Empyrean): nebulae do not affect their movement.
  {
    name: 'the Empyrean through a nebula',
    tiles: line('20', '42', '47'),
    active: '20',
    from: '47',
    unit: 'cruiser',
    prepare: empyrean,
    expect: { through: ['42'] },
  },
  {
    name: 'the Empyrean out of a nebula at their full move value',
    tiles: line('20', '46', '42'),
    active: '20',
    from: '42',
    unit: 'cruiser',
    prepare: empyrean,
    expect: { through: ['46'] },
  },
  // LRR 41: +1 move out of or through a gravity rift (each ship leaving it rolls), none for entering one.
  {
    name: 'a carrier (move 1) leaves a gravity rift two away',
    tiles: line('20', '46', '41'),
    active: '20',
    from: '41',
    unit: 'carrier',
    expect: { through: ['46'], rifts: ['41'] },
  },
  {
    name: 'a carrier (move 1) passes through a rift',
    tiles: line('20', '41', '47'),
    active: '20',
    from: '47',
    unit: 'carrier',
    expect: { through: ['41'], rifts: ['41'] },
  },
  {
    name: 'a rift that is the active system gives nothing and takes no roll',
    tiles: line('41', '46', '47'),
    active: '41',
    from: '47',
    unit: 'carrier',
    expect: /too far: move 1, distance 2/,
  },
  {
    name: 'a ship that needs no rift goes round it',
    tiles: { '20': A, '41': M1, '46': M2, '47': S },
    active: '20',
    from: '47',
    unit: 'cruiser',
    expect: { through: ['46'], rifts: [] },
  },
  {
    name: 'a ship that needs the rift goes through it',
    tiles: { '20': A, '41': M1, '46': M2, '47': S },
    active: '20',
    from: '47',
    unit: 'carrier',
    expect: { through: ['41'], rifts: ['41'] },
  },
  // LRR 100: systems with wormholes of one type are adjacent.
  {
    name: 'through an alpha wormhole, far apart on the board',
    tiles: { '26': A, '39': FAR },
    active: '26',
    from: '39',
    unit: 'carrier',
    expect: { through: [] },
  },
  {
    name: 'not between wormholes of two types',
    tiles: { '26': A, '40': FAR },
    active: '26',
    from: '40',
    unit: 'cruiser',
    expect: /no way leads from 40 to 26/,
  },
  // LRR 6: a hyperlane joins the systems at its lanes' ends; it is no system to stop in.
  {
    name: 'along a hyperlane, one step',
    tiles: { '83A': 0, '47': neighborOnSide(0, 1), '20': neighborOnSide(0, 4) },
    active: '20',
    from: '47',
    unit: 'carrier',
    expect: { through: [] },
  },
  {
    name: 'not across a hyperlane tile off its lanes',
    tiles: { '83A': 0, '47': neighborOnSide(0, 2), '20': neighborOnSide(0, 4) },
    active: '20',
    from: '47',
    unit: 'cruiser',
    expect: /no way leads from 47 to 20/,
  },
];

describe('which ships may move into the active system (LRR 58)', () => {
  it.each(ROWS)('$name', (row) => {
    const seat = row.seat ?? SOL;
    let s = moveTable(row.tiles, row.active, seat);
    s = setSpace(s, row.from, seat, { [row.unit]: 1 });
    s = row.prepare?.(s) ?? s;
    const reach = shipReach(s, seat, row.active).find((r) => r.from === row.from && r.unit === row.unit);
    if (!reach) throw new Error('no such ships');
    if (row.expect instanceof RegExp) {
      expect('problem' in reach.reach ? reach.reach.problem : 'reachable').toMatch(row.expect);
    } else {
      expect('route' in reach.reach ? reach.reach.route.through : reach.reach.problem).toEqual(
        row.expect.through,
      );
      if ('route' in reach.reach) expect(reach.reach.route.rifts).toEqual(row.expect.rifts ?? []);
    }
  });

  it('lists each type of ship apart, with its move value, and leaves out units that cannot move', () => {
    let s = moveTable(line('20', '46', '47'), '20');
    s = setSpace(s, '47', SOL, { cruiser: 2, carrier: 1, fighter: 3, infantry: 2 });
    const reach = shipReach(s, SOL, '20').map((r) => [r.unit, r.count, r.move, 'route' in r.reach]);
    expect(reach).toEqual([
      ['cruiser', 2, 2, true],
      ['carrier', 1, 1, false],
    ]);
  });

  it('leaves out ships in the active system', () => {
    const s = setSpace(moveTable(line('20', '46'), '20'), '20', SOL, { cruiser: 1 });
    expect(shipReach(s, SOL, '20')).toEqual([]);
  });
});
