// Xander Alexin Victori III (Council Keleres agent): at any time, a player spends commodities as trade
// goods — the commodities named become trade goods at once; once until the status phase.

import { describe, expect, it } from 'vitest';
import { legalIntents } from '../engine/legal.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import {
  expectApplied,
  expectRefusal,
  inActionPhase,
  newGame,
  run,
} from '../../test-support/test-helpers.ts';
import { expectOffersApply, viewOffers } from '../../test-support/offer-fixtures.ts';

const SOL: Seat = 0;
const KELERES: Seat = 1;

function table(): GameState {
  const s = inActionPhase(
    newGame(4, 'xander', ['federation-of-sol', 'council-keleres', 'emirates-of-hacan', 'winnu']),
    'leadership',
    SOL,
  );
  return updatePlayer(s, SOL, (p) => ({ ...p, commodities: 3, tradeGoods: 1 }));
}

describe('Xander Alexin Victori III', () => {
  it('the Keleres let Sol spend 2 commodities as trade goods, out of turn; then the agent is exhausted', () => {
    const s = table();
    expect(legalIntents(s, { kind: 'seat', seat: KELERES })).toContainEqual({
      type: 'xander-alexin-victori-iii',
      to: SOL,
      commodities: 3,
    });
    const out = run(s, KELERES, { type: 'xander-alexin-victori-iii', to: SOL, commodities: 2 });
    expectApplied(out);
    expect(out.state.players[SOL]?.commodities).toBe(1);
    expect(out.state.players[SOL]?.tradeGoods).toBe(3);
    expectRefusal(
      run(out.state, KELERES, { type: 'xander-alexin-victori-iii', to: SOL, commodities: 1 }),
      'Xander Alexin Victori III is exhausted until the status phase.',
    );
  });

  it('not more commodities than the player holds; only the Keleres', () => {
    const s = table();
    expectRefusal(
      run(s, KELERES, { type: 'xander-alexin-victori-iii', to: SOL, commodities: 4 }),
      'P1 holds 3 commodities: name from 1 to that many.',
    );
    expectRefusal(
      run(s, SOL, { type: 'xander-alexin-victori-iii', to: SOL, commodities: 1 }),
      'Xander Alexin Victori III is the Council Keleres’ agent.',
    );
  });
});

describe('Xander Alexin Victori III offer', () => {
  it('one offer per player holding commodities, counting 1 up to all of them', () => {
    const s = table();
    const intents = expectOffersApply(s, KELERES, 'xander-alexin-victori-iii');
    const forSol = intents.filter((i) => i.to === SOL).map((i) => i.commodities);
    expect(forSol).toEqual([1, 2, 3]);
    const offer = viewOffers(s, KELERES, `xander-alexin-victori-iii-${SOL}`)[0];
    expect(offer?.fields).toEqual([expect.objectContaining({ kind: 'count', min: 1, max: 3 })]);
    expect(run(s, KELERES, { type: 'xander-alexin-victori-iii', to: SOL, commodities: 4 }).ok).toBe(false);
    expect(viewOffers(s, SOL, 'xander')).toEqual([]);
  });
});
