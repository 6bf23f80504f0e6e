// Producing units (LRR 67, 68; shared/rules/002): a row per clause and corner case.

import { describe, expect, it } from 'vitest';
import {
  activated,
  HACAN,
  homeOf,
  MUAAT,
  must,
  notes,
  onBoard,
  refused,
  run,
  SAAR,
  setPlanet,
  setPlanetUnits,
  setSpace,
  setTokens,
  SOL,
  space,
  table,
  withTechnologies,
  withTile,
  withTradeGoods,
} from '../../test-support/build-fixtures.ts';
import type { Intent } from '../wire/intents.ts';
import { productionLimit, quoteOrder } from './production.ts';
import type { GameState } from '../state/state.ts';

const JORD_HOME = '1';

/** Sol has activated their home (Jord 4/2, space dock: limit 6) and holds 10 trade goods. */
function solProducing(): GameState {
  return withTradeGoods(activated(table(), SOL, JORD_HOME), SOL, 10);
}

function produce(units: { unit: string; count: number; place?: string }[], extra: object = {}): Intent {
  return {
    type: 'produce',
    units: units.map((u) => ({ unit: u.unit, count: u.count, place: u.place ?? 'space' })),
    pull: [],
    payment: { planets: [], tradeGoods: 10 },
    ...extra,
  } as Intent;
}

describe('production limit (LRR 68; a space dock: its planet’s resources + 2)', () => {
  it.each([
    ['a space dock on Jord (4 resources) produces 6', SOL, [], 6],
    ['Space Dock II adds 4 instead: Jord gives 8', SOL, ['space-dock-ii'], 8],
    ['the Clan of Saar’s own dock produces 5 wherever it is', SAAR, [], 5],
    ['Floating Factory II (Saar) produces 7', SAAR, ['floating-factory-ii'], 7],
    ['Aerie Hololattice: Jord, holding a structure, has production 1 too (7)', SOL, ['aerie-hololattice'], 7],
  ] as const)('%s', (_name, seat, techs, limit) => {
    const state = withTechnologies(table(), seat, techs);
    expect(productionLimit(state, seat, { system: homeOf(state, seat) })).toBe(limit);
  });

  it('Aerie Hololattice: a planet with only a PDS produces 1; never for the one dock of Warfare', () => {
    let state = withTile(table(), '19');
    state = setPlanetUnits(setPlanet(state, 'wellon', { controller: SOL }), 'wellon', SOL, { pds: 1 });
    expect(productionLimit(state, SOL, { system: '19' })).toBe(0);
    state = withTechnologies(state, SOL, ['aerie-hololattice']);
    expect(productionLimit(state, SOL, { system: '19' })).toBe(1);
    expect(productionLimit(state, SOL, { system: JORD_HOME, dock: 'jord' })).toBe(6);
  });

  it('a space dock on a planet the player no longer controls produces nothing (LRR 67)', () => {
    const state = setPlanet(table(), 'jord', { controller: HACAN });
    expect(productionLimit(state, SOL, { system: JORD_HOME })).toBe(0);
  });
});

