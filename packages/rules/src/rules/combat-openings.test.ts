// Effects at the start of a space combat (LRR 78.3, rules/combat-openings.ts): the Mentak's Ambush (up
// to two cruisers or destroyers roll at their combat value, the opponent assigns the hits) and Assault
// Cannon (three or more non-fighter ships: the opponent destroys a non-fighter ship of their choice).
// Both come before the first round's Anti-Fighter Barrage, the active player's first.

import { describe, expect, it } from 'vitest';
import { applyIntent } from '../engine/engine.ts';
import { legalIntents, waitingFor } from '../engine/legal.ts';
import { rollDice } from '../kernel/dice.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState, Seat, UnitCounts } from '../state/state.ts';
import { HACAN, SOL, combatTable, moveIn, refused, space } from '../../test-support/combat-fixtures.ts';
import { setSpace, withTechnologies } from '../../test-support/move-fixtures.ts';
import { notes, run } from '../../test-support/test-helpers.ts';
import { rollOf } from './volley.ts';

const MENTAK = 'mentak-coalition';

function asFaction(state: GameState, seat: Seat, faction: string): GameState {
  return { ...state, players: state.players.map((p, i) => (i === seat ? { ...p, faction } : p)) };
}

/** Sol moves `sol` into 20 where Hacan holds `hacan`; `change` gives factions or technologies first. */
function moved(sol: UnitCounts, hacan: UnitCounts, rng: GameState['rng'], change = (s: GameState) => s) {
  const out = run(change(combatTable(sol, hacan, rng)), SOL, moveIn(sol));
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return { state: out.state, notes: notes(out) };
}

/** A seed whose first roll of `dice` dice hitting on `on` makes exactly `hits` hits. */
function seedFor(dice: number, on: number, hits: number): GameState['rng'] {
  for (let i = 0; i < 500; i++) {
    const rng = seedRng(`opening ${i}`);
    if (rollDice(rng, dice, on).hits === hits) return rng;
  }
  throw new Error('no such seed');
}

const AMBUSH_PREFIX = 'Ambush (P1), at the start of the space combat in system 20 (Vefut II): P1 rolls';
const mentakSol = (s: GameState) => asFaction(s, SOL, MENTAK);

