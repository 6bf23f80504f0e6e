// Abilities that change the dice of combat, through the combat hook (rules/volley.ts): a fixture table
// per ability with its rule, then the same through a whole space combat, its log and its odds.

import { describe, expect, it } from 'vitest';
import '../engine/rule-set.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState, Seat } from '../state/state.ts';
import { unitProfile, type UnitType } from '../content/index.ts';
import type { RollKind } from '../hooks/contract.ts';
import { armedProfile, printedRoll, rollVolley } from './volley.ts';
import { combatOddsView } from '../view/combat-view.ts';
import {
  HACAN,
  SOL,
  combatTable,
  inCombat,
  moveIn,
  withoutTechnology,
} from '../../test-support/combat-fixtures.ts';
import { notes, run } from '../../test-support/test-helpers.ts';
import { setPlanetUnits } from '../../test-support/move-fixtures.ts';

function withPlayer(state: GameState, seat: Seat, change: { faction?: string; technologies?: string[] }) {
  return {
    ...state,
    players: state.players.map((p, i) =>
      i === seat ? { ...p, ...change, technologies: [...p.technologies, ...(change.technologies ?? [])] } : p,
    ),
  };
}

const withoutAntimass = (state: GameState) => withoutTechnology(state, 'antimass-deflectors');
const base = withoutAntimass(combatTable({ cruiser: 1 }, { destroyer: 1 }));

describe('modifiers to each die (LRR 18.1), by ability', () => {
  const cases: {
    rule: string;
    roller: { faction?: string; technologies?: string[] };
    target?: { faction?: string; technologies?: string[] };
    unit: UnitType;
    kind: RollKind;
    delta: number;
  }[] = [
    {
      rule: 'Unrelenting: +1 to combat rolls',
      roller: { faction: 'sardakk-norr' },
      unit: 'cruiser',
      kind: 'combat',
      delta: 1,
    },
    {
      rule: 'Unrelenting: ground combat too',
      roller: { faction: 'sardakk-norr' },
      unit: 'infantry',
      kind: 'combat',
      delta: 1,
    },
    {
      rule: 'Unrelenting: not Space Cannon',
      roller: { faction: 'sardakk-norr' },
      unit: 'pds',
      kind: 'space-cannon',
      delta: 0,
    },
    {
      rule: 'Unrelenting: not Bombardment',
      roller: { faction: 'sardakk-norr' },
      unit: 'dreadnought',
      kind: 'bombardment',
      delta: 0,
    },
    {
      rule: 'Fragile: −1 to combat rolls',
      roller: { faction: 'universities-of-jol-nar' },
      unit: 'cruiser',
      kind: 'combat',
      delta: -1,
    },
    {
      rule: 'Fragile: not Anti-Fighter Barrage',
      roller: { faction: 'universities-of-jol-nar' },
      unit: 'destroyer',
      kind: 'anti-fighter-barrage',
      delta: 0,
    },
    {
      rule: 'Antimass Deflectors: −1 to Space Cannon against its owner',
      roller: {},
      target: { technologies: ['antimass-deflectors'] },
      unit: 'pds',
      kind: 'space-cannon',
      delta: -1,
    },
    {
      rule: 'Antimass Deflectors: its owner’s own cannon unchanged',
      roller: { technologies: ['antimass-deflectors'] },
      unit: 'pds',
      kind: 'space-cannon',
      delta: 0,
    },
    {
      rule: 'Antimass Deflectors: combat rolls against its owner unchanged',
      roller: {},
      target: { technologies: ['antimass-deflectors'] },
      unit: 'cruiser',
      kind: 'combat',
      delta: 0,
    },
    {
      rule: 'no ability: the printed value',
      roller: {},
      unit: 'cruiser',
      kind: 'combat',
      delta: 0,
    },
  ];
  it.each(cases)('$rule', ({ roller, target, unit, kind, delta }) => {
    const state = withPlayer(withPlayer(base, SOL, roller), HACAN, target ?? {});
    const player = state.players[SOL];
    const printed = printedRoll(
      unitProfile(unit, { faction: player?.faction, upgrades: player?.technologies ?? [] }),
      kind,
    );
    expect(printed).toBeDefined();
    // A modifier of +1 to each die hits on one less.
    expect(printedRoll(armedProfile(state, SOL, unit, HACAN), kind)?.hitsOn).toBe(
      (printed?.hitsOn ?? 0) - delta,
    );
  });
});

