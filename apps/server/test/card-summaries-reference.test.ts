// The action card and agenda summaries (rules package, content/) against the public reference data in
// shared/reference (AsyncTI4's tables, beside this repository as ../shared): every reference card is
// one we summarise, and no summary repeats the card's own wording. Our texts are paraphrases; a run of
// eight words in a row shared with the printed text means one was copied. It lives with the server's
// tests because it reads files, which the pure rules package does not.

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

import { ACTION_CARDS_BY_ID, ACTION_CARD_SUMMARIES, AGENDAS_BY_ID, AGENDA_RULES } from '@initiative/rules';

const REFERENCE = new URL('../../../../shared/reference/asyncti4/decks/', import.meta.url);
const read = <T>(path: string): T => JSON.parse(fs.readFileSync(new URL(path, REFERENCE), 'utf8')) as T;

interface RefActionCard {
  name: string;
  window: string;
  text: string;
}
interface RefAgenda {
  name: string;
  text1?: string;
  text2?: string;
}

/** Words of a text, lower case, without punctuation ("player's" -> "players"). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .split(/[^a-z0-9+−-]+/)
    .filter(Boolean);
}

const RUN = 8;

/** The first run of `RUN` consecutive words `ours` shares with `theirs`, or null. */
function sharedRun(ours: string, theirs: string): string | null {
  const a = words(ours);
  const b = words(theirs);
  const runs = new Set<string>();
  for (let i = 0; i + RUN <= b.length; i++) runs.add(b.slice(i, i + RUN).join(' '));
  for (let i = 0; i + RUN <= a.length; i++) {
    const run = a.slice(i, i + RUN).join(' ');
    if (runs.has(run)) return run;
  }
  return null;
}

/** Our id for a reference card name ("Coup Detat" -> 'coup-detat'). */
const idOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const actionCards = read<RefActionCard[]>('action_cards_pok.json');
const agendas = [...read<RefAgenda[]>('agendas_base.json'), ...read<RefAgenda[]>('agendas_pok.json')];

describe('card summaries against the reference', () => {
  it('the words-in-common check finds a copied run', () => {
    expect(
      sharedRun(
        'Then: Cancel that Action Card, now and for ever more.',
        'cancel that action card now and for ever more',
      ),
    ).not.toBeNull();
    expect(
      sharedRun(
        'Cancel that action card.',
        'When another player plays an action card: cancel that action card.',
      ),
    ).toBeNull();
  });

  it('every reference action card is one we list and summarise', () => {
    const unknown = [...new Set(actionCards.map((c) => idOf(c.name)))].filter(
      (id) => !ACTION_CARDS_BY_ID.has(id) || !ACTION_CARD_SUMMARIES[id],
    );
    expect(unknown).toEqual([]);
  });

  it('no action card summary shares eight words in a row with the card', () => {
    const copied = actionCards.flatMap((c) => {
      const id = idOf(c.name);
      const run = sharedRun(ACTION_CARD_SUMMARIES[id] ?? '', `${c.window}: ${c.text}`);
      return run ? [`${id}: "${run}"`] : [];
    });
    expect([...new Set(copied)]).toEqual([]);
  });

  it('no agenda summary shares eight words in a row with the card', () => {
    const byName = new Map([...AGENDAS_BY_ID.values()].map((a) => [a.name.toLowerCase(), a.id]));
    const copied = agendas.flatMap((a) => {
      const id = byName.get(a.name.toLowerCase());
      const summary = id ? AGENDA_RULES[id]?.summary : undefined;
      if (!summary) return [];
      const run = sharedRun(summary, `${a.text1 ?? ''} ${a.text2 ?? ''}`);
      return run ? [`${id}: "${run}"`] : [];
    });
    expect(copied).toEqual([]);
  });
});
