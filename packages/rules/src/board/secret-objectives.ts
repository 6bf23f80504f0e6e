// Drawing secret objectives (Imperial, LRR 45) and the limit of three (LRR 45.4):
// a player over it owes the return of one unscored secret objective, then the
// deck is shuffled. What is owed is derived from the hand, so it needs no field.

import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import { shuffle } from '../kernel/rng.ts';
import { MAX_SECRET_OBJECTIVES, type GameState, type Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import type { Handlers } from '../state/handlers.ts';

/** How many unscored secret objectives this player must return now (LRR 45.4). */
export function secretsOwed(state: GameState, seat: Seat): number {
  const held = state.players[seat]?.secretObjectives ?? [];
  const unscored = held.filter((s) => !s.scored).length;
  return Math.min(unscored, Math.max(0, held.length - MAX_SECRET_OBJECTIVES));
}

/** Draws one secret objective for `seat` (nothing when the deck is empty). */
export function drawSecretObjective(state: GameState, seat: Seat): { state: GameState; events: GameEvent[] } {
  const player = state.players[seat];
  const [card, ...rest] = state.decks.secret;
  if (!player) return { state, events: [] };
  if (card === undefined) {
    return {
      state,
      events: [
        { type: 'note', seat, text: `The secret objective deck is empty: ${player.name} draws nothing.` },
      ],
    };
  }
  let next: GameState = { ...state, decks: { ...state.decks, secret: rest } };
  next = updatePlayer(next, seat, (p) => ({
    ...p,
    secretObjectives: [...p.secretObjectives, { id: card, scored: false }],
  }));
  const events: GameEvent[] = [{ type: 'note', seat, text: `${player.name} draws a secret objective.` }];
  if (secretsOwed(next, seat) > 0) {
    events.push({
      type: 'note',
      seat,
      text: `${player.name} now holds more than ${MAX_SECRET_OBJECTIVES} secret objectives and must return an unscored one.`,
    });
  }
  return { state: next, events };
}

/** LRR 45.4: the player returns one unscored secret objective; the deck is shuffled. */
export function returnSecretObjective(state: GameState, seat: Seat, objective: string): Outcome {
  if (secretsOwed(state, seat) === 0)
    return fail(
      'rule/illegal-choice',
      'You do not hold too many secret objectives: there is nothing to return.',
    );
  const held = state.players[seat]?.secretObjectives ?? [];
  const index = held.findIndex((s) => s.id === objective && !s.scored);
  if (index < 0) return fail('rule/illegal-choice', 'Return one of your own unscored secret objectives.');
  let next = updatePlayer(state, seat, (p) => ({
    ...p,
    secretObjectives: p.secretObjectives.filter((_, i) => i !== index),
  }));
  const [secret, rng] = shuffle([...next.decks.secret, objective], next.rng);
  next = { ...next, rng, decks: { ...next.decks, secret } };
  const name = state.players[seat]?.name ?? 'A player';
  return applied(next, [
    {
      type: 'note',
      seat,
      text: `${name} returns a secret objective to the deck, which is shuffled.`,
    },
  ]);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const secretObjectiveHandlers: Handlers<'return-secret-objective'> = {
  'return-secret-objective': (state, seat, intent) => returnSecretObjective(state, seat, intent.objective),
};
