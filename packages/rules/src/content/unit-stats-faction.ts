// Faction mechs and the faction units that replace a generic one (LRR 96.2), before and after their
// upgrade. An upgraded row carries the id of its technology in technologies-faction.ts; the row before
// the upgrade is named after its card ('super-dreadnought-i'). Mechs are keyed `<faction id>-mech`.

import { cannon, profile, roll, type UnitProfile } from './unit-stats-types.ts';

const HALF = 0.5;

/** The numbers every mech card shares; four mechs add to them. */
function mech(faction: string, name: string, extra: Partial<UnitProfile> = {}): UnitProfile {
  return profile({
    id: `${faction}-mech`,
    name,
    type: 'mech',
    faction,
    costPerUnit: 2,
    combat: roll(6),
    sustainDamage: true,
    ...extra,
  });
}

export const MECH_PROFILES: readonly UnitProfile[] = [
  mech('arborec', 'Letani Behemoth', { planetaryShield: true, production: 2 }),
  mech('barony-of-letnev', 'Dunlain Reaper'),
  mech('clan-of-saar', 'Scavenger Zeta'),
  mech('embers-of-muaat', 'Ember Colossus'),
  mech('emirates-of-hacan', 'Pride of Kenara'),
  mech('federation-of-sol', 'ZS Thunderbolt M2'),
  mech('ghosts-of-creuss', 'Icarus Drive'),
  // Bombards from the space area while it sits out the ground combat.
  mech('l1z1x-mindnet', 'Annihilator', { bombardment: roll(8) }),
  mech('mentak-coalition', 'Moll Terminus'),
  mech('naalu-collective', 'Iconoclast'),
  mech('nekro-virus', 'Mordred'),
  mech('sardakk-norr', 'Valkyrie Exoskeleton'),
  mech('universities-of-jol-nar', 'Shield Paling'),
  mech('winnu', 'Reclaimer'),
  mech('xxcha-kingdom', 'Indomitus', { spaceCannon: cannon(8, 1, true) }),
  mech('yin-brotherhood', 'Moyin’s Ashes'),
  mech('yssaril-tribes', 'Blackshade Infiltrator'),
  mech('argent-flight', 'Aerie Sentinel'),
  mech('empyrean', 'Watcher'),
  mech('mahact-gene-sorcerers', 'Starlancer'),
  mech('naaz-rokha-alliance', 'Eidolon', { combat: roll(6, 2) }),
  mech('nomad', 'Quantum Manipulator'),
  mech('titans-of-ul', 'Hecatoncheires'),
  mech('vuilraith-cabal', 'Reanimator'),
  mech('council-keleres', 'Omniopiares'),
];

/**
 * The Naaz-Rokha mech's other side: in the space area of the active system it is also a ship and rolls
 * 2 dice on 8 without Sustain Damage. unitProfile() returns the planet side.
 */
export const Z_GRAV_EIDOLON: UnitProfile = profile({
  id: 'z-grav-eidolon',
  name: 'Z-Grav Eidolon',
  type: 'mech',
  faction: 'naaz-rokha-alliance',
  costPerUnit: 2,
  combat: roll(8, 2),
});

