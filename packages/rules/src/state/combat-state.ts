// A space combat under way in a tactical action (LRR 78, rules/space-combat.ts): who fights, the round,
// the last round's dice, the hits each side still has to assign and the ships that used Sustain Damage.
// All of it is public: dice are rolled in the open (LRR 18).

import type { Seat, UnitCounts } from './primitives.ts';

/** One unit type's dice in a round: the faces in the order rolled, hitting on `hitsOn` or more. */
export interface CombatDice {
  readonly unit: string;
  readonly hitsOn: number;
  readonly faces: readonly number[];
  readonly hits: number;
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
  /** Ships that have used Sustain Damage in this combat, by seat and type (LRR 87.1). */
  readonly damaged: Readonly<Record<string, UnitCounts>>;
}
