// A tile's look on the map (system-tile.tsx): the fill class for its kind.

import type { SystemData } from '@initiative/rules';

/** The fill class of a tile: each anomaly, empty systems, Mecatol Rex, homes and hyperlanes differ. */
export function tileLook(data: SystemData | undefined): string {
  if (!data) return 'look-blue';
  if (data.kind === 'hyperlane') return 'look-hyperlane';
  if (data.kind === 'mecatol') return 'look-mecatol';
  const first = data.anomalies[0];
  if (first) return `look-${first}`;
  if (data.kind === 'home') return 'look-home';
  if (data.planets.length === 0 && data.stations.length === 0) return 'look-empty';
  return 'look-blue';
}
