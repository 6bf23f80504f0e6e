// Drawing the Milty draft's slices: one high, one medium and one low blue system and two red ones per
// slice (one red for a four-system Milty-EQ slice, whose equidistants are drawn apart), from the game's
// tile sets, with the game's seeded generator, retried until every slice and the pool as a whole meet
// the host's options, or refused with the reason. Choices: docs/rules-decisions.md, Milty draft.

import { miltyTileSets, miltyTiers, type MiltyTierTable } from '../content/milty-tiers.ts';
import { SYSTEMS_BY_ID } from '../content/systems.ts';
import type { SystemData } from '../content/types.ts';
import { RngCursor, type RngState } from '../kernel/rng.ts';
import { isPlayerCount } from '../map/layouts.ts';
import {
  DEFAULT_SLICE_BOUNDS,
  anomaliesTouch,
  boundsProblems,
  legendaryCount,
  sliceProblems,
  wormholeCount,
  type Slice,
  type SliceBounds,
} from './slice-values.ts';

export interface SliceOptions {
  /** 3 to 8. */
  readonly players: number;
  /** How many slices to draw; at least `players` (the default). */
  readonly slices?: number;
  /** Milty-EQ: four-system slices, and one equidistant system per seat drawn apart. */
  readonly eq?: boolean;
  readonly thundersEdge?: boolean;
  readonly bounds?: SliceBounds;
  /** The slices together hold at least two alpha and two beta wormholes. */
  readonly minWormholes?: boolean;
  /** The slices together hold at least this many legendary planets (at most one each). */
  readonly minLegendaries?: number;
}

export type SliceErrorCode =
  'slices/bad-options' | 'slices/too-many' | 'slices/pool-short' | 'slices/bounds-unmet';

export interface SliceError {
  readonly ok: false;
  readonly code: SliceErrorCode;
  /** Written for the host: what cannot be done and what to change. */
  readonly message: string;
}

export interface DrawnSlices {
  readonly ok: true;
  readonly slices: readonly Slice[];
  /** Milty-EQ only: one system per seat for the equidistant positions, in seat order; else empty. */
  readonly equidistants: readonly string[];
  /** The generator's state after the draw. */
  readonly rng: RngState;
}

type Tier = keyof MiltyTierTable;

/** Attempts at a whole set of slices, and at each slice within one attempt. */
const ATTEMPTS = 400;
const TRIES_PER_SLICE = 40;

const refuse = (code: SliceErrorCode, message: string): SliceError => ({ ok: false, code, message });

function systemOf(id: string): SystemData {
  const s = SYSTEMS_BY_ID.get(id);
  if (s === undefined) throw new RangeError(`Tier table names unknown tile ${id}`);
  return s;
}

/** The tiers a slice takes, one entry per system. */
export function sliceTiers(eq: boolean): readonly Tier[] {
  return eq ? ['high', 'medium', 'low', 'red'] : ['high', 'medium', 'low', 'red', 'red'];
}

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}
const PERMUTATIONS: Readonly<Record<4 | 5, number[][]>> = { 4: permutations(4), 5: permutations(5) };

/** An order of the systems in which no two anomalies touch, starting the search at a random order. */
function arrange(systems: SystemData[], eq: boolean, rng: RngCursor): SystemData[] | null {
  const perms = PERMUTATIONS[eq ? 4 : 5];
  const start = rng.int(perms.length);
  for (let k = 0; k < perms.length; k++) {
    const order = (perms[(start + k) % perms.length] ?? []).map((i) => systems[i] as SystemData);
    if (!anomaliesTouch(order, eq)) return order;
  }
  return null;
}

