// The invasion step of a tactical action (LRR 49), written from the rules: a planet with no defender is
// taken (LRR 25: its card exhausted; another player's structures there destroyed); ground combat (LRR 42)
// rolled from the game's generator until one side is gone; Sustain Damage on mechs (LRR 87); bombardment
// (LRR 15) and the Planetary Shield that stops it (LRR 65) unless a war sun strips it; what it refuses
// without changing anything; and that going back never reveals the dice.

import { describe, expect, it } from 'vitest';
import { applyIntent, applyParsed } from '../engine/engine.ts';
import { withServerEntropy } from './rollback.ts';
import { legalIntents, waitingFor } from '../engine/legal.ts';
import { rollDice } from '../kernel/dice.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState } from '../state/state.ts';
import { landingOdds } from '../view/landing-odds.ts';
import { viewFor } from '../view/view.ts';
import type { Intent } from '../wire/intents.ts';
import {
  HACAN,
  SOL,
  VEFUT,
  inGroundCombat,
  invasionTable,
  planetUnits,
  refused,
  space,
} from '../../test-support/invasion-fixtures.ts';
import { act, notes, run } from '../../test-support/test-helpers.ts';
import { setPlanetUnits } from '../../test-support/move-fixtures.ts';
import { setPlanet } from '../../test-support/build-fixtures.ts';

const SAAR = 2;
const land = (infantry: number, mechs = 0): Intent => ({
  type: 'invade',
  commits: [{ planet: VEFUT, ...(infantry ? { infantry } : {}), ...(mechs ? { mechs } : {}) }],
});

function invaded(state: GameState, intent: Intent) {
  const out = run(state, SOL, intent);
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return { state: out.state, notes: notes(out) };
}

describe('a planet with no defender is taken (LRR 49, 25)', () => {
  it('the ground forces land from the space area and the planet’s card comes exhausted; no die is rolled', () => {
    const s = invasionTable({ carrier: 1, infantry: 2 }, {});
    const out = invaded(s, land(2));
    expect(out.notes).toEqual([
      'P1 commits 2 Infantry to Vefut II (LRR 49).',
      'P1 takes control of Vefut II; its card comes exhausted (LRR 25). Explore it by table edit if it has a trait.',
    ]);
    expect(out.state.galaxy.planets[VEFUT]).toMatchObject({ controller: SOL, exhausted: true });
    expect(planetUnits(out.state, SOL)).toEqual({ infantry: 2 });
    expect(space(out.state, '20', SOL)).toEqual({ carrier: 1 });
    expect(out.state.rng).toBe(s.rng);
  });

  it('another player’s planet held only by structures: taken, and the structures are destroyed', () => {
    const s = invasionTable({ carrier: 1, infantry: 1 }, { 'space-dock': 1 });
    const out = invaded(s, land(1));
    expect(out.state.galaxy.planets[VEFUT]?.controller).toBe(SOL);
    expect(planetUnits(out.state, HACAN)).toEqual({});
    expect(out.notes).toContain(
      'P1 takes control of Vefut II from P2; its card comes exhausted (LRR 25). Explore it by table edit if it has a trait.',
    );
    expect(out.notes).toContain("P2's 1 Space Dock on Vefut II is destroyed (LRR 49).");
  });

  it('a landing ends the invasion step: no second landing, no movement after it; the turn can end', () => {
    const s = invasionTable({ carrier: 1, infantry: 2 }, {});
    const out = invaded(s, land(1));
    expect(refused(out.state, SOL, land(1)).code).toBe('rule/already-decided');
    const offered = legalIntents(out.state, { kind: 'seat', seat: SOL }).map((i) => i.type);
    expect(offered).not.toContain('invade');
    expect(offered).toContain('end-turn');
    expect(act(out.state, SOL, { type: 'end-turn' }).tactical).toBeNull();
  });
});

