import { describe, expect, it } from 'vitest';
import type { CommandPools, GameState, Seat } from '../../state/state.ts';
import { MIRROR_COMPUTING } from '../../board/payment.ts';
import { reinforcementTokens } from '../../board/tokens.ts';
import { updatePlayer } from '../../state/update.ts';
import {
  HACAN,
  SOL,
  YSSARIL,
  expectApplied,
  expectRefusal,
  must,
  player,
  pools,
  run,
  started,
  tableWith,
  withPlanets,
  withPools,
  withReinforcements,
  withStation,
  withTradeGoods,
  withoutPlaces,
} from '../../../test-support/card-fixtures.ts';

const P = (tactic: number, fleet: number, strategy: number): CommandPools => ({ tactic, fleet, strategy });

/** Sol (seat 0) holds Leadership with pools 3/3/2, no planets, and these extras. */
function table(edit: (s: GameState) => GameState = (s) => s): GameState {
  let s = tableWith('leadership', SOL);
  for (const seat of [0, 1, 2, 3]) s = withPools(withoutPlaces(s, seat), seat, P(3, 3, 2));
  return edit(s);
}

interface Row {
  readonly name: string;
  readonly edit?: (s: GameState) => GameState;
  readonly payment?: { planets?: string[]; tradeGoods?: number };
  readonly place: CommandPools;
  /** Pools after, or the start of the refusal message. */
  readonly expect: CommandPools | string;
  readonly tradeGoodsAfter?: number;
  readonly exhausted?: readonly string[];
}

