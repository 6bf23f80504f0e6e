// Edict (Mahact Gene-Sorcerers): after winning a combat (at the table), a command token of the loser
// from their reinforcements into the Mahact's fleet pool, one per player.

import { describe, expect, it } from 'vitest';
import { legalIntents } from '../engine/legal.ts';
import type { GameState, Seat } from '../state/state.ts';
import { reinforcementTokens } from '../board/tokens.ts';
import {
  expectApplied,
  expectRefusal,
  inActionPhase,
  newGame,
  notes,
  run,
} from '../../test-support/test-helpers.ts';
import { expectOffersApply, offerIntents, viewOffers } from '../../test-support/offer-fixtures.ts';

const SOL: Seat = 0;
const MAHACT: Seat = 1;
const HACAN: Seat = 2;

const table = (): GameState =>
  inActionPhase(
    newGame(3, 'edict', ['federation-of-sol', 'mahact-gene-sorcerers', 'emirates-of-hacan']),
    'leadership',
    SOL,
  );

describe('Edict', () => {
  it('the Mahact take a token of Sol from his reinforcements into their fleet pool, out of turn', () => {
    const s = table();
    expect(legalIntents(s, { kind: 'seat', seat: MAHACT })).toContainEqual({ type: 'edict', from: SOL });
    const before = reinforcementTokens(s, SOL);
    const out = run(s, MAHACT, { type: 'edict', from: SOL });
    expectApplied(out);
    expect(out.state.players[MAHACT]?.captured).toEqual([SOL]);
    expect(reinforcementTokens(out.state, SOL)).toBe(before - 1);
    expect(notes(out).join(' ')).toMatch(/wins a combat against .*fleet pool \(Edict\)/);
    // One of each player's: Sol is no longer offered, the Hacan still are.
    const offered = legalIntents(out.state, { kind: 'seat', seat: MAHACT }).filter((i) => i.type === 'edict');
    expect(offered).toEqual([{ type: 'edict', from: HACAN }]);
    expect(run(out.state, MAHACT, { type: 'edict', from: SOL })).toMatchObject({
      ok: false,
      code: 'rule/illegal-choice',
    });
  });

  it('only the Mahact, never from themselves, only in the action phase', () => {
    const s = table();
    expect(run(s, HACAN, { type: 'edict', from: SOL })).toMatchObject({
      ok: false,
      code: 'rule/illegal-choice',
    });
    expect(run(s, MAHACT, { type: 'edict', from: MAHACT })).toMatchObject({
      ok: false,
      code: 'rule/illegal-choice',
    });
    expectRefusal(
      run(newGame(3, 'edict', ['federation-of-sol', 'mahact-gene-sorcerers', 'emirates-of-hacan']), MAHACT, {
        type: 'edict',
        from: SOL,
      }),
      'Edict follows a combat you won: in the action phase.',
    );
  });
});

describe('Edict offer', () => {
  it('lists every player whose token may be taken, each applying; none for the others', () => {
    const s = table();
    const intents = expectOffersApply(s, MAHACT, 'edict');
    expect(intents.map((i) => i.from)).toEqual([SOL, HACAN]);
    expect(viewOffers(s, SOL, 'edict')).toEqual([]);
    const after = run(s, MAHACT, { type: 'edict', from: SOL });
    expectApplied(after);
    expect(offerIntentsOf(after.state).map((i) => i.from)).toEqual([HACAN]);
  });
});

const offerIntentsOf = (s: GameState) =>
  viewOffers(s, MAHACT, 'edict').flatMap((o) => offerIntents(s, MAHACT, o));
