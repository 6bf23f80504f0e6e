// What the system card needs to know about the map on screen: the element it pops up in, and where
// the camera is (to sit next to the system). The map writes it; the card reads it.

import { createStore } from 'zustand/vanilla';
import type { Box } from './zoom.ts';

export interface MapViewState {
  /** The map's own element, the card's container; null while no map is mounted. */
  readonly host: HTMLElement | null;
  /** The visible part of the galaxy, in map units, and the area's size in px. */
  readonly viewBox: Box | null;
  readonly width: number;
  readonly height: number;
}

export const mapViewStore = createStore<MapViewState>(() => ({
  host: null,
  viewBox: null,
  width: 0,
  height: 0,
}));
