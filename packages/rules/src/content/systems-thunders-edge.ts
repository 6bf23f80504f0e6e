// Thunder's Edge system tiles (lobby option `thundersEdge`): the galaxy's new blue and red tiles, the
// factions' home systems and the tiles with a space station. Tile numbers, planet names, values,
// traits, specialties, wormholes and anomalies as the public AsyncTI4 tables state them; the test
// (systems-thunders-edge.test.ts) checks each tile's planets, wormholes and anomalies against the
// copy in shared/reference. Tile 112 (Thunder's Edge's own Mecatol Rex) and 96b (the Obsidian's side
// of the Firmament home, which only a flip in play reaches) are left out: see docs/rules-decisions.md.

import { planet, station, tile } from './system-builders.ts';
import type { SystemData, TechColor, Trait } from './types.ts';

/**
 * Planets with more than one trait. PlanetData holds a single optional trait, so such planets leave
 * `trait` unset and list every trait here; use planetTraits() from systems.ts to read traits.
 */
export const MULTI_TRAIT_PLANETS: ReadonlyMap<string, readonly Trait[]> = new Map([
  ['tarana', ['cultural', 'industrial']],
  ['olergodt', ['hazardous', 'cultural']],
  ['vira-pics-iii', ['cultural', 'hazardous']],
  ['lesab', ['industrial', 'hazardous']],
  ['tinnes', ['industrial', 'hazardous']],
  ['lazul-rex', ['industrial', 'cultural']],
]);

/**
 * Planets with more than one technology specialty (each icon skips one prerequisite of its colour when
 * the planet is exhausted; docs/rules-decisions.md). `specialty` holds the first; planetSpecialties()
 * in systems.ts reads them all.
 */
export const MULTI_SPECIALTY_PLANETS: ReadonlyMap<string, readonly TechColor[]> = new Map([
  ['olergodt', ['red', 'yellow']],
  ['tiamat', ['yellow', 'yellow']],
]);

/** The Thunder's Edge blue and red tiles a generated map may draw from (not homes, not 112). */
export const THUNDERS_EDGE_POOL: readonly string[] = [
  ...['97', '98', '99', '100', '101', '102', '103', '104', '105', '106', '107', '108'],
  ...['109', '110', '111', '113', '114', '115', '116', '117'],
];

export const THUNDERS_EDGE_SYSTEMS: readonly SystemData[] = [
  // Home systems.
  tile('92', 'home', {
    planets: [planet('ordinian', 'Ordinian', 0, 0, { legendary: true })],
    stations: [station('revelation', 'Revelation', 1, 2)],
    anomalies: ['nebula'],
    homeOf: 'last-bastion',
  }),
  tile('93', 'home', {
    planets: [
      planet('mez-lo-orz-fei-zsha', 'Mez Lo Orz Fei Zsha', 2, 1),
      planet('rep-lo-orz-qet', 'Rep Lo Orz Qet', 1, 3),
    ],
    homeOf: 'ral-nel-consortium',
  }),
  // The Sorrow takes the Crimson Rebellion's home position; it is not a home system (Sorrow).
  tile('94', 'home', { homeOf: 'crimson-rebellion' }),
  tile('95', 'home', { planets: [planet('ikatena', 'Ikatena', 4, 4)], homeOf: 'deepwrought-scholarate' }),
  tile('96a', 'home', {
    planets: [planet('cronos', 'Cronos', 2, 1), planet('tallin', 'Tallin', 1, 2)],
    homeOf: 'firmament',
  }),
  // The Crimson Rebellion's home system, beside the board; its epsilon wormhole is its way in.
  tile('118', 'home', {
    planets: [planet('ahk-creuxx', 'Ahk Creuxx', 4, 2)],
    wormholes: ['epsilon'],
    homeOf: 'crimson-rebellion',
  }),

  // Blue tiles.
  tile('97', 'blue', {
    planets: [planet('faunus', 'Faunus', 1, 3, { trait: 'industrial', specialty: 'green', legendary: true })],
  }),
  tile('98', 'blue', {
    planets: [planet('garbozia', 'Garbozia', 1, 0, { trait: 'industrial', legendary: true })],
  }),
  tile('99', 'blue', {
    planets: [planet('emelpar', 'Emelpar', 0, 2, { trait: 'cultural', legendary: true })],
  }),
  tile('100', 'blue', {
    planets: [
      planet('tempesta', 'Tempesta', 1, 1, { trait: 'hazardous', specialty: 'blue', legendary: true }),
    ],
  }),
  tile('101', 'blue', { planets: [planet('olergodt', 'Olergodt', 2, 1, { specialty: 'red' })] }),
  tile('102', 'blue', {
    planets: [planet('andeara', 'Andeara', 1, 1, { trait: 'industrial', specialty: 'blue' })],
    wormholes: ['alpha'],
  }),
  tile('103', 'blue', { planets: [planet('vira-pics-iii', 'Vira Pics III', 2, 3)] }),
  tile('104', 'blue', { planets: [planet('lesab', 'Lesab', 2, 1)] }),
  tile('105', 'blue', {
    planets: [
      planet('new-terra', 'New Terra', 1, 1, { trait: 'industrial', specialty: 'green' }),
      planet('tinnes', 'Tinnes', 2, 1, { specialty: 'green' }),
    ],
  }),
  tile('106', 'blue', {
    planets: [
      planet('cresius', 'Cresius', 0, 1, { trait: 'hazardous' }),
      planet('lazul-rex', 'Lazul Rex', 2, 2),
    ],
  }),
  tile('107', 'blue', {
    planets: [
      planet('tiamat', 'Tiamat', 1, 2, { trait: 'cultural', specialty: 'yellow' }),
      planet('hercalor', 'Hercalor', 1, 0, { trait: 'industrial' }),
    ],
  }),
  tile('108', 'blue', {
    planets: [
      planet('kostboth', 'Kostboth', 0, 1, { trait: 'cultural' }),
      planet('capha', 'Capha', 3, 0, { trait: 'hazardous' }),
    ],
  }),
  tile('109', 'blue', {
    planets: [planet('bellatrix', 'Bellatrix', 1, 2, { trait: 'cultural' })],
    stations: [station('tsion-station', 'Tsion Station', 1, 1)],
  }),
  tile('110', 'blue', {
    planets: [
      planet('horizon', 'Horizon', 1, 2, { trait: 'cultural' }),
      planet('el-nath', "El'Nath", 2, 0, { trait: 'hazardous' }),
      planet('luthien-vi', 'Luthien VI', 3, 1, { trait: 'hazardous' }),
    ],
  }),
  tile('111', 'blue', {
    planets: [planet('tarana', 'Tarana', 1, 2)],
    stations: [station('oluz-station', 'Oluz Station', 2, 2)],
  }),

  // Red tiles.
  tile('113', 'red', { wormholes: ['beta'], anomalies: ['gravity-rift'] }),
  tile('114', 'red', { anomalies: ['entropic-scar'] }),
  tile('115', 'red', {
    planets: [
      planet('industrex', 'Industrex', 2, 0, { trait: 'industrial', specialty: 'red', legendary: true }),
    ],
    anomalies: ['asteroid-field'],
  }),
  tile('116', 'red', {
    planets: [planet('lemox', 'Lemox', 0, 3, { trait: 'industrial' })],
    anomalies: ['entropic-scar'],
  }),
  tile('117', 'red', {
    stations: [station('the-watchtower', 'The Watchtower', 1, 1)],
    anomalies: ['asteroid-field', 'gravity-rift'],
  }),
];
