// Orbital Drop (Sol) and Star Forge (Muaat): component actions that spend a strategy-pool token and put
// units from reinforcements on the board; the turn ends after them (LRR 22).

import { describe, expect, it } from 'vitest';
import { legalIntents } from '../engine/legal.ts';
import type { GameState, Seat } from '../state/state.ts';
import {
  HACAN,
  MUAAT,
  SOL,
  actionTable,
  attempt,
  notesOf,
  toStatusPhase,
  withPlanet,
  withPlayer,
} from '../../test-support/turn-fixtures.ts';
import { playStatusPhase } from '../../test-support/test-helpers.ts';
import { expectOffersApply } from '../../test-support/offer-fixtures.ts';
import { viewFor } from '../view/view.ts';
import { orbitalDropPlanets } from './pool-abilities.ts';

const MUAAT_HOME = '4';

/** The action phase with `seat` to act, holding `strategy` tokens in the strategy pool. */
function turnOf(seat: Seat, strategy = 2): GameState {
  const s = { ...actionTable(), active: seat };
  return withPlayer(s, seat, (p) => ({ ...p, pools: { ...p.pools, strategy } }));
}

const infantryOn = (s: GameState, planet: string, seat: Seat) =>
  s.galaxy.planets[planet]?.units[String(seat)]?.infantry ?? 0;
const spaceOf = (s: GameState, system: string, seat: Seat) =>
  s.galaxy.systems.find((x) => x.systemId === system)?.space[String(seat)] ?? {};

describe('Orbital Drop (Federation of Sol)', () => {
  it('a strategy-pool token puts 2 infantry on a planet they control, and the turn ends', () => {
    const s = turnOf(SOL);
    const before = infantryOn(s, 'jord', SOL);
    const out = attempt(s, SOL, {
      type: 'component-action',
      ability: { id: 'orbital-drop', planet: 'jord' },
    });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(infantryOn(out.state, 'jord', SOL)).toBe(before + 2);
    expect(out.state.players[SOL]?.pools.strategy).toBe(1);
    expect(out.state.active).not.toBe(SOL);
    expect(notesOf(out)[0]).toBe(
      `${s.players[SOL]?.name} takes a component action with Orbital Drop: a strategy-pool token (1 token left) puts 2 Infantry on Jord.`,
    );
  });

  it('is offered in the legal intents while the strategy pool has a token', () => {
    const offered = (s: GameState) =>
      legalIntents(s, { kind: 'seat', seat: SOL }).filter(
        (i) => i.type === 'component-action' && i.ability?.id === 'orbital-drop',
      );
    expect(offered(turnOf(SOL))).toHaveLength(1);
    expect(offered(turnOf(SOL, 0))).toEqual([]);
  });

  it.each([
    [
      'an empty strategy pool',
      0,
      'jord',
      'Orbital Drop spends a command token from your strategy pool, and yours is empty.',
    ],
    [
      'a planet they do not control',
      2,
      'lisis-ii',
      'Orbital Drop lands on a planet you control; you do not control Lisis II.',
    ],
  ])('refuses %s, and nothing changes', (_what, strategy, planet, message) => {
    const s = turnOf(SOL, strategy);
    const out = attempt(s, SOL, { type: 'component-action', ability: { id: 'orbital-drop', planet } });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.message).toBe(message);
  });

  it('belongs to Sol only', () => {
    const s = withPlanet(turnOf(HACAN), 'jord', (p) => ({ ...p, controller: HACAN }));
    const out = attempt(s, HACAN, {
      type: 'component-action',
      ability: { id: 'orbital-drop', planet: 'jord' },
    });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.message).toBe("Orbital Drop is not your faction's ability.");
  });

  it('is not a move outside one’s turn', () => {
    const out = attempt(turnOf(HACAN), SOL, {
      type: 'component-action',
      ability: { id: 'orbital-drop', planet: 'jord' },
    });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.code).toBe('intent/not-your-turn');
  });
});

