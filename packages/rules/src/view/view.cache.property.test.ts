// The speed-ups behind viewFor and researchable (caches per state and per player, `legalIntents` and
// `waitingFor` kept per state and actor, a counting shortcut for prerequisites) must not change a
// single answer: checked against a fresh copy of
// the state (no cache can know it) and against techStatus, along random legal games.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TECHNOLOGIES } from '../content/index.ts';
import { applyParsed } from '../engine/engine.ts';
import type { Actor } from '../wire/intents.ts';
import { legalIntents, waitingFor } from '../engine/legal.ts';
import { researchable, techStatus } from '../rules/research.ts';
import { createGame } from '../rules/setup.ts';
import type { GameState } from '../state/state.ts';
import { setupFor } from '../../test-support/test-helpers.ts';
import { viewFor } from './view.ts';

function roles(players: number): Actor[] {
  return [
    ...Array.from({ length: players }, (_, seat): Actor => ({ kind: 'seat', seat })),
    { kind: 'spectator' },
    { kind: 'host' },
  ];
}

/** Plays random legal intents, calling `check` on every state reached. */
function playRandomly(players: number, seed: string, picks: number[], check: (s: GameState) => void) {
  const created = createGame(setupFor(players), seed);
  if (!created.ok) throw new Error(created.message);
  let state = created.state;
  check(state);
  for (const pick of picks) {
    const options = roles(players).flatMap((actor) =>
      legalIntents(state, actor).map((intent) => ({ actor, intent })),
    );
    const choice = options[pick % Math.max(1, options.length)];
    if (!choice) break;
    const out = applyParsed(state, choice.actor, choice.intent);
    if (!out.ok) throw new Error(`a legal intent was refused: ${out.message}`);
    state = out.state;
    check(state);
  }
}

describe('projection caches', () => {
  it('every viewer gets the view of a fresh copy of the state, whoever was served before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.string(),
        fc.array(fc.nat(), { maxLength: 120 }),
        (players, seed, picks) => {
          playRandomly(players, seed, picks, (state) => {
            const all = roles(players);
            const served = all.map((actor) => viewFor(state, actor));
            const fresh = JSON.parse(JSON.stringify(state)) as GameState;
            // In the reverse order, on a copy no cache has seen.
            for (let i = all.length - 1; i >= 0; i--) {
              const actor = all[i] as Actor;
              expect(served[i]).toEqual(viewFor(fresh, actor));
              // Asked again of the same state (kept): each actor its own answer, the fresh copy's.
              expect(legalIntents(state, actor)).toEqual(legalIntents(fresh, actor));
            }
            expect(waitingFor(state)).toEqual(waitingFor(fresh));
          });
        },
      ),
      { numRuns: 25, endOnFailure: true },
    );
  });

  it('a view never carries another seat’s action cards or unscored secrets', () => {
    playRandomly(
      6,
      'leak',
      Array.from({ length: 200 }, (_, i) => i * 7919),
      (state) => {
        for (const actor of roles(6)) {
          const view = viewFor(state, actor);
          for (const p of view.players) {
            const mine = actor.kind === 'seat' && actor.seat === p.seat;
            expect(p.actionCards !== undefined).toBe(mine);
            expect(p.unscoredSecrets !== undefined).toBe(mine);
            expect(p.secretOffer !== undefined).toBe(mine);
          }
        }
      },
    );
  });

  it('researchable lists exactly the technologies techStatus finds met or met with skips', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(), { maxLength: 150 }), (seed, picks) => {
        playRandomly(6, seed, picks, (state) => {
          for (const p of state.players) {
            const expected = TECHNOLOGIES.filter((t) =>
              ['met', 'met-with-skips'].includes(techStatus(state, p.seat, t.id).kind),
            ).map((t) => t.id);
            expect(researchable(state, p.seat).map((t) => t.id)).toEqual(expected);
          }
        });
      }),
      { numRuns: 15, endOnFailure: true },
    );
  });
});
