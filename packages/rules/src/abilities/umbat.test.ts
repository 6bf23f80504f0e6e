// Umbat (Muaat agent) on the Muaat's own behalf: up to 2 units costing 4 or less at their war sun or
// flagship, paid as usual, no production limit; the agent exhausted; the turn ends (a component action).

import { describe, expect, it } from 'vitest';
import { MUAAT, notes, refused, run, setSpace, table, withTradeGoods } from '../build-fixtures.ts';
import type { Intent } from '../intents.ts';
import { legalIntents } from '../legal.ts';
import type { GameState } from '../state.ts';

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
