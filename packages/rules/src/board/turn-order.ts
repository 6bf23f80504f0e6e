// Who picks and who acts, in what order.

import { STRATEGY_CARD_IDS, STRATEGY_CARDS } from '../content/strategy-cards.ts';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import type { GameState, Seat } from '../state/state.ts';

/** Faction whose 0 token gives initiative 0 (LRR 81.? / Naalu faction ability "Telepathic"). */
export const NAALU = 'naalu-collective';

/** SPEC 2.1: 3–4 players pick two cards each, 5–8 pick one. */
export function cardsPerPlayer(playerCount: number): number {
  return playerCount <= 4 ? 2 : 1;
}

/** Clockwise from the speaker; a second full lap from the speaker for 3–4 players (LRR 82.2). */
export function draftOrder(playerCount: number, speaker: Seat): Seat[] {
  const lap = Array.from({ length: playerCount }, (_, i) => (speaker + i) % playerCount);
  return cardsPerPlayer(playerCount) === 2 ? [...lap, ...lap] : lap;
}

export function cardsHeldBy(state: Pick<GameState, 'cards'>, seat: Seat): StrategyCardId[] {
  return STRATEGY_CARD_IDS.filter((id) => state.cards[id].holder === seat);
}

/**
 * LRR 48: a player's initiative is the lowest initiative among their cards; the Naalu 0 token makes it 0
 * (Telepathic), for whoever holds it this round (Gift of Prescience: `zeroToken`).
 */
export function initiativeOf(state: Pick<GameState, 'cards' | 'players' | 'zeroToken'>, seat: Seat): number {
  const zero = state.zeroToken ?? null;
  if (zero === seat) return 0;
  if (zero === null && state.players[seat]?.faction === NAALU) return 0;
  // A loop over the eight cards, no arrays: this runs for every seat of every projection and turn change.
  let best = 9;
  for (const card of STRATEGY_CARDS)
    if (card.initiative < best && state.cards[card.id].holder === seat) best = card.initiative;
  return best;
}

/** Seats sorted by initiative, lowest first; ties cannot happen once every player holds a card. */
export function initiativeOrder(state: Pick<GameState, 'cards' | 'players' | 'zeroToken'>): Seat[] {
  // Each seat's initiative once, then an insertion sort by (initiative, seat): at most eight seats.
  const seats: Seat[] = [];
  const initiative: number[] = [];
  for (const p of state.players) {
    const seat = p.seat;
    const mine = initiativeOf(state, seat);
    let i = seats.length;
    while (i > 0) {
      const before = initiative[i - 1] as number;
      if (before < mine || (before === mine && (seats[i - 1] as Seat) <= seat)) break;
      seats[i] = seats[i - 1] as Seat;
      initiative[i] = before;
      i--;
    }
    seats[i] = seat;
    initiative[i] = mine;
  }
  return seats;
}

/** The next player after `seat` in initiative order who has not passed, or null when all have. */
export function nextActive(state: GameState, seat: Seat): Seat | null {
  const order = initiativeOrder(state);
  const at = order.indexOf(seat);
  for (let i = 1; i <= order.length; i++) {
    const candidate = order[(at + i) % order.length] as Seat;
    if (!state.players[candidate]?.passed) return candidate;
  }
  return null;
}

/** Every other player, starting to the left of `seat` and going clockwise. */
export function clockwiseFrom(playerCount: number, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < playerCount - 1; i++) out.push((seat + 1 + i) % playerCount);
  return out;
}
