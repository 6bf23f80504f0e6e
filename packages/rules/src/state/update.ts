// Small immutable-update helpers: the engine never mutates a state it was given.

import type { StrategyCardId } from '../content/strategy-cards.ts';
import {
  canonicalState,
  type GameState,
  type PlayerState,
  type Seat,
  type StrategicActionState,
  type StrategyCardState,
} from './state.ts';

export function updatePlayer(
  state: GameState,
  seat: Seat,
  change: (p: PlayerState) => PlayerState,
): GameState {
  // Players sit at the index of their seat: copy the array once and change that one entry
  // (no closure per player; the replay profile showed this copy on every intent).
  const players = state.players.slice();
  const at = players[seat]?.seat === seat ? seat : players.findIndex((p) => p.seat === seat);
  const player = players[at];
  if (player) players[at] = change(player);
  const next = canonicalState(state);
  next.players = players;
  return next;
}

export function updateCard(
  state: GameState,
  card: StrategyCardId,
  change: (c: StrategyCardState) => StrategyCardState,
): GameState {
  const next = canonicalState(state);
  next.cards = { ...state.cards, [card]: change(state.cards[card]) };
  return next;
}

/** The state with another strategic action (or none), copied through the canonical shape. */
export function withStrategic(state: GameState, strategic: StrategicActionState | null): GameState {
  const next = canonicalState(state);
  next.strategic = strategic;
  return next;
}

export function playerAt(state: GameState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new RangeError(`No player at seat ${seat}`);
  return p;
}
