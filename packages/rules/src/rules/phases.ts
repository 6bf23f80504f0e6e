// Phase transitions shared by the strategy and action phases.

import { commodityValue } from '../board/commodities.ts';
import { factionHas } from '../content/factions.ts';
import type { GameEvent } from '../state/events.ts';
import type { GameState, Seat } from '../state/state.ts';
import { draftOrder, initiativeOrder } from '../board/turn-order.ts';
import { updatePlayer } from '../state/update.ts';
import { afterReplenish } from './notes/trade-agreement.ts';
import { returnPrescience } from '../board/notes-hand.ts';

export function beginStrategyPhase(
  state: GameState,
  speaker: Seat,
): { state: GameState; events: GameEvent[] } {
  const next: GameState = {
    ...state,
    phase: 'strategy',
    speaker,
    active: null,
    strategic: null,
    // Political Stability: a player who kept their cards does not choose this time.
    draft: {
      order: draftOrder(state.players.length, speaker).filter((s) => !(state.keepCards ?? []).includes(s)),
      index: 0,
    },
    keepCards: [],
  };
  return atStrategyPhaseStart(next);
}

/**
 * Abilities that trigger at the start of the strategy phase: the Council Keleres replenish their
 * commodities, then gain 1 trade good (Council Patronage).
 */
function atStrategyPhaseStart(state: GameState): { state: GameState; events: GameEvent[] } {
  let next = state;
  const events: GameEvent[] = [];
  for (const p of state.players) {
    if (!factionHas(p.faction, 'keleres-patronage')) continue;
    const value = commodityValue(next, p.seat);
    next = updatePlayer(next, p.seat, (x) => ({ ...x, commodities: value, tradeGoods: x.tradeGoods + 1 }));
    events.push({
      type: 'note',
      seat: p.seat,
      text: `${p.name} replenishes commodities to ${value} and gains 1 trade good (Council Patronage).`,
    });
    next = afterReplenish(next, p.seat, events);
  }
  return { state: next, events };
}

/** The round is over (status phase, or agenda phase when it is on): the next round's strategy phase. */
export function beginNextRound(state: GameState): { state: GameState; events: GameEvent[] } {
  const next: GameState = {
    ...state,
    status: null,
    agenda: null,
    round: state.round + 1,
    players: state.players.map((p) => ({ ...p, passed: false })),
    // Gift of Prescience goes back to the Naalu at the end of the status phase.
    zeroToken: null,
  };
  const returned = returnPrescience(next);
  const begun = beginStrategyPhase(returned, returned.speaker);
  return {
    state: begun.state,
    events: [
      { type: 'round-started', round: begun.state.round, speaker: begun.state.speaker },
      ...begun.events,
    ],
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
