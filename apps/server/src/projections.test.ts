import fastJsonPatch, { type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import {
  applyPatchOps,
  applyParsed,
  expandPatch,
  createGame,
  legalIntents,
  viewFor,
  PLAYER_COLORS,
  type Actor,
  type GameSetup,
  type GameView,
  type Intent,
  type PatchOp,
  type Role,
} from '@initiative/rules';
import type { Commit } from './hub.ts';
import { Projections } from './projections.ts';

function setup(players: number): GameSetup {
  return {
    name: 'Projection test',
    seats: Array.from({ length: players }, (_, i) => ({
      name: `P${i + 1}`,
      color: PLAYER_COLORS[i] as GameSetup['seats'][number]['color'],
      faction: null,
    })),
    victoryPoints: 10,
    mapString: null,
    options: { editsNeedApproval: false, timedConstruction: false },
  };
}

describe('projections', () => {
  it.each([3, 6])(
    'a client that applies every patch holds exactly its role’s projection, through a random %i-player game',
    (players) => {
      const created = createGame(setup(players), `projections-${players}`);
      if (!created.ok) throw new Error(created.message);
      const roles: Role[] = [
        ...Array.from({ length: players }, (_, seat): Role => ({ kind: 'seat', seat })),
        { kind: 'host' },
        { kind: 'spectator' },
      ];
      const projections = new Projections();
      let state = created.state;
      const held = new Map<string, GameView>(
        roles.map((r) => [JSON.stringify(r), structuredClone(projections.view('g', state, 0, r))]),
      );
      // What the web client does: compact operations applied with structural sharing (patch.ts).
      const shared = new Map<string, GameView>(
        roles.map((r) => [JSON.stringify(r), structuredClone(projections.view('g', state, 0, r))]),
      );
      let seed = players;
      const pick = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      let version = 0;
      let shares = 0;
      for (let step = 0; step < 250; step++) {
        const options = roles.flatMap((actor) =>
          legalIntents(state, actor as Actor).map((intent: Intent) => ({ actor: actor as Actor, intent })),
        );
        const choice = options[pick(Math.max(1, options.length))];
        if (!choice) break;
        const out = applyParsed(state, choice.actor, choice.intent);
        if (!out.ok) throw new Error(out.message);
        version++;
        const commit: Commit = {
          version,
          previous: state,
          state: out.state,
          entries: [],
          chronicle: null,
          roundsChanged: false,
          chronicleBefore: null,
        };
        state = out.state;
        const sent: PatchOp[][] = [];
        for (const role of roles) {
          const key = JSON.stringify(role);
          const ops = projections.patch('g', commit, role);
          // Roles grouped into one message only when their patches are truly the same (sockets.ts).
          for (const other of sent)
            if (Projections.samePatch(other, ops)) {
              expect(JSON.stringify(other)).toBe(JSON.stringify(ops));
              shares++;
            }
          sent.push(ops);
          const patch = expandPatch(ops) as Operation[];
          const next = fastJsonPatch.applyPatch(held.get(key), patch, true, false).newDocument as GameView;
          expect(next).toEqual(viewFor(state, role));
          held.set(key, next);
          // The structural-sharing applier gives the same view and leaves the one it was given alone.
          const before = shared.get(key) as GameView;
          const frozen = JSON.stringify(before);
          const after = applyPatchOps(before, ops);
          expect(after).toEqual(next);
          expect(JSON.stringify(before)).toBe(frozen);
          if (ops.length > 0) expect(after).not.toBe(before);
          shared.set(key, after);
        }
      }
      expect(version).toBeGreaterThan(50);
      expect(shares).toBeGreaterThan(version); // most versions send fewer messages than roles
    },
  );
});
