// The promissory note table: every faction has its own note (two for the Empyrean), checked against the
// faction list; keys name a note and a seat.

import { describe, expect, it } from 'vitest';
import { FACTIONS } from './factions.ts';
import { FACTION_NOTES, GENERIC_NOTES, noteKey, parseNoteKey, startingNotes } from './promissory-notes.ts';

describe('promissory notes (LRR 69)', () => {
  it('every faction of the app has exactly one note of its own, the Empyrean two', () => {
    for (const f of FACTIONS) {
      const own = FACTION_NOTES.filter((n) => n.faction === f.id);
      expect(own.length, f.id).toBe(f.id === 'empyrean' ? 2 : 1);
    }
    expect(new Set(FACTION_NOTES.map((n) => n.faction))).toEqual(new Set(FACTIONS.map((f) => f.id)));
  });

  it('ids are unique, five generic notes, and a player starts with six (Mahact five, Empyrean seven)', () => {
    const ids = [...GENERIC_NOTES, ...FACTION_NOTES].map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(GENERIC_NOTES).toHaveLength(5);
    expect(startingNotes('winnu')).toHaveLength(6);
    expect(startingNotes('mahact-gene-sorcerers')).toHaveLength(5);
    expect(startingNotes('empyrean')).toHaveLength(7);
  });

  it('a key names a known note and a seat; anything else is not a note', () => {
    expect(parseNoteKey(noteKey('alliance', 7))).toEqual({ id: 'alliance', owner: 7 });
    for (const bad of ['alliance', 'alliance:8', 'no-such-note:1', 'Alliance:1', 'alliance:1:2'])
      expect(parseNoteKey(bad), bad).toBeNull();
  });
});
