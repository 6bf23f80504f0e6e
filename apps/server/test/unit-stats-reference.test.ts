// The rules package's unit profiles (content/unit-stats*.ts) against the public reference data in
// shared/reference (AsyncTI4's unit tables, beside this repository as ../shared): every reference row of
// a base-game or Prophecy of Kings unit is looked up through unitProfile() and compared number by number.
// The table is ours; this test is what checks it. It lives with the server's tests because it reads files.

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

import {
  TECHNOLOGIES,
  UNIT_PROFILES,
  UNIT_PROFILES_BY_ID,
  unitProfile,
  type UnitProfile,
  type UnitType,
} from '@initiative/rules';

const REFERENCE = new URL('../../../../shared/reference/asyncti4/units/', import.meta.url);
const read = <T>(path: string): T => JSON.parse(fs.readFileSync(new URL(path, REFERENCE), 'utf8')) as T;

interface RefUnit {
  id: string;
  baseType: string;
  faction?: string;
  requiredTechId?: string;
  ability?: string;
  moveValue?: number;
  capacityValue?: number;
  cost?: number;
  combatHitsOn?: number;
  combatDieCount?: number;
  sustainDamage?: boolean;
  afbHitsOn?: number;
  afbDieCount?: number;
  spaceCannonHitsOn?: number;
  spaceCannonDieCount?: number;
  deepSpaceCannon?: boolean;
  bombardHitsOn?: number;
  bombardDieCount?: number;
  planetaryShield?: boolean;
  disablesPlanetaryShield?: boolean;
  productionValue?: number | string;
}

const FACTION_IDS: Record<string, string> = {
  Arborec: 'arborec',
  Argent: 'argent-flight',
  Cabal: 'vuilraith-cabal',
  Empyrean: 'empyrean',
  Ghost: 'ghosts-of-creuss',
  Hacan: 'emirates-of-hacan',
  jolnar: 'universities-of-jol-nar',
  L1Z1X: 'l1z1x-mindnet',
  Letnev: 'barony-of-letnev',
  Mahact: 'mahact-gene-sorcerers',
  Mentak: 'mentak-coalition',
  Muaat: 'embers-of-muaat',
  Naalu: 'naalu-collective',
  Naaz: 'naaz-rokha-alliance',
  Nekro: 'nekro-virus',
  Nomad: 'nomad',
  Saar: 'clan-of-saar',
  Sardakk: 'sardakk-norr',
  Sol: 'federation-of-sol',
  Titans: 'titans-of-ul',
  Winnu: 'winnu',
  Xxcha: 'xxcha-kingdom',
  Yin: 'yin-brotherhood',
  Yssaril: 'yssaril-tribes',
};
const TYPES: Record<string, UnitType> = { warsun: 'war-sun', spacedock: 'space-dock' };

// Rows that are not a unit of a faction: the placeholder before War Sun is researched, monuments (not in
// the base game or Prophecy of Kings), and The Cavalry (a promissory note lending the Nomad's flagship).
const NOT_UNITS = new Set(['nowarsun', 'monument', 'cavalry1', 'cavalry2']);

const reference = [...read<RefUnit[]>('baseUnits.json'), ...read<RefUnit[]>('pok.json')].filter(
  (u) => !NOT_UNITS.has(u.id),
);

function oursFor(ref: RefUnit): UnitProfile | undefined {
  if (ref.id === 'naaz_mech_space') return UNIT_PROFILES_BY_ID.get('z-grav-eidolon');
  const type = TYPES[ref.baseType] ?? (ref.baseType as UnitType);
  const faction = ref.faction === undefined ? undefined : FACTION_IDS[ref.faction];
  if (ref.faction !== undefined && faction === undefined) throw new Error(`unmapped faction ${ref.faction}`);
  const upgrade = TECHNOLOGIES.find((t) => t.upgrades === type && t.faction === faction);
  const upgrades = ref.requiredTechId !== undefined && upgrade !== undefined ? [upgrade.id] : [];
  return unitProfile(type, { faction, upgrades });
}

const pair = (hitsOn: number | undefined, dice: number | undefined) =>
  hitsOn === undefined ? undefined : { hitsOn, dice: dice ?? 1 };

function referenceNumbers(ref: RefUnit) {
  const production = ref.productionValue;
  return {
    move: ref.moveValue,
    capacity: ref.capacityValue,
    cost: ref.cost,
    combat: pair(ref.combatHitsOn, ref.combatDieCount),
    sustainDamage: ref.sustainDamage ?? false,
    antiFighterBarrage: pair(ref.afbHitsOn, ref.afbDieCount),
    spaceCannon:
      ref.spaceCannonHitsOn === undefined
        ? undefined
        : {
            ...pair(ref.spaceCannonHitsOn, ref.spaceCannonDieCount),
            deepSpace: ref.deepSpaceCannon ?? false,
          },
    bombardment: pair(ref.bombardHitsOn, ref.bombardDieCount),
    planetaryShield: ref.planetaryShield ?? false,
    // The Arc Secundus strips shields by its text rather than a flag.
    disablesPlanetaryShield:
      (ref.disablesPlanetaryShield ?? false) || /lose PLANETARY SHIELD/i.test(ref.ability ?? ''),
    production:
      typeof production === 'string'
        ? { planetResourcesPlus: Number(production.replace('+', '')) }
        : production,
  };
}

function ourNumbers(p: UnitProfile) {
  return {
    move: p.move,
    capacity: p.capacity,
    cost: p.costPerUnit,
    combat: p.combat,
    sustainDamage: p.sustainDamage,
    antiFighterBarrage: p.antiFighterBarrage,
    spaceCannon: p.spaceCannon,
    bombardment: p.bombardment,
    planetaryShield: p.planetaryShield,
    disablesPlanetaryShield: p.disablesPlanetaryShield,
    production: p.production,
  };
}

describe('unit profiles against the reference unit tables', () => {
  it('read all the reference rows', () => {
    expect(reference.length).toBe(21 + 79 - NOT_UNITS.size);
  });

  for (const ref of reference) {
    it(`match ${ref.id}`, () => {
      const ours = oursFor(ref);
      expect(ours, ref.id).toBeDefined();
      if (ours === undefined) return;
      expect(ourNumbers(ours)).toEqual(referenceNumbers(ref));
    });
  }

  it('leave no row of ours unchecked but the Council Keleres’ (Codex III, not in the reference)', () => {
    const checked = new Set(reference.map((ref) => oursFor(ref)?.id));
    const unchecked = UNIT_PROFILES.filter((p) => !checked.has(p.id)).map((p) => p.id);
    expect(unchecked.sort()).toEqual(['council-keleres-flagship', 'council-keleres-mech']);
  });
});
