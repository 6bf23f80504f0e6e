// The choices a standing order makes when it follows a secondary for its player (issue 17): none for
// the cards whose secondary asks nothing (Trade, Politics, Imperial), and for Diplomacy the two
// exhausted planets (or stations) worth the most, resources plus influence. Cards whose secondary
// asks what to spend, build or research (Leadership, Construction, Warfare, Technology) cannot be
// followed by an order: their player chooses.

import { PLANETS_BY_ID } from '../content/index.ts';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import type { GameState, Seat } from '../state.ts';
import { exhaustedPlaces } from './card-helpers.ts';
import { DIPLOMACY_READY } from './diplomacy.ts';

export const FOLLOW_ORDER_CARDS: readonly StrategyCardId[] = ['diplomacy', 'trade', 'politics', 'imperial'];

const worth = (id: string) => {
  const p = PLANETS_BY_ID.get(id);
  return p ? p.resources + p.influence : 0;
};

/** The choices to follow `card`'s secondary with, or null when an order should not (then: ask). */
export function standingFollowChoice(state: GameState, seat: Seat, card: StrategyCardId): unknown {
  if (card === 'diplomacy') {
    const best = exhaustedPlaces(state, seat)
      .sort((a, b) => worth(b) - worth(a) || a.localeCompare(b))
      .slice(0, DIPLOMACY_READY);
    return best.length > 0 ? { ready: best } : null; // nothing to ready: following would only cost a token
  }
  return FOLLOW_ORDER_CARDS.includes(card) ? {} : null;
}
