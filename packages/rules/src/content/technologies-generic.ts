// Generic technologies of the base game and Prophecy of Kings (LRR 90): the 24 coloured technologies and
// the 9 generic unit upgrades. Unit upgrades have no colour; `upgradedStats` gives the upgraded unit's cost
// (per payment, see UnitData.perCost), production and capacity where this app uses them.

import { tech, unitUpgrade } from './technology-builders.ts';
import type { TechnologyData } from './types.ts';

export const GENERIC_TECHNOLOGIES: readonly TechnologyData[] = [
  tech('antimass-deflectors', 'Antimass Deflectors', 'blue', {}, 'base'),
  tech('gravity-drive', 'Gravity Drive', 'blue', { blue: 1 }, 'base'),
  tech('fleet-logistics', 'Fleet Logistics', 'blue', { blue: 2 }, 'base'),
  tech('light-wave-deflector', 'Light/Wave Deflector', 'blue', { blue: 3 }, 'base'),
  tech('dark-energy-tap', 'Dark Energy Tap', 'blue', {}, 'pok'),
  tech('sling-relay', 'Sling Relay', 'blue', { blue: 1 }, 'pok'),
  tech('neural-motivator', 'Neural Motivator', 'green', {}, 'base'),
  tech('dacxive-animators', 'Dacxive Animators', 'green', { green: 1 }, 'base'),
  tech('hyper-metabolism', 'Hyper Metabolism', 'green', { green: 2 }, 'base'),
  tech('x-89-bacterial-weapon', 'X-89 Bacterial Weapon', 'green', { green: 3 }, 'base'),
  tech('psychoarchaeology', 'Psychoarchaeology', 'green', {}, 'pok'),
  tech('bio-stims', 'Bio-Stims', 'green', { green: 1 }, 'pok'),
  tech('plasma-scoring', 'Plasma Scoring', 'red', {}, 'base'),
  tech('magen-defense-grid', 'Magen Defense Grid', 'red', { red: 1 }, 'base'),
  tech('duranium-armor', 'Duranium Armor', 'red', { red: 2 }, 'base'),
  tech('assault-cannon', 'Assault Cannon', 'red', { red: 3 }, 'base'),
  tech('ai-development-algorithm', 'AI Development Algorithm', 'red', {}, 'pok'),
  tech('self-assembly-routines', 'Self-Assembly Routines', 'red', { red: 1 }, 'pok'),
  tech('sarween-tools', 'Sarween Tools', 'yellow', {}, 'base'),
  tech('graviton-laser-system', 'Graviton Laser System', 'yellow', { yellow: 1 }, 'base'),
  tech('transit-diodes', 'Transit Diodes', 'yellow', { yellow: 2 }, 'base'),
  tech('integrated-economy', 'Integrated Economy', 'yellow', { yellow: 3 }, 'base'),
  tech('scanlink-drone-network', 'Scanlink Drone Network', 'yellow', {}, 'pok'),
  tech('predictive-intelligence', 'Predictive Intelligence', 'yellow', { yellow: 1 }, 'pok'),
  unitUpgrade('war-sun', 'War Sun', 'war-sun', { red: 3, yellow: 1 }, 'base', { cost: 12, capacity: 6 }),
  unitUpgrade('space-dock-ii', 'Space Dock II', 'space-dock', { yellow: 2 }, 'base', {
    production: { planetResourcesPlus: 4 },
    capacity: 3,
  }),
  unitUpgrade('cruiser-ii', 'Cruiser II', 'cruiser', { green: 1, yellow: 1, red: 1 }, 'base', {
    cost: 2,
    capacity: 1,
  }),
  unitUpgrade('dreadnought-ii', 'Dreadnought II', 'dreadnought', { blue: 2, yellow: 1 }, 'base', {
    cost: 4,
    capacity: 1,
  }),
  unitUpgrade('destroyer-ii', 'Destroyer II', 'destroyer', { red: 2 }, 'base', { cost: 1 }),
  unitUpgrade('pds-ii', 'PDS II', 'pds', { red: 1, yellow: 1 }, 'base'),
  unitUpgrade('carrier-ii', 'Carrier II', 'carrier', { blue: 2 }, 'base', { cost: 3, capacity: 6 }),
  unitUpgrade('fighter-ii', 'Fighter II', 'fighter', { green: 1, blue: 1 }, 'base', { cost: 1 }),
  unitUpgrade('infantry-ii', 'Infantry II', 'infantry', { green: 2 }, 'base', { cost: 1 }),
];
