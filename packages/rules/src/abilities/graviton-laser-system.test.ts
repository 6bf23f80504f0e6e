// Graviton Laser System (LRR 77): exhausted before its owner's Space Cannon Offense when the ships
// fired at include fighters and a non-fighter ship; those hits then go to non-fighter ships while one
// can take a hit (Sustain Damage counts). A fixture table on the assignment (the check, the default and
// the forced one), then the cannon fired from the move.

import { describe, expect, it } from 'vitest';
import '../engine/rule-set.ts';
import { legalIntents, waitingFor } from '../engine/legal.ts';
import { rollDice } from '../kernel/dice.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState, UnitCounts } from '../state/state.ts';
import type { Intent } from '../wire/intents.ts';
import { defaultAssignment, forcedAssignment, type Assignment } from '../rules/combat-sides.ts';
import {
  HACAN,
  SOL,
  inCombat,
  moveIn,
  refused,
  space,
  withoutTechnology,
} from '../../test-support/combat-fixtures.ts';
import {
  line,
  moveTable,
  setPlanetUnits,
  setSpace,
  withTechnologies,
} from '../../test-support/move-fixtures.ts';
import { act, notes, run } from '../../test-support/test-helpers.ts';

const GLS = 'Graviton Laser System';

/** Hacan owes `hits` of a Space Cannon Offense whose hits go to non-fighter ships first. */
function aimed(hacan: UnitCounts, hits: number, constrained = true): GameState {
  const s = inCombat({ cruiser: 1 }, hacan, { sol: 0, hacan: hits });
  const combat = s.tactical?.combat;
  if (!combat) throw new Error('no combat');
  return {
    ...s,
    tactical: {
      ...s.tactical,
      system: '20',
      combat: {
        ...combat,
        round: 0,
        offense: { next: [] },
        ...(constrained ? { nonFightersFirst: GLS } : {}),
      },
    },
  };
}

describe('hits kept off fighters (Graviton Laser System, LRR 77)', () => {
  const rows: {
    rule: string;
    hacan: UnitCounts;
    hits: number;
    constrained?: boolean;
    refused?: { losses: UnitCounts; sustain?: UnitCounts; message: string };
    accepted?: Assignment;
    byDefault: Assignment;
    forced: Assignment | null;
  }[] = [
    {
      rule: 'a fighter may not be lost while the carrier can take the hit',
      hacan: { carrier: 1, fighter: 2 },
      hits: 1,
      refused: {
        losses: { fighter: 1 },
        message: `${GLS}: these hits go to your non-fighter ships while one can take a hit (Sustain Damage counts); no fighter may be lost, not 1 (LRR 77).`,
      },
      byDefault: { losses: { carrier: 1 }, sustain: {} },
      forced: { losses: { carrier: 1 }, sustain: {} },
    },
    {
      rule: 'Sustain Damage takes a hit on a non-fighter ship: the dreadnought sustains and is lost',
      hacan: { dreadnought: 1, fighter: 2 },
      hits: 2,
      refused: {
        losses: { fighter: 1 },
        sustain: { dreadnought: 1 },
        message: `${GLS}: these hits go to your non-fighter ships while one can take a hit (Sustain Damage counts); no fighter may be lost, not 1 (LRR 77).`,
      },
      accepted: { losses: { dreadnought: 1 }, sustain: { dreadnought: 1 } },
      byDefault: { losses: { dreadnought: 1 }, sustain: { dreadnought: 1 } },
      forced: null,
    },
    {
      rule: 'hits beyond what the other ships can take go to the fighters',
      hacan: { carrier: 1, fighter: 3 },
      hits: 3,
      refused: {
        losses: { fighter: 3 },
        message: `${GLS}: these hits go to your non-fighter ships while one can take a hit (Sustain Damage counts); at most 2 fighters may be lost, not 3 (LRR 77).`,
      },
      byDefault: { losses: { fighter: 2, carrier: 1 }, sustain: {} },
      forced: { losses: { carrier: 1, fighter: 2 }, sustain: {} },
    },
    {
      rule: 'a choice between non-fighter ships stays the owner’s',
      hacan: { carrier: 1, cruiser: 1, fighter: 2 },
      hits: 1,
      accepted: { losses: { carrier: 1 }, sustain: {} },
      byDefault: { losses: { cruiser: 1 }, sustain: {} },
      forced: null,
    },
    {
      rule: 'without the card, fighters go first as usual',
      hacan: { carrier: 1, fighter: 2 },
      hits: 1,
      constrained: false,
      accepted: { losses: { fighter: 1 }, sustain: {} },
      byDefault: { losses: { fighter: 1 }, sustain: {} },
      forced: null,
    },
  ];
  for (const row of rows)
    it(row.rule, () => {
      const s = aimed(row.hacan, row.hits, row.constrained ?? true);
      const combat = s.tactical?.combat;
      if (!combat) throw new Error('no combat');
      expect(defaultAssignment(s, combat, HACAN)).toEqual(row.byDefault);
      expect(forcedAssignment(s, combat, HACAN)).toEqual(row.forced);
      if (row.refused) {
        const { losses, sustain, message } = row.refused;
        const out = refused(s, HACAN, { type: 'assign-hits', losses, ...(sustain ? { sustain } : {}) });
        expect(out).toEqual({ code: 'rule/illegal-choice', message });
      }
      if (row.accepted) {
        const out = run(s, HACAN, { type: 'assign-hits', ...row.accepted });
        expect(out.ok).toBe(true);
      }
    });
});

