// The Milty draft itself, pure: a draft order (random or the host's), three snake rounds, and on each
// turn the player takes one thing they still lack: a faction, a slice, or a position relative to the
// speaker (1 is the speaker). When the player to pick has only one choice left it is made for them.
// Choices: docs/rules-decisions.md, Milty draft.

import { RngCursor, type RngState } from '../kernel/rng.ts';
import { isPlayerCount } from '../map/layouts.ts';
import type { Slice } from './slice-values.ts';

export const DRAFT_KINDS = ['faction', 'slice', 'position'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

export type DraftPick =
  | { readonly kind: 'faction'; readonly faction: string }
  | { readonly kind: 'slice'; readonly slice: number }
  | { readonly kind: 'position'; readonly position: number };

export interface DraftPickMade {
  readonly seat: number;
  readonly pick: DraftPick;
  /** True when the draft made the pick because it was the seat's only choice. */
  readonly auto: boolean;
}

export interface MiltyDraftState {
  readonly players: number;
  readonly eq: boolean;
  /** The slices on offer, by index. */
  readonly slices: readonly Slice[];
  /** Milty-EQ: the equidistant systems, one per map seat; else empty. */
  readonly equidistants: readonly string[];
  readonly factions: readonly string[];
  /** Seats (0 to players - 1) in the first round's order; the second round runs backwards. */
  readonly order: readonly number[];
  readonly picks: readonly DraftPickMade[];
}

export interface DraftSetup {
  readonly players: number;
  readonly slices: readonly Slice[];
  readonly factions: readonly string[];
  readonly eq?: boolean;
  readonly equidistants?: readonly string[];
  /** The host's draft order; random when absent. */
  readonly order?: readonly number[];
}

export type DraftErrorCode =
  | 'draft/bad-setup'
  | 'draft/over'
  | 'draft/not-your-turn'
  | 'draft/already-have'
  | 'draft/unknown-choice'
  | 'draft/taken'
  | 'draft/unfinished';

export interface DraftError {
  readonly ok: false;
  readonly code: DraftErrorCode;
  /** Written for a player. */
  readonly message: string;
}

export const DRAFT_ROUNDS = 3;

const refuse = (code: DraftErrorCode, message: string): DraftError => ({ ok: false, code, message });

/** Every seat's turns in draft order: the order, then reversed, then the order again. */
export function snakeOrder(order: readonly number[]): number[] {
  return Array.from({ length: DRAFT_ROUNDS }, (_, round) =>
    round % 2 === 0 ? order : [...order].reverse(),
  ).flat();
}

/** The seat whose turn it is, or null when the draft is over. */
export function draftTurn(state: MiltyDraftState): number | null {
  return snakeOrder(state.order)[state.picks.length] ?? null;
}

function holds(state: MiltyDraftState, seat: number, kind: DraftKind): boolean {
  return state.picks.some((p) => p.seat === seat && p.pick.kind === kind);
}

function taken(state: MiltyDraftState, pick: DraftPick): boolean {
  return state.picks.some((p) => sameChoice(p.pick, pick));
}

function sameChoice(a: DraftPick, b: DraftPick): boolean {
  if (a.kind === 'faction' && b.kind === 'faction') return a.faction === b.faction;
  if (a.kind === 'slice' && b.kind === 'slice') return a.slice === b.slice;
  if (a.kind === 'position' && b.kind === 'position') return a.position === b.position;
  return false;
}

/** Everything the seat could take now, whether or not it is their turn. */
export function draftChoices(state: MiltyDraftState, seat: number): DraftPick[] {
  const all: DraftPick[] = [
    ...state.factions.map((faction): DraftPick => ({ kind: 'faction', faction })),
    ...state.slices.map((_, slice): DraftPick => ({ kind: 'slice', slice })),
    ...Array.from({ length: state.players }, (_, i): DraftPick => ({ kind: 'position', position: i + 1 })),
  ];
  return all.filter((p) => !holds(state, seat, p.kind) && !taken(state, p));
}

/** Makes the picks that are forced: while the seat to pick has one choice, it is taken for them. */
function autoPick(state: MiltyDraftState): MiltyDraftState {
  let s = state;
  for (let seat = draftTurn(s); seat !== null; seat = draftTurn(s)) {
    const choices = draftChoices(s, seat);
    const only = choices[0];
    if (choices.length !== 1 || only === undefined) break;
    s = { ...s, picks: [...s.picks, { seat, pick: only, auto: true }] };
  }
  return s;
}

function setupProblem(setup: DraftSetup): string | null {
  const { players } = setup;
  if (!isPlayerCount(players)) return `A Milty draft seats 3 to 8 players, not ${players}.`;
  if (setup.slices.length < players)
    return `The draft needs at least ${players} slices; it has ${setup.slices.length}.`;
  if (new Set(setup.factions).size !== setup.factions.length || setup.factions.length < players) {
    return `The draft needs at least ${players} different factions.`;
  }
  const order = setup.order;
  const seats = Array.from({ length: players }, (_, i) => i);
  if (order !== undefined && (order.length !== players || seats.some((s) => !order.includes(s)))) {
    return `The draft order lists each seat 0 to ${players - 1} once.`;
  }
  if ((setup.equidistants ?? []).length !== (setup.eq === true ? players : 0)) {
    return setup.eq === true
      ? `Milty-EQ needs ${players} equidistant systems.`
      : 'Only Milty-EQ has equidistant systems.';
  }
  return null;
}

/** Starts a draft; the draft order is the host's, or shuffled with the game's generator. */
export function startDraft(
  rng: RngState,
  setup: DraftSetup,
): { readonly ok: true; readonly state: MiltyDraftState; readonly rng: RngState } | DraftError {
  const problem = setupProblem(setup);
  if (problem !== null) return refuse('draft/bad-setup', problem);
  const cursor = new RngCursor(rng);
  const order = setup.order ?? cursor.shuffle(Array.from({ length: setup.players }, (_, i) => i));
  const state: MiltyDraftState = {
    players: setup.players,
    eq: setup.eq === true,
    slices: setup.slices,
    equidistants: setup.equidistants ?? [],
    factions: setup.factions,
    order,
    picks: [],
  };
  return { ok: true, state: autoPick(state), rng: cursor.state };
}

function nameOf(pick: DraftPick): string {
  if (pick.kind === 'faction') return `faction ${pick.faction}`;
  if (pick.kind === 'slice') return `slice ${pick.slice + 1}`;
  return `position ${pick.position}`;
}

function known(state: MiltyDraftState, pick: DraftPick): boolean {
  if (pick.kind === 'faction') return state.factions.includes(pick.faction);
  if (pick.kind === 'slice')
    return Number.isInteger(pick.slice) && pick.slice >= 0 && pick.slice < state.slices.length;
  return Number.isInteger(pick.position) && pick.position >= 1 && pick.position <= state.players;
}

/** One pick by a seat: the new state (with any forced picks that follow made), or why not. */
export function draftPick(
  state: MiltyDraftState,
  seat: number,
  pick: DraftPick,
): MiltyDraftState | DraftError {
  const turn = draftTurn(state);
  if (turn === null) return refuse('draft/over', 'The draft is over.');
  if (seat !== turn) return refuse('draft/not-your-turn', `It is seat ${turn + 1}'s turn to pick.`);
  if (!known(state, pick))
    return refuse('draft/unknown-choice', `There is no ${nameOf(pick)} in this draft.`);
  if (holds(state, seat, pick.kind)) {
    return refuse('draft/already-have', `You already have a ${pick.kind}; pick something you still lack.`);
  }
  if (taken(state, pick)) return refuse('draft/taken', `Another player has already taken ${nameOf(pick)}.`);
  return autoPick({ ...state, picks: [...state.picks, { seat, pick, auto: false }] });
}

export interface DraftedSeat {
  readonly seat: number;
  readonly faction: string;
  /** Index into the draft's slices. */
  readonly slice: number;
  /** 1 is the speaker, then clockwise; the seat's home is the layout's home number position - 1. */
  readonly position: number;
}

export interface MiltyDraftResult {
  readonly players: number;
  readonly eq: boolean;
  /** By seat, 0 first. */
  readonly seats: readonly DraftedSeat[];
  /** The seat that drafted position 1. */
  readonly speaker: number;
  readonly slices: readonly Slice[];
  readonly equidistants: readonly string[];
}

/** What each seat drafted, once every seat holds a faction, a slice and a position. */
export function draftResult(state: MiltyDraftState): MiltyDraftResult | DraftError {
  const seats: DraftedSeat[] = [];
  for (let seat = 0; seat < state.players; seat++) {
    const mine = state.picks.filter((p) => p.seat === seat).map((p) => p.pick);
    let faction: string | undefined;
    let slice: number | undefined;
    let position: number | undefined;
    for (const p of mine) {
      if (p.kind === 'faction') faction = p.faction;
      else if (p.kind === 'slice') slice = p.slice;
      else position = p.position;
    }
    if (faction === undefined || slice === undefined || position === undefined) {
      return refuse('draft/unfinished', `Seat ${seat + 1} has not finished drafting.`);
    }
    seats.push({ seat, faction, slice, position });
  }
  const speaker = seats.find((s) => s.position === 1)?.seat ?? 0;
  return {
    players: state.players,
    eq: state.eq,
    seats,
    speaker,
    slices: state.slices,
    equidistants: state.equidistants,
  };
}