// Planets: Mecatol Rex 1/6, Rarron 0/3, Torkan 0/3, Mellon 0/2, Jord 4/2. Stations: Revelation 1/2.
const PRIMARY: readonly Row[] = [
  {
    name: 'LRR 52.2: the active player gains three command tokens without spending anything',
    place: P(1, 1, 1),
    expect: P(4, 4, 3),
  },
  {
    name: 'LRR 52.2: three influence from an exhausted planet buys a fourth token',
    edit: (s) => withPlanets(s, SOL, ['rarron']),
    payment: { planets: ['rarron'] },
    place: P(4, 0, 0),
    expect: P(7, 3, 2),
    exhausted: ['rarron'],
  },
  {
    name: 'LRR 52.2: trade goods count as one influence each',
    edit: (s) => withTradeGoods(s, SOL, 5),
    payment: { tradeGoods: 3 },
    place: P(0, 0, 4),
    expect: P(3, 3, 6),
    tradeGoodsAfter: 2,
  },
  {
    name: 'LRR 52.2: planets and trade goods add up (2 + 1 = one token)',
    edit: (s) => withTradeGoods(withPlanets(s, SOL, ['mellon']), SOL, 1),
    payment: { planets: ['mellon'], tradeGoods: 1 },
    place: P(2, 2, 0),
    expect: P(5, 5, 2),
    tradeGoodsAfter: 0,
  },
  {
    name: 'LRR 52.2: influence beyond a multiple of three is lost (8 influence buys two tokens)',
    edit: (s) => withPlanets(s, SOL, ['mecatol-rex', 'mellon']),
    payment: { planets: ['mecatol-rex', 'mellon'] },
    place: P(5, 0, 0),
    expect: P(8, 3, 2),
  },
  {
    name: 'LRR 52.2: a space station can be exhausted for its influence (003 note 3)',
    edit: (s) => withTradeGoods(withStation(s, SOL, 'revelation'), SOL, 1),
    payment: { planets: ['revelation'], tradeGoods: 1 },
    place: P(0, 4, 0),
    expect: P(3, 7, 2),
    exhausted: ['revelation'],
  },
  {
    name: 'LRR 52.2: spending less than three influence buys nothing and is refused',
    edit: (s) => withPlanets(s, SOL, ['mellon']),
    payment: { planets: ['mellon'] },
    place: P(1, 1, 1),
    expect: 'You need 3 influence for one token; you chose 2.',
  },
  {
    name: 'LRR 52.2: an exhausted planet cannot be spent',
    edit: (s) => withPlanets(s, SOL, ['rarron'], true),
    payment: { planets: ['rarron'] },
    place: P(2, 1, 1),
    expect: 'Rarron is already exhausted.',
  },
  {
    name: "LRR 52.2: another player's planet cannot be spent",
    edit: (s) => withPlanets(s, HACAN, ['rarron']),
    payment: { planets: ['rarron'] },
    place: P(2, 1, 1),
    expect: 'You do not control Rarron.',
  },
  {
    name: 'LRR 52.2: more trade goods than the player has are refused',
    edit: (s) => withTradeGoods(s, SOL, 2),
    payment: { tradeGoods: 3 },
    place: P(2, 1, 1),
    expect: 'You have 2 trade goods, not 3.',
  },
  {
    name: 'LRR 52.4: the player chooses the pools (all three in the strategy pool)',
    place: P(0, 0, 3),
    expect: P(3, 3, 5),
  },
  {
    name: 'LRR 52.4: placing fewer tokens than gained is refused',
    place: P(1, 1, 0),
    expect: 'You gain 3 command tokens: place exactly 3 in your pools (you placed 2).',
  },
  {
    name: 'LRR 52.4: placing more tokens than gained is refused',
    place: P(2, 2, 0),
    expect: 'You gain 3 command tokens: place exactly 3 in your pools (you placed 4).',
  },
  {
    name: 'LRR 20 / 52.2: with two tokens left in reinforcements the player gains only two',
    edit: (s) => withReinforcements(s, SOL, 2),
    place: P(1, 1, 0),
    expect: P(4, 4, 2),
  },
  {
    name: 'LRR 20 / 52.2: with reinforcements empty the player gains nothing',
    edit: (s) => withReinforcements(s, SOL, 0),
    place: P(0, 0, 0),
    expect: P(3, 3, 2),
  },
  {
    name: 'LRR 20 / 52.2: spending influence when reinforcements cannot supply a bought token is refused',
    edit: (s) => withPlanets(withReinforcements(s, SOL, 3), SOL, ['rarron']),
    payment: { planets: ['rarron'] },
    place: P(1, 1, 1),
    expect: 'Your reinforcements hold only 3 command tokens: spending influence would buy nothing.',
  },
  {
    name: 'LRR 20 / 52.2: bought tokens beyond reinforcements are lost (4 left, 6 influence)',
    edit: (s) => withPlanets(withReinforcements(s, SOL, 4), SOL, ['rarron', 'torkan']),
    payment: { planets: ['rarron', 'torkan'] },
    place: P(2, 2, 0),
    expect: P(5, 5, 2),
  },
  {
    name: 'Mirror Computing (Mentak): 3 trade goods spent count as 6 influence, buying 2 tokens',
    edit: (s) =>
      updatePlayer(withTradeGoods(s, SOL, 3), SOL, (p) => ({
        ...p,
        technologies: [...p.technologies, MIRROR_COMPUTING],
      })),
    payment: { tradeGoods: 3 },
    place: P(2, 2, 1),
    expect: P(5, 5, 3),
    tradeGoodsAfter: 0,
  },
  {
    name: 'without Mirror Computing the same 3 trade goods buy 1 token',
    edit: (s) => withTradeGoods(s, SOL, 3),
    payment: { tradeGoods: 3 },
    place: P(2, 2, 1),
    expect: 'You gain 4 command tokens: place exactly 4 in your pools (you placed 5).',
  },
];

function resolve(row: Row, state: GameState, seat: Seat, kind: 'resolve-primary' | 'follow') {
  const choices = { payment: { planets: [], tradeGoods: 0, ...row.payment }, pools: row.place };
  return run(state, seat, { type: kind, choices });
}

