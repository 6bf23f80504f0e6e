// Politics (LRR 66). Primary, in two steps of the active player:
//   1. choose a new speaker (anyone but the current speaker, themselves allowed)
//      and draw two action cards (66.2 I–II);
//   2. having secretly seen the top two agenda cards, put each on the top or
//      the bottom of the deck, in any order (66.2 III).
// The looked-at cards stay on top of the deck meanwhile; their ids are in the
// card's data, shown only to the active player (viewData), never in the log.
// Secondary (66.3): a strategy token to draw two action cards, applied in
// clockwise order because it draws from a deck.

import { z } from 'zod';
import { drawActionCards } from '../../board/action-cards.ts';
import type { GameEvent } from '../../state/events.ts';
import { applied } from '../../state/outcome.ts';
import { fail, type RuleError } from '../../kernel/result.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { cardData, plural, seatName, seatSchema } from '../../board/card-helpers.ts';
import type { CardRules, PrimaryStep } from './types.ts';

/** LRR 66.2 II and 66.3. */
export const POLITICS_DRAW = 2;
/** LRR 66.2 III. */
export const AGENDAS_LOOKED_AT = 2;

const agendaId = z.string().min(1).max(64);
export const politicsSpeakerStep = z.object({ speaker: seatSchema }).strict();
/** Deck order, top first: `top` ends up as the deck's first cards, `bottom` as its last ones. */
export const politicsAgendaStep = z
  .object({
    top: z.array(agendaId).max(AGENDAS_LOOKED_AT),
    bottom: z.array(agendaId).max(AGENDAS_LOOKED_AT),
  })
  .strict();
export const politicsPrimary = z.union([politicsSpeakerStep, politicsAgendaStep]);

const dataSchema = z.object({ looked: z.array(z.string()) });

/** The agenda cards the active player is looking at (hidden from everyone else), or null before step 2. */
export function lookedAtAgendas(state: GameState): readonly string[] | null {
  if (state.strategic?.card !== 'politics') return null;
  return cardData(state, dataSchema)?.looked ?? null;
}

function chooseSpeaker(state: GameState, seat: Seat, speaker: Seat): PrimaryStep | RuleError {
  if (!state.players[speaker]) return fail('rule/illegal-choice', 'Choose a player at this table.');
  if (speaker === state.speaker)
    return fail(
      'rule/illegal-choice',
      `${seatName(state, speaker)} already has the speaker token: choose another player.`,
    );
  const name = seatName(state, seat);
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text:
        speaker === seat
          ? `${name} takes the speaker token.`
          : `${name} gives the speaker token to ${seatName(state, speaker)}.`,
    },
  ];
  const drawn = drawActionCards({ ...state, speaker }, seat, POLITICS_DRAW);
  events.push(...drawn.events);
  const looked = drawn.state.decks.agenda.slice(0, AGENDAS_LOOKED_AT);
  if (looked.length === 0) {
    events.push({ type: 'note', seat, text: 'The agenda deck is empty: there is nothing to look at.' });
    return { ok: true, state: drawn.state, events, done: true };
  }
  events.push({
    type: 'note',
    seat,
    text: `${name} secretly looks at the top ${plural(looked.length, 'agenda card')}.`,
  });
  const strategic = drawn.state.strategic;
  const next = strategic ? { ...drawn.state, strategic: { ...strategic, data: { looked } } } : drawn.state;
  return { ok: true, state: next, events, done: false };
}

function placeAgendas(
  state: GameState,
  seat: Seat,
  looked: readonly string[],
  top: readonly string[],
  bottom: readonly string[],
): PrimaryStep | RuleError {
  const chosen = [...top, ...bottom];
  const sameCards =
    chosen.length === looked.length &&
    new Set(chosen).size === chosen.length &&
    chosen.every((id) => looked.includes(id));
  if (!sameCards) {
    return fail(
      'rule/illegal-choice',
      `Put each of the ${plural(looked.length, 'agenda card')} you looked at either on top or at the bottom, once.`,
    );
  }
  const deck = state.decks.agenda;
  if (looked.some((id, i) => deck[i] !== id))
    return fail('rule/unknown', 'The agenda deck changed while you were looking at it.');
  const rest = deck.slice(looked.length);
  const strategic = state.strategic ? { ...state.strategic, data: {} } : null;
  const next: GameState = {
    ...state,
    strategic,
    decks: { ...state.decks, agenda: [...top, ...rest, ...bottom] },
  };
  const where = [
    top.length > 0 ? `${plural(top.length, 'card')} on top` : '',
    bottom.length > 0 ? `${plural(bottom.length, 'card')} at the bottom` : '',
  ].filter((s) => s !== '');
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${seatName(state, seat)} puts ${where.join(' and ')} of the agenda deck.`,
    },
  ];
  return { ok: true, state: next, events, done: true };
}

function resolvePrimary(state: GameState, seat: Seat, raw: unknown): PrimaryStep | RuleError {
  const choices = raw as z.infer<typeof politicsPrimary>;
  const looked = lookedAtAgendas(state);
  if ('speaker' in choices) {
    if (looked)
      return fail('rule/illegal-choice', 'You have chosen the speaker: now place the agenda cards.');
    return chooseSpeaker(state, seat, choices.speaker);
  }
  if (!looked) return fail('rule/illegal-choice', 'First choose the new speaker.');
  return placeAgendas(state, seat, looked, choices.top, choices.bottom);
}

function deckEmpty(state: GameState): boolean {
  return state.decks.action.length === 0 && state.decks.actionDiscard.length === 0;
}

export const politicsCard: CardRules = {
  primary: politicsPrimary,
  secondary: z.object({}).strict(),
  resolvePrimary,
  followCostsToken: () => true,
  cannotFollow: (state) =>
    deckEmpty(state) ? fail('rule/illegal-choice', 'There are no action cards left to draw.') : null,
  resolveSecondary(state, seat) {
    const drawn = drawActionCards(state, seat, POLITICS_DRAW);
    return applied(drawn.state, drawn.events);
  },
  ordered: true,
  examplePrimary(state, seat) {
    const looked = lookedAtAgendas(state);
    if (looked) return { top: [...looked], bottom: [] };
    const others = state.players.map((p) => p.seat).filter((s) => s !== state.speaker);
    return { speaker: others.includes(seat) ? seat : (others[0] ?? seat) };
  },
  exampleSecondary: () => ({}),
  viewData(state, viewer) {
    const looked = lookedAtAgendas(state);
    if (!looked) return {};
    const own = viewer.kind === 'seat' && viewer.seat === state.strategic?.active;
    // Only the Politics player sees which cards they are; everyone else sees that they are looking.
    return own ? { looked } : { looking: looked.length };
  },
};
