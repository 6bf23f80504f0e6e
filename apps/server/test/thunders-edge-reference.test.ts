// The rules package's Thunder's Edge tables against the public reference data in shared/reference
// (AsyncTI4's tables, beside this repository as ../shared): factions, faction technologies, system tiles
// and the planet cards it holds. The tables are ours; this test is what checks them. It lives with the
// server's tests because it reads files, which the pure rules package does not.

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

import {
  FACTIONS_BY_ID,
  PLANETS_BY_ID,
  STATIONS_BY_ID,
  SYSTEMS_BY_ID,
  TECHNOLOGIES_BY_ID,
  planetSpecialties,
  planetTraits,
  type TechColor,
  type UnitType,
} from '@initiative/rules';

const REFERENCE = new URL('../../../../shared/reference/asyncti4/', import.meta.url);
const read = <T>(path: string): T => JSON.parse(fs.readFileSync(new URL(path, REFERENCE), 'utf8')) as T;

interface RefFaction {
  alias: string;
  factionName: string;
  homeSystem: string;
  startingFleet: string;
  commodities: number;
  factionTech: string[];
  startingTechOptions?: string[];
  startingTechAmount?: number;
  homePlanets: string[];
}
interface RefTech {
  alias: string;
  name: string;
  types: string[];
  requirements: string;
  faction: string;
}
interface RefSystem {
  id: string;
  planets: string[];
  tileBack: string;
  wormholes?: (string | null)[];
  isNebula?: boolean;
  isGravityRift?: boolean;
  isAsteroidField?: boolean;
  isScar?: boolean;
}
interface RefPlanet {
  id: string;
  tileId: string;
  name: string;
  resources: number;
  influence: number;
  planetTypes: string[];
  techSpecialties?: string[] | null;
  legendaryAbilityName?: string;
}

const FACTION_IDS: Record<string, string> = {
  bastion: 'last-bastion',
  deepwrought: 'deepwrought-scholarate',
  firmament: 'firmament',
  crimson: 'crimson-rebellion',
  ralnel: 'ral-nel-consortium',
};
const TECH_IDS: Record<string, string> = {
  amd: 'antimass-deflectors',
  det: 'dark-energy-tap',
  st: 'sarween-tools',
  sdn: 'scanlink-drone-network',
  nm: 'neural-motivator',
  pa: 'psychoarchaeology',
  ps: 'plasma-scoring',
  aida: 'ai-development-algorithm',
  proxima: 'proxima-targeting-v1',
  helios2: 'helios-v2',
  hydrothermal: 'hydrothermal-mining',
  radical: 'radical-advancement',
  subatomic: 'subatomic-splicer',
  exile2: 'exile-ii',
  nanomachines: 'nanomachines',
  linkship2: 'linkship-ii',
  'planesplitter-firm': 'planesplitter',
  'parasite-firm': 'neural-parasite',
};
const UNIT_CODES: Record<string, UnitType> = {
  inf: 'infantry',
  sd: 'space-dock',
  ff: 'fighter',
  cv: 'carrier',
  dn: 'dreadnought',
  ca: 'cruiser',
  dd: 'destroyer',
  pds: 'pds',
};
const COLORS: Record<string, TechColor> = { R: 'red', G: 'green', Y: 'yellow', B: 'blue' };
const TYPE_COLORS: Record<string, TechColor> = {
  WARFARE: 'red',
  BIOTIC: 'green',
  CYBERNETIC: 'yellow',
  PROPULSION: 'blue',
};
/** Reference planet or station ids that differ from ours. */
const PLACE_IDS: Record<string, string> = {
  tsionstation: 'tsion-station',
  oluzstation: 'oluz-station',
  thewatchtower: 'the-watchtower',
  neutera: 'new-terra',
  luthieniv: 'luthien-vi',
};

/** "3 inf o, sd o, 2 ff, cv" → { infantry: 3, 'space-dock': 1, fighter: 2, carrier: 1 } (the letters name planets). */
function fleet(text: string): Partial<Record<UnitType, number>> {
  const out: Partial<Record<UnitType, number>> = {};
  for (const part of text.split(',')) {
    const [first, second] = part.trim().split(/\s+/);
    const count = /^\d+$/.test(first ?? '') ? Number(first) : 1;
    const code = /^\d+$/.test(first ?? '') ? second : first;
    const unit = UNIT_CODES[code ?? ''];
    if (!unit) throw new Error(`unknown unit code in "${part}"`);
    out[unit] = (out[unit] ?? 0) + count;
  }
  return out;
}

