import { describe, expect, it } from 'vitest';

import { standardTilePool } from '../map/generate.ts';
import { MILTY_TIER_TABLES, miltyTileSets, miltyTiers } from './milty-tiers.ts';
import { SYSTEMS_BY_ID } from './systems.ts';

describe('Milty tier table', () => {
  it.each([false, true])(
    "with Thunder's Edge %s the tiers hold every blue tile of the map pool once and the reds are its reds",
    (thundersEdge) => {
      const pool = standardTilePool(SYSTEMS_BY_ID, thundersEdge);
      const tiers = miltyTiers(miltyTileSets(thundersEdge));
      const blue = [...tiers.high, ...tiers.medium, ...tiers.low];
      expect(new Set(blue).size).toBe(blue.length);
      expect([...blue].sort((a, b) => Number(a) - Number(b))).toEqual(pool.blue);
      expect(tiers.red).toEqual(pool.red);
    },
  );

  it('each set’s tiles are of the right kind in the system table', () => {
    for (const table of Object.values(MILTY_TIER_TABLES)) {
      for (const id of [...table.high, ...table.medium, ...table.low])
        expect(SYSTEMS_BY_ID.get(id)?.kind).toBe('blue');
      for (const id of table.red) expect(SYSTEMS_BY_ID.get(id)?.kind).toBe('red');
    }
  });
});
