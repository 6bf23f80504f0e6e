// Space stations (shared/rules/003, notes 1–9): a row per note.

import { describe, expect, it } from 'vitest';
import {
  HACAN,
  MUAAT,
  must,
  refused,
  run,
  SAAR,
  setPlanet,
  setPlanetUnits,
  setSpace,
  SOL,
  table,
  withTile,
  withTradeGoods,
} from '../../test-support/build-fixtures.ts';
import { endTurn } from '../rules/action-phase.ts';
import { createGame } from '../rules/setup.ts';
import { scoringContext } from './scoring.ts';
import { pay, spendable } from './payment.ts';
import type { GameState, Seat } from '../state/state.ts';
import { commodityValue, stationControlChanges, updateStationControl } from './stations.ts';
import { setupFor } from '../../test-support/test-helpers.ts';
import { legalIntents } from '../engine/legal.ts';
import type { Intent } from '../wire/intents.ts';

const OLUZ = 'oluz-station';
const controller = (s: GameState, id = OLUZ) => s.galaxy.stations[id]?.controller ?? null;

/** Tile 111 (Tarana and Oluz Station 2/2) on the board. */
const board = () => withTile(table(), '111');

function owned(state: GameState, seat: Seat, id = OLUZ): GameState {
  return {
    ...state,
    galaxy: {
      ...state.galaxy,
      stations: { ...state.galaxy.stations, [id]: { controller: seat, exhausted: false } },
    },
  };
}

function withCommodities(state: GameState, seat: Seat, commodities: number): GameState {
  return { ...state, players: state.players.map((p) => (p.seat === seat ? { ...p, commodities } : p)) };
}

describe('note 2: the only player with units in the system controls its stations', () => {
  it('the only player with ships in the system takes control', () => {
    const s = updateStationControl(setSpace(board(), '111', SOL, { destroyer: 1 }), '111');
    expect(controller(s)).toBe(SOL);
  });

  const onPlanet = (s: GameState, planet: string, seat: Seat, units: Record<string, number>) =>
    setPlanetUnits(setPlanet(s, planet, { controller: seat }), planet, seat, units);

  it('ground forces alone on the system’s planet take it (Hacan infantry on Bellatrix: Tsion Station)', () => {
    const s = onPlanet(withTile(table(), '109'), 'bellatrix', HACAN, { infantry: 2 });
    expect(controller(updateStationControl(s, '109'), 'tsion-station')).toBe(HACAN);
  });

  it('ships arriving do not take it while the holder’s ground forces are still there (2.1)', () => {
    let s = onPlanet(withTile(table(), '109'), 'bellatrix', HACAN, { infantry: 2 });
    s = updateStationControl(s, '109');
    s = updateStationControl(setSpace(s, '109', SOL, { destroyer: 1 }), '109');
    expect(controller(s, 'tsion-station')).toBe(HACAN);
  });

  it('a structure is a unit too: placing a PDS alone in the system takes it', () => {
    const s = onPlanet(withTile(table(), '109'), 'bellatrix', SOL, { pds: 1 });
    expect(controller(updateStationControl(s, '109'), 'tsion-station')).toBe(SOL);
  });

  it('the move table edit that lands infantry alone in the system takes it, in the log', () => {
    let s = withTile(table(), '109');
    s = setPlanet(s, 'bellatrix', { controller: HACAN });
    s = setSpace(s, '109', HACAN, { carrier: 1, infantry: 2 });
    s = { ...s, active: HACAN, tactical: { system: '109' } };
    const out = run(s, HACAN, {
      type: 'table-edit',
      edit: {
        kind: 'move-units',
        from: { system: '109' },
        to: { planet: 'bellatrix' },
        units: { infantry: 2 },
      },
    } as Intent);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(controller(out.state, 'tsion-station')).toBe(HACAN);
  });

  it('kept after the controller’s ships leave, until another player moves in (2.2)', () => {
    let s = updateStationControl(setSpace(board(), '111', SOL, { destroyer: 1 }), '111');
    s = updateStationControl(setSpace(s, '111', SOL, {}), '111');
    expect(controller(s)).toBe(SOL);
    s = updateStationControl(setSpace(s, '111', HACAN, { cruiser: 1 }), '111');
    expect(controller(s)).toBe(HACAN);
  });

  it('a contested system keeps its controller until the edit that resolves it (2.1)', () => {
    let s = updateStationControl(setSpace(board(), '111', SOL, { destroyer: 1 }), '111');
    s = updateStationControl(setSpace(s, '111', HACAN, { cruiser: 1 }), '111');
    expect(controller(s)).toBe(SOL);
    s = updateStationControl(setSpace(s, '111', SOL, {}), '111');
    expect(controller(s)).toBe(HACAN);
  });

  it('producing ships in a station’s system takes control at once', () => {
    let s = withTile(table(), '111');
    s = {
      ...s,
      galaxy: {
        ...s.galaxy,
        planets: {
          ...s.galaxy.planets,
          tarana: { controller: SOL, exhausted: false, attachments: [], units: { '0': { 'space-dock': 1 } } },
        },
      },
    };
    s = withTradeGoods({ ...s, active: SOL, tactical: { system: '111' } }, SOL, 3);
    s = must(s, SOL, {
      type: 'produce',
      units: [{ unit: 'fighter', count: 2, place: 'space' }],
      pull: [],
      payment: { planets: [], tradeGoods: 1 },
    });
    expect(controller(s)).toBe(SOL);
  });
});

