import { describe, expect, inject, it } from 'vitest';
import { openPostgresStore } from '../src/storage/postgres.ts';
import { RecordConflictError } from '../src/storage/types.ts';
import { freshPostgresDatabase } from './storage.postgres.ts';
import { contractRecord, storageContract } from './storage.contract.ts';

const services = inject('services');

if (services) {
  storageContract('PostgreSQL', {
    async fresh() {
      const url = await freshPostgresDatabase(services.postgresUrl);
      return { open: () => openPostgresStore(url, 4) };
    },
  });

  describe('PostgreSQL game store shared by two instances', () => {
    it('refuses to save a record over a change another instance saved meanwhile, and keeps that change', async () => {
      const url = await freshPostgresDatabase(services.postgresUrl);
      const [a, b] = [await openPostgresStore(url, 2), await openPostgresStore(url, 2)];
      try {
        const game = contractRecord();
        await a.createGame(game);
        const pausedByB = { ...game, lobby: { ...game.lobby, paused: true } };
        await b.saveGame(pausedByB, game);
        const renamedByA = { ...game, lobby: { ...game.lobby, name: 'Renamed' } };
        await expect(a.saveGame(renamedByA, game)).rejects.toBeInstanceOf(RecordConflictError);
        expect(await a.loadGame(game.id)).toEqual(pausedByB);
        // Judged again on the fresh record, the change goes through.
        const both = { ...pausedByB, lobby: { ...pausedByB.lobby, name: 'Renamed' } };
        await a.saveGame(both, pausedByB);
        expect(await b.loadGame(game.id)).toEqual(both);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
} else {
  describe('PostgreSQL game store', () => {
    // Outside CI (not root, no PostgreSQL/Redis installed) these tests are skipped with the reason;
    // in CI a missing service is a failure, so the multi-instance guarantees are never silently untested.
    const reason = inject('servicesSkipReason');
    (process.env['CI'] ? it : it.skip)(`needs PostgreSQL and Redis: ${reason}`, () => {
      throw new Error(`PostgreSQL/Redis could not be started in CI: ${reason}`);
    });
  });
}