describe('Plasma Scoring: one more die for one unit’s Space Cannon or Bombardment roll', () => {
  const state = withPlayer({ ...base, rng: seedRng('plasma') }, SOL, { technologies: ['plasma-scoring'] });
  it('goes to the unit that hits most easily', () => {
    const out = rollVolley(state, 'bombardment', SOL, HACAN, [
      ['dreadnought', 1],
      ['war-sun' as UnitType, 1],
    ]);
    const dice = Object.fromEntries(out.roll.dice.map((d) => [d.unit, d.faces.length]));
    // War sun: Bombardment 3 (×3) → 4 dice; dreadnought 5 (×1) keeps 1.
    expect(dice).toEqual({ dreadnought: 1, 'war-sun': 4 });
  });
  it('Space Cannon too, but not combat rolls; without the technology nothing is added', () => {
    const cannon = rollVolley(state, 'space-cannon', SOL, HACAN, [['pds', 2]]);
    expect(cannon.roll.dice[0]?.faces).toHaveLength(3);
    expect(rollVolley(state, 'combat', SOL, HACAN, [['cruiser', 2]]).roll.dice[0]?.faces).toHaveLength(2);
    expect(rollVolley(base, 'space-cannon', SOL, HACAN, [['pds', 2]]).roll.dice[0]?.faces).toHaveLength(2);
  });
});

describe('through a space combat', () => {
  it('the log names the modified value, and the odds count it', () => {
    const sardakk = withPlayer({ ...base, rng: seedRng('unrelenting') }, SOL, { faction: 'sardakk-norr' });
    const out = run(sardakk, SOL, moveIn({ cruiser: 1 }));
    if (!out.ok) throw new Error(out.message);
    expect(notes(out)[2]).toMatch(/^Round 1: P1 rolls \d+ for 1 Cruiser \(hits on 6\+\)/);
    const plain = withoutAntimass(inCombat({ cruiser: 2 }, { cruiser: 2 }, { sol: 0, hacan: 0 }));
    const even = combatOddsView(plain);
    // A new combat record: the odds are kept per combat and board.
    const sardakk2 = withPlayer(plain, SOL, { faction: 'sardakk-norr' });
    const combat = sardakk2.tactical?.combat;
    const better = combatOddsView({
      ...sardakk2,
      tactical: { system: '20', moved: true, ...(combat ? { combat: { ...combat } } : {}) },
    });
    expect(even?.attackerWins).toBeCloseTo(even?.defenderWins ?? 0, 6);
    expect(better?.attackerWins ?? 0).toBeGreaterThan((even?.attackerWins ?? 0) + 0.05);
  });
});

describe('Duranium Armor: after assigning a round’s hits, one damaged unit repaired (LRR 87)', () => {
  const fight = (technologies: string[], damaged: number) =>
    withPlayer(
      inCombat(
        { dreadnought: 2 },
        { cruiser: 3 },
        { sol: 1, hacan: 0 },
        damaged ? { [String(SOL)]: { dreadnought: damaged } } : {},
      ),
      SOL,
      { technologies },
    );
  const sustainOne = { type: 'assign-hits', losses: {}, sustain: { dreadnought: 1 } } as const;

  it('repairs a unit damaged in an earlier round, not the one that sustained now', () => {
    const out = run(fight(['duranium-armor'], 1), SOL, sustainOne);
    if (!out.ok) throw new Error(out.message);
    const lines = notes(out);
    expect(lines[0]).toBe('P1 takes 1 hit: 1 Dreadnought sustains damage.');
    expect(lines[1]).toBe('Duranium Armor repairs P1’s 1 Dreadnought.'.replace('’', "'"));
  });

  it('nothing to repair when the only damaged unit sustained this round; nothing without the technology', () => {
    const fresh = run(fight(['duranium-armor'], 0), SOL, sustainOne);
    if (!fresh.ok) throw new Error(fresh.message);
    expect(notes(fresh)[1]).not.toMatch(/repairs/);
    const without = run(fight([], 1), SOL, sustainOne);
    if (!without.ok) throw new Error(without.message);
    expect(notes(without).some((n) => n.includes('repairs'))).toBe(false);
  });
});

describe('Shield Paling: the Jol-Nar’s infantry on a planet with their mech ignore Fragile', () => {
  const jolNar = withPlayer(base, SOL, { faction: 'universities-of-jol-nar' });
  const on = (units: Record<string, number>) => setPlanetUnits(jolNar, 'vefut-ii', SOL, units);
  const infantry = (state: GameState, planet?: string) =>
    armedProfile(state, SOL, 'infantry', HACAN, planet).combat?.hitsOn;
  const printed = unitProfile('infantry', { faction: 'universities-of-jol-nar' }).combat?.hitsOn ?? 0;
  it.each([
    {
      case: 'infantry with a mech on the planet',
      state: on({ infantry: 2, mech: 1 }),
      planet: 'vefut-ii',
      expected: printed,
    },
    {
      case: 'infantry without a mech there',
      state: on({ infantry: 2 }),
      planet: 'vefut-ii',
      expected: printed + 1,
    },
    {
      case: 'infantry in space (no planet)',
      state: on({ infantry: 2, mech: 1 }),
      planet: undefined,
      expected: printed + 1,
    },
  ])('$case', ({ state, planet, expected }) => {
    expect(infantry(state, planet)).toBe(expected);
  });
  it('the mech itself still rolls with Fragile', () => {
    const mech = unitProfile('mech', { faction: 'universities-of-jol-nar' }).combat?.hitsOn ?? 0;
    expect(armedProfile(on({ mech: 1 }), SOL, 'mech', HACAN, 'vefut-ii').combat?.hitsOn).toBe(mech + 1);
  });
});
