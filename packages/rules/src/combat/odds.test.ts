// Exact odds against figures worked out by hand. One round of p-hit versus q-hit single units ends with
// the first side alone hitting p(1−q), the second alone q(1−p), both pq; nobody hitting (1−p)(1−q) just
// repeats the round, so each ending's chance is its share of 1 − (1−p)(1−q).

import { describe, expect, it } from 'vitest';

import { unitProfile, type UnitProfile } from '../content/unit-stats.ts';
import type { UnitType } from '../content/types.ts';
import { groundCombatOdds, spaceCombatOdds, type CombatOdds } from './odds.ts';
import { spaceCannonRolls } from './rolls.ts';

const unit = (type: UnitType, faction?: string, ...upgrades: string[]) =>
  unitProfile(type, { faction, upgrades });
const many = (n: number, p: UnitProfile) => Array.from({ length: n }, () => p);
const total = (o: CombatOdds) => o.attackerWins + o.defenderWins + o.draw + o.stalemate;

function expectOdds(odds: CombatOdds, attacker: number, draw: number, defender: number) {
  expect(odds.attackerWins).toBeCloseTo(attacker, 12);
  expect(odds.draw).toBeCloseTo(draw, 12);
  expect(odds.defenderWins).toBeCloseTo(defender, 12);
  expect(odds.stalemate).toBe(0);
}

