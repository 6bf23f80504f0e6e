// Technology (LRR 90, 91): a row per clause. Sol owns Antimass Deflectors (blue) and Neural Motivator
// (green) at the start; Jord gives 4 resources.

import { describe, expect, it } from 'vitest';
import {
  HACAN,
  must,
  refused,
  setPlanet,
  SOL,
  table,
  withTechnologies,
  withTile,
  withTradeGoods,
} from '../../../test-support/build-fixtures.ts';
import type { Intent } from '../../wire/intents.ts';
import { legalIntents } from '../../engine/legal.ts';
import { productionLimit } from '../production.ts';
import { whyCannotFollow } from '../../view/follow-reason.ts';
import { techStatus } from '../research.ts';
import type { GameState } from '../../state/state.ts';
import { updatePlayer } from '../../state/update.ts';
import { viewFor } from '../../view/view.ts';

function fresh(): GameState {
  return withTradeGoods(table({ card: 'technology', holder: SOL }), SOL, 2);
}
function started(state = fresh()): GameState {
  return must(state, SOL, { type: 'strategic-action', card: 'technology' });
}
const pick = (technology: string, skips: string[] = []) => ({ technology, skips });
const primary = (research: object[], payment = { planets: [] as string[], tradeGoods: 0 }): Intent => ({
  type: 'resolve-primary',
  choices: { research, payment },
});
const techs = (s: GameState, seat = SOL) => s.players[seat]?.technologies ?? [];

/** Sol also controls Thibah (tile 21, blue specialty), ready. */
function withThibah(): GameState {
  return setPlanet(withTile(fresh(), '21'), 'thibah', { controller: SOL });
}

describe('techStatus: prerequisites met, met with skips, or missing', () => {
  it.each([
    ['no prerequisites', 'sarween-tools', 'met'],
    ['one blue, owned', 'gravity-drive', 'met'],
    ['two blue with one owned and no blue planet', 'fleet-logistics', 'missing'],
    ['already owned', 'antimass-deflectors', 'unavailable'],
    ['another faction’s technology', 'quantum-datahub-node', 'unavailable'],
    ['the generic upgrade of a unit Sol upgrades its own way', 'carrier-ii', 'unavailable'],
    ['Sol’s own unit upgrade (two green: one owned)', 'spec-ops-ii', 'missing'],
  ])('%s: %s is %s', (_name, tech, kind) => {
    expect(techStatus(fresh(), SOL, tech).kind).toBe(kind);
  });

  it('a ready planet with a blue specialty makes up a missing blue prerequisite, and the reason names it', () => {
    const status = techStatus(withThibah(), SOL, 'fleet-logistics');
    expect(status.kind).toBe('met-with-skips');
    expect(status.skips).toEqual([{ planet: 'thibah', color: 'blue' }]);
    expect(status.reason).toContain('Thibah');
  });

  it('the reason counts prerequisites in words that agree with the number', () => {
    expect(techStatus(fresh(), SOL, 'graviton-laser-system').reason).toMatch(/^Needs 1 yellow technology;/);
    expect(techStatus(fresh(), SOL, 'transit-diodes').reason).toMatch(/^Needs 2 yellow technologies;/);
  });

  it('an exhausted specialty planet does not', () => {
    const state = setPlanet(withThibah(), 'thibah', { exhausted: true });
    expect(techStatus(state, SOL, 'fleet-logistics').kind).toBe('missing');
  });
});

