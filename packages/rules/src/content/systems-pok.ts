// Prophecy of Kings system tiles 52-82 (home systems 52-58, blue 59-76, red 77-81, Mallice 82).
// Tile 81 is the supernova that the Embers of Muaat hero puts on the board.
// Tile 82 (the Wormhole Nexus with Mallice) starts off the board with its inactive side up; the active side's
// wormholes are listed here and the inactive side's in WORMHOLE_NEXUS_INACTIVE_WORMHOLES.

import { planet, tile } from './system-builders.ts';
import type { SystemData, Wormhole } from './types.ts';

export const WORMHOLE_NEXUS_ID = '82';
export const WORMHOLE_NEXUS_INACTIVE_WORMHOLES: readonly Wormhole[] = ['gamma'];

export const POK_SYSTEMS: readonly SystemData[] = [
  tile('52', 'home', { planets: [planet('ixth', 'Ixth', 3, 5)], homeOf: 'mahact-gene-sorcerers' }),
  tile('53', 'home', { planets: [planet('arcturus', 'Arcturus', 4, 4)], homeOf: 'nomad' }),
  tile('54', 'home', { planets: [planet('acheron', 'Acheron', 4, 0)], homeOf: 'vuilraith-cabal' }),
  tile('55', 'home', { planets: [planet('elysium', 'Elysium', 4, 1)], homeOf: 'titans-of-ul' }),
  tile('56', 'home', {
    planets: [planet('the-dark', 'The Dark', 3, 4)],
    anomalies: ['nebula'],
    homeOf: 'empyrean',
  }),
  tile('57', 'home', {
    planets: [planet('naazir', 'Naazir', 2, 1), planet('rokha', 'Rokha', 1, 2)],
    homeOf: 'naaz-rokha-alliance',
  }),
  tile('58', 'home', {
    planets: [planet('valk', 'Valk', 2, 0), planet('ylir', 'Ylir', 0, 2), planet('avar', 'Avar', 1, 1)],
    homeOf: 'argent-flight',
  }),
  tile('59', 'blue', {
    planets: [planet('archon-vail', 'Archon Vail', 1, 3, { trait: 'hazardous', specialty: 'blue' })],
  }),
  tile('60', 'blue', { planets: [planet('perimeter', 'Perimeter', 2, 1, { trait: 'industrial' })] }),
  tile('61', 'blue', { planets: [planet('ang', 'Ang', 2, 0, { trait: 'industrial', specialty: 'red' })] }),
  tile('62', 'blue', {
    planets: [planet('sem-lore', 'Sem-Lore', 3, 2, { trait: 'cultural', specialty: 'yellow' })],
  }),
  tile('63', 'blue', {
    planets: [planet('vorhal', 'Vorhal', 0, 2, { trait: 'cultural', specialty: 'green' })],
  }),
  tile('64', 'blue', {
    planets: [planet('atlas', 'Atlas', 3, 1, { trait: 'hazardous' })],
    wormholes: ['beta'],
  }),
  tile('65', 'blue', { planets: [planet('primor', 'Primor', 2, 1, { trait: 'cultural', legendary: true })] }),
  tile('66', 'blue', {
    planets: [planet('hopes-end', "Hope's End", 3, 0, { trait: 'hazardous', legendary: true })],
  }),
  tile('67', 'red', {
    planets: [planet('cormund', 'Cormund', 2, 0, { trait: 'hazardous' })],
    anomalies: ['gravity-rift'],
  }),
  tile('68', 'red', {
    planets: [planet('everra', 'Everra', 3, 1, { trait: 'cultural' })],
    anomalies: ['nebula'],
  }),
  tile('69', 'blue', {
    planets: [
      planet('accoen', 'Accoen', 2, 3, { trait: 'industrial' }),
      planet('jeol-ir', 'Jeol Ir', 2, 3, { trait: 'industrial' }),
    ],
  }),
  tile('70', 'blue', {
    planets: [
      planet('kraag', 'Kraag', 2, 1, { trait: 'hazardous' }),
      planet('siig', 'Siig', 0, 2, { trait: 'hazardous' }),
    ],
  }),
  tile('71', 'blue', {
    planets: [
      planet('bakal', "Ba'kal", 3, 2, { trait: 'industrial' }),
      planet('alio-prima', 'Alio Prima', 1, 1, { trait: 'cultural' }),
    ],
  }),
  tile('72', 'blue', {
    planets: [
      planet('lisis', 'Lisis', 2, 2, { trait: 'industrial' }),
      planet('velnor', 'Velnor', 2, 1, { trait: 'industrial', specialty: 'red' }),
    ],
  }),
  tile('73', 'blue', {
    planets: [
      planet('cealdri', 'Cealdri', 0, 2, { trait: 'cultural', specialty: 'yellow' }),
      planet('xanhact', 'Xanhact', 0, 1, { trait: 'hazardous' }),
    ],
  }),
  tile('74', 'blue', {
    planets: [
      planet('vega-major', 'Vega Major', 2, 1, { trait: 'cultural' }),
      planet('vega-minor', 'Vega Minor', 1, 2, { trait: 'cultural', specialty: 'blue' }),
    ],
  }),
  tile('75', 'blue', {
    planets: [
      planet('loki', 'Loki', 1, 2, { trait: 'cultural' }),
      planet('abaddon', 'Abaddon', 1, 0, { trait: 'cultural' }),
      planet('ashtroth', 'Ashtroth', 2, 0, { trait: 'hazardous' }),
    ],
  }),
  tile('76', 'blue', {
    planets: [
      planet('rigel-iii', 'Rigel III', 1, 1, { trait: 'industrial', specialty: 'green' }),
      planet('rigel-ii', 'Rigel II', 1, 2, { trait: 'industrial' }),
      planet('rigel-i', 'Rigel I', 0, 1, { trait: 'hazardous' }),
    ],
  }),
  tile('77', 'red', {}),
  tile('78', 'red', {}),
  tile('79', 'red', { wormholes: ['alpha'], anomalies: ['asteroid-field'] }),
  tile('80', 'red', { anomalies: ['supernova'] }),
  tile('81', 'red', { anomalies: ['supernova'] }),
  tile('82', 'offboard', {
    planets: [planet('mallice', 'Mallice', 0, 3, { trait: 'cultural', legendary: true })],
    wormholes: ['alpha', 'beta', 'gamma'],
  }),
];
