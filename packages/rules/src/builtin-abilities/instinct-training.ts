// Instinct Training (the Xxcha's faction technology): when another player plays an action card, the
// Xxcha may exhaust it and spend a strategy-pool token to cancel that card.
//
// The technology is public, so the game may wait for its owner without telling anyone a secret: when
// a card is played through the engine (a card with a window, an action card as a component action, an
// agenda-phase card) and another player could cancel it now (Instinct Training owned or copied, ready,
// a strategy token), the play is checked, then held in `cancelWindow` instead of resolving, and the
// game waits for each such player's answer (everything else waits too, as the card would otherwise
// resolve under them). Nobody cancelling: the card resolves exactly as played. Cancelled: the card is
// discarded without effect (LRR 2.6.2: not treated as played); a cancelled component action does not
// use the player's action (LRR 22.4), so their turn goes on. The host may stop waiting (nobody
// cancels). Cards played at the table (a table edit) are cancelled at the table.

import { ACTION_CARDS_BY_ID, actionCardIdOf } from '../content/index.ts';
import type { GameEvent } from '../state/events.ts';
import type { Intent, IntentType } from '../wire/intents.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { CancelWindow, GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import { afterStrategyToken } from './commanders.ts';
import { exhaustCard, technologyReady } from './exhaust.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';

export const INSTINCT_TRAINING = 'instinct-training';

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;
const cardName = (card: string) => ACTION_CARDS_BY_ID.get(actionCardIdOf(card))?.name ?? 'an action card';

/** The action card (instance id) an intent plays from its sender's hand, or null. */
export function playedCard(intent: Intent): string | null {
  if (intent.type === 'play-action-card') return intent.card;
  if (intent.type === 'component-action') return intent.actionCard ?? null;
  if (intent.type === 'agenda-respond') return intent.card ?? null;
  return null;
}

/** Players other than `seat` who could cancel an action card now, in seat order. */
export function cancellers(state: GameState, seat: Seat): Seat[] {
  return state.players
    .filter(
      (p) => p.seat !== seat && p.pools.strategy >= 1 && technologyReady(state, p.seat, INSTINCT_TRAINING),
    )
    .map((p) => p.seat);
}

/** The prompt while a card waits: who played what, and whom the game waits for. */
export function cancelWindowText(state: GameState, w: CancelWindow): string {
  const waiting = w.waiting.map((s) => nameOf(state, s)).join(' and ');
  return `${nameOf(state, w.seat)} plays ${cardName(w.card)}: waiting for ${waiting} to decide whether to cancel it with Instinct Training.`;
}

/**
 * After `intent` was checked and would apply (`out`): when it plays an action card that someone could
 * cancel, the table as it was with the card held in a window; else `out` itself.
 */
export function holdForCancel(state: GameState, seat: Seat, intent: Intent, out: Outcome): Outcome {
  if (!out.ok) return out;
  const card = playedCard(intent);
  if (card === null) return out;
  const waiting = cancellers(state, seat);
  if (waiting.length === 0) return out;
  const cancelWindow: CancelWindow = { seat, intent, card, waiting };
  return applied({ ...state, cancelWindow }, [
    { type: 'note', seat, text: `${cancelWindowText(state, cancelWindow)}` },
  ]);
}

/** Intents the game still takes while a card waits (the answers, undoing the play, owed choices). */
const OPEN_WHILE_WAITING: readonly IntentType[] = [
  'instinct-training',
  'undo',
  'discard-action-cards',
  'return-secret-objective',
];

/** Refuses everything else while a card waits for its answers. */
export function cancelWindowBlocks(state: GameState, type: IntentType): RuleError | null {
  const w = state.cancelWindow;
  if (!w || OPEN_WHILE_WAITING.includes(type)) return null;
  return fail('intent/cancel-pending', `The game waits: ${cancelWindowText(state, w)}`);
}

/** What the engine does after an answer: nothing more, or resolve the held card as it was played. */
export type CancelAnswer =
  | Outcome
  | {
      readonly resolve: Intent;
      readonly seat: Seat;
      readonly state: GameState;
      readonly events: GameEvent[];
    };

