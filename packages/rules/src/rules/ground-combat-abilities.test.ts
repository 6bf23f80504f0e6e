// Abilities around ground combat (LRR 42) and bombardment (LRR 15), written from the rules: Magen Defense
// Grid's hit at the start of a ground combat (Ω text), X-89 Bacterial Weapon after a bombardment that
// destroyed infantry, and the L1Z1X Mindnet's Harrow after each ground combat round (a Planetary
// Shield still stops it, LRR 65). What a player sees: the log, who is asked to assign, what is left.

import { describe, expect, it } from 'vitest';
import { waitingFor, legalIntents } from '../engine/legal.ts';
import { rollDice } from '../kernel/dice.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import { landingOdds } from '../view/landing-odds.ts';
import type { Intent } from '../wire/intents.ts';
import {
  HACAN,
  SOL,
  VEFUT,
  inGroundCombat,
  invasionTable,
  planetUnits,
  refused,
} from '../../test-support/invasion-fixtures.ts';
import { withTechnologies } from '../../test-support/build-fixtures.ts';
import { setSpace } from '../../test-support/move-fixtures.ts';
import { notes, run } from '../../test-support/test-helpers.ts';

const land = (infantry: number, mechs = 0): Intent => ({
  type: 'invade',
  commits: [{ planet: VEFUT, ...(infantry ? { infantry } : {}), ...(mechs ? { mechs } : {}) }],
});
const bombard = (units: Record<string, number>): Intent => ({
  type: 'invade',
  bombard: [{ planet: VEFUT, units }],
  commits: [],
});

function played(state: GameState, seat: number, intent: Intent) {
  const out = run(state, seat, intent);
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return { state: out.state, notes: notes(out) };
}

const MAGEN_NOTE =
  "Magen Defense Grid: P2 produces 1 hit against P1's ground forces on Vefut II at the start of the ground combat.";

describe('Magen Defense Grid (Ω): 1 hit at the start of a ground combat on a planet with a structure', () => {
  // A row per case: the defender's units on Vefut II, whether it owns the technology, and whether it fires.
  const rows = [
    { name: 'a space dock there', hacan: { infantry: 2, 'space-dock': 1 }, tech: true, fires: true },
    { name: 'no structure there', hacan: { infantry: 2 }, tech: true, fires: false },
    { name: 'no Magen Defense Grid', hacan: { infantry: 2, 'space-dock': 1 }, tech: false, fires: false },
  ] as const;
  for (const row of rows)
    it(`${row.name}: ${row.fires ? 'the attacker loses an infantry before round 1' : 'no hit'}`, () => {
      let s = invasionTable({ carrier: 1, infantry: 3 }, row.hacan, seedRng('magen'));
      if (row.tech) s = withTechnologies(s, HACAN, ['magen-defense-grid']);
      const out = played(s, SOL, land(3));
      expect(out.notes.includes(MAGEN_NOTE)).toBe(row.fires);
      if (!row.fires) return;
      const at = out.notes.indexOf(MAGEN_NOTE);
      expect(out.notes[at - 1]).toBe('Ground combat on Vefut II: P1 attacks P2 (LRR 42).');
      expect(out.notes[at + 1]).toBe(
        'P1 takes 1 hit: loses 1 Infantry (no other choice: assigned by the game).',
      );
      expect(out.notes[at + 2]).toMatch(/^Round 1: P1 rolls [\d, ]+ for 2 Infantry/);
    });

  it('a lone infantry landed is destroyed by it: the combat ends before round 1 and the defender keeps the planet', () => {
    let s = invasionTable({ carrier: 1, infantry: 1 }, { infantry: 1, 'space-dock': 1 }, seedRng('lone'));
    s = withTechnologies(s, HACAN, ['magen-defense-grid']);
    const out = played(s, SOL, land(1));
    expect(out.notes.slice(-3)).toEqual([
      'P1 takes 1 hit: loses 1 Infantry (no other choice: assigned by the game).',
      'The ground combat on Vefut II ends before round 1: P2 wins.',
      'P1 has no ground forces left on Vefut II: P2 keeps it.',
    ]);
    expect(planetUnits(out.state, HACAN)).toEqual({ infantry: 1, 'space-dock': 1 });
  });

  it('the odds before committing count its hit: a lone infantry never takes the planet', () => {
    const s = invasionTable({ carrier: 1, infantry: 2 }, { infantry: 1, 'space-dock': 1 });
    const plain = landingOdds(s, SOL, '20', VEFUT, { infantry: 1 });
    const magen = withTechnologies(s, HACAN, ['magen-defense-grid']);
    expect(plain?.attackerWins ?? 0).toBeGreaterThan(0);
    expect(landingOdds(magen, SOL, '20', VEFUT, { infantry: 1 })?.attackerWins).toBe(0);
    expect(landingOdds(magen, SOL, '20', VEFUT, { infantry: 2 })?.attackerWins ?? 0).toBeGreaterThan(0);
  });

  it('the attacker with a mech chooses (Sustain Damage allowed); round 1 follows their assignment', () => {
    let s = invasionTable(
      { carrier: 1, infantry: 2, mech: 1 },
      { infantry: 1, 'space-dock': 1 },
      seedRng('m'),
    );
    s = withTechnologies(s, HACAN, ['magen-defense-grid']);
    const out = played(s, SOL, land(2, 1));
    expect(out.notes.at(-1)).toBe(MAGEN_NOTE);
    expect(waitingFor(out.state).text).toBe(
      'Waiting for P1 (1) to assign the hits of Magen Defense Grid in the ground combat on Vefut II, before round 1.',
    );
    expect(legalIntents(out.state, { kind: 'seat', seat: SOL })).toEqual([
      { type: 'assign-hits', losses: {}, sustain: { mech: 1 } },
    ]);
    // Only ground forces take it; a wrong count is refused and changes nothing.
    expect(refused(out.state, SOL, { type: 'assign-hits', losses: { carrier: 1 } }).code).toBe(
      'rule/illegal-choice',
    );
    const after = played(out.state, SOL, { type: 'assign-hits', losses: {}, sustain: { mech: 1 } });
    expect(after.notes[0]).toBe('P1 takes 1 hit: 1 Mech sustains damage.');
    expect(after.notes[1]).toMatch(/^Round 1: /);
  });
});

