// Where a Milty draft slice lands around each home of the standard layouts (layouts.ts). A slice's five
// systems sit in fixed slots: 0 and 2 beside the home (0 on the clockwise side), 1 in front of it, 3 the
// equidistant system it shares with its clockwise neighbour, 4 nearest Mecatol Rex. On the 6-player map
// every seat is the first one turned; the hyperlane maps bend a few slots around their hyperlanes, so
// each layout lists its seats outright. These positions are the ones the community's draft tools use
// (apps/server/test/milty-reference.test.ts compares them); milty-seats.test.ts checks that each
// layout's slots fill its system positions exactly once.

import type { PlayerCount } from './layouts.ts';

/** Slot positions, slot 0 to 4, for each seat in the layout's seating order. */
export type MiltySeatSlots = readonly (readonly [number, number, number, number, number])[];

/** The slot an equidistant system takes; a Milty-EQ slice leaves it out. */
export const EQUIDISTANT_SLOT = 3;

export const MILTY_SEAT_SLOTS: Readonly<Record<PlayerCount, MiltySeatSlots>> = {
  3: [
    [20, 7, 36, 9, 1],
    [26, 11, 24, 13, 3],
    [32, 15, 30, 17, 5],
  ],
  4: [
    [23, 9, 21, 10, 2],
    [26, 11, 24, 13, 3],
    [32, 15, 30, 16, 5],
    [35, 17, 33, 7, 6],
  ],
  5: [
    [20, 7, 36, 8, 1],
    [23, 9, 21, 10, 2],
    [26, 11, 24, 13, 3],
    [32, 15, 30, 16, 5],
    [35, 17, 33, 18, 6],
  ],
  6: [
    [20, 7, 36, 8, 1],
    [23, 9, 21, 10, 2],
    [26, 11, 24, 12, 3],
    [29, 13, 27, 14, 4],
    [32, 15, 30, 16, 5],
    [35, 17, 33, 18, 6],
  ],
  7: [
    [38, 19, 60, 8, 7],
    [23, 9, 21, 10, 2],
    [26, 11, 24, 12, 3],
    [50, 28, 48, 29, 13],
    [31, 30, 51, 15, 14],
    [56, 16, 32, 17, 6],
    [59, 35, 34, 36, 18],
  ],
  8: [
    [38, 19, 60, 20, 7],
    [22, 21, 39, 9, 8],
    [44, 10, 23, 11, 3],
    [47, 26, 25, 27, 12],
    [50, 28, 48, 29, 13],
    [31, 30, 51, 15, 14],
    [56, 16, 32, 17, 6],
    [59, 35, 34, 36, 18],
  ],
};

/** The slot positions of each seat for `playerCount` players, in the layout's seating order. */
export function miltySeatSlots(playerCount: PlayerCount): MiltySeatSlots {
  return MILTY_SEAT_SLOTS[playerCount];
}

/** The slots a slice fills: all five, or without the equidistant for Milty-EQ. */
export function sliceSlots(eq: boolean): readonly number[] {
  return eq ? [0, 1, 2, 4] : [0, 1, 2, 3, 4];
}
