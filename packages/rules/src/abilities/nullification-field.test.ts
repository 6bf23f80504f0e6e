// Nullification Field (Xxcha): after another player activates a system holding Xxcha ships, exhaust it
// and spend a strategy-pool token to end that player's turn.

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
} from '../../test-support/build-fixtures.ts';
import type { Intent } from '../wire/intents.ts';
import { legalIntents } from '../engine/legal.ts';
import type { GameState } from '../state/state.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';

const XXCHA = HACAN;
const SYSTEM = '18';
const NULLIFY: Intent = { type: 'nullification-field' };

/** Hacan's seat played as the Xxcha with the technology and a cruiser at Mecatol Rex; Sol activates it. */
function solActivates(techs: readonly string[] = ['nullification-field']): GameState {
  const s = setSpace(table(), SYSTEM, XXCHA, { cruiser: 1 });
  const players = s.players.map((p) =>
    p.seat === XXCHA ? { ...p, faction: 'xxcha-kingdom', technologies: [...p.technologies, ...techs] } : p,
  );
  return activated({ ...s, players }, SOL, SYSTEM);
}

const offered = (s: GameState) =>
  legalIntents(s, { kind: 'seat', seat: XXCHA }).some((i) => i.type === 'nullification-field');

describe('Nullification Field', () => {
  it('ends the active player’s turn: token spent, technology exhausted, the next player’s turn', () => {
    const state = solActivates();
    expect(offered(state)).toBe(true);
    const strategy = state.players[XXCHA]?.pools.strategy ?? 0;
    const out = run(state, XXCHA, NULLIFY);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[XXCHA]?.pools.strategy).toBe(strategy - 1);
    expect(out.state.players[XXCHA]?.exhaustedCards).toEqual(['nullification-field']);
    expect(out.state.tactical).toBeNull();
    expect(out.state.active).not.toBe(SOL);
    expect(out.state.galaxy.systems.find((s) => s.systemId === SYSTEM)?.tokens).toContain(SOL);
    expect(notes(out)[0]).toMatch(/uses Nullification Field \(a strategy-pool token\): .*'s turn ends\.$/);
  });

  it.each([
    ['without the technology', () => solActivates([]), /you do not own it/],
    [
      'without their ships there',
      () => setSpace(solActivates(), SYSTEM, XXCHA, {}),
      /holding your ships, before they produce/,
    ],
    [
      'with an empty strategy pool',
      () => {
        const s = solActivates();
        return {
          ...s,
          players: s.players.map((p) =>
            p.seat === XXCHA ? { ...p, pools: { ...p.pools, strategy: 0 } } : p,
          ),
        };
      },
      /strategy pool, and it is empty/,
    ],
    ['with no activation under way', () => ({ ...solActivates(), tactical: null }), /before they produce/],
  ] as const)('is refused %s', (_name, state, message) => {
    expect(offered(state())).toBe(false);
    expect(refused(state(), XXCHA, NULLIFY).message).toMatch(message);
  });

  it('once: exhausted after use', () => {
    const used = must(solActivates(), XXCHA, NULLIFY);
    const again = activated({ ...used, active: SOL }, SOL, SYSTEM);
    expect(refused(again, XXCHA, NULLIFY).message).toBe(
      'Nullification Field is exhausted until the status phase.',
    );
  });
});

describe('Nullification Field offer', () => {
  it('offered to the Xxcha when Sol activates a system with their ships, and it applies; not without the technology', () => {
    const s = solActivates();
    expect(expectOffersApply(s, XXCHA, 'nullification-field')).toEqual([NULLIFY]);
    expect(viewOffers(solActivates([]), XXCHA, 'nullification-field')).toEqual([]);
    expect(viewOffers(s, SOL, 'nullification-field')).toEqual([]);
  });
});
