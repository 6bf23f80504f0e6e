import { describe, expect, it } from 'vitest';

import { FACTIONS_BY_ID } from './factions.ts';
import { TECHNOLOGIES_BY_ID } from './technologies.ts';
import { UNIT_TYPES } from './types.ts';
import {
  FACTION_UNIT_STATS,
  PLASTIC_PIECES,
  TOKEN_SUPPLEMENTED_UNITS,
  UNITS,
  UNITS_BY_TYPE,
  UNIT_REQUIRES_TECHNOLOGY,
  isProducible,
} from './units.ts';

function unit(type: (typeof UNIT_TYPES)[number]) {
  const u = UNITS_BY_TYPE.get(type);
  if (u === undefined) throw new Error(`no unit ${type}`);
  return u;
}

describe('units', () => {
  it('cover every unit type exactly once', () => {
    expect(UNITS.map((u) => u.type).sort()).toEqual([...UNIT_TYPES].sort());
  });

  it('are exactly one of ship, ground force or structure', () => {
    for (const u of UNITS) expect([u.ship, u.groundForce, u.structure].filter(Boolean)).toHaveLength(1);
  });

  it('produce fighters and infantry two for one cost', () => {
    for (const u of UNITS) expect(u.perCost).toBe(u.type === 'fighter' || u.type === 'infantry' ? 2 : 1);
    expect(unit('fighter').cost).toBe(1);
    expect(unit('infantry').cost).toBe(1);
  });

  it('cost what the unit cards say', () => {
    expect(UNITS.map((u) => [u.type, u.cost])).toEqual([
      ['war-sun', 12],
      ['dreadnought', 4],
      ['cruiser', 2],
      ['carrier', 3],
      ['destroyer', 1],
      ['fighter', 1],
      ['flagship', 8],
      ['mech', 2],
      ['infantry', 1],
      ['pds', undefined],
      ['space-dock', undefined],
    ]);
  });

  it('cannot produce PDS or space docks', () => {
    expect(isProducible('pds')).toBe(false);
    expect(isProducible('space-dock')).toBe(false);
    expect(isProducible('carrier')).toBe(true);
  });

  it('give the space dock production of planet resources + 2 and room for 3 fighters', () => {
    expect(unit('space-dock')).toMatchObject({ production: { planetResourcesPlus: 2 }, capacity: 3 });
    expect(UNITS.filter((u) => u.production !== undefined).map((u) => u.type)).toEqual(['space-dock']);
  });

  it('limit reinforcements to the plastic, except fighters and infantry which tokens make unlimited', () => {
    for (const u of UNITS) {
      if (TOKEN_SUPPLEMENTED_UNITS.includes(u.type)) expect(u.reinforcements).toBeNull();
      else expect(u.reinforcements).toBe(PLASTIC_PIECES[u.type]);
    }
    expect(PLASTIC_PIECES).toMatchObject({ fighter: 10, infantry: 12, carrier: 4, dreadnought: 5 });
  });

  it('require the War Sun technology for war suns', () => {
    expect(TECHNOLOGIES_BY_ID.get(UNIT_REQUIRES_TECHNOLOGY['war-sun'] ?? '')?.upgrades).toBe('war-sun');
  });

  it('list faction unit stats only for factions that exist', () => {
    for (const id of Object.keys(FACTION_UNIT_STATS)) expect(FACTIONS_BY_ID.has(id), id).toBe(true);
    expect(FACTION_UNIT_STATS['federation-of-sol']?.carrier?.capacity).toBe(6);
  });
});
