// Agents on a production — Berekar Berekon (Winnu: 2 off the cost) and Trillossa Aun Mirik (Argent:
// ground forces next door) — named on the owner's own order, or granted to the active player during
// their tactical action, before they produce.

import { describe, expect, it } from 'vitest';
import { planetName, planetsOf } from '../board/forces.ts';
import { adjacency } from '../board/neighbours.ts';
import {
  activated,
  HACAN,
  must,
  notes,
  refused,
  run,
  SOL,
  table,
  withTradeGoods,
} from '../../test-support/build-fixtures.ts';
import type { Intent } from '../wire/intents.ts';
import { legalIntents } from '../engine/legal.ts';
import type { GameState, PlanetState } from '../state/state.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';

const WINNU = HACAN;
const JORD_HOME = '1';

/** Hacan's seat played as the Winnu; Sol has activated Jord's system with `tradeGoods`. */
function solProducing(tradeGoods = 2): GameState {
  const s = table();
  const players = s.players.map((p) => (p.seat === WINNU ? { ...p, faction: 'winnu' } : p));
  return withTradeGoods(activated({ ...s, players }, SOL, JORD_HOME), SOL, tradeGoods);
}

const twoCruisers = (tradeGoods: number, extra: object = {}): Intent =>
  ({
    type: 'produce',
    units: [{ unit: 'cruiser', count: 2, place: 'space' }],
    pull: [],
    payment: { planets: [], tradeGoods },
    ...extra,
  }) as Intent;

const grant: Intent = { type: 'berekar-berekon', to: SOL };

describe('Berekar Berekon granted to another player', () => {
  it('is offered to the Winnu during the active player’s tactical action; their production then costs 2 less', () => {
    const state = solProducing();
    expect(legalIntents(state, { kind: 'seat', seat: WINNU })).toContainEqual(grant);
    expect(refused(state, SOL, twoCruisers(2)).code).toBe('rule/cannot-afford');
    const granted = run(state, WINNU, grant);
    expect(granted.ok).toBe(true);
    if (!granted.ok) return;
    expect(granted.state.players[WINNU]?.exhaustedCards).toEqual(['berekar-berekon']);
    expect(notes(granted)[0]).toMatch(/exhausts Berekar Berekon: .*'s production this turn costs 2 less\.$/);
    const out = run(granted.state, SOL, twoCruisers(2));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(notes(out).join(' ')).toContain('for 2 resources (Berekar Berekon −2)');
    expect(out.state.turnUses ?? []).toEqual([]);
  });

  it.each([
    [
      'twice (the agent is exhausted)',
      (s: GameState) => must(s, WINNU, grant),
      'Berekar Berekon is exhausted until the status phase.',
    ],
    [
      'after the production',
      (s: GameState) => must(withTradeGoods(s, SOL, 4), SOL, twoCruisers(4)),
      "Berekar Berekon helps the active player's production in their tactical action, before they produce.",
    ],
    [
      'with no tactical action under way',
      (s: GameState) => ({ ...s, tactical: null }),
      "Berekar Berekon helps the active player's production in their tactical action, before they produce.",
    ],
  ] as const)('is refused %s', (_name, change, message) => {
    expect(refused(change(solProducing()), WINNU, grant).message).toBe(message);
  });

  it('is the Winnu’s alone', () => {
    const state = solProducing();
    expect(refused({ ...state, active: WINNU }, SOL, { type: 'berekar-berekon', to: WINNU }).message).toBe(
      'Berekar Berekon is the Winnu agent.',
    );
  });
});

describe('Berekar Berekon on the Winnu’s own production', () => {
  /** Sol's seat played as the Winnu (the Hacan's as the Hacan), producing at Jord. */
  function winnuProducing(): GameState {
    const s = solProducing();
    const players = s.players.map((p) =>
      p.seat === SOL
        ? { ...p, faction: 'winnu' }
        : p.seat === WINNU
          ? { ...p, faction: 'emirates-of-hacan' }
          : p,
    );
    return { ...s, players };
  }

  it('named in the order: 2 off, the agent exhausted', () => {
    const out = run(winnuProducing(), SOL, twoCruisers(2, { berekar: true }));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[SOL]?.exhaustedCards).toEqual(['berekar-berekon']);
  });

  it('refused to another faction', () => {
    expect(refused(solProducing(4), SOL, twoCruisers(4, { berekar: true })).message).toBe(
      'Berekar Berekon is the Winnu agent.',
    );
  });
});

describe('Trillossa Aun Mirik', () => {
  const ARGENT = HACAN;
  /** Hacan's seat played as the Argent Flight; Sol, activating Jord, controls a planet next door. */
  function solNextDoor(): { state: GameState; next: string } {
    const s = solProducing(4);
    const players = s.players.map((p) => (p.seat === ARGENT ? { ...p, faction: 'argent-flight' } : p));
    const state = { ...s, players };
    const home = state.galaxy.systems.find((x) => x.systemId === JORD_HOME);
    const near = adjacency(state.galaxy).get(home?.position ?? -1) ?? new Set<number>();
    const next = state.galaxy.systems
      .filter((x) => near.has(x.position))
      .flatMap((x) => planetsOf(x.systemId))[0] as string;
    const planets = {
      ...state.galaxy.planets,
      [next]: { ...(state.galaxy.planets[next] as PlanetState), controller: SOL },
    };
    return { state: { ...state, galaxy: { ...state.galaxy, planets } }, next };
  }
  const infantryNextDoor = (next: string): Intent =>
    ({
      type: 'produce',
      units: [{ unit: 'infantry', count: 2, place: next }],
      pull: [],
      payment: { planets: [], tradeGoods: 1 },
    }) as Intent;

  it('granted by the Argent, Sol’s infantry go on a planet of theirs next door; without it they may not', () => {
    const { state, next } = solNextDoor();
    expect(refused(state, SOL, infantryNextDoor(next)).message).toMatch(/is not in system 1/);
    const granted = must(state, ARGENT, { type: 'trillossa-aun-mirik', to: SOL });
    expect(granted.players[ARGENT]?.exhaustedCards).toEqual(['trillossa-aun-mirik']);
    const out = run(granted, SOL, infantryNextDoor(next));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.galaxy.planets[next]?.units[String(SOL)]?.infantry).toBe(2);
    expect(notes(out)).toContain(`Trillossa Aun Mirik places 2 Infantry on ${planetName(next)}.`);
  });

  it('ships are not moved next door', () => {
    const { state, next } = solNextDoor();
    const granted = must(state, ARGENT, { type: 'trillossa-aun-mirik', to: SOL });
    const cruiser = {
      ...(infantryNextDoor(next) as object),
      units: [{ unit: 'cruiser', count: 1, place: next }],
    } as Intent;
    expect(refused(granted, SOL, cruiser).code).toBe('rule/illegal-choice');
  });
});

describe('Production agent offers', () => {
  it('Berekar Berekon is offered to the Winnu for the active player alone, and applies; none once Sol produced', () => {
    const state = solProducing();
    expect(expectOffersApply(state, WINNU, 'berekar-berekon')).toEqual([grant]);
    expect(viewOffers(state, SOL, 'berekar-berekon')).toEqual([]);
    const produced = must(solProducing(4), SOL, twoCruisers(4));
    expect(viewOffers(produced, WINNU, 'berekar-berekon')).toEqual([]);
  });
});
