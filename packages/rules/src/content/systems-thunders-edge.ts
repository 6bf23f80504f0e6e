// Thunder's Edge tiles that carry a space station, limited to those whose facts the public reference states
// (AsyncTI4 system and planet tables): 92, 109, 111 and 117. Other Thunder's Edge tiles are left out;
// see docs/content-notes.md.

import { planet, station, tile } from './system-builders.ts';
import type { SystemData, Trait } from './types.ts';

/**
 * Planets with more than one trait. PlanetData holds a single optional trait, so such planets leave
 * `trait` unset and list every trait here; use planetTraits() from systems.ts to read traits.
 */
export const MULTI_TRAIT_PLANETS: ReadonlyMap<string, readonly Trait[]> = new Map([
  ['tarana', ['cultural', 'industrial']],
]);

export const THUNDERS_EDGE_SYSTEMS: readonly SystemData[] = [
  // Home system of the Last Bastion (a Thunder's Edge faction this app does not model, so no homeOf).
  tile('92', 'home', {
    planets: [planet('ordinian', 'Ordinian', 0, 0, { legendary: true })],
    stations: [station('revelation', 'Revelation', 1, 2)],
    anomalies: ['nebula'],
  }),
  tile('109', 'blue', {
    planets: [planet('bellatrix', 'Bellatrix', 1, 2, { trait: 'cultural' })],
    stations: [station('tsion-station', 'Tsion Station', 1, 1)],
  }),
  tile('111', 'blue', {
    planets: [planet('tarana', 'Tarana', 1, 2)],
    stations: [station('oluz-station', 'Oluz Station', 2, 2)],
  }),
  tile('117', 'red', {
    stations: [station('the-watchtower', 'The Watchtower', 1, 1)],
    anomalies: ['asteroid-field', 'gravity-rift'],
  }),
];
