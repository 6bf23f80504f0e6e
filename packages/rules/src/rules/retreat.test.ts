// Retreats from a space combat (LRR 78.4, 78.7): who is asked and in which order, where a retreat may
// go, what moves and what is removed, the command token placed, the combat's end, and what is refused
// without changing anything. The board: Vefut II (20) at the centre, activated by Sol (P1); around it
// Sol's staging system 46 and, for Hacan (P2), Thibah (21), Tar'mann (22), a nebula (42), a supernova
// (43) and an asteroid field (44); Quann (25) two systems away.

import { describe, expect, it } from 'vitest';
import { reinforcementTokens } from '../board/tokens.ts';
import { applyIntent } from '../engine/engine.ts';
import { legalIntents, waitingFor } from '../engine/legal.ts';
import { rollDice } from '../kernel/dice.ts';
import { seedRng } from '../kernel/rng.ts';
import { neighborOnSide } from '../map/hex.ts';
import type { GameState, UnitCounts } from '../state/state.ts';
import type { Intent } from '../wire/intents.ts';
import { viewFor } from '../view/view.ts';
import { HACAN, SOL, refused, setSpace, space } from '../../test-support/move-fixtures.ts';
import { moveTable } from '../../test-support/move-fixtures.ts';
import { setPlanet, setTokens, withTechnologies } from '../../test-support/build-fixtures.ts';
import { updatePlayer } from '../state/update.ts';
import { invasionTable, VEFUT } from '../../test-support/invasion-fixtures.ts';
import { notes, run } from '../../test-support/test-helpers.ts';

const around = (side: number) => neighborOnSide(0, side);
const TILES = {
  '20': 0,
  '21': around(0),
  '46': around(1),
  '22': around(2),
  '42': around(3),
  '43': around(4),
  '44': around(5),
  '25': neighborOnSide(around(0), 0),
};

/** A seed whose first roll of `dice` dice hitting on `on` misses every time: the round's first roll. */
function missingSeed(dice: number, on: number): GameState['rng'] {
  for (let i = 0; ; i++) {
    const rng = seedRng(`miss ${i}`);
    if (rollDice(rng, dice, on).hits === 0) return rng;
  }
}

/**
 * Sol's two cruisers wait in 46 with a destroyer that stays there; Hacan's fleet is in 20 and Hacan
 * controls Thibah (21) unless told otherwise; Sol's two cruisers miss in round 1.
 */
function table(hacan: UnitCounts, opts: { thibah?: boolean; solStays?: boolean } = {}): GameState {
  let s = moveTable(TILES, '20');
  s = setSpace(s, '46', SOL, { cruiser: 2, ...(opts.solStays === false ? {} : { destroyer: 1 }) });
  s = setSpace(s, '20', HACAN, hacan);
  s = setSpace(s, '42', HACAN, { destroyer: 1 });
  s = setSpace(s, '43', HACAN, { fighter: 1 });
  s = setSpace(s, '44', HACAN, { destroyer: 1 });
  s = setPlanet(s, 'quann', { controller: HACAN });
  if (opts.thibah !== false) s = setPlanet(s, 'thibah', { controller: HACAN });
  // Hacan starts with Antimass Deflectors; without it, an asteroid field is closed (LRR 11).
  s = updatePlayer(s, HACAN, (p) => ({
    ...p,
    technologies: p.technologies.filter((t) => t !== 'antimass-deflectors'),
  }));
  return { ...s, rng: missingSeed(2, 7) };
}

const MOVE_IN: Intent = { type: 'move-ships', moves: [{ from: '46', ships: { cruiser: 2 } }] };

function step(state: GameState, seat: number, intent: Intent): { state: GameState; notes: string[] } {
  const out = run(state, seat, intent);
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return { state: out.state, notes: notes(out) };
}

const fightOn: Intent = { type: 'announce-retreat', retreat: false };
const retreatTo = (to: string): Intent => ({ type: 'announce-retreat', retreat: true, to });

