// The `combat-option` intent (rules/round-options.ts): at the start of a space combat round, the player
// asked takes an ability's option (Munitions Reserves) or not; then the combat goes on. Also the
// examples for `legal`, and the host's stop-waiting (declined).

import { fail } from '../kernel/result.ts';
import type { GameEvent } from '../state/events.ts';
import type { Handlers, IntentOf } from '../state/handlers.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import type { GameState, Seat } from '../state/state.ts';
import type { Intent } from '../wire/intents.ts';
import { combatOf, nameOf } from './combat-sides.ts';
import { decide, optionAsked } from './round-options.ts';
import { fight } from './space-combat.ts';

/** The `combat-option` intent: the answer recorded, then the combat goes on (or asks the other seat). */
export function combatOption(state: GameState, seat: Seat, intent: IntentOf<'combat-option'>): Outcome {
  const combat = combatOf(state);
  if (!combat || combat.planet !== undefined)
    return fail('intent/wrong-phase', 'There is no space combat under way.');
  const asked = optionAsked(state);
  if (!asked)
    return fail('rule/already-decided', 'No option is being offered now (only at the start of a round).');
  if (asked.seat !== seat)
    return fail('intent/not-your-turn', `Not your decision now: ${nameOf(state, asked.seat)} decides.`);
  if (intent.option !== asked.option.id)
    return fail('rule/illegal-choice', `The option offered to you now is ${asked.option.name}.`);
  const events: GameEvent[] = [];
  const next = decide(state, seat, asked.option, intent.take, events);
  return applied(fight(next, events), events);
}

/** The host's stop-waiting while options are asked: declined for whoever has not answered. */
export function declineUndecided(state: GameState, events: GameEvent[]): GameState {
  let next = state;
  for (let asked = optionAsked(next); asked; asked = optionAsked(next)) {
    next = decide(next, asked.seat, asked.option, false, events);
    events.push({ type: 'note', seat: asked.seat, text: '(Declined: the host stopped waiting.)' });
  }
  return next;
}

/** The examples for `legal`: take it or not. */
export function combatOptionIntents(state: GameState, seat: Seat): Intent[] {
  const asked = optionAsked(state);
  if (!asked || asked.seat !== seat) return [];
  return [
    { type: 'combat-option', option: asked.option.id, take: true },
    { type: 'combat-option', option: asked.option.id, take: false },
  ];
}

/** The intent this module owns, in the engine's handler table (engine/handlers.ts). */
export const combatOptionHandlers: Handlers<'combat-option'> = {
  'combat-option': (state, seat, intent) => combatOption(state, seat, intent),
};
