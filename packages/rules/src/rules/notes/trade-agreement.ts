// Trade Agreement (every player's promissory note): when its owner replenishes commodities, the player
// holding it receives all of them (commodities received become trade goods, LRR 21) and the note goes
// back to its owner. It resolves itself: holding it through a replenishment and keeping it would gain
// nothing, so nobody is asked.

import { noteKey } from '../../content/promissory-notes.ts';
import { afterReplenished } from '../../hooks/mechanisms.ts';
import type { GameEvent } from '../../state/events.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { updatePlayer } from '../../state/update.ts';
import { holderOf, noteName, returnNote } from '../../board/notes-hand.ts';

const TRADE_AGREEMENT = 'trade-agreement';

/** After `seat` replenished: their Trade Agreement's holder, if any, takes every commodity. */
export function afterReplenish(before: GameState, seat: Seat, events: GameEvent[]): GameState {
  // The Cabal's The Stillness of Stars may answer any replenishment this turn.
  const state = afterReplenished(before, seat);
  const holder = holderOf(state, TRADE_AGREEMENT, seat);
  const commodities = state.players[seat]?.commodities ?? 0;
  if (holder === null || commodities === 0) return state;
  const key = noteKey(TRADE_AGREEMENT, seat);
  let next = updatePlayer(state, seat, (p) => ({ ...p, commodities: 0 }));
  next = updatePlayer(next, holder, (p) => ({ ...p, tradeGoods: p.tradeGoods + commodities }));
  events.push({
    type: 'note',
    seat: holder,
    text: `${state.players[holder]?.name ?? ''} plays ${noteName(state, key)}: ${state.players[seat]?.name ?? ''}'s ${commodities} ${commodities === 1 ? 'commodity becomes a trade good' : 'commodities become trade goods'} of theirs, and the note goes back.`,
  });
  return returnNote(next, holder, key, events);
}
