// The standard galaxy layout for each player count: rings, home positions in seating order, the
// hyperlane tiles the layout fixes, and the positions left for blue and red systems.
// Sources and choices are in docs/maps.md: homes and hyperlane positions are the ones both community
// tools (AsyncTI4's templates and the TTPG mod) use; they differ only in how the 3-player map is turned.

import { allPositions, bearingOf } from './hex.ts';

export const PLAYER_COUNTS = [3, 4, 5, 6, 7, 8] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

export function isPlayerCount(n: number): n is PlayerCount {
  return (PLAYER_COUNTS as readonly number[]).includes(n);
}

/** A tile the layout itself places (hyperlanes); rotation in 60° steps clockwise. */
export interface FixedTile {
  readonly position: number;
  readonly systemId: string;
  readonly rotation: number;
}

export interface StandardLayout {
  readonly playerCount: PlayerCount;
  readonly rings: 3 | 4;
  /** Home positions in seating order: seat 0 first (the first home clockwise from the top), then clockwise. */
  readonly homes: readonly number[];
  readonly hyperlanes: readonly FixedTile[];
  /** Positions that take a blue or red system tile, ascending. Mecatol Rex (position 0) is not one. */
  readonly systems: readonly number[];
  /** Positions inside the rings that stay empty space, ascending. */
  readonly empty: readonly number[];
}

interface LayoutSpec {
  readonly rings: 3 | 4;
  readonly homes: readonly number[];
  readonly hyperlanes: readonly (readonly [position: number, systemId: string, rotation: number])[];
  readonly empty?: readonly number[];
}

// 3 and 4 players: the community's hyperlane layouts (AsyncTI4 "3pHyperlanes"/"4pHyperlanes"; TTPG uses
// the same positions, its 3-player map turned 180°). They repeat hyperlane tiles, as digital tools do:
// one printed set has only the 83A-88A wedge the 5-player map uses once.
// 5 players: the printed 83A-88A wedge south of Mecatol Rex; both tools agree on tiles and positions.
// 7 and 8 players: the rulebook-style tiles of the TTPG mod (each printed tile once), at the positions
// both tools use; the outer ring is only partly used.
const SPECS: Readonly<Record<PlayerCount, LayoutSpec>> = {
  3: {
    rings: 3,
    homes: [19, 25, 31],
    hyperlanes: [
      [2, '86A', 4],
      [4, '86A', 0],
      [6, '86A', 2],
      [8, '88A', 4],
      [10, '87A', 4],
      [12, '88A', 0],
      [14, '87A', 0],
      [16, '88A', 2],
      [18, '87A', 2],
      [21, '83A', 4],
      [22, '85A', 4],
      [23, '84A', 4],
      [27, '83A', 0],
      [28, '85A', 0],
      [29, '84A', 0],
      [33, '83A', 2],
      [34, '85A', 2],
      [35, '84A', 2],
    ],
  },
  4: {
    rings: 3,
    homes: [22, 25, 31, 34],
    hyperlanes: [
      [1, '86A', 3],
      [4, '86A', 0],
      [8, '87A', 3],
      [12, '88A', 0],
      [14, '87A', 0],
      [18, '88A', 3],
      [19, '85A', 3],
      [20, '84A', 3],
      [27, '83A', 0],
      [28, '85A', 0],
      [29, '84A', 0],
      [36, '83A', 3],
    ],
  },
  5: {
    rings: 3,
    homes: [19, 22, 25, 31, 34],
    hyperlanes: [
      [4, '86A', 0],
      [12, '88A', 0],
      [14, '87A', 0],
      [27, '83A', 0],
      [28, '85A', 0],
      [29, '84A', 0],
    ],
  },
  6: {
    rings: 3,
    homes: [19, 22, 25, 28, 31, 34],
    hyperlanes: [],
  },
  7: {
    rings: 4,
    homes: [37, 22, 25, 49, 52, 55, 58],
    hyperlanes: [
      [1, '85B', 3],
      [4, '84B', 3],
      [5, '90B', 0],
      [20, '88B', 3],
      [27, '86B', 3],
      [33, '83B', 2],
    ],
    empty: [39, 40, 41, 42, 43, 44, 45, 46, 47, 53, 54, 57],
  },
  8: {
    rings: 4,
    homes: [37, 40, 43, 46, 49, 52, 55, 58],
    hyperlanes: [
      [1, '87A', 1],
      [2, '90B', 3],
      [4, '88A', 2],
      [5, '89B', 0],
      [24, '85B', 2],
      [33, '83B', 2],
    ],
    empty: [41, 42, 45, 53, 54, 57],
  },
};

function buildLayout(playerCount: PlayerCount): StandardLayout {
  const spec = SPECS[playerCount];
  const hyperlanes = spec.hyperlanes.map(([position, systemId, rotation]) => ({
    position,
    systemId,
    rotation,
  }));
  const empty = [...(spec.empty ?? [])].sort((a, b) => a - b);
  const taken = new Set<number>([0, ...spec.homes, ...hyperlanes.map((h) => h.position), ...empty]);
  return {
    playerCount,
    rings: spec.rings,
    homes: spec.homes,
    hyperlanes,
    systems: allPositions(spec.rings).filter((p) => !taken.has(p)),
    empty,
  };
}

export const STANDARD_LAYOUTS: Readonly<Record<PlayerCount, StandardLayout>> = {
  3: buildLayout(3),
  4: buildLayout(4),
  5: buildLayout(5),
  6: buildLayout(6),
  7: buildLayout(7),
  8: buildLayout(8),
};

export function standardLayout(playerCount: PlayerCount): StandardLayout {
  return STANDARD_LAYOUTS[playerCount];
}

/** Orders home positions for seating: clockwise from the top, the inner hex first on a shared bearing. */
export function seatingOrder(homes: readonly number[]): number[] {
  return [...homes].sort((a, b) => bearingOf(a) - bearingOf(b) || a - b);
}