describe('ground combat (LRR 42)', () => {
  it('both sides roll from the game’s generator, attacker first, each die logged; it runs until a side is gone', () => {
    const rng = seedRng('ground');
    const s = invasionTable({ carrier: 1, infantry: 3 }, { infantry: 1 }, rng);
    const out = invaded(s, land(3));
    // Sol's infantry are Spec Ops (combat 7), Hacan's generic infantry (combat 8).
    const a = rollDice(rng, 3, 7);
    const d = rollDice(a.rng, 1, 8);
    const h = (n: number) => `${n} hit${n === 1 ? '' : 's'}`;
    expect(out.notes[1]).toBe('Ground combat on Vefut II: P1 attacks P2 (LRR 42).');
    expect(out.notes[2]).toBe(
      `Round 1: P1 rolls ${a.faces.join(', ')} for 3 Infantry (hits on 7+): ${h(a.hits)}. ` +
        `P2 rolls ${d.faces.join(', ')} for 1 Infantry (hits on 8+): ${h(d.hits)}.`,
    );
    // One type of unit on each side and no Sustain Damage: every hit is assigned by the game.
    expect(out.state.tactical?.combat).toBeUndefined();
    const sol = planetUnits(out.state, SOL).infantry ?? 0;
    const hacan = planetUnits(out.state, HACAN).infantry ?? 0;
    expect(sol === 0 || hacan === 0).toBe(true);
    expect(out.state.galaxy.planets[VEFUT]?.controller).toBe(sol > 0 ? SOL : HACAN);
  });

  it('the attacker left with ground forces takes the planet; a defender left keeps it', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const s = invasionTable({ carrier: 1, infantry: 2 }, { infantry: 2, pds: 1 }, seedRng(`g${i}`));
      const out = invaded(s, land(2));
      const end = out.notes.find((n) => n.startsWith('The ground combat on Vefut II ends after round')) ?? '';
      const planet = out.state.galaxy.planets[VEFUT];
      if (end.endsWith('P1 wins.')) {
        seen.add('attacker');
        expect(planet).toMatchObject({ controller: SOL, exhausted: true });
        expect(planetUnits(out.state, HACAN)).toEqual({});
      } else {
        seen.add(end.endsWith('P2 wins.') ? 'defender' : 'both');
        expect(planet?.controller).toBe(HACAN);
        expect(planetUnits(out.state, HACAN).pds).toBe(1);
        expect(planetUnits(out.state, SOL)).toEqual({});
      }
    }
    expect(seen.has('attacker') && seen.has('defender')).toBe(true);
  });

  it('the same seed rolls the same dice', () => {
    const s = () => invasionTable({ carrier: 1, infantry: 3 }, { infantry: 2 }, seedRng('same'));
    expect(invaded(s(), land(3))).toEqual(invaded(s(), land(3)));
  });
});

describe('mechs sustain damage (LRR 87)', () => {
  it('the defender chooses: a mech that sustains stays, damaged; the next round is rolled', () => {
    const s = inGroundCombat({ infantry: 3 }, { mech: 1, infantry: 1 }, { sol: 0, hacan: 1 });
    expect(waitingFor(s).text).toBe(
      'Waiting for P2 (1) to assign hits in the ground combat on Vefut II, round 1.',
    );
    expect(legalIntents(s, { kind: 'seat', seat: HACAN })).toEqual([
      { type: 'assign-hits', losses: {}, sustain: { mech: 1 } },
    ]);
    const out = run(s, HACAN, { type: 'assign-hits', losses: {}, sustain: { mech: 1 } });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(notes(out)[0]).toBe('P2 takes 1 hit: 1 Mech sustains damage.');
    expect(notes(out)[1]).toMatch(/^Round 2: /);
  });

  it('the host’s stop-waiting assigns by the default loss order (Sustain Damage first)', () => {
    const s = inGroundCombat({ infantry: 3 }, { mech: 1, infantry: 1 }, { sol: 0, hacan: 1 });
    const out = applyIntent(s, { kind: 'host' }, { type: 'skip-undecided' });
    expect(notes(out)[0]).toBe('P2 takes 1 hit: 1 Mech sustains damage.');
  });

  it('a damaged mech cannot sustain again; ships are not lost on a planet', () => {
    const s = inGroundCombat(
      { infantry: 3 },
      { mech: 1, infantry: 1 },
      { sol: 0, hacan: 1 },
      { [String(HACAN)]: { mech: 1 } },
    );
    expect(refused(s, HACAN, { type: 'assign-hits', losses: {}, sustain: { mech: 1 } }).code).toBe(
      'rule/illegal-choice',
    );
    expect(refused(s, HACAN, { type: 'assign-hits', losses: { carrier: 1 } }).message).toMatch(
      /^Only ground forces are lost on a planet/,
    );
    const out = act(s, HACAN, { type: 'assign-hits', losses: { mech: 1 } });
    expect(out.galaxy.planets[VEFUT]?.units[String(HACAN)]?.mech ?? 0).toBe(0);
  });
});

