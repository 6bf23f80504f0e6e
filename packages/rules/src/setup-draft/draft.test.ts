// The Milty draft's turns, picks and refusals, and whole random drafts laid out as maps (issue 30;
// docs/rules-decisions.md, Milty draft).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { SYSTEMS_BY_ID } from '../content/systems.ts';
import { RngCursor, seedRng } from '../kernel/rng.ts';
import { systemIdsOn } from '../map/galaxy-map.ts';
import { PLAYER_COUNTS, standardLayout, type PlayerCount } from '../map/layouts.ts';
import { parseMapString } from '../map/map-string.ts';
import { assembleMap } from './assemble.ts';
import {
  draftChoices,
  draftPick,
  draftResult,
  draftTurn,
  snakeOrder,
  startDraft,
  type DraftPick,
  type DraftSetup,
  type MiltyDraftState,
} from './draft.ts';
import { factionPool } from './faction-pool.ts';
import { generateSlices } from './slices.ts';

const SLICES = [
  ['28', '27', '23', '41', '48'],
  ['29', '31', '19', '42', '49'],
  ['30', '34', '20', '43', '50'],
  ['32', '37', '21', '44', '46'],
];
const FACTIONS = ['arborec', 'barony-of-letnev', 'clan-of-saar', 'embers-of-muaat'];

