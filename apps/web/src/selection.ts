// What the player has selected on the map: a first-class interaction that the
// strategy-card prompts use to pick a system or a planet. Plain functions over a store.

import { createStore } from 'zustand/vanilla';

export type Selection =
  | { readonly kind: 'none' }
  | { readonly kind: 'system'; readonly systemId: string }
  | { readonly kind: 'planet'; readonly planetId: string; readonly systemId: string };

export const selectionStore = createStore<{ selection: Selection; hover: string | null }>(() => ({
  selection: { kind: 'none' },
  hover: null,
}));

export function selectSystem(systemId: string): void {
  selectionStore.setState({ selection: { kind: 'system', systemId } });
}

export function selectPlanet(planetId: string, systemId: string): void {
  selectionStore.setState({ selection: { kind: 'planet', planetId, systemId } });
}

export function clearSelection(): void {
  selectionStore.setState({ selection: { kind: 'none' } });
}

export function setHover(systemId: string | null): void {
  selectionStore.setState({ hover: systemId });
}
