import path from 'node:path';
import { openSqliteStore } from '../src/storage/sqlite.ts';
import { freshDataDir } from './helpers.ts';
import { storageContract } from './storage.contract.ts';

storageContract('SQLite', {
  async fresh() {
    const file = path.join(freshDataDir(), 'initiative.db');
    return { open: async () => openSqliteStore(file) };
  },
});
