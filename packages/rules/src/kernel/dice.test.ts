import { describe, expect, it } from 'vitest';

import { hitChance, rollDice } from './dice.ts';
import { seedRng } from './rng.ts';

describe('rollDice', () => {
  it('rolls the asked number of faces from 1 to 10', () => {
    const { faces } = rollDice(seedRng('faces'), 500, 6);
    expect(faces).toHaveLength(500);
    for (const face of faces) {
      expect(Number.isInteger(face)).toBe(true);
      expect(face).toBeGreaterThanOrEqual(1);
      expect(face).toBeLessThanOrEqual(10);
    }
    expect(new Set(faces).size).toBe(10);
  });

  it('counts a hit for each face at or above the target (LRR 18.1)', () => {
    const { faces, hits } = rollDice(seedRng('hits'), 200, 7);
    expect(hits).toBe(faces.filter((f) => f >= 7).length);
  });

  it('always hits on 1 and never on 11', () => {
    expect(rollDice(seedRng('always'), 50, 1).hits).toBe(50);
    expect(rollDice(seedRng('never'), 50, 11).hits).toBe(0);
  });

  it('is a pure function of the generator state', () => {
    const rng = seedRng('again');
    const first = rollDice(rng, 20, 5);
    expect(rollDice(rng, 20, 5)).toEqual(first);
    expect(rollDice(first.rng, 20, 5).faces).not.toEqual(first.faces);
  });

  it('continues the same stream whether dice are rolled together or one by one', () => {
    const together = rollDice(seedRng('stream'), 3, 6);
    const one = rollDice(seedRng('stream'), 1, 6);
    const two = rollDice(one.rng, 2, 6);
    expect([...one.faces, ...two.faces]).toEqual(together.faces);
    expect(two.rng).toEqual(together.rng);
  });

  it('rolls each face about a tenth of the time', () => {
    const { faces } = rollDice(seedRng('uniform'), 20_000, 1);
    for (let face = 1; face <= 10; face++) {
      const share = faces.filter((f) => f === face).length / faces.length;
      // 4 standard errors of a share of 0.1 over 20,000 dice is about 0.0085.
      expect(Math.abs(share - 0.1)).toBeLessThan(0.0085);
    }
  });

  it('rolls nothing for zero dice', () => {
    const rng = seedRng('none');
    expect(rollDice(rng, 0, 5)).toEqual({ faces: [], hits: 0, rng });
  });
});

describe('hitChance', () => {
  it('is the share of faces at or above the target', () => {
    expect(hitChance(9)).toBeCloseTo(0.2, 12);
    expect(hitChance(5)).toBeCloseTo(0.6, 12);
    expect(hitChance(1)).toBe(1);
    expect(hitChance(0)).toBe(1);
    expect(hitChance(11)).toBe(0);
  });
});
