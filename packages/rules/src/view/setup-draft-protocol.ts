// The setup draft's part of the wire protocol (docs/protocol.md, "The setup draft"): the host's
// options, a seat's pick and pre-picks, the board every client sees, and the offline slices.

import { z } from 'zod';
import { MAX_PLAYERS, MIN_PLAYERS } from '../state/state.ts';
import {
  SETUP_DRAFT_FORMATS,
  type OfflineSlices,
  type SetupDraftBoard,
  type SetupDraftFormat,
} from '../setup-draft/setup-draft.ts';

const factionId = z.string().min(1).max(40);

/** The host's bounds on each slice's optimal values (defaults: slice-values.ts DEFAULT_SLICE_BOUNDS). */
export const sliceBoundsSchema = z
  .object({
    minInfluence: z.number().min(0).max(20),
    minResources: z.number().min(0).max(20),
    minTotal: z.number().min(0).max(40),
    maxTotal: z.number().min(0).max(40),
  })
  .strict();

/** What the slices of a Milty draft (or of "Generate slices") must meet. */
const sliceOptionsShape = {
  format: z.enum(SETUP_DRAFT_FORMATS),
  /** Slices on offer: the player count when absent (Milty-EQ: exactly the player count). */
  slices: z.number().int().min(3).max(12).optional(),
  bounds: sliceBoundsSchema.optional(),
  /** The slices together hold at least two alpha and two beta wormholes. */
  minWormholes: z.boolean().optional(),
  /** The slices together hold at least this many legendary planets. */
  minLegendaries: z.number().int().min(0).max(6).optional(),
};

/** A Milty draft (or Milty-EQ) in the lobby, instead of random factions on a standard map. */
export const setupDraftOptions = z
  .object({
    ...sliceOptionsShape,
    /** Factions on offer: players + 3 when absent. */
    factions: z.number().int().min(3).max(30).optional(),
    /** Factions that never enter the pool. */
    bans: z.array(factionId).max(30).optional(),
    /** Factions that always enter the pool. */
    priority: z.array(factionId).max(8).optional(),
    /** The host's draft order: every seat (0 first) once; random when absent. */
    order: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(MAX_PLAYERS - 1),
      )
      .max(MAX_PLAYERS)
      .optional(),
  })
  .strict();
export type SetupDraftOptionsBody = z.infer<typeof setupDraftOptions>;

/** POST /api/slices: slices (and their map string) without a game, for a group that drafts elsewhere. */
export const generateSlicesBody = z
  .object({
    ...sliceOptionsShape,
    players: z.number().int().min(MIN_PLAYERS).max(MAX_PLAYERS),
    thundersEdge: z.boolean().optional(),
    /** The same seed gives the same slices; random when absent. */
    seed: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A seed is letters, digits, - and _.')
      .optional(),
  })
  .strict();
export type GenerateSlicesBody = z.infer<typeof generateSlicesBody>;

/** The answer to POST /api/slices: the slices seated in order (slice 1 at position 1, the speaker's). */
export type GeneratedSlices = OfflineSlices;

const draftPickSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('faction'), faction: factionId }).strict(),
  z.object({ kind: z.literal('slice'), slice: z.number().int().min(0).max(11) }).strict(),
  z.object({ kind: z.literal('position'), position: z.number().int().min(1).max(MAX_PLAYERS) }).strict(),
]);

/** A seat's pick in the setup draft: POST /api/games/:id/draft/pick with its seat token. */
export const draftPickBody = z.object({ pick: draftPickSchema }).strict();

/** The most ranked pre-picks a seat may leave for the setup draft. */
export const MAX_PRE_PICKS = 40;

/** A seat's ranked pre-picks for the setup draft (secret): POST /api/games/:id/draft/pre-picks. */
export const draftPrePicksBody = z.object({ picks: z.array(draftPickSchema).max(MAX_PRE_PICKS) }).strict();
export type DraftPickBody = z.infer<typeof draftPickBody>;

/** The lobby's setup draft as every client sees it. */
export interface SetupDraftSummary {
  readonly format: SetupDraftFormat;
  readonly bans: readonly string[];
  readonly priority: readonly string[];
  /** Null until the host starts the draft (every seat taken). */
  readonly board: SetupDraftBoard | null;
}
