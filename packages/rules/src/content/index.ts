// The game's static content: re-exports every table and helper in this folder.

export * from './types.ts';
export * from './strategy-cards.ts';
export * from './systems.ts';
export * from './systems-base.ts';
export * from './systems-pok.ts';
export * from './systems-hyperlanes.ts';
export * from './systems-thunders-edge.ts';