describe('Ambush (Mentak Coalition, LRR 78.3): who rolls', () => {
  const cases: {
    row: string;
    sol: UnitCounts;
    change: (s: GameState) => GameState;
    /** The dice expected, by type in table order: [type label, dice, hits on]. */
    dice: [string, number, number][];
  }[] = [
    {
      row: 'the two ships that hit most easily: a cruiser (7) before the destroyers (9)',
      sol: { dreadnought: 1, cruiser: 1, destroyer: 2 },
      change: mentakSol,
      dice: [
        ['1 Cruiser', 1, 7],
        ['1 Destroyer', 1, 9],
      ],
    },
    {
      row: 'at most two, however many there are',
      sol: { cruiser: 3 },
      change: mentakSol,
      dice: [['2 Cruisers', 2, 7]],
    },
    {
      row: 'one ship alone rolls one die',
      sol: { destroyer: 1 },
      change: mentakSol,
      dice: [['1 Destroyer', 1, 9]],
    },
    {
      row: 'at the upgraded combat value (Cruiser II hits on 6)',
      sol: { cruiser: 2 },
      change: (s) => withTechnologies(mentakSol(s), SOL, ['cruiser-ii']),
      dice: [['2 Cruisers', 2, 6]],
    },
  ];
  it.each(cases)('$row', ({ sol, change, dice }) => {
    const rng = seedRng('ambush who');
    const out = moved(sol, { carrier: 1, dreadnought: 1 }, rng, change);
    let r = rng;
    const parts: string[] = [];
    let hits = 0;
    for (const [label, n, on] of dice) {
      const d = rollDice(r, n, on);
      r = d.rng;
      hits += d.hits;
      parts.push(`${d.faces.join(', ')} for ${label} (hits on ${on}+)`);
    }
    expect(out.notes[2]).toBe(
      `${AMBUSH_PREFIX} ${parts.join('; ')} at P2's ships: ${hits} hit${hits === 1 ? '' : 's'}.`,
    );
  });

  it('not for another faction, nor for a Mentak fleet without cruisers or destroyers', () => {
    const other = moved({ cruiser: 2 }, { carrier: 1 }, seedRng('x'));
    expect(other.notes.some((n) => n.startsWith('Ambush'))).toBe(false);
    const heavy = moved({ dreadnought: 1, carrier: 1 }, { carrier: 1 }, seedRng('x'), mentakSol);
    expect(heavy.notes.some((n) => n.startsWith('Ambush'))).toBe(false);
  });

  it('a Mentak defender ambushes too, once the active player’s effects are resolved', () => {
    const rng = seedFor(1, 9, 0);
    const out = moved({ dreadnought: 1 }, { destroyer: 1 }, rng, (s) => asFaction(s, HACAN, MENTAK));
    const d = rollDice(rng, 1, 9);
    expect(out.notes[2]).toBe(
      `Ambush (P2), at the start of the space combat in system 20 (Vefut II): P2 rolls ${d.faces[0]} for 1 Destroyer (hits on 9+) at P1's ships: 0 hits.`,
    );
    expect(out.notes[3]).toMatch(/^Round 1: /);
  });

  it('is not a combat roll: combat-roll modifiers (Unrelenting) do not change it', () => {
    const s = asFaction(combatTable({ cruiser: 1 }, { carrier: 1 }), SOL, 'sardakk-norr');
    expect(rollOf(s, 'combat', SOL, 'cruiser', HACAN)?.hitsOn).toBe(6);
    expect(rollOf(s, 'opening', SOL, 'cruiser', HACAN)).toEqual({ hitsOn: 7, dice: 1 });
  });
});

describe('Ambush: the hits are assigned by the opponent before round 1 (LRR 78.4, 87)', () => {
  it('with a choice, the game waits for the opponent; Sustain Damage may be used, and the ship stays damaged', () => {
    const rng = seedFor(2, 7, 1);
    const out = moved({ cruiser: 2 }, { carrier: 1, dreadnought: 1 }, rng, mentakSol);
    const combat = out.state.tactical?.combat;
    expect(combat?.opening).toMatchObject({ name: 'Ambush', seat: SOL });
    expect(combat?.owed).toEqual({ [String(HACAN)]: 1 });
    expect(combat?.round).toBe(0);
    expect(waitingFor(out.state).seats).toEqual([HACAN]);
    expect(out.notes.some((n) => n.startsWith('Round 1'))).toBe(false);
    const after = run(out.state, HACAN, { type: 'assign-hits', losses: {}, sustain: { dreadnought: 1 } });
    if (!after.ok) throw new Error(after.message);
    expect(notes(after)[0]).toBe('P2 takes 1 hit: 1 Dreadnought sustains damage.');
    expect(notes(after)[1]).toMatch(/^Round 1: /);
    const c = after.state.tactical?.combat;
    expect(c?.opening).toBeUndefined();
    // Still damaged in round 1: it cannot sustain damage again in this combat.
    if (c) expect(c.damaged[String(HACAN)]?.dreadnought ?? 0).toBe(1);
  });

  it('with no choice, the game assigns: the opponent’s only ship is destroyed and the combat ends before round 1', () => {
    const rng = seedFor(2, 7, 1);
    const out = moved({ cruiser: 2 }, { destroyer: 1 }, rng, mentakSol);
    expect(out.notes[3]).toBe('P2 takes 1 hit: loses 1 Destroyer (no other choice: assigned by the game).');
    expect(out.notes[4]).toBe('The space combat in system 20 (Vefut II) ends before round 1: P1 wins.');
    expect(space(out.state, '20', HACAN).destroyer ?? 0).toBe(0);
    expect(out.state.tactical?.combat).toBeUndefined();
  });
});