describe('bombardment (LRR 15) and Planetary Shield (LRR 65)', () => {
  const bombard = (units: Record<string, number>): Intent => ({
    type: 'invade',
    bombard: [{ planet: VEFUT, units }],
    commits: [],
  });

  it('a PDS on the planet stops bombardment: refused, no die rolled', () => {
    const s = invasionTable({ dreadnought: 1 }, { infantry: 2, pds: 1 }, seedRng('shield'));
    const r = refused(s, SOL, bombard({ dreadnought: 1 }));
    expect(r.code).toBe('rule/illegal-choice');
    expect(r.message).toMatch(/Vefut II has a Planetary Shield/);
  });

  it('a war sun in the system strips the shield: the dice are rolled and the hits destroy ground forces', () => {
    const rng = seedRng('sun');
    const s = invasionTable({ 'war-sun': 1 }, { infantry: 4, pds: 1 }, rng);
    const out = invaded(s, bombard({ 'war-sun': 1 }));
    const r = rollDice(rng, 3, 3);
    expect(out.notes[1]).toBe(
      `Bombardment of Vefut II: P1 rolls ${r.faces.join(', ')} for 1 War Sun (hits on 3+): ${r.hits} hit${r.hits === 1 ? '' : 's'}.`,
    );
    expect(planetUnits(out.state, HACAN).infantry ?? 0).toBe(4 - r.hits);
    expect(out.state.tactical?.invasion?.bombarded).toBe(true);
    // Ground forces may still be committed after the bombardment; another bombardment may not.
    expect(refused(out.state, SOL, bombard({ 'war-sun': 1 })).code).toBe('rule/already-decided');
  });

  it('the defender assigns bombardment hits when there is a choice (a mech may sustain)', () => {
    for (let i = 0; i < 30; i++) {
      const s = invasionTable({ dreadnought: 2 }, { infantry: 2, mech: 1 }, seedRng(`b${i}`));
      const out = invaded(s, bombard({ dreadnought: 2 }));
      const combat = out.state.tactical?.combat;
      if (!combat) continue;
      expect(combat).toMatchObject({ planet: VEFUT, bombardment: true });
      expect(waitingFor(out.state).text).toMatch(
        /^Waiting for P2 \(\d\) to assign the hits of the bombardment of Vefut II\.$/,
      );
      const after = act(out.state, HACAN, {
        type: 'assign-hits',
        losses: {},
        sustain: { mech: 1 },
        ...(combat.owed['1'] === 2 ? { losses: { infantry: 1 } } : {}),
      });
      expect(after.tactical?.combat).toBeUndefined();
      expect(after.tactical?.invasion?.damaged?.[VEFUT]?.[String(HACAN)]).toEqual({ mech: 1 });
      return;
    }
    throw new Error('no seed gave the defender a choice');
  });
});

describe('Space Cannon Defense (LRR 77)', () => {
  it('a PDS on the planet fires at the ground forces landed there before the ground combat', () => {
    const rng = seedRng('cannon');
    const s = invasionTable({ carrier: 1, infantry: 4 }, { infantry: 1, pds: 1 }, rng);
    const out = invaded(s, land(4));
    // Sol owns Antimass Deflectors: the PDS's 6 takes 1 off each die against Sol's units (hits on 7).
    const r = rollDice(rng, 1, 7);
    expect(out.notes[1]).toBe(
      `Space Cannon Defense on Vefut II: P2 rolls ${r.faces.join(', ')} for 1 PDS (hits on 7+): ${r.hits} hit${r.hits === 1 ? '' : 's'} (LRR 77).`,
    );
    // Sol's infantry are of one type: a hit is assigned by the game, then the ground combat begins.
    if (r.hits > 0)
      expect(out.notes[2]).toBe('P1 takes 1 hit: loses 1 Infantry (no other choice: assigned by the game).');
    expect(out.notes[r.hits > 0 ? 3 : 2]).toBe('Ground combat on Vefut II: P1 attacks P2 (LRR 42).');
  });

  it('the attacker chooses when a mech could sustain; the game waits for them', () => {
    for (let i = 0; i < 40; i++) {
      const s = invasionTable({ carrier: 1, infantry: 2, mech: 1 }, { pds: 1 }, seedRng(`c${i}`));
      const out = invaded(s, land(2, 1));
      const combat = out.state.tactical?.combat;
      if (!combat) continue;
      expect(combat).toMatchObject({ planet: VEFUT, spaceCannon: true, attacker: SOL, defender: HACAN });
      expect(waitingFor(out.state).text).toBe(
        'Waiting for P1 (1) to assign the hits of the Space Cannon Defense on Vefut II.',
      );
      expect(refused(out.state, SOL, { type: 'end-turn' }).code).toBe('intent/wrong-phase');
      const after = run(out.state, SOL, { type: 'assign-hits', losses: {}, sustain: { mech: 1 } });
      expect(notes(after)).toContain(
        'P1 takes control of Vefut II from P2; its card comes exhausted (LRR 25). Explore it by table edit if it has a trait.',
      );
      if (after.ok) expect(planetUnits(after.state, HACAN)).toEqual({});
      return;
    }
    throw new Error('no seed hit');
  });
});

