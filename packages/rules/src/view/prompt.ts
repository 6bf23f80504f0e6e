// The prompt ("Waiting for Ada to take an action.") as a view carries it, in as few bytes as the
// client can word back. The engine words the prompt (engine/legal.ts waitingFor); the view sends
// only what the client cannot work out itself:
// - the names of the players waited for are in the view (`seats`), so a sentence that opens with
//   them sends only what follows (`rest`), and a turn passing changes only `seats`;
// - what follows the names in the usual prompts is a function of the view itself (the phase, the
//   strategic action, the tactical action's system): those send neither `rest` nor `text`.

import { STRATEGY_CARDS_BY_ID, type StrategyCardId } from '../content/strategy-cards.ts';
import type { Waiting } from '../hooks/contract.ts';
import type { Phase, Seat } from '../state/state.ts';

/**
 * The prompt in a view: the sentence (`text`); or, when it opens with the names of the players waited
 * for, what follows them (`rest`); or neither, when what follows is the usual words for the view
 * (`usualRest`). `waitingText` gives the sentence back, the same in all three.
 */
export interface ViewWaiting {
  readonly seats: readonly Seat[];
  readonly text?: string;
  readonly rest?: string;
}

/** What of a view the usual prompts are worded from (the same fields in a state and in its view). */
export interface PromptFacts {
  readonly phase: Phase;
  readonly tactical: { readonly system: string } | null;
  readonly strategic: { readonly card: StrategyCardId; readonly step: 'primary' | 'secondary' } | null;
}

type Named = readonly { readonly name: string }[];

const waitedNames = (seats: readonly Seat[], players: Named) =>
  `Waiting for ${seats.map((s) => players[s]?.name ?? `Seat ${s + 1}`).join(', ')} `;

const cardName = (card: StrategyCardId) => STRATEGY_CARDS_BY_ID.get(card)?.name ?? card;

/**
 * What follows the names in the usual prompt of the game's place: secret objectives at setup, a pick
 * in the strategy phase, the strategic action's primary or its followers, the tactical action under
 * way, or an action to take. Null where there is no usual prompt (the status and agenda phases).
 */
export function usualRest(facts: PromptFacts): string | null {
  if (facts.phase === 'setup') return 'to choose a secret objective to keep.';
  if (facts.phase === 'strategy') return 'to pick a strategy card.';
  if (facts.phase !== 'action') return null;
  const s = facts.strategic;
  if (s?.step === 'primary') {
    const during = facts.tactical
      ? ` (its tactical action in system ${facts.tactical.system} is under way)`
      : '';
    return `to resolve ${cardName(s.card)}${during}.`;
  }
  if (s) return `to follow or skip ${cardName(s.card)}.`;
  if (facts.tactical)
    return `to finish their tactical action in system ${facts.tactical.system} and end their turn.`;
  return 'to take an action.';
}

/** The engine's prompt as a view carries it (see the file's head). */
export function compactWaiting(w: Waiting, players: Named, facts: PromptFacts): ViewWaiting {
  const names = waitedNames(w.seats, players);
  if (w.seats.length === 0 || !w.text.startsWith(names)) return { seats: w.seats, text: w.text };
  const rest = w.text.slice(names.length);
  return rest === usualRest(facts) ? { seats: w.seats } : { seats: w.seats, rest };
}

/** The prompt's sentence (`compactWaiting` undone) from the view's waiting, player names and place. */
export function waitingText(
  view: PromptFacts & { readonly waiting: ViewWaiting; readonly players: Named },
): string {
  const w = view.waiting;
  if (w.text !== undefined) return w.text;
  const rest = w.rest ?? usualRest(view);
  return rest === null ? '' : `${waitedNames(w.seats, view.players)}${rest}`;
}