describe('an order: cost, pairs and the limit (002)', () => {
  it.each([
    ['1 fighter still pays the whole cost', [{ unit: 'fighter', count: 1 }], 1, 1],
    ['2 fighters cost 1 (two per cost)', [{ unit: 'fighter', count: 2 }], 2, 1],
    ['3 fighters cost 2 (an odd count rounds up)', [{ unit: 'fighter', count: 3 }], 3, 2],
    [
      'a fighter and an infantry cost 2, never 1 (002 note)',
      [
        { unit: 'fighter', count: 1 },
        { unit: 'infantry', count: 1 },
      ],
      2,
      2,
    ],
    [
      '2 cruisers and a carrier cost 7',
      [
        { unit: 'cruiser', count: 2 },
        { unit: 'carrier', count: 1 },
      ],
      3,
      7,
    ],
  ] as const)('%s', (_name, lines, units, cost) => {
    const quote = quoteOrder(
      table(),
      SOL,
      lines.map((l) => ({ ...l, place: 'space' })),
    );
    expect(quote.units).toBe(units);
    expect(quote.cost).toBe(cost);
  });

  it('Sarween Tools takes 1 off the whole order, never below 0', () => {
    const tools = withTechnologies(table(), SOL, ['sarween-tools']);
    const order = (lines: { unit: 'cruiser' | 'infantry' | 'carrier'; count: number }[]) =>
      quoteOrder(
        tools,
        SOL,
        lines.map((l) => ({ ...l, place: 'space' })),
      );
    expect(order([{ unit: 'cruiser', count: 2 }])).toMatchObject({ cost: 3, discount: 1 });
    expect(
      order([
        { unit: 'cruiser', count: 1 },
        { unit: 'carrier', count: 1 },
      ]),
    ).toMatchObject({ cost: 4 });
    expect(order([{ unit: 'infantry', count: 2 }])).toMatchObject({ cost: 0, discount: 1 });
    expect(quoteOrder(table(), SOL, [{ unit: 'cruiser', count: 2, place: 'space' }]).cost).toBe(4);
  });

  it('a Sarween Tools order is paid at its lower cost, and the log says so', () => {
    const state = withTradeGoods(withTechnologies(solProducing(), SOL, ['sarween-tools']), SOL, 1);
    const out = run(
      state,
      SOL,
      produce([{ unit: 'cruiser', count: 1 }], { payment: { planets: [], tradeGoods: 1 } }),
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[SOL]?.tradeGoods).toBe(0);
    expect(notes(out).join(' ')).toContain('for 1 resource (Sarween Tools −1)');
  });

  it('every fighter counts against the limit: 6 fighters fit Jord’s limit exactly, 7 do not', () => {
    const ok = must(solProducing(), SOL, produce([{ unit: 'fighter', count: 6 }]));
    expect(space(ok, JORD_HOME, SOL).fighter).toBe(3 + 6);
    const over = refused(solProducing(), SOL, produce([{ unit: 'fighter', count: 7 }]));
    expect(over.code).toBe('rule/limit-reached');
    expect(over.message).toContain('limit here is 6');
  });

  it('pays with exhausted planets and trade goods; excess is lost and the log says so', () => {
    const state = withTradeGoods(solProducing(), SOL, 0);
    const out = run(
      state,
      SOL,
      produce([{ unit: 'fighter', count: 2 }], { payment: { planets: ['jord'], tradeGoods: 0 } }),
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.galaxy.planets['jord']?.exhausted).toBe(true);
    expect(notes(out).some((t) => t.includes('3 of the 4 resources spent are lost'))).toBe(true);
  });

  it('a payment short of the cost is refused and changes nothing', () => {
    const r = refused(
      solProducing(),
      SOL,
      produce([{ unit: 'cruiser', count: 1 }], { payment: { planets: [], tradeGoods: 1 } }),
    );
    expect(r.code).toBe('rule/cannot-afford');
    expect(r.message).toContain('costs 2');
  });

  it('trade goods beyond those held are refused', () => {
    const state = withTradeGoods(solProducing(), SOL, 1);
    expect(
      refused(
        state,
        SOL,
        produce([{ unit: 'cruiser', count: 1 }], { payment: { planets: [], tradeGoods: 2 } }),
      ).code,
    ).toBe('rule/cannot-afford');
  });
});

