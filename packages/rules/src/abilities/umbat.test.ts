// Umbat (Muaat agent): up to 2 units costing 4 or less at a war sun or flagship, paid as usual, no
// production limit; the agent exhausted. On the Muaat's own behalf the turn ends (a component action);
// for another player, the turn waits for that player's production (or none), then ends.

import { describe, expect, it } from 'vitest';
import {
  HACAN,
  MUAAT,
  SOL,
  notes,
  refused,
  run,
  setSpace,
  table,
  withTradeGoods,
} from '../../test-support/build-fixtures.ts';
import { applyIntent } from '../engine/engine.ts';
import type { Intent } from '../wire/intents.ts';
import { legalIntents, waitingFor } from '../engine/legal.ts';
import type { GameState } from '../state/state.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';
import { umbatSystems } from './umbat.ts';

const SYSTEM = '18';

/** The Muaat's turn, a war sun of theirs at Mecatol Rex (no production of theirs there), 6 trade goods. */
function muaatTurn(): GameState {
  const s = setSpace(table({ holder: MUAAT }), SYSTEM, MUAAT, { 'war-sun': 1 });
  return withTradeGoods({ ...s, active: MUAAT }, MUAAT, 6);
}

const umbat = (units: { unit: string; count: number }[], system = SYSTEM): Intent =>
  ({
    type: 'component-action',
    ability: {
      id: 'umbat',
      system,
      order: {
        units: units.map((u) => ({ ...u, place: 'space' })),
        pull: [],
        payment: { planets: [], tradeGoods: 6 },
      },
    },
  }) as Intent;

describe('Umbat', () => {
  it('produces 2 cruisers at the war sun, no limit needed; the agent is exhausted and the turn ends', () => {
    const state = muaatTurn();
    expect(
      legalIntents(state, { kind: 'seat', seat: MUAAT }).some(
        (i) => i.type === 'component-action' && i.ability?.id === 'umbat',
      ),
    ).toBe(true);
    const out = run(state, MUAAT, umbat([{ unit: 'cruiser', count: 2 }]));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.galaxy.systems.find((s) => s.systemId === SYSTEM)?.space[String(MUAAT)]?.cruiser).toBe(
      2,
    );
    expect(out.state.players[MUAAT]?.exhaustedCards).toEqual(['umbat']);
    expect(out.state.active).not.toBe(MUAAT);
    expect(notes(out).join('\n')).toContain('takes a component action with Umbat (exhausted).');
  });

  it.each([
    ['3 units', [{ unit: 'cruiser', count: 3 }], SYSTEM, 'Umbat produces up to 2 units; this order has 3.'],
    ['a unit costing more than 4', [{ unit: 'war-sun', count: 1 }], SYSTEM, /costing 4 or less/],
    ['a system without their war sun or flagship', [{ unit: 'cruiser', count: 1 }], '1', /holds neither/],
  ] as const)('refuses %s', (_name, units, system, message) => {
    const r = refused(muaatTurn(), MUAAT, umbat([...units], system));
    if (typeof message === 'string') expect(r.message).toBe(message);
    else expect(r.message).toMatch(message);
  });
});

