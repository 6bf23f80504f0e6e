// Options at the start of a space combat round (rules/round-options.ts) and Munitions Reserves, the one
// ability that uses them (the Barony of Letnev: 2 trade goods at the start of a round, their missed dice
// rolled again in that round, LRR 74): who is asked and when, what taking it costs and does to the
// dice, the log, refusals that change nothing, and the host's stop-waiting.

import { describe, expect, it } from 'vitest';
import { applyIntent } from '../engine/engine.ts';
import { legalIntents, waitingFor } from '../engine/legal.ts';
import { rollDice } from '../kernel/dice.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState, Seat } from '../state/state.ts';
import { viewFor } from '../view/view.ts';
import { HACAN, SOL, combatTable, moveIn } from '../../test-support/combat-fixtures.ts';
import { expectApplied, expectRefusal, notes, run } from '../../test-support/test-helpers.ts';

const LETNEV = 'barony-of-letnev';

function letnev(state: GameState, seat: Seat, tradeGoods: number): GameState {
  return {
    ...state,
    players: state.players.map((p, i) => (i === seat ? { ...p, faction: LETNEV, tradeGoods } : p)),
  };
}

/** A seed whose first two dice at 7+ have exactly one miss (so a re-roll is seen). */
function seedWithOneMiss(): GameState['rng'] {
  for (let i = 0; ; i++) {
    const rng = seedRng(`munitions ${i}`);
    if (rollDice(rng, 2, 7).hits === 1) return rng;
  }
}

/** Letnev (seat 0, `tg` trade goods) moves 2 cruisers against Hacan's 2 destroyers. */
function movedIn(tg: number, rng = seedWithOneMiss()) {
  const out = run(
    letnev(combatTable({ cruiser: 2 }, { destroyer: 2 }, rng), SOL, tg),
    SOL,
    moveIn({ cruiser: 2 }),
  );
  expectApplied(out);
  return { state: out.state, rng };
}

const take = (take: boolean) => ({ type: 'combat-option', option: 'munitions-reserves', take }) as const;

describe('Munitions Reserves at the start of a space combat round', () => {
  it('the Letnev player with 2 trade goods is asked before round 1, and nobody else waits on it', () => {
    const { state } = movedIn(3);
    expect(waitingFor(state)).toEqual({
      seats: [SOL],
      text: 'Waiting for P1 to decide whether to spend 2 trade goods on Munitions Reserves before round 1.',
    });
    expect(legalIntents(state, { kind: 'seat', seat: SOL })).toEqual([take(true), take(false)]);
    expect(legalIntents(state, { kind: 'seat', seat: HACAN })).toEqual([]);
    expect(state.tactical?.combat?.rolls).toEqual([]);
    // Everyone's view names whom the round waits for and the price.
    expect(viewFor(state, { kind: 'spectator' }).roundOption).toEqual({
      seat: SOL,
      option: 'munitions-reserves',
      name: 'Munitions Reserves',
      tradeGoods: 2,
    });
  });

  it('taken: 2 trade goods spent, the miss rolled once more, the round logged with the die rolled again', () => {
    const { state, rng } = movedIn(3);
    const out = run(state, SOL, take(true));
    expectApplied(out);
    expect(out.state.players[SOL]?.tradeGoods).toBe(1);
    const first = rollDice(rng, 2, 7);
    const miss = first.faces.find((f) => f < 7) as number;
    const again = rollDice(first.rng, 1, 7);
    const hacan = rollDice(again.rng, 2, 9);
    const hit = first.faces.find((f) => f >= 7) as number;
    expect(notes(out)[0]).toBe(
      'P1 spends 2 trade goods on Munitions Reserves: their missed dice in round 1 are rolled again.',
    );
    expect(notes(out)[1]).toBe(
      `Round 1: P1 rolls ${hit}, ${again.faces[0]} for 2 Cruisers (hits on 7+; ${miss} rolled again): ${1 + again.hits} hit${again.hits === 0 ? '' : 's'}. ` +
        `P2 rolls ${hacan.faces.join(', ')} for 2 Destroyers (hits on 9+): ${hacan.hits} hit${hacan.hits === 1 ? '' : 's'}.`,
    );
  });

  it('declined: no trade good spent, the dice as rolled', () => {
    const { state, rng } = movedIn(2);
    const out = run(state, SOL, take(false));
    expectApplied(out);
    expect(out.state.players[SOL]?.tradeGoods).toBe(2);
    expect(notes(out)[0]).toBe('P1 does not use Munitions Reserves in round 1.');
    const first = rollDice(rng, 2, 7);
    expect(notes(out)[1]).toContain(`P1 rolls ${first.faces.join(', ')} for 2 Cruisers (hits on 7+):`);
  });

  it('not asked without 2 trade goods, nor for another faction: the round is rolled at once', () => {
    const poor = run(
      letnev(combatTable({ cruiser: 2 }, { destroyer: 2 }, seedRng('y')), SOL, 1),
      SOL,
      moveIn({ cruiser: 2 }),
    );
    expectApplied(poor);
    expect(notes(poor).some((n) => n.startsWith('Round 1: P1 rolls'))).toBe(true);
    expect(notes(poor).join(' ')).not.toMatch(/Munitions Reserves/);
    const sol = run(combatTable({ cruiser: 2 }, { destroyer: 2 }, seedRng('x')), SOL, moveIn({ cruiser: 2 }));
    expectApplied(sol);
    expect(waitingFor(sol.state).text).not.toMatch(/Munitions Reserves/);
  });

  it('refused, changing nothing: the other player, another option, other moves of the turn', () => {
    const { state } = movedIn(3);
    expectRefusal(run(state, HACAN, take(true)), 'Not your decision now: P1 decides.');
    expectRefusal(
      run(state, SOL, { type: 'combat-option', option: 'plasma-scoring', take: true }),
      'The option offered to you now is Munitions Reserves.',
    );
    expectRefusal(
      run(state, SOL, { type: 'end-turn' }),
      'The space combat in system 20 (Vefut II) comes first: the start of a round is being decided (LRR 78).',
    );
    const done = run(state, SOL, take(false));
    expectApplied(done);
    if (
      (done.state.tactical?.combat?.owed[String(SOL)] ?? 0) +
        (done.state.tactical?.combat?.owed[String(HACAN)] ?? 0) >
      0
    )
      expectRefusal(
        run(done.state, SOL, take(true)),
        'No option is being offered now (only at the start of a round).',
      );
  });

  it('the host’s stop-waiting declines for the player asked, and the round is rolled', () => {
    const { state } = movedIn(3);
    expect(legalIntents(state, { kind: 'host' })).toEqual([{ type: 'skip-undecided' }]);
    const out = applyIntent(state, { kind: 'host' }, { type: 'skip-undecided' });
    expectApplied(out);
    expect(notes(out).slice(0, 2)).toEqual([
      'P1 does not use Munitions Reserves in round 1.',
      '(Declined: the host stopped waiting.)',
    ]);
    expect(notes(out)[2]).toMatch(/^Round 1: P1 rolls/);
    expect(out.state.players[SOL]?.tradeGoods).toBe(3);
  });
});