describe('note 3: exhausted for resources or influence like a planet', () => {
  it('pays resources and influence, and counts in what a player can spend', () => {
    const s = owned(board(), SOL);
    expect(spendable(s, SOL, 'resources')).toBe(spendable(board(), SOL, 'resources') + 2);
    const paid = pay(s, SOL, { planets: [OLUZ], tradeGoods: 0 }, 'influence');
    expect('amount' in paid && paid.amount).toBe(2);
    expect('state' in paid && paid.state.galaxy.stations[OLUZ]?.exhausted).toBe(true);
  });

  it('pays for production', () => {
    let s = owned(withTradeGoods(table(), SOL, 0), SOL);
    s = withTile(s, '111');
    s = owned(s, SOL);
    s = { ...s, active: SOL, tactical: { system: '1' } };
    const out = must(s, SOL, {
      type: 'produce',
      units: [{ unit: 'cruiser', count: 1, place: 'space' }],
      pull: [],
      payment: { planets: [OLUZ], tradeGoods: 0 },
    });
    expect(out.galaxy.stations[OLUZ]?.exhausted).toBe(true);
  });
});

describe('note 4: no structures or ground forces on a station', () => {
  it('Construction refuses a station', () => {
    let s = owned(withTile(table({ card: 'construction', holder: SOL }), '111'), SOL);
    s = must(s, SOL, { type: 'strategic-action', card: 'construction' });
    const r = refused(s, SOL, {
      type: 'resolve-primary',
      choices: { placements: [{ structure: 'space-dock', planet: OLUZ }] },
    });
    expect(r.message).toContain('space station');
  });
});

describe('note 5: not a planet for objectives', () => {
  it('a station is never among the planets an objective counts', () => {
    const s = owned(board(), SOL);
    const ctx = scoringContext(s, SOL);
    expect(ctx.planets.map((p) => p.data.id)).not.toContain(OLUZ);
  });
});

describe('note 6: +1 commodity value per station', () => {
  it('Sol (4) with one station has 5', () => {
    expect(commodityValue(board(), SOL)).toBe(4);
    expect(commodityValue(owned(board(), SOL), SOL)).toBe(5);
  });

  it('losing the station returns commodities above the new value at once (6.2)', () => {
    let s = withCommodities(owned(board(), SOL), SOL, 5);
    s = setSpace(s, '111', HACAN, { cruiser: 1 });
    const out = stationControlChanges(s, '111');
    expect(out.state.players[SOL]?.commodities).toBe(4);
    expect(out.events.some((e) => e.type === 'note' && e.text.includes('back to the supply'))).toBe(true);
  });
});

