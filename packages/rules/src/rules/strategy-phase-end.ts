// The end of the strategy phase (LRR 83): once every pick is made the action phase starts, unless an
// owner of Quantum Datahub Node may still swap a card first (abilities/datahub.ts takes the answer).

import { STRATEGY_CARD_IDS, type StrategyCardId } from '../content/strategy-cards.ts';
import type { GameEvent } from '../state/events.ts';
import { startActionPhase } from './phases.ts';
import type { GameState, Seat } from '../state/state.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';

export const QUANTUM_DATAHUB_NODE = 'quantum-datahub-node';
/** The trade goods the owner gives the other player. */
export const DATAHUB_TRADE_GOODS = 3;

export const cardsOf = (state: GameState, seat: Seat): StrategyCardId[] =>
  STRATEGY_CARD_IDS.filter((id) => state.cards[id].holder === seat);

/** Whether `seat` could use the technology now: it is theirs, with a strategy-pool token, 3 trade goods and a card. */
function canSwap(state: GameState, seat: Seat): boolean {
  const p = state.players[seat];
  if (!hasTechAbility(p, QUANTUM_DATAHUB_NODE)) return false;
  if (p.pools.strategy < 1 || p.tradeGoods < DATAHUB_TRADE_GOODS || cardsOf(state, seat).length === 0)
    return false;
  return state.players.some((q) => q.seat !== seat && cardsOf(state, q.seat).length > 0);
}

/**
 * At the end of the strategy phase (every pick made): the draft left open for the first owner, in
 * picking order, who could use Quantum Datahub Node and has not answered; else the action phase starts.
 */
export function endStrategyPhase(
  state: GameState,
  answered: readonly Seat[] = [],
): { state: GameState; events: GameEvent[] } {
  const draft = state.draft;
  const owner = draft
    ? [...new Set(draft.order)].find((seat) => !answered.includes(seat) && canSwap(state, seat))
    : undefined;
  if (draft && owner !== undefined)
    return {
      state: { ...state, draft: { ...draft, datahub: owner, datahubAnswered: answered } },
      events: [],
    };
  return startActionPhase({ ...state, draft: null });
}