describe('Star Forge (Embers of Muaat)', () => {
  it('2 fighters, or 1 destroyer, in a system with their war sun, for a strategy-pool token', () => {
    const s = turnOf(MUAAT);
    const before = spaceOf(s, MUAAT_HOME, MUAAT);
    expect(before['war-sun']).toBe(1);
    const fighters = attempt(s, MUAAT, {
      type: 'component-action',
      ability: { id: 'star-forge', system: MUAAT_HOME, unit: 'fighter' },
    });
    expect(fighters.ok && spaceOf(fighters.state, MUAAT_HOME, MUAAT).fighter).toBe((before.fighter ?? 0) + 2);
    const destroyer = attempt(s, MUAAT, {
      type: 'component-action',
      ability: { id: 'star-forge', system: MUAAT_HOME, unit: 'destroyer' },
    });
    expect(destroyer.ok).toBe(true);
    if (!destroyer.ok) return;
    expect(spaceOf(destroyer.state, MUAAT_HOME, MUAAT).destroyer).toBe((before.destroyer ?? 0) + 1);
    expect(destroyer.state.players[MUAAT]?.pools.strategy).toBe(1);
    expect(notesOf(destroyer)[0]).toContain(
      'Star Forge: a strategy-pool token (1 token left) puts 1 Destroyer in the Muaat system.',
    );
  });

  it('refuses a system without one of their war suns', () => {
    const out = attempt(turnOf(MUAAT), MUAAT, {
      type: 'component-action',
      ability: { id: 'star-forge', system: '18', unit: 'fighter' },
    });
    expect(out.ok).toBe(false);
    if (!out.ok)
      expect(out.message).toBe(
        'Star Forge places units with one of your war suns; the Mecatol Rex system has none.',
      );
  });

  it('refuses a destroyer when all eight are on the board', () => {
    let s = turnOf(MUAAT);
    const systems = s.galaxy.systems.map((x) =>
      x.systemId === MUAAT_HOME
        ? { ...x, space: { ...x.space, [String(MUAAT)]: { 'war-sun': 1, destroyer: 8 } } }
        : x,
    );
    s = { ...s, galaxy: { ...s.galaxy, systems } };
    const out = attempt(s, MUAAT, {
      type: 'component-action',
      ability: { id: 'star-forge', system: MUAAT_HOME, unit: 'destroyer' },
    });
    expect(out.ok).toBe(false);
    if (!out.ok)
      expect(out.message).toBe(
        'All your destroyers are on the board: Star Forge can place 2 fighters instead.',
      );
  });
});

describe('Production Biomes (Hacan technology)', () => {
  const withBiomes = (s: GameState) =>
    withPlayer(s, HACAN, (p) => ({ ...p, technologies: [...p.technologies, 'production-biomes'] }));
  const biomes = (player: Seat) => ({
    type: 'component-action' as const,
    ability: { id: 'production-biomes' as const, player },
  });

  it('exhausted with a strategy-pool token: 4 trade goods, 2 for the player chosen; the turn ends', () => {
    const s = withBiomes(turnOf(HACAN));
    const out = attempt(s, HACAN, biomes(SOL));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[HACAN]?.tradeGoods).toBe((s.players[HACAN]?.tradeGoods ?? 0) + 4);
    expect(out.state.players[SOL]?.tradeGoods).toBe((s.players[SOL]?.tradeGoods ?? 0) + 2);
    expect(out.state.players[HACAN]?.pools.strategy).toBe(1);
    expect(out.state.players[HACAN]?.exhaustedCards).toEqual(['production-biomes']);
    expect(out.state.active).not.toBe(HACAN);
    expect(notesOf(out)[0]).toBe(
      `${s.players[HACAN]?.name} takes a component action with Production Biomes (exhausted) and a strategy-pool token: 4 trade goods, and 2 for ${s.players[SOL]?.name}.`,
    );
  });

  it('exhausted, it is refused (and no longer offered) until the status phase readies it', () => {
    const s = withPlayer(withBiomes(turnOf(HACAN)), HACAN, (p) => ({
      ...p,
      exhaustedCards: ['production-biomes'],
    }));
    const out = attempt(s, HACAN, biomes(SOL));
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.message).toBe('Production Biomes is exhausted until the status phase.');
    expect(
      legalIntents(s, { kind: 'seat', seat: HACAN }).some(
        (i) => i.type === 'component-action' && i.ability?.id === 'production-biomes',
      ),
    ).toBe(false);
  });

  it.each([
    ['without the technology', (s: GameState) => s, SOL, 'You do not own Production Biomes.'],
    [
      'for themselves',
      withBiomes,
      HACAN,
      'Production Biomes gives 2 trade goods to another player: choose one.',
    ],
  ])('is refused %s', (_what, edit, to, message) => {
    const out = attempt(edit(turnOf(HACAN)), HACAN, biomes(to));
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.message).toBe(message);
  });
});

describe('exhausted technologies', () => {
  it('ready again in the status phase (step 6, with planets and cards)', () => {
    let s = withPlayer(actionTable(), HACAN, (p) => ({ ...p, exhaustedCards: ['production-biomes'] }));
    s = toStatusPhase(s);
    expect(s.players[HACAN]?.exhaustedCards).toEqual(['production-biomes']);
    s = playStatusPhase(s);
    expect(s.players[HACAN]?.exhaustedCards).toBeUndefined();
  });
});

