// The game's static content: re-exports every table and helper in this folder.

export * from './types.ts';
export * from './strategy-cards.ts';
export * from './systems.ts';
export * from './systems-base.ts';
export * from './systems-pok.ts';
export * from './systems-hyperlanes.ts';
export * from './systems-thunders-edge.ts';
export * from './units.ts';
export * from './technologies.ts';
export * from './technologies-generic.ts';
export * from './technologies-faction.ts';
export * from './factions.ts';
export * from './objective-types.ts';
export * from './objectives.ts';
export * from './objectives-public.ts';
export * from './objectives-secret.ts';
export * from './objective-check.ts';
export * from './decks.ts';
export * from './faction-sheets.ts';
export * from './technology-summaries.ts';
export * from './action-card-summaries.ts';
export * from './promissory-note-summaries.ts';
export * from './promissory-notes.ts';
export * from './unit-stats.ts';
export * from './exploration-cards.ts';