function checkOptions(options: SliceOptions, tiers: MiltyTierTable): SliceError | null {
  const { players } = options;
  const count = options.slices ?? players;
  const eq = options.eq === true;
  if (!isPlayerCount(players)) {
    return refuse('slices/bad-options', `A Milty draft seats 3 to 8 players, not ${players}.`);
  }
  if (!Number.isInteger(count) || count < players) {
    return refuse(
      'slices/bad-options',
      `Draw at least one slice per player (${players}); ${count} is too few.`,
    );
  }
  const problems = boundsProblems(options.bounds ?? DEFAULT_SLICE_BOUNDS);
  if (problems.length > 0) return refuse('slices/bad-options', problems.join(' '));
  const redsPerSlice = eq ? 1 : 2;
  const most = Math.min(
    tiers.high.length,
    tiers.medium.length,
    tiers.low.length,
    Math.floor(tiers.red.length / redsPerSlice),
  );
  if (count > most) {
    return refuse('slices/too-many', `These tile sets make at most ${most} slices; ${count} were asked for.`);
  }
  if (
    eq &&
    count * 4 + players > tiers.high.length + tiers.medium.length + tiers.low.length + tiers.red.length
  ) {
    return refuse(
      'slices/too-many',
      `These tile sets cannot fill ${count} slices and ${players} equidistant systems.`,
    );
  }
  const all = [...tiers.high, ...tiers.medium, ...tiers.low, ...tiers.red].map(systemOf);
  const minLegendaries = options.minLegendaries ?? 0;
  if (!Number.isInteger(minLegendaries) || minLegendaries < 0) {
    return refuse(
      'slices/bad-options',
      'The minimum number of legendary planets is a whole number of zero or more.',
    );
  }
  const legendaries = all.filter((s) => legendaryCount([s]) > 0).length;
  if (minLegendaries > Math.min(count, legendaries)) {
    return refuse(
      'slices/pool-short',
      `${minLegendaries} legendary planets were asked for; these tile sets and ${count} slices hold at most ${Math.min(count, legendaries)}.`,
    );
  }
  if (options.minWormholes === true) {
    const alpha = all.filter((s) => wormholeCount([s], 'alpha') > 0).length;
    const beta = all.filter((s) => wormholeCount([s], 'beta') > 0).length;
    if (alpha < 2 || beta < 2 || count < 2) {
      return refuse(
        'slices/pool-short',
        'These tile sets or this many slices cannot hold two alpha and two beta wormholes.',
      );
    }
  }
  return null;
}

/** Tiles the pool must hold, drawn afresh each attempt: legendary systems and wormholes the host asked for. */
function requiredTiles(options: SliceOptions, tiers: MiltyTierTable, rng: RngCursor): string[] {
  const all = rng.shuffle([...tiers.high, ...tiers.medium, ...tiers.low, ...tiers.red]);
  const legendary = all
    .filter((id) => legendaryCount([systemOf(id)]) > 0)
    .slice(0, options.minLegendaries ?? 0);
  if (options.minWormholes !== true) return legendary;
  const has = (kind: 'alpha' | 'beta') => (id: string) => wormholeCount([systemOf(id)], kind) > 0;
  const chosen = new Set(legendary);
  for (const kind of ['alpha', 'beta'] as const) {
    const already = [...chosen].filter(has(kind)).length;
    const more = all.filter((x) => has(kind)(x) && !chosen.has(x)).slice(0, Math.max(0, 2 - already));
    for (const id of more) chosen.add(id);
  }
  return [...chosen];
}

function tierOf(id: string, tiers: MiltyTierTable): Tier {
  for (const t of ['high', 'medium', 'low', 'red'] as const) if (tiers[t].includes(id)) return t;
  throw new RangeError(`Tile ${id} has no tier`);
}

/**
 * Spreads the required tiles over the slices, each into the first slice from a turning start that still
 * has room in its tier and no wormhole or legendary of the same kind; null when one does not fit.
 */
function assignRequired(
  required: readonly string[],
  count: number,
  eq: boolean,
  tiers: MiltyTierTable,
): string[][] | null {
  const out: string[][] = Array.from({ length: count }, () => []);
  const kinds = (id: string): string[] => {
    const s = [systemOf(id)];
    return [
      ...(legendaryCount(s) > 0 ? ['legendary'] : []),
      ...(wormholeCount(s, 'alpha') > 0 ? ['alpha'] : []),
      ...(wormholeCount(s, 'beta') > 0 ? ['beta'] : []),
    ];
  };
  for (const [n, id] of required.entries()) {
    const tier = tierOf(id, tiers);
    const room = sliceTiers(eq).filter((t) => t === tier).length;
    let placed = false;
    for (let k = 0; k < count && !placed; k++) {
      const slot = out[(n + k) % count] ?? [];
      const clash = slot.some((other) => kinds(other).some((kind) => kinds(id).includes(kind)));
      if (!clash && slot.filter((x) => tierOf(x, tiers) === tier).length < room) {
        slot.push(id);
        placed = true;
      }
    }
    if (!placed) return null;
  }
  return out;
}

