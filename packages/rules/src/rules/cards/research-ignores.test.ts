// Inheritance Systems (L1Z1X: exhausted, every prerequisite ignored for 2 resources more) and AI
// Development Algorithm (exhausted, one prerequisite of a unit upgrade ignored), through Technology.
// Sol starts with Antimass Deflectors (blue) and Neural Motivator (green) and, here, no planets.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../state/state.ts';
import { updatePlayer } from '../../state/update.ts';
import {
  HACAN,
  SOL,
  expectApplied,
  expectRefusal,
  must,
  notes,
  run,
  started,
  tableWith,
  withTradeGoods,
  withoutPlaces,
} from '../../../test-support/card-fixtures.ts';

function table(techs: readonly string[], holder = SOL): GameState {
  let s = withTradeGoods(withoutPlaces(tableWith('technology', holder), SOL), SOL, 10);
  s = updatePlayer(s, SOL, (p) => ({ ...p, technologies: [...p.technologies, ...techs] }));
  return started(s, 'technology');
}

const pay = (tradeGoods: number) => ({ planets: [], tradeGoods });

describe('Inheritance Systems', () => {
  it('the primary researches Light/Wave Deflector (3 blue) for 2 resources, exhausting it', () => {
    const s = table(['inheritance-systems']);
    const out = run(s, SOL, {
      type: 'resolve-primary',
      choices: {
        research: [{ technology: 'light-wave-deflector', skips: [], ignore: 'inheritance-systems' }],
        payment: pay(2),
      },
    });
    expectApplied(out);
    expect(out.state.players[SOL]?.technologies).toContain('light-wave-deflector');
    expect(out.state.players[SOL]?.exhaustedCards).toEqual(['inheritance-systems']);
    expect(out.state.players[SOL]?.tradeGoods).toBe(8);
    expect(notes(out)).toContain(
      'P1 researches Light/Wave Deflector (Inheritance Systems, exhausted: every prerequisite ignored for 2 resources more).',
    );
  });

  it('refuses a payment short of the 2 resources, and the prerequisites without it', () => {
    const s = table(['inheritance-systems']);
    expectRefusal(
      run(s, SOL, {
        type: 'resolve-primary',
        choices: {
          research: [{ technology: 'light-wave-deflector', skips: [], ignore: 'inheritance-systems' }],
          payment: pay(1),
        },
      }),
      'Inheritance Systems costs 2 resources and your payment gives 1.',
    );
    const without = run(s, SOL, {
      type: 'resolve-primary',
      choices: { research: [{ technology: 'light-wave-deflector', skips: [] }] },
    });
    expect(without.ok).toBe(false);
  });

  it('following Technology with it costs 4 + 2 resources', () => {
    let s = table(['inheritance-systems'], HACAN);
    s = must(s, HACAN, { type: 'resolve-primary', choices: { research: [] } });
    const follow = (tradeGoods: number) =>
      run(s, SOL, {
        type: 'follow',
        choices: {
          technology: 'light-wave-deflector',
          skips: [],
          ignore: 'inheritance-systems',
          payment: pay(tradeGoods),
        },
      });
    expectRefusal(follow(4), 'Following Technology costs 6 resources and your payment gives 4.');
    expectApplied(follow(6));
  });

  it('is refused when not owned or exhausted', () => {
    const choices = {
      research: [{ technology: 'light-wave-deflector', skips: [], ignore: 'inheritance-systems' }],
      payment: pay(2),
    };
    expectRefusal(
      run(table([]), SOL, { type: 'resolve-primary', choices }),
      'You do not own Inheritance Systems.',
    );
    const tired = updatePlayer(table(['inheritance-systems']), SOL, (p) => ({
      ...p,
      exhaustedCards: ['inheritance-systems'],
    }));
    expectRefusal(
      run(tired, SOL, { type: 'resolve-primary', choices }),
      'Inheritance Systems is exhausted until the status phase.',
    );
  });
});

describe('AI Development Algorithm', () => {
  it('ignores the one prerequisite Dreadnought II still lacks (blue), for free', () => {
    const s = table(['ai-development-algorithm', 'sarween-tools']);
    const research = (ignore?: string) =>
      run(s, SOL, {
        type: 'resolve-primary',
        choices: { research: [{ technology: 'dreadnought-ii', skips: [], ...(ignore ? { ignore } : {}) }] },
      });
    expect(research().ok).toBe(false);
    const out = research('ai-development-algorithm');
    expectApplied(out);
    expect(out.state.players[SOL]?.technologies).toContain('dreadnought-ii');
    expect(out.state.players[SOL]?.exhaustedCards).toEqual(['ai-development-algorithm']);
  });

  it('does not reach a technology that is not a unit upgrade', () => {
    expectRefusal(
      run(table(['ai-development-algorithm']), SOL, {
        type: 'resolve-primary',
        choices: {
          research: [{ technology: 'fleet-logistics', skips: [], ignore: 'ai-development-algorithm' }],
        },
      }),
      'AI Development Algorithm ignores a prerequisite of a unit upgrade only.',
    );
  });
});
