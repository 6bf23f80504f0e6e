// Milty draft tiers: every blue system a slice may take, sorted high, medium or low by what it is worth
// to the player who sits beside it, and the red systems. Our own table, written from the community's
// public tier lists and checked against them (apps/server/test/milty-reference.test.ts).
// Base game and Prophecy of Kings tiers are the ones every tool agrees on; for Thunder's Edge the
// tools disagree and we follow the finer split (docs/rules-decisions.md, Milty draft).

export const MILTY_TIERS = ['high', 'medium', 'low'] as const;
export type MiltyTier = (typeof MILTY_TIERS)[number];

/** A tile set a draft may draw systems from: the base game, Prophecy of Kings, Thunder's Edge. */
export type MiltyTileSet = 'base' | 'pok' | 'te';

export interface MiltyTierTable {
  readonly high: readonly string[];
  readonly medium: readonly string[];
  readonly low: readonly string[];
  readonly red: readonly string[];
}

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

export const MILTY_TIER_TABLES: Readonly<Record<MiltyTileSet, MiltyTierTable>> = {
  base: {
    high: ['28', '29', '30', '32', '33', '35', '36', '38'],
    medium: ['26', '27', '31', '34', '37'],
    low: range(19, 25),
    red: range(39, 50),
  },
  pok: {
    high: ['69', '70', '71', '75'],
    medium: ['64', '65', '66', '72', '73', '74', '76'],
    low: range(59, 63),
    red: ['67', '68', ...range(77, 80)],
  },
  te: {
    high: ['97', '101', '103', '106', '108', '110'],
    medium: ['98', '99', '105', '107', '109', '111'],
    low: ['100', '102', '104'],
    // 118 (the Crimson Rebellion's home) sits beside the board; it is never drafted.
    red: range(113, 117),
  },
};

/** The tile sets a game uses: base and Prophecy of Kings always, Thunder's Edge with its option. */
export function miltyTileSets(thundersEdge: boolean): readonly MiltyTileSet[] {
  return thundersEdge ? ['base', 'pok', 'te'] : ['base', 'pok'];
}

/** The tiers of the given tile sets merged, each list in tile-number order. */
export function miltyTiers(sets: readonly MiltyTileSet[]): MiltyTierTable {
  const merge = (pick: (t: MiltyTierTable) => readonly string[]): string[] =>
    sets.flatMap((s) => pick(MILTY_TIER_TABLES[s])).sort((a, b) => Number(a) - Number(b));
  return {
    high: merge((t) => t.high),
    medium: merge((t) => t.medium),
    low: merge((t) => t.low),
    red: merge((t) => t.red),
  };
}