/**
 * The `instinct-training` intent (`seat` answers), or the host's stop-waiting (`seat` null: nobody
 * cancels). With `cancel`, the card is discarded without effect.
 */
export function answerCancel(state: GameState, seat: Seat | null, cancel: boolean): CancelAnswer {
  const w = state.cancelWindow;
  if (!w) return fail('rule/illegal-choice', 'No action card is waiting to be cancelled.');
  if (seat !== null && !w.waiting.includes(seat))
    return fail('rule/illegal-choice', 'The game is not waiting for your answer about this card.');
  const who = seat === null ? 'The host' : nameOf(state, seat);
  if (!cancel) {
    const waiting = seat === null ? [] : w.waiting.filter((s) => s !== seat);
    const events: GameEvent[] = [
      {
        type: 'note',
        seat,
        text:
          seat === null
            ? `The host stops waiting: ${cardName(w.card)} is not cancelled.`
            : `${who} lets ${cardName(w.card)} resolve.`,
      },
    ];
    if (waiting.length > 0) return applied({ ...state, cancelWindow: { ...w, waiting } }, events);
    return { resolve: w.intent, seat: w.seat, state: { ...state, cancelWindow: undefined }, events };
  }
  if (seat === null) return fail('intent/not-host', 'Only the player with Instinct Training cancels a card.');
  if (!cancellers(state, w.seat).includes(seat))
    return fail(
      'rule/illegal-choice',
      'Instinct Training needs to be ready and a token in your strategy pool.',
    );
  let next = updatePlayer(state, seat, (p) => ({
    ...p,
    pools: { ...p.pools, strategy: p.pools.strategy - 1 },
  }));
  next = exhaustCard(next, seat, INSTINCT_TRAINING);
  next = updatePlayer(next, w.seat, (p) => ({
    ...p,
    actionCards: p.actionCards.filter((c) => c !== w.card),
  }));
  next = {
    ...next,
    cancelWindow: undefined,
    decks: { ...next.decks, actionDiscard: [...next.decks.actionDiscard, w.card] },
  };
  const magmus = afterStrategyToken(next, seat);
  const turn = w.intent.type === 'component-action' ? ' Their action is not used.' : '';
  return applied(magmus.state, [
    {
      type: 'note',
      seat,
      text: `${who} exhausts Instinct Training and spends a strategy token: ${nameOf(state, w.seat)}'s ${cardName(w.card)} is cancelled and discarded.${turn}`,
    },
    ...magmus.events,
  ]);
}

/** The answers `seat` may give now, or null when no card waits. */
export function cancelIntents(state: GameState, seat: Seat): Intent[] | null {
  const w = state.cancelWindow;
  if (!w) return null;
  if (!w.waiting.includes(seat)) return [];
  return [
    { type: 'instinct-training', cancel: false },
    { type: 'instinct-training', cancel: true },
  ];
}

/** While an action card waits for this player's answer: cancel it, or let it resolve. */
export function instinctTrainingOffers(state: GameState, seat: Seat): Offer[] {
  const w = state.cancelWindow;
  if (!w || !w.waiting.includes(seat)) return [];
  const card = cardName(w.card);
  const who = nameOf(state, w.seat);
  return [
    {
      id: 'instinct-training-cancel',
      type: 'instinct-training',
      title: `Instinct Training: cancel ${card}?`,
      text: `${who} plays ${card}. Exhaust Instinct Training and spend a strategy-pool token to discard it without effect.`,
      place: 'window',
      base: { type: 'instinct-training', cancel: true },
      fields: [],
      submit: `Cancel ${card}`,
    },
    {
      id: 'instinct-training-let-go',
      type: 'instinct-training',
      title: `Instinct Training: let ${card} resolve`,
      text: `${who}'s ${card} resolves as played.`,
      place: 'window',
      base: { type: 'instinct-training', cancel: false },
      fields: [],
      submit: 'Let it resolve',
    },
  ];
}

export const instinctTrainingRules: AbilityRules = {
  id: INSTINCT_TRAINING,
  holder: { kind: 'technology', technology: INSTINCT_TRAINING },
  offers: instinctTrainingOffers,
};
