// The `move-ships` intent (rules/move-ships.ts): the movement step of a tactical action (LRR 58), its
// transport (LRR 16, 95), gravity rift rolls (LRR 41), and what it refuses without changing anything.

import { describe, expect, it } from 'vitest';
import { applyIntent } from '../engine/engine.ts';
import { legalIntents } from '../engine/legal.ts';
import { rollDice } from '../kernel/dice.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState } from '../state/state.ts';
import type { Intent } from '../wire/intents.ts';
import type { ShipGroup } from '../wire/move-intent.ts';
import {
  HACAN,
  SOL,
  line,
  lineOf,
  moveTable,
  refused,
  setPlanetUnits,
  setSpace,
  setTokens,
  space,
  unitsOf,
  withTechnologies,
} from '../../test-support/move-fixtures.ts';
import { act, notes, run } from '../../test-support/test-helpers.ts';
import { table } from '../../test-support/build-fixtures.ts';
import { adjacency } from '../board/neighbours.ts';

const move = (...moves: ShipGroup[]): Intent => ({ type: 'move-ships', moves });

/** Sol's tactical action in 20 (Vefut II), with 46, 19 (Wellon) and 47 lined up behind it. */
function board(): GameState {
  let s = moveTable(line('20', '46', '19', '47'), '20');
  s = setSpace(s, '46', SOL, { carrier: 1, infantry: 2, fighter: 1 });
  s = setSpace(s, '19', SOL, { cruiser: 2 });
  return s;
}

function moved(state: GameState, intent: Intent): { state: GameState; notes: string[] } {
  const out = run(state, SOL, intent);
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return { state: out.state, notes: notes(out) };
}

describe('moving ships into the active system (LRR 58)', () => {
  it('every group arrives at once, with what it carries, and each has its log line', () => {
    const out = moved(
      board(),
      move(
        { from: '46', ships: { carrier: 1 }, transport: [{ from: '46', unit: 'infantry', count: 2 }] },
        { from: '19', ships: { cruiser: 2 } },
      ),
    );
    expect(space(out.state, '20', SOL)).toEqual({ carrier: 1, infantry: 2, cruiser: 2 });
    expect(space(out.state, '46', SOL)).toEqual({ fighter: 1 });
    expect(space(out.state, '19', SOL)).toEqual({});
    expect(out.notes).toEqual([
      'P1 moves 1 carrier (2 infantry) from 46 to 20 (Vefut II).',
      'P1 moves 2 cruisers from 19 through 46 to 20 (Vefut II).',
    ]);
    expect(out.state.tactical).toEqual({ system: '20', moved: true });
  });

  it('a stored tactical action without the `moved` mark moves as any other, then ends as before', () => {
    const s = board();
    expect(s.tactical).toEqual({ system: '20' });
    const after = moved(s, move({ from: '19', ships: { cruiser: 1 } })).state;
    expect(run(after, SOL, { type: 'end-turn' }).ok).toBe(true);
  });

  it('a group may take the path it names (LRR 58), within its move value', () => {
    let s = moveTable({ ...line('20', '46', '47'), '48': lineOf(4, 4)[3] as number }, '20');
    s = setSpace(s, '47', SOL, { cruiser: 1 });
    const named = moved(s, move({ from: '47', ships: { cruiser: 1 }, through: ['46'] }));
    expect(space(named.state, '20', SOL)).toEqual({ cruiser: 1 });
    const tooLong = refused(s, SOL, move({ from: '47', ships: { cruiser: 1 }, through: ['46', '48'] }));
    expect(tooLong.message).toMatch(/not adjacent|too long/);
    expect(refused(s, SOL, move({ from: '47', ships: { cruiser: 1 }, through: ['48'] })).message).toMatch(
      /47 and 48 are not adjacent \(LRR 6\)/,
    );
  });

  it('a ship that cannot reach the active system is refused with the reason', () => {
    const s = setSpace(board(), '19', HACAN, { destroyer: 1 });
    const s2 = setSpace(s, '47', SOL, { cruiser: 1 });
    expect(refused(s2, SOL, move({ from: '47', ships: { cruiser: 1 } }))).toEqual({
      code: 'rule/illegal-choice',
      message: "Ships with move 2 cannot reach 20 from 47: blocked by P2's 1 destroyer in 19.",
    });
  });

  it('a group goes at its slowest ship’s pace', () => {
    const s = setSpace(board(), '19', SOL, { cruiser: 1, carrier: 1 });
    expect(refused(s, SOL, move({ from: '19', ships: { cruiser: 1, carrier: 1 } })).message).toMatch(
      /move 1 cannot reach 20 from 19: too far: move 1, distance 2/,
    );
  });

  it('ships under their own command token stay (LRR 58)', () => {
    const s = setTokens(board(), '19', [SOL]);
    expect(refused(s, SOL, move({ from: '19', ships: { cruiser: 2 } })).message).toMatch(
      /your command token in 19 holds them there/,
    );
  });

  it('only units that are there move, even named in two groups', () => {
    const s = board();
    expect(refused(s, SOL, move({ from: '19', ships: { cruiser: 3 } })).message).toBe(
      'You have 2 cruisers in 19, not 3.',
    );
    const twice = move({ from: '19', ships: { cruiser: 2 } }, { from: '19', ships: { cruiser: 1 } });
    expect(refused(s, SOL, twice).message).toBe('You have 2 cruisers in 19, not 3.');
  });
});