describe('where units go (002, LRR 67)', () => {
  it('ground forces may go on a controlled planet of the system or in its space area', () => {
    const out = must(
      solProducing(),
      SOL,
      produce([
        { unit: 'infantry', count: 2, place: 'jord' },
        { unit: 'infantry', count: 1 },
      ]),
    );
    expect(out.galaxy.planets['jord']?.units['0']?.infantry).toBe(5 + 2);
    expect(space(out, JORD_HOME, SOL).infantry).toBe(1);
  });

  it('ships are placed in the space area, never on a planet', () => {
    expect(
      refused(solProducing(), SOL, produce([{ unit: 'cruiser', count: 1, place: 'jord' }])).message,
    ).toContain('space area');
  });

  it('no unit is produced on a planet the player does not control (Hacan’s Kamdorn lost)', () => {
    let state = withTradeGoods(activated(table({ holder: HACAN }), HACAN, '16'), HACAN, 5);
    state = setPlanet(state, 'kamdorn', { controller: null });
    const r = refused(state, HACAN, produce([{ unit: 'infantry', count: 1, place: 'kamdorn' }]));
    expect(r.code).toBe('rule/not-controlled');
  });

  it('nothing is placed on a space station (space stations, note 4)', () => {
    let state = withTile(table(), '111');
    state = setPlanet(state, 'tarana', { controller: SOL, units: { '0': { 'space-dock': 1 } } });
    state = withTradeGoods(activated(state, SOL, '111'), SOL, 5);
    const r = refused(state, SOL, produce([{ unit: 'infantry', count: 1, place: 'oluz-station' }]));
    expect(r.message).toContain('space station');
  });

  it('PDS and space docks are not produced: Construction places them', () => {
    expect(
      refused(solProducing(), SOL, produce([{ unit: 'pds', count: 1, place: 'jord' }])).message,
    ).toContain('Construction');
  });

  it('a war sun needs the War Sun technology; Muaat’s own war sun needs none', () => {
    expect(refused(solProducing(), SOL, produce([{ unit: 'war-sun', count: 1 }])).message).toContain(
      'War Sun technology',
    );
    const withTech = withTechnologies(solProducing(), SOL, ['war-sun']);
    expect(
      run(
        withTech,
        SOL,
        produce([{ unit: 'war-sun', count: 1 }], { payment: { planets: ['jord'], tradeGoods: 8 } }),
      ).ok,
    ).toBe(true);
    // Muaat (home 4: Muaat 4 resources, limit 6) already has one war sun of two.
    const muaat = withTradeGoods(activated(table({ holder: MUAAT }), MUAAT, '4'), MUAAT, 12);
    expect(
      run(
        muaat,
        MUAAT,
        produce([{ unit: 'war-sun', count: 1 }], { payment: { planets: [], tradeGoods: 12 } }),
      ).ok,
    ).toBe(true);
  });
});

describe('blockade: no ships beside another player’s ships (002)', () => {
  const blockaded = () => setSpace(solProducing(), JORD_HOME, HACAN, { cruiser: 1 });

  it('ships are refused and the message names who is there', () => {
    const r = refused(blockaded(), SOL, produce([{ unit: 'fighter', count: 2 }]));
    expect(r.message).toContain('P2 has ships in system 1');
  });

  it('ground forces are still allowed', () => {
    const out = must(blockaded(), SOL, produce([{ unit: 'infantry', count: 2, place: 'jord' }]));
    expect(out.galaxy.planets['jord']?.units['0']?.infantry).toBe(7);
  });

  it('another player’s ground forces elsewhere do not block ships', () => {
    const state = setPlanetUnits(solProducing(), 'jord', HACAN, { infantry: 1 });
    expect(run(state, SOL, produce([{ unit: 'fighter', count: 2 }])).ok).toBe(true);
  });
});

describe('reinforcements (002; LRR 24.4 for the same rule with structures)', () => {
  /** Sol's 8 cruisers are all on the board: 2 in Jord's system… and 6 in a system without a token. */
  function allCruisersOut(): { state: GameState; far: string } {
    let state = solProducing();
    const far = '18';
    state = setSpace(state, far, SOL, { cruiser: 6 });
    state = setSpace(state, JORD_HOME, SOL, { ...space(state, JORD_HOME, SOL), cruiser: 2 });
    return { state, far };
  }

  it('with every cruiser in play, producing one is refused unless one is taken back', () => {
    const { state } = allCruisersOut();
    const r = refused(state, SOL, produce([{ unit: 'cruiser', count: 1 }]));
    expect(r.code).toBe('rule/limit-reached');
    expect(r.message).toContain('0 Cruisers left in reinforcements');
  });

  it('a cruiser taken back from a system without a command token is produced, undamaged, and the count stays 8', () => {
    const { state, far } = allCruisersOut();
    const out = must(
      state,
      SOL,
      produce([{ unit: 'cruiser', count: 1 }], { pull: [{ unit: 'cruiser', count: 1, system: far }] }),
    );
    expect(space(out, far, SOL).cruiser).toBe(5);
    expect(space(out, JORD_HOME, SOL).cruiser).toBe(3);
    expect(onBoard(out, SOL, 'cruiser')).toBe(8);
  });

  it('not from a system holding one of the player’s command tokens', () => {
    const { state, far } = allCruisersOut();
    const r = refused(
      setTokens(state, far, [SOL]),
      SOL,
      produce([{ unit: 'cruiser', count: 1 }], { pull: [{ unit: 'cruiser', count: 1, system: far }] }),
    );
    expect(r.message).toContain('command token');
  });

  it('not while that unit is still in reinforcements, and no more than are missing', () => {
    const { state, far } = allCruisersOut();
    const freed = setSpace(state, far, SOL, { cruiser: 5 });
    expect(
      refused(
        freed,
        SOL,
        produce([{ unit: 'cruiser', count: 1 }], { pull: [{ unit: 'cruiser', count: 1, system: far }] }),
      ).message,
    ).toContain('still have');
    expect(
      refused(
        state,
        SOL,
        produce([{ unit: 'cruiser', count: 1 }], { pull: [{ unit: 'cruiser', count: 2, system: far }] }),
      ).message,
    ).toContain('only 1 Cruiser');
  });

  it('units taken back must be produced at once', () => {
    const { state, far } = allCruisersOut();
    expect(
      refused(
        state,
        SOL,
        produce([{ unit: 'fighter', count: 1 }], { pull: [{ unit: 'cruiser', count: 1, system: far }] }),
      ).message,
    ).toContain('produced at once');
  });

  it('fighters and infantry are never short: tokens stand in for the plastic', () => {
    let state = solProducing();
    const far = '18';
    state = setSpace(state, far, SOL, { fighter: 10 });
    const out = must(state, SOL, produce([{ unit: 'fighter', count: 4 }]));
    expect(onBoard(out, SOL, 'fighter')).toBe(10 + 3 + 4);
  });
});

