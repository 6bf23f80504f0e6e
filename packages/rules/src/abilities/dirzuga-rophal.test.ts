// Dirzuga Rophal (Arborec commander): after another player activates a system holding the Arborec's
// units with production, the Arborec may produce 1 unit there — once per activation.

import { describe, expect, it } from 'vitest';
import {
  activated,
  HACAN,
  must,
  notes,
  refused,
  run,
  setPlanet,
  setPlanetUnits,
  SOL,
  table,
  withTile,
  withTradeGoods,
} from '../../test-support/build-fixtures.ts';
import { countOf } from '../board/forces.ts';
import type { Intent } from '../wire/intents.ts';
import { legalIntents } from '../engine/legal.ts';
import type { GameState } from '../state/state.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';

const ARBOREC = HACAN;
const SYSTEM = '19';

/** Hacan's seat played as the Arborec, commander unlocked, holding Wellon (tile 19) with a dock; Sol has activated it. */
function activatedByOther(unlocked = true): GameState {
  let s = withTile(table(), SYSTEM);
  s = {
    ...s,
    players: s.players.map((p) =>
      p.seat === ARBOREC ? { ...p, faction: 'arborec', commanderUnlocked: unlocked } : p,
    ),
  };
  s = setPlanetUnits(setPlanet(s, 'wellon', { controller: ARBOREC }), 'wellon', ARBOREC, { 'space-dock': 1 });
  return withTradeGoods(activated(s, SOL, SYSTEM), ARBOREC, 2);
}

const oneFighter: Intent = {
  type: 'dirzuga-rophal',
  order: {
    units: [{ unit: 'fighter', count: 1, place: 'space' }],
    pull: [],
    payment: { planets: [], tradeGoods: 1 },
  },
};
const offered = (s: GameState) =>
  legalIntents(s, { kind: 'seat', seat: ARBOREC }).some((i) => i.type === 'dirzuga-rophal');
const fighters = (s: GameState) =>
  countOf(s.galaxy.systems.find((x) => x.systemId === SYSTEM)?.space[String(ARBOREC)], 'fighter');

describe('Dirzuga Rophal', () => {
  it('is offered to the Arborec while another player’s activation of their production system is under way', () => {
    expect(offered(activatedByOther())).toBe(true);
    expect(offered(activatedByOther(false))).toBe(false);
    expect(offered({ ...activatedByOther(), tactical: null })).toBe(false);
  });

  it('produces 1 unit there, paid as usual, once per activation; the active player’s turn goes on', () => {
    const state = activatedByOther();
    const out = run(state, ARBOREC, oneFighter);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(fighters(out.state)).toBe(fighters(state) + 1);
    expect(out.state.active).toBe(SOL);
    expect(notes(out)[0]).toMatch(/uses Dirzuga Rophal after the activation of system 19\.$/);
    expect(refused(out.state, ARBOREC, oneFighter).message).toBe(
      'You have already used Dirzuga Rophal in this activation.',
    );
    const ended = must(out.state, SOL, { type: 'end-turn' });
    expect(ended.turnUses).toBeUndefined();
  });

  it.each([
    ['locked', () => activatedByOther(false), oneFighter, /must be theirs and unlocked/],
    [
      'with no activation under way',
      () => ({ ...activatedByOther(), tactical: null }),
      oneFighter,
      /after another player activates/,
    ],
    [
      '2 units',
      activatedByOther,
      {
        ...oneFighter,
        order: {
          ...(oneFighter as { order: object }).order,
          units: [{ unit: 'fighter', count: 2, place: 'space' }],
        },
      } as Intent,
      /exactly 1 unit/,
    ],
  ] as const)('is refused when %s', (_name, state, intent, message) => {
    expect(refused(state(), ARBOREC, intent).message).toMatch(message);
  });

  it('follows the usual production rules: Mitosis still keeps the Arborec docks from producing infantry', () => {
    const infantry = {
      ...oneFighter,
      order: {
        ...(oneFighter as { order: object }).order,
        units: [{ unit: 'infantry', count: 1, place: 'wellon' }],
      },
    } as Intent;
    expect(refused(activatedByOther(), ARBOREC, infantry).message).toMatch(/^Mitosis/);
  });

  it('is not for the active player’s own activation', () => {
    const own = { ...activatedByOther(), active: ARBOREC };
    expect(refused(own, ARBOREC, oneFighter).code).toBe('intent/wrong-phase');
  });
});

describe('Dirzuga Rophal offer', () => {
  it('in another player’s activation of a system with the Arborec’s production: exactly 1 unit there, applying', () => {
    const s = activatedByOther();
    const intents = expectOffersApply(s, ARBOREC, 'dirzuga-rophal');
    expect(intents).toHaveLength(1);
    expect(viewOffers(s, ARBOREC, 'dirzuga-rophal')[0]?.fields[0]).toMatchObject({
      system: SYSTEM,
      limits: { single: true },
    });
    expect(viewOffers(activatedByOther(false), ARBOREC, 'dirzuga-rophal')).toEqual([]);
    expect(viewOffers(s, SOL, 'dirzuga-rophal')).toEqual([]);
  });
});
