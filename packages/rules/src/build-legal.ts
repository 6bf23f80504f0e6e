// The intents of production, construction and space stations that a seat may send now, as examples
// for the UI, bots and fuzzing (legal.ts adds them to the rest).

import type { Intent } from './intents.ts';
import { exampleOrder } from './production.ts';
import type { GameState, Goods, Seat } from './state.ts';
import { stationsOf, stationTradeBlocked } from './stations.ts';

const zero = (): Goods => ({ tradeGoods: 0, commodities: 0 });

function hasGoods(state: GameState, seat: Seat, g: Goods): boolean {
  const p = state.players[seat];
  return !!p && p.tradeGoods >= g.tradeGoods && p.commodities >= g.commodities;
}

function stationIntents(state: GameState, seat: Seat): Intent[] {
  const out: Intent[] = [];
  const p = state.players[seat];
  if (!p) return out;
  if (p.commodities > 0) {
    for (const id of stationsOf(state, seat)) {
      if (!state.galaxy.stations[id]?.exhausted) out.push({ type: 'convert-commodities', station: id });
    }
  }
  for (const o of state.stationTrades.offers) {
    if (o.to === seat) {
      if (
        !stationTradeBlocked(state, o.from, seat) &&
        hasGoods(state, o.from, o.give) &&
        hasGoods(state, seat, o.get)
      ) {
        out.push({ type: 'station-trade', action: 'accept', with: o.from, give: zero(), get: zero() });
      }
      out.push({ type: 'station-trade', action: 'decline', with: o.from, give: zero(), get: zero() });
    }
    if (o.from === seat)
      out.push({ type: 'station-trade', action: 'withdraw', with: o.to, give: zero(), get: zero() });
  }
  if (p.tradeGoods > 0) {
    for (const q of state.players) {
      if (q.seat === seat || stationTradeBlocked(state, seat, q.seat)) continue;
      if (state.stationTrades.offers.some((o) => o.from === q.seat && o.to === seat)) continue;
      out.push({
        type: 'station-trade',
        action: 'offer',
        with: q.seat,
        give: { tradeGoods: 1, commodities: 0 },
        get: zero(),
      });
    }
  }
  return out;
}

function productionIntents(state: GameState, seat: Seat): Intent[] {
  const t = state.tactical;
  if (state.phase !== 'action' || state.active !== seat || state.strategic || !t) return [];
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
  return [...productionIntents(state, seat), ...cancelIntents(state, seat), ...stationIntents(state, seat)];
}