describe('Sling Relay (technology)', () => {
  const SOL_HOME = '1';
  const relay = (order: object, system = SOL_HOME) => ({
    type: 'component-action' as const,
    ability: { id: 'sling-relay' as const, system, order: { pull: [], ...order } },
  });
  const withRelay = (s: GameState) =>
    withPlayer(s, SOL, (p) => ({ ...p, technologies: [...p.technologies, 'sling-relay'], tradeGoods: 5 }));
  const oneCruiser = {
    units: [{ unit: 'cruiser', count: 1, place: 'space' }],
    payment: { planets: [], tradeGoods: 2 },
  };

  it('produces exactly 1 ship at a space dock for its cost, spends no token, and exhausts the technology', () => {
    const s = withRelay(turnOf(SOL));
    const out = attempt(s, SOL, relay(oneCruiser));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(spaceOf(out.state, SOL_HOME, SOL).cruiser).toBe((spaceOf(s, SOL_HOME, SOL).cruiser ?? 0) + 1);
    expect(out.state.players[SOL]?.tradeGoods).toBe(3);
    expect(out.state.players[SOL]?.pools).toEqual(s.players[SOL]?.pools);
    expect(out.state.players[SOL]?.exhaustedCards).toEqual(['sling-relay']);
    expect(out.state.active).not.toBe(SOL);
    expect(notesOf(out)[0]).toBe(
      `${s.players[SOL]?.name} takes a component action with Sling Relay (exhausted).`,
    );
  });

  it.each([
    [
      'two ships',
      { ...oneCruiser, units: [{ unit: 'cruiser', count: 2, place: 'space' }] },
      SOL_HOME,
      'Sling Relay produces exactly 1 ship, in the space area.',
    ],
    [
      'infantry',
      { ...oneCruiser, units: [{ unit: 'infantry', count: 1, place: 'jord' }] },
      SOL_HOME,
      'Sling Relay produces exactly 1 ship, in the space area.',
    ],
    [
      'a system without their dock',
      oneCruiser,
      '18',
      'Sling Relay produces in a system with one of your space docks; the Mecatol Rex system has none.',
    ],
    [
      'an unpaid ship',
      { ...oneCruiser, payment: { planets: [], tradeGoods: 1 } },
      SOL_HOME,
      'This order costs 2 resources and your payment gives 1.',
    ],
  ])('refuses %s', (_what, order, system, message) => {
    const out = attempt(withRelay(turnOf(SOL)), SOL, relay(order, system));
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.message).toBe(message);
  });

  it('is offered while ready, with a ship it could pay for', () => {
    const offered = (s: GameState) =>
      legalIntents(s, { kind: 'seat', seat: SOL }).some(
        (i) => i.type === 'component-action' && i.ability?.id === 'sling-relay',
      );
    expect(offered(withRelay(turnOf(SOL)))).toBe(true);
    expect(
      offered(withPlayer(withRelay(turnOf(SOL)), SOL, (p) => ({ ...p, exhaustedCards: ['sling-relay'] }))),
    ).toBe(false);
  });
});

describe('Component ability offers', () => {
  const ids = (s: GameState, seat: Seat) => viewFor(s, { kind: 'seat', seat }).offers.map((o) => o.id);

  it('Orbital Drop: every planet Sol controls, each applying; none without a strategy-pool token', () => {
    const s = turnOf(SOL);
    const intents = expectOffersApply(s, SOL, 'orbital-drop');
    expect(intents.map((i) => (i.ability as { planet: string }).planet)).toEqual(
      orbitalDropPlanets(s.galaxy, SOL),
    );
    expect(ids(turnOf(SOL, 0), SOL)).not.toContain('orbital-drop');
    expect(ids({ ...s, active: HACAN }, SOL)).not.toContain('orbital-drop');
  });

  it('Star Forge: each war sun system, 2 fighters or 1 destroyer, each applying', () => {
    const s = turnOf(MUAAT);
    const intents = expectOffersApply(s, MUAAT, 'star-forge');
    expect(intents.map((i) => i.ability)).toEqual([
      { id: 'star-forge', system: MUAAT_HOME, unit: 'fighter' },
      { id: 'star-forge', system: MUAAT_HOME, unit: 'destroyer' },
    ]);
  });

  it('Production Biomes: each other player, each applying', () => {
    const s = withPlayer(turnOf(HACAN), HACAN, (p) => ({
      ...p,
      technologies: [...p.technologies, 'production-biomes'],
    }));
    const intents = expectOffersApply(s, HACAN, 'production-biomes');
    expect(intents.map((i) => (i.ability as { player: number }).player)).toEqual(
      s.players.filter((p) => p.seat !== HACAN).map((p) => p.seat),
    );
  });

  it('Sling Relay: each space dock system with exactly 1 ship, applying', () => {
    const s = withPlayer(turnOf(SOL), SOL, (p) => ({
      ...p,
      technologies: [...p.technologies, 'sling-relay'],
      tradeGoods: 5,
    }));
    expectOffersApply(s, SOL, 'sling-relay');
    const offer = viewFor(s, { kind: 'seat', seat: SOL }).offers.find((o) => o.id === 'sling-relay');
    expect(offer?.fields[0]).toMatchObject({
      kind: 'pick',
      choices: [{ set: { ability: { system: '1' } } }],
    });
    expect(offer?.fields[1]).toMatchObject({
      kind: 'production',
      systemKey: 'ability.system',
      limits: { shipsOnly: true, single: true },
    });
  });
});
