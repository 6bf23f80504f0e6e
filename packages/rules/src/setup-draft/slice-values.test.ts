// Optimal values and slice validity, on hand-computed fixtures (issue 30; docs/rules-decisions.md,
// Milty draft).

import { describe, expect, it } from 'vitest';

import { SYSTEMS_BY_ID } from '../content/systems.ts';
import type { SystemData } from '../content/types.ts';
import {
  DEFAULT_SLICE_BOUNDS,
  adjacentSlotPairs,
  boundsProblems,
  optimalValues,
  sliceProblems,
} from './slice-values.ts';

const sys = (...ids: string[]): SystemData[] =>
  ids.map((id) => {
    const s = SYSTEMS_BY_ID.get(id);
    if (s === undefined) throw new Error(`no tile ${id}`);
    return s;
  });

const stationOnly: SystemData = {
  id: 'test-station',
  kind: 'blue',
  planets: [],
  stations: [{ id: 'st', name: 'Station', resources: 2, influence: 2 }],
  wormholes: [],
  anomalies: [],
};

describe('optimal values', () => {
  it.each([
    { what: 'a 3/1 planet (Lodor) counts 3 resources', tiles: ['26'], resources: 3, influence: 0 },
    { what: 'a 2/2 planet (Saudor) counts 1 and 1', tiles: ['23'], resources: 1, influence: 1 },
    { what: 'a 1/3 planet (Mehar Xull) counts 3 influence', tiles: ['24'], resources: 0, influence: 3 },
    {
      what: 'a 1/1 and a 3/1 planet (tile 27) count 3.5 and 0.5',
      tiles: ['27'],
      resources: 3.5,
      influence: 0.5,
    },
    { what: 'a 2/0 and a 0/3 planet (tile 28) count 2 and 3', tiles: ['28'], resources: 2, influence: 3 },
    { what: 'an empty anomaly counts nothing', tiles: ['41'], resources: 0, influence: 0 },
    {
      what: 'a slice adds its systems',
      tiles: ['28', '27', '23', '41', '48'],
      resources: 6.5,
      influence: 4.5,
    },
  ])('$what', ({ tiles, resources, influence }) => {
    expect(optimalValues(sys(...tiles))).toEqual({ resources, influence, total: resources + influence });
  });

  it("a Thunder's Edge space station counts like a planet", () => {
    expect(optimalValues([stationOnly])).toEqual({ resources: 1, influence: 1, total: 2 });
  });
});

describe('slice problems', () => {
  it('a balanced slice with one anomaly has none', () => {
    expect(sliceProblems(sys('28', '27', '23', '41', '48'), DEFAULT_SLICE_BOUNDS)).toEqual([]);
  });

  it('the slice shape: beside-home slot 0 touches the front slot 1 and the equidistant 3', () => {
    expect(adjacentSlotPairs(false)).toEqual([
      [0, 1],
      [0, 3],
      [1, 2],
      [1, 3],
      [1, 4],
      [3, 4],
    ]);
    expect(adjacentSlotPairs(true)).toEqual([
      [0, 1],
      [1, 2],
      [1, 3],
    ]);
  });

  it('two anomalies side by side are refused; apart they are fine', () => {
    expect(sliceProblems(sys('41', '42', '28', '27', '23'), DEFAULT_SLICE_BOUNDS)).toContain(
      'Two anomalies of the slice sit side by side.',
    );
    expect(sliceProblems(sys('41', '28', '42', '27', '23'), DEFAULT_SLICE_BOUNDS)).toEqual([]);
  });

  it('two alpha wormholes in one slice are refused', () => {
    expect(sliceProblems(sys('26', '39', '28', '27', '48'), DEFAULT_SLICE_BOUNDS)).toContain(
      'A slice holds at most one alpha wormhole.',
    );
  });

  it('two beta wormholes in one slice are refused', () => {
    expect(sliceProblems(sys('25', '40', '28', '27', '48'), DEFAULT_SLICE_BOUNDS)).toContain(
      'A slice holds at most one beta wormhole.',
    );
  });

  it('two legendary planets in one slice are refused', () => {
    expect(sliceProblems(sys('65', '66', '28', '27', '48'), DEFAULT_SLICE_BOUNDS)).toContain(
      'A slice holds at most one legendary planet.',
    );
  });

  it('values outside the bounds are each named', () => {
    const problems = sliceProblems(sys('41', '48', '49', '47', '24'), DEFAULT_SLICE_BOUNDS);
    expect(problems).toEqual([
      'Optimal influence 3 is below the minimum of 4.',
      'Optimal resources 0 are below the minimum of 2.5.',
      'The optimal total 3 is outside 9–13.',
    ]);
  });

  it('a slice of the wrong size is refused', () => {
    expect(sliceProblems(sys('28', '27', '23', '41'), DEFAULT_SLICE_BOUNDS)[0]).toBe(
      'A slice holds 5 systems; this one holds 4.',
    );
    expect(
      sliceProblems(sys('28', '27', '23', '41'), { ...DEFAULT_SLICE_BOUNDS, minTotal: 0 }, true),
    ).toEqual([]);
  });

  it('bounds that contradict themselves are refused before any draw', () => {
    expect(boundsProblems(DEFAULT_SLICE_BOUNDS)).toEqual([]);
    expect(boundsProblems({ ...DEFAULT_SLICE_BOUNDS, minTotal: 14 })).toHaveLength(1);
    expect(boundsProblems({ ...DEFAULT_SLICE_BOUNDS, minInfluence: 8, minResources: 6 })).toHaveLength(1);
    expect(boundsProblems({ ...DEFAULT_SLICE_BOUNDS, minResources: -1 })).toHaveLength(1);
  });
});
