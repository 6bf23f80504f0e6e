// The action phase (LRR 3): turns in initiative order until everyone has passed.

import { STRATEGY_CARDS_BY_ID } from './content/strategy-cards.ts';
import type { StrategyCardId } from './content/strategy-cards.ts';
import type { GameEvent } from './events.ts';
import { applied, type Outcome } from './outcome.ts';
import { fail } from './result.ts';
import type { GameState, Seat } from './state.ts';
import { beginStrategyPhase } from './phases.ts';
import { cardsHeldBy, nextActive } from './turn-order.ts';
import { updateCard, updatePlayer } from './update.ts';

function checkTurn(state: GameState, seat: Seat): Outcome | null {
  if (state.phase !== 'action')
    return fail('intent/wrong-phase', 'That can only be done in the action phase.');
  if (state.strategic)
    return fail('intent/wrong-phase', 'Wait until the current strategic action has been resolved.');
  if (state.active !== seat) {
    const who = state.active === null ? 'nobody' : (state.players[state.active]?.name ?? 'another player');
    return fail('intent/not-your-turn', `Only the active player can do this; it is ${who}'s turn.`);
  }
  return null;
}

export function unexhaustedCards(state: GameState, seat: Seat): StrategyCardId[] {
  return cardsHeldBy(state, seat).filter((id) => !state.cards[id].exhausted);
}

export function pass(state: GameState, seat: Seat): Outcome {
  const wrong = checkTurn(state, seat);
  if (wrong) return wrong;
  const ready = unexhaustedCards(state, seat);
  if (ready.length > 0) {
    const names = ready.map((id) => STRATEGY_CARDS_BY_ID.get(id)?.name ?? id).join(' and ');
    // LRR 3.5: a player cannot pass while holding a strategy card they have not used.
    return fail('rule/cannot-pass', `You cannot pass yet: play the strategic action of ${names} first.`);
  }
  const next = updatePlayer(state, seat, (p) => ({ ...p, passed: true }));
  return endTurn(next, seat, [{ type: 'passed', seat }]);
}

/** Hands the turn to the next player who has not passed, or ends the phase. */
export function endTurn(before: GameState, seat: Seat, events: GameEvent[]): Outcome {
  // A new turn: space-station transactions may be made again (space stations, note 7.2).
  const state: GameState = { ...before, stationTrades: { offers: [], done: [] } };
  const next = nextActive(state, seat);
  if (next !== null) return applied({ ...state, active: next }, [...events, { type: 'turn', seat: next }]);
  const ended = endRound(state);
  return applied(ended.state, [...events, ...ended.events]);
}

/** Status phase (foundation scope): return strategy cards and start the next round. */
export function endRound(state: GameState): { state: GameState; events: GameEvent[] } {
  let next: GameState = { ...state, phase: 'status', active: null };
  for (const id of Object.keys(next.cards) as StrategyCardId[]) {
    next = updateCard(next, id, (c) => ({ ...c, holder: null, exhausted: false }));
  }
  next = { ...next, round: next.round + 1, players: next.players.map((p) => ({ ...p, passed: false })) };
  next = beginStrategyPhase(next, next.speaker);
  return {
    state: next,
    events: [{ type: 'status-phase' }, { type: 'round-started', round: next.round, speaker: next.speaker }],
  };
}
