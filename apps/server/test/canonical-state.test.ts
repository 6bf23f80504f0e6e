// Every instance holds byte-identical state: an instance that replays an
// intent from PostgreSQL (whose JSONB reorders object keys) builds exactly the
// bytes of the instance that applied it, and so sends the same patches.

import { describe, expect, inject, it } from 'vitest';
import { legalIntents, type GameState } from '@initiative/rules';
import { Hub } from '../src/hub.ts';
import { openPostgresStore } from '../src/storage/postgres.ts';
import { COLORS } from './helpers.ts';
import { freshPostgresDatabase } from './storage.postgres.ts';

const services = inject('services');
const quiet = { warn: () => undefined, error: () => undefined };

describe.skipIf(!services)('state across instances on PostgreSQL', () => {
  it('an instance that loads a game from the store holds the same bytes as the one that played it', async () => {
    if (!services) return;
    const db = await freshPostgresDatabase(services.postgresUrl);
    const storeA = await openPostgresStore(db, 2);
    const storeB = await openPostgresStore(db, 2);
    try {
      const a = new Hub(storeA, undefined, quiet, true);
      // Table edits wait for the host: the pending edit is kept in the state as it was sent.
      const { gameId, hostToken } = await a.createGame({
        name: 'Bytes',
        seats: 3,
        victoryPoints: 10,
        options: { editsNeedApproval: true },
      });
      for (let seat = 0; seat < 3; seat++)
        await a.claimSeat(gameId, { seat, name: `P${seat}`, color: COLORS[seat] ?? 'red' });
      await a.start(gameId, hostToken);
      const live = a.get(gameId);
      for (let seat = 0; seat < 3; seat++) {
        const keep = legalIntents(live?.state as GameState, { kind: 'seat', seat })[0];
        await a.submitIntent(gameId, { kind: 'seat', seat }, { clientId: `keep-${seat}`, intent: keep });
      }
      const home = live?.state?.players[0]?.homeSystem;
      // Keys in an order JSONB will not keep: unit counts (a record) and the edit's own fields.
      const intent = {
        edit: { units: { infantry: 2, fighter: 1 }, to: { system: home }, kind: 'add-units' },
        type: 'table-edit',
      };
      const ack = await a.submitIntent(gameId, { kind: 'seat', seat: 0 }, { clientId: 'edit-1', intent });
      expect(ack, JSON.stringify(ack)).toMatchObject({ ok: true });

      const b = new Hub(storeB, undefined, quiet, true);
      const loaded = await b.load(gameId);
      expect(loaded?.version).toBe(live?.version);
      expect(JSON.stringify(live?.state)).toContain('"infantry":2');
      expect(JSON.stringify(loaded?.state)).toBe(JSON.stringify(live?.state));
    } finally {
      await storeA.close();
      await storeB.close();
    }
  });
});
