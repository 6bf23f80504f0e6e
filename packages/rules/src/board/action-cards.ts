// Drawing action cards (LRR 2): from the deck, reshuffling the discard pile
// when it runs out; a hand over 7 must be discarded down at once (LRR 2.2).
// The Yssaril draw one extra card and discard one each time they draw (Scheming).

import { executiveSanctions, SANCTIONED_HAND_LIMIT } from './laws.ts';
import { factionHas } from '../content/factions.ts';
import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import { shuffle } from '../kernel/rng.ts';
import { HAND_LIMIT, type GameState, type Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import type { Handlers } from '../state/handlers.ts';

/** Cards this player must discard before anything else they do (hand limit, Yssaril). */
export function discardsOwed(state: GameState, seat: Seat): number {
  return state.pendingDiscards[String(seat)] ?? 0;
}

function setOwed(state: GameState, seat: Seat, owed: number): GameState {
  const rest = { ...state.pendingDiscards };
  if (owed > 0) rest[String(seat)] = owed;
  else delete rest[String(seat)];
  return { ...state, pendingDiscards: rest };
}

/**
 * The most action cards this faction may hold: 7 (LRR 2.2), 3 while the law Executive Sanctions is in
 * play, no limit for the Yssaril (Crafty).
 */
export function handLimit(faction: string, state?: Pick<GameState, 'laws'>): number {
  if (factionHas(faction, 'yssaril-no-hand-limit')) return Infinity;
  return state && executiveSanctions(state) ? SANCTIONED_HAND_LIMIT : HAND_LIMIT;
}

/** Draws `count` cards for `seat` (plus Yssaril's extra) and records the discards owed. */
export function drawActionCards(
  state: GameState,
  seat: Seat,
  count: number,
): { state: GameState; events: GameEvent[] } {
  const player = state.players[seat];
  if (!player || count <= 0) return { state, events: [] };
  const extra = factionHas(player.faction, 'yssaril-extra-draw') ? 1 : 0;
  let deck = state.decks.action.slice();
  let discard = state.decks.actionDiscard.slice();
  let rng = state.rng;
  const drawn: string[] = [];
  for (let i = 0; i < count + extra; i++) {
    if (deck.length === 0 && discard.length > 0) {
      [deck, rng] = shuffle(discard, rng);
      discard = [];
    }
    const card = deck.shift();
    if (card === undefined) break;
    drawn.push(card);
  }
  let next: GameState = { ...state, rng, decks: { ...state.decks, action: deck, actionDiscard: discard } };
  next = updatePlayer(next, seat, (p) => ({ ...p, actionCards: [...p.actionCards, ...drawn] }));
  const hand = next.players[seat]?.actionCards.length ?? 0;
  const owed = Math.max(extra > 0 && drawn.length > count ? 1 : 0, hand - handLimit(player.faction, state));
  next = setOwed(next, seat, Math.max(discardsOwed(next, seat), owed));
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${player.name} draws ${drawn.length} action card${drawn.length === 1 ? '' : 's'}.`,
    },
  ];
  if (drawn.length < count + extra)
    events.push({ type: 'note', seat: null, text: 'The action card deck is empty.' });
  return { state: next, events };
}

/** The discard a player owes after drawing (hand limit 7, Yssaril): `cards` are instance ids from their hand. */
export function discardActionCards(state: GameState, seat: Seat, cards: readonly string[]): Outcome {
  const owed = discardsOwed(state, seat);
  if (owed === 0) return fail('rule/illegal-choice', 'You do not need to discard action cards now.');
  if (cards.length !== owed)
    return fail('rule/illegal-choice', `Discard exactly ${owed} action card${owed === 1 ? '' : 's'}.`);
  const hand = state.players[seat]?.actionCards ?? [];
  if (new Set(cards).size !== cards.length || !cards.every((c) => hand.includes(c))) {
    return fail('rule/illegal-choice', 'Choose cards from your own hand, each once.');
  }
  let next = updatePlayer(state, seat, (p) => ({
    ...p,
    actionCards: p.actionCards.filter((c) => !cards.includes(c)),
  }));
  next = { ...next, decks: { ...next.decks, actionDiscard: [...next.decks.actionDiscard, ...cards] } };
  next = setOwed(next, seat, 0);
  const name = state.players[seat]?.name ?? 'A player';
  return applied(next, [
    { type: 'note', seat, text: `${name} discards ${owed} action card${owed === 1 ? '' : 's'}.` },
  ]);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const actionCardHandlers: Handlers<'discard-action-cards'> = {
  'discard-action-cards': (state, seat, intent) => discardActionCards(state, seat, intent.cards),
};
