// Which planets a form is asking the player to pick on the map, and why the others cannot be picked.
// A form sets the hints while it is open; the map marks the planets and shows the reason on hover/tap.

import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';

/** Planet id → null when it may be picked, or the reason it may not. Planets not listed are not involved. */
export type PlanetHints = Readonly<Record<string, string | null>>;

export const mapHintStore = createStore<{ planets: PlanetHints | null }>(() => ({ planets: null }));

/** Shows `hints` on the map while the calling component is mounted (and they are not null). */
export function usePlanetHints(hints: PlanetHints | null): void {
  const key = hints === null ? '' : JSON.stringify(hints);
  useEffect(() => {
    if (key === '') return;
    mapHintStore.setState({ planets: JSON.parse(key) as PlanetHints });
    return () => mapHintStore.setState({ planets: null });
  }, [key]);
}

/** System id → null when the open form accepts it (its ships can reach), or why it does not. */
export type SystemHints = Readonly<Record<string, string | null>>;

export const systemHintStore = createStore<{ systems: SystemHints | null }>(() => ({ systems: null }));

/** Marks `hints` on the map's systems while the calling component is mounted (and they are not null). */
export function useSystemHints(hints: SystemHints | null): void {
  const key = hints === null ? '' : JSON.stringify(hints);
  useEffect(() => {
    if (key === '') return;
    systemHintStore.setState({ systems: JSON.parse(key) as SystemHints });
    return () => systemHintStore.setState({ systems: null });
  }, [key]);
}
