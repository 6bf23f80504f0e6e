// A technology's prerequisites in words, and where a pick stands against them.

import { PLANETS_BY_ID, type TechStatus } from '@initiative/rules';

/** "Requires 2 blue, 1 yellow" or "No prerequisites" for a technology. */
export function prerequisitesText(prerequisites: Readonly<Partial<Record<string, number>>>): string {
  const parts = Object.entries(prerequisites)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([color, n]) => `${n} ${color}`);
  return parts.length === 0 ? 'No prerequisites' : `Requires ${parts.join(', ')}`;
}

/** A pick's standing in the tree, in two or three words: "✓", "skip: Mehar Xull", "needs 1 green". */
export function techStanding(status: TechStatus): string {
  switch (status.kind) {
    case 'met':
      return '✓ can research';
    case 'met-with-skips':
      return `✓ skip: ${status.skips.map((s) => PLANETS_BY_ID.get(s.planet)?.name ?? s.planet).join(', ')}`;
    case 'missing': {
      const parts = Object.entries(status.missing)
        .filter(([, n]) => (n ?? 0) > 0)
        .map(([color, n]) => `${n} ${color}`);
      return parts.length > 0 ? `needs ${parts.join(', ')}` : 'prerequisites missing';
    }
    case 'unavailable':
      return status.reason;
  }
}
