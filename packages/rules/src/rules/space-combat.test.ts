// Space combat in the tactical action (LRR 78, 18, 87): when it starts, the rounds rolled from the
// game's generator and logged with their faces, hits assigned (Sustain Damage included), assignments
// the game makes when there is no choice, the combat's end, and what it refuses without changing anything.

import { describe, expect, it } from 'vitest';
import { applyIntent } from '../engine/engine.ts';
import { legalIntents, waitingFor } from '../engine/legal.ts';
import { rollDice } from '../kernel/dice.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState } from '../state/state.ts';
import { viewFor } from '../view/view.ts';
import {
  HACAN,
  SOL,
  combatTable,
  inCombat,
  moveIn,
  refused,
  space,
} from '../../test-support/combat-fixtures.ts';
import { act, notes, run } from '../../test-support/test-helpers.ts';
import { setSpace } from '../../test-support/move-fixtures.ts';

const SAAR = 2;

function moved(state: GameState, sol: Parameters<typeof moveIn>[0]) {
  const out = run(state, SOL, moveIn(sol));
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return { state: out.state, notes: notes(out) };
}

describe('a space combat starts after movement (LRR 78.1)', () => {
  it('with the active player’s ships and exactly one other player’s in the active system', () => {
    const out = moved(combatTable({ cruiser: 1 }, { destroyer: 1 }, seedRng('a')), { cruiser: 1 });
    expect(out.notes[1]).toBe('Space combat in system 20 (Vefut II): P1 attacks P2 (LRR 78).');
    expect(out.notes[2]).toMatch(/^Round 1: P1 rolls \d+ for 1 Cruiser \(hits on 7\+\): \d hits?\. P2 rolls/);
  });

  it('not when the other player has only ground forces in space, or no ships there', () => {
    const alone = moved(combatTable({ cruiser: 1 }, {}), { cruiser: 1 });
    expect(alone.state.tactical?.combat).toBeUndefined();
    const grounded = moved(combatTable({ cruiser: 1 }, { infantry: 2 }), { cruiser: 1 });
    expect(grounded.state.tactical?.combat).toBeUndefined();
    expect(grounded.notes.some((n) => n.includes('Space combat'))).toBe(false);
  });
});

describe('combat rounds (LRR 78.3, 18)', () => {
  it('both sides roll from the game’s generator, attacker first, each die logged with its face', () => {
    const rng = seedRng('round one');
    const out = moved(combatTable({ dreadnought: 1, cruiser: 2 }, { carrier: 1, destroyer: 2 }, rng), {
      dreadnought: 1,
      cruiser: 2,
    });
    // Table order of unit types: dreadnought, cruiser (Sol); carrier, destroyer (Hacan).
    const d = rollDice(rng, 1, 5);
    const c = rollDice(d.rng, 2, 7);
    const k = rollDice(c.rng, 1, 9);
    const x = rollDice(k.rng, 2, 9);
    const sol = d.hits + c.hits;
    const hacan = k.hits + x.hits;
    const h = (n: number) => `${n} hit${n === 1 ? '' : 's'}`;
    expect(out.notes[2]).toBe(
      `Round 1: P1 rolls ${d.faces.join(', ')} for 1 Dreadnought (hits on 5+); ${c.faces.join(', ')} for 2 Cruisers (hits on 7+): ${h(sol)}. ` +
        `P2 rolls ${k.faces.join(', ')} for 1 Carrier (hits on 9+); ${x.faces.join(', ')} for 2 Destroyers (hits on 9+): ${h(hacan)}.`,
    );
    const first = out.state.tactical?.combat;
    if (first && first.round === 1) {
      expect(first.rolls.map((r) => r.hits)).toEqual([sol, hacan]);
      expect(first.rolls[0]?.dice[0]?.faces).toEqual(d.faces);
    }
  });

  it('the same seed rolls the same dice; another seed may not', () => {
    const a = moved(combatTable({ cruiser: 3 }, { destroyer: 3 }, seedRng('s')), { cruiser: 3 });
    const b = moved(combatTable({ cruiser: 3 }, { destroyer: 3 }, seedRng('s')), { cruiser: 3 });
    expect(b.notes).toEqual(a.notes);
    expect(b.state).toEqual(a.state);
  });

  it('a move that rolled dice cannot be taken back (it would reveal the next roll)', () => {
    const out = moved(combatTable({ cruiser: 1 }, { destroyer: 1 }, seedRng('u')), { cruiser: 1 });
    expect(run(out.state, SOL, { type: 'undo' })).toMatchObject({ ok: false, code: 'rule/cannot-undo' });
  });
});

