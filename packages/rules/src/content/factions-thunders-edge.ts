// Thunder's Edge factions (lobby option `thundersEdge`): commodity value, home system, units placed at
// setup and starting technologies, as the public AsyncTI4 faction table states them (checked by
// factions-thunders-edge.test.ts against shared/reference). The Obsidian are left out: no one picks
// them at setup (Nocturne); the Firmament become them in play, which the app leaves to the table.

import { NO_PREREQUISITE_TECHNOLOGY_IDS } from './technologies.ts';
import type { FactionData } from './types.ts';

export const THUNDERS_EDGE_FACTIONS: readonly FactionData[] = [
  {
    id: 'last-bastion',
    name: 'The Last Bastion',
    expansion: 'te',
    commodities: 1,
    homeSystem: '92',
    startingUnits: { carrier: 1, cruiser: 1, dreadnought: 1, fighter: 2, infantry: 3, 'space-dock': 1 },
    startingTechnologies: [],
    startingTechnologyChoice: {
      count: 1,
      from: ['antimass-deflectors', 'dark-energy-tap', 'sarween-tools', 'scanlink-drone-network'],
    },
  },
  {
    id: 'ral-nel-consortium',
    name: 'The Ral Nel Consortium',
    expansion: 'te',
    commodities: 4,
    homeSystem: '93',
    startingUnits: {
      carrier: 1,
      destroyer: 1,
      dreadnought: 1,
      fighter: 2,
      infantry: 4,
      pds: 2,
      'space-dock': 1,
    },
    startingTechnologies: [],
    startingTechnologyChoice: {
      count: 1,
      from: ['neural-motivator', 'psychoarchaeology', 'plasma-scoring', 'ai-development-algorithm'],
    },
  },
  {
    // Home system 118 sits beside the board; the Sorrow (tile 94) takes its home position (Sorrow).
    id: 'crimson-rebellion',
    name: 'The Crimson Rebellion',
    expansion: 'te',
    commodities: 2,
    homeSystem: '118',
    homePositionTile: '94',
    startingUnits: { carrier: 1, destroyer: 2, fighter: 3, infantry: 4, pds: 1, 'space-dock': 1 },
    startingTechnologies: [],
    startingTechnologyChoice: {
      count: 1,
      from: ['dark-energy-tap', 'antimass-deflectors', 'plasma-scoring', 'ai-development-algorithm'],
    },
  },
  {
    // The reference names no list to choose from, only two technologies: any without prerequisites.
    id: 'deepwrought-scholarate',
    name: 'The Deepwrought Scholarate',
    expansion: 'te',
    commodities: 3,
    homeSystem: '95',
    startingUnits: { carrier: 1, dreadnought: 1, fighter: 4, infantry: 3, 'space-dock': 1 },
    startingTechnologies: [],
    startingTechnologyChoice: { count: 2, from: NO_PREREQUISITE_TECHNOLOGY_IDS },
  },
  {
    id: 'firmament',
    name: 'The Firmament',
    expansion: 'te',
    commodities: 3,
    homeSystem: '96a',
    startingUnits: { carrier: 1, cruiser: 1, destroyer: 1, fighter: 3, infantry: 3, 'space-dock': 1 },
    startingTechnologies: [],
    startingTechnologyChoice: {
      count: 1,
      from: ['neural-motivator', 'psychoarchaeology', 'sarween-tools', 'scanlink-drone-network'],
    },
  },
];
