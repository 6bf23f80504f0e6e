// Whether a player may use a faction's commander now (Prophecy of Kings leaders): their own, unlocked;
// another's through an Alliance note face up in their play area (LRR 69); or, for the Mahact, the
// unlocked commander of every player whose command token sits in their fleet pool (Imperia).

import { parseNoteKey } from '../content/promissory-notes.ts';
import type { Seat } from '../state/state.ts';
import type { BoardView } from './forces.ts';

const MAHACT = 'mahact-gene-sorcerers';

/** Whether `seat` may use the commander of `faction` now. */
export function usesCommander(state: BoardView, seat: Seat, faction: string): boolean {
  const me = state.players[seat];
  if (!me) return false;
  if (me.faction === faction) return me.commanderUnlocked === true;
  const unlockedBy = (s: Seat) => {
    const owner = state.players[s];
    return owner?.faction === faction && owner.commanderUnlocked === true;
  };
  // Alliance (LRR 69; PoK): its holder uses the owner's commander while the note is face up.
  if (
    (me.notesInPlay ?? []).some((k) => {
      const note = parseNoteKey(k);
      return note?.id === 'alliance' && unlockedBy(note.owner);
    })
  )
    return true;
  if (me.faction !== MAHACT) return false;
  return (me.captured ?? []).some(unlockedBy);
}
