import { describe, expect, it } from 'vitest';
import { viewFor } from '../../view/view.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { updatePlayer } from '../../state/update.ts';
import {
  HACAN,
  LETNEV,
  SOL,
  YSSARIL,
  expectApplied,
  expectRefusal,
  must,
  player,
  run,
  started,
  tableWith,
  withPools,
  withStation,
  withTradeGoods,
} from '../../../test-support/card-fixtures.ts';

// Commodity values: Sol 4, Hacan 6, Yssaril 3, Letnev 2.
function table(edit: (s: GameState) => GameState = (s) => s): GameState {
  let s = tableWith('trade', SOL);
  for (const seat of [0, 1, 2, 3]) {
    s = withPools(withTradeGoods(s, seat, 1), seat, { tactic: 3, fleet: 3, strategy: 2 });
    s = updatePlayer(s, seat, (p) => ({ ...p, commodities: 0 }));
  }
  return edit(s);
}

const withCommodities = (s: GameState, seat: Seat, n: number) =>
  updatePlayer(s, seat, (p) => ({ ...p, commodities: n }));

interface PrimaryRow {
  readonly name: string;
  readonly edit?: (s: GameState) => GameState;
  readonly free?: Seat[];
  readonly expect: { tradeGoods: number; commodities: number } | string;
}

const PRIMARY: readonly PrimaryRow[] = [
  {
    name: 'LRR 92.2: the active player gains three trade goods',
    expect: { tradeGoods: 4, commodities: 4 },
  },
  {
    name: "LRR 92.3: commodities are replenished to the faction's commodity value",
    edit: (s) => withCommodities(s, SOL, 1),
    expect: { tradeGoods: 4, commodities: 4 },
  },
  {
    name: 'LRR 92.3 / 003 note 6: each space station controlled adds one to the commodity value',
    edit: (s) => withStation(withStation(s, SOL, 'revelation'), SOL, 'oluz-station'),
    expect: { tradeGoods: 4, commodities: 6 },
  },
  {
    name: 'LRR 92.3: commodities never go above the commodity value (already full stays full)',
    edit: (s) => withCommodities(s, SOL, 4),
    expect: { tradeGoods: 4, commodities: 4 },
  },
  {
    name: 'LRR 92.4: the active player may choose any number of other players',
    free: [HACAN, LETNEV],
    expect: { tradeGoods: 4, commodities: 4 },
  },
  {
    name: 'LRR 92.4: the active player cannot choose themselves',
    free: [SOL],
    expect: 'Choose other players: you replenish through the primary already.',
  },
  {
    name: 'LRR 92.4: choosing a player twice is refused',
    free: [HACAN, HACAN],
    expect: 'Choose each player at most once.',
  },
  {
    name: 'LRR 92.4: choosing a seat that is not at the table is refused',
    free: [5],
    expect: 'Choose players at this table.',
  },
];

describe('Trade primary (LRR 92.2–92.4)', () => {
  for (const row of PRIMARY) {
    it(row.name, () => {
      const before = started(table(row.edit), 'trade');
      const out = run(before, SOL, { type: 'resolve-primary', choices: { free: row.free ?? [] } });
      if (typeof row.expect === 'string') return expectRefusal(out, row.expect);
      expectApplied(out);
      expect(player(out.state, SOL).tradeGoods).toBe(row.expect.tradeGoods);
      expect(player(out.state, SOL).commodities).toBe(row.expect.commodities);
      expect(out.state.strategic?.step).toBe('secondary');
      expect(viewFor(out.state, { kind: 'spectator' }).strategic?.data).toEqual({ free: row.free ?? [] });
    });
  }
});

interface FollowRow {
  readonly name: string;
  readonly edit?: (s: GameState) => GameState;
  readonly free: Seat[];
  readonly seat: Seat;
  /** Commodities after, and whether a strategy token was spent; or the refusal. */
  readonly expect: { commodities: number; token: boolean } | string;
}

const SECONDARY: readonly FollowRow[] = [
  {
    name: 'LRR 92.5: a follower spends a strategy token to replenish commodities',
    free: [],
    seat: YSSARIL,
    expect: { commodities: 3, token: true },
  },
  {
    name: 'LRR 92.5: a follower with an empty strategy pool cannot follow',
    edit: (s) => withPools(s, YSSARIL, { tactic: 3, fleet: 3, strategy: 0 }),
    free: [],
    seat: YSSARIL,
    expect: 'Following Trade costs a command token from your strategy pool, and yours is empty.',
  },
  {
    name: 'LRR 92.4: a chosen player replenishes without spending a strategy token',
    free: [YSSARIL],
    seat: YSSARIL,
    expect: { commodities: 3, token: false },
  },
  {
    name: 'LRR 92.4: a chosen player with an empty strategy pool still follows for free',
    edit: (s) => withPools(s, LETNEV, { tactic: 3, fleet: 3, strategy: 0 }),
    free: [LETNEV],
    seat: LETNEV,
    expect: { commodities: 2, token: false },
  },
  {
    name: 'LRR 92.4: a player who was not chosen still pays the token',
    free: [LETNEV],
    seat: YSSARIL,
    expect: { commodities: 3, token: true },
  },
  {
    name: 'Hacan (Masters of Trade): the Hacan follow Trade without spending a strategy token',
    free: [],
    seat: HACAN,
    expect: { commodities: 6, token: false },
  },
  {
    name: 'LRR 92.5 / 003 note 6: a follower with a space station replenishes to the higher value',
    edit: (s) => withStation(s, YSSARIL, 'tsion-station'),
    free: [],
    seat: YSSARIL,
    expect: { commodities: 4, token: true },
  },
];

describe('Trade secondary (LRR 92.4–92.5, Hacan)', () => {
  for (const row of SECONDARY) {
    it(row.name, () => {
      let s = started(table(row.edit), 'trade');
      s = must(s, SOL, { type: 'resolve-primary', choices: { free: row.free } });
      const strategyBefore = player(s, row.seat).pools.strategy;
      const out = run(s, row.seat, { type: 'follow', choices: {} });
      if (typeof row.expect === 'string') return expectRefusal(out, row.expect);
      expectApplied(out);
      expect(player(out.state, row.seat).commodities).toBe(row.expect.commodities);
      expect(player(out.state, row.seat).pools.strategy).toBe(strategyBefore - (row.expect.token ? 1 : 0));
      expect(out.events).toContainEqual({
        type: 'followed',
        seat: row.seat,
        card: 'trade',
        token: row.expect.token,
      });
    });
  }

  it('LRR 92.4: a chosen player still decides: they may skip', () => {
    let s = started(table(), 'trade');
    s = must(s, SOL, { type: 'resolve-primary', choices: { free: [YSSARIL] } });
    s = must(s, YSSARIL, { type: 'skip-secondary' });
    expect(player(s, YSSARIL).commodities).toBe(0);
    expect(s.strategic?.followers[String(YSSARIL)]).toBe('skipped');
  });

  it('LRR 92.4: a chosen player uses the secondary only once', () => {
    let s = started(table(), 'trade');
    s = must(s, SOL, { type: 'resolve-primary', choices: { free: [YSSARIL] } });
    s = must(s, YSSARIL, { type: 'follow', choices: {} });
    const again = run(s, YSSARIL, { type: 'follow', choices: {} });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.code).toBe('rule/already-decided');
  });
});
