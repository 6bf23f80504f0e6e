// The ability contract: how an ability (a faction's, a technology's, a leader's) plugs into the game,
// in the spirit of `CardRules` (rules/cards/registry.ts). Each ability file in abilities/ exports one
// `AbilityRules`; the rule set (engine/rule-set.ts) lists them, and nothing else names an ability.

import type { HandlerTable } from '../state/handlers.ts';
import type { GameState, Seat } from '../state/state.ts';
import type { Intent } from '../wire/intents.ts';
import type { Offer } from './offer.ts';

/** What an ability is held through. */
export type Holder =
  | { readonly kind: 'faction'; readonly faction: string }
  | { readonly kind: 'technology'; readonly technology: string }
  | { readonly kind: 'leader'; readonly leader: string }
  | { readonly kind: 'promissory-note'; readonly note: string };

export interface AbilityRules {
  /** Stable id, e.g. 'umbat'. */
  readonly id: string;
  readonly holder: Holder;
  /** The intents it owns, one handler each (the engine's table, engine/handlers.ts). */
  readonly handlers?: Partial<HandlerTable>;
  /** Example intents the seat may send now (`legal`: bots, tests, fuzzing). */
  readonly intents?: (state: GameState, seat: Seat) => readonly Intent[];
  /** What the seat may do now with every choice spelled out (the viewer's own view only). */
  readonly offers?: (state: GameState, seat: Seat) => readonly Offer[];
}
