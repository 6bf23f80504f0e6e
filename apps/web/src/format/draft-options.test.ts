import { describe, expect, it } from 'vitest';
import { factionsInPlay } from '@initiative/rules';
import { defaultDraftForm, draftOptionsBody } from './draft-options.ts';

describe('the create form’s draft options', () => {
  it('sends only the format when every option is left at its default', () => {
    expect(draftOptionsBody(defaultDraftForm('milty'), 6, false)).toEqual({
      ok: true,
      body: { format: 'milty' },
    });
  });

  it('sends the options the host changed', () => {
    const result = draftOptionsBody(
      {
        ...defaultDraftForm('milty-eq'),
        factions: '10',
        bans: ['arborec'],
        priority: ['winnu'],
        minTotal: '8',
        minWormholes: true,
        minLegendaries: '2',
        seatOrder: true,
      },
      6,
      false,
    );
    expect(result).toEqual({
      ok: true,
      body: {
        format: 'milty-eq',
        factions: 10,
        bans: ['arborec'],
        priority: ['winnu'],
        bounds: { minInfluence: 4, minResources: 2.5, minTotal: 8, maxTotal: 13 },
        minWormholes: true,
        minLegendaries: 2,
        order: [0, 1, 2, 3, 4, 5],
      },
    });
  });

  it.each([
    ['too few slices', { slices: '4' }, /Slices on offer: a whole number from 6/],
    ['too few factions', { factions: '5' }, /at least 6 \(one per player\)/],
    ['a bound that is not a number', { minInfluence: 'x' }, /Each slice bound is a number/],
    ['a minimum total above the maximum', { minTotal: '14' }, /minimum total 14 is above the maximum 13/],
    ['a faction banned and always offered', { bans: ['arborec'], priority: ['arborec'] }, /both banned/],
  ] as const)('refuses %s, in words', (_, change, problem) => {
    const result = draftOptionsBody({ ...defaultDraftForm('milty'), ...change }, 6, false);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join(' ')).toMatch(problem);
  });

  it('refuses a pool larger than the factions left after the bans', () => {
    const all = factionsInPlay(false).map((f) => f.id);
    const result = draftOptionsBody(
      { ...defaultDraftForm('milty'), bans: all.slice(0, all.length - 8) },
      6,
      false,
    );
    expect(result).toEqual({
      ok: false,
      problems: ['The pool offers 9 factions but only 8 are left after the bans: ban fewer or offer fewer.'],
    });
  });

  it('forgets a ban on a Thunder’s Edge faction when the game is without Thunder’s Edge', () => {
    const te = factionsInPlay(true).find((f) => f.expansion === 'te');
    expect(te).toBeDefined();
    const result = draftOptionsBody({ ...defaultDraftForm('milty'), bans: [te?.id ?? ''] }, 6, false);
    expect(result).toEqual({ ok: true, body: { format: 'milty' } });
  });
});