describe('transport (LRR 16, 95)', () => {
  /** Sol's Carrier II (move 2) in 47, behind 19 (Wellon), behind the active 20; infantry on its way. */
  function carrierBehind(): GameState {
    let s = withTechnologies(moveTable(line('20', '19', '47'), '20'), SOL, ['carrier-ii']);
    s = setSpace(s, '47', SOL, { carrier: 1, infantry: 1, fighter: 2 });
    return setPlanetUnits(s, 'wellon', SOL, { infantry: 3, mech: 1 });
  }

  it('picks up fighters and ground forces where it starts and where it passes', () => {
    const out = moved(
      carrierBehind(),
      move({
        from: '47',
        ships: { carrier: 1 },
        transport: [
          { from: '47', unit: 'fighter', count: 2 },
          { from: 'wellon', unit: 'infantry', count: 2 },
          { from: 'wellon', unit: 'mech', count: 1 },
        ],
      }),
    );
    expect(space(out.state, '20', SOL)).toEqual({ carrier: 1, fighter: 2, infantry: 2, mech: 1 });
    expect(out.state.galaxy.planets.wellon?.units[String(SOL)]).toEqual({ infantry: 1 });
    expect(out.notes[0]).toBe(
      'P1 moves 1 carrier (2 fighters, 2 infantry, 1 mech) from 47 through 19 to 20 (Vefut II).',
    );
  });

  it('not beyond the ships’ capacity', () => {
    const s = carrierBehind();
    const over = move({
      from: '47',
      ships: { carrier: 1 },
      transport: [
        { from: 'wellon', unit: 'infantry', count: 3 },
        { from: '47', unit: 'fighter', count: 2 },
        { from: '47', unit: 'infantry', count: 1 },
        { from: 'wellon', unit: 'mech', count: 1 },
      ],
    });
    expect(refused(s, SOL, over).message).toMatch(/The ships from 47 carry 6 \(LRR 16\); 7 were named/);
  });

  it('fighters without a move value do not move on their own', () => {
    expect(refused(board(), SOL, move({ from: '46', ships: { fighter: 1 } })).message).toMatch(
      /fighters have no move value: name them as transported/,
    );
  });

  it('not from a system holding the player’s command token, nor off the path', () => {
    const s = carrierBehind();
    const fromWellon = move({
      from: '47',
      ships: { carrier: 1 },
      transport: [{ from: 'wellon', unit: 'infantry', count: 1 }],
    });
    expect(refused(setTokens(s, '19', [SOL]), SOL, fromWellon).message).toMatch(/holds your command token/);
    const off = move({
      from: '47',
      ships: { carrier: 1 },
      transport: [{ from: 'vefut-ii', unit: 'infantry', count: 1 }],
    });
    expect(refused(s, SOL, off).message).toMatch(/system a group leaves or passes through/);
  });
});

describe('gravity rifts (LRR 41)', () => {
  /** A carrier with 2 infantry in the rift 41, next to 46, next to the active 20; the generator seeded. */
  function inRift(seed: string): GameState {
    let s = moveTable(line('20', '46', '41'), '20');
    s = setSpace(s, '41', SOL, { carrier: 1, infantry: 2 });
    return { ...s, rng: seedRng(seed) };
  }
  const riftMove = move({
    from: '41',
    ships: { carrier: 1 },
    transport: [{ from: '41', unit: 'infantry', count: 2 }],
  });
  /** The first seed whose first die shows `lost ? 1–3 : 4–10`. */
  const seedFor = (lost: boolean) => {
    for (let i = 0; ; i++) if ((rollDice(seedRng(`rift-${i}`), 1, 4).hits === 0) === lost) return `rift-${i}`;
  };

  it('a ship leaving a rift rolls a die from the game’s generator, logged with its face: 4 or more, it goes on', () => {
    const s = inRift(seedFor(false));
    const roll = rollDice(s.rng, 1, 4);
    const out = moved(s, riftMove);
    expect(out.state.rng).toEqual(roll.rng);
    expect(out.notes[1]).toBe(
      `Gravity rift in 41 (LRR 41: 1–3 removes the ship): P1 rolls ${roll.faces[0]} for 1 carrier; none is lost.`,
    );
    expect(space(out.state, '20', SOL)).toEqual({ carrier: 1, infantry: 2 });
  });

  it('on 1–3 the ship is removed with what it carries; the same table rolls the same', () => {
    const s = inRift(seedFor(true));
    const out = moved(s, riftMove);
    expect(moved(s, riftMove)).toEqual(out);
    expect(out.notes.slice(1)).toEqual([
      `Gravity rift in 41 (LRR 41: 1–3 removes the ship): P1 rolls ${rollDice(s.rng, 1, 4).faces[0]} for 1 carrier; 1 carrier removed.`,
      'With those ships go 2 infantry they carried (LRR 41).',
    ]);
    expect(space(out.state, '20', SOL)).toEqual({});
    expect(space(out.state, '41', SOL)).toEqual({});
  });

  it('a move through no rift leaves the generator alone (it stays undoable)', () => {
    const out = moved(board(), move({ from: '19', ships: { cruiser: 2 } }));
    expect(out.state.rng).toEqual(board().rng);
    expect(out.state.lastMove?.reversible).toBe(true);
  });
});

