// Factions of the base game, Prophecy of Kings, the Council Keleres (Codex III) and Thunder's Edge
// (factions-thunders-edge.ts): commodity value, home system tile, units placed at setup and starting
// technologies (faction sheets; LRR 81 setup).

import { THUNDERS_EDGE_FACTIONS } from './factions-thunders-edge.ts';
import { NO_PREREQUISITE_TECHNOLOGY_IDS } from './technologies.ts';
import type { FactionData } from './types.ts';

/**
 * The Council Keleres has no home system of its own: at setup it takes the home system of the Mentak
 * Coalition, the Xxcha Kingdom or the Argent Flight, whichever is not in play. Its `homeSystem` is
 * therefore the empty string; use homeSystemOptions() to list the tiles it may take.
 */
export const KELERES_ID = 'council-keleres';
export const KELERES_HOME_SYSTEM_OPTIONS: readonly string[] = ['2', '14', '58'];

export const FACTIONS: readonly FactionData[] = [
  // Base game
  {
    id: 'arborec',
    name: 'The Arborec',
    expansion: 'base',
    commodities: 3,
    homeSystem: '5',
    startingUnits: { carrier: 1, cruiser: 1, fighter: 2, infantry: 4, pds: 1, 'space-dock': 1 },
    startingTechnologies: ['magen-defense-grid'],
  },
  {
    id: 'barony-of-letnev',
    name: 'The Barony of Letnev',
    expansion: 'base',
    commodities: 2,
    homeSystem: '10',
    startingUnits: { dreadnought: 1, carrier: 1, destroyer: 1, fighter: 1, infantry: 3, 'space-dock': 1 },
    startingTechnologies: ['antimass-deflectors', 'plasma-scoring'],
  },
  {
    id: 'clan-of-saar',
    name: 'The Clan of Saar',
    expansion: 'base',
    commodities: 3,
    homeSystem: '11',
    startingUnits: { carrier: 2, cruiser: 1, fighter: 2, infantry: 4, 'space-dock': 1 },
    startingTechnologies: ['antimass-deflectors'],
  },
  {
    id: 'embers-of-muaat',
    name: 'The Embers of Muaat',
    expansion: 'base',
    commodities: 4,
    homeSystem: '4',
    startingUnits: { 'war-sun': 1, fighter: 2, infantry: 4, 'space-dock': 1 },
    startingTechnologies: ['plasma-scoring'],
  },
  {
    id: 'emirates-of-hacan',
    name: 'The Emirates of Hacan',
    expansion: 'base',
    commodities: 6,
    homeSystem: '16',
    startingUnits: { carrier: 2, cruiser: 1, fighter: 2, infantry: 4, 'space-dock': 1 },
    startingTechnologies: ['antimass-deflectors', 'sarween-tools'],
  },
  {
    id: 'federation-of-sol',
    name: 'The Federation of Sol',
    expansion: 'base',
    commodities: 4,
    homeSystem: '1',
    startingUnits: { carrier: 2, destroyer: 1, fighter: 3, infantry: 5, 'space-dock': 1 },
    startingTechnologies: ['antimass-deflectors', 'neural-motivator'],
  },
  {
    // Home system: tile 51, off the board; the Creuss Gate (tile 17) takes its place on the board.
    id: 'ghosts-of-creuss',
    name: 'The Ghosts of Creuss',
    expansion: 'base',
    commodities: 4,
    homeSystem: '51',
    homePositionTile: '17',
    startingUnits: { carrier: 1, destroyer: 2, fighter: 2, infantry: 4, 'space-dock': 1 },
    startingTechnologies: ['gravity-drive'],
  },
  {
    id: 'l1z1x-mindnet',
    name: 'The L1Z1X Mindnet',
    expansion: 'base',
    commodities: 2,
    homeSystem: '6',
    startingUnits: { dreadnought: 1, carrier: 1, fighter: 3, infantry: 5, pds: 1, 'space-dock': 1 },
    startingTechnologies: ['neural-motivator', 'plasma-scoring'],
  },
  {
    id: 'mentak-coalition',
    name: 'The Mentak Coalition',
    expansion: 'base',
    commodities: 2,
    homeSystem: '2',
    startingUnits: { carrier: 1, cruiser: 2, fighter: 3, infantry: 4, pds: 1, 'space-dock': 1 },
    startingTechnologies: ['plasma-scoring', 'sarween-tools'],
  },
  {
    id: 'naalu-collective',
    name: 'The Naalu Collective',
    expansion: 'base',
    commodities: 3,
    homeSystem: '9',
    startingUnits: { carrier: 1, cruiser: 1, destroyer: 1, fighter: 3, infantry: 4, pds: 1, 'space-dock': 1 },
    startingTechnologies: ['neural-motivator', 'sarween-tools'],
  },
  {
    id: 'nekro-virus',
    name: 'The Nekro Virus',
    expansion: 'base',
    commodities: 3,
    homeSystem: '8',
    startingUnits: { dreadnought: 1, carrier: 1, cruiser: 1, fighter: 2, infantry: 2, 'space-dock': 1 },
    startingTechnologies: ['dacxive-animators'],
  },
  {
    // Starts with no technology.
    id: 'sardakk-norr',
    name: "Sardakk N'orr",
    expansion: 'base',
    commodities: 3,
    homeSystem: '13',
    startingUnits: { carrier: 2, cruiser: 1, infantry: 5, pds: 1, 'space-dock': 1 },
    startingTechnologies: [],
  },
  {
    id: 'universities-of-jol-nar',
    name: 'The Universities of Jol-Nar',
    expansion: 'base',
    commodities: 4,
    homeSystem: '12',
    startingUnits: { dreadnought: 1, carrier: 2, fighter: 1, infantry: 2, pds: 2, 'space-dock': 1 },
    startingTechnologies: ['antimass-deflectors', 'neural-motivator', 'plasma-scoring', 'sarween-tools'],
  },
  {
    id: 'winnu',
    name: 'The Winnu',
    expansion: 'base',
    commodities: 3,
    homeSystem: '7',
    startingUnits: { carrier: 1, cruiser: 1, fighter: 2, infantry: 2, pds: 1, 'space-dock': 1 },
    startingTechnologies: [],
    // Any one technology that has no prerequisites.
    startingTechnologyChoice: { count: 1, from: NO_PREREQUISITE_TECHNOLOGY_IDS },
  },
  {
    id: 'xxcha-kingdom',
    name: 'The Xxcha Kingdom',
    expansion: 'base',
    commodities: 4,
    homeSystem: '14',
    startingUnits: { carrier: 1, cruiser: 2, fighter: 3, infantry: 4, pds: 1, 'space-dock': 1 },
    startingTechnologies: ['graviton-laser-system'],
  },
  {
    id: 'yin-brotherhood',
    name: 'The Yin Brotherhood',
    expansion: 'base',
    commodities: 2,
    homeSystem: '3',
    startingUnits: { carrier: 2, destroyer: 1, fighter: 4, infantry: 4, 'space-dock': 1 },
    startingTechnologies: ['sarween-tools'],
  },
  {
    id: 'yssaril-tribes',
    name: 'The Yssaril Tribes',
    expansion: 'base',
    commodities: 3,
    homeSystem: '15',
    startingUnits: { carrier: 2, cruiser: 1, fighter: 2, infantry: 5, pds: 1, 'space-dock': 1 },
    startingTechnologies: ['neural-motivator'],
  },
  // Prophecy of Kings
  {
    id: 'argent-flight',
    name: 'The Argent Flight',
    expansion: 'pok',
    commodities: 3,
    homeSystem: '58',
    startingUnits: { carrier: 1, destroyer: 2, fighter: 2, infantry: 5, pds: 1, 'space-dock': 1 },
    startingTechnologies: [],
    startingTechnologyChoice: { count: 2, from: ['neural-motivator', 'sarween-tools', 'plasma-scoring'] },
  },
  {
    id: 'empyrean',
    name: 'The Empyrean',
    expansion: 'pok',
    commodities: 4,
    homeSystem: '56',
    startingUnits: { carrier: 2, destroyer: 1, fighter: 2, infantry: 4, 'space-dock': 1 },
    startingTechnologies: ['dark-energy-tap'],
  },
  {
    id: 'mahact-gene-sorcerers',
    name: 'The Mahact Gene-Sorcerers',
    expansion: 'pok',
    commodities: 3,
    homeSystem: '52',
    startingUnits: { dreadnought: 1, carrier: 1, cruiser: 1, fighter: 2, infantry: 3, 'space-dock': 1 },
    startingTechnologies: ['bio-stims', 'predictive-intelligence'],
  },
  {
    id: 'naaz-rokha-alliance',
    name: 'The Naaz-Rokha Alliance',
    expansion: 'pok',
    commodities: 3,
    homeSystem: '57',
    startingUnits: { carrier: 2, destroyer: 1, fighter: 2, mech: 1, infantry: 3, 'space-dock': 1 },
    startingTechnologies: ['psychoarchaeology', 'ai-development-algorithm'],
  },
  {
    id: 'nomad',
    name: 'The Nomad',
    expansion: 'pok',
    commodities: 4,
    homeSystem: '53',
    startingUnits: { carrier: 1, destroyer: 1, fighter: 3, flagship: 1, infantry: 4, 'space-dock': 1 },
    startingTechnologies: ['sling-relay'],
  },
  {
    id: 'titans-of-ul',
    name: 'The Titans of Ul',
    expansion: 'pok',
    commodities: 2,
    homeSystem: '55',
    startingUnits: { dreadnought: 1, cruiser: 2, fighter: 2, infantry: 3, 'space-dock': 1 },
    startingTechnologies: ['antimass-deflectors', 'scanlink-drone-network'],
  },
  {
    id: 'vuilraith-cabal',
    name: "The Vuil'raith Cabal",
    expansion: 'pok',
    commodities: 2,
    homeSystem: '54',
    startingUnits: { dreadnought: 1, carrier: 1, cruiser: 1, fighter: 3, infantry: 3, 'space-dock': 1 },
    startingTechnologies: ['self-assembly-routines'],
  },
  // Codex III
  {
    // No fixed home system (see KELERES_HOME_SYSTEM_OPTIONS). The reference lists no starting
    // technologies; its setup choice depends on the other players' technologies, so it is left to the
    // engine (docs/content-notes.md).
    id: KELERES_ID,
    name: 'The Council Keleres',
    expansion: 'codex',
    commodities: 2,
    homeSystem: '',
    startingUnits: { carrier: 2, cruiser: 1, fighter: 2, infantry: 2, 'space-dock': 1 },
    startingTechnologies: [],
  },
  // Thunder's Edge (lobby option `thundersEdge`)
  ...THUNDERS_EDGE_FACTIONS,
];

