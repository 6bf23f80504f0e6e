// Research Agreement (the Jol-Nar's promissory note): after its owner researches a technology that is no
// faction technology, the holder may gain that technology too; the note then goes back. The research
// leaves a mark in the turn's uses (`research-agreement:<technology>`), so the window stays open until
// the end of the next turn (turn-windows.ts; the holder answers; nobody waits for them, since
// waiting would tell the table who holds it). Not with timed construction: a technology researched
// there is under construction, so gaining it is made at the table.

import { TECHNOLOGIES_BY_ID } from '../../content/technologies.ts';
import type { GameEvent } from '../../state/events.ts';
import { fail, type RuleError } from '../../kernel/result.ts';
import { canonicalState, type GameState, type Seat } from '../../state/state.ts';
import { updatePlayer } from '../../state/update.ts';
import { openMarks, withoutMark } from '../../state/turn-windows.ts';
import { noteName, notesTracked, returnNote } from '../../board/notes-hand.ts';
import { startingNotes } from '../../content/promissory-notes.ts';
import { after } from '../../hooks/mechanisms.ts';

export const RESEARCH_AGREEMENT = 'research-agreement';
const MARK = `${RESEARCH_AGREEMENT}:`;

/** After `seat` researched `technology`: the mark that opens the holder's window, if there is one. */
export function afterResearch(state: GameState, seat: Seat, technology: string): GameState {
  if (TECHNOLOGIES_BY_ID.get(technology)?.faction !== undefined) return state;
  // Marked whoever holds the note (the Jol-Nar themselves too): the public mark must not tell the
  // table that someone else holds it.
  if (!notesTracked(state) || !startingNotes(state.players[seat]?.faction ?? '').includes(RESEARCH_AGREEMENT))
    return state;
  const next = canonicalState(state);
  next.turnUses = [...(state.turnUses ?? []), `${MARK}${technology}`];
  return next;
}

/** Technologies the holder of `owner`'s Research Agreement may gain now (researched this turn). */
export function agreementTechnologies(
  state: {
    readonly turnUses?: readonly string[] | undefined;
    readonly players: readonly { readonly technologies: readonly string[] }[];
  },
  seat: Seat,
): string[] {
  const owned = state.players[seat]?.technologies ?? [];
  return [...new Set(openMarks(state.turnUses, MARK))].filter((t) => !owned.includes(t));
}

export function playResearchAgreement(
  state: GameState,
  seat: Seat,
  key: string,
  technology: string | undefined,
  events: GameEvent[],
): GameState | RuleError {
  const tech = technology === undefined ? undefined : TECHNOLOGIES_BY_ID.get(technology);
  if (!tech || !agreementTechnologies(state, seat).includes(tech.id))
    return fail(
      'rule/illegal-choice',
      `${noteName(state, key)} gains a technology its owner researched this turn (not a faction technology) that you do not own.`,
    );
  let next = updatePlayer(state, seat, (p) => ({ ...p, technologies: [...p.technologies, tech.id] }));
  next = { ...next, turnUses: withoutMark(next.turnUses, `${MARK}${tech.id}`) };
  events.push({ type: 'note', seat, text: `${state.players[seat]?.name ?? ''} gains ${tech.name}.` });
  const gained = after('technologyGained', next, seat);
  events.push(...gained.events);
  return returnNote(gained.state, seat, key, events);
}
