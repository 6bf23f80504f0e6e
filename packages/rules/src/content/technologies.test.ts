import { describe, expect, it } from 'vitest';

import { FACTIONS_BY_ID } from './factions.ts';
import { FACTION_TECHNOLOGIES } from './technologies-faction.ts';
import { GENERIC_TECHNOLOGIES } from './technologies-generic.ts';
import {
  NO_PREREQUISITE_TECHNOLOGY_IDS,
  TECHNOLOGIES,
  TECHNOLOGIES_BY_ID,
  factionTechnologies,
} from './technologies.ts';
import { TECH_COLORS, UNIT_TYPES } from './types.ts';

function tech(id: string) {
  const t = TECHNOLOGIES_BY_ID.get(id);
  if (t === undefined) throw new Error(`no technology ${id}`);
  return t;
}

describe('technologies', () => {
  it('have unique kebab-case ids', () => {
    expect(new Set(TECHNOLOGIES.map((t) => t.id)).size).toBe(TECHNOLOGIES.length);
    for (const t of TECHNOLOGIES) expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('number 33 generic (24 coloured + 9 unit upgrades) and 60 faction technologies (10 of Thunder\u2019s Edge)', () => {
    expect(GENERIC_TECHNOLOGIES).toHaveLength(33);
    expect(GENERIC_TECHNOLOGIES.filter((t) => t.upgrades === undefined)).toHaveLength(24);
    expect(FACTION_TECHNOLOGIES).toHaveLength(60);
    expect(FACTION_TECHNOLOGIES.filter((t) => t.expansion === 'te')).toHaveLength(10);
  });

  it('have six generic technologies of each colour', () => {
    for (const color of TECH_COLORS) {
      expect(GENERIC_TECHNOLOGIES.filter((t) => t.color === color)).toHaveLength(6);
    }
  });

  it('use only real colours as prerequisites, with positive counts', () => {
    for (const t of TECHNOLOGIES) {
      for (const [color, n] of Object.entries(t.prerequisites)) {
        expect(TECH_COLORS as readonly string[]).toContain(color);
        expect(n).toBeGreaterThan(0);
      }
    }
  });

  it('give unit upgrades a unit type and no colour', () => {
    for (const t of TECHNOLOGIES.filter((x) => x.upgrades !== undefined)) {
      expect(UNIT_TYPES).toContain(t.upgrades);
      expect(t.color).toBeUndefined();
    }
  });

  it('belong to factions that exist', () => {
    for (const t of FACTION_TECHNOLOGIES) expect(FACTIONS_BY_ID.has(t.faction ?? '')).toBe(true);
  });

  it('give every base and PoK faction two faction technologies, Nekro and Keleres included', () => {
    for (const id of FACTIONS_BY_ID.keys()) expect(factionTechnologies(id), id).toHaveLength(2);
  });

  it('list the eight generic technologies without prerequisites', () => {
    expect([...NO_PREREQUISITE_TECHNOLOGY_IDS].sort()).toEqual([
      'ai-development-algorithm',
      'antimass-deflectors',
      'dark-energy-tap',
      'neural-motivator',
      'plasma-scoring',
      'psychoarchaeology',
      'sarween-tools',
      'scanlink-drone-network',
    ]);
  });

  it('Space Dock II produces planet resources + 4', () => {
    expect(tech('space-dock-ii')).toMatchObject({
      upgrades: 'space-dock',
      prerequisites: { yellow: 2 },
      upgradedStats: { production: { planetResourcesPlus: 4 } },
    });
  });

  it('Carrier II carries 6 and the War Sun needs three red and one yellow', () => {
    expect(tech('carrier-ii').upgradedStats?.capacity).toBe(6);
    expect(tech('war-sun').prerequisites).toEqual({ red: 3, yellow: 1 });
  });

  it('Gravity Drive is blue with one blue prerequisite', () => {
    expect(tech('gravity-drive')).toMatchObject({ color: 'blue', prerequisites: { blue: 1 } });
  });

  it('Valefar Assimilators have neither colour nor prerequisites', () => {
    for (const id of ['valefar-assimilator-x', 'valefar-assimilator-y']) {
      expect(tech(id).color).toBeUndefined();
      expect(tech(id).prerequisites).toEqual({});
      expect(tech(id).faction).toBe('nekro-virus');
    }
  });

  it('Sol’s Advanced Carrier II upgrades the carrier to capacity 8', () => {
    expect(tech('advanced-carrier-ii')).toMatchObject({
      faction: 'federation-of-sol',
      upgrades: 'carrier',
      upgradedStats: { capacity: 8 },
    });
  });
});
