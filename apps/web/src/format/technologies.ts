// A technology's prerequisites in words.

/** "Requires 2 blue, 1 yellow" or "No prerequisites" for a technology. */
export function prerequisitesText(prerequisites: Readonly<Partial<Record<string, number>>>): string {
  const parts = Object.entries(prerequisites)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([color, n]) => `${n} ${color}`);
  return parts.length === 0 ? 'No prerequisites' : `Requires ${parts.join(', ')}`;
}