describe("Thunder's Edge tables against the reference", () => {
  const factions = read<RefFaction[]>('factions/te_factions.json').filter((f) => f.alias !== 'obsidian');

  it.each(factions.map((f) => [f.factionName, f] as const))(
    '%s: name, commodities, home, starting fleet, technologies and home planets',
    (_, ref) => {
      const ours = FACTIONS_BY_ID.get(FACTION_IDS[ref.alias] ?? '');
      expect(ours, ref.alias).toBeDefined();
      if (!ours) return;
      expect(ours.name.replace(/^The /, '')).toBe(ref.factionName.replace(/^The /, ''));
      expect(ours.expansion).toBe('te');
      expect(ours.commodities).toBe(ref.commodities);
      // The Crimson Rebellion's reference home is the Sorrow, the tile in their home position.
      expect(ours.homePositionTile ?? ours.homeSystem).toBe(ref.homeSystem);
      expect(ours.startingUnits).toEqual(fleet(ref.startingFleet));
      const options = (ref.startingTechOptions ?? []).map((t) => TECH_IDS[t]);
      expect(ours.startingTechnologyChoice?.count).toBe(ref.startingTechAmount);
      if (options.length > 0) expect(ours.startingTechnologyChoice?.from).toEqual(options);
      for (const t of ref.factionTech)
        expect(TECHNOLOGIES_BY_ID.get(TECH_IDS[t] ?? '')?.faction).toBe(ours.id);
      const home = SYSTEMS_BY_ID.get(ours.homeSystem);
      expect(home?.homeOf).toBe(ours.id);
      expect((home?.planets.length ?? 0) + (home?.stations.length ?? 0)).toBe(ref.homePlanets.length);
    },
  );

  const techs = read<RefTech[]>('technologies/te_techs.json').filter((t) => TECH_IDS[t.alias]);

  it.each(techs.map((t) => [t.name, t] as const))('%s: colour, prerequisites and faction', (_, ref) => {
    const ours = TECHNOLOGIES_BY_ID.get(TECH_IDS[ref.alias] ?? '');
    expect(ours, ref.alias).toBeDefined();
    expect(ours?.name).toBe(ref.name);
    const type = ref.types[0] ?? '';
    if (type === 'UNITUPGRADE') expect(ours?.upgrades).toBeDefined();
    else expect(ours?.color).toBe(TYPE_COLORS[type]);
    const prerequisites: Partial<Record<TechColor, number>> = {};
    for (const letter of ref.requirements) {
      const c = COLORS[letter] as TechColor;
      prerequisites[c] = (prerequisites[c] ?? 0) + 1;
    }
    expect(ours?.prerequisites).toEqual(prerequisites);
    expect(ours?.faction).toBe(FACTION_IDS[ref.faction]);
  });

  const systemFiles = fs.readdirSync(new URL('thunders_edge/systems/', REFERENCE));
  const systems = systemFiles
    .map((f) => read<RefSystem>(`thunders_edge/systems/${f}`))
    .filter((s) => s.id !== '112'); // Thunder's Edge's own Mecatol Rex: the base tile 18 is used

  it('the reference holds the tiles 92 and 97\u2013118', () => {
    expect(systems.map((s) => s.id).sort()).toEqual(
      ['92', ...Array.from({ length: 22 }, (_, i) => String(97 + i))].filter((id) => id !== '112').sort(),
    );
  });

  it.each(systems.map((s) => [s.id, s] as const))(
    'tile %s: kind, planets, wormholes and anomalies',
    (_, ref) => {
      const ours = SYSTEMS_BY_ID.get(ref.id);
      expect(ours, ref.id).toBeDefined();
      if (!ours) return;
      expect(ours.kind).toBe({ blue: 'blue', red: 'red', green: 'home' }[ref.tileBack]);
      expect(ours.planets.length + ours.stations.length).toBe(ref.planets.length);
      // Our ids are the names in kebab case; the reference runs the words together.
      const ids = [...ours.planets, ...ours.stations].map((p) => p.id);
      for (const id of ref.planets)
        expect(ids, ref.id).toContain(PLACE_IDS[id] ?? ids.find((x) => x.replace(/-/g, '') === id));
      const wormholes = (ref.wormholes ?? [])
        .filter((w): w is string => w !== null)
        .map((w) => w.toLowerCase());
      expect([...ours.wormholes].sort()).toEqual(wormholes.sort());
      const anomalies = [
        ...(ref.isAsteroidField ? ['asteroid-field'] : []),
        ...(ref.isNebula ? ['nebula'] : []),
        ...(ref.isGravityRift ? ['gravity-rift'] : []),
        ...(ref.isScar ? ['entropic-scar'] : []),
      ];
      expect([...ours.anomalies].sort()).toEqual(anomalies.sort());
    },
  );

  const planetFiles = fs.readdirSync(new URL('thunders_edge/planets/', REFERENCE));
  const planets = planetFiles.map((f) => read<RefPlanet>(`thunders_edge/planets/${f}`));

  it.each(planets.map((p) => [p.name, p] as const))('%s: tile, values, traits and specialties', (_, ref) => {
    const id = PLACE_IDS[ref.id] ?? ref.id;
    const station = STATIONS_BY_ID.get(id);
    if (ref.planetTypes.includes('SPACESTATION')) {
      expect(station, id).toMatchObject({
        name: ref.name,
        resources: ref.resources,
        influence: ref.influence,
      });
      expect(SYSTEMS_BY_ID.get(ref.tileId)?.stations.map((s) => s.id)).toContain(id);
      return;
    }
    const planet = PLANETS_BY_ID.get(id);
    expect(planet, id).toMatchObject({ name: ref.name, resources: ref.resources, influence: ref.influence });
    if (!planet) return;
    expect(SYSTEMS_BY_ID.get(ref.tileId)?.planets.map((p) => p.id)).toContain(id);
    expect([...planetTraits(planet)].sort()).toEqual(ref.planetTypes.map((t) => t.toLowerCase()).sort());
    expect(planetSpecialties(planet)).toEqual((ref.techSpecialties ?? []).map((t) => TYPE_COLORS[t]));
    expect(planet.legendary ?? false).toBe(ref.legendaryAbilityName !== undefined);
  });
});