const AC = 'assault-cannon';
const cannonSol = (s: GameState) => withTechnologies(s, SOL, [AC]);
const ASSAULT_LINE =
  'Assault Cannon (P1), at the start of the space combat in system 20 (Vefut II): P2 must destroy 1 non-fighter ship (no Sustain Damage).';

describe('Assault Cannon (LRR 78.3): the opponent destroys a non-fighter ship', () => {
  const cases: { row: string; sol: UnitCounts; there?: UnitCounts; fires: boolean }[] = [
    { row: 'three non-fighter ships: it fires', sol: { destroyer: 3 }, fires: true },
    { row: 'ships already there count', sol: { destroyer: 1 }, there: { cruiser: 2 }, fires: true },
    {
      row: 'fighters do not count toward the three',
      sol: { carrier: 1, cruiser: 1 },
      there: { fighter: 3 },
      fires: false,
    },
    { row: 'two non-fighter ships: it does not', sol: { cruiser: 2 }, fires: false },
  ];
  it.each(cases)('$row', ({ sol, there, fires }) => {
    const change = (s: GameState) => setSpace(cannonSol(s), '20', SOL, there ?? {});
    const out = moved(sol, { dreadnought: 1, carrier: 1 }, seedRng('ac'), change);
    expect(out.notes[2] === ASSAULT_LINE).toBe(fires);
  });

  it('without the technology, nothing', () => {
    const out = moved({ destroyer: 3 }, { dreadnought: 1, carrier: 1 }, seedRng('ac'));
    expect(out.notes.some((n) => n.startsWith('Assault Cannon'))).toBe(false);
  });

  it('the opponent chooses which; fighters and Sustain Damage are refused, changing nothing', () => {
    const out = moved({ destroyer: 3 }, { dreadnought: 1, carrier: 1, fighter: 2 }, seedRng('ac'), cannonSol);
    expect(out.notes[2]).toBe(ASSAULT_LINE);
    expect(waitingFor(out.state).seats).toEqual([HACAN]);
    expect(out.state.tactical?.combat?.opening).toMatchObject({ name: 'Assault Cannon', destroy: true });
    // Anti-Fighter Barrage waits for the start-of-combat effects (LRR 78.3).
    expect(out.notes.some((n) => n.startsWith('Anti-Fighter Barrage'))).toBe(false);
    const fighter = refused(out.state, HACAN, { type: 'assign-hits', losses: { fighter: 1 } });
    expect(fighter).toEqual({
      code: 'rule/illegal-choice',
      message: 'Assault Cannon destroys non-fighter ships: choose a ship other than a fighter.',
    });
    const sustain = refused(out.state, HACAN, {
      type: 'assign-hits',
      losses: {},
      sustain: { dreadnought: 1 },
    });
    expect(sustain).toEqual({
      code: 'rule/illegal-choice',
      message: 'Assault Cannon destroys ships rather than hitting them: Sustain Damage cannot be used.',
    });
    const after = run(out.state, HACAN, { type: 'assign-hits', losses: { carrier: 1 } });
    if (!after.ok) throw new Error(after.message);
    expect(notes(after)[0]).toBe('P2 destroys 1 Carrier for Assault Cannon.');
    expect(notes(after)[1]).toMatch(/^Anti-Fighter Barrage: P1 rolls /);
    expect(space(after.state, '20', HACAN).carrier ?? 0).toBe(0);
  });

  it('one kind of non-fighter ship: the game destroys it, even one that could sustain damage', () => {
    const out = moved({ destroyer: 3 }, { dreadnought: 1, fighter: 1 }, seedRng('ac'), cannonSol);
    expect(out.notes[3]).toBe(
      'P2 destroys 1 Dreadnought for Assault Cannon (no other choice: assigned by the game).',
    );
    expect(space(out.state, '20', HACAN).dreadnought ?? 0).toBe(0);
  });

  it('an opponent with only fighters has nothing to destroy', () => {
    const out = moved({ destroyer: 3 }, { fighter: 2 }, seedRng('ac'), cannonSol);
    expect(out.notes[2]).toBe('Assault Cannon (P1): P2 has no non-fighter ship to destroy.');
  });

  it('both sides with it and three ships: both fire, the active player’s first, each as the combat started', () => {
    const change = (s: GameState) => withTechnologies(cannonSol(s), HACAN, [AC]);
    const out = moved({ destroyer: 3 }, { cruiser: 3 }, seedRng('ac'), change);
    expect(out.notes[2]).toBe(ASSAULT_LINE);
    expect(out.notes[3]).toBe(
      'P2 destroys 1 Cruiser for Assault Cannon (no other choice: assigned by the game).',
    );
    expect(out.notes[4]).toBe(
      'Assault Cannon (P2), at the start of the space combat in system 20 (Vefut II): P1 must destroy 1 non-fighter ship (no Sustain Damage).',
    );
    expect(out.notes[5]).toBe(
      'P1 destroys 1 Destroyer for Assault Cannon (no other choice: assigned by the game).',
    );
    // Round 1 is fought with what is left.
    expect(out.notes[6]).toMatch(
      /^Round 1: P1 rolls [\d, ]+ for 2 Destroyers .* P2 rolls [\d, ]+ for 2 Cruisers/,
    );
  });
});

