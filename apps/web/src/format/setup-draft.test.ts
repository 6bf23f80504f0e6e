import { describe, expect, it } from 'vitest';
import type { DraftPickMade, SetupDraftBoard } from '@initiative/rules';
import {
  draftPrompt,
  draftTurns,
  holdingOf,
  kindNote,
  lastPlayerPick,
  pickBlock,
  pickText,
  sliceDescription,
  takenBy,
} from './setup-draft.ts';

const NAMES = ['Ada', 'Brin', 'Cyd'];
const nameOf = (seat: number) => NAMES[seat] ?? `Seat ${seat + 1}`;

/** A 3-player board, drafting in the order Brin, Ada, Cyd, with the picks given. */
function board(picks: readonly DraftPickMade[], turn: number | null): SetupDraftBoard {
  const slice = {
    systems: ['26', '41', '65', '19', '39'],
    optimal: { resources: 4, influence: 5.5, total: 9.5 },
    wormholes: ['alpha' as const],
    legendaries: 1,
  };
  return {
    format: 'milty',
    slices: [slice, slice, slice],
    equidistants: [],
    factions: ['arborec', 'winnu', 'federation-of-sol', 'emirates-of-hacan'],
    order: [1, 0, 2],
    picks,
    turn,
  };
}

const brinSlice: DraftPickMade = { seat: 1, pick: { kind: 'slice', slice: 2 }, auto: false };
const adaFaction: DraftPickMade = { seat: 0, pick: { kind: 'faction', faction: 'arborec' }, auto: false };

describe('the draft board in words', () => {
  it('lists nine turns for three players in snake order: forwards, backwards, forwards', () => {
    const turns = draftTurns(board([], 1));
    expect(turns.map((t) => t.seat)).toEqual([1, 0, 2, 2, 0, 1, 1, 0, 2]);
    expect(turns.map((t) => t.round)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(turns.filter((t) => t.current).map((t) => t.index)).toEqual([0]);
  });

  it('marks the played turns with their pick and the next one as current', () => {
    const turns = draftTurns(board([brinSlice, adaFaction], 2));
    expect(turns[0]?.pick).toEqual({ kind: 'slice', slice: 2 });
    expect(turns[1]?.pick).toEqual({ kind: 'faction', faction: 'arborec' });
    expect(turns[2]?.current).toBe(true);
    expect(turns[3]?.pick).toBeNull();
  });

  it('tells what each seat holds and who took an item', () => {
    const b = board([brinSlice, adaFaction], 2);
    expect(holdingOf(b, 1)).toEqual({ faction: null, slice: 2, position: null });
    expect(holdingOf(b, 2)).toEqual({ faction: null, slice: null, position: null });
    expect(takenBy(b, { kind: 'slice', slice: 2 })).toBe(1);
    expect(takenBy(b, { kind: 'slice', slice: 0 })).toBeNull();
  });

  it.each([
    ['a taken item says by whom', 2, { kind: 'faction', faction: 'arborec' }, 'Taken by Ada'],
    ['your own pick says so', 0, { kind: 'faction', faction: 'arborec' }, 'You took this'],
    ['out of turn, whose pick it is', 0, { kind: 'slice', slice: 0 }, 'Waiting for Cyd to pick'],
    ['a spectator cannot pick', null, { kind: 'slice', slice: 0 }, 'Only the players pick'],
    ['a free item on your turn can be taken', 2, { kind: 'position', position: 1 }, null],
  ] as const)('%s', (_, you, pick, reason) => {
    expect(pickBlock(board([brinSlice, adaFaction], 2), you, pick, nameOf)).toBe(reason);
  });

  it('refuses a second item of a kind the seat already holds', () => {
    const b = board([brinSlice, adaFaction, { seat: 2, pick: { kind: 'slice', slice: 0 }, auto: false }], 2);
    expect(pickBlock(b, 2, { kind: 'slice', slice: 1 }, nameOf)).toBe('You already have a slice');
  });

  it('says whose pick it is, and what the player to pick still lacks', () => {
    const b = board([brinSlice, adaFaction], 2);
    expect(draftPrompt(b, 2, nameOf)).toBe('Your pick (3 of 9): take a faction, slice or position.');
    expect(draftPrompt(b, 0, nameOf)).toBe('Waiting for Cyd to pick (3 of 9).');
    expect(draftPrompt(board([], null), 0, nameOf)).toMatch(/draft is over/);
  });

  it('undo takes back the last pick a player made, not a forced one', () => {
    const forced: DraftPickMade = { seat: 0, pick: { kind: 'position', position: 3 }, auto: true };
    expect(lastPlayerPick(board([brinSlice, adaFaction, forced], 2))).toEqual({
      seat: 0,
      pick: { kind: 'faction', faction: 'arborec' },
    });
    expect(lastPlayerPick(board([], 1))).toBeNull();
  });

  it('names picks and slices as players say them', () => {
    expect(pickText({ kind: 'position', position: 1 })).toBe('Position 1 (speaker)');
    expect(pickText({ kind: 'slice', slice: 0 })).toBe('Slice 1');
    expect(pickText({ kind: 'faction', faction: 'arborec' })).toBe('The Arborec');
    expect(sliceDescription(board([], 1).slices[0]!, 0)).toMatch(
      /^Slice 1: optimal 4 resources, 5\.5 influence \(total 9\.5\); 1 alpha wormhole, 1 legendary planet; system 26/,
    );
  });

  it('notes under each heading what the seat already holds of that kind', () => {
    const b = board([brinSlice, adaFaction], 2);
    expect(kindNote(b, 1, 'slice')).toBe('You have slice 3.');
    expect(kindNote(b, 0, 'faction')).toBe('You have The Arborec.');
    expect(kindNote(b, 0, 'position')).toBeNull();
    expect(kindNote(b, null, 'slice')).toBeNull();
  });
});
