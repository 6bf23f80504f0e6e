// Phase transitions shared by the strategy and action phases.

import type { GameEvent } from './events.ts';
import type { GameState, Seat } from './state.ts';
import { draftOrder, initiativeOrder } from './turn-order.ts';

export function beginStrategyPhase(state: GameState, speaker: Seat): GameState {
  return {
    ...state,
    phase: 'strategy',
    speaker,
    active: null,
    strategic: null,
    draft: { order: draftOrder(state.players.length, speaker), index: 0 },
  };
}

export function startActionPhase(state: GameState): { state: GameState; events: GameEvent[] } {
  const order = initiativeOrder(state);
  const next: GameState = {
    ...state,
    phase: 'action',
    active: order[0] ?? null,
    players: state.players.map((p) => ({ ...p, passed: false })),
  };
  return { state: next, events: [{ type: 'action-phase-started', order }] };
}
