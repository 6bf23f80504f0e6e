// The exact odds against 20,000 seeded fights per matchup, played with the same dice (kernel/dice.ts)
// and the same hit assignment. A share from n fights strays from its true value by more than 3 standard
// errors, sqrt(p(1 − p)/n), about 0.3 % of the time; the seeds are fixed, so the test is repeatable.

import { describe, expect, it } from 'vitest';

import { unitProfile, type UnitProfile } from '../content/unit-stats.ts';
import type { UnitType } from '../content/types.ts';
import { seedRng } from '../kernel/rng.ts';
import { groundBattle, spaceBattle, type Battle } from './battle.ts';
import { unitsLeft } from './fleet.ts';
import { battleOdds } from './odds.ts';
import { bombardmentRolls, spaceCannonRolls } from './rolls.ts';
import { simulateBattle, type CombatWinner } from './simulate.ts';

const FIGHTS = 20_000;
const unit = (type: UnitType, faction?: string, ...upgrades: string[]) =>
  unitProfile(type, { faction, upgrades });
const many = (n: number, p: UnitProfile) => Array.from({ length: n }, () => p);

function simulate(battle: Battle, seed: string) {
  let rng = seedRng(seed);
  const wins: Record<CombatWinner, number> = { attacker: 0, defender: 0, draw: 0, stalemate: 0 };
  const survivors = { attacker: [] as number[], defender: [] as number[] };
  for (let i = 0; i < FIGHTS; i++) {
    const fight = simulateBattle(battle, rng);
    rng = fight.rng;
    wins[fight.winner]++;
    survivors.attacker.push(unitsLeft(fight.position.attacker));
    survivors.defender.push(unitsLeft(fight.position.defender));
  }
  return { wins, survivors };
}

function expectShare(count: number, p: number) {
  const se = Math.sqrt((p * (1 - p)) / FIGHTS);
  expect(Math.abs(count / FIGHTS - p)).toBeLessThanOrEqual(3 * se);
}

function expectMean(values: readonly number[], mean: number) {
  const sampleMean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - sampleMean) ** 2, 0) / (values.length - 1);
  expect(Math.abs(sampleMean - mean)).toBeLessThanOrEqual(3 * Math.sqrt(variance / values.length));
}

const matchups: [string, Battle][] = [
  [
    'a mixed fleet with barrage against a fighter screen',
    spaceBattle(
      [
        unit('dreadnought'),
        unit('dreadnought'),
        unit('destroyer', undefined, 'destroyer-ii'),
        unit('carrier'),
      ],
      [unit('flagship', 'federation-of-sol'), unit('cruiser'), unit('carrier'), ...many(5, unit('fighter'))],
    ),
  ],
  [
    'Super Dreadnoughts under PDS II fire against a Winnu flagship and cruisers',
    spaceBattle(
      many(2, unit('dreadnought', 'l1z1x-mindnet', 'super-dreadnought-ii')),
      [unit('flagship', 'winnu'), ...many(3, unit('cruiser', undefined, 'cruiser-ii'))],
      { spaceCannon: { defender: spaceCannonRolls(many(2, unit('pds', undefined, 'pds-ii'))) } },
    ),
  ],
  [
    'a bombarded invasion of mechs and infantry',
    groundBattle(
      [...many(3, unit('infantry', undefined, 'infantry-ii')), unit('mech')],
      [...many(2, unit('mech')), unit('infantry')],
      {
        bombardment: bombardmentRolls(many(2, unit('dreadnought')), [unit('mech')]),
      },
    ),
  ],
];

describe('simulated combats agree with the exact odds within 3 standard errors', () => {
  for (const [name, battle] of matchups) {
    it(name, () => {
      const exact = battleOdds(battle);
      const { wins, survivors } = simulate(battle, name);
      expect(wins.stalemate).toBe(0);
      expectShare(wins.attacker, exact.attackerWins);
      expectShare(wins.defender, exact.defenderWins);
      expectShare(wins.draw, exact.draw);
      expectMean(survivors.attacker, exact.expectedSurvivors.attacker);
      expectMean(survivors.defender, exact.expectedSurvivors.defender);
    });
  }

  it('and the simulation is a pure function of its seed', () => {
    const [, battle] = matchups[0] as [string, Battle];
    expect(simulateBattle(battle, seedRng('same'))).toEqual(simulateBattle(battle, seedRng('same')));
  });
});
