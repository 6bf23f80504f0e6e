// A technology's prerequisites in words, and where a pick stands against them.

import { PLANETS_BY_ID, type TechStatus } from '@initiative/rules';

/** "Requires 2 blue, 1 yellow" or "No prerequisites" for a technology. */
export function prerequisitesText(prerequisites: Readonly<Partial<Record<string, number>>>): string {
  const parts = Object.entries(prerequisites)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([color, n]) => `${n} ${color}`);
  return parts.length === 0 ? 'No prerequisites' : `Requires ${parts.join(', ')}`;
}

/** A research pick's standing in a few words: met, met by exhausting which planets, or why not. */
export function techBadge(status: TechStatus): string {
  switch (status.kind) {
    case 'met':
      return '✓ prerequisites met';
    case 'met-with-skips':
      return `skip with ${status.skips.map((s) => PLANETS_BY_ID.get(s.planet)?.name ?? s.planet).join(', ')}`;
    case 'missing':
      return 'prerequisites missing';
    case 'unavailable':
      return status.reason;
  }
}
