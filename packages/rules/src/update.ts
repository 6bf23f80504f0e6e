// Small immutable-update helpers: the engine never mutates a state it was given.

import type { StrategyCardId } from './content/strategy-cards.ts';
import type { GameState, PlayerState, Seat, StrategyCardState } from './state.ts';

export function updatePlayer(
  state: GameState,
  seat: Seat,
  change: (p: PlayerState) => PlayerState,
): GameState {
  return { ...state, players: state.players.map((p) => (p.seat === seat ? change(p) : p)) };
}

export function updateCard(
  state: GameState,
  card: StrategyCardId,
  change: (c: StrategyCardState) => StrategyCardState,
): GameState {
  return { ...state, cards: { ...state.cards, [card]: change(state.cards[card]) } };
}

export function playerAt(state: GameState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new RangeError(`No player at seat ${seat}`);
  return p;
}
