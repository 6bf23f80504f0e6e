import { describe, expect, it } from 'vitest';

import {
  FACTIONS,
  FACTIONS_BY_ID,
  KELERES_HOME_SYSTEM_OPTIONS,
  KELERES_ID,
  STRATEGY_ABILITIES,
  factionHas,
  factionsInPlay,
  homeSystemOptions,
} from './factions.ts';
import { SYSTEMS_BY_ID } from './systems.ts';
import { TECHNOLOGIES_BY_ID } from './technologies.ts';
import { UNIT_TYPES } from './types.ts';

function faction(id: string) {
  const f = FACTIONS_BY_ID.get(id);
  if (f === undefined) throw new Error(`no faction ${id}`);
  return f;
}

describe('factions', () => {
  it('are the 17 base, 7 Prophecy of Kings factions, the Council Keleres and 5 of Thunder\u2019s Edge', () => {
    expect(FACTIONS.filter((f) => f.expansion === 'base')).toHaveLength(17);
    expect(FACTIONS.filter((f) => f.expansion === 'pok')).toHaveLength(7);
    expect(FACTIONS.filter((f) => f.expansion === 'codex').map((f) => f.id)).toEqual([KELERES_ID]);
    expect(FACTIONS.filter((f) => f.expansion === 'te')).toHaveLength(5);
    // Thunder's Edge's factions sit at a table only with its lobby option.
    expect(factionsInPlay(false)).toHaveLength(25);
    expect(factionsInPlay(true)).toHaveLength(30);
  });

  it('have unique kebab-case ids', () => {
    expect(new Set(FACTIONS.map((f) => f.id)).size).toBe(FACTIONS.length);
    for (const f of FACTIONS) expect(f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('each have a home system tile of kind home that names them', () => {
    for (const f of FACTIONS.filter((x) => x.id !== KELERES_ID)) {
      const home = SYSTEMS_BY_ID.get(f.homeSystem);
      expect(home?.kind, f.id).toBe('home');
      expect(home?.homeOf, f.id).toBe(f.id);
    }
  });

  it('leave the Keleres without a fixed home, choosing among the Mentak, Xxcha and Argent homes', () => {
    expect(faction(KELERES_ID).homeSystem).toBe('');
    expect(homeSystemOptions(KELERES_ID)).toEqual(KELERES_HOME_SYSTEM_OPTIONS);
    expect(KELERES_HOME_SYSTEM_OPTIONS.map((id) => SYSTEMS_BY_ID.get(id)?.homeOf)).toEqual([
      'mentak-coalition',
      'xxcha-kingdom',
      'argent-flight',
    ]);
    expect(homeSystemOptions('federation-of-sol')).toEqual(['1']);
  });

  it('start with technologies that exist and choose among technologies that exist', () => {
    for (const f of FACTIONS) {
      for (const id of f.startingTechnologies)
        expect(TECHNOLOGIES_BY_ID.has(id), `${f.id}: ${id}`).toBe(true);
      for (const id of f.startingTechnologyChoice?.from ?? []) expect(TECHNOLOGIES_BY_ID.has(id)).toBe(true);
    }
  });

  it('start with known unit types, in positive numbers, always with one space dock', () => {
    for (const f of FACTIONS) {
      for (const [type, n] of Object.entries(f.startingUnits)) {
        expect(UNIT_TYPES as readonly string[]).toContain(type);
        expect(n).toBeGreaterThan(0);
      }
      expect(f.startingUnits['space-dock'], f.id).toBe(1);
    }
  });

  it('have commodity values between 1 and 6; the Hacan have 6', () => {
    for (const f of FACTIONS) expect(f.commodities >= 1 && f.commodities <= 6).toBe(true);
    expect(faction('emirates-of-hacan').commodities).toBe(6);
  });

  it('the Federation of Sol start at home on tile 1 with 2 carriers, 1 destroyer, 3 fighters, 5 infantry', () => {
    expect(faction('federation-of-sol')).toMatchObject({
      homeSystem: '1',
      commodities: 4,
      startingUnits: { carrier: 2, destroyer: 1, fighter: 3, infantry: 5, 'space-dock': 1 },
      startingTechnologies: ['antimass-deflectors', 'neural-motivator'],
    });
  });

  it('the Naalu live on tile 9 and the Hacan on tile 16', () => {
    expect(faction('naalu-collective').homeSystem).toBe('9');
    expect(faction('emirates-of-hacan').homeSystem).toBe('16');
  });

  it('the Ghosts of Creuss have their off-board home 51', () => {
    expect(faction('ghosts-of-creuss').homeSystem).toBe('51');
  });

  it('the Winnu choose one of the eight technologies without prerequisites; the Argent choose two of three', () => {
    expect(faction('winnu').startingTechnologyChoice?.count).toBe(1);
    expect(faction('winnu').startingTechnologyChoice?.from).toHaveLength(8);
    expect(faction('argent-flight').startingTechnologyChoice).toEqual({
      count: 2,
      from: ['neural-motivator', 'sarween-tools', 'plasma-scoring'],
    });
  });

  it('Sardakk N’orr start without technology and the Muaat start with a war sun', () => {
    expect(faction('sardakk-norr').startingTechnologies).toEqual([]);
    expect(faction('sardakk-norr').startingTechnologyChoice).toBeUndefined();
    expect(faction('embers-of-muaat').startingUnits['war-sun']).toBe(1);
  });

  it('the Nomad start with their flagship and the Naaz-Rokha with a mech', () => {
    expect(faction('nomad').startingUnits.flagship).toBe(1);
    expect(faction('naaz-rokha-alliance').startingUnits.mech).toBe(1);
  });
});

describe('faction abilities that touch the strategy layer', () => {
  const HOLDERS: Record<string, string> = {
    'naalu-zero-token': 'naalu-collective',
    'hacan-free-trade': 'emirates-of-hacan',
    'yssaril-extra-draw': 'yssaril-tribes',
    'sol-extra-token': 'federation-of-sol',
    'jol-nar-analytical': 'universities-of-jol-nar',
    'keleres-patronage': KELERES_ID,
    'yssaril-no-hand-limit': 'yssaril-tribes',
    'nekro-propagation': 'nekro-virus',
    'jol-nar-brilliant': 'universities-of-jol-nar',
    'arborec-mitosis': 'arborec',
    'xxcha-peace-accords': 'xxcha-kingdom',
    'sol-orbital-drop': 'federation-of-sol',
    'muaat-star-forge': 'embers-of-muaat',
    'cabal-amalgamation': 'vuilraith-cabal',
    'winnu-blood-ties': 'winnu',
  };

  it('each belongs to its faction and no other', () => {
    expect([...STRATEGY_ABILITIES].sort()).toEqual(Object.keys(HOLDERS).sort());
    for (const f of FACTIONS) {
      const held = STRATEGY_ABILITIES.filter((a) => factionHas(f.id, a));
      const expected = Object.entries(HOLDERS)
        .filter(([, holder]) => holder === f.id)
        .map(([a]) => a);
      expect(held, f.id).toEqual(expected);
    }
  });
});
