// The setup draft as a lobby runs it: the host's options drawn into slices, a faction pool and a
// draft order with one seed; the public board every client sees; and, after the last pick, the game's
// seats in position order (position 1, the speaker, first) with the drafted galaxy's map string.

import { SYSTEMS_BY_ID } from '../content/systems.ts';
import { seedRng } from '../kernel/rng.ts';
import { isPlayerCount, standardLayout, type StandardLayout } from '../map/layouts.ts';
import { assembleMap } from './assemble.ts';
import {
  draftResult,
  draftTurn,
  startDraft,
  type DraftError,
  type DraftPickMade,
  type MiltyDraftState,
} from './draft.ts';
import { factionPool, type FactionPoolError } from './faction-pool.ts';
import {
  legendaryCount,
  optimalValues,
  wormholeCount,
  type OptimalValues,
  type Slice,
  type SliceBounds,
} from './slice-values.ts';
import { generateSlices, type SliceError } from './slices.ts';

export const SETUP_DRAFT_FORMATS = ['milty', 'milty-eq'] as const;
export type SetupDraftFormat = (typeof SETUP_DRAFT_FORMATS)[number];

/** What the host chose for the draft (protocol.ts setupDraftOptions). */
export interface SetupDraftOptions {
  readonly format: SetupDraftFormat;
  /** Slices on offer; the player count when absent. */
  readonly slices?: number | undefined;
  /** Factions on offer; players + 3 when absent. */
  readonly factions?: number | undefined;
  readonly bans?: readonly string[] | undefined;
  readonly priority?: readonly string[] | undefined;
  readonly bounds?: SliceBounds | undefined;
  readonly minWormholes?: boolean | undefined;
  readonly minLegendaries?: number | undefined;
  /** The host's draft order (seats, 0 first); random when absent. */
  readonly order?: readonly number[] | undefined;
}

/** One slice as every client sees it. */
export interface SliceSummary {
  readonly systems: readonly string[];
  readonly optimal: OptimalValues;
  readonly wormholes: readonly ('alpha' | 'beta')[];
  readonly legendaries: number;
}

/** The draft board: public to every seat and spectator (every pick is made in the open). */
export interface SetupDraftBoard {
  readonly format: SetupDraftFormat;
  readonly slices: readonly SliceSummary[];
  /** Milty-EQ's equidistant systems, by position (1 first); else empty. */
  readonly equidistants: readonly string[];
  readonly factions: readonly string[];
  /** Seats in the first round's order; the second round runs backwards, the third as the first. */
  readonly order: readonly number[];
  readonly picks: readonly DraftPickMade[];
  /** The seat to pick, or null when the draft is over. */
  readonly turn: number | null;
}

function layoutFor(players: number): StandardLayout {
  if (!isPlayerCount(players)) throw new RangeError(`No standard layout for ${players} players`);
  return standardLayout(players);
}

function systemsOf(slice: Slice) {
  return slice.flatMap((id) => {
    const system = SYSTEMS_BY_ID.get(id);
    return system ? [system] : [];
  });
}

export function sliceSummary(slice: Slice): SliceSummary {
  const systems = systemsOf(slice);
  return {
    systems: slice,
    optimal: optimalValues(systems),
    wormholes: [
      ...Array.from({ length: wormholeCount(systems, 'alpha') }, () => 'alpha' as const),
      ...Array.from({ length: wormholeCount(systems, 'beta') }, () => 'beta' as const),
    ],
    legendaries: legendaryCount(systems),
  };
}

export function draftBoard(format: SetupDraftFormat, state: MiltyDraftState): SetupDraftBoard {
  return {
    format,
    slices: state.slices.map(sliceSummary),
    equidistants: state.equidistants,
    factions: state.factions,
    order: state.order,
    picks: state.picks,
    turn: draftTurn(state),
  };
}

/** Slices without a draft (the offline "Generate slices"): their values and the map string, slice k at position k. */
export interface OfflineSlices {
  readonly seed: string;
  readonly slices: readonly SliceSummary[];
  readonly equidistants: readonly string[];
  readonly mapString: string;
}

