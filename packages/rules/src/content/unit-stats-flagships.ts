// Flagship profiles of the base-game, Prophecy of Kings and Council Keleres factions, keyed
// `<faction id>-flagship` and named as in faction-sheets.ts. Every flagship costs 8 and has Sustain
// Damage; only the numbers differ. The Nomad's Memoria, which has an upgrade card, is in
// unit-stats-faction.ts with the other upgradable faction units.

import { cannon, profile, roll, type DiceRoll, type UnitProfile } from './unit-stats-types.ts';

interface FlagshipFields {
  readonly combat: DiceRoll;
  readonly move?: number;
  readonly capacity?: number;
  readonly extra?: Partial<UnitProfile>;
}

function flagship(faction: string, name: string, { combat, move = 1, capacity = 3, extra }: FlagshipFields) {
  return profile({
    id: `${faction}-flagship`,
    name,
    type: 'flagship',
    faction,
    costPerUnit: 8,
    combat,
    move,
    capacity,
    sustainDamage: true,
    ...extra,
  });
}

export const FLAGSHIP_PROFILES: readonly UnitProfile[] = [
  flagship('arborec', 'Duha Menaimon', { combat: roll(7, 2), capacity: 5 }),
  flagship('barony-of-letnev', 'Arc Secundus', {
    combat: roll(5, 2),
    // Its text strips other players' Planetary Shield in its system.
    extra: { bombardment: roll(5, 3), disablesPlanetaryShield: true },
  }),
  flagship('clan-of-saar', 'Son of Ragh', { combat: roll(5, 2), extra: { antiFighterBarrage: roll(6, 4) } }),
  flagship('embers-of-muaat', 'The Inferno', { combat: roll(5, 2) }),
  flagship('emirates-of-hacan', 'Wrath of Kenara', { combat: roll(7, 2) }),
  flagship('federation-of-sol', 'Genesis', { combat: roll(5, 2), capacity: 12 }),
  flagship('ghosts-of-creuss', 'Hil Colish', { combat: roll(5, 1) }),
  flagship('l1z1x-mindnet', '[0.0.1]', { combat: roll(5, 2), capacity: 5 }),
  flagship('mentak-coalition', 'Fourth Moon', { combat: roll(7, 2) }),
  flagship('naalu-collective', 'Matriarch', { combat: roll(9, 2), capacity: 6 }),
  flagship('nekro-virus', 'The Alastor', { combat: roll(9, 2) }),
  flagship('sardakk-norr', 'C’morran N’orr', { combat: roll(6, 2) }),
  flagship('universities-of-jol-nar', 'J.N.S. Hylarim', { combat: roll(6, 2) }),
  // Rolls one die per non-fighter ship of its opponent: no fixed count.
  flagship('winnu', 'Salai Sai Corian', {
    combat: roll(7, 0),
    extra: { combatDicePerOpposing: 'non-fighter-ship' },
  }),
  flagship('xxcha-kingdom', 'Loncara Ssodu', {
    combat: roll(7, 2),
    extra: { spaceCannon: cannon(5, 3, true) },
  }),
  flagship('yin-brotherhood', 'Van Hauge', { combat: roll(9, 2) }),
  flagship('yssaril-tribes', 'Y’sia Y’ssrila', { combat: roll(5, 2), move: 2 }),
  flagship('argent-flight', 'Quetzecoatl', { combat: roll(7, 2) }),
  flagship('empyrean', 'Dynamo', { combat: roll(5, 2) }),
  flagship('mahact-gene-sorcerers', 'Arvicon Rex', { combat: roll(5, 2) }),
  flagship('naaz-rokha-alliance', 'Visz El Vir', { combat: roll(9, 2), capacity: 4 }),
  flagship('titans-of-ul', 'Ouranos', { combat: roll(7, 2) }),
  flagship('vuilraith-cabal', 'The Terror Between', { combat: roll(5, 2), extra: { bombardment: roll(5) } }),
  // Codex III; not in the reference data the other rows are checked against.
  flagship('council-keleres', 'Artemiris', { combat: roll(7, 2), capacity: 6 }),
];
