// The rule set pins the order in which abilities fold: the discounts on one production, the checks,
// and the intents `legal` lists. Adding an ability is one line in ABILITIES; these fail if a line
// moves by accident.

import { describe, expect, it } from 'vitest';
import { ABILITIES, ABILITY_ANYTIME, ABILITY_HANDLERS, abilitiesAtTable } from './rule-set.ts';
import { FACTIONS_BY_ID } from '../content/factions.ts';
import { TECHNOLOGIES_BY_ID } from '../content/technologies.ts';
import { updatePlayer } from '../state/update.ts';
import { abilitiesInPlay, productionParts } from '../hooks/mechanisms.ts';
import { quoteOrder } from '../rules/production-quote.ts';
import { INTENT_OWNERS } from './engine.ts';
import { activated, SOL, table, withTechnologies } from '../../test-support/build-fixtures.ts';
import type { GameState } from '../state/state.ts';

const JORD_HOME = '1';

describe('the rule set', () => {
  it('is what the phases consult: installed once, as the engine loads', () => {
    expect(abilitiesInPlay()).toBe(ABILITIES);
  });

  it('declares holders the tables know: a technology, a faction, a leader of a faction', () => {
    for (const a of ABILITIES)
      for (const h of Array.isArray(a.holder) ? a.holder : [a.holder]) {
        if (h.kind === 'technology') expect(TECHNOLOGIES_BY_ID.has(h.technology), h.technology).toBe(true);
        if (h.kind === 'faction' || h.kind === 'leader')
          expect(FACTIONS_BY_ID.has(h.faction), h.faction).toBe(true);
      }
  });

  it('asks only the abilities someone at the table could hold, and follows what players gain', () => {
    const s = table();
    const ids = (state: GameState) => [...abilitiesAtTable(state)].map((a) => a.id);
    expect(ids(s)).not.toContain('salvage-operations');
    const withTech = withTechnologies(s, SOL, ['salvage-operations']);
    expect(ids(withTech)).toContain('salvage-operations');
    // A faction ability and its leaders come with the faction.
    const cabal = updatePlayer(s, SOL, (p) => ({ ...p, faction: 'vuilraith-cabal' }));
    expect(ids(cabal)).toEqual(expect.arrayContaining(['amalgamation', 'the-stillness-of-stars']));
    expect(ids(s)).not.toContain('the-stillness-of-stars');
  });

  it('names each ability once', () => {
    const ids = ABILITIES.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives each ability that owns intents its own entry in the handler table', () => {
    for (const a of ABILITIES.filter((x) => x.handlers))
      expect(INTENT_OWNERS).toHaveProperty([`abilities/${a.id}`], a.handlers);
    expect(Object.keys(ABILITY_HANDLERS)).toHaveLength(ABILITIES.filter((x) => x.handlers).length);
  });

  it('lists the intents a seat may send out of turn from the abilities that declare them', () => {
    expect([...ABILITY_ANYTIME].sort()).toEqual(
      [
        'doctor-sucaban',
        'edict',
        'salvage-operations',
        'technological-singularity',
        'the-stillness-of-stars',
        'xander-alexin-victori-iii',
      ].sort(),
    );
  });

  it('folds production discounts in one pinned order', () => {
    const order = productionParts().flatMap((p) => (p.discount ? [p.discount.by] : []));
    expect(order).toEqual([
      'Amalgamation',
      'Harrugh Gefhara',
      'Sarween Tools',
      'AI Development Algorithm',
      'Berekar Berekon',
    ]);
  });

  it('takes the discounts in that order on one order, each only from what is left', () => {
    // Sol at Jord with Sarween Tools and AI Development Algorithm (two unit upgrades) order one
    // cruiser (2): Sarween takes 1, AI Development only the 1 left of its 2.
    let state: GameState = withTechnologies(table(), SOL, [
      'sarween-tools',
      'ai-development-algorithm',
      'cruiser-ii',
      'fighter-ii',
    ]);
    state = activated(state, SOL, JORD_HOME);
    const quote = quoteOrder(state, SOL, [{ unit: 'cruiser', count: 1, place: 'space' }], {
      choices: { aiDevelopment: true },
    });
    expect(quote.discounts).toEqual([
      { by: 'Sarween Tools', amount: 1 },
      { by: 'AI Development Algorithm', amount: 1 },
    ]);
    expect(quote.cost).toBe(0);
  });

  it('takes nothing off what is not a production ability', () => {
    const state = withTechnologies(table(), SOL, ['sarween-tools']);
    const line = [{ unit: 'cruiser' as const, count: 1, place: 'space' }];
    expect(quoteOrder(state, SOL, line, { noDiscounts: true })).toMatchObject({ cost: 2, discounts: [] });
    expect(quoteOrder(state, SOL, line)).toMatchObject({ cost: 1 });
  });

  it('places elsewhere with Rowl Sarrig before Trillossa Aun Mirik, and adds after the placement Self-Assembly before Yin Spinner', () => {
    const ids = ABILITIES.filter((a) => a.production?.elsewhere || a.production?.placed).map((a) => a.id);
    expect(ids).toEqual(['rowl-sarrig', 'production-agents', 'self-assembly-routines', 'yin-spinner-omega']);
  });
});
