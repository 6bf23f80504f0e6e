// Salvage Operations (Mentak Coalition technology): after a space combat (at the table) in the system
// of the tactical action under way, a trade good; after a win, one ship produced there, paid, with no
// unit with production needed. Once per tactical action.

import { describe, expect, it } from 'vitest';
import {
  activated,
  HACAN,
  must,
  notes,
  refused,
  run,
  setSpace,
  SOL,
  table,
  withTechnologies,
  withTile,
  withTradeGoods,
} from '../../test-support/build-fixtures.ts';
import { countOf } from '../board/forces.ts';
import type { Intent } from '../wire/intents.ts';
import { legalIntents } from '../engine/legal.ts';
import type { GameState } from '../state/state.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';

const MENTAK = HACAN;
const SYSTEM = '19';

/** Hacan's seat owns Salvage Operations (2 trade goods, a carrier in system 19); Sol has activated 19. */
function combat(): GameState {
  let s = withTechnologies(withTile(table(), SYSTEM), MENTAK, ['salvage-operations']);
  s = setSpace(s, SYSTEM, MENTAK, { carrier: 1 });
  return withTradeGoods(activated(s, SOL, SYSTEM), MENTAK, 2);
}

const won = (unit: 'destroyer' | 'infantry', tradeGoods = 1): Intent => ({
  type: 'salvage-operations',
  system: SYSTEM,
  won: true,
  order: { units: [{ unit, count: 1, place: 'space' }], pull: [], payment: { planets: [], tradeGoods } },
});
const ships = (s: GameState, unit: string) =>
  countOf(s.galaxy.systems.find((x) => x.systemId === SYSTEM)?.space[String(MENTAK)], unit as never);

describe('Salvage Operations', () => {
  it('is offered to its owner during another player’s tactical action, not to others', () => {
    const s = combat();
    expect(legalIntents(s, { kind: 'seat', seat: MENTAK })).toContainEqual({
      type: 'salvage-operations',
      system: SYSTEM,
      won: false,
    });
    expect(legalIntents(s, { kind: 'seat', seat: SOL }).some((i) => i.type === 'salvage-operations')).toBe(
      false,
    );
    expect(
      legalIntents(table(), { kind: 'seat', seat: MENTAK }).some((i) => i.type === 'salvage-operations'),
    ).toBe(false);
  });

  it('after a lost combat: 1 trade good, once per tactical action', () => {
    const intent: Intent = { type: 'salvage-operations', system: SYSTEM, won: false };
    expect(notes(run(combat(), MENTAK, intent)).join(' ')).toContain(
      'gains 1 trade good after the space combat in system 19',
    );
    const after = must(combat(), MENTAK, intent);
    expect(after.players[MENTAK]?.tradeGoods).toBe(3);
    expect(refused(after, MENTAK, intent).code).toBe('rule/already-decided');
  });

  it('after a win: the trade good and a destroyer, paid with it; one ship only, only when won', () => {
    const after = must(combat(), MENTAK, won('destroyer'));
    expect(ships(after, 'destroyer')).toBe(1);
    expect(after.players[MENTAK]?.tradeGoods).toBe(2); // 2 + 1 gained − 1 paid
    const s = combat();
    expect(refused(s, MENTAK, won('infantry')).code).toBe('rule/illegal-choice');
    expect(refused(s, MENTAK, { ...(won('destroyer') as object), won: false } as Intent).code).toBe(
      'rule/illegal-choice',
    );
    expect(refused(s, MENTAK, won('destroyer', 0)).code).toBe('rule/cannot-afford');
  });

  it('only in the system of the tactical action, and only for its owner', () => {
    expect(refused(combat(), MENTAK, { type: 'salvage-operations', system: '20', won: false }).code).toBe(
      'rule/illegal-choice',
    );
    expect(refused(combat(), SOL, { type: 'salvage-operations', system: SYSTEM, won: false }).code).toBe(
      'rule/illegal-choice',
    );
  });
});

describe('Salvage Operations offers', () => {
  it('in the tactical action’s system: the trade good, or after a win a ship too; both apply', () => {
    const s = combat();
    const intents = expectOffersApply(s, MENTAK, 'salvage-operations');
    expect(intents.map((i) => [i.system, i.won])).toEqual([
      [SYSTEM, false],
      [SYSTEM, true],
    ]);
    const won = viewOffers(s, MENTAK, 'salvage-operations-won')[0];
    expect(won?.fields).toEqual([
      expect.objectContaining({
        kind: 'production',
        system: SYSTEM,
        limits: expect.objectContaining({ shipsOnly: true, single: true }),
      }),
    ]);
    expect(viewOffers(s, SOL, 'salvage')).toEqual([]);
    expect(run(s, MENTAK, { type: 'salvage-operations', system: '18', won: false }).ok).toBe(false);
  });
});