describe('assigning hits (LRR 78.4, 87)', () => {
  const fight = () =>
    inCombat({ dreadnought: 2, cruiser: 1 }, { cruiser: 1, destroyer: 1 }, { sol: 2, hacan: 0 });

  it('the game waits for the player who owes hits and offers them a valid assignment', () => {
    const s = fight();
    expect(waitingFor(s).seats).toEqual([SOL]);
    const offered = legalIntents(s, { kind: 'seat', seat: SOL });
    expect(offered).toEqual([{ type: 'assign-hits', losses: {}, sustain: { dreadnought: 2 } }]);
    expect(legalIntents(s, { kind: 'seat', seat: HACAN })).toEqual([]);
    expect(legalIntents(s, { kind: 'host' })).toEqual([{ type: 'skip-undecided' }]);
  });

  it('a ship destroyed leaves the board; a ship that sustains damage stays, marked damaged', () => {
    const out = run(fight(), SOL, {
      type: 'assign-hits',
      losses: { cruiser: 1 },
      sustain: { dreadnought: 1 },
    });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(notes(out)[0]).toBe('P1 takes 2 hits: loses 1 Cruiser; 1 Dreadnought sustains damage.');
    expect(space(out.state, '20', SOL)).toMatchObject({ dreadnought: 2 });
    expect(space(out.state, '20', SOL).cruiser ?? 0).toBe(0);
    // Both have assigned: the next round was rolled at once.
    expect(out.state.tactical?.combat?.round ?? 'over').not.toBe(1);
  });

  it('a damaged ship cannot sustain damage again, and is the first lost of its type', () => {
    const s = inCombat(
      { dreadnought: 2 },
      { cruiser: 3 },
      { sol: 1, hacan: 0 },
      { [String(SOL)]: { dreadnought: 1 } },
    );
    const twice = refused(s, SOL, { type: 'assign-hits', losses: {}, sustain: { dreadnought: 2 } });
    expect(twice.code).toBe('rule/illegal-choice');
    const out = act(s, SOL, { type: 'assign-hits', losses: { dreadnought: 1 } });
    expect(space(out, '20', SOL).dreadnought).toBe(1);
    expect(out.tactical?.combat?.damaged[String(SOL)]?.dreadnought ?? 0).toBe(0);
  });

  it('refuses the wrong number of hits, units not there, a seat not fighting, a spectator, a malformed assignment', () => {
    const s = fight();
    expect(refused(s, SOL, { type: 'assign-hits', losses: { cruiser: 1 } }).code).toBe('rule/illegal-choice');
    expect(refused(s, SOL, { type: 'assign-hits', losses: { carrier: 2 } }).code).toBe('rule/illegal-choice');
    expect(refused(s, HACAN, { type: 'assign-hits', losses: {} }).code).toBe('rule/already-decided');
    expect(refused(s, SAAR, { type: 'assign-hits', losses: {} }).code).toBe('intent/not-your-turn');
    const before = JSON.stringify(s);
    expect(applyIntent(s, { kind: 'spectator' }, { type: 'assign-hits', losses: {} })).toMatchObject({
      code: 'intent/spectator',
    });
    expect(
      applyIntent(s, { kind: 'seat', seat: SOL }, { type: 'assign-hits', losses: { cruiser: -1 } }),
    ).toMatchObject({
      code: 'intent/malformed',
    });
    expect(applyIntent(s, { kind: 'seat', seat: SOL }, { type: 'assign-hits', hits: 2 })).toMatchObject({
      code: 'intent/malformed',
    });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the rest of the turn waits for the combat: no production, no ending the turn', () => {
    expect(refused(fight(), SOL, { type: 'end-turn' }).code).toBe('intent/wrong-phase');
    const offered = legalIntents(fight(), { kind: 'seat', seat: SOL }).map((i) => i.type);
    expect(offered).not.toContain('end-turn');
    expect(offered).not.toContain('produce');
  });

  it('the host’s stop-waiting assigns by the default loss order (Sustain Damage first)', () => {
    const out = applyIntent(fight(), { kind: 'host' }, { type: 'skip-undecided' });
    expect(out.ok).toBe(true);
    if (out.ok) expect(notes(out)[0]).toBe('P1 takes 2 hits: 2 Dreadnoughts sustain damage.');
  });
});