describe('refusals change nothing', () => {
  const s = () => invasionTable({ carrier: 1, infantry: 2, mech: 1 }, {});

  it('not the active player, a spectator, a malformed intent', () => {
    expect(refused(s(), HACAN, land(1)).code).toBe('intent/not-your-turn');
    expect(applyIntent(s(), { kind: 'spectator' }, land(1))).toMatchObject({ code: 'intent/spectator' });
    expect(
      applyIntent(
        s(),
        { kind: 'seat', seat: SOL },
        { type: 'invade', commits: [{ planet: VEFUT, infantry: -1 }] },
      ),
    ).toMatchObject({ code: 'intent/malformed' });
  });

  it('a planet outside the active system, named twice, nothing named, more units than in space', () => {
    const outside = refused(s(), SOL, { type: 'invade', commits: [{ planet: 'mecatol-rex', infantry: 1 }] });
    expect(outside).toEqual({
      code: 'rule/illegal-choice',
      message: 'Mecatol Rex is not a planet in the active system 20.',
    });
    const twice = refused(s(), SOL, {
      type: 'invade',
      commits: [
        { planet: VEFUT, infantry: 1 },
        { planet: VEFUT, infantry: 1 },
      ],
    });
    expect(twice.message).toBe('Vefut II is named twice: name each planet once.');
    expect(refused(s(), SOL, { type: 'invade', commits: [{ planet: VEFUT }] }).code).toBe(
      'rule/illegal-choice',
    );
    expect(refused(s(), SOL, { type: 'invade', commits: [] }).message).toBe(
      'Name a planet to bombard or ground forces to commit.',
    );
    expect(refused(s(), SOL, land(3)).message).toBe(
      'You have 2 Infantry in the space area of system 20, not 3: ground forces land from there (LRR 49).',
    );
    expect(refused(s(), SOL, land(0, 2)).code).toBe('rule/illegal-choice');
  });

  it('a planet under the Demilitarized Zone', () => {
    const dmz = setPlanet(s(), VEFUT, { attachments: ['demilitarized-zone'] });
    expect(refused(dmz, SOL, land(1)).message).toBe(
      'Vefut II carries the Demilitarized Zone: no ground forces can land there.',
    );
    expect(legalIntents(dmz, { kind: 'seat', seat: SOL }).map((i) => i.type)).not.toContain('invade');
  });

  it('outside a tactical action, during a combat, after production', () => {
    expect(refused({ ...s(), tactical: null }, SOL, land(1)).code).toBe('intent/wrong-phase');
    const fighting = inGroundCombat({ infantry: 1 }, { infantry: 1 }, { sol: 1, hacan: 0 });
    expect(refused(fighting, SOL, land(1)).code).toBe('intent/wrong-phase');
    expect(refused(fighting, SOL, { type: 'end-turn' }).code).toBe('intent/wrong-phase');
    const produced = {
      ...s(),
      construction: { ...s().construction, producedIn: { round: s().round, seat: SOL, system: '20' } },
    };
    expect(refused(produced, SOL, land(1)).message).toBe(
      'Invasion comes before production in a tactical action (LRR 89).',
    );
  });

  it('movement after bombardment is refused', () => {
    let t = invasionTable({ dreadnought: 1 }, { infantry: 1 });
    t = { ...t, tactical: { system: '20' } };
    const out = act(t, SOL, {
      type: 'invade',
      bombard: [{ planet: VEFUT, units: { dreadnought: 1 } }],
      commits: [],
    });
    expect(
      refused(out, SOL, { type: 'move-ships', moves: [{ from: '46', ships: { cruiser: 1 } }] }).code,
    ).toBe('intent/wrong-phase');
  });
});

describe('going back does not reveal the dice', () => {
  it('an invasion that rolled dice cannot be undone; one that rolled none can', () => {
    const fought = invaded(
      invasionTable({ carrier: 1, infantry: 2 }, { infantry: 1 }, seedRng('u')),
      land(2),
    );
    expect(run(fought.state, SOL, { type: 'undo' })).toMatchObject({ ok: false, code: 'rule/cannot-undo' });
    const quiet = invaded(invasionTable({ carrier: 1, infantry: 2 }, {}), land(2));
    const back = act(quiet.state, SOL, { type: 'undo' });
    expect(back.galaxy.planets[VEFUT]?.controller).toBeNull();
  });

  it('the view never holds the generator; the dice shown are the ones logged', () => {
    const s = inGroundCombat({ infantry: 2 }, { mech: 1 }, { sol: 0, hacan: 1 });
    for (const viewer of [
      { kind: 'spectator' },
      { kind: 'seat', seat: HACAN },
      { kind: 'seat', seat: SAAR },
    ] as const) {
      const v = viewFor(s, viewer);
      expect(JSON.stringify(v)).not.toContain('"rng"');
      const odds = v.combatOdds;
      expect(odds).toBeDefined();
      if (odds) expect(odds.attackerWins + odds.defenderWins + odds.draw + odds.stalemate).toBeCloseTo(1, 9);
    }
  });
});

