// The exploration decks in the game state (LRR 35): dealt at setup, drawn from the top, and the
// discard pile shuffled into a new draw pile when a deck runs out.

import {
  EXPLORATION_DECKS,
  buildExplorationDeck,
  type ExplorationDeck,
} from '../content/exploration-cards.ts';
import { RngCursor, seedRng, shuffle, type RngState } from '../kernel/rng.ts';
import type { ExplorationPiles, GameState } from '../state/state.ts';

/**
 * The four decks, shuffled from the game's seed. They draw on a stream of their own (seeded from the
 * game's seed) so that adding them left every other shuffle and roll of a game as it was.
 */
export function dealExplorationDecks(seed: string): ExplorationPiles {
  const rng = new RngCursor(seedRng(`${seed}:exploration`));
  const piles = EXPLORATION_DECKS.map((deck) => [
    deck,
    { draw: rng.shuffle(buildExplorationDeck(deck)), discard: [] },
  ]);
  return Object.fromEntries(piles) as unknown as ExplorationPiles;
}

/**
 * The top card of `deck`, and the state with it drawn (not yet placed anywhere). An empty draw pile
 * takes its discard pile, shuffled with the game's generator (LRR 35); null when both are empty.
 */
export function drawExploration(
  state: GameState,
  deck: ExplorationDeck,
): { readonly card: string; readonly state: GameState; readonly reshuffled: boolean } | null {
  const piles = state.decks.exploration;
  const pile = piles?.[deck];
  if (!piles || !pile) return null;
  let draw = pile.draw;
  let discard = pile.discard;
  let rng: RngState = state.rng;
  const reshuffled = draw.length === 0 && discard.length > 0;
  if (reshuffled) {
    [draw, rng] = shuffle(discard, rng);
    discard = [];
  }
  const [card, ...rest] = draw;
  if (card === undefined) return null;
  const exploration = { ...piles, [deck]: { draw: rest, discard } };
  return { card, reshuffled, state: { ...state, rng, decks: { ...state.decks, exploration } } };
}

/** `card` onto its deck's discard pile (face up). */
export function discardExploration(state: GameState, deck: ExplorationDeck, card: string): GameState {
  const piles = state.decks.exploration;
  const pile = piles?.[deck];
  if (!piles || !pile) return state;
  const exploration = { ...piles, [deck]: { ...pile, discard: [...pile.discard, card] } };
  return { ...state, decks: { ...state.decks, exploration } };
}
