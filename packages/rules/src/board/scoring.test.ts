import { describe, expect, it } from 'vitest';
import { meetsRequirement } from '../content/objective-check.ts';
import { scoringContext } from './scoring.ts';
import type { GameState } from '../state/state.ts';
import { newGame } from '../../test-support/test-helpers.ts';

function withControl(state: GameState, ids: readonly string[], seat: number): GameState {
  const planets = { ...state.galaxy.planets };
  for (const id of ids) {
    const p = planets[id] ?? { controller: null, exhausted: false, attachments: [], units: {} };
    planets[id] = { ...p, controller: seat };
  }
  return { ...state, galaxy: { ...state.galaxy, planets } };
}

describe('scoringContext: the facts objectives are checked against (LRR 61)', () => {
  const state = newGame(4, 'scoring', [
    'federation-of-sol',
    'emirates-of-hacan',
    'yssaril-tribes',
    'barony-of-letnev',
  ]);

  it('LRR 61: home planets are controlled and marked as in the home system', () => {
    const ctx = scoringContext(state, 0);
    expect(ctx.planets.map((p) => [p.data.id, p.inHomeSystem])).toEqual([['jord', true]]);
    expect(ctx.homeSystemId).toBe('1');
    expect(ctx.otherHomeSystemIds).toHaveLength(3);
  });

  it('LRR 61: starting ships are units in space; starting ground forces and structures are on the home planet', () => {
    const ctx = scoringContext(state, 0);
    expect(ctx.unitsInSpace.some((u) => u.systemId === '1' && u.type === 'carrier')).toBe(true);
    expect(ctx.structures).toContainEqual({ type: 'space-dock', planetId: 'jord' });
    expect(ctx.groundForces?.some((g) => g.planetId === 'jord' && g.type === 'infantry')).toBe(true);
    expect(ctx.unitsInSpace.some((u) => u.type === 'space-dock' || u.type === 'infantry')).toBe(false);
  });

  it('003 note 5: a space station is never one of the planets; it can only pay', () => {
    const s: GameState = {
      ...state,
      galaxy: {
        ...state.galaxy,
        stations: { ...state.galaxy.stations, revelation: { controller: 0, exhausted: false } },
      },
    };
    const ctx = scoringContext(s, 0);
    expect(ctx.planets.map((p) => p.data.id)).toEqual(['jord']);
    expect(ctx.stations?.map((x) => x.data.id)).toEqual(['revelation']);
  });

  it('LRR 61: Mecatol Rex control, tokens, trade goods and hand size come from the state', () => {
    const s = withControl(state, ['mecatol-rex'], 0);
    const ctx = scoringContext(s, 0);
    expect(ctx.controlsMecatolRex).toBe(true);
    expect(ctx.tacticTokens).toBe(3);
    expect(ctx.strategyTokens).toBe(2);
    expect(ctx.actionCards).toBe(0);
    expect(scoringContext(s, 1).controlsMecatolRex).toBe(false);
  });

  it('LRR 61: the context checks a real requirement (four cultural planets)', () => {
    const s = withControl(state, ['rarron', 'torkan', 'mellon', 'dal-bootha'], 0);
    expect(meetsRequirement({ kind: 'planets-same-trait', count: 4 }, scoringContext(s, 0))).toBe(true);
    expect(meetsRequirement({ kind: 'planets-same-trait', count: 4 }, scoringContext(state, 0))).toBe(false);
  });
});
