// Carth of Golden Sands (Hacan agent): a component action (LRR 22) — exhausted, 2 commodities for the
// Hacan (never past their commodity value, LRR 21), or another player's commodities replenished;
// the action ends the turn. Offered only to a ready Hacan on their turn, with every choice applying.

import { describe, expect, it } from 'vitest';
import { HACAN, SOL, refused, table } from '../../test-support/build-fixtures.ts';
import { notes, run } from '../../test-support/test-helpers.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';
import { legalIntents } from '../engine/legal.ts';
import { commodityValue } from '../board/commodities.ts';
import type { GameState } from '../state/state.ts';
import type { Intent } from '../wire/intents.ts';
import { updatePlayer } from '../state/update.ts';

const carth = (player: number): Intent => ({
  type: 'component-action',
  ability: { id: 'carth-of-golden-sands', player },
});

/** The Hacan's turn, everyone with no commodities. */
function hacanTurn(): GameState {
  const s = table({ holder: HACAN });
  return { ...s, active: HACAN };
}

const ok = (state: GameState, seat: number, intent: Intent) => {
  const out = run(state, seat, intent);
  if (!out.ok) throw new Error(out.message);
  return out;
};

describe('Carth of Golden Sands (Hacan agent)', () => {
  it('gains the Hacan 2 commodities, exhausts the agent and ends the turn', () => {
    const out = ok(hacanTurn(), HACAN, carth(HACAN));
    expect(out.state.players[HACAN]?.commodities).toBe(2);
    expect(out.state.players[HACAN]?.exhaustedCards).toContain('carth-of-golden-sands');
    expect(out.state.active).not.toBe(HACAN);
    expect(notes(out).join(' ')).toMatch(/exhausts Carth of Golden Sands and gains 2 commodities/);
  });

  it("replenishes another player's commodities up to their commodity value", () => {
    const out = ok(hacanTurn(), HACAN, carth(SOL));
    expect(out.state.players[SOL]?.commodities).toBe(commodityValue(out.state, SOL));
    expect(out.state.players[HACAN]?.commodities).toBe(0);
  });

  it('never gives past the commodity value, and refuses a gain of nothing', () => {
    const s = updatePlayer(hacanTurn(), HACAN, (p) => ({
      ...p,
      commodities: commodityValue(hacanTurn(), HACAN) - 1,
    }));
    expect(ok(s, HACAN, carth(HACAN)).state.players[HACAN]?.commodities).toBe(commodityValue(s, HACAN));
    const full = updatePlayer(s, SOL, (p) => ({ ...p, commodities: commodityValue(s, SOL) }));
    expect(refused(full, HACAN, carth(SOL)).message).toMatch(/already has as many commodities/);
  });

  it('is refused when exhausted, to another faction, and out of turn', () => {
    const used = ok(hacanTurn(), HACAN, carth(HACAN)).state;
    expect(refused({ ...used, active: HACAN }, HACAN, carth(SOL)).message).toMatch(/exhausted/);
    expect(refused({ ...hacanTurn(), active: SOL }, SOL, carth(SOL)).message).toMatch(
      /not your faction's agent/,
    );
    expect(refused({ ...hacanTurn(), active: SOL }, HACAN, carth(HACAN)).code).toBe('intent/not-your-turn');
  });

  it('is offered to the ready Hacan with every player who would gain, and each choice applies', () => {
    const s = hacanTurn();
    expect(legalIntents(s, { kind: 'seat', seat: HACAN })).toContainEqual(carth(HACAN));
    const intents = expectOffersApply(s, HACAN, 'carth-of-golden-sands');
    expect(intents).toHaveLength(s.players.length);
    expect(viewOffers({ ...s, active: SOL }, SOL, 'carth')).toEqual([]);
    const used = ok(s, HACAN, carth(HACAN)).state;
    expect(legalIntents({ ...used, active: HACAN }, { kind: 'seat', seat: HACAN })).not.toContainEqual(
      carth(SOL),
    );
  });
});
