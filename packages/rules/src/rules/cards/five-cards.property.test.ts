// Properties over random games in which Leadership, Diplomacy, Politics, Trade
// and Imperial are played with random (often illegal) choices as well as the
// engine's legal examples:
// - command tokens are conserved: each player's pools + board + reinforcements
//   make 16, and no part is ever negative;
// - an illegal intent changes nothing;
// - the other bookkeeping these cards touch stays sane.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commodityValue } from '../../board/commodities.ts';
import { applyIntent } from '../../engine/engine.ts';
import type { Intent } from '../../wire/intents.ts';
import { legalIntents } from '../../engine/legal.ts';
import { owedBy } from '../../engine/owed.ts';
import {
  COMMAND_TOKENS_PER_PLAYER,
  HAND_LIMIT,
  MAX_SECRET_OBJECTIVES,
  type GameState,
  type Seat,
} from '../../state/state.ts';
import { newGame } from '../../../test-support/test-helpers.ts';
import { POOLS, reinforcementTokens, tokensCaptured, tokensOnBoard } from '../../board/tokens.ts';
import { lookedAtAgendas } from './politics.ts';

/** Reads successive random numbers. */
class Dice {
  private i = 0;
  constructor(private readonly values: readonly number[]) {}
  roll(n: number): number {
    const v = this.values[this.i++ % Math.max(1, this.values.length)] ?? 0;
    return n <= 0 ? 0 : v % n;
  }
  some<T>(items: readonly T[], max = items.length): T[] {
    return items.filter(() => this.roll(2) === 0).slice(0, max);
  }
  one<T>(items: readonly T[]): T | undefined {
    return items[this.roll(items.length)];
  }
}

function placesOf(state: GameState, seat: Seat, exhausted: boolean | null): string[] {
  const all = [...Object.entries(state.galaxy.planets), ...Object.entries(state.galaxy.stations)];
  return all
    .filter(([, p]) => p.controller === seat && (exhausted === null || p.exhausted === exhausted))
    .map(([id]) => id);
}

/** Random choices for the card being resolved: often legal, sometimes not. */
function randomChoices(state: GameState, seat: Seat, d: Dice): unknown {
  const s = state.strategic;
  if (!s) return {};
  const tg = state.players[seat]?.tradeGoods ?? 0;
  const payment = () => ({
    planets: d.some(placesOf(state, seat, d.roll(4) === 0 ? null : false)),
    tradeGoods: d.roll(tg + 2),
  });
  switch (s.card) {
    case 'leadership':
      return { payment: payment(), pools: { tactic: d.roll(4), fleet: d.roll(3), strategy: d.roll(3) } };
    case 'diplomacy':
      if (s.step === 'primary' && (s.data['awaiting'] as Seat[] | undefined)?.includes(seat))
        return { pool: d.one(POOLS) };
      return s.step === 'primary' && s.active === seat
        ? {
            system: d.roll(5) === 0 ? null : (d.one(state.galaxy.systems)?.systemId ?? null),
            ready: d.some(placesOf(state, seat, d.roll(3) === 0 ? null : true), 2 + d.roll(2)),
          }
        : { ready: d.some(placesOf(state, seat, true), 2) };
    case 'politics': {
      const looked = lookedAtAgendas(state);
      if (s.step === 'primary' && looked) {
        const top = d.some(looked);
        const bottom = looked.filter((id) => !top.includes(id) || d.roll(6) === 0);
        return { top: d.roll(2) === 0 ? top.reverse() : top, bottom };
      }
      return s.step === 'primary' ? { speaker: d.roll(state.players.length + 1) } : {};
    }
    case 'trade':
      return s.step === 'primary' ? { free: d.some(state.players.map((p) => p.seat)) } : {};
    case 'imperial':
      return s.step === 'primary'
        ? {
            objective: d.roll(3) === 0 ? null : (d.one(state.objectives.revealed) ?? null),
            ...(d.roll(2) === 0
              ? {
                  pay: {
                    resources: payment(),
                    tradeGoods: d.roll(tg + 1),
                    tokens: { tactic: d.roll(3), strategy: d.roll(2) },
                  },
                }
              : {}),
            drawSecret: d.roll(2) === 0,
          }
        : {};
    default:
      return {};
  }
}

