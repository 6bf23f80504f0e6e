import { describe, expect, it } from 'vitest';

import {
  PLANETS_BY_ID,
  STATIONS_BY_ID,
  SYSTEMS,
  SYSTEMS_BY_ID,
  planetTraits,
  systemOfPlanet,
  systemOfStation,
} from './systems.ts';
import { rotateLanes } from './systems-hyperlanes.ts';
import { WORMHOLE_NEXUS_INACTIVE_WORMHOLES } from './systems-pok.ts';
import { ANOMALIES, TECH_COLORS, TRAITS, WORMHOLES } from './types.ts';

function system(id: string) {
  const s = SYSTEMS_BY_ID.get(id);
  if (s === undefined) throw new Error(`no system ${id}`);
  return s;
}

function planetOf(id: string) {
  const p = PLANETS_BY_ID.get(id);
  if (p === undefined) throw new Error(`no planet ${id}`);
  return p;
}

describe('system tiles', () => {
  it('have unique tile ids', () => {
    expect(new Set(SYSTEMS.map((s) => s.id)).size).toBe(SYSTEMS.length);
  });

  it('include every base and Prophecy of Kings tile from 1 to 82', () => {
    for (let n = 1; n <= 82; n++) expect(SYSTEMS_BY_ID.has(String(n)), `tile ${n}`).toBe(true);
  });

  it('include both sides of every hyperlane tile 83 to 91', () => {
    for (let n = 83; n <= 91; n++) {
      for (const side of ['A', 'B']) expect(system(`${n}${side}`).kind).toBe('hyperlane');
    }
  });

  it('count 82 numbered tiles, 18 hyperlane sides and 26 Thunder\u2019s Edge tiles', () => {
    expect(SYSTEMS).toHaveLength(82 + 18 + 26);
  });

  it('give every planet a unique id that appears in exactly one system', () => {
    const all = SYSTEMS.flatMap((s) => s.planets.map((p) => p.id));
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(systemOfPlanet(id)).toBeDefined();
  });

  it('use kebab-case ids for planets and stations', () => {
    for (const s of SYSTEMS) {
      for (const p of [...s.planets, ...s.stations]) expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('use only known traits, colours, wormholes and anomalies', () => {
    for (const s of SYSTEMS) {
      for (const w of s.wormholes) expect(WORMHOLES).toContain(w);
      for (const a of s.anomalies) expect(ANOMALIES).toContain(a);
      for (const p of s.planets) {
        if (p.trait !== undefined) expect(TRAITS).toContain(p.trait);
        if (p.specialty !== undefined) expect(TECH_COLORS).toContain(p.specialty);
      }
    }
  });

  it('put planets only on home, blue, red, Mecatol and off-board tiles, never on hyperlanes', () => {
    for (const s of SYSTEMS.filter((x) => x.kind === 'hyperlane')) {
      expect(s.planets).toHaveLength(0);
      expect(s.hyperlanes?.length ?? 0).toBeGreaterThan(0);
    }
    for (const s of SYSTEMS.filter((x) => x.kind === 'blue')) expect(s.planets.length).toBeGreaterThan(0);
  });

  it('give home planets no trait', () => {
    for (const s of SYSTEMS.filter((x) => x.kind === 'home')) {
      for (const p of s.planets) expect(p.trait).toBeUndefined();
    }
  });

  it('have 31 faction home tiles for 24 base and PoK and 5 Thunder\u2019s Edge factions (Creuss and the Crimson Rebellion have two)', () => {
    const homes = SYSTEMS.filter((s) => s.kind === 'home' && s.homeOf !== undefined);
    expect(homes).toHaveLength(31);
    expect(new Set(homes.map((s) => s.homeOf)).size).toBe(29);
  });
});

describe('spot facts', () => {
  it('tile 18 is Mecatol Rex with 1 resource and 6 influence', () => {
    const s = system('18');
    expect(s.kind).toBe('mecatol');
    expect(s.planets).toEqual([{ id: 'mecatol-rex', name: 'Mecatol Rex', resources: 1, influence: 6 }]);
  });

  it('tile 19 is Wellon, 1/2, industrial with a yellow specialty', () => {
    expect(system('19').planets).toEqual([
      { id: 'wellon', name: 'Wellon', resources: 1, influence: 2, trait: 'industrial', specialty: 'yellow' },
    ]);
  });

  it('tile 26 is Lodor, 3/1 cultural, with an alpha wormhole', () => {
    const s = system('26');
    expect(s.planets.map((p) => [p.id, p.resources, p.influence, p.trait])).toEqual([
      ['lodor', 3, 1, 'cultural'],
    ]);
    expect(s.wormholes).toEqual(['alpha']);
  });

  it('tile 25 has a beta wormhole and tile 39 and 40 are lone alpha and beta wormholes', () => {
    expect(system('25').wormholes).toEqual(['beta']);
    expect(system('39')).toMatchObject({ kind: 'red', planets: [], wormholes: ['alpha'] });
    expect(system('40')).toMatchObject({ kind: 'red', planets: [], wormholes: ['beta'] });
  });

  it('tiles 41 to 45 are the base anomalies', () => {
    expect(system('41').anomalies).toEqual(['gravity-rift']);
    expect(system('42').anomalies).toEqual(['nebula']);
    expect(system('43').anomalies).toEqual(['supernova']);
    expect(system('44').anomalies).toEqual(['asteroid-field']);
    expect(system('45').anomalies).toEqual(['asteroid-field']);
  });

  it('tile 1 is the Federation of Sol home with Jord 4/2', () => {
    const s = system('1');
    expect(s.homeOf).toBe('federation-of-sol');
    expect(s.planets.map((p) => [p.id, p.resources, p.influence])).toEqual([['jord', 4, 2]]);
  });

  it('tile 16 is the Hacan home with three planets', () => {
    expect(system('16').planets.map((p) => p.id)).toEqual(['hercant', 'arretze', 'kamdorn']);
  });

  it('tile 9 is the Naalu home with Maaluuk 0/2 and Druaa 3/1', () => {
    const s = system('9');
    expect(s.homeOf).toBe('naalu-collective');
    expect(s.planets.map((p) => [p.id, p.resources, p.influence])).toEqual([
      ['maaluuk', 0, 2],
      ['druaa', 3, 1],
    ]);
  });

  it('the Creuss gate (17) and Creuss home (51) both carry a delta wormhole', () => {
    expect(system('17')).toMatchObject({ kind: 'home', planets: [], wormholes: ['delta'] });
    expect(system('51').wormholes).toEqual(['delta']);
    expect(planetOf('creuss')).toMatchObject({ resources: 4, influence: 2 });
  });

  it('legendary planets are Primor, Hope\u2019s End, Mallice and six of Thunder\u2019s Edge', () => {
    const legendary = [...PLANETS_BY_ID.values()].filter((p) => p.legendary === true).map((p) => p.id);
    expect(legendary.sort()).toEqual([
      'emelpar',
      'faunus',
      'garbozia',
      'hopes-end',
      'industrex',
      'mallice',
      'ordinian',
      'primor',
      'tempesta',
    ]);
  });

  it('tile 67 Cormund sits in a gravity rift and tile 68 Everra in a nebula', () => {
    expect(system('67')).toMatchObject({ kind: 'red', anomalies: ['gravity-rift'] });
    expect(system('68')).toMatchObject({ kind: 'red', anomalies: ['nebula'] });
  });

  it('the Empyrean home (56) is a nebula', () => {
    expect(system('56')).toMatchObject({ homeOf: 'empyrean', anomalies: ['nebula'] });
  });

  it('tile 82 is the off-board Wormhole Nexus with Mallice 0/3', () => {
    const s = system('82');
    expect(s.kind).toBe('offboard');
    expect(s.wormholes).toEqual(['alpha', 'beta', 'gamma']);
    expect(WORMHOLE_NEXUS_INACTIVE_WORMHOLES).toEqual(['gamma']);
    expect(planetOf('mallice')).toMatchObject({ resources: 0, influence: 3, trait: 'cultural' });
  });

  it('tile 76 holds the three Rigel planets', () => {
    expect(system('76').planets.map((p) => p.name)).toEqual(['Rigel III', 'Rigel II', 'Rigel I']);
  });
});

describe('hyperlanes', () => {
  it('join distinct sides numbered 0 to 5', () => {
    for (const s of SYSTEMS.filter((x) => x.kind === 'hyperlane')) {
      for (const [a, b] of s.hyperlanes ?? []) {
        expect(a).not.toBe(b);
        for (const side of [a, b]) expect(side >= 0 && side <= 5).toBe(true);
      }
    }
  });

  it('83A is a single straight lane between opposite sides', () => {
    expect(system('83A').hyperlanes).toEqual([[1, 4]]);
  });

  it('rotate clockwise by adding the rotation modulo 6', () => {
    expect(rotateLanes([[1, 4]], 2)).toEqual([[3, 0]]);
    expect(rotateLanes([[0, 5]], -1)).toEqual([[5, 4]]);
  });
});

describe("Thunder's Edge space stations", () => {
  it('are indexed by id and located in their tile', () => {
    expect([...STATIONS_BY_ID.keys()].sort()).toEqual([
      'oluz-station',
      'revelation',
      'the-watchtower',
      'tsion-station',
    ]);
    expect(systemOfStation('oluz-station')).toBe('111');
    expect(STATIONS_BY_ID.get('oluz-station')).toMatchObject({ resources: 2, influence: 2 });
    expect(STATIONS_BY_ID.get('revelation')).toMatchObject({ resources: 1, influence: 2 });
  });

  it('are never planets', () => {
    for (const id of STATIONS_BY_ID.keys()) expect(PLANETS_BY_ID.has(id)).toBe(false);
  });

  it('tile 117 is a station alone in an asteroid field and gravity rift', () => {
    expect(system('117')).toMatchObject({
      kind: 'red',
      planets: [],
      anomalies: ['asteroid-field', 'gravity-rift'],
    });
  });

  it('Tarana reports both of its traits through planetTraits', () => {
    expect(planetTraits(planetOf('tarana'))).toEqual(['cultural', 'industrial']);
    expect(planetTraits(planetOf('wellon'))).toEqual(['industrial']);
    expect(planetTraits(planetOf('jord'))).toEqual([]);
  });
});
