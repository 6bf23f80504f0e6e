import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRATEGY_CARD_IDS } from '../content/strategy-cards.ts';
import { applyIntent, replay } from './engine.ts';
import type { Actor, Intent } from '../wire/intents.ts';
import { legalIntents } from './legal.ts';
import { createGame } from '../rules/setup.ts';
import type { GameState } from '../state/state.ts';
import { setupFor } from '../../test-support/test-helpers.ts';

const anyIntent: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('pick-strategy-card'), card: fc.constantFrom(...STRATEGY_CARD_IDS) }),
  fc.record({ type: fc.constant('strategic-action'), card: fc.constantFrom(...STRATEGY_CARD_IDS) }),
  fc.constant({ type: 'pass' }),
  fc.anything(),
);

function invariantsHold(s: GameState): void {
  // Each card held by at most one player is structural (one holder field); check the holder is a real seat.
  for (const id of STRATEGY_CARD_IDS) {
    const c = s.cards[id];
    expect(c.holder === null || (c.holder >= 0 && c.holder < s.players.length)).toBe(true);
    expect(c.tradeGoods).toBeGreaterThanOrEqual(0);
  }
  for (const p of s.players) expect(p.tradeGoods).toBeGreaterThanOrEqual(0);
  // No player ever holds more cards than the draft allows.
  const perPlayer = s.players.length <= 4 ? 2 : 1;
  for (const p of s.players) {
    expect(STRATEGY_CARD_IDS.filter((id) => s.cards[id].holder === p.seat).length).toBeLessThanOrEqual(
      perPlayer,
    );
  }
}

describe('engine properties', () => {
  it('any sequence of legal intents keeps the invariants, and any illegal intent changes nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.string(),
        fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.integer({ min: -1, max: 8 }), anyIntent), {
          maxLength: 60,
        }),
        (players, seed, steps) => {
          const created = createGame(setupFor(players), seed);
          if (!created.ok) throw new Error(created.message);
          let state = created.state;
          for (const [pick, legalMove, seatRaw, random] of steps) {
            const seat = seatRaw < 0 ? null : seatRaw % players;
            const actor: Actor = seat === null ? { kind: 'spectator' } : { kind: 'seat', seat };
            const options = legalIntents(state, actor);
            const intent = legalMove && options.length > 0 ? options[pick % options.length] : random;
            const before = JSON.stringify(state);
            const out = applyIntent(state, actor, intent);
            if (out.ok) {
              state = out.state;
              invariantsHold(state);
            } else {
              expect(JSON.stringify(state)).toBe(before);
              expect(out.message.length).toBeGreaterThan(10);
            }
          }
        },
      ),
      { numRuns: 200, endOnFailure: true },
    );
  });

  it('every intent the engine offers is accepted (base cards and Thunder’s Edge’s)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.string(),
        fc.array(fc.nat(), { maxLength: 80 }),
        fc.boolean(),
        (players, seed, picks, thundersEdge) => {
          const setup = setupFor(players);
          const created = createGame({ ...setup, options: { ...setup.options, thundersEdge } }, seed);
          if (!created.ok) throw new Error(created.message);
          let state = created.state;
          for (const pick of picks) {
            const movers = state.players.filter(
              (p) => legalIntents(state, { kind: 'seat', seat: p.seat }).length > 0,
            );
            const mover = movers[pick % Math.max(1, movers.length)];
            if (!mover) break;
            const options = legalIntents(state, { kind: 'seat', seat: mover.seat });
            const out = applyIntent(
              state,
              { kind: 'seat', seat: mover.seat },
              options[pick % options.length],
            );
            expect(out.ok).toBe(true);
            if (out.ok) state = out.state;
          }
        },
      ),
      { numRuns: 100, endOnFailure: true },
    );
  });

  it('replaying the intent log rebuilds the same state', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.string(),
        fc.array(fc.nat(), { maxLength: 80 }),
        (players, seed, picks) => {
          const created = createGame(setupFor(players), seed);
          if (!created.ok) throw new Error(created.message);
          let state = created.state;
          const log: { actor: Actor; intent: Intent }[] = [];
          for (const pick of picks) {
            const seat = state.players.find(
              (p) => legalIntents(state, { kind: 'seat', seat: p.seat }).length > 0,
            )?.seat;
            if (seat === undefined) break;
            const options = legalIntents(state, { kind: 'seat', seat });
            const intent = options[pick % options.length] as Intent;
            const out = applyIntent(state, { kind: 'seat', seat }, intent);
            if (!out.ok) throw new Error(out.message);
            state = out.state;
            log.push({ actor: { kind: 'seat', seat }, intent });
          }
          const rebuilt = replay(created.state, log);
          expect(rebuilt.applied).toBe(log.length);
          expect(rebuilt.state).toEqual(state);
        },
      ),
      { numRuns: 100, endOnFailure: true },
    );
  });
});