describe('Umbat for another player', () => {
  /** The Muaat's turn; Sol (not the Muaat) have a flagship at Mecatol Rex and 6 trade goods. */
  function forSol(): GameState {
    const s = setSpace(table({ holder: MUAAT }), SYSTEM, SOL, { flagship: 1 });
    return withTradeGoods({ ...s, active: MUAAT }, SOL, 6);
  }
  const choose = (player: number): Intent => ({
    type: 'component-action',
    ability: { id: 'umbat-for', player },
  });
  const produceFor = (units: { unit: string; count: number }[], tradeGoods = 6): Intent =>
    ({
      type: 'umbat-production',
      system: SYSTEM,
      order: {
        units: units.map((u) => ({ ...u, place: 'space' })),
        pull: [],
        payment: { planets: [], tradeGoods },
      },
    }) as Intent;

  it('is offered for a player with a war sun or flagship; the Muaat’s turn waits for their production', () => {
    const s = forSol();
    const offers = legalIntents(s, { kind: 'seat', seat: MUAAT }).filter(
      (i) => i.type === 'component-action' && i.ability?.id === 'umbat-for',
    );
    expect(offers).toEqual([choose(SOL)]);
    const out = run(s, MUAAT, choose(SOL));
    if (!out.ok) throw new Error(out.message);
    expect(notes(out)).toEqual([
      'P4 takes a component action with Umbat (exhausted): P1 may produce up to 2 units costing 4 or less at a war sun or flagship of theirs.',
    ]);
    expect(out.state.active).toBe(MUAAT);
    expect(out.state.players[MUAAT]?.exhaustedCards).toEqual(['umbat']);
    expect(waitingFor(out.state).seats).toEqual([SOL]);
    expect(legalIntents(out.state, { kind: 'seat', seat: MUAAT })).toEqual([]);
    expect(legalIntents(out.state, { kind: 'seat', seat: SOL }).map((i) => i.type)).toContain(
      'umbat-production',
    );
    expect(refused(out.state, MUAAT, { type: 'pass' } as Intent).message).toMatch(/Your Umbat waits for P1/);
  });

  it('the chosen player produces, pays, and then the Muaat’s turn ends', () => {
    const waiting = run(forSol(), MUAAT, choose(SOL));
    if (!waiting.ok) throw new Error(waiting.message);
    const out = run(waiting.state, SOL, produceFor([{ unit: 'cruiser', count: 2 }], 4));
    if (!out.ok) throw new Error(out.message);
    expect(out.state.galaxy.systems.find((x) => x.systemId === SYSTEM)?.space[String(SOL)]).toEqual({
      flagship: 1,
      cruiser: 2,
    });
    expect(out.state.players[SOL]?.tradeGoods).toBe(2);
    expect(out.state.active).not.toBe(MUAAT);
    expect(out.state.turnUses ?? []).not.toContain(`umbat-for:${SOL}`);
  });

  it('refuses a unit costing more than 4, a player without war sun or flagship, and anyone else answering', () => {
    const waiting = run(forSol(), MUAAT, choose(SOL));
    if (!waiting.ok) throw new Error(waiting.message);
    expect(refused(waiting.state, SOL, produceFor([{ unit: 'war-sun', count: 1 }])).message).toMatch(
      /costing 4 or less/,
    );
    expect(refused(waiting.state, HACAN, { type: 'umbat-production' } as Intent).code).toBe(
      'intent/not-your-turn',
    );
    expect(refused(forSol(), MUAAT, choose(HACAN)).message).toBe(
      'P2 has no war sun or flagship on the board: Umbat would give them nothing to produce with.',
    );
  });

  it('the chosen player may produce nothing, and the host may move on for them', () => {
    const waiting = run(forSol(), MUAAT, choose(SOL));
    if (!waiting.ok) throw new Error(waiting.message);
    const none = run(waiting.state, SOL, { type: 'umbat-production' } as Intent);
    expect(none.ok && notes(none)[0]).toBe('P1 produces nothing with Umbat.');
    expect(none.ok && none.state.active).not.toBe(MUAAT);
    const host = applyIntent(waiting.state, { kind: 'host' }, { type: 'skip-undecided' });
    expect(host.ok && notes(host)[0]).toBe('The host moves on: P1 produces nothing with Umbat.');
  });
});

describe('Umbat offers', () => {
  it('the Muaat are offered Umbat at each war sun or flagship, and for each player who has one', () => {
    const s = setSpace(muaatTurn(), '1', SOL, { flagship: 1 });
    const own = expectOffersApply(s, MUAAT, 'umbat');
    expect(
      own
        .filter((i) => (i.ability as { id: string }).id === 'umbat')
        .map((i) => (i.ability as { system: string }).system),
    ).toEqual(umbatSystems(s, MUAAT));
    expect(umbatSystems(s, MUAAT)).toContain(SYSTEM);
    expect(own.filter((i) => (i.ability as { id: string }).id === 'umbat-for')).toEqual([
      { type: 'component-action', ability: { id: 'umbat-for', player: SOL } },
    ]);
    const production = viewOffers(s, MUAAT, 'umbat')[0]?.fields.find((f) => f.kind === 'production');
    expect(production).toMatchObject({ limits: { by: 'Umbat', most: 2, plain: true } });
    expect(viewOffers(s, SOL, 'umbat')).toEqual([]);
    expect(run(s, MUAAT, { type: 'component-action', ability: { id: 'umbat-for', player: HACAN } }).ok).toBe(
      false,
    );
  });

  it('the player chosen is offered the production at their own flagship, or nothing', () => {
    let s = setSpace(table({ holder: MUAAT }), SYSTEM, SOL, { flagship: 1 });
    s = withTradeGoods({ ...s, active: MUAAT }, SOL, 6);
    const chosen = run(s, MUAAT, { type: 'component-action', ability: { id: 'umbat-for', player: SOL } });
    if (!chosen.ok) throw new Error(chosen.message);
    const intents = expectOffersApply(chosen.state, SOL, 'umbat-production');
    expect(intents.map((i) => i.system)).toEqual([SYSTEM, undefined]);
    expect(viewOffers(chosen.state, MUAAT, 'umbat')).toEqual([]);
    expect(viewOffers(chosen.state, HACAN, 'umbat')).toEqual([]);
  });
});
