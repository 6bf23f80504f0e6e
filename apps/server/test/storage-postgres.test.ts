import { describe, inject, it } from 'vitest';
import { openPostgresStore } from '../src/storage/postgres.ts';
import { freshPostgresDatabase } from './storage.postgres.ts';
import { storageContract } from './storage.contract.ts';

const services = inject('services');

if (services) {
  storageContract('PostgreSQL', {
    async fresh() {
      const url = await freshPostgresDatabase(services.postgresUrl);
      return { open: () => openPostgresStore(url, 4) };
    },
  });
} else {
  describe('PostgreSQL game store', () => {
    it.skip(`is skipped: ${inject('servicesSkipReason')}`, () => undefined);
  });
}
