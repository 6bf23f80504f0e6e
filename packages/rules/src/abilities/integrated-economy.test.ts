// Integrated Economy: after gaining control of a planet, units costing at most its resource value are
// produced on it (ships in its system's space), paid as usual, with no production limit or discount.

import { describe, expect, it } from 'vitest';
import { countOf } from '../board/forces.ts';
import {
  must,
  notes,
  refused,
  run,
  SOL,
  table,
  withTechnologies,
  withTradeGoods,
} from '../../test-support/build-fixtures.ts';
import type { Intent } from '../wire/intents.ts';
import { legalIntents } from '../engine/legal.ts';
import type { GameState } from '../state/state.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';

const MECATOL = 'mecatol-rex'; // 1 resource

/** Sol (owning `techs`) takes Mecatol Rex with a table edit on their turn. */
function solTakesMecatol(techs: readonly string[] = ['integrated-economy']): GameState {
  const s = withTradeGoods(withTechnologies(table(), SOL, techs), SOL, 5);
  return must(s, SOL, {
    type: 'table-edit',
    edit: { kind: 'set-planet-control', planet: MECATOL, controller: SOL },
  });
}

const onMecatol = (units: { unit: string; count: number; place?: string }[], tradeGoods = 2): Intent =>
  ({
    type: 'integrated-economy',
    planet: MECATOL,
    order: {
      units: units.map((u) => ({ ...u, place: u.place ?? MECATOL })),
      pull: [],
      payment: { planets: [], tradeGoods },
    },
  }) as Intent;

describe('Integrated Economy', () => {
  it('opens on the planet just taken; 2 infantry (cost 1) are produced there and paid; then it is used', () => {
    const state = solTakesMecatol();
    expect(
      legalIntents(state, { kind: 'seat', seat: SOL }).some((i) => i.type === 'integrated-economy'),
    ).toBe(true);
    const out = run(state, SOL, onMecatol([{ unit: 'infantry', count: 2 }], 1));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(countOf(out.state.galaxy.planets[MECATOL]?.units[String(SOL)], 'infantry')).toBe(2);
    expect(out.state.players[SOL]?.tradeGoods).toBe(4);
    expect(notes(out)[0]).toMatch(/uses Integrated Economy on Mecatol Rex \(up to 1 resource\)\.$/);
    expect(refused(out.state, SOL, onMecatol([{ unit: 'infantry', count: 2 }], 1)).message).toMatch(
      /is not one/,
    );
  });

  it.each([
    [
      'units costing more than its resources',
      [{ unit: 'cruiser', count: 1, place: 'space' }],
      /has 1 resource: .* these cost 2\./,
    ],
    [
      'ground forces elsewhere',
      [{ unit: 'infantry', count: 1, place: 'jord' }],
      /places ground forces on Mecatol Rex/,
    ],
  ] as const)('refuses %s', (_name, units, message) => {
    expect(refused(solTakesMecatol(), SOL, onMecatol([...units])).message).toMatch(message);
  });

  it('a ship goes in the system’s space area; no production limit is needed', () => {
    must(solTakesMecatol(), SOL, onMecatol([{ unit: 'destroyer', count: 1, place: 'space' }], 1));
  });

  it('nothing opens without the technology, and the mark lapses with the turn', () => {
    expect(refused(solTakesMecatol([]), SOL, onMecatol([{ unit: 'infantry', count: 1 }])).message).toBe(
      'You do not own Integrated Economy.',
    );
    const state = solTakesMecatol();
    const passed = { ...state, turnUses: undefined };
    expect(refused(passed, SOL, onMecatol([{ unit: 'infantry', count: 1 }])).message).toMatch(/is not one/);
  });
});

describe('Integrated Economy offer', () => {
  it('a planet just gained: units on it up to its resources, applying; nothing for a planet not gained', () => {
    const s = solTakesMecatol();
    const intents = expectOffersApply(s, SOL, 'integrated-economy');
    expect(intents.map((i) => i.planet)).toEqual([MECATOL]);
    const offer = viewOffers(s, SOL, 'integrated-economy')[0];
    expect(offer?.fields[0]).toMatchObject({
      kind: 'production',
      system: '18',
      limits: { planet: MECATOL, costCap: 1, plain: true },
    });
    expect(viewOffers(solTakesMecatol([]), SOL, 'integrated-economy')).toEqual([]);
  });
});
