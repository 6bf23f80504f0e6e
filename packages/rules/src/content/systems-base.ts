// Base game system tiles 1-51 (LRR 53 home systems, 55 Mecatol Rex, 9 anomalies, 100 wormholes).
// Facts checked against the public TTPG system table; see docs/content-notes.md.
// Tile 17 is the Creuss Gate: it sits in the Ghosts of Creuss home position on the board, while their
// home system proper (tile 51, planet Creuss) stays off the board. Both are kind 'home' for that faction.

import { planet, tile } from './system-builders.ts';
import type { SystemData } from './types.ts';

export const BASE_SYSTEMS: readonly SystemData[] = [
  tile('1', 'home', { planets: [planet('jord', 'Jord', 4, 2)], homeOf: 'federation-of-sol' }),
  tile('2', 'home', { planets: [planet('moll-primus', 'Moll Primus', 4, 1)], homeOf: 'mentak-coalition' }),
  tile('3', 'home', { planets: [planet('darien', 'Darien', 4, 4)], homeOf: 'yin-brotherhood' }),
  tile('4', 'home', { planets: [planet('muaat', 'Muaat', 4, 1)], homeOf: 'embers-of-muaat' }),
  tile('5', 'home', { planets: [planet('nestphar', 'Nestphar', 3, 2)], homeOf: 'arborec' }),
  tile('6', 'home', { planets: [planet('000', '[0.0.0]', 5, 0)], homeOf: 'l1z1x-mindnet' }),
  tile('7', 'home', { planets: [planet('winnu', 'Winnu', 3, 4)], homeOf: 'winnu' }),
  tile('8', 'home', { planets: [planet('mordai-ii', 'Mordai II', 4, 0)], homeOf: 'nekro-virus' }),
  tile('9', 'home', {
    planets: [planet('maaluuk', 'Maaluuk', 0, 2), planet('druaa', 'Druaa', 3, 1)],
    homeOf: 'naalu-collective',
  }),
  tile('10', 'home', {
    planets: [planet('arc-prime', 'Arc Prime', 4, 0), planet('wren-terra', 'Wren Terra', 2, 1)],
    homeOf: 'barony-of-letnev',
  }),
  tile('11', 'home', {
    planets: [planet('lisis-ii', 'Lisis II', 1, 0), planet('ragh', 'Ragh', 2, 1)],
    homeOf: 'clan-of-saar',
  }),
  tile('12', 'home', {
    planets: [planet('nar', 'Nar', 2, 3), planet('jol', 'Jol', 1, 2)],
    homeOf: 'universities-of-jol-nar',
  }),
  tile('13', 'home', {
    planets: [planet('trenlak', 'Trenlak', 1, 0), planet('quinarra', 'Quinarra', 3, 1)],
    homeOf: 'sardakk-norr',
  }),
  tile('14', 'home', {
    planets: [planet('archon-ren', 'Archon Ren', 2, 3), planet('archon-tau', 'Archon Tau', 1, 1)],
    homeOf: 'xxcha-kingdom',
  }),
  tile('15', 'home', {
    planets: [planet('retillion', 'Retillion', 2, 3), planet('shalloq', 'Shalloq', 1, 2)],
    homeOf: 'yssaril-tribes',
  }),
  tile('16', 'home', {
    planets: [
      planet('hercant', 'Hercant', 1, 1),
      planet('arretze', 'Arretze', 2, 0),
      planet('kamdorn', 'Kamdorn', 0, 1),
    ],
    homeOf: 'emirates-of-hacan',
  }),
  tile('17', 'home', { wormholes: ['delta'], homeOf: 'ghosts-of-creuss' }),
  tile('18', 'mecatol', { planets: [planet('mecatol-rex', 'Mecatol Rex', 1, 6)] }),
  tile('19', 'blue', {
    planets: [planet('wellon', 'Wellon', 1, 2, { trait: 'industrial', specialty: 'yellow' })],
  }),
  tile('20', 'blue', { planets: [planet('vefut-ii', 'Vefut II', 2, 2, { trait: 'hazardous' })] }),
  tile('21', 'blue', {
    planets: [planet('thibah', 'Thibah', 1, 1, { trait: 'industrial', specialty: 'blue' })],
  }),
  tile('22', 'blue', {
    planets: [planet('tarmann', "Tar'mann", 1, 1, { trait: 'industrial', specialty: 'green' })],
  }),
  tile('23', 'blue', { planets: [planet('saudor', 'Saudor', 2, 2, { trait: 'industrial' })] }),
  tile('24', 'blue', {
    planets: [planet('mehar-xull', 'Mehar Xull', 1, 3, { trait: 'hazardous', specialty: 'red' })],
  }),
  tile('25', 'blue', {
    planets: [planet('quann', 'Quann', 2, 1, { trait: 'cultural' })],
    wormholes: ['beta'],
  }),
  tile('26', 'blue', {
    planets: [planet('lodor', 'Lodor', 3, 1, { trait: 'cultural' })],
    wormholes: ['alpha'],
  }),
  tile('27', 'blue', {
    planets: [
      planet('new-albion', 'New Albion', 1, 1, { trait: 'industrial', specialty: 'green' }),
      planet('starpoint', 'Starpoint', 3, 1, { trait: 'hazardous' }),
    ],
  }),
  tile('28', 'blue', {
    planets: [
      planet('tequran', "Tequ'ran", 2, 0, { trait: 'hazardous' }),
      planet('torkan', 'Torkan', 0, 3, { trait: 'cultural' }),
    ],
  }),
  tile('29', 'blue', {
    planets: [
      planet('qucenn', "Qucen'n", 1, 2, { trait: 'industrial' }),
      planet('rarron', 'Rarron', 0, 3, { trait: 'cultural' }),
    ],
  }),
  tile('30', 'blue', {
    planets: [
      planet('mellon', 'Mellon', 0, 2, { trait: 'cultural' }),
      planet('zohbat', 'Zohbat', 3, 1, { trait: 'hazardous' }),
    ],
  }),
  tile('31', 'blue', {
    planets: [
      planet('lazar', 'Lazar', 1, 0, { trait: 'industrial', specialty: 'yellow' }),
      planet('sakulag', 'Sakulag', 2, 1, { trait: 'hazardous' }),
    ],
  }),
  tile('32', 'blue', {
    planets: [
      planet('dal-bootha', 'Dal Bootha', 0, 2, { trait: 'cultural' }),
      planet('xxehan', 'Xxehan', 1, 1, { trait: 'cultural' }),
    ],
  }),
  tile('33', 'blue', {
    planets: [
      planet('corneeq', 'Corneeq', 1, 2, { trait: 'cultural' }),
      planet('resculon', 'Resculon', 2, 0, { trait: 'cultural' }),
    ],
  }),
  tile('34', 'blue', {
    planets: [
      planet('centauri', 'Centauri', 1, 3, { trait: 'cultural' }),
      planet('gral', 'Gral', 1, 1, { trait: 'industrial', specialty: 'blue' }),
    ],
  }),
  tile('35', 'blue', {
    planets: [
      planet('bereg', 'Bereg', 3, 1, { trait: 'hazardous' }),
      planet('lirta-iv', 'Lirta IV', 2, 3, { trait: 'hazardous' }),
    ],
  }),
  tile('36', 'blue', {
    planets: [
      planet('arnor', 'Arnor', 2, 1, { trait: 'industrial' }),
      planet('lor', 'Lor', 1, 2, { trait: 'industrial' }),
    ],
  }),
  tile('37', 'blue', {
    planets: [
      planet('arinam', 'Arinam', 1, 2, { trait: 'industrial' }),
      planet('meer', 'Meer', 0, 4, { trait: 'hazardous', specialty: 'red' }),
    ],
  }),
  tile('38', 'blue', {
    planets: [
      planet('abyz', 'Abyz', 3, 0, { trait: 'hazardous' }),
      planet('fria', 'Fria', 2, 0, { trait: 'hazardous' }),
    ],
  }),
  tile('39', 'red', { wormholes: ['alpha'] }),
  tile('40', 'red', { wormholes: ['beta'] }),
  tile('41', 'red', { anomalies: ['gravity-rift'] }),
  tile('42', 'red', { anomalies: ['nebula'] }),
  tile('43', 'red', { anomalies: ['supernova'] }),
  tile('44', 'red', { anomalies: ['asteroid-field'] }),
  tile('45', 'red', { anomalies: ['asteroid-field'] }),
  tile('46', 'red', {}),
  tile('47', 'red', {}),
  tile('48', 'red', {}),
  tile('49', 'red', {}),
  tile('50', 'red', {}),
  tile('51', 'home', {
    planets: [planet('creuss', 'Creuss', 4, 2)],
    wormholes: ['delta'],
    homeOf: 'ghosts-of-creuss',
  }),
];