describe('space combat odds (LRR 78)', () => {
  it('give 1 fighter against 1 fighter 4/9 each way and 1/9 for both destroyed', () => {
    // p = q = 0.2: 0.16 / 0.36 each way, 0.04 / 0.36 both.
    const odds = spaceCombatOdds([unit('fighter')], [unit('fighter')]);
    expectOdds(odds, 4 / 9, 1 / 9, 4 / 9);
    expect(odds.expectedSurvivors).toEqual({ attacker: odds.attackerWins, defender: odds.defenderWins });
  });

  it('give 1 dreadnought against 1 fighter 279/289, with Sustain Damage taking the first hit (LRR 87)', () => {
    // Undamaged (p 0.6 vs 0.2): the dreadnought wins outright 0.6/0.68 = 15/17; else 2/17 it is damaged
    // and the fight is a plain duel: 12/17 it wins, 2/17 the fighter, 3/17 both. So 15/17 + 2/17·12/17.
    const odds = spaceCombatOdds([unit('dreadnought')], [unit('fighter')]);
    expectOdds(odds, 279 / 289, 6 / 289, 4 / 289);
    expect(odds.expectedSurvivorsById.attacker).toEqual({ dreadnought: expect.closeTo(279 / 289, 12) });
  });

  it('start a damaged dreadnought from the plain duel, for odds in the middle of a combat', () => {
    const damaged = { profile: unit('dreadnought'), damaged: true } as const;
    expectOdds(spaceCombatOdds([damaged], [unit('fighter')]), 12 / 17, 3 / 17, 2 / 17);
  });

  it('fire Anti-Fighter Barrage before the first round only (LRR 10)', () => {
    // Strike Wing Alpha II: 3 dice on 6 leave the fighter alive 1/8 of the time; then 0.2 vs 0.4, whose
    // round ends 0.12 / 0.32 / 0.08 out of 0.52.
    const swa = unit('destroyer', 'argent-flight', 'strike-wing-alpha-ii');
    expectOdds(
      spaceCombatOdds([unit('fighter')], [swa]),
      (1 / 8) * (3 / 13),
      (1 / 8) * (2 / 13),
      7 / 8 + (1 / 8) * (8 / 13),
    );
    expectOdds(
      spaceCombatOdds([unit('fighter')], [swa], { antiFighterBarrage: false }),
      3 / 13,
      2 / 13,
      8 / 13,
    );
  });

  it('let barrage hits fall on fighters only, past Sustain Damage (LRR 10.2, 87.6)', () => {
    // 4 dice on 6 can destroy the lone fighter but never touch the dreadnought.
    const odds = spaceCombatOdds([unit('dreadnought'), unit('fighter')], [unit('flagship', 'clan-of-saar')]);
    const fighterGoneFirst = 1 - 0.5 ** 4;
    const withoutBarrage = spaceCombatOdds(
      [unit('dreadnought'), unit('fighter')],
      [unit('flagship', 'clan-of-saar')],
      { antiFighterBarrage: false },
    );
    const dreadnoughtOnly = spaceCombatOdds([unit('dreadnought')], [unit('flagship', 'clan-of-saar')], {
      antiFighterBarrage: false,
    });
    expect(odds.attackerWins).toBeCloseTo(
      fighterGoneFirst * dreadnoughtOnly.attackerWins + (1 - fighterGoneFirst) * withoutBarrage.attackerWins,
      12,
    );
  });

  it('fire Space Cannon Offense before the combat (LRR 77)', () => {
    // A PDS (on 6) kills the attacking fighter half the time; otherwise the duel is 4/9 each way.
    const odds = spaceCombatOdds([unit('fighter')], [unit('fighter')], {
      spaceCannon: { defender: spaceCannonRolls([unit('pds')]) },
    });
    expectOdds(odds, 2 / 9, 1 / 18, 1 / 2 + 2 / 9);
  });

  it('let Sustain Damage cancel a Space Cannon hit (LRR 87.5)', () => {
    const odds = spaceCombatOdds([unit('dreadnought')], [unit('fighter')], {
      spaceCannon: { defender: spaceCannonRolls([unit('pds')]) },
    });
    // Half the time the dreadnought starts damaged and fights the plain duel (12/17).
    expectOdds(
      odds,
      0.5 * (279 / 289) + 0.5 * (12 / 17),
      0.5 * (6 / 289) + 0.5 * (3 / 17),
      0.5 * (4 / 289) + 0.5 * (2 / 17),
    );
  });

  it('roll the Winnu flagship’s dice by the opponent’s non-fighter ships', () => {
    // Against fighters it rolls nothing, so two fighter hits always sink it.
    expectOdds(spaceCombatOdds([unit('flagship', 'winnu')], [unit('fighter')]), 0, 0, 1);
    // Against a destroyer it rolls one die on 7 (0.4 vs 0.2): undamaged it wins whenever it hits; once
    // damaged it fights the plain duel.
    const odds = spaceCombatOdds([unit('flagship', 'winnu')], [unit('destroyer')]);
    const duel = { mine: 0.4 * 0.8, theirs: 0.6 * 0.2, both: 0.4 * 0.2 };
    const any = duel.mine + duel.theirs + duel.both;
    const fresh = (duel.mine + duel.both) / any;
    expectOdds(
      odds,
      fresh + (duel.theirs / any) * (duel.mine / any),
      (duel.theirs / any) * (duel.both / any),
      (duel.theirs / any) ** 2,
    );
  });

  it('report a stalemate when neither side has a die to roll', () => {
    const { combat: _combat, ...unarmed } = unit('fighter');
    const odds = spaceCombatOdds([unit('flagship', 'winnu')], [{ ...unarmed, id: 'unarmed' }]);
    expect(odds.stalemate).toBe(1);
  });

  it('leave ground forces and structures out of a space combat', () => {
    expectOdds(
      spaceCombatOdds([unit('fighter'), unit('infantry')], [unit('fighter'), unit('pds')]),
      4 / 9,
      1 / 9,
      4 / 9,
    );
  });

  it('give mirrored fleets mirrored odds that sum to 1', () => {
    const fleet = [
      ...many(3, unit('fighter')),
      unit('carrier'),
      unit('dreadnought'),
      unit('cruiser', undefined, 'cruiser-ii'),
    ];
    const odds = spaceCombatOdds(fleet, fleet);
    expect(odds.attackerWins).toBeCloseTo(odds.defenderWins, 12);
    expect(Math.abs(total(odds) - 1)).toBeLessThan(1e-9);
  });

  it('sum to 1 for lopsided and mixed fleets', () => {
    const sol = unit('carrier', 'federation-of-sol', 'advanced-carrier-ii');
    const cases: [UnitProfile[], UnitProfile[]][] = [
      [
        [unit('war-sun', undefined, 'war-sun'), ...many(6, unit('fighter', undefined, 'fighter-ii'))],
        many(8, unit('destroyer')),
      ],
      [
        [sol, sol, ...many(4, unit('fighter'))],
        [unit('flagship', 'nomad', 'memoria-ii'), unit('destroyer', undefined, 'destroyer-ii')],
      ],
      [
        many(2, unit('dreadnought', 'l1z1x-mindnet', 'super-dreadnought-ii')),
        [unit('flagship', 'winnu'), ...many(3, unit('cruiser'))],
      ],
    ];
    for (const [attacker, defender] of cases)
      expect(Math.abs(total(spaceCombatOdds(attacker, defender)) - 1)).toBeLessThan(1e-9);
  });

  it('follow the loss order it is given', () => {
    // Keeping the carrier (fighters lost first) leaves more carriers than losing it first.
    const attacker = [unit('carrier'), unit('fighter'), unit('fighter')];
    const carrierFirst = { sustainFirst: true, rank: (u: UnitProfile) => (u.type === 'carrier' ? 0 : 1) };
    const keep = spaceCombatOdds(attacker, [unit('cruiser')]);
    const lose = spaceCombatOdds(attacker, [unit('cruiser')], { lossOrder: { attacker: carrierFirst } });
    expect(keep.expectedSurvivorsById.attacker.carrier ?? 0).toBeGreaterThan(
      lose.expectedSurvivorsById.attacker.carrier ?? 0,
    );
    expect(keep.attackerWins).toBeCloseTo(lose.attackerWins, 12); // the same dice whichever goes first
  });
});

