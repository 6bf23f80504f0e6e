// What a Milty slice is worth and whether it is fair enough to offer: optimal values, the host's
// bounds, and the per-slice rules (one alpha, one beta, one legendary, no anomalies side by side).
// Choices are in docs/rules-decisions.md, Milty draft.

import type { SystemData } from '../content/types.ts';
import { distanceBetween } from '../map/hex.ts';
import { miltySeatSlots, sliceSlots } from '../map/milty-seats.ts';

/** A slice: its systems' tile ids in slot order (five, or four for Milty-EQ; see map/milty-seats.ts). */
export type Slice = readonly string[];

export interface OptimalValues {
  readonly resources: number;
  readonly influence: number;
  /** resources + influence. */
  readonly total: number;
}

/** The host's bounds on each slice's optimal values. */
export interface SliceBounds {
  readonly minInfluence: number;
  readonly minResources: number;
  readonly minTotal: number;
  readonly maxTotal: number;
}

export const DEFAULT_SLICE_BOUNDS: SliceBounds = {
  minInfluence: 4,
  minResources: 2.5,
  minTotal: 9,
  maxTotal: 13,
};

/**
 * Optimal values of a set of systems: each planet (and Thunder's Edge space station) counts the larger
 * of its resources and influence on that side; when they are equal, half of each on both sides.
 */
export function optimalValues(systems: readonly SystemData[]): OptimalValues {
  let resources = 0;
  let influence = 0;
  for (const system of systems) {
    for (const p of [...system.planets, ...system.stations]) {
      if (p.resources > p.influence) resources += p.resources;
      else if (p.influence > p.resources) influence += p.influence;
      else {
        resources += p.resources / 2;
        influence += p.influence / 2;
      }
    }
  }
  return { resources, influence, total: resources + influence };
}

/** Legendary planets in the systems. */
export function legendaryCount(systems: readonly SystemData[]): number {
  return systems.reduce((n, s) => n + s.planets.filter((p) => p.legendary === true).length, 0);
}

/** Wormholes of one kind in the systems. */
export function wormholeCount(systems: readonly SystemData[], kind: 'alpha' | 'beta'): number {
  return systems.reduce((n, s) => n + s.wormholes.filter((w) => w === kind).length, 0);
}

/**
 * Pairs of slice indexes whose systems touch, in the slice's own shape: the 6-player map's first seat,
 * where every slot has its natural neighbours (the hyperlane maps only bend it).
 */
export function adjacentSlotPairs(eq: boolean): readonly (readonly [number, number])[] {
  const seat = miltySeatSlots(6)[0];
  if (seat === undefined) throw new RangeError('The 6-player layout has no seats');
  const positions = sliceSlots(eq).map((slot) => seat[slot] ?? -1);
  const pairs: [number, number][] = [];
  for (let i = 0; i < positions.length; i++) {
    for (let j = i + 1; j < positions.length; j++) {
      if (distanceBetween(positions[i] ?? -1, positions[j] ?? -1) === 1) pairs.push([i, j]);
    }
  }
  return pairs;
}

/** True when two anomalies of the slice (in its slot order) sit side by side. */
export function anomaliesTouch(systems: readonly SystemData[], eq: boolean): boolean {
  return adjacentSlotPairs(eq).some(
    ([a, b]) => (systems[a]?.anomalies.length ?? 0) > 0 && (systems[b]?.anomalies.length ?? 0) > 0,
  );
}

const fmt = (n: number): string => String(n);

/**
 * Why a slice may not be offered, one sentence per problem; empty when it is fine. `systems` are the
 * slice's systems in slot order; `eq` says whether it is a four-system Milty-EQ slice.
 */
export function sliceProblems(systems: readonly SystemData[], bounds: SliceBounds, eq = false): string[] {
  const problems: string[] = [];
  const size = sliceSlots(eq).length;
  if (systems.length !== size)
    problems.push(`A slice holds ${size} systems; this one holds ${systems.length}.`);
  const v = optimalValues(systems);
  if (v.influence < bounds.minInfluence) {
    problems.push(
      `Optimal influence ${fmt(v.influence)} is below the minimum of ${fmt(bounds.minInfluence)}.`,
    );
  }
  if (v.resources < bounds.minResources) {
    problems.push(
      `Optimal resources ${fmt(v.resources)} are below the minimum of ${fmt(bounds.minResources)}.`,
    );
  }
  if (v.total < bounds.minTotal || v.total > bounds.maxTotal) {
    problems.push(
      `The optimal total ${fmt(v.total)} is outside ${fmt(bounds.minTotal)}–${fmt(bounds.maxTotal)}.`,
    );
  }
  if (wormholeCount(systems, 'alpha') > 1) problems.push('A slice holds at most one alpha wormhole.');
  if (wormholeCount(systems, 'beta') > 1) problems.push('A slice holds at most one beta wormhole.');
  if (legendaryCount(systems) > 1) problems.push('A slice holds at most one legendary planet.');
  if (anomaliesTouch(systems, eq)) problems.push('Two anomalies of the slice sit side by side.');
  return problems;
}

/** Problems with the bounds themselves, before any slice is drawn. */
export function boundsProblems(bounds: SliceBounds): string[] {
  const values = [bounds.minInfluence, bounds.minResources, bounds.minTotal, bounds.maxTotal];
  if (values.some((n) => !Number.isFinite(n) || n < 0)) {
    return ['Slice bounds are numbers of zero or more.'];
  }
  if (bounds.minTotal > bounds.maxTotal) {
    return [`The minimum total ${fmt(bounds.minTotal)} is above the maximum ${fmt(bounds.maxTotal)}.`];
  }
  if (bounds.minInfluence + bounds.minResources > bounds.maxTotal) {
    return [
      `Minimum influence and resources (${fmt(bounds.minInfluence)} + ${fmt(bounds.minResources)}) exceed the maximum total ${fmt(bounds.maxTotal)}.`,
    ];
  }
  return [];
}
