// Acquiescence (the Winnu's promissory note): when the Winnu resolve a strategic action, its holder
// follows it without spending (or placing) a command token, and the note goes back to the Winnu. It is
// the `acquiescence` flag of `follow` (strategic.ts pays with it), offered in `legal` to its holder.

import { noteKey } from '../../content/promissory-notes.ts';
import type { GameEvent } from '../../state/events.ts';
import { fail, type RuleError } from '../../kernel/result.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { noteName, returnNote } from '../../board/notes-hand.ts';

/** Passed as `follow`'s payment in place of a Jae Mir Kan system (strategic.ts). */
export const ACQUIESCENCE = 'acquiescence';

/** Whether `seat` holds the Acquiescence of `active` (the player whose strategic action it is). */
export function holdsAcquiescence(state: GameState, seat: Seat, active: Seat): boolean {
  return (
    seat !== active && (state.players[seat]?.promissoryNotes ?? []).includes(noteKey(ACQUIESCENCE, active))
  );
}

/** Follows without a token: the note goes back to the player whose strategic action it is. */
export function payWithAcquiescence(
  state: GameState,
  seat: Seat,
  active: Seat,
): { state: GameState; events: GameEvent[] } | RuleError {
  if (!holdsAcquiescence(state, seat, active))
    return fail(
      'rule/illegal-choice',
      `You do not hold ${state.players[active]?.name ?? 'that player'}'s Acquiescence.`,
    );
  const key = noteKey(ACQUIESCENCE, active);
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${state.players[seat]?.name ?? ''} plays ${noteName(state, key)}: no token to follow; the note goes back.`,
    },
  ];
  return { state: returnNote(state, seat, key, events), events };
}