describe('who is asked to announce a retreat (LRR 78.4)', () => {
  it('nobody with no eligible system: the round is rolled at once (LRR 78.4c)', () => {
    const s = step(table({ cruiser: 1 }, { thibah: false, solStays: false }), SOL, MOVE_IN);
    expect(s.notes.some((n) => n.startsWith('Round 1:'))).toBe(true);
    expect(waitingFor(s.state).text).not.toMatch(/retreat/);
    expect(legalIntents(s.state, { kind: 'seat', seat: HACAN }).map((i) => i.type)).not.toContain(
      'announce-retreat',
    );
  });

  it('the defender first, then the attacker; the round is rolled once both fight on', () => {
    const moved = step(table({ cruiser: 1 }), SOL, MOVE_IN);
    expect(moved.notes.some((n) => n.startsWith('Round 1:'))).toBe(false);
    expect(waitingFor(moved.state)).toEqual({
      seats: [HACAN],
      text: 'Waiting for P2 to decide whether to retreat from the space combat in system 20 (Vefut II) before round 1 (LRR 78.4).',
    });
    expect(legalIntents(moved.state, { kind: 'seat', seat: HACAN })).toEqual([fightOn, retreatTo('21')]);
    expect(viewFor(moved.state, { kind: 'spectator' }).retreatChoice).toEqual({
      seat: HACAN,
      destinations: ['21'],
    });
    expect(refused(moved.state, SOL, fightOn)).toEqual({
      code: 'intent/not-your-turn',
      message: 'Not your decision now: the defender, P2, decides first (LRR 78.4).',
    });
    const hacan = step(moved.state, HACAN, fightOn);
    expect(hacan.notes[0]).toBe('P2 fights on: no retreat in round 1 (LRR 78.4).');
    expect(waitingFor(hacan.state).seats).toEqual([SOL]);
    expect(waitingFor(hacan.state).text).toMatch(
      /^Waiting for P1 to decide whether to retreat .* \(P2 fights on\)/,
    );
    expect(legalIntents(hacan.state, { kind: 'seat', seat: SOL })).toEqual([fightOn, retreatTo('46')]);
    const sol = step(hacan.state, SOL, fightOn);
    expect(sol.notes[1]).toMatch(/^Round 1: P1 rolls/);
  });

  it('not the attacker once the defender has announced a retreat (LRR 78.4b)', () => {
    const moved = step(table({ cruiser: 1 }), SOL, MOVE_IN);
    const out = step(moved.state, HACAN, retreatTo('21'));
    expect(out.notes[0]).toBe(
      "P2 announces a retreat to system 21 (Thibah): the ships leave after round 1's hits (LRR 78.4, 78.7).",
    );
    expect(out.notes[1]).toMatch(/^Round 1: P1 rolls/);
  });

  it('meanwhile the rest of the turn waits (ending it is refused)', () => {
    const moved = step(table({ cruiser: 1 }), SOL, MOVE_IN).state;
    expect(refused(moved, SOL, { type: 'end-turn' })).toEqual({
      code: 'intent/wrong-phase',
      message:
        'The space combat in system 20 (Vefut II) comes first: retreats are being announced (LRR 78.4).',
    });
  });

  it('the host’s stop-waiting: whoever is asked fights on', () => {
    const moved = step(table({ cruiser: 1 }), SOL, MOVE_IN);
    expect(legalIntents(moved.state, { kind: 'host' })).toEqual([{ type: 'skip-undecided' }]);
    const out = applyIntent(moved.state, { kind: 'host' }, { type: 'skip-undecided' });
    if (!out.ok) throw new Error(out.message);
    expect(notes(out).slice(0, 4)).toEqual([
      'P2 fights on: no retreat in round 1 (LRR 78.4).',
      '(No retreat: the host stopped waiting.)',
      'P1 fights on: no retreat in round 1 (LRR 78.4).',
      '(No retreat: the host stopped waiting.)',
    ]);
    expect(notes(out)[4]).toMatch(/^Round 1: /);
  });
});

