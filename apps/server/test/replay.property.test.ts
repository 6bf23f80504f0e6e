// Property: whatever the server accepts is stored exactly as it was applied.
// Random games where legal intents are sent with fields removed (optional and
// defaulted ones, or any other) and whitespace added around strings: the live
// state equals the state replayed from storage after a restart, and the
// history endpoint's answer at every version equals what a spectator saw live.

import fc from 'fast-check';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import {
  applyIntent,
  legalIntents,
  viewFor,
  type Actor,
  type GameView,
  type Intent,
} from '@initiative/rules';
import { Hub } from '../src/hub.ts';
import { openSqliteStore } from '../src/storage/sqlite.ts';
import { COLORS, freshDataDir, removeDataDir } from './helpers.ts';

const RUNS = Number(process.env['REPLAY_RUNS'] ?? 12);
const STEPS = 70;
const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDataDir));

let totalMutatedAccepted = 0;
const silent = { warn: () => undefined, error: () => undefined };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to an object key or a string in the value (where a mutation can apply). */
function paths(
  value: Json,
  at: (string | number)[] = [],
): { path: (string | number)[]; kind: 'key' | 'string' }[] {
  if (typeof value === 'string') return [{ path: at, kind: 'string' }];
  if (Array.isArray(value)) return value.flatMap((v, i) => paths(v, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [
      ...(k === 'type' && at.length === 0 ? [] : [{ path: [...at, k], kind: 'key' as const }]),
      ...paths(v, [...at, k]),
    ]);
  return [];
}

/** Every copy of the intent with one key removed, or one string padded with whitespace. */
function mutations(intent: Intent): Json[] {
  return paths(intent as unknown as Json).map((target) => {
    const copy = structuredClone(intent) as unknown as Json;
    const last = target.path.at(-1) as string | number;
    let parent = copy as Record<string | number, Json>;
    for (const p of target.path.slice(0, -1)) parent = parent[p] as Record<string | number, Json>;
    if (target.kind === 'key') delete parent[last];
    else parent[last] = ` \t${String(parent[last])}  `;
    return copy;
  });
}

it('intents sent with fields removed or strings padded replay to the same game after a restart and through the history', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 3, max: 6 }),
      fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { minLength: STEPS, maxLength: STEPS }),
      async (players, choices) => {
        const dir = freshDataDir();
        dirs.push(dir);
        const file = path.join(dir, 'initiative.db');
        const store = openSqliteStore(file);
        const hub = new Hub(store, undefined, silent);
        await hub.restore();
        const { gameId, hostToken } = await hub.createGame({
          name: 'Property',
          seats: players,
          victoryPoints: 10,
        });
        for (let seat = 0; seat < players; seat++)
          await hub.claimSeat(gameId, { seat, name: `P${seat}`, color: COLORS[seat] ?? 'red' });
        await hub.start(gameId, hostToken);

        const live = hub.get(gameId);
        if (!live?.state) throw new Error('the game did not start');
        const seen = new Map<number, GameView>([[0, viewFor(live.state, { kind: 'spectator' })]]);
        let mutatedAccepted = 0;
        for (const [n, [actorPick, fieldPick, mutateIt]] of choices.entries()) {
          const state = live.state;
          if (!state || state.phase === 'ended') break;
          const actors: Actor[] = [
            ...state.players.map((_, seat): Actor => ({ kind: 'seat', seat })),
            { kind: 'host' } as const,
          ].filter((a) => legalIntents(state, a).length > 0);
          const actor = actors[actorPick % Math.max(1, actors.length)];
          if (!actor) break;
          const legal = legalIntents(state, actor);
          // A type first, then one of its examples: rarer intents (produce, scoring) get their turn.
          const types = [...new Set(legal.map((i) => i.type))];
          const ofType = legal.filter((i) => i.type === types[fieldPick % types.length]);
          const intent = ofType[Math.floor(fieldPick / types.length) % ofType.length] as Intent;
          // Of the changed intents, one the engine accepts (if any): that is what must be stored right.
          const accepted = mutations(intent).filter((m) => applyIntent(state, actor, m).ok);
          const sent = mutateIt && accepted.length > 0 ? accepted[fieldPick % accepted.length] : intent;
          let ack = await hub.submitIntent(gameId, actor, { clientId: `m${n}`, intent: sent });
          if (ack.ok && mutateIt) mutatedAccepted++;
          if (!ack.ok) ack = await hub.submitIntent(gameId, actor, { clientId: `l${n}`, intent });
          expect(ack, `a legal intent is accepted (${JSON.stringify(intent)})`).toMatchObject({ ok: true });
          if (live.state) seen.set(live.version, viewFor(live.state, { kind: 'spectator' }));
        }
        const finalState = live.state;
        const finalVersion = live.version;
        await store.close();

        const reopened = openSqliteStore(file);
        const restarted = new Hub(reopened, undefined, silent);
        await restarted.restore();
        const again = await restarted.load(gameId);
        expect(again?.version).toBe(finalVersion);
        expect(again?.state).toEqual(finalState);
        for (const [version, view] of seen)
          expect((await restarted.historyAt(gameId, version)).view).toEqual(view);
        expect(restarted.quarantinedGames().size).toBe(0);
        await reopened.close();
        totalMutatedAccepted += mutatedAccepted;
      },
    ),
    { numRuns: RUNS },
  );
  // Not vacuous: changed intents were accepted (and so stored) along the way.
  expect(totalMutatedAccepted).toBeGreaterThan(RUNS);
}, 240_000);