/** A random intent aimed at the card being resolved, from a seat that may or may not be entitled. */
function randomCardIntent(state: GameState, d: Dice): { seat: Seat; intent: Intent } {
  const seat = d.roll(state.players.length);
  const s = state.strategic;
  const choices = randomChoices(state, seat, d);
  if (s?.step === 'secondary') return { seat, intent: { type: 'follow', choices } };
  const awaited = (s?.data['awaiting'] as Seat[] | undefined) ?? [];
  if (awaited.includes(seat)) return { seat, intent: { type: 'card-choice', choices } };
  return { seat, intent: { type: 'resolve-primary', choices } };
}

function checkInvariants(state: GameState): void {
  for (const p of state.players) {
    const seat = p.seat;
    for (const pool of POOLS) expect(p.pools[pool]).toBeGreaterThanOrEqual(0);
    const reinforcements = reinforcementTokens(state, seat);
    expect(reinforcements).toBeGreaterThanOrEqual(0);
    expect(
      p.pools.tactic +
        p.pools.fleet +
        p.pools.strategy +
        tokensOnBoard(state, seat) +
        reinforcements +
        tokensCaptured(state, seat), // in the Mahact's fleet pool (Edict)
    ).toBe(COMMAND_TOKENS_PER_PLAYER);
    expect(p.tradeGoods).toBeGreaterThanOrEqual(0);
    expect(p.commodities).toBeLessThanOrEqual(commodityValue(state, seat));
    expect(p.victoryPoints).toBeGreaterThanOrEqual(0);
    const owed = owedBy(state, seat);
    expect(p.actionCards.length).toBeLessThanOrEqual(HAND_LIMIT + owed.discards);
    expect(p.secretObjectives.length).toBeLessThanOrEqual(MAX_SECRET_OBJECTIVES + owed.secrets);
  }
  if (state.winner !== null) expect(state.phase).toBe('ended');
}

/** The cards under test, so random play spends its budget where they are. */
const FIVE = new Set(['leadership', 'diplomacy', 'politics', 'trade', 'imperial']);

describe('five strategy cards: properties over random play', () => {
  it('command tokens are conserved, illegal intents change nothing, and bookkeeping stays sane', () => {
    let cardsResolved = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.string({ maxLength: 8 }),
        fc.array(fc.nat(), { minLength: 40, maxLength: 400 }),
        (players, seed, rolls) => {
          const d = new Dice(rolls);
          let state = newGame(players, seed);
          for (let step = 0; step < 160 && state.phase !== 'ended'; step++) {
            const onFive = state.strategic !== null && FIVE.has(state.strategic.card);
            if (onFive && d.roll(3) > 0) {
              const { seat, intent } = randomCardIntent(state, d);
              const before = JSON.stringify(state);
              const out = applyIntent(state, { kind: 'seat', seat }, intent);
              if (!out.ok) {
                expect(JSON.stringify(state)).toBe(before);
                expect(out.message.length).toBeGreaterThan(10);
                continue;
              }
              if (out.events.some((e) => e.type === 'primary-resolved')) cardsResolved++;
              state = out.state;
              checkInvariants(state);
              continue;
            }
            const moves = state.players.flatMap((p) =>
              legalIntents(state, { kind: 'seat', seat: p.seat })
                .filter((i) => (i.type as string) !== 'table-edit')
                .map((intent) => ({ seat: p.seat, intent })),
            );
            const move = d.one(moves);
            if (!move) break;
            const out = applyIntent(state, { kind: 'seat', seat: move.seat }, move.intent);
            if (!out.ok) throw new Error(`a legal intent was refused: ${out.code} ${out.message}`);
            if (out.events.some((e) => e.type === 'primary-resolved')) cardsResolved++;
            state = out.state;
            checkInvariants(state);
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(cardsResolved).toBeGreaterThan(20);
  }, 60_000);
});
