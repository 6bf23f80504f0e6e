// The Naalu flagship in an invasion (LRR 49, 42), written from the rules: with the Matriarch in the active
// system, Naalu fighters may be committed to planets as ground forces; they fight in the ground combat
// and those left go back to the space area once it is over, before control is established. Without it,
// committing fighters is refused and changes nothing.

import { describe, expect, it } from 'vitest';
import { applyIntent } from '../engine/engine.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import type { Intent } from '../wire/intents.ts';
import {
  HACAN,
  SOL,
  VEFUT,
  invasionTable,
  planetUnits,
  refused,
  space,
} from '../../test-support/invasion-fixtures.ts';
import { notes, run } from '../../test-support/test-helpers.ts';

const naalu = (s: GameState) => updatePlayer(s, SOL, (p) => ({ ...p, faction: 'naalu-collective' }));
const commit = (infantry: number, fighters: number): Intent => ({
  type: 'invade',
  commits: [{ planet: VEFUT, ...(infantry ? { infantry } : {}), fighters }],
});

/** Plays the invasion to its end, the host assigning by the default loss order when the game waits. */
function played(state: GameState, intent: Intent): { state: GameState; notes: string[] } {
  const out = run(state, SOL, intent);
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  let s = out.state;
  const all = notes(out);
  for (let i = 0; i < 50 && s.tactical?.combat; i++) {
    const next = applyIntent(s, { kind: 'host' }, { type: 'skip-undecided' });
    if (!next.ok) throw new Error(next.message);
    s = next.state;
    all.push(...notes(next));
  }
  return { state: s, notes: all };
}

describe('the Matriarch: Naalu fighters committed as ground forces (LRR 49)', () => {
  // A row per case that refuses the fighters: the flagship elsewhere, or another faction with it.
  const refusals = [
    {
      name: 'Naalu without the flagship in the system',
      sol: { carrier: 1, fighter: 2, infantry: 1 },
      naalu: true,
    },
    { name: 'another faction’s flagship', sol: { flagship: 1, fighter: 2, infantry: 1 }, naalu: false },
  ];
  for (const row of refusals)
    it(`${row.name}: refused, nothing changes`, () => {
      let s = invasionTable(row.sol, { infantry: 1 });
      if (row.naalu) s = naalu(s);
      const r = refused(s, SOL, commit(1, 2));
      expect(r.code).toBe('rule/illegal-choice');
      expect(r.message).toMatch(/^Fighters are not ground forces/);
    });

  it('more fighters than in the space area: refused', () => {
    const s = naalu(invasionTable({ flagship: 1, fighter: 2, infantry: 1 }, { infantry: 1 }));
    expect(refused(s, SOL, commit(1, 3)).message).toMatch(/^You have 2 Fighters in the space area/);
  });

  it('the fighters fight on the planet; those left go back to space and do not take it', () => {
    for (let i = 0; i < 40; i++) {
      const s = naalu(
        invasionTable({ flagship: 1, fighter: 3, infantry: 1 }, { infantry: 1 }, seedRng(`n${i}`)),
      );
      const out = played(s, commit(0, 3));
      expect(out.notes[0]).toBe('P1 commits 3 Fighters to Vefut II (LRR 49).');
      expect(out.notes.find((n) => n.startsWith('Round 1: '))).toMatch(/for 3 Fighters \(hits on \d\+\)/);
      expect(planetUnits(out.state, SOL)).toEqual({});
      const back = out.notes.find((n) => /Fighters? on Vefut II go(es)? back/.test(n));
      const left = space(out.state, '20', SOL).fighter ?? 0;
      if (left > 0)
        expect(back).toBe(
          `P1's ${left} Fighter${left === 1 ? '' : 's'} on Vefut II ${left === 1 ? 'goes' : 'go'} back to the space area (committed as ground forces).`,
        );
      // Fighters that won do not hold the planet: they are back in space before control (LRR 49).
      if (left > 0) {
        expect(planetUnits(out.state, HACAN)).toEqual({});
        expect(out.notes.at(-1)).toBe('P1 has no ground forces left on Vefut II: P2 keeps it.');
        expect(out.state.galaxy.planets[VEFUT]?.controller).toBe(HACAN);
        return;
      }
    }
    throw new Error('no seed left the fighters alone on the planet');
  });
});
