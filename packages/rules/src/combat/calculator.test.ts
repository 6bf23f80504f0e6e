// Our exact odds against a community battle calculator's published expectations. Source: the test
// suite of pgsandstrom/ti4calc (github.com/pgsandstrom/ti4calc), core/index.test.ts at commit
// 8fbc1c12d1a9e64d92211c348cbc3d3f31920800, where each figure is what 20,000 simulated battles must come
// within about 5 % of. Their figures are rounded shares, so we allow 0.005 either way. Sides default to
// the Barony of Letnev there, whose sheet adds nothing to these fights.

import { describe, expect, it } from 'vitest';

import { unitProfile, type UnitProfile } from '../content/unit-stats.ts';
import type { UnitType } from '../content/types.ts';
import { groundCombatOdds, spaceCombatOdds, type CombatOdds } from './odds.ts';
import { bombardmentRolls, spaceCannonRolls } from './rolls.ts';

const unit = (type: UnitType, faction?: string, ...upgrades: string[]) =>
  unitProfile(type, { faction, upgrades });
const many = (n: number, p: UnitProfile) => Array.from({ length: n }, () => p);

function expectFigures(odds: CombatOdds, attacker: number, draw: number, defender: number) {
  expect(Math.abs(odds.attackerWins - attacker)).toBeLessThan(0.005);
  expect(Math.abs(odds.draw - draw)).toBeLessThan(0.005);
  expect(Math.abs(odds.defenderWins - defender)).toBeLessThan(0.005);
}

describe('odds against ti4calc’s figures', () => {
  it('2 dreadnoughts against 2 dreadnoughts: 43.8 % / 12.3 % / 43.8 %', () => {
    expectFigures(
      spaceCombatOdds(many(2, unit('dreadnought')), many(2, unit('dreadnought'))),
      0.438,
      0.123,
      0.438,
    );
  });

  it('2 Infantry II against 2 mechs on the ground: 3.3 % / 1.7 % / 94.9 %', () => {
    const odds = groundCombatOdds(many(2, unit('infantry', undefined, 'infantry-ii')), many(2, unit('mech')));
    expectFigures(odds, 0.033, 0.017, 0.949);
  });

  it('1 fighter against an Argent Strike Wing Alpha II, barrage first: 2.88 % / 1.9 % / 95.2 %', () => {
    const swa = unit('destroyer', 'argent-flight', 'strike-wing-alpha-ii');
    expectFigures(spaceCombatOdds([unit('fighter')], [swa]), 0.0288, 0.019, 0.952);
  });

  it('3 dreadnoughts bombarding for 3 infantry against 3 infantry: 90.4 % / 1.4 % / 8.1 %', () => {
    const defenders = many(3, unit('infantry'));
    const odds = groundCombatOdds(many(3, unit('infantry')), defenders, {
      bombardment: bombardmentRolls(many(3, unit('dreadnought')), defenders),
    });
    expectFigures(odds, 0.904, 0.014, 0.081);
  });

  it('the same against a PDS, whose shield stops the bombardment and fires back: 31.6 % / 3.7 % / 64.6 %', () => {
    const defenders = [...many(3, unit('infantry')), unit('pds')];
    const odds = groundCombatOdds(many(3, unit('infantry')), defenders, {
      bombardment: bombardmentRolls(many(3, unit('dreadnought')), defenders),
      spaceCannonDefense: spaceCannonRolls(defenders),
    });
    expectFigures(odds, 0.316, 0.037, 0.646);
  });

  it('the Letnev flagship strips that shield and bombards 3 dice: 82 % / 2.8 % / 15.2 %', () => {
    const defenders = [...many(3, unit('infantry')), unit('pds')];
    const odds = groundCombatOdds(many(3, unit('infantry')), defenders, {
      bombardment: bombardmentRolls([unit('flagship', 'barony-of-letnev')], defenders),
      spaceCannonDefense: spaceCannonRolls(defenders),
    });
    expectFigures(odds, 0.82, 0.028, 0.152);
  });
});
