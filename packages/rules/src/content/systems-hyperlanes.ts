// Prophecy of Kings hyperlane tiles 83-91, both sides (A and B), as used in map strings ("83A", "86B").
// Each pair joins two hex sides of the tile in its printed orientation (rotation 0): sides are numbered
// 0 = top, then clockwise (1 upper right, 2 lower right, 3 bottom, 4 lower left, 5 upper left).
// A map string rotation of r turns the tile r steps clockwise: side s becomes (s + r) % 6.
// Derived from the public TTPG tables (face up = A, face down = B); see docs/content-notes.md.

import { hyperlane } from './system-builders.ts';
import type { SystemData } from './types.ts';

export const HYPERLANE_SYSTEMS: readonly SystemData[] = [
  hyperlane('83A', [[1, 4]]),
  hyperlane('83B', [
    [0, 2],
    [0, 3],
    [3, 5],
  ]),
  hyperlane('84A', [[2, 5]]),
  hyperlane('84B', [
    [0, 3],
    [0, 4],
    [1, 3],
  ]),
  hyperlane('85A', [[1, 5]]),
  hyperlane('85B', [
    [0, 2],
    [0, 3],
    [3, 5],
  ]),
  hyperlane('86A', [[1, 5]]),
  hyperlane('86B', [
    [0, 3],
    [0, 4],
    [1, 3],
  ]),
  hyperlane('87A', [
    [0, 2],
    [2, 4],
    [2, 5],
  ]),
  hyperlane('87B', [
    [0, 2],
    [0, 3],
  ]),
  hyperlane('88A', [
    [0, 4],
    [1, 4],
    [2, 4],
  ]),
  hyperlane('88B', [
    [0, 2],
    [0, 3],
    [3, 5],
  ]),
  hyperlane('89A', [
    [0, 2],
    [0, 4],
    [2, 4],
  ]),
  hyperlane('89B', [
    [0, 3],
    [0, 4],
  ]),
  hyperlane('90A', [
    [1, 5],
    [2, 4],
  ]),
  hyperlane('90B', [
    [0, 3],
    [0, 4],
  ]),
  hyperlane('91A', [
    [0, 3],
    [0, 4],
    [1, 3],
  ]),
  hyperlane('91B', [
    [0, 2],
    [0, 3],
  ]),
];

/** Where a hyperlane side connects after rotating it `rotation` steps clockwise. */
export function rotateLanes(
  lanes: readonly (readonly [number, number])[],
  rotation: number,
): readonly (readonly [number, number])[] {
  const turn = (side: number): number => (((side + rotation) % 6) + 6) % 6;
  return lanes.map(([a, b]) => [turn(a), turn(b)] as const);
}
