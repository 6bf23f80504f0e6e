// Space stations (Thunder's Edge; shared/rules/003, notes 1–9). Planet-like for spending (payment.ts
// accepts station ids) and readying, never planets for structures, ground forces or objectives.
// Control goes to the only player with units in the system; each station raises its controller's commodity value by one; station
// owners may trade with each other without being neighbours; a station may be exhausted at any time
// to turn all of one's commodities into trade goods.

import { z } from 'zod';
import { commodityValue } from './commodities.ts';
import { STATIONS_BY_ID, SYSTEMS_BY_ID } from './content/index.ts';
import type { GameEvent } from './events.ts';
import { planetName, unitOwners, type BoardView } from './forces.ts';
import { applied, type Outcome } from './outcome.ts';
import { fail, type RuleError } from './result.ts';
import type { GameState, Goods, Seat, StationTradeOffer } from './state.ts';
import { updatePlayer } from './update.ts';

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

const goodsSchema = z
  .object({
    tradeGoods: z.number().int().min(0).max(100).default(0),
    commodities: z.number().int().min(0).max(100).default(0),
  })
  .strict();

export const stationTradeSchema = z
  .object({
    type: z.literal('station-trade'),
    /** offer: propose to `with`; accept/decline: answer the offer from `with`; withdraw: take back one's offer. */
    action: z.enum(['offer', 'accept', 'decline', 'withdraw']),
    with: z.number().int().min(0).max(7),
    /** What the offering player gives and asks for (offer only). */
    give: goodsSchema.default({ tradeGoods: 0, commodities: 0 }),
    get: goodsSchema.default({ tradeGoods: 0, commodities: 0 }),
  })
  .strict();
export type StationTradeIntent = z.infer<typeof stationTradeSchema>;

export function pairKey(a: Seat, b: Seat): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

function describeGoods(g: Goods): string {
  const parts: string[] = [];
  if (g.tradeGoods > 0) parts.push(`${g.tradeGoods} trade good${g.tradeGoods === 1 ? '' : 's'}`);
  if (g.commodities > 0) parts.push(`${g.commodities} ${g.commodities === 1 ? 'commodity' : 'commodities'}`);
  return parts.length === 0 ? 'nothing' : parts.join(' and ');
}

function hasGoods(state: GameState, seat: Seat, g: Goods): RuleError | null {
  const p = state.players[seat];
  if (!p) return fail('rule/illegal-choice', 'No such player.');
  if (p.tradeGoods < g.tradeGoods || p.commodities < g.commodities) {
    return fail(
      'rule/cannot-afford',
      `${p.name} has ${describeGoods({ tradeGoods: p.tradeGoods, commodities: p.commodities })}, not ${describeGoods(g)}.`,
    );
  }
  return null;
}

/** Why these two players cannot make a station transaction now, or null (note 7, LRR 94). */
export function stationTradeBlocked(state: GameState, a: Seat, b: Seat): RuleError | null {
  if (state.phase !== 'action') {
    return fail('intent/wrong-phase', 'Transactions are made during the action phase.');
  }
  if (a === b || !state.players[b])
    return fail('rule/illegal-choice', 'Choose another player to trade with.');
  if (state.active !== a && state.active !== b) {
    // LRR 94
    return fail(
      'intent/not-your-turn',
      `A transaction involves the active player; it is ${nameOf(state, state.active ?? 0)}'s turn.`,
    );
  }
  for (const s of [a, b]) {
    if (stationsOf(state, s).length === 0) {
      return fail(
        'rule/not-controlled',
        `${nameOf(state, s)} controls no space station: without one, trade only with neighbours (space stations, note 7).`,
      );
    }
  }
  if (state.stationTrades.done.includes(pairKey(a, b))) {
    return fail(
      'rule/limit-reached',
      `${nameOf(state, a)} and ${nameOf(state, b)} have already made their transaction this turn.`,
    );
  }
  return null;
}

