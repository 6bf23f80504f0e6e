// Every card, technology and faction a player can look at has a summary in our own words.

import { describe, expect, it } from 'vitest';
import { FACTION_SHEETS } from './faction-sheets.ts';
import { FACTIONS } from './factions.ts';
import { STRATEGY_CARDS } from './strategy-cards.ts';
import { TECHNOLOGY_SUMMARIES } from './technology-summaries.ts';
import { TECHNOLOGIES } from './technologies.ts';
import { ACTION_CARD_SUMMARIES } from './action-card-summaries.ts';
import { ACTION_CARDS, CODEX_ACTION_CARDS } from './decks.ts';
import { PROMISSORY_NOTE_SUMMARIES } from './promissory-note-summaries.ts';
import { FACTION_NOTES, GENERIC_NOTES } from './promissory-notes.ts';

/** Words that would mean a summary leaks a rule number or a placeholder into what players read. */
const FORBIDDEN = /\b(LRR|TODO|rule \d)|\(\d+(\.\d+)?\)/i;

describe('content summaries', () => {
  it.each(STRATEGY_CARDS.map((c) => [c.name, c] as const))(
    'the %s card summarises its primary and secondary',
    (_, card) => {
      expect(card.primary.trim().length).toBeGreaterThan(20);
      expect(card.secondary.trim().length).toBeGreaterThan(20);
      expect(card.primary).not.toMatch(FORBIDDEN);
      expect(card.secondary).not.toMatch(FORBIDDEN);
    },
  );

  it('every technology has a summary, and no summary names an unknown technology', () => {
    const missing = TECHNOLOGIES.filter((t) => !(TECHNOLOGY_SUMMARIES[t.id] ?? '').trim()).map((t) => t.id);
    expect(missing).toEqual([]);
    const known = new Set(TECHNOLOGIES.map((t) => t.id));
    expect(Object.keys(TECHNOLOGY_SUMMARIES).filter((id) => !known.has(id))).toEqual([]);
    for (const text of Object.values(TECHNOLOGY_SUMMARIES)) expect(text).not.toMatch(FORBIDDEN);
  });

  it.each([
    ['action card', [...ACTION_CARDS, ...CODEX_ACTION_CARDS], ACTION_CARD_SUMMARIES],
    ['promissory note', [...GENERIC_NOTES, ...FACTION_NOTES], PROMISSORY_NOTE_SUMMARIES],
  ] as const)('every %s has a short summary, and no summary names an unknown one', (_, cards, summaries) => {
    const missing = cards.filter((c) => !(summaries[c.id] ?? '').trim()).map((c) => c.id);
    expect(missing).toEqual([]);
    const known = new Set(cards.map((c) => c.id));
    expect(Object.keys(summaries).filter((id) => !known.has(id))).toEqual([]);
    for (const [id, text] of Object.entries(summaries)) {
      expect(text, id).not.toMatch(FORBIDDEN);
      // One or two short sentences: a tooltip, not the card.
      expect(text.length, id).toBeLessThanOrEqual(180);
    }
  });

  it('every faction has a sheet: abilities with summaries, a flagship and a mech', () => {
    for (const f of FACTIONS) {
      const sheet = FACTION_SHEETS[f.id];
      expect(sheet, f.id).toBeDefined();
      expect(sheet?.abilities.length, f.id).toBeGreaterThan(0);
      for (const ability of sheet?.abilities ?? []) {
        expect(ability.name.trim(), f.id).not.toBe('');
        expect(ability.summary.trim().length, `${f.id} ${ability.name}`).toBeGreaterThan(15);
        expect(ability.summary).not.toMatch(FORBIDDEN);
      }
      expect(sheet?.flagship.trim(), f.id).not.toBe('');
      expect(sheet?.mech.trim(), f.id).not.toBe('');
    }
    const known = new Set(FACTIONS.map((f) => f.id));
    expect(Object.keys(FACTION_SHEETS).filter((id) => !known.has(id))).toEqual([]);
  });
});
