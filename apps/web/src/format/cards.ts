// What a card's popover says: its name, a line on what kind of card it is, and our summary of it
// (rules content: ACTION_CARD_SUMMARIES, PROMISSORY_NOTE_SUMMARIES, AGENDA_RULES, objectives).

import {
  ACTION_CARDS_BY_ID,
  ACTION_CARD_SUMMARIES,
  FACTIONS_BY_ID,
  OBJECTIVES_BY_ID,
  PROMISSORY_NOTES_BY_ID,
  PROMISSORY_NOTE_SUMMARIES,
  AGENDAS_BY_ID,
  actionCardIdOf,
  agendaName,
  agendaRules,
  parseNoteKey,
} from '@initiative/rules';

export interface CardTip {
  /** The card's name as the list shows it. */
  readonly name: string;
  /** What kind of card it is ("Action card", "Promissory note · Ada's", "Law"). */
  readonly kind: string;
  /** What it does, in our words; empty when the card is unknown. */
  readonly summary: string;
}

const EXPANSIONS = { base: 'base game', pok: 'Prophecy of Kings', codex: 'Codex' } as const;

/** An action card, from its card id or one physical copy's id ('sabotage-3'). */
export function actionCardTip(card: string): CardTip {
  const id = actionCardIdOf(card);
  const data = ACTION_CARDS_BY_ID.get(id);
  return {
    name: data?.name ?? card,
    kind: data ? `Action card · ${EXPANSIONS[data.expansion]}` : 'Action card',
    summary: ACTION_CARD_SUMMARIES[id] ?? '',
  };
}

/**
 * A promissory note, from its note key ('trade-agreement:2') or id; the owner named when the players
 * are given, as noteName() does ("Trade Agreement (Brin)").
 */
export function promissoryNoteTip(key: string, players?: readonly { readonly name: string }[]): CardTip {
  const parsed = parseNoteKey(key);
  const id = parsed?.id ?? key;
  const data = PROMISSORY_NOTES_BY_ID.get(id);
  const name = data?.name ?? id;
  const owner = parsed && players ? players[parsed.owner]?.name : undefined;
  const faction = data?.faction ? FACTIONS_BY_ID.get(data.faction)?.name : undefined;
  return {
    name: owner ? `${name} (${owner})` : name,
    kind: `Promissory note${owner ? ` · ${owner}’s` : ''}${faction ? ` · ${faction}` : ''}`,
    summary: PROMISSORY_NOTE_SUMMARIES[id] ?? '',
  };
}

/** An agenda card: law or directive, and what its outcomes do. */
export function agendaTip(id: string): CardTip {
  const type = AGENDAS_BY_ID.get(id)?.type;
  return {
    name: agendaName(id),
    kind: type === 'law' ? 'Agenda · law' : type === 'directive' ? 'Agenda · directive' : 'Agenda',
    summary: agendaRules(id).summary,
  };
}

/** An objective: public stage or secret, its points, and its condition. */
export function objectiveTip(id: string): CardTip {
  const o = OBJECTIVES_BY_ID.get(id);
  const kind = !o
    ? 'Objective'
    : o.stage === 'secret'
      ? `Secret objective · ${o.points} VP`
      : `Stage ${o.stage === 2 ? 'II' : 'I'} public objective · ${o.points} VP`;
  return { name: o?.name ?? id, kind, summary: o?.description ?? '' };
}