describe('when ships may move', () => {
  const ok = move({ from: '19', ships: { cruiser: 2 } });

  it('once per tactical action', () => {
    const after = moved(board(), ok).state;
    expect(refused(after, SOL, move({ from: '46', ships: { carrier: 1 } })).code).toBe(
      'rule/already-decided',
    );
  });

  it('before production (LRR 89)', () => {
    const s = board();
    const produced = {
      ...s,
      construction: { ...s.construction, producedIn: { round: s.round, seat: SOL, system: '20' } },
    };
    expect(refused(produced, SOL, ok)).toEqual({
      code: 'intent/wrong-phase',
      message: 'Movement comes before production in a tactical action (LRR 89).',
    });
  });

  it('only in a tactical action, by the active player', () => {
    expect(refused({ ...board(), tactical: null }, SOL, ok).code).toBe('intent/wrong-phase');
    const other = setSpace(board(), '19', HACAN, { cruiser: 2 });
    expect(refused(other, HACAN, ok)).toEqual({
      code: 'intent/not-your-turn',
      message: "Only the active player moves ships; it is P1's turn.",
    });
  });

  it('not by a spectator, nor from a malformed request; nothing changes', () => {
    const s = board();
    const before = JSON.stringify(s);
    expect(applyIntent(s, { kind: 'spectator' }, ok)).toMatchObject({ ok: false, code: 'intent/spectator' });
    for (const bad of [
      { type: 'move-ships', moves: [] },
      { type: 'move-ships', moves: [{ from: '19', ships: {} }] },
      { type: 'move-ships', moves: [{ from: '19', ships: { cruiser: -1 } }] },
      { type: 'move-ships', moves: [{ from: '19', ships: { cruiser: 1 }, extra: true }] },
      {
        type: 'move-ships',
        moves: [{ from: '19', ships: { cruiser: 1 }, transport: [{ from: '19', unit: 'pds', count: 1 }] }],
      },
    ])
      expect(applyIntent(s, { kind: 'seat', seat: SOL }, bad)).toMatchObject({
        ok: false,
        code: 'intent/malformed',
      });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('legal offers the active player an example move that applies, and none once moved', () => {
    const s = setSpace(board(), '19', SOL, {});
    const example = legalIntents(s, { kind: 'seat', seat: SOL }).find((i) => i.type === 'move-ships');
    expect(example).toEqual(
      move({
        from: '46',
        ships: { carrier: 1 },
        transport: [
          { from: '46', unit: 'infantry', count: 2 },
          { from: '46', unit: 'fighter', count: 1 },
        ],
      }),
    );
    const after = moved(s, example as Intent).state;
    expect(legalIntents(after, { kind: 'seat', seat: SOL }).some((i) => i.type === 'move-ships')).toBe(false);
    expect(legalIntents(s, { kind: 'seat', seat: HACAN }).some((i) => i.type === 'move-ships')).toBe(false);
  });

  it('legal offers no move when no ship can reach the active system', () => {
    const s = setTokens(setTokens(board(), '46', [SOL]), '19', [SOL]);
    expect(legalIntents(s, { kind: 'seat', seat: SOL }).some((i) => i.type === 'move-ships')).toBe(false);
  });

  it('units are only moved, never made', () => {
    const out = moved(board(), ok);
    expect(unitsOf(out.state, SOL)).toEqual(unitsOf(board(), SOL));
  });
});

describe("Thunder's Edge Warfare's tactical action", () => {
  it('takes the movement step too (its primary, with no token placed)', () => {
    const s0 = act(table({ card: 'warfare', holder: SOL, thundersEdge: true }), SOL, {
      type: 'strategic-action',
      card: 'warfare',
    });
    const home = s0.players[SOL]?.homeSystem ?? '';
    const position = s0.galaxy.systems.find((s) => s.systemId === home)?.position ?? -1;
    const next = adjacency(s0.galaxy).get(position) ?? new Set<number>();
    const target = s0.galaxy.systems.find((s) => next.has(s.position))?.systemId ?? '';
    const pools = s0.players[SOL]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
    const s = act(s0, SOL, { type: 'resolve-primary', choices: { system: target, pools } });
    expect(s.tactical).toEqual({ system: target });
    const out = moved(s, move({ from: home, ships: { destroyer: 1 } }));
    expect(space(out.state, target, SOL)).toEqual({ destroyer: 1 });
  });
});
