// Ten-sided dice drawn from the game's seeded generator, so a roll is part of the replayable state.
// A die shows 1 to 10 (the printed "0" reads as 10); a roll hits when the face is at least the target
// value (LRR 18.1 for combat rolls; the same test for Anti-Fighter Barrage, LRR 10, Space Cannon, LRR 77,
// and Bombardment, LRR 15).

import { nextInt, type RngState } from './rng.ts';

export interface DiceResult {
  /** Each die's face, 1 to 10, in the order rolled. */
  readonly faces: readonly number[];
  /** How many faces are at or above the target. */
  readonly hits: number;
  /** The generator after the roll. */
  readonly rng: RngState;
}

/** Rolls `count` dice, each hitting on `target` or more. */
export function rollDice(rng: RngState, count: number, target: number): DiceResult {
  const faces: number[] = [];
  let state = rng;
  let hits = 0;
  for (let i = 0; i < count; i++) {
    const [value, next] = nextInt(state, 10);
    state = next;
    const face = value + 1;
    faces.push(face);
    if (face >= target) hits++;
  }
  return { faces, hits, rng: state };
}

/** The chance one die hits on `target` (LRR 18.1): 11 − target tenths, clamped to [0, 1]. */
export function hitChance(target: number): number {
  return Math.min(1, Math.max(0, (11 - target) / 10));
}