export function offlineSlices(
  seed: string,
  players: number,
  options: SetupDraftOptions,
  thundersEdge: boolean,
): { readonly ok: true; readonly slices: OfflineSlices } | SliceError {
  const eq = options.format === 'milty-eq';
  const drawn = drawSlices(seed, players, options, thundersEdge);
  if (!drawn.ok) return drawn;
  const { slices, equidistants } = drawn;
  return {
    ok: true,
    slices: {
      seed,
      slices: slices.map(sliceSummary),
      equidistants,
      mapString: slicesMapString({ players, eq, slices, equidistants }),
    },
  };
}

function drawSlices(seed: string, players: number, options: SetupDraftOptions, thundersEdge: boolean) {
  return generateSlices(seedRng(seed), {
    players,
    eq: options.format === 'milty-eq',
    thundersEdge,
    ...(options.slices !== undefined && { slices: options.slices }),
    ...(options.bounds !== undefined && { bounds: options.bounds }),
    ...(options.minWormholes !== undefined && { minWormholes: options.minWormholes }),
    ...(options.minLegendaries !== undefined && { minLegendaries: options.minLegendaries }),
  });
}

/**
 * Draws a draft for `players` seats from `seed`: the slices (and Milty-EQ's equidistant systems), the
 * faction pool, then the order. Refuses with the generator's coded reason, written for the host.
 */
export function beginSetupDraft(
  seed: string,
  players: number,
  options: SetupDraftOptions,
  thundersEdge: boolean,
): { readonly ok: true; readonly state: MiltyDraftState } | SliceError | FactionPoolError | DraftError {
  const eq = options.format === 'milty-eq';
  const slices = drawSlices(seed, players, options, thundersEdge);
  if (!slices.ok) return slices;
  const pool = factionPool(slices.rng, {
    players,
    thundersEdge,
    ...(options.factions !== undefined && { size: options.factions }),
    ...(options.bans !== undefined && { bans: options.bans }),
    ...(options.priority !== undefined && { priority: options.priority }),
  });
  if (!pool.ok) return pool;
  const started = startDraft(pool.rng, {
    players,
    eq,
    slices: slices.slices,
    equidistants: slices.equidistants,
    factions: pool.factions,
    ...(options.order !== undefined && { order: options.order }),
  });
  if (!started.ok) return started;
  return { ok: true, state: started.state };
}

/** The game the draft sets up: seats in position order, each with its drafted faction, and the map. */
export interface SetupDraftOutcome {
  /** For each game seat (position 1, the speaker, first): the lobby seat that drafted that position. */
  readonly seatOrder: readonly number[];
  /** By game seat. */
  readonly factions: readonly string[];
  readonly mapString: string;
}

/** The draft's outcome once every seat holds a faction, a slice and a position; else why not. */
export function finishSetupDraft(state: MiltyDraftState): SetupDraftOutcome | DraftError {
  const result = draftResult(state);
  if ('ok' in result) return result;
  const { mapString } = assembleMap(result, layoutFor(result.players));
  const byPosition = [...result.seats].sort((a, b) => a.position - b.position);
  return {
    seatOrder: byPosition.map((s) => s.seat),
    factions: byPosition.map((s) => s.faction),
    mapString,
  };
}

/** The map string of slices seated in the order given (the offline "Generate slices"). */
export function slicesMapString(
  state: Pick<MiltyDraftState, 'players' | 'eq' | 'slices' | 'equidistants'>,
): string {
  return assembleMap(
    {
      players: state.players,
      eq: state.eq,
      speaker: 0,
      slices: state.slices,
      equidistants: state.equidistants,
      seats: Array.from({ length: state.players }, (_, seat) => ({
        seat,
        faction: '',
        slice: seat,
        position: seat + 1,
      })),
    },
    layoutFor(state.players),
  ).mapString;
}