function check(row: Row, before: GameState, seat: Seat, out: ReturnType<typeof resolve>) {
  if (typeof row.expect === 'string') return expectRefusal(out, row.expect);
  expectApplied(out);
  expect(pools(out.state, seat)).toEqual(row.expect);
  // Tokens are conserved: what the pools gained left reinforcements.
  const gained = (p: CommandPools) => p.tactic + p.fleet + p.strategy;
  expect(reinforcementTokens(out.state, seat)).toBe(
    reinforcementTokens(before, seat) - (gained(row.expect) - gained(pools(before, seat))),
  );
  if (row.tradeGoodsAfter !== undefined) expect(player(out.state, seat).tradeGoods).toBe(row.tradeGoodsAfter);
  for (const id of row.exhausted ?? []) {
    const place = out.state.galaxy.planets[id] ?? out.state.galaxy.stations[id];
    expect(place?.exhausted).toBe(true);
  }
}

describe('Leadership primary (LRR 52.2, 52.4)', () => {
  for (const row of PRIMARY) {
    it(row.name, () => {
      const before = started(table(row.edit), 'leadership');
      check(row, before, SOL, resolve(row, before, SOL, 'resolve-primary'));
    });
  }
});

const SECONDARY: readonly Row[] = [
  {
    name: 'LRR 52.3: a follower buys one token per three influence without spending a strategy token',
    edit: (s) => withPlanets(s, YSSARIL, ['rarron', 'torkan']),
    payment: { planets: ['rarron', 'torkan'] },
    place: P(0, 1, 1),
    expect: P(3, 4, 3),
  },
  {
    name: 'LRR 52.3: a follower gets no free tokens: spending nothing gains nothing',
    place: P(0, 0, 0),
    expect: P(3, 3, 2),
  },
  {
    name: 'LRR 52.3: a follower with an empty strategy pool can still follow',
    edit: (s) => withTradeGoods(withPools(s, YSSARIL, P(3, 3, 0)), YSSARIL, 3),
    payment: { tradeGoods: 3 },
    place: P(0, 0, 1),
    expect: P(3, 3, 1),
    tradeGoodsAfter: 0,
  },
  {
    name: 'LRR 52.3: a follower spending less than three influence is refused',
    edit: (s) => withTradeGoods(s, YSSARIL, 2),
    payment: { tradeGoods: 2 },
    place: P(0, 0, 0),
    expect: 'You need 3 influence for one token; you chose 2.',
  },
  {
    name: 'LRR 52.4: a follower places each bought token in the pool of their choice',
    edit: (s) => withTradeGoods(s, YSSARIL, 6),
    payment: { tradeGoods: 6 },
    place: P(1, 0, 1),
    expect: P(4, 3, 3),
  },
  {
    name: 'LRR 52.4: a follower placing a token they did not buy is refused',
    place: P(1, 0, 0),
    expect: 'You gain 0 command tokens: place exactly 0 in your pools (you placed 1).',
  },
];

describe('Leadership secondary (LRR 52.3, 52.4)', () => {
  for (const row of SECONDARY) {
    it(row.name, () => {
      let before = started(table(row.edit), 'leadership');
      before = must(before, SOL, {
        type: 'resolve-primary',
        choices: { payment: { planets: [], tradeGoods: 0 }, pools: P(1, 1, 1) },
      });
      const out = resolve(row, before, YSSARIL, 'follow');
      check(row, before, YSSARIL, out);
      if (out.ok) {
        expect(out.state.strategic?.followers[String(YSSARIL)]).toBe('followed');
        expect(out.events).toContainEqual({
          type: 'followed',
          seat: YSSARIL,
          card: 'leadership',
          token: false,
        });
      }
    });
  }

  it('LRR 52.3: after every other player has decided, Leadership is exhausted and the turn passes', () => {
    let s = started(table(), 'leadership');
    s = must(s, SOL, { type: 'resolve-primary', choices: { pools: P(1, 1, 1) } });
    for (const seat of [1, 2, 3]) s = must(s, seat, { type: 'skip-secondary' });
    expect(s.cards.leadership.exhausted).toBe(true);
    expect(s.strategic).toBeNull();
    expect(s.active).not.toBe(SOL);
  });
});