export const FACTIONS_BY_ID: ReadonlyMap<string, FactionData> = new Map(FACTIONS.map((f) => [f.id, f]));

/** The factions a game may seat: Thunder's Edge's only with its lobby option. */
export function factionsInPlay(thundersEdge: boolean): readonly FactionData[] {
  return thundersEdge ? FACTIONS : FACTIONS.filter((f) => f.expansion !== 'te');
}

/** Home system tiles a faction may use: its own, or for the Keleres the three it may borrow. */
export function homeSystemOptions(factionId: string): readonly string[] {
  if (factionId === KELERES_ID) return KELERES_HOME_SYSTEM_OPTIONS;
  const faction = FACTIONS_BY_ID.get(factionId);
  return faction === undefined ? [] : [faction.homeSystem];
}

/** Faction abilities that change how strategy cards or their follow-ups work (spec 2.2). */
export const STRATEGY_ABILITIES = [
  'naalu-zero-token',
  'hacan-free-trade',
  'yssaril-extra-draw',
  'sol-extra-token',
  'jol-nar-analytical',
  'keleres-patronage',
  'yssaril-no-hand-limit',
  'nekro-propagation',
  'jol-nar-brilliant',
  'arborec-mitosis',
  'xxcha-peace-accords',
  'sol-orbital-drop',
  'muaat-star-forge',
  'cabal-amalgamation',
  'winnu-blood-ties',
] as const;
export type StrategyAbility = (typeof STRATEGY_ABILITIES)[number];