describe('the produce intent: the tactical action’s production step', () => {
  it('outside a tactical action it is refused', () => {
    const state = withTradeGoods(table(), SOL, 5);
    expect(refused(state, SOL, produce([{ unit: 'fighter', count: 2 }])).message).toContain(
      'tactical action',
    );
  });

  it('only the active player produces', () => {
    expect(refused(solProducing(), HACAN, produce([{ unit: 'fighter', count: 2 }])).code).toBe(
      'intent/not-your-turn',
    );
  });

  it('in the activated system only (the system must have the player’s production)', () => {
    const state = withTradeGoods(activated(table(), SOL, '18'), SOL, 5);
    expect(refused(state, SOL, produce([{ unit: 'fighter', count: 2 }])).message).toContain(
      'no unit with production',
    );
  });

  it('once per tactical action', () => {
    const once = must(solProducing(), SOL, produce([{ unit: 'fighter', count: 2 }]));
    expect(refused(once, SOL, produce([{ unit: 'fighter', count: 2 }])).code).toBe('rule/already-decided');
  });

  it('is offered by legalIntents while it is possible', async () => {
    const { legalIntents } = await import('../engine/legal.ts');
    const legal = legalIntents(solProducing(), { kind: 'seat', seat: SOL });
    const example = legal.find((i) => i.type === 'produce');
    expect(example).toBeDefined();
    expect(run(solProducing(), SOL, example as Intent).ok).toBe(true);
  });
});

describe('Mitosis (Arborec): space docks do not produce infantry', () => {
  /** Sol's seat played as the Arborec, at Jord: its infantry (Letani Warriors) have production 1 each. */
  function arborec(infantryOnJord: number): GameState {
    const s = solProducing();
    const as = { ...s, players: s.players.map((p) => (p.seat === SOL ? { ...p, faction: 'arborec' } : p)) };
    return setPlanetUnits(as, 'jord', SOL, { 'space-dock': 1, infantry: infantryOnJord });
  }

  it('with only the dock, infantry are refused with the reason; fighters are not', () => {
    const r = refused(arborec(0), SOL, produce([{ unit: 'infantry', count: 2, place: 'jord' }]));
    expect(r.message).toBe(
      "Mitosis: the Arborec's space docks cannot produce infantry; here your other units can produce 0 infantry, and this order has 2.",
    );
    must(arborec(0), SOL, produce([{ unit: 'fighter', count: 2 }]));
  });

  it('Letani Warriors produce infantry up to their own production', () => {
    must(arborec(2), SOL, produce([{ unit: 'infantry', count: 2, place: 'jord' }]));
    expect(
      refused(arborec(2), SOL, produce([{ unit: 'infantry', count: 3, place: 'jord' }])).message,
    ).toMatch(/can produce 2 infantry, and this order has 3/);
  });

  it('another faction’s dock produces infantry as usual', () => {
    must(solProducing(), SOL, produce([{ unit: 'infantry', count: 2, place: 'jord' }]));
  });
});
