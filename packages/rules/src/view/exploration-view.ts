// What every viewer sees of the exploration decks (LRR 35): how many cards each draw pile holds and
// its discard pile, face up. The draw piles' cards and order never leave the server.

import type { ExplorationDeck } from '../content/exploration-types.ts';
import type { ExplorationPiles, GameState } from '../state/state.ts';

export interface ExplorationDeckView {
  /** Cards left in the draw pile. */
  readonly size: number;
  /** The discard pile, face up (instance ids, last discarded last). */
  readonly discard: readonly string[];
}

export interface ExplorationViewPart {
  /** The exploration decks; absent in a game without them. */
  readonly exploration?: Readonly<Record<ExplorationDeck, ExplorationDeckView>>;
}

const views = new WeakMap<ExplorationPiles, ExplorationViewPart>();

export function explorationPart(state: GameState): ExplorationViewPart {
  const piles = state.decks.exploration;
  if (!piles) return {};
  let part = views.get(piles);
  if (!part) {
    const decks = Object.fromEntries(
      Object.entries(piles).map(([deck, pile]) => [deck, { size: pile.draw.length, discard: pile.discard }]),
    ) as Record<ExplorationDeck, ExplorationDeckView>;
    part = { exploration: decks };
    views.set(piles, part);
  }
  return part;
}
