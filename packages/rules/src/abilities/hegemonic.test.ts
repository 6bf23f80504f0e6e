// Hegemonic Trade Policy: a planet in a production's payment counts its influence as resources; the
// technology is exhausted.

import { describe, expect, it } from 'vitest';
import {
  activated,
  refused,
  run,
  setPlanet,
  SOL,
  table,
  withTechnologies,
} from '../../test-support/build-fixtures.ts';
import type { Intent } from '../wire/intents.ts';
import type { GameState } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';

const JORD = '1';

/** Sol has activated Jord and controls Mecatol Rex (1 resource, 6 influence), with the technology. */
function producing(techs: readonly string[] = ['hegemonic-trade-policy']): GameState {
  const s = setPlanet(withTechnologies(table(), SOL, techs), 'mecatol-rex', { controller: SOL });
  return activated(
    updatePlayer(s, SOL, (p) => ({ ...p, tradeGoods: 0 })),
    SOL,
    JORD,
  );
}

const order = (hegemonic?: string): Intent =>
  ({
    type: 'produce',
    units: [{ unit: 'cruiser', count: 2, place: 'space' }],
    pull: [],
    payment: { planets: ['mecatol-rex'], tradeGoods: 0 },
    ...(hegemonic === undefined ? {} : { hegemonic }),
  }) as Intent;

describe('Hegemonic Trade Policy', () => {
  it("Mecatol Rex's 6 influence pays for 2 cruisers (4); the technology is exhausted", () => {
    const out = run(producing(), SOL, order('mecatol-rex'));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[SOL]?.exhaustedCards).toEqual(['hegemonic-trade-policy']);
    expect(out.state.galaxy.planets['mecatol-rex']?.exhausted).toBe(true);
  });

  it('without it, the 1 resource is short', () => {
    expect(refused(producing(), SOL, order()).code).toBe('rule/cannot-afford');
  });

  it.each([
    ['not owned', [] as string[], 'mecatol-rex', 'You do not own Hegemonic Trade Policy.'],
    [
      'on a planet outside the payment',
      ['hegemonic-trade-policy'],
      'jord',
      'Hegemonic Trade Policy swaps the values of a planet you exhaust to pay; Jord is not in the payment.',
    ],
  ])('is refused %s', (_what, techs, planet, message) => {
    expect(refused(producing(techs), SOL, order(planet)).message).toBe(message);
  });

  it('exhausted, it is refused', () => {
    const s = updatePlayer(producing(), SOL, (p) => ({ ...p, exhaustedCards: ['hegemonic-trade-policy'] }));
    expect(refused(s, SOL, order('mecatol-rex')).message).toBe(
      'Hegemonic Trade Policy is exhausted until the status phase.',
    );
  });
});