describe('the same from the defender’s side (mirror)', () => {
  it('the defender owing hits is waited for and offered an assignment; the attacker is not', () => {
    const s = inCombat({ cruiser: 1, destroyer: 1 }, { dreadnought: 1, cruiser: 2 }, { sol: 0, hacan: 2 });
    expect(waitingFor(s).seats).toEqual([HACAN]);
    expect(waitingFor(s).text).toBe(
      'Waiting for P2 (2) to assign hits in the space combat in system 20, round 1.',
    );
    expect(legalIntents(s, { kind: 'seat', seat: HACAN })).toEqual([
      { type: 'assign-hits', losses: { cruiser: 1 }, sustain: { dreadnought: 1 } },
    ]);
    expect(legalIntents(s, { kind: 'seat', seat: SOL })).toEqual([]);
    expect(refused(s, SOL, { type: 'assign-hits', losses: { cruiser: 1 } }).code).toBe(
      'rule/already-decided',
    );
  });

  it('three players’ ships in the system start no combat: the log sends it to table edits', () => {
    let s = combatTable({ cruiser: 1 }, { destroyer: 1 });
    s = setSpace(s, '20', SAAR, { carrier: 1 });
    const out = moved(s, { cruiser: 1 });
    expect(out.state.tactical?.combat).toBeUndefined();
    expect(out.notes[1]).toBe(
      'More than two players have ships in system 20 (Vefut II): resolve the combat by table edits.',
    );
  });
});

describe('no stalls: the game assigns hits where there is no choice', () => {
  it('hits enough to destroy every ship destroy them all without a click (LRR 78.4)', () => {
    let forced = 0;
    for (let i = 0; i < 30; i++) {
      const out = moved(combatTable({ dreadnought: 1, cruiser: 1 }, { fighter: 1 }, seedRng(`h${i}`)), {
        dreadnought: 1,
        cruiser: 1,
      });
      // Hacan's one fighter never waits for a choice; Sol may (sustain the dreadnought or lose the cruiser).
      expect(waitingFor(out.state).seats).not.toContain(HACAN);
      if (out.notes.includes('P2 takes 1 hit: loses 1 Fighter (no other choice: assigned by the game).'))
        forced++;
    }
    expect(forced).toBeGreaterThan(0);
  });

  it('a fleet of one type without Sustain Damage loses as many as the hits, assigned by the game', () => {
    let done = 0;
    for (let i = 0; i < 40; i++) {
      const out = moved(combatTable({ cruiser: 3 }, { destroyer: 4 }, seedRng(`f${i}`)), { cruiser: 3 });
      // Each side has one type of ship and no Sustain Damage: the combat runs to its end by itself.
      expect(out.state.tactical?.combat).toBeUndefined();
      expect(out.notes.at(-1)).toMatch(/^The space combat in system 20 \(Vefut II\) ends after round \d+: /);
      expect(out.notes.some((n) => n.includes('(no other choice: assigned by the game)'))).toBe(true);
      done++;
    }
    expect(done).toBe(40);
  });
});

describe('after the combat (LRR 78.7, 89)', () => {
  it('the tactical action goes on: production and ending the turn are offered again', () => {
    const out = moved(combatTable({ cruiser: 3 }, { fighter: 1 }, seedRng('end')), { cruiser: 3 });
    expect(out.state.tactical).toEqual({ system: '20', moved: true });
    expect(legalIntents(out.state, { kind: 'seat', seat: SOL }).map((i) => i.type)).toContain('end-turn');
    expect(act(out.state, SOL, { type: 'end-turn' }).tactical).toBeNull();
  });

  it('a side left without ships loses the ground forces it had in space (LRR 16)', () => {
    const s = inCombat({ carrier: 1, infantry: 2 }, { cruiser: 1 }, { sol: 1, hacan: 0 });
    const out = run(s, SOL, { type: 'assign-hits', losses: { carrier: 1 } });
    expect(notes(out).slice(1)).toEqual([
      'The space combat in system 20 (Vefut II) ends after round 1: P2 wins.',
      "With no ships left, P1's 2 Infantry in space are removed (LRR 16).",
    ]);
    if (out.ok) expect(space(out.state, '20', SOL)).toEqual({});
  });
});

describe('the view (all public)', () => {
  it('shows the combat, its last rolls and the exact odds to every role', () => {
    const s = inCombat({ dreadnought: 1 }, { cruiser: 1 }, { sol: 1, hacan: 0 });
    for (const viewer of [{ kind: 'seat', seat: HACAN }, { kind: 'spectator' }] as const) {
      const v = viewFor(s, viewer);
      expect(v.tactical?.combat?.owed[String(SOL)]).toBe(1);
      const odds = v.combatOdds;
      expect(odds).toBeDefined();
      if (odds) expect(odds.attackerWins + odds.defenderWins + odds.draw + odds.stalemate).toBeCloseTo(1, 9);
    }
    expect(
      viewFor(combatTable({ cruiser: 1 }, { destroyer: 1 }), { kind: 'spectator' }).combatOdds,
    ).toBeUndefined();
  });
});
