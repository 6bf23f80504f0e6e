// Heroes that resolve strategy cards: Mathis Mathinus (Winnu) resolves any card's primary for the
// players the Winnu choose to follow; Hesh and Prit (Naaz-Rokha) resolve two secondaries paid from
// reinforcements. Locked before three scored objectives, purged after use, the player's action.

import { describe, expect, it } from 'vitest';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import { PLANETS_BY_ID, TECHNOLOGIES } from '../content/index.ts';
import { planetsOf } from '../board/forces.ts';
import type { Intent } from '../wire/intents.ts';
import { legalIntents } from '../engine/legal.ts';
import type { GameState, PlanetState, Seat } from '../state/state.ts';
import { act, inActionPhase, newGame, run } from '../../test-support/test-helpers.ts';
import { reinforcementTokens, tokensOnBoard } from '../board/tokens.ts';
import { updateCard, updatePlayer } from '../state/update.ts';

const WINNU: Seat = 0;
const NAAZ: Seat = 1;
const SOL: Seat = 2;
const HACAN: Seat = 3;

/** Four players in the action phase, `seat`'s turn; `unlocked`: three objectives scored by the heroes' players. */
function table(seat: Seat, unlocked = true): GameState {
  const s = inActionPhase(
    newGame(4, 'heroes', ['winnu', 'naaz-rokha-alliance', 'federation-of-sol', 'emirates-of-hacan']),
    'imperial',
    seat,
  );
  if (!unlocked) return s;
  const scored = { a: [WINNU, NAAZ], b: [WINNU, NAAZ], c: [WINNU, NAAZ] };
  return { ...s, objectives: { ...s.objectives, scored } };
}
const legal = (s: GameState, seat: Seat) => legalIntents(s, { kind: 'seat', seat });
const refusal = (s: GameState, seat: Seat, intent: Intent) => {
  const before = JSON.stringify(s);
  const out = run(s, seat, intent);
  expect(JSON.stringify(s)).toBe(before);
  return out.ok ? '' : out.message;
};
const mathis = (card: StrategyCardId, followers: Seat[]): Intent => ({
  type: 'hero-action',
  hero: 'mathis-mathinus',
  card,
  followers,
});

