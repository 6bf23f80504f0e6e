// Space Cannon Offense (LRR 77) after movement: who fires, in what order, from where (the active system;
// adjacent systems only for units whose cannon reaches), at whose ships; the hits assigned by the ships'
// owner, the game waiting when there is a choice; then the space combat, ships damaged by the cannons
// still damaged.

import { describe, expect, it } from 'vitest';
import { rollDice } from '../kernel/dice.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState, UnitCounts } from '../state/state.ts';
import { waitingFor } from '../engine/legal.ts';
import { HACAN, SOL, moveIn, space, withoutTechnology } from '../../test-support/combat-fixtures.ts';
import {
  line,
  moveTable,
  setPlanetUnits,
  setSpace,
  withTechnologies,
} from '../../test-support/move-fixtures.ts';
import { act, notes, run } from '../../test-support/test-helpers.ts';

const VEFUT = 'vefut-ii';
const LODOR = 'lodor';

/** Sol's ships in 46 ready to move into 20; Lodor (26) next to 20 on the other side, two systems from 46; no Antimass. */
function table(
  sol: UnitCounts,
  hacan: { space?: UnitCounts; vefut?: UnitCounts; lodor?: UnitCounts },
  rng = seedRng('cannon'),
): GameState {
  let s = moveTable(line('26', '20', '46'), '20');
  s = withoutTechnology(s, 'antimass-deflectors');
  s = setSpace(s, '46', SOL, sol);
  if (hacan.space) s = setSpace(s, '20', HACAN, hacan.space);
  if (hacan.vefut) s = setPlanetUnits(s, VEFUT, HACAN, hacan.vefut);
  if (hacan.lodor) s = setPlanetUnits(s, LODOR, HACAN, hacan.lodor);
  return { ...s, rng };
}

function moved(state: GameState, sol: UnitCounts) {
  const out = run(state, SOL, moveIn(sol));
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return { state: out.state, notes: notes(out) };
}

const cannonLine = (
  who: string,
  faces: readonly number[],
  units: string,
  on: number,
  at: string,
  hits: number,
) =>
  `Space Cannon Offense in system 20 (Vefut II): ${who} rolls ${faces.join(', ')} for ${units} (hits on ${on}+) at ${at}'s ships: ${hits} hit${hits === 1 ? '' : 's'} (LRR 77).`;

describe('who fires (LRR 77)', () => {
  it('a PDS on a planet in the active system fires at the arriving ships, with no ship of its owner there', () => {
    const rng = seedRng('pds alone');
    const out = moved(table({ cruiser: 1 }, { vefut: { pds: 1 } }, rng), { cruiser: 1 });
    const r = rollDice(rng, 1, 6);
    expect(out.notes[1]).toBe(cannonLine('P2', r.faces, '1 PDS', 6, 'P1', r.hits));
    // One cruiser: the hit needs no choice; no ships of Hacan's there, so no combat follows.
    expect(out.state.tactical?.combat).toBeUndefined();
    expect(space(out.state, '20', SOL).cruiser ?? 0).toBe(1 - r.hits);
  });

  it('from an adjacent system only a cannon that reaches (PDS II), not a PDS', () => {
    const pds = moved(table({ cruiser: 1 }, { lodor: { pds: 2 } }), { cruiser: 1 });
    expect(pds.notes.some((n) => n.startsWith('Space Cannon Offense'))).toBe(false);
    const rng = seedRng('deep');
    const upgraded = withTechnologies(table({ cruiser: 1 }, { lodor: { pds: 2 } }, rng), HACAN, ['pds-ii']);
    const out = moved(upgraded, { cruiser: 1 });
    const r = rollDice(rng, 2, 5);
    expect(out.notes[1]).toBe(cannonLine('P2', r.faces, '2 PDS', 5, 'P1', r.hits));
  });

  it('the active player fires first, at the other player’s ships; Antimass Deflectors take 1 off each die', () => {
    const rng = seedRng('both fire');
    let s = table({ cruiser: 2 }, { space: { destroyer: 1 }, vefut: { pds: 1 } }, rng);
    s = setPlanetUnits(s, 'vefut-ii', SOL, { pds: 1 });
    s = withTechnologies(s, HACAN, ['antimass-deflectors']);
    const out = moved(s, { cruiser: 2 });
    const sol = rollDice(rng, 1, 7);
    const lines = out.notes.filter((n) => n.startsWith('Space Cannon Offense'));
    expect(lines[0]).toBe(cannonLine('P1', sol.faces, '1 PDS', 7, 'P2', sol.hits));
    expect(lines[1]).toMatch(
      /^Space Cannon Offense in system 20 \(Vefut II\): P2 rolls \d+ for 1 PDS \(hits on 6\+\) at P1's ships/,
    );
  });

  it('a player fires only at ships in the active system: Sol’s PDS at Hacan’s destroyer, Hacan has no cannon', () => {
    let s = table({ cruiser: 1 }, { space: { destroyer: 1 } });
    s = setPlanetUnits(s, VEFUT, SOL, { pds: 1 });
    const out = moved({ ...s, galaxy: s.galaxy }, { cruiser: 1 });
    // Sol's own PDS has Hacan's destroyer to fire at; Hacan has no cannon: one line.
    expect(out.notes.filter((n) => n.startsWith('Space Cannon Offense'))).toHaveLength(1);
  });
});

describe('the hits (LRR 77, 78.4, 87)', () => {
  it('the owner of the ships chooses when there is a choice; then the space combat starts, the ship still damaged', () => {
    for (let i = 0; i < 80; i++) {
      const rng = seedRng(`choice ${i}`);
      const r = rollDice(rng, 2, 6);
      if (r.hits !== 1) continue;
      const s = table({ dreadnought: 1, cruiser: 1 }, { space: { destroyer: 1 }, vefut: { pds: 2 } }, rng);
      const out = moved(s, { dreadnought: 1, cruiser: 1 });
      const combat = out.state.tactical?.combat;
      expect(combat?.offense).toEqual({ next: [2, 3] });
      expect(combat?.owed).toEqual({ [String(SOL)]: 1 });
      expect(waitingFor(out.state).text).toBe(
        'Waiting for P1 (1) to assign the hits of the Space Cannon Offense in system 20 (Vefut II).',
      );
      const after = act(out.state, SOL, { type: 'assign-hits', losses: {}, sustain: { dreadnought: 1 } });
      const next = after.tactical?.combat;
      // The combat began (its first round rolled, or waiting for hits), the dreadnought still damaged.
      expect(next?.offense).toBeUndefined();
      if (next) expect(next.damaged[String(SOL)]).toEqual({ dreadnought: 1 });
      return;
    }
    throw new Error('no seed gave exactly one hit');
  });

  it('no ship hit when the roll misses; more hits than ships take them all', () => {
    for (let i = 0; i < 80; i++) {
      const rng = seedRng(`all ${i}`);
      const r = rollDice(rng, 3, 6);
      if (r.hits < 2) continue;
      const out = moved(table({ cruiser: 1 }, { vefut: { pds: 3 } }, rng), { cruiser: 1 });
      expect(out.notes[2]).toBe('P1 takes 1 hit: loses 1 Cruiser (no other choice: assigned by the game).');
      expect(space(out.state, '20', SOL).cruiser ?? 0).toBe(0);
      return;
    }
    throw new Error('no seed gave two hits');
  });
});
