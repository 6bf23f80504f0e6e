// A combat under way in a tactical action: the space combat (LRR 78, rules/space-combat.ts), or on a
// planet in the invasion step, a ground combat (LRR 42) or the hits of a bombardment (LRR 15,
// rules/invasion.ts). Who fights, the round, the last round's dice, the hits each side still has to
// assign and the units that used Sustain Damage. All of it is public: dice are rolled in the open (LRR 18).

import type { UnitType } from '../content/types.ts';
import type { Seat, UnitCounts } from './primitives.ts';

/** One unit type's dice in a round: the faces in the order rolled, hitting on `hitsOn` or more. */
export interface CombatDice {
  readonly unit: string;
  readonly hitsOn: number;
  readonly faces: readonly number[];
  readonly hits: number;
  /** The faces that missed and were rolled once more, in order (Munitions Reserves, LRR 74). */
  readonly rerolled?: readonly number[];
}

/** One side's roll in a round. */
export interface CombatRoll {
  readonly seat: Seat;
  readonly dice: readonly CombatDice[];
  readonly hits: number;
}

export interface SpaceCombatState {
  /** The active player (LRR 78.1). */
  readonly attacker: Seat;
  /** The other player with ships in the active system. */
  readonly defender: Seat;
  /** The combat round whose hits are being assigned (1 for the first, LRR 78.3). */
  readonly round: number;
  /** That round's rolls, the attacker's first. */
  readonly rolls: readonly CombatRoll[];
  /** Hits each seat still has to assign, by seat; absent or 0: assigned (LRR 78.4). */
  readonly owed: Readonly<Record<string, number>>;
  /** Units that have used Sustain Damage in this combat, by seat and type (LRR 87.1). */
  readonly damaged: Readonly<Record<string, UnitCounts>>;
  /**
   * A ground combat on this planet (LRR 42): the units are each side's ground forces there; absent:
   * the space combat, between ships in the active system's space area.
   */
  readonly planet?: string;
  /** The defender assigns the hits of a bombardment of `planet` (LRR 15.2); no round follows. */
  readonly bombardment?: true;
  /**
   * A bombardment (or an ability's bombardment in a ground combat): the target's ground forces on the
   * planet as the dice were rolled, to tell what its hits destroyed (X-89 Bacterial Weapon).
   */
  readonly forcesBefore?: UnitCounts;
  /**
   * The hits owed come from an ability outside the rounds' rolls (Magen Defense Grid before round 1:
   * `round` 0; Harrow after round `round`), produced by `seat`: no repair follows their assignment.
   */
  readonly abilityHits?: { readonly name: string; readonly round: number; readonly seat: Seat };
  /** A ground combat: the last round whose end has been resolved (Harrow's bombardment). */
  readonly roundEnded?: number;
  /**
   * The attacker assigns the hits of Space Cannon Defense against the ground forces they landed on
   * `planet` (LRR 77); the `defender` is the player whose units fired. No round follows.
   */
  readonly spaceCannon?: true;
  /**
   * The hits of one player's Space Cannon Offense (LRR 77), assigned by the owner of the ships in the
   * active system; `next`: the players still to fire, in order. The space combat follows.
   */
  readonly offense?: { readonly next: readonly Seat[] };
  /**
   * These hits must go to non-fighter ships while one of them can take a hit (Sustain Damage counts);
   * fighters only take the rest. The name of the card that says so (Graviton Laser System, LRR 77).
   */
  readonly nonFightersFirst?: string;
  /**
   * An effect at the start of the space combat (LRR 78.3, rules/combat-openings.ts) whose hits the
   * other side is assigning: its name, whose it is, `destroy` when they are ships destroyed (non-fighter
   * ships, no Sustain Damage) rather than hits; `next`: the effects still to resolve, in order. The
   * first round follows.
   */
  readonly opening?: {
    readonly name: string;
    readonly seat: Seat;
    readonly destroy?: true;
    readonly next: readonly OpeningStep[];
  };
  /**
   * A space combat's Announce Retreats step for round `round` (LRR 78.4): the seats that have said
   * whether they retreat, and the retreat announced, if any. Kept while that round's hits are
   * assigned; the Retreat step (LRR 78.7, rules/retreat.ts) resolves it once they are.
   */
  readonly retreats?: RetreatsState;
  /**
   * The options taken at the start of round `round` of a space combat (rules/round-options.ts): the
   * seats that have answered, and what they took (by the ability's id). Kept while that round is rolled.
   */
  readonly options?: RoundOptionsState;
}

/** The start of one space combat round's options (rules/round-options.ts). */
export interface RoundOptionsState {
  readonly round: number;
  readonly decided: readonly Seat[];
  readonly taken: readonly { readonly seat: Seat; readonly option: string }[];
}

/**
 * What an ability does at the start of a space combat (its `combat.opening`, hooks/tactical-parts.ts;
 * resolved by rules/combat-openings.ts), named for the log. `roll`: up to `max` ships of the listed
 * types roll one die each at their combat value, the hits assigned by the opponent (Sustain Damage
 * allowed); `destroy`: the opponent destroys that many of their non-fighter ships, their choice (not
 * hits: no Sustain Damage).
 */
export type CombatOpening =
  | { readonly name: string; readonly roll: { readonly units: readonly UnitType[]; readonly max: number } }
  | { readonly name: string; readonly destroy: number };

/** An effect still to resolve at the start of a space combat: whose, and what it does. */
export interface OpeningStep {
  readonly seat: Seat;
  readonly opening: CombatOpening;
}

/** The Announce Retreats step of one round of a space combat (LRR 78.4, rules/retreat.ts). */
export interface RetreatsState {
  /** The round these announcements are for. */
  readonly round: number;
  /** Seats that have decided, in the order they did (the defender first, LRR 78.4). */
  readonly decided: readonly Seat[];
  /** The retreat announced, with the adjacent system named for it (LRR 78.7b). */
  readonly retreat?: { readonly seat: Seat; readonly to: string };
}

/**
 * A step of the invasion still to resolve (LRR 49), in order: bombardments; then, for the planets
 * landed on, Space Cannon Defense on each, then the ground combat and control on each.
 */
export interface InvasionStep {
  readonly planet: string;
  readonly kind: 'bombardment' | 'space-cannon' | 'landing';
  /** The bombarding units by type (a bombardment). */
  readonly units?: UnitCounts;
  /** Begun: the dice are rolled or the combat started; what is left is its result. */
  readonly started?: true;
}

/** The invasion step of a tactical action (LRR 49, rules/invasion.ts). */
export interface InvasionState {
  /** Bombardment made (LRR 15): it comes before ground forces are committed, once. */
  readonly bombarded?: true;
  /** Ground forces committed (LRR 49.3): the invasion step is over once its steps are. */
  readonly committed?: true;
  readonly steps: readonly InvasionStep[];
  /** Ground forces that used Sustain Damage before the ground combat, by planet then seat (LRR 87.1). */
  readonly damaged?: Readonly<Record<string, Readonly<Record<string, UnitCounts>>>>;
}
