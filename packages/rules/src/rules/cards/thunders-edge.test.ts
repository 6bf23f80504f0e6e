// Thunder's Edge's Construction and Warfare (lobby option `thundersEdge`), clause by clause, and the
// base cards still played without the option.

import { describe, expect, it } from 'vitest';
import {
  HACAN,
  must,
  notes,
  refused,
  run,
  setPlanet,
  setPlanetUnits,
  setTokens,
  SOL,
  space,
  table,
  withTradeGoods,
} from '../../../test-support/build-fixtures.ts';
import type { Intent } from '../../wire/intents.ts';
import { legalIntents, waitingFor } from '../../engine/legal.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { othersSkip } from '../../../test-support/card-fixtures.ts';

const te = (card: 'construction' | 'warfare', thundersEdge = true) =>
  must(table({ card, holder: SOL, thundersEdge }), SOL, { type: 'strategic-action', card });
const primary = (choices: object): Intent => ({ type: 'resolve-primary', choices });
const follow = (choices: object): Intent => ({ type: 'follow', choices });
const units = (s: GameState, planet: string, seat: Seat) =>
  s.galaxy.planets[planet]?.units[String(seat)] ?? {};
const tokensOnBoard = (s: GameState, seat: Seat) =>
  s.galaxy.systems.filter((x) => x.tokens.includes(seat)).length;
const legal = (s: GameState, seat: Seat) => legalIntents(s, { kind: 'seat', seat });

/** Sol also controls Wellon (system 19) and Vefut II (system 20), both empty. */
function withPlanets(s: GameState): GameState {
  return setPlanet(setPlanet(s, 'wellon', { controller: SOL }), 'vefut-ii', { controller: SOL });
}

describe("Thunder's Edge Construction: primary", () => {
  it('places two structures of any kind: two space docks', () => {
    const s = must(
      withPlanets(te('construction')),
      SOL,
      primary({
        placements: [
          { structure: 'space-dock', planet: 'wellon' },
          { structure: 'space-dock', planet: 'vefut-ii' },
        ],
      }),
    );
    expect(units(s, 'wellon', SOL)['space-dock']).toBe(1);
    expect(units(s, 'vefut-ii', SOL)['space-dock']).toBe(1);
    expect(s.strategic?.step).toBe('secondary');
  });

  it('the base card, without the option, still allows only a PDS second', () => {
    const out = run(
      withPlanets(te('construction', false)),
      SOL,
      primary({
        placements: [
          { structure: 'space-dock', planet: 'wellon' },
          { structure: 'space-dock', planet: 'vefut-ii' },
        ],
      }),
    );
    expect(out.ok).toBe(false);
    expect(out.ok ? '' : out.message).toContain('second structure of Construction can only be a PDS');
  });

  it('or produces with one space dock (Jord: limit 6), then places one structure', () => {
    const before = withTradeGoods(withPlanets(te('construction')), SOL, 2);
    const fighters = space(before, '1', SOL).fighter ?? 0;
    const s = must(
      before,
      SOL,
      primary({
        production: {
          dock: 'jord',
          units: [{ unit: 'fighter', count: 4, place: 'space' }],
          payment: { planets: [], tradeGoods: 2 },
        },
        placements: [{ structure: 'pds', planet: 'wellon' }],
      }),
    );
    expect(space(s, '1', SOL).fighter).toBe(fighters + 4);
    expect(units(s, 'wellon', SOL).pds).toBe(1);
    expect(s.players[SOL]?.tradeGoods).toBe(0);
  });

  it('production takes the place of the first structure: not two more', () => {
    const before = withTradeGoods(withPlanets(te('construction')), SOL, 2);
    const r = refused(
      before,
      SOL,
      primary({
        production: { dock: 'jord', units: [{ unit: 'fighter', count: 2, place: 'space' }] },
        placements: [
          { structure: 'pds', planet: 'wellon' },
          { structure: 'pds', planet: 'vefut-ii' },
        ],
      }),
    );
    expect(r.message).toContain('one structure is left');
  });

  it('only with a space dock of their own', () => {
    const r = refused(
      withPlanets(te('construction')),
      SOL,
      primary({ production: { dock: 'wellon', units: [{ unit: 'fighter', count: 1, place: 'space' }] } }),
    );
    expect(r.message).toContain('no space dock on Wellon');
  });
});

describe("Thunder's Edge Construction: secondary", () => {
  const opened = () => must(te('construction'), SOL, primary({ placements: [] }));

  it('spends a strategy token that stays off the board and places a structure on any planet', () => {
    const before = opened();
    const s = must(before, HACAN, follow({ structure: 'pds', planet: 'arretze' }));
    expect(units(s, 'arretze', HACAN).pds).toBe(1);
    expect(s.players[HACAN]?.pools.strategy).toBe((before.players[HACAN]?.pools.strategy ?? 0) - 1);
    expect(tokensOnBoard(s, HACAN)).toBe(tokensOnBoard(before, HACAN));
  });

  it('names no system (the base card’s shape is refused)', () => {
    const r = refused(opened(), HACAN, follow({ system: '16', structure: 'pds', planet: 'arretze' }));
    expect(r.code).toBe('intent/malformed');
  });

  it('legalIntents offers a follow the engine accepts', () => {
    const before = opened();
    const offered = legal(before, HACAN).find((i) => i.type === 'follow');
    expect(offered).toBeDefined();
    must(before, HACAN, offered as Intent);
  });
});