/**
 * - naalu-zero-token: the Naalu's 0 token gives them initiative 0, before every strategy card (Telepathic).
 * - hacan-free-trade: the Hacan resolve Trade's secondary without spending a strategy token (Masters of Trade).
 * - yssaril-extra-draw: whenever the Yssaril draw action cards they draw one more, then discard one
 *   (Scheming).
 * - sol-extra-token: the Federation of Sol gain one more command token in the status phase (Versatile).
 * - jol-nar-analytical: the Universities of Jol-Nar ignore one prerequisite of a technology that is not
 *   a unit upgrade (Analytical).
 * - yssaril-no-hand-limit: the Yssaril have no action-card hand limit (Crafty).
 * - keleres-patronage: the Council Keleres replenish commodities and gain 1 trade good at the start of
 *   the strategy phase (Council Patronage).
 * - nekro-propagation: the Nekro Virus never research technology; each technology they would research
 *   is three command tokens instead (Propagation).
 * - jol-nar-brilliant: when the Universities of Jol-Nar spend a token to follow Technology, they may
 *   resolve its primary ability instead of the secondary (Brilliant).
 * - arborec-mitosis: the Arborec's space docks cannot produce infantry, and they place 1 infantry on a
 *   planet of theirs as the status phase begins (Mitosis, abilities/mitosis.ts).
 * - xxcha-peace-accords: after resolving either ability of Diplomacy, the Xxcha may take an empty
 *   planet next to one they control (Peace Accords, rules/cards/peace-accords.ts).
 * - sol-orbital-drop: a strategy-pool token puts 2 infantry on a planet of theirs (Orbital Drop, a
 *   component action, pool-abilities.ts).
 * - muaat-star-forge: a strategy-pool token puts 2 fighters or 1 destroyer with a war sun of theirs
 *   (Star Forge, a component action, pool-abilities.ts).
 * - cabal-amalgamation: when the Vuil'raith Cabal produce a unit, a captured unit of that type may be
 *   returned to pay for it (Amalgamation, abilities/amalgamation.ts).
 * - winnu-blood-ties: the Winnu spend no influence to remove the custodians token (Blood Ties,
 *   rules/agenda/custodians.ts).
 */
export const STRATEGY_ABILITY_HOLDERS: Readonly<Record<StrategyAbility, string>> = {
  'naalu-zero-token': 'naalu-collective',
  'hacan-free-trade': 'emirates-of-hacan',
  'yssaril-extra-draw': 'yssaril-tribes',
  'sol-extra-token': 'federation-of-sol',
  'jol-nar-analytical': 'universities-of-jol-nar',
  'keleres-patronage': KELERES_ID,
  'yssaril-no-hand-limit': 'yssaril-tribes',
  'nekro-propagation': 'nekro-virus',
  'jol-nar-brilliant': 'universities-of-jol-nar',
  'arborec-mitosis': 'arborec',
  'xxcha-peace-accords': 'xxcha-kingdom',
  'sol-orbital-drop': 'federation-of-sol',
  'muaat-star-forge': 'embers-of-muaat',
  'cabal-amalgamation': 'vuilraith-cabal',
  'winnu-blood-ties': 'winnu',
};

export function factionHas(factionId: string, ability: StrategyAbility): boolean {
  return STRATEGY_ABILITY_HOLDERS[ability] === factionId;
}
