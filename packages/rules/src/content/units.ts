// Generic units (LRR 96 units, 67 producing units, 70 reinforcements).
// Fighters and infantry: one payment of `cost` produces two (perCost 2); each still counts against
// production. Their plastic pieces may be supplemented by tokens, so their supply is unlimited
// (`reinforcements: null`); PLASTIC_PIECES keeps the physical counts for display.

import type { UnitData, UnitType } from './types.ts';

export const UNITS: readonly UnitData[] = [
  { type: 'war-sun', name: 'War Sun', cost: 12, perCost: 1, capacity: 6, reinforcements: 2, ...ship() },
  {
    type: 'dreadnought',
    name: 'Dreadnought',
    cost: 4,
    perCost: 1,
    capacity: 1,
    reinforcements: 5,
    ...ship(),
  },
  { type: 'cruiser', name: 'Cruiser', cost: 2, perCost: 1, reinforcements: 8, ...ship() },
  { type: 'carrier', name: 'Carrier', cost: 3, perCost: 1, capacity: 4, reinforcements: 4, ...ship() },
  { type: 'destroyer', name: 'Destroyer', cost: 1, perCost: 1, reinforcements: 8, ...ship() },
  { type: 'fighter', name: 'Fighter', cost: 1, perCost: 2, reinforcements: null, ...ship() },
  // Flagship capacity differs by faction, so the generic entry has none.
  { type: 'flagship', name: 'Flagship', cost: 8, perCost: 1, reinforcements: 1, ...ship() },
  { type: 'mech', name: 'Mech', cost: 2, perCost: 1, reinforcements: 4, ...groundForce() },
  { type: 'infantry', name: 'Infantry', cost: 1, perCost: 2, reinforcements: null, ...groundForce() },
  { type: 'pds', name: 'PDS', perCost: 1, reinforcements: 6, ...structure() },
  {
    type: 'space-dock',
    name: 'Space Dock',
    perCost: 1,
    production: { planetResourcesPlus: 2 },
    capacity: 3,
    reinforcements: 3,
    ...structure(),
  },
];

function ship() {
  return { ship: true, groundForce: false, structure: false } as const;
}
function groundForce() {
  return { ship: false, groundForce: true, structure: false } as const;
}
function structure() {
  return { ship: false, groundForce: false, structure: true } as const;
}

export const UNITS_BY_TYPE: ReadonlyMap<UnitType, UnitData> = new Map(UNITS.map((u) => [u.type, u]));

/** Plastic pieces of each unit type in one player's colour. */
export const PLASTIC_PIECES: Readonly<Record<UnitType, number>> = {
  'war-sun': 2,
  dreadnought: 5,
  cruiser: 8,
  carrier: 4,
  destroyer: 8,
  fighter: 10,
  flagship: 1,
  mech: 4,
  infantry: 12,
  pds: 6,
  'space-dock': 3,
};

/** Unit types whose plastic may be supplemented by tokens, making their supply unlimited. */
export const TOKEN_SUPPLEMENTED_UNITS: readonly UnitType[] = ['fighter', 'infantry'];

/** A unit type a player may produce only after owning this technology (war suns need the War Sun). */
export const UNIT_REQUIRES_TECHNOLOGY: Readonly<Partial<Record<UnitType, string>>> = {
  'war-sun': 'war-sun',
};

/** Units that cannot be produced (placed by Construction and other effects instead). */
export function isProducible(type: UnitType): boolean {
  return UNITS_BY_TYPE.get(type)?.cost !== undefined;
}

/**
 * A faction's own version of a generic unit before any upgrade, where it changes cost, production or
 * capacity (faction unit upgrades to the II version are in technologies-faction.ts). The Naalu, Sol
 * and Mahact faction units differ only in abilities this app does not simulate.
 */
export const FACTION_UNIT_STATS: Readonly<
  Record<string, Partial<Record<UnitType, Partial<Pick<UnitData, 'cost' | 'production' | 'capacity'>>>>>
> = {
  arborec: { infantry: { production: 1 }, mech: { production: 2 } },
  'argent-flight': { destroyer: { capacity: 1 } },
  'clan-of-saar': { 'space-dock': { production: 5, capacity: 4 } },
  'embers-of-muaat': { 'war-sun': { cost: 12, capacity: 6 } },
  'federation-of-sol': { carrier: { capacity: 6 } },
  'l1z1x-mindnet': { dreadnought: { capacity: 2 } },
  'sardakk-norr': { dreadnought: { capacity: 1 } },
  'titans-of-ul': { cruiser: { capacity: 1 }, pds: { production: 1 } },
  'vuilraith-cabal': { 'space-dock': { production: 5 } },
};
