import { describe, expect, it } from 'vitest';

import { FACTION_SHEETS } from './faction-sheets.ts';
import { FACTIONS } from './factions.ts';
import { TECHNOLOGIES, TECHNOLOGIES_BY_ID } from './technologies.ts';
import { UNIT_TYPES } from './types.ts';
import { FACTION_UNIT_STATS } from './units.ts';
import { UNIT_PROFILES, UNIT_PROFILES_BY_ID, unitProfile, type UnitOwner } from './unit-stats.ts';

// The numbers themselves are checked row by row against the public reference data in
// apps/server/test/unit-stats-reference.test.ts (which may read files); here: the table's own coherence.

const unitUpgrades = TECHNOLOGIES.filter((t) => t.upgrades !== undefined && t.expansion !== 'te');
const tableFactions = FACTIONS.filter((f) => f.expansion !== 'te');

describe('unit profiles', () => {
  it('have unique ids', () => {
    expect(UNIT_PROFILES_BY_ID.size).toBe(UNIT_PROFILES.length);
  });

  it('give every generic unit type a printed profile', () => {
    for (const type of UNIT_TYPES) expect(unitProfile(type).type).toBe(type);
  });

  it('hold one profile for each unit upgrade technology outside Thunder’s Edge', () => {
    for (const tech of unitUpgrades) {
      const upgraded = UNIT_PROFILES.filter((p) => p.technology === tech.id);
      expect(upgraded, tech.id).toHaveLength(1);
      expect(upgraded[0]).toMatchObject({ id: tech.id, type: tech.upgrades });
      expect(upgraded[0]?.faction).toBe(tech.faction);
    }
  });

  it('agree with the technology table on upgraded capacity and production', () => {
    for (const tech of unitUpgrades) {
      const upgraded = UNIT_PROFILES_BY_ID.get(tech.id);
      if (tech.upgradedStats?.capacity !== undefined)
        expect(upgraded?.capacity, tech.id).toBe(tech.upgradedStats.capacity);
      if (tech.upgradedStats?.production !== undefined)
        expect(upgraded?.production, tech.id).toEqual(tech.upgradedStats.production);
    }
  });

  it('name every flagship and mech as the faction sheets do', () => {
    for (const faction of tableFactions) {
      const sheet = FACTION_SHEETS[faction.id];
      expect(
        unitProfile('flagship', { faction: faction.id }).name.startsWith(sheet?.flagship ?? '?'),
        faction.id,
      ).toBe(true);
      expect(unitProfile('mech', { faction: faction.id }).name, faction.id).toBe(sheet?.mech);
    }
  });

  it('agree with the faction unit stats the production rules use', () => {
    for (const [faction, byType] of Object.entries(FACTION_UNIT_STATS)) {
      for (const [type, stats] of Object.entries(byType)) {
        const printed = unitProfile(type as (typeof UNIT_TYPES)[number], { faction });
        if (stats.capacity !== undefined) expect(printed.capacity, `${faction} ${type}`).toBe(stats.capacity);
        if (stats.production !== undefined)
          expect(printed.production, `${faction} ${type}`).toEqual(stats.production);
      }
    }
  });

  it('give every combat roll a value from 1 to 10', () => {
    for (const p of UNIT_PROFILES) {
      for (const r of [p.combat, p.antiFighterBarrage, p.spaceCannon, p.bombardment]) {
        if (r === undefined) continue;
        expect(r.hitsOn, p.id).toBeGreaterThanOrEqual(1);
        expect(r.hitsOn, p.id).toBeLessThanOrEqual(10);
      }
    }
  });
});

describe('unitProfile', () => {
  const cases: readonly [string, (typeof UNIT_TYPES)[number], UnitOwner, string][] = [
    ['a generic dreadnought', 'dreadnought', {}, 'dreadnought'],
    ['an upgraded dreadnought (LRR 97.2)', 'dreadnought', { upgrades: ['dreadnought-ii'] }, 'dreadnought-ii'],
    [
      'the L1Z1X’s printed dreadnought (LRR 96.2)',
      'dreadnought',
      { faction: 'l1z1x-mindnet' },
      'super-dreadnought-i',
    ],
    [
      'the L1Z1X’s upgraded dreadnought',
      'dreadnought',
      { faction: 'l1z1x-mindnet', upgrades: ['super-dreadnought-ii'] },
      'super-dreadnought-ii',
    ],
    [
      'a Nekro holding both dreadnought upgrades fields the faction one',
      'dreadnought',
      { faction: 'nekro-virus', upgrades: ['super-dreadnought-ii', 'dreadnought-ii'] },
      'super-dreadnought-ii',
    ],
    [
      'the Nomad’s upgraded flagship',
      'flagship',
      { faction: 'nomad', upgrades: ['memoria-ii'] },
      'memoria-ii',
    ],
    ['the Nomad’s printed flagship', 'flagship', { faction: 'nomad' }, 'memoria-i'],
    ['the war sun, whose card is its technology', 'war-sun', { upgrades: ['war-sun'] }, 'war-sun'],
    ['the Muaat’s printed war sun', 'war-sun', { faction: 'embers-of-muaat' }, 'prototype-war-sun-i'],
    [
      'the Naaz-Rokha mech on its planet side',
      'mech',
      { faction: 'naaz-rokha-alliance' },
      'naaz-rokha-alliance-mech',
    ],
    [
      'a Thunder’s Edge faction’s infantry, not in the table',
      'infantry',
      { faction: 'last-bastion' },
      'infantry',
    ],
    [
      'a cruiser, ignoring technologies that are not its upgrade',
      'cruiser',
      { upgrades: ['plasma-scoring', 'dreadnought-ii'] },
      'cruiser',
    ],
    ['the Titans’ PDS', 'pds', { faction: 'titans-of-ul', upgrades: ['hel-titan-ii'] }, 'hel-titan-ii'],
  ];
  for (const [what, type, owner, id] of cases) {
    it(`finds ${what}`, () => {
      expect(unitProfile(type, owner).id).toBe(id);
    });
  }

  it('reads upgraded numbers: Super Dreadnought II hits on 4, moves 2 and carries 2', () => {
    expect(
      unitProfile('dreadnought', { faction: 'l1z1x-mindnet', upgrades: ['super-dreadnought-ii'] }),
    ).toMatchObject({
      combat: { hitsOn: 4, dice: 1 },
      move: 2,
      capacity: 2,
      sustainDamage: true,
      bombardment: { hitsOn: 4, dice: 1 },
    });
    expect(TECHNOLOGIES_BY_ID.get('super-dreadnought-ii')?.upgrades).toBe('dreadnought');
  });
});
