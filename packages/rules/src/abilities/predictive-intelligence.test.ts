// Predictive Intelligence: at the end of their turn (End turn after a tactical action, or passing) the
// owner may exhaust it to rearrange the tokens on their command sheet.

import { describe, expect, it } from 'vitest';
import {
  activated,
  HACAN,
  must,
  notes,
  refused,
  run,
  SOL,
  table,
  withTechnologies,
} from '../../test-support/build-fixtures.ts';
import type { Intent } from '../wire/intents.ts';
import type { CommandPools, GameState } from '../state/state.ts';
import { poolTotal } from '../board/tokens.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';

/** Sol owns it and has activated Mecatol Rex: the turn ends with End turn. */
function solTactical(techs: readonly string[] = ['predictive-intelligence']): GameState {
  return activated(withTechnologies(table(), SOL, techs), SOL, '18');
}

/** Sol owns it and has used their strategy cards: they may pass. */
function solMayPass(): GameState {
  const state = withTechnologies(table(), SOL, ['predictive-intelligence']);
  const cards = Object.fromEntries(
    Object.entries(state.cards).map(([id, c]) => [id, c.holder === SOL ? { ...c, exhausted: true } : c]),
  ) as GameState['cards'];
  return { ...state, cards };
}

/** The sheet's tokens all moved to the fleet pool but one in each other pool. */
function toFleet(state: GameState): CommandPools {
  const total = poolTotal(state.players[SOL]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 });
  return { tactic: 1, fleet: total - 2, strategy: 1 };
}

describe('Predictive Intelligence at the end of the turn', () => {
  it.each([
    ['End turn', solTactical(), 'end-turn'],
    ['passing', solMayPass(), 'pass'],
  ] as const)(
    'with %s: the sheet is rearranged, the technology exhausted, the turn passes',
    (_n, state, type) => {
      const pools = toFleet(state);
      const out = run(state, SOL, { type, predictiveIntelligence: pools } as Intent);
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      expect(out.state.players[SOL]?.pools).toEqual(pools);
      expect(out.state.players[SOL]?.exhaustedCards).toEqual(['predictive-intelligence']);
      expect(out.state.active).not.toBe(SOL);
      expect(notes(out).join('\n')).toContain(
        `exhausts Predictive Intelligence at the end of their turn: 1 tactic, ${pools.fleet} fleet, 1 strategy.`,
      );
    },
  );

  it('without it the turn ends with the sheet as it was', () => {
    const state = solTactical();
    const out = must(state, SOL, { type: 'end-turn' });
    expect(out.players[SOL]?.pools).toEqual(state.players[SOL]?.pools);
    expect(out.players[SOL]?.exhaustedCards).toBeUndefined();
  });

  it.each([
    ['not owned', solTactical([]), (s: GameState) => toFleet(s), 'You do not own Predictive Intelligence.'],
    [
      'a token more than the sheet holds',
      solTactical(),
      (s: GameState) => ({ ...toFleet(s), strategy: 2 }),
      /^Predictive Intelligence moves the \d+ tokens on your command sheet; this arrangement holds \d+\.$/,
    ],
    [
      'exhausted',
      {
        ...solTactical(),
        players: solTactical().players.map((p) =>
          p.seat === SOL ? { ...p, exhaustedCards: ['predictive-intelligence'] } : p,
        ),
      },
      (s: GameState) => toFleet(s),
      'Predictive Intelligence is exhausted until the status phase.',
    ],
    [
      'past Fleet Regulations',
      { ...solTactical(), laws: [{ id: 'fleet-regulations', elected: null }] },
      (s: GameState) => toFleet(s),
      'Fleet Regulations is in play: at most 4 tokens in your fleet pool.',
    ],
  ] as const)('is refused when %s, and the turn does not end', (_n, state, pools, message) => {
    const r = refused(state, SOL, { type: 'end-turn', predictiveIntelligence: pools(state) });
    if (typeof message === 'string') expect(r.message).toBe(message);
    else expect(r.message).toMatch(message);
  });

  it('only the player whose turn ends can use it', () => {
    const state = solTactical();
    expect(refused(state, HACAN, { type: 'end-turn', predictiveIntelligence: toFleet(state) }).code).toBe(
      'intent/not-your-turn',
    );
  });
});

describe('Predictive Intelligence offers', () => {
  it('ending a tactical action: every arrangement of the sheet’s tokens applies; passing is not offered then', () => {
    const s = solTactical();
    const intents = expectOffersApply(s, SOL, 'predictive-intelligence');
    const total = poolTotal(s.players[SOL]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 });
    expect(intents.every((i) => i.type === 'end-turn')).toBe(true);
    expect(intents).toContainEqual({ type: 'end-turn', predictiveIntelligence: toFleet(s) });
    for (const i of intents) expect(poolTotal(i.predictiveIntelligence as CommandPools)).toBe(total);
    expect(
      refused(s, SOL, { type: 'end-turn', predictiveIntelligence: { tactic: total, fleet: 1, strategy: 0 } })
        .code,
    ).toBe('rule/illegal-choice');
    expect(viewOffers(solTactical([]), SOL, 'predictive-intelligence')).toEqual([]);
    expect(viewOffers(s, HACAN, 'predictive-intelligence')).toEqual([]);
  });

  it('with the cards used: the pass with an arrangement, starting from the sheet as it is', () => {
    const s = solMayPass();
    const offers = viewOffers(s, SOL, 'predictive-intelligence');
    expect(offers.map((o) => o.type)).toEqual(['pass']);
    expect(offers[0]?.fields[0]).toMatchObject({ kind: 'tally', all: true, start: s.players[SOL]?.pools });
    expect(expectOffersApply(s, SOL, 'predictive-intelligence').length).toBeGreaterThan(1);
  });
});
