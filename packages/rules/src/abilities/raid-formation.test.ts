// Raid Formation (Argent Flight): barrage hits beyond the opponent's fighters damage the opponent's
// ships that can still use Sustain Damage (LRR 10, 87), costliest first; the ships start round 1
// damaged. A fixture table on the barrage's damage, then whole space combats from the move.

import { describe, expect, it } from 'vitest';
import '../engine/rule-set.ts';
import { rollDice } from '../kernel/dice.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState, Seat, SpaceCombatState, UnitCounts } from '../state/state.ts';
import { damageByBarrage } from '../rules/barrage-damage.ts';
import { HACAN, SOL, combatTable, inCombat, moveIn, space } from '../../test-support/combat-fixtures.ts';
import { notes, run } from '../../test-support/test-helpers.ts';

const asArgent = (state: GameState, seat: Seat = SOL): GameState => ({
  ...state,
  players: state.players.map((p, i) => (i === seat ? { ...p, faction: 'argent-flight' } : p)),
});

describe('the damage of barrage hits beyond the fighters (Raid Formation; LRR 10, 87)', () => {
  const rows: {
    rule: string;
    hacan: UnitCounts;
    damaged?: SpaceCombatState['damaged'];
    argent?: boolean;
    excess: number;
    expected: UnitCounts | undefined;
    note?: string;
  }[] = [
    {
      rule: 'one hit beyond the fighters damages one ship with Sustain Damage',
      hacan: { dreadnought: 2, fighter: 1 },
      excess: 1,
      expected: { dreadnought: 1 },
      note: "Raid Formation: P1's 1 hit beyond the fighters damage P2's 1 Dreadnought (LRR 10, 87).",
    },
    {
      rule: 'the costliest ships first: the war sun, then the dreadnought; never a cruiser',
      hacan: { cruiser: 1, dreadnought: 1, 'war-sun': 1 },
      excess: 2,
      expected: { dreadnought: 1, 'war-sun': 1 },
    },
    {
      rule: 'more hits than ships that can be damaged: the rest do nothing',
      hacan: { dreadnought: 1, carrier: 2 },
      excess: 3,
      expected: { dreadnought: 1 },
      note: "Raid Formation: P1's 3 hits beyond the fighters damage P2's 1 Dreadnought; no other ship of theirs can be damaged (LRR 10, 87).",
    },
    {
      rule: 'a ship already damaged (by Space Cannon Offense) is not damaged again',
      hacan: { dreadnought: 2 },
      damaged: { [String(HACAN)]: { dreadnought: 1 } },
      excess: 2,
      expected: { dreadnought: 2 },
    },
    {
      rule: 'nothing to damage: said in the log',
      hacan: { carrier: 1 },
      excess: 1,
      expected: undefined,
      note: "Raid Formation: P1's 1 hit beyond the fighters damage nothing: none of P2's ships can be damaged (LRR 87).",
    },
    {
      rule: 'without Raid Formation the hits beyond the fighters are lost (LRR 10)',
      hacan: { dreadnought: 1 },
      argent: false,
      excess: 1,
      expected: undefined,
    },
    {
      rule: 'no hit beyond the fighters, nothing damaged',
      hacan: { dreadnought: 1 },
      excess: 0,
      expected: undefined,
    },
  ];
  for (const row of rows)
    it(row.rule, () => {
      const table = inCombat({ destroyer: 2 }, row.hacan, { sol: 0, hacan: 0 }, row.damaged ?? {});
      const events: Parameters<typeof damageByBarrage>[4] = [];
      const out = damageByBarrage(
        row.argent === false ? table : asArgent(table),
        SOL,
        HACAN,
        row.excess,
        events,
      );
      expect(out.tactical?.combat?.damaged[String(HACAN)]).toEqual(
        row.expected ?? row.damaged?.[String(HACAN)],
      );
      const said = events.flatMap((e) => (e.type === 'note' ? [e.text] : []));
      if (row.note) expect(said).toEqual([row.note]);
      if (row.argent === false || row.excess === 0) expect(said).toEqual([]);
    });
});

function moved(state: GameState, sol: UnitCounts) {
  const out = run(state, SOL, moveIn(sol));
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return { state: out.state, notes: notes(out) };
}

describe('Raid Formation in a space combat', () => {
  it('the Argent barrage fires at a fleet without fighters and damages its dreadnought before round 1', () => {
    for (let i = 0; i < 60; i++) {
      const rng = seedRng(`raid ${i}`);
      // Two destroyers: Anti-Fighter Barrage 9 (×2), 4 dice.
      const r = rollDice(rng, 4, 9);
      if (r.hits === 0) continue;
      const out = moved(asArgent(combatTable({ destroyer: 2 }, { dreadnought: 1 }, rng)), { destroyer: 2 });
      expect(out.notes[2]).toBe(
        `Anti-Fighter Barrage: P1 rolls ${r.faces.join(', ')} for 2 Destroyers (hits on 9+): no fighter is destroyed (LRR 10).`,
      );
      expect(out.notes[3]).toBe(
        `Raid Formation: P1's ${r.hits} hit${r.hits === 1 ? '' : 's'} beyond the fighters damage P2's 1 Dreadnought${r.hits > 1 ? '; no other ship of theirs can be damaged' : ''} (LRR 10, 87).`,
      );
      expect(out.notes[4]).toMatch(/^Round 1: /);
      // The dreadnought starts round 1 damaged: the first hit on it destroys it, with nothing to
      // choose (undamaged, it could sustain: the game would wait for P2).
      const hit = out.notes.find((n) => n.startsWith('P2 takes'));
      if (hit === undefined) continue;
      expect(hit).toBe('P2 takes 1 hit: loses 1 Dreadnought (no other choice: assigned by the game).');
      expect(space(out.state, '20', HACAN).dreadnought ?? 0).toBe(0);
      return;
    }
    throw new Error('no seed gave a barrage hit');
  });

  it('fighters first: only the hits beyond them damage ships', () => {
    for (let i = 0; i < 80; i++) {
      const rng = seedRng(`raid fighters ${i}`);
      const r = rollDice(rng, 4, 9);
      if (r.hits !== 2) continue;
      const out = moved(asArgent(combatTable({ destroyer: 2 }, { dreadnought: 2, fighter: 1 }, rng)), {
        destroyer: 2,
      });
      expect(out.notes[2]).toContain('P2 loses 1 Fighter (LRR 10).');
      expect(out.notes[3]).toBe(
        "Raid Formation: P1's 1 hit beyond the fighters damage P2's 1 Dreadnought (LRR 10, 87).",
      );
      return;
    }
    throw new Error('no seed gave two barrage hits');
  });

  it('another faction’s barrage does not roll against a fleet without fighters', () => {
    const out = moved(combatTable({ destroyer: 2 }, { dreadnought: 1 }, seedRng('plain')), { destroyer: 2 });
    expect(out.notes.some((n) => n.startsWith('Anti-Fighter Barrage'))).toBe(false);
    expect(out.notes.some((n) => n.startsWith('Raid Formation'))).toBe(false);
  });
});
