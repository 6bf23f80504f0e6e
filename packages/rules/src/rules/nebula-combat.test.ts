// The nebula's defender bonus (LRR 59.3): in a space combat in a nebula, the defender's combat rolls get
// +1 — not the attacker's, not a ground combat's, not other kinds of roll — and the odds count it.

import { describe, expect, it } from 'vitest';
import '../engine/rule-set.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState } from '../state/state.ts';
import { arrivalOdds } from '../view/arrival-odds.ts';
import { viewFor } from '../view/view.ts';
import { HACAN, SOL } from '../../test-support/combat-fixtures.ts';
import { line, moveTable, setSpace } from '../../test-support/move-fixtures.ts';
import { expectApplied, notes, run } from '../../test-support/test-helpers.ts';
import { armedProfile, nebulaDefence } from './volley.ts';

/** Sol's cruisers in 46 move into `active` (a nebula, 42, or a plain system, 20) against Hacan's destroyers. */
function fightIn(active: '42' | '20'): GameState {
  let s = moveTable(line(active, '46'), active);
  s = setSpace(s, '46', SOL, { cruiser: 2 });
  s = setSpace(s, active, HACAN, { destroyer: 2 });
  return { ...s, rng: seedRng('nebula') };
}

describe('a space combat in a nebula (LRR 59.3)', () => {
  it('the defender hits on one less; the attacker as printed', () => {
    const out = run(fightIn('42'), SOL, {
      type: 'move-ships',
      moves: [{ from: '46', ships: { cruiser: 2 } }],
    });
    expectApplied(out);
    const round = notes(out).find((n) => n.startsWith('Round 1:')) ?? '';
    expect(round).toMatch(/P1 rolls [\d, ]+ for 2 Cruisers \(hits on 7\+\)/);
    expect(round).toMatch(/P2 rolls [\d, ]+ for 2 Destroyers \(hits on 8\+\)/);
  });

  it('not in a plain system', () => {
    const out = run(fightIn('20'), SOL, {
      type: 'move-ships',
      moves: [{ from: '46', ships: { cruiser: 2 } }],
    });
    expectApplied(out);
    expect(notes(out).find((n) => n.startsWith('Round 1:'))).toMatch(/2 Destroyers \(hits on 9\+\)/);
  });

  it('only combat rolls in space, for the defender', () => {
    expect(nebulaDefence('42', true)).toBe(1);
    expect(nebulaDefence('42', false)).toBe(0);
    expect(nebulaDefence('42', true, 'some-planet')).toBe(0);
    expect(nebulaDefence('20', true)).toBe(0);
    const s = fightIn('42');
    // A cannon's roll is not a combat roll: the terrain leaves it as it is.
    expect(armedProfile(s, HACAN, 'pds', SOL, undefined, 1).spaceCannon).toEqual(
      armedProfile(s, HACAN, 'pds', SOL).spaceCannon,
    );
    expect(armedProfile(s, HACAN, 'destroyer', SOL, undefined, 1).combat?.hitsOn).toBe(8);
  });

  it('the odds before moving in count it', () => {
    const nebula = arrivalOdds(viewFor(fightIn('42'), { kind: 'seat', seat: SOL }), SOL, '42', {
      cruiser: 2,
    });
    const plain = arrivalOdds(viewFor(fightIn('20'), { kind: 'seat', seat: SOL }), SOL, '20', { cruiser: 2 });
    expect(nebula && plain).toBeTruthy();
    expect(nebula?.odds.attackerWins ?? 1).toBeLessThan(plain?.odds.attackerWins ?? 0);
  });
});
