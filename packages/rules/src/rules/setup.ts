// Creating a game from its setup and a seed.

import { z } from 'zod';
import { STRATEGY_CARD_IDS } from '../content/strategy-cards.ts';
import { noteKey, startingNotes } from '../content/promissory-notes.ts';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import { nameSchema } from '../kernel/names.ts';
import { setupBoard } from './galaxy-setup.ts';
import { dealExplorationDecks } from './exploration-decks.ts';
import { RngCursor, seedRng } from '../kernel/rng.ts';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  PLAYER_COLORS,
  type GameSetup,
  type GameState,
  type PlayerState,
  type StrategyCardState,
} from '../state/state.ts';

/** A player's name as typed (claimSeatBody): see names.ts for what may be in it. */
export const playerName = nameSchema('A name', 32, 'A name needs at least one character.');

/** Names in a stored setup keep the older, looser rule, so that games saved before names.ts still replay. */
const storedPlayerName = z.string().trim().min(1).max(32);

export const setupSchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    seats: z
      .array(
        z
          .object({
            name: storedPlayerName,
            color: z.enum(PLAYER_COLORS),
            faction: z.string().max(40).nullable(),
          })
          .strict(),
      )
      .min(MIN_PLAYERS)
      .max(MAX_PLAYERS),
    victoryPoints: z.union([z.literal(10), z.literal(14)]),
    mapString: z.string().max(2000).nullable(),
    /** The seat that is speaker (a setup draft's position 1); absent: chosen at random. */
    speaker: z
      .number()
      .int()
      .min(0)
      .max(MAX_PLAYERS - 1)
      .optional(),
    options: z
      .object({
        editsNeedApproval: z.boolean(),
        timedConstruction: z.boolean(),
        rollbackByHost: z.boolean().optional(),
        thundersEdge: z.boolean().optional(),
        /** Promissory notes are dealt and tracked (every new game; games set up before stay without). */
        promissoryNotes: z.boolean().optional(),
        /** Exploration decks are dealt and planets explored (every new game; games set up before stay without). */
        exploration: z.boolean().optional(),
      })
      .strict(),
  })
  .strict();

export function createGame(setup: GameSetup, seed: string): Outcome {
  const parsed = setupSchema.safeParse(setup);
  if (!parsed.success)
    return fail(
      'intent/malformed',
      `The game setup is not valid: ${parsed.error.issues[0]?.message ?? 'unknown problem'}.`,
    );
  const colors = new Set(setup.seats.map((s) => s.color));
  if (colors.size !== setup.seats.length)
    return fail('rule/illegal-choice', 'Each player needs a different colour.');

  const rng = new RngCursor(seedRng(seed));
  const board = setupBoard(setup, rng);
  if ('ok' in board) return board;
  const players: PlayerState[] = setup.seats.map((s, seat) => ({
    seat,
    name: s.name,
    color: s.color,
    faction: board.factions[seat] as string,
    tradeGoods: 0,
    commodities: 0,
    victoryPoints: 0,
    pools: { tactic: 3, fleet: 3, strategy: 2 },
    passed: false,
    actionCards: [],
    secretObjectives: [],
    technologies: board.technologies[seat] ?? [],
    homeSystem: board.homeSystems[seat] as string,
    secretOffer: board.secretOffers[seat] ?? [],
    ...(setup.options.promissoryNotes === true && {
      promissoryNotes: startingNotes(board.factions[seat] as string).map((id) => noteKey(id, seat)),
      notesInPlay: [],
    }),
  }));
  const cards = Object.fromEntries(
    STRATEGY_CARD_IDS.map((id) => [
      id,
      { tradeGoods: 0, holder: null, exhausted: false } satisfies StrategyCardState,
    ]),
  ) as Record<StrategyCardId, StrategyCardState>;
  // LRR 79 (setup): the speaker is chosen at random, unless a setup draft gave position 1 to a seat.
  if (setup.speaker !== undefined && setup.speaker >= players.length)
    return fail(
      'intent/malformed',
      `The game setup names seat ${setup.speaker + 1} speaker, but it has ${players.length} seats.`,
    );
  const speaker = setup.speaker ?? rng.int(players.length);

  const state: GameState = {
    setup,
    rng: rng.state,
    round: 1,
    phase: 'setup',
    speaker,
    players,
    cards,
    draft: null,
    active: null,
    strategic: null,
    galaxy: board.galaxy,
    decks:
      setup.options.exploration === true
        ? { ...board.decks, exploration: dealExplorationDecks(seed) }
        : board.decks,
    objectives: { revealed: board.revealed, scored: {} },
    winner: null,
    pendingDiscards: {},
    tactical: null,
    construction: { items: [], nextId: 1, producedIn: null },
    stationTrades: { offers: [], done: [] },
    status: null,
    edits: { nextId: 1, pending: [] },
    custodians: true,
    agenda: null,
    laws: [],
    lastMove: null,
    moves: 0,
    recent: [],
    rollback: null,
  };
  return applied(state, [
    { type: 'game-started', speaker },
    { type: 'objectives-revealed', objectives: board.revealed },
  ]);
}
