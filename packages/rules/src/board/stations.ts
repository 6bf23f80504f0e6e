// Space stations (Thunder's Edge; shared/rules/003, notes 1–9). Planet-like for spending (payment.ts
// accepts station ids) and readying, never planets for structures, ground forces or objectives.
// Control goes to the only player with units in the system; each station raises its controller's commodity value by one; station
// owners may trade with each other without being neighbours (rules/economy/transactions.ts); a station may be
// exhausted at any time to turn all of one's commodities into trade goods.

import { commodityValue } from './commodities.ts';
import { STATIONS_BY_ID, SYSTEMS_BY_ID } from '../content/index.ts';
import type { GameEvent } from '../state/events.ts';
import { planetName, unitOwners, type BoardView } from './forces.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

/** Ids of the space stations this player controls. */
export function stationsOf(state: BoardView, seat: Seat): string[] {
  return Object.entries(state.galaxy.stations)
    .filter(([, s]) => s.controller === seat)
    .map(([id]) => id);
}

/** The faction's commodity value plus one per space station controlled (note 6); lives in commodities.ts. */
export { commodityValue };

/** Returns commodities above the commodity value to the supply (note 6.2). */
function trimCommodities(state: GameState, seat: Seat, events: GameEvent[]): GameState {
  const p = state.players[seat];
  const value = commodityValue(state, seat);
  if (!p || p.commodities <= value) return state;
  events.push({
    type: 'note',
    seat,
    text: `${p.name}'s commodity value falls to ${value}: ${p.commodities - value} ${p.commodities - value === 1 ? 'commodity goes' : 'commodities go'} back to the supply.`,
  });
  return updatePlayer(state, seat, (x) => ({ ...x, commodities: value }));
}

/**
 * Station control after units changed in a system (note 2): a player who is the only one with units
 * there (ships in space, ground forces or structures on its planets) takes every station in it. With no
 * units, or units of two or more players (a combat still to be resolved at the table, or ground forces
 * still holding a planet), control stays as it is (notes 2.1, 2.2). A player who loses a station
 * returns commodities above their new commodity value at once (note 6.2).
 */
export function stationControlChanges(
  state: GameState,
  systemId: string,
): { state: GameState; events: GameEvent[] } {
  const stations = SYSTEMS_BY_ID.get(systemId)?.stations ?? [];
  const owners = unitOwners(state, systemId);
  const events: GameEvent[] = [];
  if (stations.length === 0 || owners.length !== 1) return { state, events };
  const owner = owners[0] as Seat;
  let next = state;
  const losers = new Set<Seat>();
  for (const st of stations) {
    const current = next.galaxy.stations[st.id];
    if (!current || current.controller === owner) continue;
    if (current.controller !== null) losers.add(current.controller);
    next = {
      ...next,
      galaxy: {
        ...next.galaxy,
        stations: { ...next.galaxy.stations, [st.id]: { ...current, controller: owner } },
      },
    };
    events.push({
      type: 'note',
      seat: owner,
      text: `${nameOf(next, owner)} takes control of ${st.name}${current.controller === null ? '' : ` from ${nameOf(next, current.controller)}`}.`,
    });
  }
  for (const loser of losers) next = trimCommodities(next, loser, events);
  return { state: next, events };
}

/** The same, for callers that only need the state (table edits after moving units). */
export function updateStationControl(state: GameState, systemId: string): GameState {
  return stationControlChanges(state, systemId).state;
}

/** Readies every space station (status phase, like planets; note 3). */
export function readyAllStations(state: GameState): GameState {
  const stations = Object.fromEntries(
    Object.entries(state.galaxy.stations).map(([id, s]) => [
      id,
      s.exhausted ? { ...s, exhausted: false } : s,
    ]),
  );
  return { ...state, galaxy: { ...state.galaxy, stations } };
}

/** Note 8: exhaust a station at any time to turn all of one's commodities into trade goods (not "gained"). */
export function convertCommodities(state: GameState, seat: Seat, stationId: string): Outcome {
  if (state.phase === 'setup') return fail('intent/wrong-phase', 'The game has not started yet.');
  const station = state.galaxy.stations[stationId];
  const name = STATIONS_BY_ID.get(stationId)?.name ?? stationId;
  if (!station) return fail('rule/illegal-choice', `${name} is not a space station on the board.`);
  if (station.controller !== seat) return fail('rule/not-controlled', `You do not control ${name}.`);
  if (station.exhausted) return fail('rule/illegal-choice', `${name} is already exhausted.`);
  const p = state.players[seat];
  if (!p || p.commodities === 0) {
    return fail('rule/illegal-choice', 'You have no commodities to convert.');
  }
  const n = p.commodities;
  let next = updatePlayer(state, seat, (x) => ({ ...x, commodities: 0, tradeGoods: x.tradeGoods + n }));
  next = {
    ...next,
    galaxy: {
      ...next.galaxy,
      stations: { ...next.galaxy.stations, [stationId]: { ...station, exhausted: true } },
    },
  };
  return applied(next, [
    {
      type: 'note',
      seat,
      text: `${p.name} exhausts ${name} to convert ${n} ${n === 1 ? 'commodity' : 'commodities'} into trade goods.`,
    },
  ]);
}

/** Station names for messages. */
export function stationName(id: string): string {
  return planetName(id);
}
