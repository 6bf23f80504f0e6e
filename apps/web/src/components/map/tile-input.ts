// The layout's input for one system, from its content data and what is on it.

import type { SystemData } from '@initiative/rules';
import { ANOMALY_NAMES } from './labels.ts';
import { FONT, type TileInput, type UnitCounts } from './layout.ts';

export interface TileContents {
  /** Map text size (default FONT) and whether planet and anomaly names are drawn (detail.ts). */
  readonly font?: number | null;
  readonly names?: boolean;
  readonly tokens: readonly number[];
  readonly frontier: boolean;
  readonly space: Readonly<Record<string, UnitCounts>>;
  readonly ground: Readonly<Record<string, Readonly<Record<string, UnitCounts>>>>;
}

export function tileInput(data: SystemData, contents: TileContents): TileInput {
  return {
    systemId: data.id,
    bodies: [
      ...data.planets.map((p) => ({
        id: p.id,
        kind: 'planet' as const,
        name: p.name,
        ...(p.legendary ? { legendary: true } : {}),
      })),
      ...data.stations.map((s) => ({ id: s.id, kind: 'station' as const, name: s.name })),
    ],
    wormholes: data.wormholes.length,
    font: contents.font === undefined ? FONT : contents.font,
    names: contents.names ?? true,
    centreLabel: data.anomalies.length > 0 ? data.anomalies.map((a) => ANOMALY_NAMES[a]).join(' · ') : null,
    tokens: contents.tokens,
    frontier: contents.frontier,
    space: contents.space,
    ground: contents.ground,
  };
}
