// The combat table edit (SPEC 2.6, issue 28): a side's hits still to assign in the round under way,
// changed for what the app does not play (LRR 78.4, 42.2). Logged with who made it; a side left with
// nothing to assign lets the combat go on; refused when no combat waits for hits, for a player not in
// it, or below zero — and a refusal changes nothing.

import { describe, expect, it } from 'vitest';
import { waitingFor } from '../engine/legal.ts';
import { seedRng } from '../kernel/rng.ts';
import { HACAN, SOL, inCombat, space, combatTable } from '../../test-support/combat-fixtures.ts';
import { edit } from '../../test-support/table-edit-fixtures.ts';
import { expectRefusal, notes, run } from '../../test-support/test-helpers.ts';

const SAAR = 2;
const fight = () =>
  inCombat({ dreadnought: 2, cruiser: 1 }, { cruiser: 1, destroyer: 1 }, { sol: 2, hacan: 0 });

describe('adjusting a combat’s hits by a table edit', () => {
  it('one hit cancelled (a card the app does not play): the player owes one hit less, and the log says who', () => {
    const out = run(fight(), SOL, edit({ kind: 'adjust-combat-hits', delta: -1 }));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.tactical?.combat?.owed[String(SOL)]).toBe(1);
    expect(notes(out)[0]).toBe(
      'Table edit: P1 changes their hits to assign in the space combat in system 20 (Vefut II) by −1 (now 1).',
    );
    expect(waitingFor(out.state).seats).toEqual([SOL]);
  });

  it('a hit added to the other side: forced when it has no choice, and the next round is rolled', () => {
    const s = { ...fight(), rng: seedRng('adjust') };
    // Hacan has a cruiser and a destroyer: a choice; Sol then still owes its 2.
    const added = run(s, SOL, edit({ kind: 'adjust-combat-hits', seat: HACAN, delta: 1 }));
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(notes(added)[0]).toBe(
      "Table edit: P1 changes P2's hits to assign in the space combat in system 20 (Vefut II) by +1 (now 1).",
    );
    expect([...waitingFor(added.state).seats].sort()).toEqual([SOL, HACAN]);
    // Hits owed wiped out on both sides: the round is over and the next one is rolled at once.
    const none = run(fight(), HACAN, edit({ kind: 'adjust-combat-hits', seat: SOL, delta: -2 }));
    expect(none.ok).toBe(true);
    if (!none.ok) return;
    expect(notes(none).some((n) => n.startsWith('Round 2:'))).toBe(true);
    expect(space(none.state, '20', SOL)).toMatchObject({ dreadnought: 2, cruiser: 1 });
  });

  it('a hit added to a side with one kind of unit and nothing to sustain is assigned by the game', () => {
    const s = inCombat({ cruiser: 2 }, { destroyer: 2 }, { sol: 1, hacan: 0 });
    const out = run(s, SOL, edit({ kind: 'adjust-combat-hits', seat: HACAN, delta: 1 }));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(notes(out)).toContain(
      'P2 takes 1 hit: loses 1 Destroyer (no other choice: assigned by the game).',
    );
    expect(space(out.state, '20', HACAN).destroyer).toBe(1);
  });

  it('refused, changing nothing: below zero, a player not in the combat, no combat waiting for hits', () => {
    const s = fight();
    expectRefusal(
      run(s, SOL, edit({ kind: 'adjust-combat-hits', seat: HACAN, delta: -1 })),
      'P2 has 0 hits to assign: taking off 1 would go below zero.',
    );
    expectRefusal(
      run(s, SOL, edit({ kind: 'adjust-combat-hits', seat: SAAR, delta: 1 })),
      'P3 does not fight in the space combat in system 20 (Vefut II).',
    );
    const quiet = combatTable({ cruiser: 1 }, {});
    expectRefusal(
      run(quiet, SOL, edit({ kind: 'adjust-combat-hits', delta: 1 })),
      'Hits can be adjusted only while a combat waits for its hits to be assigned.',
    );
  });

  it('a bad delta is refused by the schema (0 changes nothing)', () => {
    const out = run(fight(), SOL, edit({ kind: 'adjust-combat-hits', delta: 0 }));
    expect(out).toMatchObject({ ok: false });
  });
});