describe("Thunder's Edge Warfare: a tactical action without a command token", () => {
  const pools = (s: GameState) => s.players[SOL]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };

  it('activates a system that already holds the player’s token, without placing another', () => {
    const before = te('warfare');
    const withToken = setTokens(before, '1', [SOL]);
    const total = pools(before).tactic + pools(before).fleet + pools(before).strategy;
    const out = run(
      withToken,
      SOL,
      primary({ system: '1', pools: { tactic: 0, fleet: total, strategy: 0 } }),
    );
    expect(notes(out).at(-1)).toContain('without placing a command token');
    const s = must(withToken, SOL, primary({ system: '1', pools: { tactic: 0, fleet: total, strategy: 0 } }));
    expect(s.tactical).toEqual({ system: '1' });
    expect(s.galaxy.systems.find((x) => x.systemId === '1')?.tokens).toEqual([SOL]);
    expect(pools(s)).toEqual({ tactic: 0, fleet: total, strategy: 0 });
    expect(s.strategic?.step).toBe('primary');
    expect(waitingFor(s).text).toContain('tactical action in system 1 is under way');
  });

  it('the player produces during it, even where they produced earlier this round, then finishes', () => {
    const before = te('warfare');
    const p = pools(before);
    const producedEarlier: GameState = {
      ...withTradeGoods(before, SOL, 1),
      construction: { ...before.construction, producedIn: { round: before.round, seat: SOL, system: '1' } },
    };
    let s = must(producedEarlier, SOL, primary({ system: '1', pools: p }));
    const offered = legal(s, SOL).map((i) => i.type);
    expect(offered).toContain('produce');
    expect(offered).toContain('resolve-primary');
    expect(offered).not.toContain('end-turn');
    const fighters = space(s, '1', SOL).fighter ?? 0;
    s = must(s, SOL, {
      type: 'produce',
      units: [{ unit: 'fighter', count: 2, place: 'space' }],
      pull: [],
      payment: { planets: [], tradeGoods: 1 },
    } as Intent);
    expect(space(s, '1', SOL).fighter).toBe(fighters + 2);
    expect(refused(s, SOL, { type: 'end-turn' }).message).toContain('finish it from the card');
    s = must(s, SOL, primary({ pools: { ...p, tactic: p.tactic + p.strategy, strategy: 0 } }));
    expect(s.tactical).toBeNull();
    expect(s.strategic?.step).toBe('secondary');
    expect(pools(s).strategy).toBe(0);
  });

  it('the pools keep their total, before and after', () => {
    const before = te('warfare');
    const p = pools(before);
    expect(
      refused(before, SOL, primary({ system: '1', pools: { ...p, fleet: p.fleet + 1 } })).message,
    ).toContain('must hold');
    const during = must(before, SOL, primary({ system: '1', pools: p }));
    expect(refused(during, SOL, primary({ pools: { ...p, tactic: p.tactic + 1 } })).message).toContain(
      'must hold',
    );
  });

  it('nobody follows until the tactical action is over; after it the turn passes as usual', () => {
    const during = must(te('warfare'), SOL, primary({ system: '1', pools: pools(te('warfare')) }));
    expect(legal(during, HACAN).map((i) => i.type)).not.toContain('follow');
    const done = othersSkip(must(during, SOL, primary({ pools: pools(during) })));
    expect(done.strategic).toBeNull();
    expect(done.active).not.toBe(SOL);
    expect(done.cards.warfare.exhausted).toBe(true);
  });
});

describe("Thunder's Edge Warfare: secondary — every unit of the home system produces", () => {
  const opened = (state = table({ card: 'warfare', holder: SOL, thundersEdge: true })) => {
    const s = must(state, SOL, { type: 'strategic-action', card: 'warfare' });
    const during = must(s, SOL, primary({ system: '1', pools: s.players[SOL]?.pools ?? {} }));
    return must(during, SOL, primary({ pools: during.players[SOL]?.pools ?? {} }));
  };
  /** Hacan with a second space dock at home, on Arretze (2 resources): limit 3 + 4. */
  const twoDocks = () =>
    setPlanetUnits(table({ card: 'warfare', holder: SOL, thundersEdge: true }), 'arretze', HACAN, {
      'space-dock': 1,
    });
  const sevenInfantry = {
    units: [
      { unit: 'infantry', count: 4, place: 'arretze' },
      { unit: 'infantry', count: 3, place: 'hercant' },
    ],
    payment: { planets: [], tradeGoods: 4 },
  };

  it('both home docks add up (7), where the base card uses one (4)', () => {
    const before = withTradeGoods(opened(twoDocks()), HACAN, 4);
    const s = must(before, HACAN, follow(sevenInfantry));
    expect(units(s, 'arretze', HACAN).infantry).toBe((units(before, 'arretze', HACAN).infantry ?? 0) + 4);
    expect(s.players[HACAN]?.pools.strategy).toBe((before.players[HACAN]?.pools.strategy ?? 0) - 1);
    expect(tokensOnBoard(s, HACAN)).toBe(tokensOnBoard(before, HACAN));

    const base = setPlanetUnits(table({ card: 'warfare', holder: SOL }), 'arretze', HACAN, {
      'space-dock': 1,
    });
    const baseOpened = withTradeGoods(
      must(must(base, SOL, { type: 'strategic-action', card: 'warfare' }), SOL, {
        type: 'resolve-primary',
        choices: { system: null, pools: base.players[SOL]?.pools },
      }),
      HACAN,
      4,
    );
    expect(run(baseOpened, HACAN, follow(sevenInfantry)).ok).toBe(false);
  });

  it('a player with nothing that produces at home cannot follow, and is told why', () => {
    const before = opened(
      setPlanet(table({ card: 'warfare', holder: SOL, thundersEdge: true }), 'hercant', { units: {} }),
    );
    const r = refused(before, HACAN, follow({ units: [{ unit: 'infantry', count: 1, place: 'hercant' }] }));
    expect(r.message).toContain('No unit of yours in your home system can produce');
    expect(legal(before, HACAN).map((i) => i.type)).not.toContain('follow');
  });
});
