// Doctor Sucaban (Jol-Nar agent): during a Technology strategic action the Jol-Nar exhaust it for a
// player about to research; that player's infantry removed from the board each take 1 off the resources.

import { describe, expect, it } from 'vitest';
import { legalIntents } from '../engine/legal.ts';
import type { GameState, Seat } from '../state/state.ts';
import {
  act,
  expectApplied,
  expectRefusal,
  inActionPhase,
  newGame,
  run,
} from '../../test-support/test-helpers.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';

const JOL_NAR: Seat = 0;
const SOL: Seat = 1;
const JORD = 'jord';

/** The Jol-Nar resolved Technology's primary (researching nothing); Sol is to follow, 3 infantry on Jord. */
function secondaryOpen(): GameState {
  let s = inActionPhase(
    newGame(4, 'sucaban', ['universities-of-jol-nar', 'federation-of-sol', 'emirates-of-hacan', 'winnu']),
    'technology',
    JOL_NAR,
  );
  s = act(s, JOL_NAR, { type: 'strategic-action', card: 'technology' });
  return act(s, JOL_NAR, { type: 'resolve-primary', choices: { research: [] } });
}

const follow = (payment: string[], sucaban?: { planet: string; count: number }[]) =>
  ({
    type: 'follow',
    choices: {
      technology: 'sarween-tools',
      skips: [],
      payment: { planets: payment, tradeGoods: 0 },
      ...(sucaban ? { sucaban } : {}),
    },
  }) as const;

describe('Doctor Sucaban', () => {
  it('granted to Sol, 3 infantry off Jord pay 3 of the 4 resources; Jord’s 1 more pays the rest', () => {
    let s = secondaryOpen();
    expect(legalIntents(s, { kind: 'seat', seat: JOL_NAR })).toContainEqual({
      type: 'doctor-sucaban',
      to: SOL,
    });
    expectRefusal(
      run(s, SOL, follow([], [{ planet: JORD, count: 3 }])),
      'Doctor Sucaban has not been exhausted for your research.',
    );
    s = act(s, JOL_NAR, { type: 'doctor-sucaban', to: SOL });
    expect(s.players[JOL_NAR]?.exhaustedCards).toContain('doctor-sucaban');
    const infantry = s.galaxy.planets[JORD]?.units[String(SOL)]?.infantry ?? 0;
    expect(infantry).toBeGreaterThanOrEqual(3);
    expectRefusal(
      run(s, SOL, follow([], [{ planet: JORD, count: infantry + 1 }])),
      `You have ${infantry} infantry on Jord, not ${infantry + 1}.`,
    );
    // 3 infantry + nothing else: 1 resource short.
    expect(run(s, SOL, follow([], [{ planet: JORD, count: 3 }])).ok).toBe(false);
    const out = run(s, SOL, follow([JORD], [{ planet: JORD, count: 3 }]));
    expectApplied(out);
    expect(out.state.galaxy.planets[JORD]?.units[String(SOL)]?.infantry ?? 0).toBe(infantry - 3);
    expect(out.state.players[SOL]?.technologies).toContain('sarween-tools');
  });

  it('only the Jol-Nar, only during Technology, once until the status phase', () => {
    const s = secondaryOpen();
    expectRefusal(run(s, SOL, { type: 'doctor-sucaban', to: SOL }), 'Doctor Sucaban is the Jol-Nar agent.');
    const used = act(s, JOL_NAR, { type: 'doctor-sucaban', to: SOL });
    expectRefusal(
      run(used, JOL_NAR, { type: 'doctor-sucaban', to: 2 }),
      'Doctor Sucaban is exhausted until the status phase.',
    );
    const quiet = inActionPhase(
      newGame(4, 'sucaban', ['universities-of-jol-nar', 'federation-of-sol', 'emirates-of-hacan', 'winnu']),
      'leadership',
      JOL_NAR,
    );
    expect(
      legalIntents(quiet, { kind: 'seat', seat: JOL_NAR }).some((i) => i.type === 'doctor-sucaban'),
    ).toBe(false);
  });
});

describe('Doctor Sucaban offer', () => {
  it('lists the players about to research, each applying; none for another seat', () => {
    const s = secondaryOpen();
    const intents = expectOffersApply(s, JOL_NAR, 'doctor-sucaban');
    const targets = legalIntents(s, { kind: 'seat', seat: JOL_NAR }).flatMap((i) =>
      i.type === 'doctor-sucaban' ? [i.to] : [],
    );
    expect(intents.map((i) => i.to)).toEqual(targets);
    expect(targets).toContain(SOL);
    expect(run(s, JOL_NAR, { type: 'doctor-sucaban', to: JOL_NAR }).ok).toBe(false);
    expect(viewOffers(s, SOL, 'doctor-sucaban')).toEqual([]);
  });
});
