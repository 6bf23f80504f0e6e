// Shapes of the game's static content. Facts (names, numbers) only: no card text.
// The tables themselves live beside this file, one concept per file.

export const TRAITS = ['cultural', 'hazardous', 'industrial'] as const;
export type Trait = (typeof TRAITS)[number];

export const TECH_COLORS = ['blue', 'green', 'red', 'yellow'] as const;
export type TechColor = (typeof TECH_COLORS)[number];

export const WORMHOLES = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'] as const;
export type Wormhole = (typeof WORMHOLES)[number];

export const ANOMALIES = ['asteroid-field', 'nebula', 'supernova', 'gravity-rift', 'entropic-scar'] as const;
export type Anomaly = (typeof ANOMALIES)[number];

export const UNIT_TYPES = [
  'war-sun',
  'dreadnought',
  'cruiser',
  'carrier',
  'destroyer',
  'fighter',
  'flagship',
  'mech',
  'infantry',
  'pds',
  'space-dock',
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export interface PlanetData {
  /** Stable kebab-case id, e.g. 'mecatol-rex'. */
  readonly id: string;
  readonly name: string;
  readonly resources: number;
  readonly influence: number;
  readonly trait?: Trait;
  /** The first (usually only) technology specialty; planetSpecialties() lists all of them. */
  readonly specialty?: TechColor;
  readonly legendary?: boolean;
}

/** A Thunder's Edge space station: planet-like for spending, never a planet. */
export interface StationData {
  readonly id: string;
  readonly name: string;
  readonly resources: number;
  readonly influence: number;
}

export type SystemKind = 'blue' | 'red' | 'home' | 'mecatol' | 'hyperlane' | 'offboard';

export interface SystemData {
  /** The tile number as printed, as a string: '18', '83A'. */
  readonly id: string;
  readonly kind: SystemKind;
  readonly planets: readonly PlanetData[];
  readonly stations: readonly StationData[];
  readonly wormholes: readonly Wormhole[];
  readonly anomalies: readonly Anomaly[];
  /** Faction whose home system this is. */
  readonly homeOf?: string;
  /** Hyperlane connections as pairs of hex sides (0 = top, clockwise). */
  readonly hyperlanes?: readonly (readonly [number, number])[];
}

/** Where a faction or technology comes from: the base game, Prophecy of Kings, a Codex, Thunder's Edge. */
export type Expansion = 'base' | 'pok' | 'codex' | 'te';

export interface FactionData {
  /** kebab-case id, e.g. 'emirates-of-hacan'. */
  readonly id: string;
  readonly name: string;
  /** 'te': Thunder's Edge, at the table only in games with the lobby option `thundersEdge`. */
  readonly expansion: Expansion;
  readonly commodities: number;
  /** Tile id of the home system. */
  readonly homeSystem: string;
  /**
   * The tile that takes the home position on the board when the home system sits beside it (the
   * Creuss Gate for the Ghosts of Creuss, the Sorrow for the Crimson Rebellion).
   */
  readonly homePositionTile?: string;
  /** Units placed at setup: ships in the home system's space area, ground forces/structures on home planets. */
  readonly startingUnits: Readonly<Partial<Record<UnitType, number>>>;
  readonly startingTechnologies: readonly string[];
  /** Some factions choose starting technologies instead (e.g. Winnu, Argent, Keleres). */
  readonly startingTechnologyChoice?: { readonly count: number; readonly from: readonly string[] };
}

export interface UnitData {
  readonly type: UnitType;
  readonly name: string;
  /** Cost to produce; undefined for units that cannot be produced (PDS, space dock). */
  readonly cost?: number;
  /** How many units one payment of `cost` produces (2 for fighters and infantry). */
  readonly perCost: 1 | 2;
  /** Production value; 'resources+2' for a space dock means the planet's resources + 2. */
  readonly production?: number | { readonly planetResourcesPlus: number };
  readonly capacity?: number;
  /** Plastic pieces per player; null when tokens make the supply unlimited (fighters, infantry). */
  readonly reinforcements: number | null;
  readonly ship: boolean;
  readonly groundForce: boolean;
  readonly structure: boolean;
}

export interface TechnologyData {
  readonly id: string;
  readonly name: string;
  /** Unit upgrades have no colour. */
  readonly color?: TechColor;
  readonly prerequisites: Readonly<Partial<Record<TechColor, number>>>;
  /** The unit this technology upgrades, if it is a unit upgrade. */
  readonly upgrades?: UnitType;
  /** Stat changes of a unit upgrade that this app uses (cost, production, capacity). */
  readonly upgradedStats?: Partial<Pick<UnitData, 'cost' | 'production' | 'capacity'>>;
  /** Faction technologies belong to one faction. */
  readonly faction?: string;
  readonly expansion: Expansion;
}