describe('legal offers', () => {
  it('the active player with ground forces in the active system is offered a landing', () => {
    const s = invasionTable({ carrier: 1, infantry: 2 }, {});
    expect(legalIntents(s, { kind: 'seat', seat: SOL })).toContainEqual(land(2));
    expect(legalIntents(s, { kind: 'seat', seat: HACAN }).map((i) => i.type)).not.toContain('invade');
    const empty = setPlanetUnits(invasionTable({ carrier: 1 }, {}), VEFUT, SOL, {});
    expect(legalIntents(empty, { kind: 'seat', seat: SOL }).map((i) => i.type)).not.toContain('invade');
  });
});

describe('the odds before committing (landingOdds)', () => {
  it('none against an empty planet; more ground forces land with better odds; a shield stops the bombardment’s part', () => {
    const empty = invasionTable({ carrier: 1, infantry: 2 }, {});
    expect(landingOdds(empty, SOL, '20', VEFUT, { infantry: 2 })).toBeUndefined();
    const held = invasionTable({ dreadnought: 1, carrier: 1, infantry: 4 }, { infantry: 2 });
    const two = landingOdds(held, SOL, '20', VEFUT, { infantry: 2 });
    const four = landingOdds(held, SOL, '20', VEFUT, { infantry: 4 });
    if (!two || !four) throw new Error('odds expected');
    expect(two.attackerWins + two.defenderWins + two.draw + two.stalemate).toBeCloseTo(1, 9);
    expect(four.attackerWins).toBeGreaterThan(two.attackerWins);
    const bombarded = landingOdds(held, SOL, '20', VEFUT, { infantry: 2 }, { dreadnought: 1 });
    expect(bombarded?.attackerWins).toBeGreaterThan(two.attackerWins);
    // A PDS there fires at the landed ground forces first (Space Cannon Defense, LRR 77).
    const guarded = landingOdds(
      invasionTable({ carrier: 1, infantry: 2 }, { infantry: 2, pds: 1 }),
      SOL,
      '20',
      VEFUT,
      { infantry: 2 },
    );
    expect(guarded?.attackerWins).toBeLessThan(two.attackerWins);
    const shielded = invasionTable({ dreadnought: 1, infantry: 2 }, { infantry: 2, pds: 1 });
    expect(landingOdds(shielded, SOL, '20', VEFUT, { infantry: 2 }, { dreadnought: 1 })).toEqual(
      landingOdds(shielded, SOL, '20', VEFUT, { infantry: 2 }),
    );
  });
});

describe('going back over an invasion that rolled', () => {
  it('every player is asked, and the generator is reseeded: the dice seen are not rolled again', () => {
    let state = invasionTable({ carrier: 1, infantry: 3 }, { infantry: 2 }, seedRng('back'));
    const before = state;
    let n = 0;
    const send = (seat: number, intent: Intent) => {
      const out = applyParsed(
        state,
        { kind: 'seat', seat },
        withServerEntropy(intent, () => (++n).toString(16).padStart(32, '0')),
      );
      if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
      state = out.state;
      return out;
    };
    const fought = notes(send(SOL, land(3)));
    expect(fought.some((l) => l.startsWith('Round 1: '))).toBe(true);
    send(SOL, { type: 'request-rollback', to: before.moves });
    const others = before.players.map((p) => p.seat).filter((p) => p !== SOL);
    expect(state.rollback?.needs).toEqual(others);
    for (const other of others) send(other, { type: 'answer-rollback', approve: true });
    expect(state.rollback).toBeNull();
    expect(planetUnits(state, HACAN)).toEqual({ infantry: 2 });
    expect(state.rng).not.toEqual(before.rng);
    const again = notes(send(SOL, land(3)));
    const round = (lines: string[]) => lines.find((l) => l.startsWith('Round 1: '));
    // Rolled from the reseeded generator: what the first roll showed says nothing about this one.
    expect(invaded(before, land(3)).notes).toEqual(fought);
    expect(round(again)).toBeDefined();
    expect(round(again)).not.toBe(round(fought));
  });
});