describe('Technology primary (LRR 91.2)', () => {
  it('researches one technology for free', () => {
    const s = must(started(), SOL, primary([pick('gravity-drive')]));
    expect(techs(s)).toContain('gravity-drive');
    expect(s.players[SOL]?.tradeGoods).toBe(2);
  });

  it('a second costs 6 resources, and may build on the first', () => {
    const s = must(
      started(),
      SOL,
      primary([pick('sarween-tools'), pick('graviton-laser-system')], { planets: ['jord'], tradeGoods: 2 }),
    );
    expect(techs(s)).toEqual(expect.arrayContaining(['sarween-tools', 'graviton-laser-system']));
    expect(s.galaxy.planets['jord']?.exhausted).toBe(true);
    expect(s.players[SOL]?.tradeGoods).toBe(0);
  });

  it.each([
    [
      'a second short of 6 resources',
      [pick('sarween-tools'), pick('gravity-drive')],
      { planets: ['jord'], tradeGoods: 0 },
      'costs 6',
    ],
    [
      'paying for a single technology',
      [pick('sarween-tools')],
      { planets: [], tradeGoods: 1 },
      'Only a second technology',
    ],
    [
      'the same technology twice',
      [pick('sarween-tools'), pick('sarween-tools')],
      { planets: ['jord'], tradeGoods: 2 },
      'two different',
    ],
    [
      'a technology owned already',
      [pick('antimass-deflectors')],
      { planets: [], tradeGoods: 0 },
      'already own',
    ],
    [
      'another faction’s technology',
      [pick('quantum-datahub-node')],
      { planets: [], tradeGoods: 0 },
      'another faction',
    ],
    ['missing prerequisites', [pick('fleet-logistics')], { planets: [], tradeGoods: 0 }, 'short of 1 blue'],
  ])('refuses %s', (_name, research, payment, message) => {
    expect(refused(started(), SOL, primary(research, payment)).message).toContain(message);
  });

  it('exhausting a specialty planet skips a prerequisite of its colour', () => {
    const s = must(started(withThibah()), SOL, primary([pick('fleet-logistics', ['thibah'])]));
    expect(techs(s)).toContain('fleet-logistics');
    expect(s.galaxy.planets['thibah']?.exhausted).toBe(true);
  });

  it('a skip that is not needed is refused (the planet stays ready)', () => {
    expect(
      refused(started(withThibah()), SOL, primary([pick('gravity-drive', ['thibah'])])).message,
    ).toContain('does not need');
  });

  it('a planet exhausted for its skip cannot also pay', () => {
    const state = withTradeGoods(withThibah(), SOL, 6);
    const r = refused(
      started(state),
      SOL,
      primary([pick('sarween-tools'), pick('fleet-logistics', ['thibah'])], {
        planets: ['thibah'],
        tradeGoods: 5,
      }),
    );
    expect(r.message).toContain('cannot also pay');
  });

  it('a unit upgrade changes the unit from then on: Space Dock II raises Jord’s production to 8', () => {
    const state = withTechnologies(fresh(), SOL, ['sarween-tools', 'graviton-laser-system']);
    expect(productionLimit(state, SOL, { system: '1' })).toBe(6);
    const s = must(started(state), SOL, primary([pick('space-dock-ii')]));
    expect(productionLimit(s, SOL, { system: '1' })).toBe(8);
  });
});

describe('Technology secondary (LRR 91.3): a strategy token and 4 resources', () => {
  const afterPrimary = (state?: GameState) => must(started(state), SOL, primary([]));
  const follow = (choices: object): Intent => ({ type: 'follow', choices });

  it('researches one technology, paying 4', () => {
    const before = withTradeGoods(afterPrimary(), HACAN, 4);
    const s = must(
      before,
      HACAN,
      follow({ ...pick('graviton-laser-system'), payment: { planets: [], tradeGoods: 4 } }),
    );
    expect(techs(s, HACAN)).toContain('graviton-laser-system');
    expect(s.players[HACAN]?.pools.strategy).toBe((before.players[HACAN]?.pools.strategy ?? 0) - 1);
    expect(s.players[HACAN]?.tradeGoods).toBe(0);
  });

  it('3 resources are not enough', () => {
    const before = withTradeGoods(afterPrimary(), HACAN, 4);
    expect(
      refused(
        before,
        HACAN,
        follow({ ...pick('graviton-laser-system'), payment: { planets: [], tradeGoods: 3 } }),
      ).message,
    ).toContain('costs 4');
  });

  it('a player who cannot pay 4 at all cannot follow, and is told why', () => {
    let before = afterPrimary();
    for (const id of ['hercant', 'arretze', 'kamdorn']) before = setPlanet(before, id, { exhausted: true });
    const r = refused(
      before,
      HACAN,
      follow({ ...pick('graviton-laser-system'), payment: { planets: [], tradeGoods: 0 } }),
    );
    expect(r.message).toBe(
      'You have 0 ready resources (planets and trade goods); following Technology costs 4.',
    );
    expect(legalIntents(before, { kind: 'seat', seat: HACAN }).map((i) => i.type)).not.toContain('follow');
    // The table says the same before the player tries.
    expect(whyCannotFollow(viewFor(before, { kind: 'seat', seat: HACAN }), HACAN)).toBe(r.message);
  });

  it('with 1 trade good and nothing else ready, the reason counts 1 ready resource', () => {
    let before = withTradeGoods(afterPrimary(), HACAN, 1);
    for (const id of ['hercant', 'arretze', 'kamdorn']) before = setPlanet(before, id, { exhausted: true });
    expect(whyCannotFollow(viewFor(before, { kind: 'seat', seat: HACAN }), HACAN)).toBe(
      'You have 1 ready resource (planets and trade goods); following Technology costs 4.',
    );
  });

  it('with an empty strategy pool, the reason is the pool', () => {
    const before = updatePlayer(afterPrimary(), HACAN, (p) => ({ ...p, pools: { ...p.pools, strategy: 0 } }));
    expect(whyCannotFollow(viewFor(before, { kind: 'seat', seat: HACAN }), HACAN)).toBe(
      'Following Technology costs a command token from your strategy pool, and yours is empty.',
    );
  });

  it('legalIntents offers a follow that the engine accepts', () => {
    const before = withTradeGoods(afterPrimary(), HACAN, 4);
    const legal = legalIntents(before, { kind: 'seat', seat: HACAN }).find((i) => i.type === 'follow');
    expect(legal).toBeDefined();
    must(before, HACAN, legal as Intent);
  });
});
