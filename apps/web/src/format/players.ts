// A player as the web shows them: their name (or seat), commodity value and reinforcements.

import { commodityValue, reinforcementTokens, type GameView } from '@initiative/rules';

/** The player's name, or "Seat 3" when the view names nobody there. */
export function playerName(view: GameView, seat: number): string {
  return view.players[seat]?.name ?? `Seat ${seat + 1}`;
}

/** The faction's commodity value + 1 per space station the player controls (003 note 6). */
export function commodityValueOf(view: GameView, seat: number): number {
  return commodityValue(view, seat);
}

/** Command tokens in reinforcements: the 16 less those on sheets and on the board (LRR 20). */
export function reinforcementsOf(view: GameView, seat: number): number {
  return reinforcementTokens(view, seat);
}
