// Damage stays on the board (LRR 87): a ship that used Sustain Damage in one combat is still damaged in
// the next until the status phase repairs it; it moves with its damage; the record never counts more
// units than are there.

import { describe, expect, it } from 'vitest';
import '../engine/rule-set.ts';
import { inCombat, HACAN, SOL } from '../../test-support/combat-fixtures.ts';
import { line, moveTable, setSpace } from '../../test-support/move-fixtures.ts';
import { expectApplied, notes, run } from '../../test-support/test-helpers.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState } from '../state/state.ts';
import { carryDamage, damageAt, repairAll, storeDamage } from './damage.ts';
import { changeSpace } from './forces.ts';

describe('damage kept on the board (LRR 87)', () => {
  it('a combat that ends leaves its damaged ships damaged where they are', () => {
    // Sol's two dreadnoughts take 1 hit and sustain it; Hacan's last cruiser is destroyed: Sol wins.
    const s = inCombat({ dreadnought: 2 }, { cruiser: 1 }, { sol: 1, hacan: 1 });
    const sol = run(s, SOL, { type: 'assign-hits', losses: {}, sustain: { dreadnought: 1 } });
    expectApplied(sol);
    const out = run(sol.state, HACAN, { type: 'assign-hits', losses: { cruiser: 1 } });
    expectApplied(out);
    expect(out.state.tactical?.combat).toBeUndefined();
    expect(damageAt(out.state, '20')).toEqual({ [String(SOL)]: { dreadnought: 1 } });
  });

  it('the next combat there starts with it: the damaged ship cannot sustain again', () => {
    const table = (seed: string) => {
      let s = moveTable(line('20', '46'), '20');
      s = setSpace(s, '20', HACAN, { cruiser: 2 });
      s = setSpace(s, '46', SOL, { dreadnought: 1 });
      return { ...storeDamage(s, '46', { [String(SOL)]: { dreadnought: 1 } }), rng: seedRng(seed) };
    };
    // A seed where Hacan's first round hits once: the damaged dreadnought has no choice but to go.
    for (let i = 0; i < 200; i++) {
      const out = run(table(`damage ${i}`), SOL, {
        type: 'move-ships',
        moves: [{ from: '46', ships: { dreadnought: 1 } }],
      });
      expectApplied(out);
      const round = notes(out).find((n) => n.startsWith('Round 1:')) ?? '';
      if (!/P2 rolls [\d, ]+ for 2 Cruisers \(hits on 7\+\): 1 hit\./.test(round)) continue;
      expect(notes(out)).toContain(
        'P1 takes 1 hit: loses 1 Dreadnought (no other choice: assigned by the game).',
      );
      expect(damageAt(out.state, '46')).toEqual({});
      return;
    }
    throw new Error('no seed with one hit');
  });

  it('ships that move take their damage along, the damaged ones first', () => {
    let s: GameState = moveTable(line('20', '46'), '20');
    s = setSpace(s, '46', SOL, { dreadnought: 3 });
    s = storeDamage(s, '46', { [String(SOL)]: { dreadnought: 2 } });
    let after = changeSpace(s, '46', SOL, 'dreadnought', -1);
    after = changeSpace(after, '20', SOL, 'dreadnought', 1);
    const moved = carryDamage(s, after, SOL, '46', '20', [['dreadnought', 1]]);
    expect(damageAt(moved, '46')).toEqual({ [String(SOL)]: { dreadnought: 1 } });
    expect(damageAt(moved, '20')).toEqual({ [String(SOL)]: { dreadnought: 1 } });
  });

  it('never more damaged units than units there; the status phase repairs them all', () => {
    let s: GameState = moveTable(line('20', '46'), '20');
    s = setSpace(s, '46', SOL, { dreadnought: 1 });
    s = storeDamage(s, '46', { [String(SOL)]: { dreadnought: 3 } });
    expect(damageAt(s, '46')).toEqual({ [String(SOL)]: { dreadnought: 1 } });
    // The ship destroyed (a table edit, say): no damage left to read.
    expect(damageAt(changeSpace(s, '46', SOL, 'dreadnought', -1), '46')).toEqual({});
    expect(repairAll(s).galaxy.damaged).toBeUndefined();
  });
});
