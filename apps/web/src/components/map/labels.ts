// Words for what the map shows as shapes: unit types, anomalies, wormholes, traits, technology
// specialties. The map's titles, the system card and the accessible names all read from here.

import type { Anomaly, SystemData, TechColor, Trait, UnitType, Wormhole } from '@initiative/rules';

const UNIT_NAMES: Readonly<Record<UnitType, readonly [string, string]>> = {
  'war-sun': ['war sun', 'war suns'],
  dreadnought: ['dreadnought', 'dreadnoughts'],
  cruiser: ['cruiser', 'cruisers'],
  carrier: ['carrier', 'carriers'],
  destroyer: ['destroyer', 'destroyers'],
  fighter: ['fighter', 'fighters'],
  flagship: ['flagship', 'flagships'],
  mech: ['mech', 'mechs'],
  infantry: ['infantry', 'infantry'],
  pds: ['PDS', 'PDS'],
  'space-dock': ['space dock', 'space docks'],
};

/** "3 fighters", "1 carrier", "2 infantry". */
export function unitCountLabel(type: UnitType, count: number): string {
  const [one, many] = UNIT_NAMES[type];
  return `${count} ${count === 1 ? one : many}`;
}

/** "2 carriers, 1 destroyer, 3 fighters" for a units record, biggest ships first; '' when empty. */
export function unitsLabel(units: Readonly<Partial<Record<UnitType, number>>>): string {
  return UNIT_ORDER.filter((t) => (units[t] ?? 0) > 0)
    .map((t) => unitCountLabel(t, units[t] ?? 0))
    .join(', ');
}

/** The order units are drawn and listed in: flagship and big ships first, structures last. */
export const UNIT_ORDER: readonly UnitType[] = [
  'flagship',
  'war-sun',
  'dreadnought',
  'carrier',
  'cruiser',
  'destroyer',
  'fighter',
  'mech',
  'infantry',
  'pds',
  'space-dock',
];

export const ANOMALY_NAMES: Readonly<Record<Anomaly, string>> = {
  'asteroid-field': 'Asteroid field',
  nebula: 'Nebula',
  supernova: 'Supernova',
  'gravity-rift': 'Gravity rift',
  'entropic-scar': 'Entropic scar',
};

export const WORMHOLE_NAMES: Readonly<Record<Wormhole, string>> = {
  alpha: 'Alpha wormhole',
  beta: 'Beta wormhole',
  gamma: 'Gamma wormhole',
  delta: 'Delta wormhole',
  epsilon: 'Epsilon wormhole',
};

export const WORMHOLE_LETTERS: Readonly<Record<Wormhole, string>> = {
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
};

export const TRAIT_NAMES: Readonly<Record<Trait, string>> = {
  cultural: 'Cultural',
  hazardous: 'Hazardous',
  industrial: 'Industrial',
};

/** Technology colours by the name players use for them. */
export const SPECIALTY_NAMES: Readonly<Record<TechColor, string>> = {
  blue: 'Propulsion (blue)',
  green: 'Biotic (green)',
  red: 'Warfare (red)',
  yellow: 'Cybernetic (yellow)',
};

/** The tiles that stand in a home position for a home system kept beside the board, by name. */
export const HOME_POSITION_NAMES: Readonly<Record<string, string>> = {
  '17': 'The Creuss Gate',
  '94': 'The Sorrow',
};

/** What kind of system this is, in words ("Home system", "Nebula", "Empty system"); '' for a plain planet system. */
export function systemKindLabel(data: SystemData | undefined): string {
  if (!data) return 'Unknown system';
  if (data.kind === 'hyperlane') return 'Hyperlane';
  if (data.kind === 'mecatol') return 'Mecatol Rex';
  const standIn = HOME_POSITION_NAMES[data.id];
  if (standIn) return standIn;
  if (data.kind === 'home') return 'Home system';
  const anomalies = data.anomalies.map((a) => ANOMALY_NAMES[a]);
  if (anomalies.length > 0) return anomalies.join(' and ');
  if (data.planets.length === 0 && data.stations.length === 0) {
    return data.wormholes.length > 0 ? 'Wormhole system' : 'Empty system';
  }
  return '';
}

/** Names players use for factions whose full name does not shorten by rule. */
const SHORT_FACTION_NAMES: Readonly<Record<string, string>> = {
  'council-keleres': 'Keleres',
  'last-bastion': 'Bastion',
  'ral-nel-consortium': 'Ral Nel',
  'titans-of-ul': 'Titans',
  'crimson-rebellion': 'Crimson',
};

/**
 * The short name a table calls a faction by, for tight places such as a home tile: "The Federation
 * of Sol" → "Sol", "The Xxcha Kingdom" → "Xxcha", "The Arborec" → "Arborec".
 */
export function factionShortName(id: string, name: string): string {
  const known = SHORT_FACTION_NAMES[id];
  if (known) return known;
  const bare = name.replace(/^The /, '');
  const of = bare.lastIndexOf(' of ');
  if (of >= 0) return bare.slice(of + 4);
  return bare.split(' ')[0] ?? bare;
}
