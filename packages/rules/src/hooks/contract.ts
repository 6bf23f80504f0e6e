// The ability contract: how an ability (a faction's, a technology's, a leader's) plugs into the game,
// in the spirit of `CardRules` (rules/cards/registry.ts). Each ability file in abilities/ exports one
// `AbilityRules`; the rule set (engine/rule-set.ts) lists them, and nothing else names an ability.
// Phases reach abilities only through the mechanism hooks (hooks/mechanisms.ts), which fold over the
// rule set in its order.

import type { RuleError } from '../kernel/result.ts';
import type { GameEvent } from '../state/events.ts';
import type { HandlerTable, IntentOf } from '../state/handlers.ts';
import type { Outcome } from '../state/outcome.ts';
import type { GameState, Phase, Seat, StatusPhaseState } from '../state/state.ts';
import type { Intent, IntentType } from '../wire/intents.ts';
import type { ComponentAbility } from '../wire/turn-intents.ts';
import type { Offer } from './offer.ts';

/** What an ability is held through. */
export type Holder =
  | { readonly kind: 'faction'; readonly faction: string }
  | { readonly kind: 'technology'; readonly technology: string }
  | { readonly kind: 'leader'; readonly leader: string }
  | { readonly kind: 'promissory-note'; readonly note: string };

