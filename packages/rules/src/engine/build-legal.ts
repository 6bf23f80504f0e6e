// The intents of production, construction and space stations that a seat may send now, as examples
// for the UI, bots and fuzzing (legal.ts adds them to the rest).

import type { Intent } from '../wire/intents.ts';
import { exampleOrder } from '../rules/production.ts';
import type { GameState, Seat } from '../state/state.ts';
import { transactionIntents } from '../rules/economy/transactions.ts';
import { stationsOf } from '../board/stations.ts';
import { dirzugaExample } from '../abilities/dirzuga-rophal.ts';
import {
  agentTargets,
  PRODUCTION_AGENTS,
  type ProductionAgent,
} from '../builtin-abilities/production-agents.ts';
import { agencySupplyExample } from '../abilities/agency-supply.ts';
import { integratedEconomyExample } from '../abilities/integrated-economy.ts';

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
  const dirzuga = dirzugaExample(state, seat);
  const agency = agencySupplyExample(state, seat);
  const economy = integratedEconomyExample(state, seat);
  return [
    ...productionIntents(state, seat),
    ...(dirzuga ? [dirzuga] : []),
    ...(Object.keys(PRODUCTION_AGENTS) as ProductionAgent[]).flatMap((agent) =>
      agentTargets(state, seat, agent).map((to): Intent => ({ type: agent, to })),
    ),
    ...(agency ? [agency] : []),
    ...(economy ? [economy] : []),
    ...cancelIntents(state, seat),
    ...stationIntents(state, seat),
  ];
}
