// The timed construction variant (SPEC 2.5; shared/rules/004 §16–18 on this board): a row per clause.

import { describe, expect, it } from 'vitest';
import {
  activated,
  HACAN,
  must,
  refused,
  setPlanet,
  setSpace,
  SOL,
  space,
  table,
  withTechnologies,
  withTradeGoods,
} from '../../test-support/build-fixtures.ts';
import { advanceConstruction } from '../rules/construction-progress.ts';
import { researchCounters } from './construction-queue.ts';
import { playCard, playStatusPhase } from '../../test-support/test-helpers.ts';
import { cardsHeldBy } from './turn-order.ts';
import { inReinforcements } from './forces.ts';
import type { Intent } from '../wire/intents.ts';
import { productionLimit } from '../rules/production.ts';
import { placementProblem } from './structures.ts';
import { techStatus } from '../rules/research.ts';
import type { GameState } from '../state/state.ts';

const status = (s: GameState) => advanceConstruction(s).state;
const jord = (s: GameState) => s.galaxy.planets['jord']?.units['0'] ?? {};

function built(
  placements: object[],
  state = table({ card: 'construction', holder: SOL, timed: true }),
): GameState {
  const s = must(state, SOL, { type: 'strategic-action', card: 'construction' });
  return must(s, SOL, { type: 'resolve-primary', choices: { placements } });
}

function produced(units: object[], payment = { planets: [] as string[], tradeGoods: 10 }): GameState {
  const s = withTradeGoods(activated(table({ timed: true }), SOL, '1'), SOL, 10);
  return must(s, SOL, { type: 'produce', units, pull: [], payment } as Intent);
}

describe('structures under construction (§16.3–16.4)', () => {
  it('a PDS (1 counter) is not on the board until one status phase has passed', () => {
    const s = built([{ structure: 'pds', planet: 'jord' }]);
    expect(jord(s).pds).toBeUndefined();
    expect(s.construction.items).toMatchObject([
      { kind: 'structure', unit: 'pds', planet: 'jord', counters: 1 },
    ]);
    const after = status(s);
    expect(jord(after).pds).toBe(1);
    expect(after.construction.items).toEqual([]);
  });

  it('it already counts against the planet’s limit and the reinforcements', () => {
    const s = built([
      { structure: 'pds', planet: 'jord' },
      { structure: 'pds', planet: 'jord' },
    ]);
    expect(inReinforcements(s, SOL, 'pds')).toBe(4);
    expect(placementProblem(s, SOL, 'jord', 'pds')).toContain('already has 2 PDS');
  });

  it('the add-units table edit counts it too: 1 built + 1 queued leaves no room for a third PDS', () => {
    let s = setPlanet(table({ card: 'construction', holder: SOL, timed: true }), 'jord', {
      units: { '0': { pds: 1 } },
    });
    s = built([{ structure: 'pds', planet: 'jord' }], s);
    const edit = {
      type: 'table-edit',
      edit: { kind: 'add-units', to: { planet: 'jord' }, units: { pds: 1 } },
    };
    const r = refused(s, SOL, edit as Intent);
    expect(r.code).toBe('rule/limit-reached');
    expect(r.message).toContain('Jord already has 2 PDS, 1 of them under construction');
  });

  it('a space dock (2 counters) does not produce until complete', () => {
    let s = setPlanet(table({ card: 'construction', holder: SOL, timed: true }), 'jord', {
      units: { '0': { infantry: 5 } },
    });
    s = built([{ structure: 'space-dock', planet: 'jord' }], s);
    expect(productionLimit(s, SOL, { system: '1' })).toBe(0);
    s = status(s);
    expect(productionLimit(s, SOL, { system: '1' })).toBe(0);
    s = status(s);
    expect(productionLimit(s, SOL, { system: '1' })).toBe(6);
  });

  it('is lost if the planet changes hands before completion', () => {
    const s = setPlanet(built([{ structure: 'pds', planet: 'jord' }]), 'jord', { controller: HACAN });
    const out = advanceConstruction(s);
    expect(out.state.construction.items).toEqual([]);
    expect(out.state.galaxy.planets['jord']?.units['0']?.pds).toBeUndefined();
    expect(out.events.some((e) => e.type === 'note' && e.text.includes('lost before completion'))).toBe(true);
  });
});