describe('where a retreat may go (LRR 78.7b-c, 9)', () => {
  const cases: [string, string, string][] = [
    ['not adjacent', '25', 'System 25 (Quann) is not adjacent to the active system (LRR 78.7b).'],
    ['another player’s ships', '46', "System 46 holds P1's ships (LRR 78.7c)."],
    [
      'none of its units, no planet it controls',
      '22',
      "System 22 (Tar'mann) holds none of your units and no planet you control (LRR 78.7c).",
    ],
    ['a nebula', '42', 'The nebula in 42 can be entered only as the active system (LRR 59).'],
    ['a supernova', '43', 'The supernova in 43 cannot be entered (LRR 86).'],
    ['an asteroid field', '44', 'The asteroid field in 44 cannot be entered (LRR 11).'],
    ['the active system', '20', 'System 20 (Vefut II) is not adjacent to the active system (LRR 78.7b).'],
    ['a system not on the board', '26', 'System 26 is not on the board.'],
  ];
  it.each(cases)('refuses %s', (_, to, message) => {
    const base = setSpace(table({ cruiser: 1 }), '46', HACAN, { infantry: 1 });
    const moved = step(base, SOL, MOVE_IN).state;
    expect(refused(moved, HACAN, retreatTo(to))).toEqual({
      code: 'rule/illegal-choice',
      message: `You cannot retreat there: ${message}`,
    });
  });

  it('an asteroid field is open with Antimass Deflectors (LRR 11)', () => {
    const base = withTechnologies(table({ cruiser: 1 }), HACAN, ['antimass-deflectors']);
    const moved = step(base, SOL, MOVE_IN).state;
    expect(viewFor(moved, { kind: 'spectator' }).retreatChoice?.destinations).toEqual(['21', '44']);
  });

  it('refuses a retreat with no system named, and a system named to fight on', () => {
    const moved = step(table({ cruiser: 1 }), SOL, MOVE_IN).state;
    expect(refused(moved, HACAN, { type: 'announce-retreat', retreat: true }).message).toBe(
      'Name the adjacent system to retreat to (LRR 78.7b).',
    );
    expect(refused(moved, HACAN, { type: 'announce-retreat', retreat: false, to: '21' }).code).toBe(
      'rule/illegal-choice',
    );
  });

  it('refuses an announcement outside the Announce Retreats step and from a seat not in the combat', () => {
    const moved = step(table({ cruiser: 1 }), SOL, MOVE_IN).state;
    expect(refused(moved, 2, fightOn).code).toBe('intent/not-your-turn');
    const before = table({ cruiser: 1 });
    expect(refused(before, HACAN, fightOn)).toEqual({
      code: 'intent/wrong-phase',
      message: 'There is no space combat under way to retreat from.',
    });
  });
});

