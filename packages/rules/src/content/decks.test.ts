import { describe, expect, it } from 'vitest';

import {
  ACTION_CARDS,
  ACTION_CARDS_BY_ID,
  AGENDAS,
  AGENDAS_BY_ID,
  BASE_ACTION_CARDS,
  BASE_AGENDAS,
  CODEX_ACTION_CARDS,
  POK_ACTION_CARDS,
  POK_AGENDAS,
  actionCardIdOf,
  buildActionDeck,
  buildAgendaDeck,
} from './decks.ts';

const total = (cards: readonly { count: number }[]) => cards.reduce((n, c) => n + c.count, 0);

describe('action cards', () => {
  it('have unique kebab-case ids across every set', () => {
    const ids = [...ACTION_CARDS, ...CODEX_ACTION_CARDS].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(ACTION_CARDS_BY_ID.size).toBe(ids.length);
  });

  it('number 80 in the base game, 20 in Prophecy of Kings and 20 in Codex I', () => {
    expect(total(BASE_ACTION_CARDS)).toBe(80);
    expect(total(POK_ACTION_CARDS)).toBe(20);
    expect(total(CODEX_ACTION_CARDS)).toBe(20);
  });

  it('include four copies of Sabotage and one of Bribery', () => {
    expect(ACTION_CARDS_BY_ID.get('sabotage')?.count).toBe(4);
    expect(ACTION_CARDS_BY_ID.get('bribery')?.count).toBe(1);
  });

  it('build a default deck of 100 unique card instances', () => {
    const deck = buildActionDeck();
    expect(deck).toHaveLength(100);
    expect(new Set(deck).size).toBe(100);
    expect(deck.filter((id) => actionCardIdOf(id) === 'sabotage')).toEqual([
      'sabotage-1',
      'sabotage-2',
      'sabotage-3',
      'sabotage-4',
    ]);
    for (const id of deck) expect(ACTION_CARDS_BY_ID.has(actionCardIdOf(id))).toBe(true);
  });

  it('add the 20 Codex I cards only on request', () => {
    expect(buildActionDeck({ includeCodex: true })).toHaveLength(120);
    expect(buildActionDeck().some((id) => actionCardIdOf(id) === 'war-machine')).toBe(false);
  });
});

describe('agendas', () => {
  it('have unique ids: 50 base and 13 Prophecy of Kings', () => {
    expect(new Set(AGENDAS.map((a) => a.id)).size).toBe(AGENDAS.length);
    expect(BASE_AGENDAS).toHaveLength(50);
    expect(POK_AGENDAS).toHaveLength(13);
  });

  it('are laws or directives', () => {
    for (const a of AGENDAS) expect(['law', 'directive']).toContain(a.type);
    expect(AGENDAS_BY_ID.get('minister-of-war')?.type).toBe('law');
    expect(AGENDAS_BY_ID.get('mutiny')?.type).toBe('directive');
  });

  it('build a 62-card deck with the PoK Representative Government replacing the base one', () => {
    const deck = buildAgendaDeck();
    expect(deck).toHaveLength(62);
    expect(new Set(deck).size).toBe(62);
    expect(deck).toContain('representative-government');
    expect(deck).not.toContain('representative-government-base');
    expect(AGENDAS_BY_ID.get('representative-government-base')?.replacedBy).toBe('representative-government');
  });

  it('build the 50-card base deck without Prophecy of Kings', () => {
    const deck = buildAgendaDeck({ includePok: false });
    expect(deck).toHaveLength(50);
    expect(deck).toContain('representative-government-base');
  });
});
