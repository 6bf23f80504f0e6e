import { describe, expect, it } from 'vitest';

import { SYSTEMS_BY_ID } from '../content/systems.ts';
import { tileAt } from '../map/galaxy-map.ts';
import { standardLayout } from '../map/layouts.ts';
import { parseMapString } from '../map/map-string.ts';
import { assembleMap } from './assemble.ts';
import type { MiltyDraftResult } from './draft.ts';

const THREE: MiltyDraftResult = {
  players: 3,
  eq: false,
  speaker: 1,
  seats: [
    { seat: 0, faction: 'arborec', slice: 2, position: 3 },
    { seat: 1, faction: 'clan-of-saar', slice: 0, position: 1 },
    { seat: 2, faction: 'embers-of-muaat', slice: 1, position: 2 },
  ],
  slices: [
    ['28', '27', '23', '41', '48'],
    ['29', '31', '19', '42', '49'],
    ['30', '34', '20', '43', '50'],
  ],
  equidistants: [],
};

describe('the drafted map', () => {
  it('puts the speaker’s slice around the first home, slot by slot, and keeps the hyperlanes', () => {
    const { map, mapString, seatHomes } = assembleMap(THREE, standardLayout(3));
    // Position 1 sits at home 19: slots 0-4 are 20, 7, 36, 9 and 1.
    expect([20, 7, 36, 9, 1].map((p) => tileAt(map, p)?.systemId)).toEqual(['28', '27', '23', '41', '48']);
    // Position 3 sits at home 31: slots 32, 15, 30, 17, 5.
    expect([32, 15, 30, 17, 5].map((p) => tileAt(map, p)?.systemId)).toEqual(['30', '34', '20', '43', '50']);
    expect(seatHomes).toEqual([31, 19, 25]);
    expect(tileAt(map, 2)).toEqual({ position: 2, systemId: '86A', rotation: 4 });
    const parsed = parseMapString(mapString, SYSTEMS_BY_ID, { playerCount: 3 });
    expect(parsed.ok && parsed.map.homes).toEqual([19, 25, 31]);
    expect(mapString.split(' ').slice(0, 6)).toEqual(['48', '86A4', '49', '86A0', '50', '86A2']);
  });

  it('places Milty-EQ equidistants on the equidistant slots, in seat-position order', () => {
    const eq: MiltyDraftResult = {
      ...THREE,
      eq: true,
      slices: THREE.slices.map((s) => s.slice(0, 4)),
      equidistants: ['44', '45', '46'],
    };
    const { map } = assembleMap(eq, standardLayout(3));
    expect([9, 13, 17].map((p) => tileAt(map, p)?.systemId)).toEqual(['44', '45', '46']);
    expect([20, 7, 36, 1].map((p) => tileAt(map, p)?.systemId)).toEqual(['28', '27', '23', '41']);
  });

  it('a layout for another player count is a caller’s mistake', () => {
    expect(() => assembleMap(THREE, standardLayout(4))).toThrow(RangeError);
  });
});