describe('the retreat (LRR 78.7)', () => {
  it('moves the ships, carrying what their capacity holds; the rest is removed; the combat ends', () => {
    // A carrier (capacity 4) with 3 fighters and 2 infantry: 2 infantry and 2 fighters go, 1 fighter stays behind.
    const moved = step(table({ carrier: 1, fighter: 3, infantry: 2 }), SOL, MOVE_IN).state;
    const out = step(moved, HACAN, retreatTo('21'));
    const s = out.state;
    expect(space(s, '21', HACAN)).toEqual({ carrier: 1, infantry: 2, fighter: 2 });
    expect(space(s, '20', HACAN)).toEqual({});
    expect(out.notes).toContain(
      'P2 retreats to system 21 (Thibah) with 1 carrier carrying 2 infantry, 2 fighters (LRR 78.7b).',
    );
    expect(out.notes).toContain("P2's 1 fighter left without capacity to carry them is removed (LRR 78.7b).");
    expect(s.tactical?.combat).toBeUndefined();
    expect(out.notes.at(-1)).toBe('The space combat in system 20 (Vefut II) ends after round 1: P1 wins.');
  });

  it('places a command token from reinforcements in the system retreated to (LRR 78.7d)', () => {
    const moved = step(table({ cruiser: 1 }), SOL, MOVE_IN).state;
    const before = reinforcementTokens(moved, HACAN);
    const out = step(moved, HACAN, retreatTo('21'));
    const tokens = out.state.galaxy.systems.find((x) => x.systemId === '21')?.tokens;
    expect(tokens).toEqual([HACAN]);
    expect(reinforcementTokens(out.state, HACAN)).toBe(before - 1);
    expect(out.notes).toContain(
      'P2 places a command token from reinforcements in system 21 (Thibah) (LRR 78.7d).',
    );
  });

  it('no second token where the seat has one already (LRR 78.7d)', () => {
    const moved = step(setTokens(table({ cruiser: 1 }), '21', [HACAN]), SOL, MOVE_IN).state;
    const out = step(moved, HACAN, retreatTo('21'));
    expect(out.state.galaxy.systems.find((x) => x.systemId === '21')?.tokens).toEqual([HACAN]);
    expect(out.notes).toContain(
      'P2 already has a command token in system 21 (Thibah): none is added (LRR 78.7d).',
    );
  });

  it('a token from the command sheet when reinforcements have none (LRR 78.7d)', () => {
    const base = table({ cruiser: 1 });
    const p = base.players[HACAN];
    if (!p) throw new Error('no Hacan');
    const spare = reinforcementTokens(base, HACAN);
    const full = {
      ...base,
      players: base.players.map((x) =>
        x.seat === HACAN ? { ...x, pools: { ...p.pools, tactic: p.pools.tactic + spare } } : x,
      ),
    };
    const moved = step(full, SOL, MOVE_IN).state;
    const out = step(moved, HACAN, retreatTo('21'));
    expect(out.state.players[HACAN]?.pools.tactic).toBe(p.pools.tactic + spare - 1);
    expect(out.notes).toContain(
      'P2 places a command token from their tactic pool (none is left in reinforcements) in system 21 (Thibah) (LRR 78.7d).',
    );
  });

  it('no retreat when the opponent has no ships left after the hits (LRR 78.7a)', () => {
    // Sol's cruisers miss; Hacan's war sun (3 dice at 3+) likely destroys both: find a seed where it does.
    let s: GameState | null = null;
    for (let i = 0; i < 200 && !s; i++) {
      const rng = seedRng(`sweep ${i}`);
      const a = rollDice(rng, 2, 7);
      const d = rollDice(a.rng, 3, 3);
      if (a.hits === 0 && d.hits >= 2) s = { ...table({ 'war-sun': 1 }), rng };
    }
    if (!s) throw new Error('no seed');
    const moved = step(s, SOL, MOVE_IN).state;
    const out = step(moved, HACAN, retreatTo('21'));
    expect(space(out.state, '20', HACAN)).toEqual({ 'war-sun': 1 });
    expect(out.notes.some((n) => n.includes('retreats to'))).toBe(false);
    expect(out.notes.at(-1)).toBe('The space combat in system 20 (Vefut II) ends after round 1: P2 wins.');
  });
});

describe('no retreat in a ground combat (LRR 78.4 is a space combat step; LRR 42)', () => {
  it('the invader, with somewhere to retreat to, is never asked', () => {
    let s = invasionTable({ carrier: 1, infantry: 4 }, { infantry: 3 }, seedRng('ground'));
    s = setSpace(s, '46', SOL, { destroyer: 1 });
    const out = step(s, SOL, { type: 'invade', commits: [{ planet: VEFUT, infantry: 4 }] });
    expect(out.notes.some((n) => n.startsWith('Ground combat on Vefut II'))).toBe(true);
    expect(out.notes.some((n) => n.includes('retreat'))).toBe(false);
    for (const seat of [SOL, HACAN])
      expect(legalIntents(out.state, { kind: 'seat', seat }).map((i) => i.type)).not.toContain(
        'announce-retreat',
      );
    expect(viewFor(out.state, { kind: 'spectator' }).retreatChoice).toBeUndefined();
  });
});
