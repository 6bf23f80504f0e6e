// The Milty draft board in words: whose pick it is, the snake order with what each turn took, what each
// seat holds, and why an item cannot be picked now. The board (packages/rules setup-draft.ts) is the
// server's; this file only reads it, so the web never re-implements a draft rule beyond "is it free".

import {
  FACTIONS_BY_ID,
  snakeOrder,
  type DraftKind,
  type DraftPick,
  type SetupDraftBoard,
  type SliceSummary,
} from '@initiative/rules';
import { systemLabel } from './systems.ts';

export interface DraftTurn {
  /** 0-based index of the turn in the whole draft. */
  readonly index: number;
  /** 1 to 3 (the second runs backwards). */
  readonly round: number;
  readonly seat: number;
  /** What the turn took, once it is played. */
  readonly pick: DraftPick | null;
  /** The draft made the pick because it was the seat's only choice. */
  readonly auto: boolean;
  readonly current: boolean;
}

/** Every turn of the draft, played or not, in snake order. */
export function draftTurns(board: SetupDraftBoard): DraftTurn[] {
  const seats = board.order.length;
  return snakeOrder(board.order).map((seat, index) => {
    const made = board.picks[index];
    return {
      index,
      round: Math.floor(index / Math.max(1, seats)) + 1,
      seat,
      pick: made?.pick ?? null,
      auto: made?.auto ?? false,
      current: index === board.picks.length && board.turn !== null,
    };
  });
}

export interface Holding {
  readonly faction: string | null;
  /** 0-based slice index. */
  readonly slice: number | null;
  /** 1-based; 1 is the speaker. */
  readonly position: number | null;
}

/** What a seat has drafted so far. */
export function holdingOf(board: SetupDraftBoard, seat: number): Holding {
  let faction: string | null = null;
  let slice: number | null = null;
  let position: number | null = null;
  for (const p of board.picks) {
    if (p.seat !== seat) continue;
    if (p.pick.kind === 'faction') faction = p.pick.faction;
    else if (p.pick.kind === 'slice') slice = p.pick.slice;
    else position = p.pick.position;
  }
  return { faction, slice, position };
}

function samePick(a: DraftPick, b: DraftPick): boolean {
  if (a.kind === 'faction' && b.kind === 'faction') return a.faction === b.faction;
  if (a.kind === 'slice' && b.kind === 'slice') return a.slice === b.slice;
  if (a.kind === 'position' && b.kind === 'position') return a.position === b.position;
  return false;
}

/** The seat that took this item, or null while it is free. */
export function takenBy(board: SetupDraftBoard, pick: DraftPick): number | null {
  return board.picks.find((p) => samePick(p.pick, pick))?.seat ?? null;
}

export const KIND_NAMES: Readonly<Record<DraftKind, string>> = {
  faction: 'faction',
  slice: 'slice',
  position: 'position',
};

/**
 * Why `you` cannot take `pick` now (null: it can be taken with one click). `you` is null for a
 * spectator or the host without a seat; `nameOf` names a seat for the reason.
 */
export function pickBlock(
  board: SetupDraftBoard,
  you: number | null,
  pick: DraftPick,
  nameOf: (seat: number) => string,
): string | null {
  const holder = takenBy(board, pick);
  if (holder !== null) return holder === you ? 'You took this' : `Taken by ${nameOf(holder)}`;
  if (board.turn === null) return 'The draft is over';
  if (you === null) return 'Only the players pick';
  if (board.turn !== you) return `Waiting for ${nameOf(board.turn)} to pick`;
  const held = holdingOf(board, you);
  if (held[pick.kind] !== null) return `You already have a ${KIND_NAMES[pick.kind]}`;
  return null;
}

export function factionName(id: string): string {
  return FACTIONS_BY_ID.get(id)?.name ?? id;
}

/** A position in words: "Position 1 (speaker)". */
export function positionText(position: number): string {
  return position === 1 ? 'Position 1 (speaker)' : `Position ${position}`;
}

/** A pick in words, as the pick order lists it. */
export function pickText(pick: DraftPick): string {
  if (pick.kind === 'faction') return factionName(pick.faction);
  if (pick.kind === 'slice') return `Slice ${pick.slice + 1}`;
  return positionText(pick.position);
}

/** The board's headline: whose pick it is (or that the draft is over). */
export function draftPrompt(
  board: SetupDraftBoard,
  you: number | null,
  nameOf: (seat: number) => string,
): string {
  if (board.turn === null) return 'The draft is over: the game is being set up.';
  const pickNumber = board.picks.length + 1;
  const total = board.order.length * 3;
  const lacking = (['faction', 'slice', 'position'] as const).filter(
    (k) => holdingOf(board, board.turn ?? -1)[k] === null,
  );
  const what = lacking
    .map((k) => KIND_NAMES[k])
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');
  if (board.turn === you) return `Your pick (${pickNumber} of ${total}): take a ${what}.`;
  return `Waiting for ${nameOf(board.turn)} to pick (${pickNumber} of ${total}).`;
}

/** The last pick a player made (not a forced one): what the host's Undo takes back. */
export function lastPlayerPick(board: SetupDraftBoard): { seat: number; pick: DraftPick } | null {
  for (let i = board.picks.length - 1; i >= 0; i--) {
    const p = board.picks[i];
    if (p && !p.auto) return { seat: p.seat, pick: p.pick };
  }
  return null;
}

/** "4 resources, 5.5 influence (9.5)": a slice's optimal values. */
export function optimalText(slice: SliceSummary): string {
  const o = slice.optimal;
  return `${o.resources} resources, ${o.influence} influence (total ${o.total})`;
}

/** "1 alpha wormhole, 1 legendary planet" ('' when neither). */
export function sliceExtrasText(slice: SliceSummary): string {
  const alpha = slice.wormholes.filter((w) => w === 'alpha').length;
  const beta = slice.wormholes.filter((w) => w === 'beta').length;
  return [
    alpha > 0 ? `${alpha} alpha wormhole${alpha === 1 ? '' : 's'}` : '',
    beta > 0 ? `${beta} beta wormhole${beta === 1 ? '' : 's'}` : '',
    slice.legendaries > 0 ? `${slice.legendaries} legendary planet${slice.legendaries === 1 ? '' : 's'}` : '',
  ]
    .filter((s) => s !== '')
    .join(', ');
}

/** A slice in words, for its drawing's accessible name. */
export function sliceDescription(slice: SliceSummary, index: number): string {
  const extras = sliceExtrasText(slice);
  return `Slice ${index + 1}: optimal ${optimalText(slice)}${extras ? `; ${extras}` : ''}; ${slice.systems
    .map(systemLabel)
    .join(', ')}`;
}

/** The line under a kind's heading for a seat: what they already hold of it, so the rest is not theirs. */
export function kindNote(board: SetupDraftBoard, you: number | null, kind: DraftKind): string | null {
  if (you === null) return null;
  const held = holdingOf(board, you);
  if (kind === 'faction' && held.faction !== null) return `You have ${factionName(held.faction)}.`;
  if (kind === 'slice' && held.slice !== null) return `You have slice ${held.slice + 1}.`;
  if (kind === 'position' && held.position !== null)
    return `You have ${positionText(held.position).toLowerCase()}.`;
  return null;
}
