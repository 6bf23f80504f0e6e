// Warfare (LRR 99): a row per clause.

import { describe, expect, it } from 'vitest';
import {
  HACAN,
  must,
  refused,
  run,
  setPlanet,
  setSpace,
  setTokens,
  SOL,
  space,
  table,
  withTradeGoods,
} from '../../../test-support/build-fixtures.ts';
import type { Intent } from '../../wire/intents.ts';
import { legalIntents } from '../../engine/legal.ts';
import type { GameState } from '../../state/state.ts';

function started(state = table({ card: 'warfare', holder: SOL })): GameState {
  return must(state, SOL, { type: 'strategic-action', card: 'warfare' });
}
const primary = (
  system: string | null,
  pools: { tactic: number; fleet: number; strategy: number },
): Intent => ({
  type: 'resolve-primary',
  choices: { system, pools },
});
const tokensIn = (s: GameState, id: string) => s.galaxy.systems.find((x) => x.systemId === id)?.tokens ?? [];

describe('Warfare primary (LRR 99.1–99.2)', () => {
  it('takes a command token off the board and lets the player arrange all pools', () => {
    const s = must(
      started(setTokens(table({ card: 'warfare', holder: SOL }), '18', [SOL])),
      SOL,
      primary('18', { tactic: 1, fleet: 6, strategy: 2 }),
    );
    expect(tokensIn(s, '18')).toEqual([]);
    expect(s.players[SOL]?.pools).toEqual({ tactic: 1, fleet: 6, strategy: 2 });
  });

  it('the pools must hold exactly one token more than before', () => {
    const s = started(setTokens(table({ card: 'warfare', holder: SOL }), '18', [SOL]));
    expect(refused(s, SOL, primary('18', { tactic: 3, fleet: 3, strategy: 2 })).message).toContain(
      'must hold 9 tokens',
    );
    expect(refused(s, SOL, primary('18', { tactic: 9, fleet: 3, strategy: 2 })).message).toContain(
      'must hold 9 tokens',
    );
  });

  it('a token must be taken back when one is on the board', () => {
    const s = started(setTokens(table({ card: 'warfare', holder: SOL }), '18', [SOL]));
    expect(refused(s, SOL, primary(null, { tactic: 3, fleet: 3, strategy: 2 })).message).toContain(
      'take back',
    );
  });

  it('only one of the player’s own tokens', () => {
    const s = started(setTokens(table({ card: 'warfare', holder: SOL }), '18', [HACAN]));
    expect(refused(s, SOL, primary('18', { tactic: 4, fleet: 3, strategy: 2 })).message).toContain(
      'no command token in system 18',
    );
  });

  it('with no token on the board, only the redistribution happens', () => {
    const s = must(started(), SOL, primary(null, { tactic: 0, fleet: 8, strategy: 0 }));
    expect(s.players[SOL]?.pools).toEqual({ tactic: 0, fleet: 8, strategy: 0 });
  });
});

describe('Warfare secondary (LRR 99.3): production of one space dock in the home system', () => {
  const afterPrimary = (state?: GameState) =>
    must(started(state), SOL, primary(null, { tactic: 3, fleet: 3, strategy: 2 }));
  const follow = (choices: object): Intent => ({ type: 'follow', choices });

  it('Hacan produces at their home dock (Hercant 1 resource: limit 3) and spends a strategy token, placed nowhere', () => {
    const before = withTradeGoods(afterPrimary(), HACAN, 3);
    const s = must(
      before,
      HACAN,
      follow({
        units: [
          { unit: 'fighter', count: 2, place: 'space' },
          { unit: 'infantry', count: 1, place: 'hercant' },
        ],
        payment: { planets: [], tradeGoods: 2 },
      }),
    );
    expect(s.players[HACAN]?.pools.strategy).toBe((before.players[HACAN]?.pools.strategy ?? 0) - 1);
    expect(tokensIn(s, '16')).not.toContain(HACAN);
    expect(space(s, '16', HACAN).fighter).toBe(2 + 2);
    expect(s.players[HACAN]?.tradeGoods).toBe(1);
  });

  it('the limit is that one dock’s', () => {
    const before = withTradeGoods(afterPrimary(), HACAN, 5);
    expect(
      refused(
        before,
        HACAN,
        follow({
          units: [{ unit: 'fighter', count: 4, place: 'space' }],
          payment: { planets: [], tradeGoods: 2 },
        }),
      ).message,
    ).toContain('limit here is 3');
  });

  it('no ships beside another player’s ships in the home system; ground forces still', () => {
    const before = withTradeGoods(setSpace(afterPrimary(), '16', SOL, { destroyer: 1 }), HACAN, 5);
    expect(
      run(
        before,
        HACAN,
        follow({
          units: [{ unit: 'fighter', count: 2, place: 'space' }],
          payment: { planets: [], tradeGoods: 1 },
        }),
      ).ok,
    ).toBe(false);
    expect(
      run(
        before,
        HACAN,
        follow({
          units: [{ unit: 'infantry', count: 2, place: 'arretze' }],
          payment: { planets: [], tradeGoods: 1 },
        }),
      ).ok,
    ).toBe(true);
  });

  it('a player with no space dock at home cannot follow, and is told why', () => {
    const before = afterPrimary(setPlanet(table({ card: 'warfare', holder: SOL }), 'hercant', { units: {} }));
    const r = refused(before, HACAN, follow({ units: [{ unit: 'fighter', count: 2, place: 'space' }] }));
    expect(r.message).toContain('no space dock in your home system');
    expect(legalIntents(before, { kind: 'seat', seat: HACAN }).map((i) => i.type)).not.toContain('follow');
  });

  it('legalIntents offers a follow that the engine accepts', () => {
    const before = afterPrimary();
    const legal = legalIntents(before, { kind: 'seat', seat: HACAN }).find((i) => i.type === 'follow');
    expect(legal).toBeDefined();
    must(before, HACAN, legal as Intent);
  });
});
