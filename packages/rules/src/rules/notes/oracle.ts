// The Oracle (the Naalu hero): at the end of the status phase the Naalu may make each other player give
// them one promissory note from their hand; the hero is then purged. The Naalu use it during the status
// phase (`the-oracle`; it takes effect at its end), once unlocked (three objectives scored) and while
// other players hold notes. The end of the status phase then waits for each of them to choose the note
// (`give-oracle-note`); the log does not say which. status-phase.ts holds the waiting and the end.

import { objectivesScored, HERO_UNLOCK_OBJECTIVES } from '../../board/hero-unlock.ts';
import type { GameEvent } from '../../state/events.ts';
import { fail, type RuleError } from '../../kernel/result.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { updatePlayer } from '../../state/update.ts';
import { cannotGiveNote, notesTracked, passNote } from '../../board/notes-hand.ts';

export const THE_ORACLE = 'the-oracle';
const NAALU = 'naalu-collective';
const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

/** The players who still owe the Naalu a note. */
export function oracleOwed(state: Pick<GameState, 'status'>): readonly Seat[] {
  return state.status?.oracle?.owed ?? [];
}

/** Why `seat` cannot use The Oracle now, or null. */
export function oracleProblem(state: GameState, seat: Seat): RuleError | null {
  const me = state.players[seat];
  if (me?.faction !== NAALU) return fail('rule/illegal-choice', 'The Oracle is the Naalu hero.');
  if (!notesTracked(state)) return fail('rule/illegal-choice', 'This game does not track promissory notes.');
  if (state.phase !== 'status' || !state.status)
    return fail('intent/wrong-phase', 'The Oracle is used at the end of the status phase, during it.');
  if (me.purged?.includes(THE_ORACLE))
    return fail('rule/illegal-choice', 'The Oracle has been used and purged.');
  if (objectivesScored(state, seat) < HERO_UNLOCK_OBJECTIVES)
    return fail(
      'rule/illegal-choice',
      `The Oracle is unlocked once you have scored ${HERO_UNLOCK_OBJECTIVES} objectives.`,
    );
  if (givers(state, seat).length === 0)
    return fail('rule/illegal-choice', 'No other player holds a promissory note.');
  return null;
}

const givers = (state: GameState, seat: Seat): Seat[] =>
  state.players.filter((p) => p.seat !== seat && (p.promissoryNotes?.length ?? 0) > 0).map((p) => p.seat);

/** `the-oracle`: the others owe a note each, the hero is purged. */
export function useOracle(
  state: GameState,
  seat: Seat,
): { state: GameState; events: GameEvent[] } | RuleError {
  const problem = oracleProblem(state, seat);
  if (problem) return problem;
  const owed = givers(state, seat);
  let next = updatePlayer(state, seat, (p) => ({ ...p, purged: [...(p.purged ?? []), THE_ORACLE] }));
  next = { ...next, status: next.status && { ...next.status, oracle: { seat, owed } } };
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} uses The Oracle (hero, now purged): at the end of the status phase ${owed.map((s) => nameOf(state, s)).join(', ')} each give them a promissory note.`,
    },
  ];
  return { state: next, events };
}

/** `give-oracle-note`: `seat` gives the Naalu `note` from their hand. */
export function giveOracleNote(
  state: GameState,
  seat: Seat,
  note: string,
): { state: GameState; events: GameEvent[] } | RuleError {
  const oracle = state.status?.oracle;
  if (!oracle || !oracle.owed.includes(seat))
    return fail('rule/illegal-choice', 'You owe no one a promissory note.');
  const bad = cannotGiveNote(state, seat, note);
  if (bad) return bad;
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} gives ${nameOf(state, oracle.seat)} a promissory note (The Oracle).`,
    },
  ];
  const next = passNote(state, seat, oracle.seat, note, events);
  const owed = oracle.owed.filter((s) => s !== seat);
  return {
    state: { ...next, status: next.status && { ...next.status, oracle: { ...oracle, owed } } },
    events,
  };
}
