// Agency Supply Network (Council Keleres): after one of their production abilities, another in any
// system where they have production; the extra use opens nothing further.

import { describe, expect, it } from 'vitest';
import {
  activated,
  HACAN,
  must,
  notes,
  refused,
  run,
  setSpace,
  SOL,
  space,
  table,
  withTechnologies,
  withTradeGoods,
} from '../../test-support/build-fixtures.ts';
import type { Intent } from '../wire/intents.ts';
import { legalIntents } from '../engine/legal.ts';
import type { GameState } from '../state/state.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';
import { agencySupplySystems } from './agency-supply.ts';

const JORD_HOME = '1';
const OTHER = '18';

/** Sol owns it (as the Keleres would), has a second dock-like producer in system 18 (a floating dock). */
function solProducing(techs: readonly string[] = ['agency-supply-network']): GameState {
  let s = withTechnologies(table(), SOL, techs);
  s = setSpace(s, OTHER, SOL, { 'space-dock': 1 });
  return withTradeGoods(activated(s, SOL, JORD_HOME), SOL, 10);
}

const fighters = (count: number): Intent =>
  ({
    type: 'produce',
    units: [{ unit: 'fighter', count, place: 'space' }],
    pull: [],
    payment: { planets: [], tradeGoods: 1 },
  }) as Intent;
const extra = (system: string, count = 2): Intent =>
  ({
    type: 'agency-supply-network',
    system,
    order: {
      units: [{ unit: 'fighter', count, place: 'space' }],
      pull: [],
      payment: { planets: [], tradeGoods: 1 },
    },
  }) as Intent;
const offered = (s: GameState) =>
  legalIntents(s, { kind: 'seat', seat: SOL }).some((i) => i.type === 'agency-supply-network');

describe('Agency Supply Network', () => {
  it('opens after the tactical production and resolves another production elsewhere, once', () => {
    const state = solProducing();
    expect(offered(state)).toBe(false);
    expect(refused(state, SOL, extra(OTHER)).message).toMatch(/none is open/);
    const produced = must(state, SOL, fighters(2));
    expect(offered(produced)).toBe(true);
    const out = run(produced, SOL, extra(OTHER));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(space(out.state, OTHER, SOL).fighter).toBe(2);
    expect(notes(out)[0]).toMatch(/uses Agency Supply Network: another production, in system 18\.$/);
    expect(offered(out.state)).toBe(false);
    expect(refused(out.state, SOL, extra(OTHER)).message).toMatch(/none is open/);
  });

  it('is checked as any production (limit, place), and lapses when the turn ends', () => {
    const produced = must(solProducing(), SOL, fighters(2));
    expect(refused(produced, SOL, extra('19')).code).toBe('rule/illegal-choice');
    const ended = must(produced, SOL, { type: 'end-turn' });
    expect(ended.turnUses).toBeUndefined();
  });

  it('without the technology nothing opens', () => {
    const produced = must(solProducing([]), SOL, fighters(2));
    expect(offered(produced)).toBe(false);
  });
});

describe('Agency Supply Network offer', () => {
  it('after a production: each system with the owner’s production, each applying; none before', () => {
    const state = solProducing();
    expect(viewOffers(state, SOL, 'agency-supply-network')).toEqual([]);
    const produced = must(state, SOL, fighters(2));
    const intents = expectOffersApply(produced, SOL, 'agency-supply-network');
    expect(intents.map((i) => i.system)).toContain(OTHER);
    for (const i of intents) expect(agencySupplySystems(produced, SOL)).toContain(i.system);
    expect(viewOffers(produced, HACAN, 'agency-supply-network')).toEqual([]);
  });
});
