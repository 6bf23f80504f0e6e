// The galaxy map: positions, standard layouts, map strings and random standard maps.

export * from './hex.ts';
export * from './layouts.ts';
export * from './galaxy-map.ts';
export * from './map-string.ts';
export * from './generate.ts';
