// The last step of setup: each player keeps one of the two secret objectives
// they were dealt (LRR 81.15); the other goes back and the deck is shuffled.

import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { beginStrategyPhase } from './phases.ts';
import { fail } from '../kernel/result.ts';
import { shuffle } from '../kernel/rng.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import type { Handlers } from '../state/handlers.ts';

export function keepSecretObjective(state: GameState, seat: Seat, objective: string): Outcome {
  if (state.phase !== 'setup')
    return fail('intent/wrong-phase', 'Secret objectives are chosen during setup.');
  const player = state.players[seat];
  if (!player || player.secretOffer.length === 0)
    return fail('rule/already-decided', 'You have already chosen your secret objective.');
  if (!player.secretOffer.includes(objective))
    return fail('rule/illegal-choice', 'Choose one of the two secret objectives you were dealt.');

  const returned = player.secretOffer.filter((id) => id !== objective);
  let next = updatePlayer(state, seat, (p) => ({
    ...p,
    secretOffer: [],
    secretObjectives: [{ id: objective, scored: false }],
  }));
  const [secret, rng] = shuffle([...next.decks.secret, ...returned], next.rng);
  next = { ...next, rng, decks: { ...next.decks, secret } };
  const events: GameEvent[] = [{ type: 'secret-kept', seat }];
  if (next.players.every((p) => p.secretOffer.length === 0)) {
    const begun = beginStrategyPhase(next, next.speaker);
    next = begun.state;
    events.push({ type: 'setup-complete' }, ...begun.events);
  }
  return applied(next, events);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const setupHandlers: Handlers<'keep-secret-objective'> = {
  'keep-secret-objective': (state, seat, intent) => keepSecretObjective(state, seat, intent.objective),
};