describe('note 7: station owners trade without being neighbours', () => {
  /** Sol (active) owns Oluz, Saar owns the Watchtower (tile 117); Sol has 3 trade goods, Saar 2 commodities. */
  function traders(): GameState {
    let s = withTile(withTile(table(), '111'), '117');
    s = owned(owned(s, SOL), SAAR, 'the-watchtower');
    s = withTradeGoods(s, SOL, 3);
    return withCommodities(s, SAAR, 2);
  }
  const offer = (withSeat: Seat, give: object, get: object): Intent =>
    ({ type: 'station-trade', action: 'offer', with: withSeat, give, get }) as Intent;
  const answer = (action: 'accept' | 'decline' | 'withdraw', withSeat: Seat): Intent =>
    ({ type: 'station-trade', action, with: withSeat }) as Intent;

  it('an accepted offer moves the goods; commodities received become trade goods', () => {
    let s = must(traders(), SOL, offer(SAAR, { tradeGoods: 2 }, { commodities: 2 }));
    expect(s.stationTrades.offers).toHaveLength(1);
    s = must(s, SAAR, answer('accept', SOL));
    expect(s.players[SOL]?.tradeGoods).toBe(3 - 2 + 2);
    expect(s.players[SAAR]?.tradeGoods).toBe(2);
    expect(s.players[SAAR]?.commodities).toBe(0);
  });

  it('one transaction per pair per turn; a new turn allows another', () => {
    let s = must(traders(), SOL, offer(SAAR, { tradeGoods: 1 }, {}));
    s = must(s, SAAR, answer('accept', SOL));
    expect(refused(s, SOL, offer(SAAR, { tradeGoods: 1 }, {})).code).toBe('rule/limit-reached');
    const next = endTurn(s, SOL, []);
    expect(next.ok && next.state.stationTrades).toEqual({ offers: [], done: [] });
  });

  it('both need a station (else they trade only as neighbours)', () => {
    const r = refused(traders(), SOL, offer(MUAAT, { tradeGoods: 1 }, {}));
    expect(r.message).toContain('are not neighbours');
  });

  it('one of the two is the active player (LRR 94)', () => {
    const s = owned(traders(), MUAAT, 'tsion-station');
    expect(refused(s, SAAR, offer(MUAAT, { commodities: 1 }, {})).code).toBe('intent/not-your-turn');
  });

  it('an offer can be declined or withdrawn, and cannot give what one does not have', () => {
    let s = must(traders(), SOL, offer(SAAR, { tradeGoods: 1 }, {}));
    s = must(s, SAAR, answer('decline', SOL));
    expect(s.stationTrades.offers).toEqual([]);
    s = must(s, SOL, offer(SAAR, { tradeGoods: 1 }, {}));
    s = must(s, SOL, answer('withdraw', SAAR));
    expect(s.stationTrades.offers).toEqual([]);
    expect(refused(s, SOL, offer(SAAR, { tradeGoods: 9 }, {})).code).toBe('rule/cannot-afford');
  });

  it('legalIntents offers the answer to an offer', () => {
    const s = must(traders(), SOL, offer(SAAR, { tradeGoods: 1 }, {}));
    const actions = legalIntents(s, { kind: 'seat', seat: SAAR }).filter((i) => i.type === 'transaction');
    expect(actions.map((i) => (i as { action: string }).action)).toEqual(['accept', 'decline']);
  });
});

describe('note 8: exhaust a station at any time to convert commodities', () => {
  it('all commodities become trade goods and the station is exhausted', () => {
    const s = must(withCommodities(owned(board(), SOL), SOL, 3), SOL, {
      type: 'convert-commodities',
      station: OLUZ,
    });
    expect(s.players[SOL]?.commodities).toBe(0);
    expect(s.players[SOL]?.tradeGoods).toBe(3);
    expect(s.galaxy.stations[OLUZ]?.exhausted).toBe(true);
  });

  it('even when it is not the player’s turn (no action spent)', () => {
    const s = withCommodities(owned(board(), HACAN), HACAN, 2);
    expect(run(s, HACAN, { type: 'convert-commodities', station: OLUZ }).ok).toBe(true);
  });

  it.each([
    [
      'a station one does not control',
      (s: GameState) => withCommodities(owned(s, HACAN), SOL, 2),
      'do not control',
    ],
    [
      'an exhausted station',
      (s: GameState) =>
        withCommodities(
          {
            ...owned(s, SOL),
            galaxy: {
              ...s.galaxy,
              stations: { ...s.galaxy.stations, [OLUZ]: { controller: SOL, exhausted: true } },
            },
          },
          SOL,
          2,
        ),
      'already exhausted',
    ],
    ['no commodities', (s: GameState) => owned(s, SOL), 'no commodities'],
  ])('refuses %s', (_name, prepare, message) => {
    expect(refused(prepare(board()), SOL, { type: 'convert-commodities', station: OLUZ }).message).toContain(
      message,
    );
  });
});

describe('note 9: a station tile without planets gets a frontier token at setup', () => {
  it('tile 117 (the Watchtower, no planets) has a frontier token; 111 (with Tarana) does not', () => {
    // A 3-player map string: ring 1 (6 tiles), ring 2 (12) and ring 3 (18, homes at 0-based 0, 6 and 12).
    const ring1 = ['117', '111', '19', '20', '21', '22'];
    const ring2 = ['23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34'];
    let next = 35;
    const ring3 = Array.from({ length: 18 }, (_, i) => (i % 6 === 0 ? '0' : String(next++)));
    const setup = { ...setupFor(3), mapString: [...ring1, ...ring2, ...ring3].join(' ') };
    const out = createGame(setup, 'frontier');
    if (!out.ok) throw new Error(out.message);
    const frontier = (id: string) => out.state.galaxy.systems.find((s) => s.systemId === id)?.frontier;
    expect(frontier('117')).toBe(true);
    expect(frontier('111')).toBe(false);
    expect(out.state.galaxy.stations['the-watchtower']).toEqual({ controller: null, exhausted: false });
  });
});