describe('X-89 Bacterial Weapon: a bombardment that destroyed infantry destroys all of them', () => {
  it('hits on infantry: every infantry of the defender there is destroyed, logged', () => {
    for (let i = 0; i < 40; i++) {
      const rng = seedRng(`x${i}`);
      const r = rollDice(rng, 2, 5);
      if (r.hits === 0) continue;
      let s = invasionTable({ dreadnought: 2 }, { infantry: 4 }, rng);
      s = withTechnologies(s, SOL, ['x-89-bacterial-weapon']);
      const out = played(s, SOL, bombard({ dreadnought: 2 }));
      expect(out.notes).toContain(
        `X-89 Bacterial Weapon: P1 destroys P2's ${4 - r.hits} Infantry on Vefut II after the bombardment.`,
      );
      expect(planetUnits(out.state, HACAN)).toEqual({});
      return;
    }
    throw new Error('no seed hit');
  });

  it('without the technology, or with no hit, the other infantry stay', () => {
    for (let i = 0; i < 40; i++) {
      const rng = seedRng(`x${i}`);
      const r = rollDice(rng, 2, 5);
      const s = invasionTable({ dreadnought: 2 }, { infantry: 4 }, rng);
      const withTech = withTechnologies(s, SOL, ['x-89-bacterial-weapon']);
      const plain = played(s, SOL, bombard({ dreadnought: 2 }));
      expect(planetUnits(plain.state, HACAN).infantry).toBe(4 - r.hits);
      if (r.hits === 0) {
        const out = played(withTech, SOL, bombard({ dreadnought: 2 }));
        expect(planetUnits(out.state, HACAN).infantry).toBe(4);
        expect(out.notes.join('\n')).not.toMatch(/X-89/);
        return;
      }
    }
    throw new Error('no seed missed');
  });

  it('the defender who puts the hit on a mech (Sustain Damage) keeps their infantry; on an infantry, loses them all', () => {
    for (let i = 0; i < 60; i++) {
      const rng = seedRng(`y${i}`);
      if (rollDice(rng, 1, 5).hits !== 1) continue;
      let s = invasionTable({ dreadnought: 1 }, { infantry: 3, mech: 1 }, rng);
      s = withTechnologies(s, SOL, ['x-89-bacterial-weapon']);
      const out = played(s, SOL, bombard({ dreadnought: 1 }));
      const sustained = played(out.state, HACAN, { type: 'assign-hits', losses: {}, sustain: { mech: 1 } });
      expect(planetUnits(sustained.state, HACAN)).toEqual({ infantry: 3, mech: 1 });
      const lost = played(out.state, HACAN, { type: 'assign-hits', losses: { infantry: 1 } });
      expect(lost.notes).toContain(
        "X-89 Bacterial Weapon: P1 destroys P2's 2 Infantry on Vefut II after the bombardment.",
      );
      expect(planetUnits(lost.state, HACAN)).toEqual({ mech: 1 });
      return;
    }
    throw new Error('no seed hit once');
  });
});

