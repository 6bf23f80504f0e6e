// Every unit profile in one list, and the lookup that answers "what are the numbers of this player's
// units of this type?" from their faction and the unit upgrades they own (LRR 96, 97).
// Thunder's Edge faction units are not in the table yet; their lookups fall back to the generic rows.

import type { UnitType } from './types.ts';
import { FACTION_UNIT_PROFILES, MECH_PROFILES, Z_GRAV_EIDOLON } from './unit-stats-faction.ts';
import { FLAGSHIP_PROFILES } from './unit-stats-flagships.ts';
import { GENERIC_UNIT_PROFILES } from './unit-stats-generic.ts';
import type { UnitProfile } from './unit-stats-types.ts';

export type { DiceRoll, SpaceCannonRoll, UnitProfile } from './unit-stats-types.ts';

export const UNIT_PROFILES: readonly UnitProfile[] = [
  ...GENERIC_UNIT_PROFILES,
  ...FLAGSHIP_PROFILES,
  ...MECH_PROFILES,
  Z_GRAV_EIDOLON,
  ...FACTION_UNIT_PROFILES,
];

export const UNIT_PROFILES_BY_ID: ReadonlyMap<string, UnitProfile> = new Map(
  UNIT_PROFILES.map((p) => [p.id, p]),
);

const BY_TECHNOLOGY: ReadonlyMap<string, UnitProfile> = new Map(
  UNIT_PROFILES.filter((p) => p.technology !== undefined).map((p) => [p.technology as string, p]),
);

export interface UnitOwner {
  /** The player's faction id; absent for a generic unit. */
  readonly faction?: string | undefined;
  /** Technology ids the player owns; only unit upgrades matter here. */
  readonly upgrades?: Iterable<string>;
}

/**
 * The profile of `owner`'s units of `type`. A unit upgrade the player owns wins over the printed unit
 * (LRR 97.2), and a faction's upgrade wins over the generic one: a player who gained another faction's
 * upgrade (the Nekro Virus assimilating it) fields it. Without an upgrade: the faction's own unit from its
 * sheet (LRR 96.2), else the generic unit.
 */
export function unitProfile(type: UnitType, owner: UnitOwner = {}): UnitProfile {
  let generic: UnitProfile | undefined;
  let faction: UnitProfile | undefined;
  for (const id of owner.upgrades ?? []) {
    const upgraded = BY_TECHNOLOGY.get(id);
    if (upgraded?.type !== type) continue;
    if (upgraded.faction === undefined) generic = upgraded;
    else if (faction === undefined || upgraded.faction === owner.faction) faction = upgraded;
  }
  return faction ?? generic ?? printedProfile(type, owner.faction);
}

const PRINTED_FACTION_UNITS: ReadonlyMap<string, UnitProfile> = new Map(
  [...FLAGSHIP_PROFILES, ...MECH_PROFILES, ...FACTION_UNIT_PROFILES]
    .filter((p) => p.technology === undefined)
    .map((p) => [`${p.faction}/${p.type}`, p]),
);

function printedProfile(type: UnitType, faction: string | undefined): UnitProfile {
  const own = faction === undefined ? undefined : PRINTED_FACTION_UNITS.get(`${faction}/${type}`);
  // The war sun's one card is also its technology, so it is the printed generic unit too.
  const generic =
    GENERIC_UNIT_PROFILES.find((p) => p.type === type && p.technology === undefined) ??
    GENERIC_UNIT_PROFILES.find((p) => p.type === type);
  const found = own ?? generic;
  if (found === undefined) throw new Error(`no generic profile for ${type}`);
  return found;
}