describe('ground combat odds (LRR 42)', () => {
  it('give Spec Ops II against an infantry 7/13', () => {
    // 0.5 vs 0.3: 0.35 / 0.15 / 0.15 out of 0.65.
    expectOdds(
      groundCombatOdds([unit('infantry', 'federation-of-sol', 'spec-ops-ii')], [unit('infantry')]),
      7 / 13,
      3 / 13,
      3 / 13,
    );
  });

  it('give a mech against an infantry 151/169, its Sustain Damage taking the first hit', () => {
    // Undamaged it wins (0.35 + 0.15)/0.65 = 10/13; else 3/13 it fights the Spec Ops duel above.
    expectOdds(groundCombatOdds([unit('mech')], [unit('infantry')]), 151 / 169, 9 / 169, 9 / 169);
  });

  it('give Letani Warrior II the Infantry II numbers: hits on 7', () => {
    const letani = unit('infantry', 'arborec', 'letani-warrior-ii');
    const infantryII = unit('infantry', undefined, 'infantry-ii');
    const a = groundCombatOdds([letani, letani], [unit('mech')]);
    const b = groundCombatOdds([infantryII, infantryII], [unit('mech')]);
    expect(a.attackerWins).toBeCloseTo(b.attackerWins, 12);
    expect(Math.abs(total(a) - 1)).toBeLessThan(1e-9);
  });

  it('let a Hel-Titan fight as a ground force with Sustain Damage, and ships sit out', () => {
    // Infantry (0.3) against a Hel-Titan I (0.4): undamaged the Titan wins 0.40/0.58 = 20/29; else 9/29
    // it is damaged and the duel ends 0.18 / 0.28 / 0.12 out of 0.58.
    const odds = groundCombatOdds([unit('infantry'), unit('dreadnought')], [unit('pds', 'titans-of-ul')]);
    expectOdds(odds, 81 / 841, 54 / 841, 706 / 841);
    expect(Object.keys(odds.expectedSurvivorsById.attacker)).toEqual(['infantry']);
  });
});