function started(setup: Partial<DraftSetup> = {}): MiltyDraftState {
  const r = startDraft(seedRng('draft'), {
    players: 3,
    slices: SLICES,
    factions: FACTIONS,
    order: [2, 0, 1],
    ...setup,
  });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

function pick(state: MiltyDraftState, seat: number, p: Parameters<typeof draftPick>[2]): MiltyDraftState {
  const next = draftPick(state, seat, p);
  if ('ok' in next) throw new Error(next.message);
  return next;
}

describe('draft turns', () => {
  it('three snake rounds: the order, backwards, the order again', () => {
    expect(snakeOrder([2, 0, 1])).toEqual([2, 0, 1, 1, 0, 2, 2, 0, 1]);
    expect(draftTurn(started())).toBe(2);
  });

  it('without the host’s order the order is a shuffle of the seats, the same for the same seed', () => {
    const a = startDraft(seedRng('s'), { players: 4, slices: SLICES, factions: FACTIONS });
    const b = startDraft(seedRng('s'), { players: 4, slices: SLICES, factions: FACTIONS });
    expect(a).toEqual(b);
    expect(a.ok && [...a.state.order].sort()).toEqual([0, 1, 2, 3]);
  });

  it('a pick is refused out of turn, when taken, when already held, or when unknown', () => {
    let s = started();
    expect(draftPick(s, 0, { kind: 'slice', slice: 0 })).toMatchObject({ code: 'draft/not-your-turn' });
    expect(draftPick(s, 2, { kind: 'slice', slice: 9 })).toMatchObject({ code: 'draft/unknown-choice' });
    expect(draftPick(s, 2, { kind: 'position', position: 4 })).toMatchObject({
      code: 'draft/unknown-choice',
    });
    expect(draftPick(s, 2, { kind: 'faction', faction: 'nobody' })).toMatchObject({
      code: 'draft/unknown-choice',
    });
    s = pick(s, 2, { kind: 'slice', slice: 0 });
    expect(draftPick(s, 0, { kind: 'slice', slice: 0 })).toMatchObject({ code: 'draft/taken' });
    s = pick(s, 0, { kind: 'position', position: 1 });
    s = pick(s, 1, { kind: 'faction', faction: 'arborec' });
    // Seat 1 again (the snake turns): it already has a faction.
    expect(draftPick(s, 1, { kind: 'faction', faction: 'clan-of-saar' })).toMatchObject({
      code: 'draft/already-have',
    });
  });

  it('the last forced pick is made for the player, and the result names each seat’s three picks', () => {
    let s = started();
    // Round 1: 2, 0, 1; round 2: 1, 0, 2; round 3: 2, 0, 1.
    s = pick(s, 2, { kind: 'slice', slice: 0 });
    s = pick(s, 0, { kind: 'position', position: 1 });
    s = pick(s, 1, { kind: 'faction', faction: 'arborec' });
    s = pick(s, 1, { kind: 'position', position: 3 });
    s = pick(s, 0, { kind: 'faction', faction: 'clan-of-saar' });
    s = pick(s, 2, { kind: 'faction', faction: 'embers-of-muaat' });
    // Seat 2 lacks only a position and one is left: taken for it. Seat 0 still has slices to choose from.
    expect(s.picks.at(-1)).toEqual({ seat: 2, pick: { kind: 'position', position: 2 }, auto: true });
    expect(draftTurn(s)).toBe(0);
    s = pick(s, 0, { kind: 'slice', slice: 3 });
    // Seat 1 has slices 1 and 2 to choose from: nothing forced.
    expect(draftChoices(s, 1)).toHaveLength(2);
    expect(draftResult(s)).toMatchObject({ code: 'draft/unfinished' });
    s = pick(s, 1, { kind: 'slice', slice: 2 });
    expect(draftPick(s, 1, { kind: 'slice', slice: 1 })).toMatchObject({ code: 'draft/over' });
    expect(draftResult(s)).toEqual({
      players: 3,
      eq: false,
      speaker: 0,
      seats: [
        { seat: 0, faction: 'clan-of-saar', slice: 3, position: 1 },
        { seat: 1, faction: 'arborec', slice: 2, position: 3 },
        { seat: 2, faction: 'embers-of-muaat', slice: 0, position: 2 },
      ],
      slices: SLICES,
      equidistants: [],
    });
  });

  it.each([
    { what: 'two players', setup: { players: 2 } },
    { what: 'fewer slices than players', setup: { slices: SLICES.slice(0, 2) } },
    { what: 'fewer factions than players', setup: { factions: FACTIONS.slice(0, 2) } },
    { what: 'a repeated faction', setup: { factions: ['arborec', 'arborec', 'clan-of-saar'] } },
    { what: 'an order missing a seat', setup: { order: [0, 0, 1] } },
    { what: 'Milty-EQ without equidistants', setup: { eq: true } },
  ])('a draft with $what is refused', ({ setup }) => {
    expect(
      startDraft(seedRng('x'), { players: 3, slices: SLICES, factions: FACTIONS, ...setup }),
    ).toMatchObject({
      ok: false,
      code: 'draft/bad-setup',
    });
  });
});

/** A whole draft with random picks: slices, pool, order and every pick from the seed. */
function randomDraft(seed: string, players: PlayerCount, eq: boolean, thundersEdge: boolean) {
  const drawn = generateSlices(seedRng(seed), { players, eq, thundersEdge, slices: players + (eq ? 0 : 1) });
  if (!drawn.ok) throw new Error(drawn.message);
  const pool = factionPool(drawn.rng, { players, thundersEdge });
  if (!pool.ok) throw new Error(pool.message);
  const start = startDraft(pool.rng, {
    players,
    eq,
    slices: drawn.slices,
    equidistants: drawn.equidistants,
    factions: pool.factions,
  });
  if (!start.ok) throw new Error(start.message);
  const rng = new RngCursor(start.rng);
  let s = start.state;
  for (let seat = draftTurn(s); seat !== null; seat = draftTurn(s)) {
    const choices = draftChoices(s, seat);
    expect(choices.length).toBeGreaterThan(1);
    s = pick(s, seat, choices[rng.int(choices.length)] as DraftPick);
  }
  return s;
}

describe('whole random drafts', () => {
  it.each(PLAYER_COUNTS)(
    'with %i players each gets one of each and the map holds every system once',
    (players) => {
      fc.assert(
        fc.property(fc.string(), fc.boolean(), fc.boolean(), (seed, eq, thundersEdge) => {
          const s = randomDraft(seed, players, eq, thundersEdge);
          expect(s.picks).toHaveLength(players * 3);
          const result = draftResult(s);
          if ('ok' in result) throw new Error(result.message);
          expect(new Set(result.seats.map((x) => x.faction)).size).toBe(players);
          expect(new Set(result.seats.map((x) => x.slice)).size).toBe(players);
          expect(result.seats.map((x) => x.position).sort()).toEqual(
            Array.from({ length: players }, (_, i) => i + 1),
          );
          expect(result.seats.find((x) => x.seat === result.speaker)?.position).toBe(1);

          const { mapString, seatHomes } = assembleMap(result, standardLayout(players));
          expect(seatHomes[result.speaker]).toBe(standardLayout(players).homes[0]);
          const parsed = parseMapString(mapString, SYSTEMS_BY_ID, { playerCount: players });
          if (!parsed.ok) throw new Error(parsed.message);
          const expected = [
            ...result.seats.flatMap((x) => result.slices[x.slice] ?? []),
            ...result.equidistants,
          ];
          const onMap = systemIdsOn(parsed.map).filter(
            (id) => SYSTEMS_BY_ID.get(id)?.kind !== 'hyperlane' && id !== '18',
          );
          expect([...onMap].sort()).toEqual([...expected].sort());
          expect(parsed.map.homes).toEqual(standardLayout(players).homes);
        }),
        { numRuns: 150 },
      );
    },
  );
});