function oneAttempt(options: SliceOptions, tiers: MiltyTierTable, rng: RngCursor): Slice[] | null {
  const eq = options.eq === true;
  const bounds = options.bounds ?? DEFAULT_SLICE_BOUNDS;
  const count = options.slices ?? options.players;
  const left: Record<Tier, string[]> = {
    high: rng.shuffle(tiers.high),
    medium: rng.shuffle(tiers.medium),
    low: rng.shuffle(tiers.low),
    red: rng.shuffle(tiers.red),
  };
  const forcedBySlice = assignRequired(requiredTiles(options, tiers, rng), count, eq, tiers);
  if (forcedBySlice === null) return null;
  const slices: Slice[] = [];
  for (let i = 0; i < count; i++) {
    const forced = (forcedBySlice[i] ?? []).filter((id) => left[tierOf(id, tiers)].includes(id));
    let made: Slice | null = null;
    for (let t = 0; t < TRIES_PER_SLICE && made === null; t++) {
      const picked: string[] = [...forced];
      for (const tier of sliceTiers(eq)) {
        const taken = picked.filter((id) => tierOf(id, tiers) === tier).length;
        const needed = sliceTiers(eq).filter((x) => x === tier).length;
        if (taken >= needed) continue;
        const pool = left[tier].filter((id) => !picked.includes(id));
        const id = pool[rng.int(pool.length)];
        if (id === undefined) return null;
        picked.push(id);
      }
      const order = arrange(picked.map(systemOf), eq, rng);
      if (order !== null && sliceProblems(order, bounds, eq).length === 0) made = order.map((s) => s.id);
    }
    if (made === null) return null;
    for (const id of made) {
      const tier = left[tierOf(id, tiers)];
      tier.splice(tier.indexOf(id), 1);
    }
    slices.push(made);
  }
  const systems = slices.flat().map(systemOf);
  if (legendaryCount(systems) < (options.minLegendaries ?? 0)) return null;
  if (
    options.minWormholes === true &&
    (wormholeCount(systems, 'alpha') < 2 || wormholeCount(systems, 'beta') < 2)
  ) {
    return null;
  }
  return slices;
}

/** The equidistant systems of a Milty-EQ map: red systems left over first, then blue ones. */
function drawEquidistants(
  players: number,
  slices: readonly Slice[],
  tiers: MiltyTierTable,
  rng: RngCursor,
): string[] {
  const used = new Set(slices.flat());
  const red = rng.shuffle(tiers.red.filter((id) => !used.has(id)));
  const blue = rng.shuffle([...tiers.high, ...tiers.medium, ...tiers.low].filter((id) => !used.has(id)));
  return [...red, ...blue].slice(0, players);
}

/**
 * Draws the slices for a Milty draft (and, for Milty-EQ, the equidistant systems) with the game's
 * seeded generator. Refuses with a coded reason when the options cannot be met.
 */
export function generateSlices(rng: RngState, options: SliceOptions): DrawnSlices | SliceError {
  const tiers = miltyTiers(miltyTileSets(options.thundersEdge === true));
  const bad = checkOptions(options, tiers);
  if (bad !== null) return bad;
  const cursor = new RngCursor(rng);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const slices = oneAttempt(options, tiers, cursor);
    if (slices === null) continue;
    const equidistants = options.eq === true ? drawEquidistants(options.players, slices, tiers, cursor) : [];
    return { ok: true, slices, equidistants, rng: cursor.state };
  }
  const count = options.slices ?? options.players;
  return refuse(
    'slices/bounds-unmet',
    `No ${count} slices meeting these bounds were found in ${ATTEMPTS} tries; widen the bounds, drop a pool option or ask for fewer slices.`,
  );
}
