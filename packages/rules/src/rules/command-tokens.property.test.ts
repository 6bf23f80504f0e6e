// Properties over random legal play through whole rounds (action phase, status
// phase, the next draft): command tokens are conserved, 16 per player (LRR 20),
// and an illegal intent changes nothing.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyIntent } from '../engine/engine.ts';
import type { Actor, Intent } from '../wire/intents.ts';
import { legalIntents } from '../engine/legal.ts';
import { createGame } from './setup.ts';
import { COMMAND_TOKENS_PER_PLAYER, type GameState } from '../state/state.ts';
import { setupFor } from '../../test-support/test-helpers.ts';
import { reinforcementTokens, tokensCaptured, tokensOnBoard } from '../board/tokens.ts';

function actorsOf(state: GameState): Actor[] {
  return [...state.players.map((p): Actor => ({ kind: 'seat', seat: p.seat })), { kind: 'host' }];
}

function tokensConserved(state: GameState): void {
  for (const p of state.players) {
    const { tactic, fleet, strategy } = p.pools;
    for (const n of [tactic, fleet, strategy]) expect(Number.isInteger(n) && n >= 0).toBe(true);
    const board = tokensOnBoard(state, p.seat);
    const reinforcements = reinforcementTokens(state, p.seat);
    expect(reinforcements).toBeGreaterThanOrEqual(0);
    // Tokens in another player's fleet pool (the Mahact's Edict) are still theirs.
    const captured = tokensCaptured(state, p.seat);
    expect(board + tactic + fleet + strategy + reinforcements + captured).toBe(COMMAND_TOKENS_PER_PLAYER);
    // Tokens gained in the status phase still wait in reinforcements until the player arranges them.
    expect(state.status?.gains[String(p.seat)] ?? 0).toBeLessThanOrEqual(reinforcements);
  }
}

/** Intents of this types, mostly illegal at any given moment. */
const wildIntent: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('activate-system'), system: fc.constantFrom('18', '19', '1', '86A', '999') }),
  fc.constant({ type: 'end-turn' }),
  fc.record({ type: fc.constant('component-action'), actionCard: fc.constantFrom('sabotage-1', 'x') }),
  fc.constant({ type: 'component-action' }),
  fc.record({
    type: fc.constant('score-objectives'),
    public: fc.record({ objective: fc.constantFrom('expand-borders', 'intimidate-council', 'nope') }),
  }),
  fc.record({
    type: fc.constant('redistribute-tokens'),
    pools: fc.record({ tactic: fc.nat(8), fleet: fc.nat(8), strategy: fc.nat(8) }),
  }),
  fc.record({
    type: fc.constant('table-edit'),
    edit: fc.oneof(
      fc.record({ kind: fc.constant('adjust-trade-goods'), delta: fc.integer({ min: -5, max: 5 }) }),
      fc.record({
        kind: fc.constant('move-units'),
        from: fc.record({ system: fc.constantFrom('1', '18') }),
        to: fc.record({ planet: fc.constantFrom('jord', 'mecatol-rex') }),
        units: fc.record({ infantry: fc.nat(6), carrier: fc.nat(3) }),
      }),
      fc.record({ kind: fc.constant('discard-action-card'), card: fc.constantFrom('sabotage-1', 'x') }),
    ),
  }),
  fc.record({ type: fc.constantFrom('approve-edit', 'reject-edit'), id: fc.integer({ min: 1, max: 3 }) }),
);

describe('command tokens and illegal intents over random play through status phases', () => {
  it('board + pools + reinforcements = 16 for every player at every step; illegal intents change nothing', () => {
    let rounds = 0;
    let statusSteps = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(3, 4, 6),
        fc.string({ maxLength: 8 }),
        fc.boolean(),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 9 }), wildIntent, fc.nat()), {
          minLength: 150,
          maxLength: 400,
        }),
        (players, seed, approval, steps) => {
          const setup = {
            ...setupFor(players),
            options: { editsNeedApproval: approval, timedConstruction: false },
          };
          const created = createGame(setup, seed);
          if (!created.ok) throw new Error(created.message);
          let state = created.state;
          tokensConserved(state);
          for (const [pick, dice, wild, who] of steps) {
            if (state.phase === 'ended') break;
            const actors = actorsOf(state);
            if (dice < 2) {
              const actor = actors[who % actors.length] as Actor;
              const before = JSON.stringify(state);
              const out = applyIntent(state, actor, wild);
              if (!out.ok) {
                expect(JSON.stringify(state)).toBe(before);
                expect(out.message.length).toBeGreaterThan(10);
                continue;
              }
              state = out.state;
            } else {
              // Pick a kind of intent first, then one of that kind: forty systems to activate should not
              // crowd out passing. (Table edits come from the wild intents above.)
              const moves = actors.flatMap((actor) =>
                legalIntents(state, actor).map((intent) => ({ actor, intent })),
              );
              const types = [...new Set(moves.map((m) => m.intent.type))];
              const type = types[pick % Math.max(1, types.length)];
              const ofType = moves.filter((m) => m.intent.type === type);
              const move = ofType[Math.floor(pick / Math.max(1, types.length)) % Math.max(1, ofType.length)];
              if (!move) break;
              const out = applyIntent(state, move.actor, move.intent as Intent);
              if (!out.ok) throw new Error(`a legal intent was refused: ${out.message}`);
              if (state.phase === 'status') statusSteps++;
              if (out.state.round > state.round) rounds++;
              state = out.state;
            }
            tokensConserved(state);
          }
        },
      ),
      { numRuns: 60, endOnFailure: true },
    );
    // The games really went through status phases into later rounds.
    expect(statusSteps).toBeGreaterThan(100);
    expect(rounds).toBeGreaterThan(30);
  }, 120_000);
});