export const FACTION_UNIT_PROFILES: readonly UnitProfile[] = [
  ...pair('arborec', 'infantry', 'letani-warrior', 'Letani Warrior', [
    { costPerUnit: HALF, combat: roll(8), production: 1 },
    { costPerUnit: HALF, combat: roll(7), production: 2 },
  ]),
  ...pair('argent-flight', 'destroyer', 'strike-wing-alpha', 'Strike Wing Alpha', [
    { costPerUnit: 1, combat: roll(8), move: 2, capacity: 1, antiFighterBarrage: roll(9, 2) },
    { costPerUnit: 1, combat: roll(7), move: 2, capacity: 1, antiFighterBarrage: roll(6, 3) },
  ]),
  ...pair('clan-of-saar', 'space-dock', 'floating-factory', 'Floating Factory', [
    { move: 1, capacity: 4, production: 5 },
    { move: 2, capacity: 5, production: 7 },
  ]),
  ...pair('embers-of-muaat', 'war-sun', 'prototype-war-sun', 'Prototype War Sun', [
    { ...warSun(), costPerUnit: 12, move: 1 },
    { ...warSun(), costPerUnit: 10, move: 3 },
  ]),
  ...pair('federation-of-sol', 'carrier', 'advanced-carrier', 'Advanced Carrier', [
    { costPerUnit: 3, combat: roll(9), move: 1, capacity: 6 },
    { costPerUnit: 3, combat: roll(9), move: 2, capacity: 8, sustainDamage: true },
  ]),
  ...pair('federation-of-sol', 'infantry', 'spec-ops', 'Spec Ops', [
    { costPerUnit: HALF, combat: roll(7) },
    { costPerUnit: HALF, combat: roll(6) },
  ]),
  ...pair('l1z1x-mindnet', 'dreadnought', 'super-dreadnought', 'Super Dreadnought', [
    { costPerUnit: 4, combat: roll(5), move: 1, capacity: 2, sustainDamage: true, bombardment: roll(5) },
    { costPerUnit: 4, combat: roll(4), move: 2, capacity: 2, sustainDamage: true, bombardment: roll(4) },
  ]),
  ...pair('mahact-gene-sorcerers', 'infantry', 'crimson-legionnaire', 'Crimson Legionnaire', [
    { costPerUnit: HALF, combat: roll(8) },
    { costPerUnit: HALF, combat: roll(7) },
  ]),
  ...pair('naalu-collective', 'fighter', 'hybrid-crystal-fighter', 'Hybrid Crystal Fighter', [
    { costPerUnit: HALF, combat: roll(8) },
    { costPerUnit: HALF, combat: roll(7), move: 2 },
  ]),
  ...pair('nomad', 'flagship', 'memoria', 'Memoria', [
    { ...memoria(), combat: roll(7, 2), move: 1, capacity: 3, antiFighterBarrage: roll(8, 3) },
    { ...memoria(), combat: roll(5, 2), move: 2, capacity: 6, antiFighterBarrage: roll(5, 3) },
  ]),
  ...pair('sardakk-norr', 'dreadnought', 'exotrireme', 'Exotrireme', [
    { costPerUnit: 4, combat: roll(5), move: 1, capacity: 1, sustainDamage: true, bombardment: roll(4, 2) },
    { costPerUnit: 4, combat: roll(5), move: 2, capacity: 1, sustainDamage: true, bombardment: roll(4, 2) },
  ]),
  ...pair('titans-of-ul', 'cruiser', 'saturn-engine', 'Saturn Engine', [
    { costPerUnit: 2, combat: roll(7), move: 2, capacity: 1 },
    { costPerUnit: 2, combat: roll(6), move: 3, capacity: 2, sustainDamage: true },
  ]),
  // Hel-Titans are structures and ground forces at once: they fight in ground combat.
  ...pair('titans-of-ul', 'pds', 'hel-titan', 'Hel-Titan', [
    { combat: roll(7), sustainDamage: true, spaceCannon: cannon(6), planetaryShield: true, production: 1 },
    {
      combat: roll(6),
      sustainDamage: true,
      spaceCannon: cannon(5, 1, true),
      planetaryShield: true,
      production: 1,
    },
  ]),
  ...pair('vuilraith-cabal', 'space-dock', 'dimensional-tear', 'Dimensional Tear', [
    { production: 5 },
    { production: 7 },
  ]),
];

type Numbers = Omit<Partial<UnitProfile>, 'id' | 'name' | 'type' | 'faction' | 'technology'>;

/** A faction unit's card (`<stem>-i`) and its upgrade (`<stem>-ii`, the technology's id). */
function pair(
  faction: string,
  type: UnitProfile['type'],
  stem: string,
  name: string,
  [first, second]: readonly [Numbers, Numbers],
): UnitProfile[] {
  return [
    profile({ ...first, id: `${stem}-i`, name: `${name} I`, type, faction }),
    profile({ ...second, id: `${stem}-ii`, name: `${name} II`, type, faction, technology: `${stem}-ii` }),
  ];
}

function warSun(): Numbers {
  return {
    combat: roll(3, 3),
    capacity: 6,
    sustainDamage: true,
    bombardment: roll(3, 3),
    disablesPlanetaryShield: true,
  };
}

function memoria(): Numbers {
  return { costPerUnit: 8, sustainDamage: true };
}
