// The shape of a unit's combat profile: the numbers printed on a faction sheet or unit upgrade card that
// combat and movement read (LRR 96 units). Abilities beyond these numbers are not described here.

import type { UnitType } from './types.ts';

/** "X (×Y)": each of `dice` dice hits on a result of `hitsOn` or more (LRR 18.1, 18.2). */
export interface DiceRoll {
  readonly hitsOn: number;
  readonly dice: number;
}

/** Space Cannon X (×Y) (LRR 77.3); `deepSpace` when it may also fire into adjacent systems. */
export interface SpaceCannonRoll extends DiceRoll {
  readonly deepSpace: boolean;
}

export interface UnitProfile {
  /**
   * The unit upgrade technology's id for an upgraded unit ('dreadnought-ii', 'super-dreadnought-ii');
   * the unit type for a generic unit ('dreadnought'); the card's own name for a faction unit before its
   * upgrade ('super-dreadnought-i'); `<faction>-flagship` and `<faction>-mech` for flagships and mechs.
   */
  readonly id: string;
  readonly name: string;
  readonly type: UnitType;
  /** The faction whose sheet carries this unit; absent for generic units. */
  readonly faction?: string;
  /** The unit upgrade technology that turns a unit into this profile. */
  readonly technology?: string;
  /** Resources per unit (LRR 26): a half for fighters and infantry, which come two for one cost. */
  readonly costPerUnit?: number;
  /** Combat value and dice (LRR 18); absent for units that never roll in combat. */
  readonly combat?: DiceRoll;
  /**
   * When set, the unit rolls one die (at `combat.hitsOn`) for each such opposing unit instead of a
   * fixed number (the Winnu flagship counts the opponent's non-fighter ships).
   */
  readonly combatDicePerOpposing?: 'non-fighter-ship';
  /** Move value (LRR 58); absent for units that cannot move on their own. */
  readonly move?: number;
  /** Capacity (LRR 16). */
  readonly capacity?: number;
  /** Sustain Damage (LRR 87). */
  readonly sustainDamage: boolean;
  /** Anti-Fighter Barrage (LRR 10). */
  readonly antiFighterBarrage?: DiceRoll;
  /** Space Cannon (LRR 77). */
  readonly spaceCannon?: SpaceCannonRoll;
  /** Bombardment (LRR 15). */
  readonly bombardment?: DiceRoll;
  /** Planetary Shield (LRR 65). */
  readonly planetaryShield: boolean;
  /** Whether other players' units in this unit's system lose Planetary Shield (war suns, Arc Secundus). */
  readonly disablesPlanetaryShield: boolean;
  /** Production (LRR 68); an object for "planet's resources + N". */
  readonly production?: number | { readonly planetResourcesPlus: number };
}

type ProfileFields = Omit<UnitProfile, 'sustainDamage' | 'planetaryShield' | 'disablesPlanetaryShield'> &
  Partial<Pick<UnitProfile, 'sustainDamage' | 'planetaryShield' | 'disablesPlanetaryShield'>>;

/** A profile with the flags that most units lack defaulted to false. */
export function profile(fields: ProfileFields): UnitProfile {
  return { sustainDamage: false, planetaryShield: false, disablesPlanetaryShield: false, ...fields };
}

/** One or more dice hitting on `hitsOn`. */
export function roll(hitsOn: number, dice = 1): DiceRoll {
  return { hitsOn, dice };
}

/** A Space Cannon roll; `deepSpace` for those that reach adjacent systems (PDS II and the like). */
export function cannon(hitsOn: number, dice = 1, deepSpace = false): SpaceCannonRoll {
  return { hitsOn, dice, deepSpace };
}
