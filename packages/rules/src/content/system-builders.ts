// Small constructors that keep the system tables short and uniform.
// Every optional field is left out (not set to undefined) when it does not apply.

import type {
  Anomaly,
  PlanetData,
  StationData,
  SystemData,
  SystemKind,
  TechColor,
  Trait,
  Wormhole,
} from './types.ts';

export interface PlanetOptions {
  readonly trait?: Trait;
  readonly specialty?: TechColor;
  readonly legendary?: boolean;
}

export function planet(
  id: string,
  name: string,
  resources: number,
  influence: number,
  options: PlanetOptions = {},
): PlanetData {
  return {
    id,
    name,
    resources,
    influence,
    ...(options.trait === undefined ? {} : { trait: options.trait }),
    ...(options.specialty === undefined ? {} : { specialty: options.specialty }),
    ...(options.legendary === true ? { legendary: true } : {}),
  };
}

export function station(id: string, name: string, resources: number, influence: number): StationData {
  return { id, name, resources, influence };
}

export interface TileOptions {
  readonly planets?: readonly PlanetData[];
  readonly stations?: readonly StationData[];
  readonly wormholes?: readonly Wormhole[];
  readonly anomalies?: readonly Anomaly[];
  readonly homeOf?: string;
}

export function tile(id: string, kind: SystemKind, options: TileOptions = {}): SystemData {
  return {
    id,
    kind,
    planets: options.planets ?? [],
    stations: options.stations ?? [],
    wormholes: options.wormholes ?? [],
    anomalies: options.anomalies ?? [],
    ...(options.homeOf === undefined ? {} : { homeOf: options.homeOf }),
  };
}

/** A hyperlane tile side: no planets, only lanes joining pairs of hex sides (0 = top, clockwise). */
export function hyperlane(id: string, lanes: readonly (readonly [number, number])[]): SystemData {
  return { ...tile(id, 'hyperlane'), hyperlanes: lanes };
}
