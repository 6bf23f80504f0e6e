// Chaos Mapping (Clan of Saar): at the start of their turn, 1 unit produced where a unit of theirs has
// production — no activation, no token — once a turn, before the turn's action.

import { describe, expect, it } from 'vitest';
import {
  activated,
  HACAN,
  must,
  notes,
  refused,
  run,
  SAAR,
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
import { chaosMappingSystems } from './chaos-mapping.ts';

const SAAR_HOME = '11';

/** The Clan of Saar own Chaos Mapping, hold 3 trade goods, and their turn has just begun. */
function saarTurn(techs: readonly string[] = ['chaos-mapping']): GameState {
  const state = withTradeGoods(withTechnologies(table({ holder: SAAR }), SAAR, techs), SAAR, 3);
  return { ...state, active: SAAR };
}

function chaos(units: { unit: string; count: number }[], system = SAAR_HOME): Intent {
  return {
    type: 'chaos-mapping',
    system,
    order: {
      units: units.map((u) => ({ ...u, place: 'space' })),
      pull: [],
      payment: { planets: [], tradeGoods: 2 },
    },
  } as Intent;
}

const offered = (state: GameState, seat: number) =>
  legalIntents(state, { kind: 'seat', seat }).some((i) => i.type === 'chaos-mapping');

describe('Chaos Mapping: 1 unit at the start of the turn', () => {
  it('is offered to its owner at the start of their turn only', () => {
    expect(offered(saarTurn(), SAAR)).toBe(true);
    expect(offered(saarTurn([]), SAAR)).toBe(false);
    expect(offered({ ...saarTurn(), active: SOL }, SAAR)).toBe(false);
    expect(offered(activated(saarTurn(), SAAR, SAAR_HOME), SAAR)).toBe(false);
  });

  it('produces 1 cruiser at their floating space dock without a token or an activation', () => {
    const before = saarTurn();
    const out = run(before, SAAR, chaos([{ unit: 'cruiser', count: 1 }]));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(space(out.state, SAAR_HOME, SAAR).cruiser ?? 0).toBe(
      (space(before, SAAR_HOME, SAAR).cruiser ?? 0) + 1,
    );
    expect(out.state.players[SAAR]?.tradeGoods).toBe(1);
    expect(out.state.players[SAAR]?.pools).toEqual(before.players[SAAR]?.pools);
    expect(out.state.galaxy.systems.find((s) => s.systemId === SAAR_HOME)?.tokens).not.toContain(SAAR);
    expect(out.state.active).toBe(SAAR);
    const name = before.players[SAAR]?.name ?? '';
    expect(notes(out)[0]).toBe(`${name} uses Chaos Mapping at the start of their turn.`);
  });

  it('once a turn; the turn goes on, and the next turn may use it again', () => {
    const used = must(saarTurn(), SAAR, chaos([{ unit: 'fighter', count: 1 }]));
    expect(refused(used, SAAR, chaos([{ unit: 'fighter', count: 1 }])).message).toBe(
      'You have already used Chaos Mapping this turn.',
    );
    expect(offered(used, SAAR)).toBe(false);
    const activatedHome = must(used, SAAR, { type: 'activate-system', system: SAAR_HOME });
    const ended = must(activatedHome, SAAR, { type: 'end-turn' });
    expect(ended.turnUses).toBeUndefined();
    expect(offered({ ...ended, active: SAAR }, SAAR)).toBe(true);
  });

  it.each([
    ['2 units', chaos([{ unit: 'fighter', count: 2 }]), 'Chaos Mapping produces exactly 1 unit.'],
    [
      'a system without their production',
      chaos([{ unit: 'fighter', count: 1 }], '18'),
      'Chaos Mapping produces in a system holding one of your units with production; the Mecatol Rex system holds none.',
    ],
  ] as const)('refuses %s with the reason, changing nothing', (_name, intent, message) => {
    expect(refused(saarTurn(), SAAR, intent).message).toBe(message);
  });

  it('refuses during the turn’s tactical action, out of turn, and without the technology', () => {
    const tactical = activated(saarTurn(), SAAR, SAAR_HOME);
    expect(refused(tactical, SAAR, chaos([{ unit: 'fighter', count: 1 }])).message).toBe(
      'Chaos Mapping is used at the start of your turn, before its action.',
    );
    expect(refused({ ...saarTurn(), active: HACAN }, SAAR, chaos([{ unit: 'fighter', count: 1 }])).code).toBe(
      'intent/not-your-turn',
    );
    expect(refused(saarTurn([]), SAAR, chaos([{ unit: 'fighter', count: 1 }])).message).toBe(
      'Chaos Mapping is a technology of the Clan of Saar: you do not own it.',
    );
  });

  it('follows the usual production rules: the cost must be paid', () => {
    const poor = withTradeGoods(saarTurn(), SAAR, 0);
    const intent = chaos([{ unit: 'cruiser', count: 1 }]);
    expect(refused(poor, SAAR, intent).code).toBe('rule/cannot-afford');
  });
});

describe('Chaos Mapping offer', () => {
  it('at the start of the turn: every system where 1 unit could be produced, each applying; exactly 1 unit', () => {
    const s = saarTurn();
    const intents = expectOffersApply(s, SAAR, 'chaos-mapping');
    const systems = chaosMappingSystems(s, SAAR);
    expect(intents.map((i) => i.system)).toEqual(systems);
    expect(systems).toContain(SAAR_HOME);
    expect(viewOffers(s, SAAR, 'chaos-mapping')[0]?.fields[1]).toMatchObject({
      kind: 'production',
      limits: { single: true },
    });
    expect(viewOffers(saarTurn([]), SAAR, 'chaos-mapping')).toEqual([]);
    expect(viewOffers(s, SOL, 'chaos-mapping')).toEqual([]);
    const elsewhere = s.galaxy.systems.find((x) => x.position >= 0 && !systems.includes(x.systemId))
      ?.systemId as string;
    expect(run(s, SAAR, chaos([{ unit: 'fighter', count: 1 }], elsewhere)).ok).toBe(false);
  });
});
