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
import type { UnitType } from '../content/types.ts';
import type { CombatPart, MovementPart } from './tactical-parts.ts';
import type { BoardView } from '../board/forces.ts';
import type { ProductionSite, ProductionSource } from '../board/production-sources.ts';
import type { ProductionOrder } from '../wire/production-order.ts';
import type { objectivesScored } from '../board/hero-unlock.ts';

/** What an ability is held through. */
export type Holder =
  | { readonly kind: 'faction'; readonly faction: string }
  | { readonly kind: 'technology'; readonly technology: string }
  /** A leader belongs to a faction; only a game with that faction in it can use it (LRR 51). */
  | { readonly kind: 'leader'; readonly leader: string; readonly faction: string }
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
  /** Every `via` the follow form may offer now (the table as the player's view shows it). */
  readonly choices: (state: BoardView, seat: Seat, active: Seat) => readonly string[];
  /** The form's sentence: how it pays, for the active player named `owner`. */
  readonly text: (owner: string) => string;
}

/** A production order's named parts beside its lines, pull and payment (wire/production-order.ts). */
export type ProductionChoices = Omit<ProductionOrder, 'units' | 'pull' | 'payment'>;

/** What a production is priced and checked with: the order's choices, and what kind of placement it is. */
export interface ProductionRequest {
  readonly choices: ProductionChoices;
  /** Not a production ability (Umbat, Integrated Economy): no limit, no discount, no grant applies. */
  readonly unlimited: boolean;
}

/** A place outside the produced system where an ability lets some units go. */
export interface PlaceElsewhere {
  /** A system id (its space area) or a planet id. */
  readonly place: string;
  /** The system it is in. */
  readonly system: string;
  readonly units: readonly UnitType[];
  /** Its column heading in the order form ("Dock in 25", "Quann (next door)"). */
  readonly label: string;
}

type KeysOf<T, V> = { [K in keyof T]-?: NonNullable<T[K]> extends V ? K : never }[keyof T];

/** A narrower form: ships in the space area only (Sling Relay), or exactly one unit (Chaos Mapping). */
export interface ProductionFormNarrow {
  readonly shipsOnly: boolean;
  readonly single: boolean;
}

/** What the production form needs to ask an ability: the table as the player's own view shows it. */
export type ProductionFormState = BoardView & Parameters<typeof objectivesScored>[0];

/**
 * One thing the production form offers for an ability, as data: the web renders each kind with one
 * widget and never names the ability. `key` is the order's field it fills; `id` names the widget
 * (test ids end with it).
 */
export type ProductionFormItem =
  /** Use it or not (the field is `true` when used). Hidden, and unused, while one of `hiddenWith` is. */
  | {
      readonly kind: 'toggle';
      readonly id: string;
      readonly key: KeysOf<ProductionChoices, true>;
      readonly label: string;
      readonly hiddenWith?: readonly KeysOf<ProductionChoices, true>[];
    }
  /** A sentence only (a grant by another player, say). */
  | { readonly kind: 'note'; readonly id: string; readonly text: string }
  /** One place, or none: `count` selects, each one place (the field is a string, or a list if count > 1). */
  | {
      readonly kind: 'places';
      readonly id: string;
      readonly key: KeysOf<ProductionChoices, string> | KeysOf<ProductionChoices, readonly string[]>;
      readonly text: string;
      readonly labels: readonly string[];
      readonly none: string;
      readonly choices: readonly { readonly value: string; readonly label: string }[];
    }
  /** One of the planets being exhausted to pay, or none. */
  | {
      readonly kind: 'paying-planet';
      readonly id: string;
      readonly key: KeysOf<ProductionChoices, string>;
      readonly text: string;
      readonly label: string;
      readonly none: string;
    }
  /** Units held on the player's sheet, returned by owner and type, each paying for one of its type. */
  | {
      readonly kind: 'returns';
      readonly id: string;
      readonly key: 'amalgamation';
      readonly text: string;
      readonly held: readonly { readonly from: Seat; readonly unit: UnitType; readonly held: number }[];
      /** What is wrong with returning these for these units, or null. */
      readonly problem: (
        lines: readonly { readonly unit: UnitType; readonly count: number }[],
        returned: NonNullable<ProductionChoices['amalgamation']>,
      ) => string | null;
    };

/** Prices of the order's units before discounts (rules/production-quote.ts). */
export interface OrderPrices {
  /** How many of each unit type the order has. */
  readonly counts: ReadonlyMap<UnitType, number>;
  /** What `n` units of `unit` cost (fighters and infantry two per cost, a free unit 0). */
  readonly price: (unit: UnitType, n: number) => number;
}

/**
 * An ability's part in producing units (rules/production.ts, production-quote.ts and
 * production-checks.ts fold these in the rule set's order: the order of the discounts, of the checks
 * and of what follows, pinned by engine/rule-set.test.ts).
 */