describe('Harrow (L1Z1X Mindnet): their ships bombard after each ground combat round', () => {
  const l1z1x = (s: GameState) => updatePlayer(s, SOL, (p) => ({ ...p, faction: 'l1z1x-mindnet' }));
  /** Round 1 fought: Hacan owes 1 hit and will sustain it on the mech; Sol has a dreadnought above. */
  const table = (hacan: Record<string, number>, faction = true) => {
    const s = setSpace(inGroundCombat({ infantry: 3 }, hacan, { sol: 0, hacan: 1 }), '20', SOL, {
      carrier: 1,
      dreadnought: 1,
    });
    return faction ? l1z1x(s) : s;
  };

  it('after the round’s hits, the dreadnought rolls its Bombardment; the defender owes what it hits', () => {
    const s = table({ mech: 1, infantry: 2 });
    const r = rollDice(s.rng, 1, 5);
    const out = played(s, HACAN, { type: 'assign-hits', losses: {}, sustain: { mech: 1 } });
    expect(out.notes[1]).toBe(
      `Harrow: after round 1, P1 bombards Vefut II: rolls ${r.faces.join(', ')} for 1 Dreadnought (hits on 5+): ${r.hits} hit${r.hits === 1 ? '' : 's'} (LRR 15).`,
    );
    if (r.hits === 0) expect(out.notes[2]).toMatch(/^Round 2: /);
    else
      expect(waitingFor(out.state).text).toBe(
        'Waiting for P2 (1) to assign the hits of Harrow in the ground combat on Vefut II, after round 1.',
      );
  });

  it('the Harrow hits assigned, round 2 is rolled (one Harrow per round)', () => {
    for (let i = 0; i < 40; i++) {
      const s = { ...table({ mech: 1, infantry: 2 }), rng: seedRng(`h${i}`) };
      if (rollDice(s.rng, 1, 5).hits === 0) continue;
      const out = played(s, HACAN, { type: 'assign-hits', losses: {}, sustain: { mech: 1 } });
      const next = played(out.state, HACAN, { type: 'assign-hits', losses: { infantry: 1 } });
      expect(next.notes[0]).toBe('P2 takes 1 hit: loses 1 Infantry.');
      expect(next.notes[1]).toMatch(/^Round 2: /);
      expect(planetUnits(next.state, HACAN).infantry ?? 0).toBeLessThanOrEqual(1);
      return;
    }
    throw new Error('no seed hit');
  });

  it('X-89 follows Harrow: an infantry destroyed by it takes every other infantry there', () => {
    for (let i = 0; i < 40; i++) {
      let s = { ...table({ mech: 1, infantry: 3 }), rng: seedRng(`h${i}`) };
      if (rollDice(s.rng, 1, 5).hits === 0) continue;
      s = withTechnologies(s, SOL, ['x-89-bacterial-weapon']);
      const out = played(s, HACAN, { type: 'assign-hits', losses: {}, sustain: { mech: 1 } });
      const next = played(out.state, HACAN, { type: 'assign-hits', losses: { infantry: 1 } });
      expect(next.notes[1]).toBe(
        "X-89 Bacterial Weapon: P1 destroys P2's 2 Infantry on Vefut II after the bombardment.",
      );
      expect(next.notes[2]).toMatch(
        /^Round 2: P1 rolls [\d, ]+ for 3 Infantry .* P2 rolls [\d, ]+ for 1 Mech /,
      );
      return;
    }
    throw new Error('no seed hit');
  });

  it('Harrow’s hits are not a round’s: Duranium Armor repairs after the round’s hits, not after them', () => {
    for (let i = 0; i < 40; i++) {
      let s = { ...table({ mech: 2, infantry: 2 }), rng: seedRng(`d${i}`) };
      if (rollDice(s.rng, 1, 5).hits === 0) continue;
      s = withTechnologies(s, HACAN, ['duranium-armor']);
      s = {
        ...s,
        tactical: {
          ...s.tactical!,
          combat: { ...s.tactical!.combat!, damaged: { [String(HACAN)]: { mech: 2 } } },
        },
      };
      const out = played(s, HACAN, { type: 'assign-hits', losses: { infantry: 1 } });
      expect(out.notes[1]).toBe("Duranium Armor repairs P2's 1 Mech.");
      expect(out.notes[2]).toMatch(/^Harrow: after round 1/);
      const next = played(out.state, HACAN, { type: 'assign-hits', losses: { infantry: 1 } });
      // Straight from Harrow's hits to round 2: no repair between.
      expect(next.notes[0]).toBe('P2 takes 1 hit: loses 1 Infantry.');
      expect(next.notes[1]).toMatch(/^Round 2: /);
      return;
    }
    throw new Error('no seed hit');
  });

  // A row per case where Harrow does not roll.
  const rows = [
    {
      name: 'a PDS on the planet (Planetary Shield, LRR 65)',
      hacan: { mech: 1, infantry: 2, pds: 1 },
      faction: true,
    },
    { name: 'another faction', hacan: { mech: 1, infantry: 2 }, faction: false },
  ];
  for (const row of rows)
    it(`no bombardment with ${row.name}`, () => {
      const s = table(row.hacan, row.faction);
      const out = played(s, HACAN, { type: 'assign-hits', losses: {}, sustain: { mech: 1 } });
      if (row.faction)
        expect(out.notes[1]).toBe(
          "Harrow: a Planetary Shield on Vefut II stops P1's bombardment after round 1 (LRR 15, 65).",
        );
      expect(out.notes.join('\n')).not.toMatch(/bombards/);
      expect(out.notes.find((n) => n.startsWith('Round 2: '))).toBeDefined();
    });
});