describe('Mathis Mathinus (Winnu hero)', () => {
  it('is locked until three objectives are scored, and offered after', () => {
    const locked = table(WINNU, false);
    expect(legal(locked, WINNU).some((i) => i.type === 'hero-action')).toBe(false);
    expect(refusal(locked, WINNU, mathis('leadership', []))).toMatch(
      /locked: .*3 scored objectives, and you have 0/,
    );
    expect(
      legal(table(WINNU), WINNU).some((i) => i.type === 'hero-action' && i.hero === 'mathis-mathinus'),
    ).toBe(true);
  });

  it('resolves the primary of a card another player holds and used; only the chosen may follow; the card stays as it was', () => {
    // Leadership is Hacan's and already exhausted.
    const s = updateCard(table(WINNU), 'leadership', (c) => ({ ...c, holder: HACAN, exhausted: true }));
    const pools = s.players[WINNU]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
    let next = act(s, WINNU, mathis('leadership', [SOL]));
    expect(next.strategic).toMatchObject({ card: 'leadership', active: WINNU, hero: { followers: [SOL] } });
    const primary = legal(next, WINNU).find((i) => i.type === 'resolve-primary');
    expect(primary).toBeDefined();
    next = act(next, WINNU, primary as Intent);
    const total = (p: typeof pools | undefined) => (p ? p.tactic + p.fleet + p.strategy : 0);
    expect(total(next.players[WINNU]?.pools)).toBe(total(pools) + 3); // Leadership's three tokens
    expect(Object.keys(next.strategic?.followers ?? {})).toEqual([String(SOL)]);
    expect(legal(next, HACAN).some((i) => i.type === 'skip-secondary')).toBe(false);
    next = act(next, SOL, { type: 'skip-secondary' });
    expect(next.strategic).toBeNull();
    expect(next.cards.leadership).toMatchObject({ holder: HACAN, exhausted: true });
    expect(next.active).not.toBe(WINNU); // the hero was the Winnu's action
    expect(next.players[WINNU]?.purged).toEqual(['mathis-mathinus']);
    expect(refusal({ ...next, active: WINNU }, WINNU, mathis('trade', []))).toMatch(/used and purged/);
  });

  it('with no one chosen, the turn ends with the primary', () => {
    let next = act(table(WINNU), WINNU, mathis('leadership', []));
    next = act(next, WINNU, legal(next, WINNU).find((i) => i.type === 'resolve-primary') as Intent);
    expect(next.strategic).toBeNull();
    expect(next.active).not.toBe(WINNU);
  });

  it('is refused to another faction', () => {
    expect(refusal(table(NAAZ), NAAZ, mathis('leadership', []))).toMatch(/not your faction's hero/);
  });
});

describe('Hesh and Prit (Naaz-Rokha hero)', () => {
  const hesh = (secondaries: { card: string; choices: unknown }[]): Intent =>
    ({ type: 'hero-action', hero: 'hesh-and-prit', secondaries }) as Intent;

  it('resolves two secondaries, a strategy pool left untouched: the tokens come from reinforcements', () => {
    const s = updatePlayer(table(NAAZ), NAAZ, (p) => ({ ...p, pools: { ...p.pools, strategy: 0 } }));
    const hand = s.players[NAAZ]?.actionCards.length ?? 0;
    const pools = s.players[NAAZ]?.pools;
    const spare = reinforcementTokens(s, NAAZ);
    const next = act(
      s,
      NAAZ,
      hesh([
        { card: 'politics', choices: {} },
        { card: 'imperial', choices: {} },
      ]),
    );
    expect(next.players[NAAZ]?.actionCards.length).toBe(hand + 2); // Politics: two action cards
    expect(next.players[NAAZ]?.secretObjectives.length).toBe(
      (s.players[NAAZ]?.secretObjectives.length ?? 0) + 1,
    );
    expect(next.players[NAAZ]?.pools).toEqual(pools);
    expect(reinforcementTokens(next, NAAZ)).toBe(spare);
    expect(next.players[NAAZ]?.purged).toEqual(['hesh-and-prit']);
    expect(next.active).not.toBe(NAAZ);
  });

  it.each([
    [
      'an exhausted card',
      (s: GameState) => updateCard(s, 'politics', (c) => ({ ...c, exhausted: true })),
      /Politics is exhausted/,
    ],
    ['the same card twice', (s: GameState) => s, /two different strategy cards/],
    [
      'a token-costing secondary with empty reinforcements',
      (s: GameState) =>
        updatePlayer(s, NAAZ, (p) => ({ ...p, pools: { tactic: 16, fleet: 0, strategy: 0 } })),
      /reinforcements, and yours are empty/,
    ],
  ])('refuses %s, and nothing changes', (name, prep, says) => {
    const s = prep(table(NAAZ));
    const twice = name === 'the same card twice';
    const intent = hesh(
      twice
        ? [
            { card: 'politics', choices: {} },
            { card: 'politics', choices: {} },
          ]
        : [{ card: 'politics', choices: {} }],
    );
    expect(refusal(s, NAAZ, intent)).toMatch(says);
  });
});

describe('Jace X, 4th Air Legion (Sol hero)', () => {
  /** Sol's turn with three objectives scored and tokens in Mecatol Rex's system and another (shared with the Hacan). */
  function solTable(objectives = 3): GameState {
    const s = table(SOL, false);
    const other = s.galaxy.systems.find((x) => x.position > 0 && x.systemId !== '18')?.systemId;
    const scored = Object.fromEntries(['a', 'b', 'c'].slice(0, objectives).map((id) => [id, [SOL]]));
    const systems = s.galaxy.systems.map((x) =>
      x.systemId === '18'
        ? { ...x, tokens: [SOL] }
        : x.systemId === other
          ? { ...x, tokens: [HACAN, SOL] }
          : x,
    );
    return { ...s, objectives: { ...s.objectives, scored }, galaxy: { ...s.galaxy, systems } };
  }
  const jace: Intent = { type: 'hero-action', hero: 'jace-x' };

  it('is offered once unlocked; returns every Sol token on the board, no other player’s, and ends the turn', () => {
    expect(legal(solTable(2), SOL).some((i) => i.type === 'hero-action')).toBe(false);
    const state = solTable();
    expect(legal(state, SOL)).toContainEqual(jace);
    const before = reinforcementTokens(state, SOL);
    const out = run(state, SOL, jace);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const tokens = (id: string) => out.state.galaxy.systems.find((x) => x.systemId === id)?.tokens;
    expect(tokens('18')).toEqual([]);
    const other = state.galaxy.systems.find((x) => x.position > 0 && x.systemId !== '18')?.systemId ?? '';
    expect(tokens(other)).toEqual([HACAN]);
    expect(tokensOnBoard(out.state, SOL)).toBe(0);
    expect(reinforcementTokens(out.state, SOL)).toBe(before + tokensOnBoard(state, SOL));
    expect(out.state.players[SOL]?.purged).toEqual(['jace-x']);
    expect(out.state.active).not.toBe(SOL);
    expect(refusal(out.state, SOL, jace)).not.toBe('');
  });

  it('is refused to another faction and with a card named', () => {
    const state = solTable();
    expect(refusal({ ...state, active: HACAN }, HACAN, jace)).toBe(
      "Jace X, 4th Air Legion is not your faction's hero.",
    );
    expect(refusal(state, SOL, { ...jace, card: 'leadership' })).toBe(
      'Jace X takes no strategy card: it returns your command tokens.',
    );
  });
});

describe("Rin, the Master's Legacy (Jol-Nar hero)", () => {
  /** Four players with the Jol-Nar at seat 3's place (the Hacan's), three objectives scored, their turn. */
  function jolNar(): GameState {
    const s = table(HACAN, false);
    const players = s.players.map((p) =>
      p.seat === HACAN
        ? {
            ...p,
            faction: 'universities-of-jol-nar',
            technologies: ['neural-motivator', 'antimass-deflectors', 'cruiser-ii'],
          }
        : p,
    );
    return { ...s, players, objectives: { ...s.objectives, scored: { a: [HACAN], b: [HACAN], c: [HACAN] } } };
  }
  const rinWith = (swaps: { give: string; take: string }[]): Intent => ({
    type: 'hero-action',
    hero: 'rin',
    swaps,
  });

  it('replaces technologies with others of their colour, keeps unit upgrades, purges and ends the turn', () => {
    const state = jolNar();
    expect(legal(state, HACAN)).toContainEqual(rinWith([]));
    const out = run(
      state,
      HACAN,
      rinWith([
        { give: 'neural-motivator', take: 'hyper-metabolism' },
        { give: 'antimass-deflectors', take: 'gravity-drive' },
      ]),
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[HACAN]?.technologies).toEqual([
      'hyper-metabolism',
      'gravity-drive',
      'cruiser-ii',
    ]);
    expect(out.state.players[HACAN]?.purged).toEqual(['rin']);
    expect(out.state.active).not.toBe(HACAN);
  });

  it.each([
    [
      'another colour',
      [{ give: 'neural-motivator', take: 'gravity-drive' }],
      /with a green technology from the deck/,
    ],
    ['a unit upgrade', [{ give: 'cruiser-ii', take: 'destroyer-ii' }], /does not replace unit upgrades/],
    ['one not owned', [{ give: 'sarween-tools', take: 'graviton-laser-system' }], /is not one/],
    [
      'a faction technology',
      [{ give: 'antimass-deflectors', take: 'spatial-conduit-cylinders' }],
      /from the deck/,
    ],
    [
      'the same one twice',
      [
        { give: 'neural-motivator', take: 'hyper-metabolism' },
        { give: 'neural-motivator', take: 'psychoarchaeology' },
      ],
      /once/,
    ],
  ] as const)('refuses %s', (_name, swaps, message) => {
    expect(refusal(jolNar(), HACAN, rinWith([...swaps]))).toMatch(message);
  });
});

describe('Letani Miasmiala (Arborec hero)', () => {
  /** The Hacan's seat played as the Arborec, unlocked, with infantry on their home planets and 10 trade goods. */
  function arborec(): GameState {
    const s = table(HACAN, false);
    const players = s.players.map((p) =>
      p.seat === HACAN ? { ...p, faction: 'arborec', tradeGoods: 10 } : p,
    );
    return { ...s, players, objectives: { ...s.objectives, scored: { a: [HACAN], b: [HACAN], c: [HACAN] } } };
  }
  const home = (s: GameState) => s.players[HACAN]?.homeSystem ?? '';
  const letani = (productions: { system: string; order: object }[]): Intent =>
    ({ type: 'hero-action', hero: 'letani-miasmiala', productions }) as Intent;
  const cruisers = (count: number) => ({
    units: [{ unit: 'cruiser', count, place: 'space' }],
    pull: [],
    payment: { planets: [], tradeGoods: count * 2 },
  });

  it('produces past any production limit where their ground forces are, paid as usual; purged; the turn ends', () => {
    const state = arborec();
    expect(legal(state, HACAN)).toContainEqual(letani([]));
    const out = run(state, HACAN, letani([{ system: home(state), order: cruisers(4) }]));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const sys = out.state.galaxy.systems.find((x) => x.systemId === home(state));
    const before = state.galaxy.systems.find((x) => x.systemId === home(state));
    expect(sys?.space[String(HACAN)]?.cruiser ?? 0).toBe((before?.space[String(HACAN)]?.cruiser ?? 0) + 4);
    expect(out.state.players[HACAN]?.tradeGoods).toBe(2);
    expect(out.state.players[HACAN]?.purged).toEqual(['letani-miasmiala']);
    expect(out.state.active).not.toBe(HACAN);
  });

  it('refuses a system without their ground forces, and an order it cannot pay', () => {
    const state = arborec();
    expect(refusal(state, HACAN, letani([{ system: '18', order: cruisers(1) }]))).toMatch(
      /system 18 holds none/,
    );
    expect(refusal(state, HACAN, letani([{ system: home(state), order: cruisers(6) }]))).toBe(
      `System ${home(state)}: You have 10 trade goods, not 12.`,
    );
  });
});

describe('UNIT.DSGN.FLAYESH (Nekro hero)', () => {
  /** The Naaz-Rokha's seat played as the Nekro, unlocked, a cruiser beside a specialty planet the Sol hold with infantry. */
  function nekro(): { state: GameState; planet: string; color: string } {
    const s = table(NAAZ, false);
    const system = s.galaxy.systems.find((x) =>
      planetsOf(x.systemId).some((id) => PLANETS_BY_ID.get(id)?.specialty !== undefined),
    );
    const planet = planetsOf(system?.systemId ?? '').find((id) => PLANETS_BY_ID.get(id)?.specialty) as string;
    const systems = s.galaxy.systems.map((x) =>
      x.systemId === system?.systemId ? { ...x, space: { ...x.space, [String(NAAZ)]: { cruiser: 1 } } } : x,
    );
    const planets = {
      ...s.galaxy.planets,
      [planet]: {
        ...(s.galaxy.planets[planet] as PlanetState),
        controller: SOL,
        units: { [String(SOL)]: { infantry: 2 } },
      },
    };
    const players = s.players.map((p) =>
      p.seat === NAAZ ? { ...p, faction: 'nekro-virus', tradeGoods: 0 } : p,
    );
    const state = {
      ...s,
      players,
      galaxy: { ...s.galaxy, systems, planets },
      objectives: { ...s.objectives, scored: { a: [NAAZ], b: [NAAZ], c: [NAAZ] } },
    };
    return { state, planet, color: PLANETS_BY_ID.get(planet)?.specialty as string };
  }

  it('destroys the others’ units on the planet, gains its values in trade goods and a technology of its colour', () => {
    const { state, planet, color } = nekro();
    const tech = TECHNOLOGIES.find(
      (t) =>
        t.color === color && t.faction === undefined && !state.players[NAAZ]?.technologies.includes(t.id),
    )?.id as string;
    const intent: Intent = { type: 'hero-action', hero: 'unit-dsgn-flayesh', planet, technology: tech };
    expect(legal(state, NAAZ).some((i) => i.type === 'hero-action' && i.hero === 'unit-dsgn-flayesh')).toBe(
      true,
    );
    const out = run(state, NAAZ, intent);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const data = PLANETS_BY_ID.get(planet);
    expect(out.state.players[NAAZ]?.tradeGoods).toBe((data?.resources ?? 0) + (data?.influence ?? 0));
    expect(out.state.players[NAAZ]?.technologies).toContain(tech);
    expect(out.state.galaxy.planets[planet]?.units[String(SOL)]).toBeUndefined();
    expect(out.state.players[NAAZ]?.purged).toEqual(['unit-dsgn-flayesh']);
  });

  it('refuses a technology of another colour and a planet without their units beside it', () => {
    const { state, planet, color } = nekro();
    const other = TECHNOLOGIES.find(
      (t) => t.color !== undefined && t.color !== color && t.faction === undefined,
    )?.id;
    expect(
      refusal(state, NAAZ, { type: 'hero-action', hero: 'unit-dsgn-flayesh', planet, technology: other }),
    ).toMatch(/technology you do not own/);
    expect(
      refusal(state, NAAZ, {
        type: 'hero-action',
        hero: 'unit-dsgn-flayesh',
        planet: 'jord',
        technology: other,
      }),
    ).toMatch(/in a system holding your units/);
  });
});
