import { describe, expect, it } from 'vitest';

import { UNIT_PROFILES_BY_ID, unitProfile, type UnitProfile } from '../content/unit-stats.ts';
import {
  DEFAULT_LOSS_ORDER,
  assignHits,
  isGroundForce,
  isShip,
  makeFleet,
  toughness,
  unitsLeftById,
  type LossOrder,
} from './fleet.ts';

const fighter = unitProfile('fighter');
const carrier = unitProfile('carrier');
const cruiser = unitProfile('cruiser');
const dreadnought = unitProfile('dreadnought');
const warSun = unitProfile('war-sun');

function afterHits(
  units: UnitProfile[],
  hits: number,
  order: LossOrder = DEFAULT_LOSS_ORDER,
  fightersOnly = false,
) {
  const { fleet, state } = makeFleet(units, order);
  const after = assignHits(fleet, state, hits, order, fightersOnly ? 'fighters' : 'any');
  const damaged: Record<string, number> = {};
  fleet.groups.forEach((u, i) => {
    if ((after.damaged[i] ?? 0) > 0) damaged[u.id] = after.damaged[i] ?? 0;
  });
  return { left: unitsLeftById(fleet, after), damaged, toughness: toughness(fleet, after) };
}

describe('assigning hits by the default loss order', () => {
  const fleet = [warSun, dreadnought, carrier, cruiser, fighter, fighter];

  it('spends Sustain Damage before losing anything (LRR 87.1)', () => {
    expect(afterHits(fleet, 2)).toMatchObject({
      left: { fighter: 2, cruiser: 1, carrier: 1, dreadnought: 1, 'war-sun': 1 },
      damaged: { dreadnought: 1, 'war-sun': 1 },
    });
  });

  it('then loses fighters, then the cheapest ships', () => {
    expect(afterHits(fleet, 5).left).toEqual({
      fighter: 0,
      cruiser: 0,
      carrier: 1,
      dreadnought: 1,
      'war-sun': 1,
    });
    expect(afterHits(fleet, 6).left).toEqual({
      fighter: 0,
      cruiser: 0,
      carrier: 0,
      dreadnought: 1,
      'war-sun': 1,
    });
  });

  it('loses the excess when hits outnumber what the side can take', () => {
    expect(afterHits(fleet, 20)).toEqual({
      left: { fighter: 0, cruiser: 0, carrier: 0, dreadnought: 0, 'war-sun': 0 },
      damaged: {},
      toughness: 0,
    });
  });

  it('lets barrage hits destroy fighters only, never cancelled by Sustain Damage (LRR 10.2, 87.6)', () => {
    expect(afterHits(fleet, 3, DEFAULT_LOSS_ORDER, true)).toMatchObject({
      left: { fighter: 0, cruiser: 1, carrier: 1, dreadnought: 1, 'war-sun': 1 },
      damaged: {},
    });
  });

  it('takes one point of toughness for every hit absorbed', () => {
    const start = afterHits(fleet, 0).toughness;
    expect(start).toBe(8);
    for (let hits = 0; hits <= 8; hits++) expect(afterHits(fleet, hits).toughness).toBe(start - hits);
  });
});

describe('assigning hits by another loss order', () => {
  it('can keep Sustain Damage until the unit is the one hit', () => {
    const order: LossOrder = { sustainFirst: false, rank: DEFAULT_LOSS_ORDER.rank };
    expect(afterHits([dreadnought, fighter, fighter], 2, order)).toMatchObject({
      left: { fighter: 0, dreadnought: 1 },
      damaged: {},
    });
    expect(afterHits([dreadnought, fighter, fighter], 3, order).damaged).toEqual({ dreadnought: 1 });
  });

  it('can lose the most expensive ship first', () => {
    const order: LossOrder = { sustainFirst: false, rank: (u) => -(u.costPerUnit ?? 0) };
    expect(afterHits([carrier, cruiser, fighter], 1, order).left).toEqual({
      carrier: 0,
      cruiser: 1,
      fighter: 1,
    });
  });
});

describe('who fights where', () => {
  it('counts ships for space combat and ground forces for ground combat', () => {
    expect([fighter, warSun, unitProfile('mech'), unitProfile('pds')].map(isShip)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(isShip(UNIT_PROFILES_BY_ID.get('z-grav-eidolon') as UnitProfile)).toBe(true);
    expect(
      [
        unitProfile('infantry'),
        unitProfile('mech'),
        unitProfile('pds'),
        unitProfile('pds', { faction: 'titans-of-ul' }),
      ].map(isGroundForce),
    ).toEqual([true, true, false, true]);
  });
});
