// Anti-Fighter Barrage (LRR 10) at the start of a space combat: both sides roll at once from the game's
// generator, before the first round's combat rolls; each hit destroys one of the other side's fighters
// (no choice to make); hits beyond the fighters are lost; no roll against a side without fighters.

import { describe, expect, it } from 'vitest';
import { rollDice } from '../kernel/dice.ts';
import { seedRng } from '../kernel/rng.ts';
import { HACAN, SOL, combatTable, moveIn, space } from '../../test-support/combat-fixtures.ts';
import { notes, run } from '../../test-support/test-helpers.ts';
import type { GameState } from '../state/state.ts';

function moved(state: GameState, sol: Parameters<typeof moveIn>[0]) {
  const out = run(state, SOL, moveIn(sol));
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return { state: out.state, notes: notes(out) };
}

describe('Anti-Fighter Barrage (LRR 10)', () => {
  it('a destroyer fires at the fighters before round 1; each hit destroys a fighter', () => {
    const rng = seedRng('barrage');
    const out = moved(combatTable({ destroyer: 2 }, { carrier: 1, fighter: 3 }, rng), { destroyer: 2 });
    // Destroyer: Anti-Fighter Barrage 9 (×2), so 4 dice from the generator as it stands.
    const r = rollDice(rng, 4, 9);
    const lost = Math.min(3, r.hits);
    expect(out.notes[2]).toBe(
      `Anti-Fighter Barrage: P1 rolls ${r.faces.join(', ')} for 2 Destroyers (hits on 9+): ${
        lost > 0 ? `P2 loses ${lost} Fighter${lost === 1 ? '' : 's'}` : 'no fighter is destroyed'
      } (LRR 10).`,
    );
    expect(out.notes[3]).toMatch(/^Round 1: /);
  });

  it('hits beyond the fighters are lost: the other ships are untouched', () => {
    for (let i = 0; i < 60; i++) {
      const rng = seedRng(`excess ${i}`);
      const r = rollDice(rng, 4, 9);
      if (r.hits < 2) continue;
      const out = moved(combatTable({ destroyer: 2 }, { carrier: 1, fighter: 1 }, rng), { destroyer: 2 });
      expect(out.notes[2]).toContain('P2 loses 1 Fighter (LRR 10).');
      // The barrage took the fighter; the carrier is then fought in round 1 as usual.
      expect(out.notes[3]).toMatch(/^Round 1: P1 rolls .* P2 rolls .* for 1 Carrier/);
      return;
    }
    throw new Error('no seed gave two barrage hits');
  });

  it('both sides fire at once, and nobody rolls against a side with no fighters', () => {
    const rng = seedRng('both');
    const out = moved(
      combatTable({ destroyer: 1, cruiser: 1 }, { destroyer: 1, fighter: 2, carrier: 1 }, rng),
      {
        destroyer: 1,
        cruiser: 1,
      },
    );
    const barrage = out.notes.filter((n) => n.startsWith('Anti-Fighter Barrage'));
    // Sol has no fighters: only Sol's destroyer fires.
    expect(barrage).toHaveLength(1);
    expect(barrage[0]).toMatch(/^Anti-Fighter Barrage: P1 rolls/);
    const none = moved(combatTable({ cruiser: 1 }, { destroyer: 1 }, rng), { cruiser: 1 });
    expect(none.notes.some((n) => n.startsWith('Anti-Fighter Barrage'))).toBe(false);
  });

  it('fighters destroyed by the barrage leave the board', () => {
    for (let i = 0; i < 60; i++) {
      const rng = seedRng(`gone ${i}`);
      const r = rollDice(rng, 2, 9);
      if (r.hits === 0) continue;
      const before = combatTable({ destroyer: 1 }, { dreadnought: 1, fighter: 2 }, rng);
      const out = moved(before, { destroyer: 1 });
      const fighters = space(out.state, '20', HACAN).fighter ?? 0;
      // Round 1's hits may take more fighters; the barrage's are logged first.
      expect(out.notes[2]).toContain(`P2 loses ${r.hits} Fighter`);
      expect(fighters).toBeLessThanOrEqual(2 - r.hits);
      return;
    }
    throw new Error('no seed gave a barrage hit');
  });
});
