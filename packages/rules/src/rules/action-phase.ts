// The action phase (LRR 3): turns in initiative order until everyone has passed.

import { carriedUses } from '../state/turn-windows.ts';
import { STRATEGY_CARDS_BY_ID } from '../content/strategy-cards.ts';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import { canonicalState, type GameState, type Seat } from '../state/state.ts';
import { holdRefusal, onIntent } from '../hooks/mechanisms.ts';
import { beginStatusPhase } from './status-phase.ts';
import { cardsHeldBy, nextActive } from '../board/turn-order.ts';
import { updatePlayer } from '../state/update.ts';
import type { Handlers, IntentOf } from '../state/handlers.ts';

/** Whether `seat` may start an action now (a turn is one action: LRR 3.2). */
export function checkTurn(state: GameState, seat: Seat): RuleError | null {
  if (state.phase !== 'action')
    return fail('intent/wrong-phase', 'That can only be done in the action phase.');
  if (state.strategic)
    return fail('intent/wrong-phase', 'Wait until the current strategic action has been resolved.');
  if (state.active !== seat) {
    const who = state.active === null ? 'nobody' : (state.players[state.active]?.name ?? 'another player');
    return fail('intent/not-your-turn', `Only the active player can do this; it is ${who}'s turn.`);
  }
  if (state.tactical)
    return fail('intent/wrong-phase', 'Your tactical action is under way: end your turn when it is done.');
  const held = holdRefusal(state);
  if (held) return fail('intent/wrong-phase', held);
  return null;
}

export function unexhaustedCards(state: GameState, seat: Seat): StrategyCardId[] {
  return cardsHeldBy(state, seat).filter((id) => !state.cards[id].exhausted);
}

export function pass(state: GameState, seat: Seat, intent: IntentOf<'pass'>): Outcome {
  const wrong = checkTurn(state, seat);
  if (wrong) return wrong;
  const ready = unexhaustedCards(state, seat);
  if (ready.length > 0) {
    const names = ready.map((id) => STRATEGY_CARDS_BY_ID.get(id)?.name ?? id).join(' and ');
    // LRR 3.5: a player cannot pass while holding a strategy card they have not used.
    return fail('rule/cannot-pass', `You cannot pass yet: play the strategic action of ${names} first.`);
  }
  const events: GameEvent[] = [{ type: 'passed', seat }];
  // Abilities at the end of this (last) turn: Predictive Intelligence's arrangement.
  const ending = onIntent('turnEnding', state, seat, intent);
  if ('ok' in ending) return ending;
  const arranged = ending.state;
  events.push(...ending.events);
  const next = updatePlayer(arranged, seat, (p) => ({ ...p, passed: true }));
  return endTurn(next, seat, events);
}

/** Hands the turn to the next player who has not passed, or ends the phase. */
export function endTurn(before: GameState, seat: Seat, events: GameEvent[]): Outcome {
  // A new turn: space-station transactions may be made again (space stations, note 7.2).
  const state = canonicalState(before);
  state.stationTrades = { offers: [], done: [] };
  // "After …" windows opened late in the turn stay open through the next one (turn-windows.ts).
  state.turnUses = carriedUses(before.turnUses);
  const next = nextActive(state, seat);
  if (next !== null) {
    state.active = next;
    return applied(state, [...events, { type: 'turn', seat: next }]);
  }
  const ended = endRound(state);
  return applied(ended.state, [...events, ...ended.events]);
}

/** Every player has passed: the status phase begins (status-phase.ts, LRR 81). */
export function endRound(state: GameState): { state: GameState; events: GameEvent[] } {
  return beginStatusPhase(state);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const actionPhaseHandlers: Handlers<'pass'> = {
  pass: (state, seat, intent) => pass(state, seat, intent),
};
