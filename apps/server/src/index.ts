export { startServer, type RunningServer } from './app.ts';
export { loadConfig, configSchema, type Config } from './config.ts';
export { openSqliteStore } from './storage/sqlite.ts';
export type { GameStore } from './storage/types.ts';