describe('while the opponent chooses (Assault Cannon waiting)', () => {
  const waiting = () =>
    moved({ destroyer: 3 }, { dreadnought: 1, carrier: 1, fighter: 2 }, seedRng('ac'), cannonSol).state;

  it('the wait is named; the example offered is a legal one (the cheapest non-fighter ship)', () => {
    const s = waiting();
    expect(waitingFor(s).text).toBe(
      'Waiting for P2 (1) to assign the hits of Assault Cannon at the start of the space combat in system 20 (Vefut II).',
    );
    expect(legalIntents(s, { kind: 'seat', seat: HACAN })).toEqual([
      { type: 'assign-hits', losses: { carrier: 1 } },
    ]);
    expect(legalIntents(s, { kind: 'seat', seat: SOL })).toEqual([]);
  });

  it('the host’s stop-waiting destroys by the default loss order among non-fighter ships', () => {
    const out = applyIntent(waiting(), { kind: 'host' }, { type: 'skip-undecided' });
    if (!out.ok) throw new Error(out.message);
    expect(notes(out)[0]).toBe('P2 destroys 1 Carrier for Assault Cannon.');
    expect(notes(out)[1]).toBe('(Assigned by the default loss order: the host stopped waiting.)');
    expect(notes(out)[2]).toMatch(/^Anti-Fighter Barrage: P1 rolls /);
    expect(space(out.state, '20', HACAN).carrier ?? 0).toBe(0);
  });

  it('ending the turn waits for it (LRR 78)', () => {
    const r = refused(waiting(), SOL, { type: 'end-turn' });
    expect(r.code).toBe('intent/wrong-phase');
    expect(r.message).toMatch(/^Assault Cannon at the start of the space combat in system 20 .* comes first/);
  });
});

describe('Ambush and Assault Cannon together', () => {
  it('the Mentak’s Ambush then their Assault Cannon, each assigned before the next', () => {
    const rng = seedFor(2, 7, 0);
    const out = moved({ cruiser: 3 }, { dreadnought: 1, carrier: 1 }, rng, (s) => cannonSol(mentakSol(s)));
    expect(out.notes[2]).toMatch(/^Ambush \(P1\).*: 0 hits\.$/);
    expect(out.notes[3]).toBe(ASSAULT_LINE);
    expect(waitingFor(out.state).seats).toEqual([HACAN]);
  });
});
