// Promissory notes in hands and play areas (LRR 69). A note is a `noteKey` ('trade-agreement:2': the
// note, and the seat whose colour it is in). Every player starts with their own (setup.ts); notes
// change hands in transactions (rules/economy/transactions.ts) and go back to their owner once played
// (rules/notes/play.ts). Support for the Throne and Alliance go face up into the receiver's play area at
// once; Support for the Throne brings its holder a victory point while it is there.

import { NO_ALLIANCE_FACTION, parseNoteKey, PROMISSORY_NOTES_BY_ID } from '../content/promissory-notes.ts';
import type { GameEvent } from '../state/events.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import { gainVictoryPoints } from './victory.ts';
import { unitOwners } from './forces.ts';

/** Notes that go face up into the receiver's play area (unless the receiver is their owner). */
const PLAY_AREA_NOTES: readonly string[] = ['support-for-the-throne', 'alliance'];
export const SUPPORT_FOR_THE_THRONE = 'support-for-the-throne';

/** Whether this game deals and tracks promissory notes (games set up before they were do not). */
export function notesTracked(state: Pick<GameState, 'players'>): boolean {
  return state.players.every((p) => p.promissoryNotes !== undefined);
}

/** "Trade Agreement (Brin)": the note's name and whose colour it is in. */
export function noteName(
  state: { readonly players: readonly { readonly name: string }[] },
  key: string,
): string {
  const parsed = parseNoteKey(key);
  if (!parsed) return key;
  const name = PROMISSORY_NOTES_BY_ID.get(parsed.id)?.name ?? parsed.id;
  const owner = state.players[parsed.owner]?.name;
  return owner ? `${name} (${owner})` : name;
}

/** Why `seat` cannot give this note away now, or null: it must be in their hand. */
export function cannotGiveNote(state: GameState, seat: Seat, key: string): RuleError | null {
  const p = state.players[seat];
  if (!parseNoteKey(key)) return fail('rule/illegal-choice', 'There is no such promissory note.');
  if (!p?.promissoryNotes?.includes(key))
    return fail('rule/illegal-choice', `${p?.name ?? 'That player'} does not hold ${noteName(state, key)}.`);
  return null;
}

/** Why `seat` cannot receive this note, or null (the Mahact's Hubris: no one's Alliance). */
export function cannotReceiveNote(state: GameState, seat: Seat, key: string): RuleError | null {
  const p = state.players[seat];
  if (parseNoteKey(key)?.id === 'alliance' && p?.faction === NO_ALLIANCE_FACTION)
    return fail('rule/illegal-choice', `${p.name} (the Mahact) cannot receive an Alliance note (Hubris).`);
  return null;
}

const without = (list: readonly string[] | undefined, key: string) => (list ?? []).filter((k) => k !== key);

/**
 * Moves a note from `from`'s hand to `to`: into their hand, or face up into their play area (Support for
 * the Throne then brings a victory point, which may win the game: LRR 98).
 */
export function passNote(
  state: GameState,
  from: Seat,
  to: Seat,
  key: string,
  events: GameEvent[],
): GameState {
  const parsed = parseNoteKey(key);
  if (!parsed) return state;
  let next = updatePlayer(state, from, (p) => ({ ...p, promissoryNotes: without(p.promissoryNotes, key) }));
  const face = PLAY_AREA_NOTES.includes(parsed.id) && parsed.owner !== to;
  next = updatePlayer(next, to, (p) =>
    face
      ? { ...p, notesInPlay: [...(p.notesInPlay ?? []), key] }
      : { ...p, promissoryNotes: [...(p.promissoryNotes ?? []), key] },
  );
  if (!face) return next;
  events.push({
    type: 'note',
    seat: to,
    text: `${next.players[to]?.name ?? ''} places ${noteName(next, key)} face up in their play area.`,
  });
  if (parsed.id !== SUPPORT_FOR_THE_THRONE) return next;
  const gained = gainVictoryPoints(next, to, 1);
  events.push(...gained.events);
  return gained.state;
}

/**
 * A note `holder` played or gives back returns to its owner's hand, from the holder's hand or play area
 * (leaving the play area, Support for the Throne takes its victory point with it).
 */
export function returnNote(state: GameState, holder: Seat, key: string, events: GameEvent[] = []): GameState {
  const parsed = parseNoteKey(key);
  if (!parsed) return state;
  const fromPlay = (state.players[holder]?.notesInPlay ?? []).includes(key);
  let next = updatePlayer(state, holder, (p) => ({
    ...p,
    promissoryNotes: without(p.promissoryNotes, key),
    notesInPlay: without(p.notesInPlay, key),
  }));
  next = updatePlayer(next, parsed.owner, (p) => ({
    ...p,
    promissoryNotes: [...(p.promissoryNotes ?? []), key],
  }));
  if (fromPlay && parsed.id === SUPPORT_FOR_THE_THRONE) {
    const lost = gainVictoryPoints(next, holder, -1);
    events.push(...lost.events);
    next = lost.state;
  }
  return next;
}

/** The seat holding `note` of `owner` in hand, if someone other than the owner does. */
export function holderOf(state: Pick<GameState, 'players'>, id: string, owner: Seat): Seat | null {
  const key = `${id}:${owner}`;
  return state.players.find((p) => p.seat !== owner && p.promissoryNotes?.includes(key))?.seat ?? null;
}

/** The end of the status phase: a Gift of Prescience face up goes back to its owner (rules/notes/play.ts). */
export function returnPrescience(state: GameState): GameState {
  let next = state;
  for (const p of state.players)
    for (const key of p.notesInPlay ?? [])
      if (parseNoteKey(key)?.id === 'gift-of-prescience') next = returnNote(next, p.seat, key);
  return next;
}

/**
 * Support for the Throne and Alliance go back when their holder activates a system holding units of
 * their owner (Support for the Throne with its victory point).
 */
export function returnOnActivation(
  state: GameState,
  seat: Seat,
  system: string,
  events: GameEvent[],
): GameState {
  let next = state;
  const owners = unitOwners(state, system);
  for (const key of state.players[seat]?.notesInPlay ?? []) {
    const parsed = parseNoteKey(key);
    if (!parsed || !PLAY_AREA_NOTES.includes(parsed.id) || !owners.includes(parsed.owner)) continue;
    events.push({
      type: 'note',
      seat,
      text: `${noteName(state, key)} goes back to ${state.players[parsed.owner]?.name ?? ''}: ${state.players[seat]?.name ?? ''} activated a system holding their units.`,
    });
    next = returnNote(next, seat, key, events);
  }
  return next;
}
