// The intents of production, construction and space stations that a seat may send now, as examples
// for the UI, bots and fuzzing (legal.ts adds them to the rest).

import type { Intent } from '../wire/intents.ts';
import { exampleOrder } from '../rules/production.ts';
import type { GameState, Seat } from '../state/state.ts';
import { transactionIntents } from '../rules/economy/transactions.ts';
import { stationsOf } from '../board/stations.ts';
import { abilityProductionIntents } from './rule-set.ts';

function stationIntents(state: GameState, seat: Seat): Intent[] {
  const out: Intent[] = [];
  const p = state.players[seat];
  if (!p) return out;
  if (p.commodities > 0) {
    for (const id of stationsOf(state, seat)) {
      if (!state.galaxy.stations[id]?.exhausted) out.push({ type: 'convert-commodities', station: id });
    }
  }
  out.push(...transactionIntents(state, seat));
  return out;
}

function productionIntents(state: GameState, seat: Seat): Intent[] {
  const t = state.tactical;
  // With a strategic action under way, `tactical` is Thunder's Edge Warfare's (rules/cards/warfare-te.ts).
  if (state.phase !== 'action' || state.active !== seat || !t) return [];
  const done = state.construction.producedIn;
  if (done && done.round === state.round && done.seat === seat && done.system === t.system) return [];
  const order = exampleOrder(state, seat, { system: t.system });
  return order ? [{ type: 'produce', ...order }] : [];
}

function cancelIntents(state: GameState, seat: Seat): Intent[] {
  if (state.phase !== 'action' || state.active !== seat || state.strategic) return [];
  return state.construction.items
    .filter((i) => i.seat === seat)
    .map((i) => ({ type: 'cancel-construction', id: i.id }));
}

/** Production, cancelling construction and space-station intents open to this seat now. */
export function buildIntents(state: GameState, seat: Seat): Intent[] {
  if (state.phase === 'setup' || state.phase === 'ended') return [];
  return [
    ...productionIntents(state, seat),
    ...abilityProductionIntents(state, seat),
    ...cancelIntents(state, seat),
    ...stationIntents(state, seat),
  ];
}