function withOffers(
  state: GameState,
  offers: readonly StationTradeOffer[],
  done = state.stationTrades.done,
): GameState {
  return { ...state, stationTrades: { offers, done } };
}

/** Gives goods: commodities a player receives become trade goods (LRR 94). */
function transfer(state: GameState, from: Seat, to: Seat, g: Goods): GameState {
  let next = updatePlayer(state, from, (p) => ({
    ...p,
    tradeGoods: p.tradeGoods - g.tradeGoods,
    commodities: p.commodities - g.commodities,
  }));
  next = updatePlayer(next, to, (p) => ({ ...p, tradeGoods: p.tradeGoods + g.tradeGoods + g.commodities }));
  return next;
}

export function stationTrade(state: GameState, seat: Seat, intent: StationTradeIntent): Outcome {
  const other = intent.with;
  const offers = state.stationTrades.offers;
  switch (intent.action) {
    case 'offer': {
      const blocked = stationTradeBlocked(state, seat, other);
      if (blocked) return blocked;
      if (offers.some((o) => o.from === other && o.to === seat)) {
        return fail('rule/illegal-choice', `${nameOf(state, other)} has made you an offer: answer it first.`);
      }
      const empty = (g: Goods) => g.tradeGoods === 0 && g.commodities === 0;
      if (empty(intent.give) && empty(intent.get)) {
        return fail('rule/illegal-choice', 'An offer needs something to give or to ask for.');
      }
      const missing = hasGoods(state, seat, intent.give);
      if (missing) return missing;
      const offer: StationTradeOffer = { from: seat, to: other, give: intent.give, get: intent.get };
      const rest = offers.filter((o) => !(o.from === seat && o.to === other));
      return applied(withOffers(state, [...rest, offer]), [
        {
          type: 'note',
          seat,
          text: `${nameOf(state, seat)} offers ${nameOf(state, other)} ${describeGoods(intent.give)} for ${describeGoods(intent.get)} (space-station trade).`,
        },
      ]);
    }
    case 'accept': {
      const offer = offers.find((o) => o.from === other && o.to === seat);
      if (!offer) return fail('rule/illegal-choice', `${nameOf(state, other)} has no offer waiting for you.`);
      const blocked = stationTradeBlocked(state, other, seat);
      if (blocked) return blocked;
      const missing = hasGoods(state, other, offer.give) ?? hasGoods(state, seat, offer.get);
      if (missing) return missing;
      let next = transfer(state, other, seat, offer.give);
      next = transfer(next, seat, other, offer.get);
      next = withOffers(
        next,
        offers.filter((o) => o !== offer),
        [...state.stationTrades.done, pairKey(seat, other)],
      );
      return applied(next, [
        {
          type: 'note',
          seat,
          text: `${nameOf(state, seat)} accepts: ${nameOf(state, other)} gives ${describeGoods(offer.give)} and receives ${describeGoods(offer.get)}. Commodities received become trade goods.`,
        },
      ]);
    }
    case 'decline':
    case 'withdraw': {
      const [from, to] = intent.action === 'decline' ? [other, seat] : [seat, other];
      const offer = offers.find((o) => o.from === from && o.to === to);
      if (!offer) {
        return fail(
          'rule/illegal-choice',
          intent.action === 'decline'
            ? `${nameOf(state, other)} has no offer waiting for you.`
            : `You have no offer waiting for ${nameOf(state, other)}.`,
        );
      }
      return applied(
        withOffers(
          state,
          offers.filter((o) => o !== offer),
        ),
        [
          {
            type: 'note',
            seat,
            text:
              intent.action === 'decline'
                ? `${nameOf(state, seat)} declines ${nameOf(state, other)}'s offer.`
                : `${nameOf(state, seat)} withdraws the offer to ${nameOf(state, other)}.`,
          },
        ],
      );
    }
  }
}

/** Station names for messages. */
export function stationName(id: string): string {
  return planetName(id);
}