export interface ProductionPart {
  /** Refuses the order for what it names of this ability (or the ability's limits), or null. */
  readonly check?: (
    state: GameState,
    seat: Seat,
    order: ProductionOrder,
    at: { readonly site: ProductionSite; readonly sources: readonly ProductionSource[] },
  ) => RuleError | null;
  /** Units of this type it makes free (Navarch Feng: the flagship). */
  readonly free?: (state: BoardView, seat: Seat, unit: UnitType) => boolean;
  /** Its discount: the name the form and the log show, and how much it would take off. */
  readonly discount?: {
    readonly by: string;
    readonly amount: (
      state: BoardView,
      seat: Seat,
      request: ProductionRequest,
      prices: OrderPrices,
    ) => number;
  };
  /** Fighters and infantry ordered that it lets past the production limit, after `already` others. */
  readonly pastLimit?: (
    state: BoardView,
    seat: Seat,
    fighters: number,
    infantry: number,
    already: number,
  ) => number;
  /** Places outside the system where it lets units go, named in the log as placed by `by`. */
  readonly elsewhere?: {
    readonly by: string;
    readonly places: (
      state: BoardView,
      seat: Seat,
      system: string,
      request: ProductionRequest,
    ) => readonly PlaceElsewhere[];
    /** The refusal when a unit of another type is sent to one of its places. */
    readonly refusal: (unit: UnitType) => string;
  };
  /** After the payment: what using it costs (exhausted, purged, captured units returned). */
  readonly paid?: (
    state: GameState,
    seat: Seat,
    order: ProductionOrder,
    request: ProductionRequest,
  ) => Effect;
  /**
   * What the order form offers for it at `site` (a production ability's form; `narrow` says when it is
   * for ships only or a single unit), or nothing.
   */
  readonly form?: (
    state: ProductionFormState,
    seat: Seat,
    site: ProductionSite,
    narrow: ProductionFormNarrow,
  ) => readonly ProductionFormItem[];
  /** After the units are placed in `system`: what it adds (a mech, infantry). */
  readonly placed?: (
    state: GameState,
    seat: Seat,
    system: string,
    order: ProductionOrder,
  ) => Effect | RuleError;
}

/**
 * What the Technology card's form offers for an ability's research payment, as data: units the player
 * removes from planets, each taking 1 off the cost; `key` is the choices' field they fill.
 */
export interface ResearchFormItem {
  readonly id: string;
  readonly key: keyof ResearchPaymentChoices;
  readonly text: string;
  readonly places: readonly { readonly planet: string; readonly held: number; readonly label: string }[];
}

/**
 * What the status phase's token step offers for an ability (Bioplasmosis), as data: moves of one unit
 * type between planets the player controls; `key` is the intent's field the moves fill.
 */
export interface UnitMovesForm {
  readonly id: string;
  readonly key: 'bioplasmosis';
  readonly text: string;
  readonly unit: UnitType;
  /** Where units may go from `from`. */
  readonly targets: (from: string) => readonly string[];
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
  /**
   * What the seat may do now with every choice spelled out (the viewer's own view only); `legal` is
   * the seat's legal intents, worked out already (a component action's examples are in it).
   */
  readonly offers?: (state: GameState, seat: Seat, legal: readonly Intent[]) => readonly Offer[];
  /**
   * The intent types its offers send, when not only its own (`handlers`) and, with a component
   * action, `component-action`: its offers are worked out only while `legal` holds one of them.
   */
  readonly offerTypes?: readonly IntentType[];
  readonly hold?: Hold;
  readonly cancelsActionCards?: CardCanceller;
  readonly followPayment?: FollowPayment;
  readonly production?: ProductionPart;
  readonly movement?: MovementPart;
  readonly combat?: CombatPart;
  /** What the status phase's token step offers for it, or null. */
  readonly tokensForm?: (state: BoardView, seat: Seat) => UnitMovesForm | null;
  /** What the Technology card's form offers for it, or null. */
  readonly researchForm?: (state: BoardView, seat: Seat) => ResearchFormItem | null;
  /** Technology colours it adds toward prerequisites (Brother Omar: one green). */
  readonly prerequisiteColors?: (
    state: BoardView,
    seat: Seat,
  ) => Readonly<Partial<Record<'blue' | 'green' | 'red' | 'yellow', number>>>;
  /** Cards of a player's it lets be exhausted and readied at the table (an agent): id → name. */
  readonly tableCards?: (state: BoardView, seat: Seat) => Readonly<Record<string, string>>;
  readonly on?: MechanismHooks;
}

/** A refusal, or nothing. */
export type Refusal = RuleError | null;

export type {
  CombatOpening,
  CombatPart,
  MovementPart,
  OpeningContext,
  RollContext,
  RollKind,
  RoundOption,
} from './tactical-parts.ts';
