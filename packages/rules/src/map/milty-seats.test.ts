import { describe, expect, it } from 'vitest';

import { distanceBetween } from './hex.ts';
import { PLAYER_COUNTS, standardLayout } from './layouts.ts';
import { EQUIDISTANT_SLOT, miltySeatSlots, sliceSlots } from './milty-seats.ts';

describe('Milty seat slots', () => {
  it.each(PLAYER_COUNTS)('the %i-player slots fill every system position of the layout once', (players) => {
    const slots = miltySeatSlots(players);
    expect(slots).toHaveLength(players);
    const all = slots.flat();
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((a, b) => a - b)).toEqual(standardLayout(players).systems);
  });

  it.each(PLAYER_COUNTS)('on the %i-player map the slots beside a home touch it', (players) => {
    const homes = standardLayout(players).homes;
    miltySeatSlots(players).forEach((slots, seat) => {
      const home = homes[seat] ?? -1;
      expect(distanceBetween(slots[0], home)).toBe(1);
      expect(distanceBetween(slots[2], home)).toBe(1);
      for (const p of slots) expect(distanceBetween(p, home)).toBeLessThanOrEqual(3);
    });
  });

  it('on the 6-player map each equidistant is two hexes from both homes it lies between', () => {
    const homes = standardLayout(6).homes;
    miltySeatSlots(6).forEach((slots, seat) => {
      const here = homes[seat] ?? -1;
      const next = homes[(seat + 1) % 6] ?? -1;
      expect(distanceBetween(slots[EQUIDISTANT_SLOT], here)).toBe(2);
      expect(distanceBetween(slots[EQUIDISTANT_SLOT], next)).toBe(2);
    });
  });

  it('a Milty-EQ slice fills four slots, leaving out the equidistant', () => {
    expect(sliceSlots(false)).toEqual([0, 1, 2, 3, 4]);
    expect(sliceSlots(true)).toEqual([0, 1, 2, 4]);
  });
});
