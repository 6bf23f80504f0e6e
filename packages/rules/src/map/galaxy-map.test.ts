import { describe, expect, it } from 'vitest';

import { galaxyMapSchema, systemIdsOn, tileAt, type GalaxyMap } from './galaxy-map.ts';

const small: GalaxyMap = {
  rings: 3,
  tiles: [
    { position: 0, systemId: '18' },
    { position: 4, systemId: '86A', rotation: 0 },
    { position: 19, systemId: null },
    { position: 20, systemId: '26' },
  ],
  homes: [19],
};

describe('a galaxy map', () => {
  it('finds the tile at a position, or nothing for empty space', () => {
    expect(tileAt(small, 20)).toEqual({ position: 20, systemId: '26' });
    expect(tileAt(small, 21)).toBeUndefined();
  });

  it('lists the tile ids on the map without home slots', () => {
    expect(systemIdsOn(small)).toEqual(['18', '86A', '26']);
  });
});

describe('the galaxy map schema', () => {
  it('accepts a well-formed map', () => {
    expect(galaxyMapSchema.safeParse(small).success).toBe(true);
  });

  it.each([
    ['a position off the map', { ...small, tiles: [...small.tiles, { position: 37, systemId: '27' }] }],
    ['a position used twice', { ...small, tiles: [...small.tiles, { position: 20, systemId: '27' }] }],
    ['a rotation of 6', { ...small, tiles: [{ position: 4, systemId: '86A', rotation: 6 }], homes: [] }],
    ['a home with no slot', { ...small, homes: [19, 22] }],
    ['an unknown field', { ...small, extra: true }],
    [
      'a rotation set to undefined',
      { ...small, tiles: [{ position: 4, systemId: '86A', rotation: undefined }] },
    ],
  ])('rejects %s', (_, value) => {
    expect(galaxyMapSchema.safeParse(value).success).toBe(false);
  });
});