describe('production queues (§17.2–17.4)', () => {
  it('produced units wait in the dock’s queue; only the first loses a counter each status phase', () => {
    let s = produced([
      { unit: 'destroyer', count: 1, place: 'space' },
      { unit: 'cruiser', count: 1, place: 'space' },
    ]);
    expect(space(s, '1', SOL).destroyer).toBe(1);
    expect(s.construction.items.map((i) => i.counters)).toEqual([1, 1]);
    s = status(s);
    expect(space(s, '1', SOL).destroyer).toBe(2);
    expect(space(s, '1', SOL).cruiser).toBeUndefined();
    s = status(s);
    expect(space(s, '1', SOL).cruiser).toBe(1);
  });

  it('a fighter pair is one entry; queued units count against reinforcements', () => {
    const s = produced([
      { unit: 'fighter', count: 2, place: 'space' },
      { unit: 'carrier', count: 1, place: 'space' },
    ]);
    expect(
      s.construction.items.filter((i) => i.kind === 'unit').map((i) => (i.kind === 'unit' ? i.count : 0)),
    ).toEqual([2, 1]);
    expect(inReinforcements(s, SOL, 'carrier')).toBe(4 - 2 - 1);
  });

  it('a unit with no legal place stays in production (blockade) and holds the queue', () => {
    let s = produced([{ unit: 'destroyer', count: 1, place: 'space' }]);
    s = setSpace(s, '1', HACAN, { cruiser: 1 });
    s = status(s);
    expect(s.construction.items).toHaveLength(1);
    s = status(setSpace(s, '1', HACAN, {}));
    expect(s.construction.items).toHaveLength(0);
    expect(space(s, '1', SOL).destroyer).toBe(2);
  });

  it('if the dock is gone, production is cancelled without refund (§17.5)', () => {
    const s = setPlanet(
      produced([{ unit: 'carrier', count: 1, place: 'space' }], { planets: [], tradeGoods: 3 }),
      'jord',
      { units: {} },
    );
    const out = status(status(s));
    expect(out.construction.items).toEqual([]);
    expect(out.players[SOL]?.tradeGoods).toBe(7);
  });
});

describe('technologies under research (§18.3)', () => {
  function researching(): GameState {
    const s = must(table({ card: 'technology', holder: SOL, timed: true }), SOL, {
      type: 'strategic-action',
      card: 'technology',
    });
    return must(s, SOL, {
      type: 'resolve-primary',
      choices: { research: [{ technology: 'gravity-drive', skips: [] }] },
    });
  }

  it('is not owned, cannot be researched again, and completes after its counters', () => {
    let s = researching();
    expect(s.players[SOL]?.technologies).not.toContain('gravity-drive');
    expect(techStatus(s, SOL, 'gravity-drive').reason).toContain('already researching');
    expect(researchCounters('gravity-drive')).toBe(2);
    s = status(s);
    expect(s.players[SOL]?.technologies).not.toContain('gravity-drive');
    s = status(s);
    expect(s.players[SOL]?.technologies).toContain('gravity-drive');
  });

  it('does not count as a prerequisite while under research', () => {
    const s = researching();
    expect(techStatus(withTechnologies(s, SOL, []), SOL, 'fleet-logistics').kind).toBe('missing');
  });
});

describe('cancelling (§17.5): on one’s own turn, half the cost back, rounded down', () => {
  it('a carrier (cost 3) refunds 1 trade good and frees the piece', () => {
    const s = produced([{ unit: 'carrier', count: 1, place: 'space' }], { planets: [], tradeGoods: 3 });
    const id = s.construction.items[0]?.id as number;
    const out = must(s, SOL, { type: 'cancel-construction', id });
    expect(out.construction.items).toEqual([]);
    expect(out.players[SOL]?.tradeGoods).toBe(7 + 1);
    expect(inReinforcements(out, SOL, 'carrier')).toBe(2);
  });

  it('not another player’s, not out of turn, not an unknown number', () => {
    const s = produced([{ unit: 'carrier', count: 1, place: 'space' }]);
    const id = s.construction.items[0]?.id as number;
    expect(refused({ ...s, active: HACAN }, HACAN, { type: 'cancel-construction', id }).message).toContain(
      'another player',
    );
    expect(refused({ ...s, active: HACAN }, SOL, { type: 'cancel-construction', id }).code).toBe(
      'intent/not-your-turn',
    );
    expect(refused(s, SOL, { type: 'cancel-construction', id: 999 }).code).toBe('rule/illegal-choice');
  });
});

describe('the status phase advances timed construction (SPEC 2.5)', () => {
  it('a PDS built with Construction is on the board after the round’s status phase, and not before', () => {
    let s = built([{ structure: 'pds', planet: 'jord' }]);
    for (const p of s.players) {
      if (s.strategic?.followers[String(p.seat)] === 'pending')
        s = must(s, p.seat, { type: 'skip-secondary' });
    }
    // Everyone plays out the round: cards first, then passes.
    while (s.phase === 'action') {
      const seat = s.active as number;
      const ready = cardsHeldBy(s, seat).find((c) => !s.cards[c].exhausted);
      s = ready ? playCard(s, seat, ready) : must(s, seat, { type: 'pass' });
    }
    expect(jord(s).pds).toBeUndefined();
    s = playStatusPhase(s);
    expect(s.phase).toBe('strategy');
    expect(jord(s).pds).toBe(1);
    expect(s.construction.items.filter((item) => item.seat === SOL)).toEqual([]);
  });
});