/** A change to the table and its log lines. */
export interface Effect {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** Whom the game waits for, and a sentence for the prompt bar. */
export interface Waiting {
  readonly seats: readonly Seat[];
  readonly text: string;
}

/**
 * The game held by an ability until someone answers (the Muaat's turn waiting for an Umbat
 * production, the strategy phase waiting for a datahub swap): while `waiting` is not null, the seats
 * it names may send `intents` alone, other moves are refused, and the host's stop-waiting ends it.
 */
export interface Hold {
  /** The phase it holds. */
  readonly phase: Phase;
  readonly waiting: (state: GameState) => Waiting | null;
  readonly intents: (state: GameState, seat: Seat) => Intent[];
  /** The host stops waiting: as if the awaited players declined (absent: the host cannot). */
  readonly stopWaiting?: (state: GameState) => Outcome;
  /** Why the holder's own moves wait meanwhile (absent: they are refused by their own checks). */
  readonly refusal?: (state: GameState) => string;
}

/** A faction ability or technology taken as a component action (LRR 22), resolved by the engine. */
export interface ComponentActionRules {
  /** The first choice that would be accepted for each such ability `seat` may use now. */
  readonly examples: (state: GameState, seat: Seat) => readonly ComponentAbility[];
  /** Resolves it, or null when the ability is not this one's. `keepTurn`: the turn goes on. */
  readonly resolve: (
    state: GameState,
    seat: Seat,
    ability: ComponentAbility,
  ) => (Effect & { readonly keepTurn?: true }) | RuleError | null;
}

/** Who may cancel another player's action card now, and what doing so costs (rules/cancel-window.ts). */
export interface CardCanceller {
  /** How the log and prompt name it. */
  readonly name: string;
  readonly can: (state: GameState, seat: Seat) => boolean;
  /** The refusal when a waiting player cannot pay for it any more. */
  readonly cannot: string;
  /** Pays for the cancel (exhausting, spending); the window itself discards the card. */
  readonly pay: (state: GameState, seat: Seat) => Effect;
  /** What paying does, after the player's name: "exhausts … and spends a strategy token". */
  readonly paysText: string;
}

/** What a Technology research names beside its payment (wire: the card's choices). */
export interface ResearchPaymentChoices {
  /** Infantry removed from planets to pay (Doctor Sucaban, once granted). */
  readonly sucaban?: readonly { readonly planet: string; readonly count: number }[] | undefined;
}

/** Another way to pay the strategy token a follow costs (rules/strategic.ts): the follow names `via`. */
export interface FollowPayment {
  /** How refusals name it. */
  readonly name: string;
  /** Pays for `seat`'s follow of `active`'s card with `via` (a system, say), or refuses. */
  readonly pay: (state: GameState, seat: Seat, active: Seat, via: string) => Effect | RuleError;
  /** A `via` that would be accepted now, for `legal`. */
  readonly example: (state: GameState, seat: Seat, active: Seat) => string | undefined;
}

/** Hooks on the mechanisms an ability modifies; each returns the table unchanged when it does not apply. */
export interface MechanismHooks {
  /** After `seat` gained a technology (researched, completed, given). */
  readonly technologyGained?: (state: GameState, seat: Seat) => Effect;
  /** After `seat` spent a token from their strategy pool. */
  readonly strategyTokenSpent?: (state: GameState, seat: Seat) => Effect;
  /** After `seat`'s units used production. */
  readonly unitsProduced?: (state: GameState, seat: Seat) => Effect;
  /** After `seat` ended a tactical action's production (or a card's placement) in a system. */
  readonly productionResolved?: (state: GameState, seat: Seat) => GameState;
  /** After planets changed hands between `before` and `after` (a table edit, a card). */
  readonly planetsGained?: (before: GameState, after: GameState) => GameState;
  /** As the status phase begins: the phase's state, with what the ability adds, and a log sentence. */
  readonly statusPhaseBegins?: (
    state: GameState,
    status: StatusPhaseState,
  ) => { readonly status: StatusPhaseState; readonly note: string } | null;
  /**
   * As `seat` ends their turn with `intent` (a pass, or the end of a tactical action): what the
   * ability does with what the intent names for it (Predictive Intelligence's arrangement), or null.
   */
  readonly turnEnding?: (
    state: GameState,
    seat: Seat,
    intent: IntentOf<'pass' | 'end-turn'>,
  ) => Effect | RuleError | null;
  /**
   * As `seat` arranges the command tokens they gained in the status phase with `intent`: what the
   * ability does with what the intent names for it (Bioplasmosis's moves), or null.
   */
  readonly tokensArranged?: (
    state: GameState,
    seat: Seat,
    intent: IntentOf<'redistribute-tokens'>,
  ) => Effect | RuleError | null;
  /**
   * Before `seat` pays for a technology researched with Technology's `choices`: what the ability takes
   * off the cost with what the choices name for it (Doctor Sucaban's infantry), or null.
   */
  readonly researchPayment?: (
    state: GameState,
    seat: Seat,
    choices: ResearchPaymentChoices,
  ) => (Effect & { readonly less: number }) | RuleError | null;
  /** After `seat` replenished commodities. */
  readonly replenished?: (state: GameState, seat: Seat) => GameState;
}

export interface AbilityRules {
  /** Stable id, e.g. 'umbat'. */
  readonly id: string;
  readonly holder: Holder | readonly Holder[];
  /** The intents it owns, one handler each (the engine's table, engine/handlers.ts). */
  readonly handlers?: Partial<HandlerTable>;
  /** Intent types its holder may send out of turn, though the game never waits for them. */
  readonly anytime?: readonly IntentType[];
  /** Example intents the seat may send now from its window, out of turn (`legal`). */
  readonly windowIntents?: (state: GameState, seat: Seat) => readonly Intent[];
  /** Example intents the active seat may send as its action (`legal`). */
  readonly turnIntents?: (state: GameState, seat: Seat) => readonly Intent[];
  /** Example intents of production abilities the seat may send now (`legal`, after the production). */
  readonly productionIntents?: (state: GameState, seat: Seat) => readonly Intent[];
  readonly componentAction?: ComponentActionRules;
  /** What the seat may do now with every choice spelled out (the viewer's own view only). */
  readonly offers?: (state: GameState, seat: Seat) => readonly Offer[];
  readonly hold?: Hold;
  readonly cancelsActionCards?: CardCanceller;
  readonly followPayment?: FollowPayment;
  /** Cards of a player's it lets be exhausted and readied at the table (an agent): id → name. */
  readonly tableCards?: (state: GameState, seat: Seat) => Readonly<Record<string, string>>;
  readonly on?: MechanismHooks;
}

/** A refusal, or nothing. */
export type Refusal = RuleError | null;
