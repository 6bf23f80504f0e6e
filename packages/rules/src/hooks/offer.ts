// Offers: what a seat may do now, with every choice spelled out, in the viewer's own view only
// (view.ts `offers`; docs/protocol.md "Offers"). `legal` keeps one example intent per move for bots,
// tests and fuzzing; an offer carries the whole choice space, so that one generic form on the web can
// build any ability's intent without knowing the ability.

import type { IntentType } from '../wire/intents.ts';

/** One way to fill part of an intent: a label for a person and the intent fields it sets. */
export interface OfferChoice {
  readonly label: string;
  readonly set: Readonly<Record<string, unknown>>;
}

/** A part of the intent the player fills in. */
export type OfferField =
  /** Choose one of `choices` (its `set` is merged deeply into the intent, or into the row). */
  | {
      readonly kind: 'pick';
      readonly label: string;
      readonly choices: readonly OfferChoice[];
      /** The player may leave it unchosen (nothing is set). */
      readonly optional?: boolean;
    }
  /** A whole number from `min` to `max`, set at `key`. */
  | {
      readonly kind: 'count';
      readonly key: string;
      readonly label: string;
      readonly min: number;
      readonly max: number;
    }
  /** A number per item (units, say), set at `key` as a record of the non-zero ones. */
  | {
      readonly kind: 'tally';
      readonly key: string;
      readonly label: string;
      readonly items: readonly { readonly id: string; readonly label: string; readonly max: number }[];
      /** Bounds on the total over all items. */
      readonly min?: number;
      readonly max?: number;
      /** Every item is set, zeros too (a record with a fixed set of keys). */
      readonly all?: boolean;
      /** The counts the player starts from (otherwise none). */
      readonly start?: Readonly<Record<string, number>>;
    }
  /** Up to `max` rows, each filled by `fields`, set at `key` as an array of objects. */
  | {
      readonly kind: 'rows';
      readonly key: string;
      readonly label: string;
      readonly fields: readonly OfferField[];
      readonly max: number;
    }
  /** Yes or no, set at `key` as a boolean. */
  | { readonly kind: 'toggle'; readonly key: string; readonly label: string }
  /**
   * A production order (wire/production-order.ts), set at `key`, built with the production order
   * widget; its send button is the offer's. The system is `system`, or the intent's value at
   * `systemKey` once an earlier field has set it.
   */
  | {
      readonly kind: 'production';
      readonly key: string;
      readonly label: string;
      readonly system?: string;
      readonly systemKey?: string;
      readonly limits: ProductionLimits;
    };

/**
 * What bounds a production order an offer asks for. Keys are dotted paths into the intent
 * (`ability.order`); a choice's `set` is merged deeply.
 */
export interface ProductionLimits {
  /** What the limits are named after in the widget's messages ("Umbat produces up to 2 units"). */
  readonly by: string;
  /** Ships only (into the space area). */
  readonly shipsOnly?: boolean;
  /** Exactly 1 unit. */
  readonly single?: boolean;
  /** At most this many units. */
  readonly most?: number;
  /** Not a production ability: no production limit, no production technologies or leaders. */
  readonly plain?: boolean;
  /** Ground forces go only on this planet. */
  readonly planet?: string;
  /** The order costs at most this in all. */
  readonly costCap?: number;
  /** No unit with production is needed in the system. */
  readonly unlimited?: boolean;
  /** Trade goods gained before paying, spendable in the payment. */
  readonly gainedFirst?: number;
}

/**
 * Where an offer belongs on the table: `turn`, a move of the seat's own turn; `window`, an answer to
 * the move just made, shown first (the game waits for it, or it is open only now); `status` and
 * `agenda`, a step of that phase; `anytime`, something the seat may do while the game goes on
 * without waiting for it.
 */
export type OfferPlace = 'turn' | 'window' | 'status' | 'agenda' | 'anytime';

/** One move a seat may make now, with its whole choice space. */
export interface Offer {
  /** Stable within one view (e.g. the ability's id). */
  readonly id: string;
  readonly type: IntentType;
  /** Short, in the project's words: "Umbat (Titans agent)". */
  readonly title: string;
  /** One sentence on what it does, in the project's words. */
  readonly text: string;
  readonly place: OfferPlace;
  /** The intent's fixed fields, `type` included; the fields' choices are merged over them. */
  readonly base: Readonly<Record<string, unknown>>;
  readonly fields: readonly OfferField[];
  /** The send button's words. */
  readonly submit: string;
}
