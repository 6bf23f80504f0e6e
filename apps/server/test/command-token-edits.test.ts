// The table edits for Edict and Gift of Prescience through the protocol: a token put in another
// player's fleet pool and the Naalu 0 token given for the round reach every viewer (the captured
// token on the sheet, the new turn order), are logged, and a refused one changes nothing.

import { expect, it } from 'vitest';
import { eventually, draftByRanks, useTestServer, type TestClient } from './helpers.ts';

const server = useTestServer({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });

it('Edict and Gift of Prescience edits reach every viewer; a refused one changes nothing', async () => {
  const { game, seats, spectator } = await server.table(3, {
    factions: ['mahact-gene-sorcerers', 'naalu-collective', 'emirates-of-hacan'],
  });
  const [mahact, naalu, hacan] = seats as [TestClient, TestClient, TestClient];
  await draftByRanks(server.url, game, [
    ['leadership', 'imperial'],
    ['diplomacy', 'construction'],
    ['politics', 'trade'],
  ]);
  await eventually(() => spectator.view.phase === 'action');
  expect(spectator.view.turnOrder[0]).toBe(1); // the Naalu's 0 token

  // Edict: one of the Hacan's tokens in the Mahact fleet pool.
  const edict = await mahact.send({
    type: 'table-edit',
    edit: { kind: 'capture-token', from: 2, captured: true },
  });
  expect(edict.ok).toBe(true);
  await eventually(() => [...seats, spectator].every((c) => c.view.players[0]?.captured?.[0] === 2));
  // A second one of the same player is refused, and nothing changes.
  const version = server.hub.get(game.gameId)?.version;
  const twice = await mahact.send({
    type: 'table-edit',
    edit: { kind: 'capture-token', from: 2, captured: true },
  });
  expect(twice).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  expect(server.hub.get(game.gameId)?.version).toBe(version);

  // Gift of Prescience: the Hacan hold the 0 token this round.
  const gift = await naalu.send({ type: 'table-edit', edit: { kind: 'give-zero-token', to: 2 } });
  expect(gift.ok).toBe(true);
  await eventually(() => [mahact, naalu, hacan, spectator].every((c) => c.view.turnOrder[0] === 2));
  expect(spectator.view.players[2]?.initiative).toBe(0);
  const log = spectator.updates.all.flatMap((u) => u.log.map((l) => l.text)).join('\n');
  expect(log).toMatch(
    /puts a command token of Player 3 from their reinforcements in their fleet pool \(Edict\)/,
  );
  expect(log).toMatch(/gives the Naalu 0 token to Player 3 for this round \(Gift of Prescience\)/);
}, 60_000);