const VEFUT = 'vefut-ii';

/** Sol's ships in 46 move into 20, where Hacan has a PDS on Vefut II and the card (no Antimass). */
function table(sol: UnitCounts, rng: GameState['rng'], exhausted = false): GameState {
  let s = moveTable(line('26', '20', '46'), '20');
  s = withoutTechnology(s, 'antimass-deflectors');
  s = setSpace(s, '46', SOL, sol);
  s = setPlanetUnits(s, VEFUT, HACAN, { pds: 1 });
  s = withTechnologies(s, HACAN, ['graviton-laser-system']);
  if (exhausted)
    s = {
      ...s,
      players: s.players.map((p, i) =>
        i === HACAN ? { ...p, exhaustedCards: ['graviton-laser-system'] } : p,
      ),
    };
  return { ...s, rng };
}

/** Sol's ships from 46, carrying two fighters. */
const moveWithFighters = (ships: UnitCounts): Intent => ({
  type: 'move-ships',
  moves: [{ from: '46', ships, transport: [{ from: '46', unit: 'fighter', count: 2 }] }],
});

const exhaustNote =
  "P2 exhausts Graviton Laser System: the hits of their Space Cannon go to P1's non-fighter ships while one can take a hit (LRR 77).";

function seedWithHit(label: string): GameState['rng'] {
  for (let i = 0; i < 80; i++) {
    const rng = seedRng(`${label} ${i}`);
    if (rollDice(rng, 1, 6).hits === 1) return rng;
  }
  throw new Error('no seed gave a hit');
}

describe('Graviton Laser System in Space Cannon Offense', () => {
  it('exhausted before the roll; the hit goes to the carrier, not a fighter, with no choice left', () => {
    const rng = seedWithHit('gls');
    const out = run(table({ carrier: 1, fighter: 2 }, rng), SOL, moveWithFighters({ carrier: 1 }));
    if (!out.ok) throw new Error(out.message);
    const said = notes(out);
    const i = said.indexOf(exhaustNote);
    expect(i).toBeGreaterThan(0);
    expect(said[i + 1]).toMatch(/^Space Cannon Offense in system 20 \(Vefut II\): P2 rolls \d+ for 1 PDS/);
    expect(said[i + 2]).toBe('P1 takes 1 hit: loses 1 Carrier (no other choice: assigned by the game).');
    expect(out.state.players[HACAN]?.exhaustedCards).toContain('graviton-laser-system');
    expect(space(out.state, '20', SOL)).toEqual({ fighter: 2 });
  });

  it('with a choice among non-fighter ships the owner is asked, and a fighter is refused', () => {
    const rng = seedWithHit('gls choice');
    const s = act(
      table({ carrier: 1, cruiser: 1, fighter: 2 }, rng),
      SOL,
      moveWithFighters({ carrier: 1, cruiser: 1 }),
    );
    expect(s.tactical?.combat?.nonFightersFirst).toBe(GLS);
    expect(waitingFor(s).seats).toEqual([SOL]);
    // The example offered (bots, the standing order "assign my hits"): the cruiser, not a fighter.
    const offered = legalIntents(s, { kind: 'seat', seat: SOL }).filter((i) => i.type === 'assign-hits');
    expect(offered).toEqual([{ type: 'assign-hits', losses: { cruiser: 1 } }]);
    expect(refused(s, SOL, { type: 'assign-hits', losses: { fighter: 1 } })).toEqual({
      code: 'rule/illegal-choice',
      message: `${GLS}: these hits go to your non-fighter ships while one can take a hit (Sustain Damage counts); no fighter may be lost, not 1 (LRR 77).`,
    });
    const after = act(s, SOL, { type: 'assign-hits', losses: { carrier: 1 } });
    expect(space(after, '20', SOL)).toEqual({ cruiser: 1, fighter: 2 });
  });

  it('already exhausted: no constraint, the fighters may take the hit', () => {
    const rng = seedWithHit('gls spent');
    const out = run(table({ carrier: 1, fighter: 2 }, rng, true), SOL, moveWithFighters({ carrier: 1 }));
    if (!out.ok) throw new Error(out.message);
    expect(notes(out)).not.toContain(exhaustNote);
    expect(out.state.tactical?.combat?.nonFightersFirst).toBeUndefined();
    expect(out.state.tactical?.combat?.owed).toEqual({ [String(SOL)]: 1 });
  });

  it('not exhausted when it would change nothing: no fighters among the ships fired at', () => {
    const rng = seedWithHit('gls none');
    const out = run(table({ cruiser: 2 }, rng), SOL, moveIn({ cruiser: 2 }));
    if (!out.ok) throw new Error(out.message);
    expect(notes(out)).not.toContain(exhaustNote);
    expect(out.state.players[HACAN]?.exhaustedCards ?? []).not.toContain('graviton-laser-system');
  });
});
