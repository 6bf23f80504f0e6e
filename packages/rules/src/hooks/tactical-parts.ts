// The ability contract's parts for the tactical action (hooks/contract.ts): movement (rules/movement.ts)
// and the dice of combat (rules/volley.ts).

import type { Anomaly, UnitType } from '../content/types.ts';
import type { BoardView } from '../board/forces.ts';
import type { CombatOpening, Seat, UnitCounts } from '../state/state.ts';

export type { CombatOpening } from '../state/state.ts';

/** An ability's part in a tactical action's movement (rules/movement.ts). */
export interface MovementPart {
  /**
   * Anomalies whose movement rules do not hold `seat`'s ships back (asteroid fields, supernovae: they
   * may enter and pass; nebulae: they may pass, and leave one at their full move value).
   */
  readonly ignores?: (state: BoardView, seat: Seat) => readonly Anomaly[];
  /** `seat`'s ships may move through systems holding other players' ships (LRR 58's block lifted). */
  readonly passesShips?: (state: BoardView, seat: Seat) => boolean;
}

/**
 * The kinds of dice a combat rolls (LRR 18 combat rolls; LRR 77, 10, 15 the unit abilities' rolls);
 * `opening`: dice an ability rolls at the start of a space combat at a ship's combat value, which are
 * not combat rolls (rules/combat-openings.ts).
 */
export type RollKind = 'combat' | 'space-cannon' | 'anti-fighter-barrage' | 'bombardment' | 'opening';

/** Whose roll it is, of which kind, and against whom (the owner of the units it would hit). */
export interface RollContext {
  readonly kind: RollKind;
  readonly seat: Seat;
  readonly target: Seat;
  /** The unit type rolling (absent: the roll as a whole, for extra dice). */
  readonly unit?: UnitType;
  /** The planet fought over in a ground combat (absent: in space). */
  readonly planet?: string;
}

/** `seat`'s side at the start of a space combat: its ships in the active system and its opponent. */
export interface OpeningContext {
  readonly seat: Seat;
  readonly opponent: Seat;
  /** `seat`'s ships in the active system's space area, by type. */
  readonly ships: readonly (readonly [UnitType, number])[];
}

/**
 * What an ability lets a player pay for at the start of a space combat round, for an effect during that
 * round (rules/round-options.ts): Munitions Reserves' trade goods for re-rolling missed dice.
 */
export interface RoundOption {
  /** The ability's id (the `combat-option` intent names it). */
  readonly id: string;
  /** How the prompt and the log name it. */
  readonly name: string;
  /** Its price in trade goods; not offered to a player who cannot pay. */
  readonly tradeGoods: number;
  /** What it does in the round: the dice of its combat rolls that missed are rolled once more (LRR 74). */
  readonly effect: 'reroll-misses';
}

/**
 * An ability's part in the dice of combat (rules/volley.ts folds these): modifiers to each die's
 * result (LRR 18.1: +1 makes a unit hit on one less) and dice added to one unit's roll.
 */
export interface CombatPart {
  /** Added to the result of each die of this roll (negative: taken off). */
  readonly modifier?: (state: BoardView, roll: RollContext) => number;
  /** Dice added to the roll of one of the rolling player's units (the one that hits most easily). */
  readonly extraDice?: (state: BoardView, roll: RollContext) => number;
  /** What `seat` may pay for at the start of each space combat round (rules/round-options.ts). */
  readonly roundOption?: (state: BoardView, seat: Seat) => RoundOption | null;
  /**
   * After `seat` has assigned a combat round's hits: how many of its damaged units that did not use
   * Sustain Damage this round are repaired, and what repairs them (Duranium Armor); null: none.
   */
  readonly repairs?: (
    state: BoardView,
    seat: Seat,
  ) => { readonly count: number; readonly name: string } | null;
  /**
   * At the start of a ground combat on `planet` (before round 1): the hits `seat` produces against
   * `opponent`'s ground forces there, which the opponent assigns (Magen Defense Grid); null: none.
   */
  readonly groundCombatStartHits?: (
    state: BoardView,
    seat: Seat,
    opponent: Seat,
    planet: string,
  ) => { readonly count: number; readonly name: string } | null;
  /**
   * Once the hits of `seat`'s bombardment of `planet` are assigned, `destroyed` being what they
   * destroyed of `target`'s: more of `target`'s units there destroyed (X-89 Bacterial Weapon); null: none.
   */
  readonly afterBombardment?: (
    state: BoardView,
    bombardment: {
      readonly seat: Seat;
      readonly target: Seat;
      readonly planet: string;
      readonly destroyed: UnitCounts;
    },
  ) => { readonly destroy: UnitCounts; readonly name: string } | null;
  /**
   * At the end of each round of a ground combat on `planet`: the name of the ability that lets `seat`'s
   * ships in the active system use Bombardment against the opponent's units there (Harrow); null: none.
   */
  readonly bombardsAfterGroundRound?: (state: BoardView, seat: Seat, planet: string) => string | null;
  /**
   * The name of the ability that lets `seat` commit fighters from the active system's space area to its
   * planets as ground forces in an invasion (LRR 49; the Naalu flagship); null: none. They go back to
   * the space area once the planet's ground combat is over.
   */
  readonly fightersAsGroundForces?: (state: BoardView, seat: Seat, system: string) => string | null;
  /**
   * Hits of `seat`'s Anti-Fighter Barrage beyond the opponent's fighters each damage one of the
   * opponent's ships that can still use Sustain Damage (Raid Formation): the ability's name, or null.
   */
  readonly barrageDamages?: (state: BoardView, seat: Seat) => string | null;
  /**
   * Before `seat`'s units fire Space Cannon at `target`'s ships: a ready card of `seat`'s that is
   * exhausted so that the hits must go to non-fighter ships while one can take a hit (Graviton Laser
   * System): the card's id and name, or null.
   */
  readonly cannonAtNonFighters?: (
    state: BoardView,
    seat: Seat,
    target: Seat,
  ) => { readonly card: string; readonly name: string } | null;
  /** What the ability does for `ctx.seat` at the start of a space combat, or null (nothing). */
  readonly opening?: (state: BoardView, ctx: OpeningContext) => CombatOpening | null;
}
