// The shape of the engine's handler table (engine/handlers.ts): one handler per intent type, each
// given its own narrowed intent. The module that owns an intent exports its part of the table.

import type { Intent, IntentType } from '../wire/intents.ts';
import type { Outcome } from './outcome.ts';
import type { GameState, Seat } from './state.ts';

/** The intent of type `T`. */
export type IntentOf<T extends IntentType> = Extract<Intent, { type: T }>;

/** Applies a seat's intent of type `T` (the checks common to all intents are made before). */
export type IntentHandler<T extends IntentType> = (
  state: GameState,
  seat: Seat,
  intent: IntentOf<T>,
) => Outcome;

/** Every intent type's handler: the engine's table. */
export type HandlerTable = { readonly [T in IntentType]: IntentHandler<T> };

/** One owner's part of the table: the handlers of the intent types it owns. */
export type Handlers<K extends IntentType> = Pick<HandlerTable, K>;
