// One side of a combat as counts: its units grouped by profile, each group holding how many are intact
// and how many have used Sustain Damage (LRR 87.1). Hits are assigned by a loss order the player chose
// once for the whole combat, so a side's state after any hits is a pure function of the hits it took.

import { Z_GRAV_EIDOLON } from '../content/unit-stats-faction.ts';
import type { UnitProfile } from '../content/unit-stats.ts';

/** How a player assigns hits to their own units (LRR 78.4, 42.2). */
export interface LossOrder {
  /** Spend every available Sustain Damage before destroying any unit (LRR 87). */
  readonly sustainFirst: boolean;
  /** Lower ranks are destroyed first; ties go to the unit that hits less often. */
  readonly rank: (unit: UnitProfile) => number;
}

/** Sustain first, then fighters, then the cheapest units; units without a cost go last. */
export const DEFAULT_LOSS_ORDER: LossOrder = {
  sustainFirst: true,
  rank: (unit) => (unit.type === 'fighter' ? -1 : (unit.costPerUnit ?? Number.MAX_SAFE_INTEGER)),
};

/** A side's groups of identical units, in the order they are lost. */
export interface Fleet {
  readonly groups: readonly UnitProfile[];
}

/** For group i: `intact[i]` units that may still sustain damage (or never could), `damaged[i]` that did. */
export interface FleetState {
  readonly intact: readonly number[];
  readonly damaged: readonly number[];
}

/** Which units a volley may hit: every unit of the side, or its fighters only (LRR 10.2). */
export type HitTarget = 'any' | 'fighters';

/** Ships fight in space (LRR 76); the Naaz-Rokha mech's space side is a ship too. */
export function isShip(unit: UnitProfile): boolean {
  return !['mech', 'infantry', 'pds', 'space-dock'].includes(unit.type) || unit.id === Z_GRAV_EIDOLON.id;
}

/** Infantry and mechs; Hel-Titans also count as ground forces, the only structures that roll in combat. */
export function isGroundForce(unit: UnitProfile): boolean {
  return (
    unit.type === 'infantry' || unit.type === 'mech' || (unit.type === 'pds' && unit.combat !== undefined)
  );
}

/** A unit that has already used its Sustain Damage (LRR 87.1), for odds in the middle of a combat. */
export interface DamagedUnit {
  readonly profile: UnitProfile;
  readonly damaged: true;
}

/** A unit as it enters the odds: its profile, or its profile marked damaged. */
export type CombatUnit = UnitProfile | DamagedUnit;

export function profileOf(unit: CombatUnit): UnitProfile {
  return 'profile' in unit ? unit.profile : unit;
}

/** Groups the units by profile in loss order, damaged or not as given. */
export function makeFleet(
  units: readonly CombatUnit[],
  order: LossOrder,
): { fleet: Fleet; state: FleetState } {
  const counts = new Map<string, { profile: UnitProfile; intact: number; damaged: number }>();
  for (const unit of units) {
    const profile = profileOf(unit);
    const damaged = 'profile' in unit && profile.sustainDamage ? 1 : 0;
    const entry = counts.get(profile.id) ?? { profile, intact: 0, damaged: 0 };
    counts.set(profile.id, { profile, intact: entry.intact + 1 - damaged, damaged: entry.damaged + damaged });
  }
  const sorted = [...counts.values()].sort(
    (a, b) =>
      order.rank(a.profile) - order.rank(b.profile) ||
      (b.profile.combat?.hitsOn ?? 11) - (a.profile.combat?.hitsOn ?? 11) ||
      a.profile.id.localeCompare(b.profile.id),
  );
  return {
    fleet: { groups: sorted.map((e) => e.profile) },
    state: { intact: sorted.map((e) => e.intact), damaged: sorted.map((e) => e.damaged) },
  };
}

export function unitsLeft(state: FleetState): number {
  let total = 0;
  for (let i = 0; i < state.intact.length; i++) total += (state.intact[i] ?? 0) + (state.damaged[i] ?? 0);
  return total;
}

/** Units left in each group, keyed by profile id. */
export function unitsLeftById(fleet: Fleet, state: FleetState): Record<string, number> {
  const out: Record<string, number> = {};
  fleet.groups.forEach((unit, i) => {
    out[unit.id] = (out[unit.id] ?? 0) + (state.intact[i] ?? 0) + (state.damaged[i] ?? 0);
  });
  return out;
}

/** Units left that match `keep` (the non-fighter ships a Winnu flagship counts, for one). */
export function countUnits(fleet: Fleet, state: FleetState, keep: (unit: UnitProfile) => boolean): number {
  let total = 0;
  fleet.groups.forEach((unit, i) => {
    if (keep(unit)) total += (state.intact[i] ?? 0) + (state.damaged[i] ?? 0);
  });
  return total;
}

/**
 * Cancels and takes `hits` by the loss order. Hits on fighters only cannot be cancelled by Sustain
 * Damage (LRR 87.6); excess hits are lost (LRR 10.3).
 */
export function assignHits(
  fleet: Fleet,
  state: FleetState,
  hits: number,
  order: LossOrder,
  target: HitTarget = 'any',
): FleetState {
  if (hits === 0) return state;
  const intact = state.intact.slice();
  const damaged = state.damaged.slice();
  const eligible = fleet.groups.map((unit) => target === 'any' || unit.type === 'fighter');
  const canSustain = fleet.groups.map((unit, i) => target === 'any' && unit.sustainDamage && eligible[i]);
  let left = hits;
  if (order.sustainFirst) {
    for (let i = 0; i < fleet.groups.length && left > 0; i++) {
      if (!canSustain[i]) continue;
      const used = Math.min(left, intact[i] ?? 0);
      intact[i] = (intact[i] ?? 0) - used;
      damaged[i] = (damaged[i] ?? 0) + used;
      left -= used;
    }
  }
  for (let i = 0; i < fleet.groups.length && left > 0; i++) {
    if (!eligible[i]) continue;
    while (left > 0 && (intact[i] ?? 0) + (damaged[i] ?? 0) > 0) {
      if (canSustain[i] && (intact[i] ?? 0) > 0) {
        intact[i] = (intact[i] ?? 0) - 1;
        damaged[i] = (damaged[i] ?? 0) + 1;
      } else if ((damaged[i] ?? 0) > 0) damaged[i] = (damaged[i] ?? 0) - 1;
      else intact[i] = (intact[i] ?? 0) - 1;
      left--;
    }
  }
  return { intact, damaged };
}

/** Hits a side can still absorb: one per unit plus one per unused Sustain Damage. */
export function toughness(fleet: Fleet, state: FleetState): number {
  let total = 0;
  fleet.groups.forEach((unit, i) => {
    const intact = state.intact[i] ?? 0;
    total += intact * (unit.sustainDamage ? 2 : 1) + (state.damaged[i] ?? 0);
  });
  return total;
}

export function stateKey(state: FleetState): string {
  return `${state.intact.join(',')}/${state.damaged.join(',')}`;
}
