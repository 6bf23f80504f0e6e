// Yin Spinner Ω: after producing, up to 2 infantry from reinforcements on planets the player controls or
// in systems with their ships, named in the production order.

import { describe, expect, it } from 'vitest';
import {
  activated,
  must,
  notes,
  refused,
  run,
  setSpace,
  SOL,
  table,
  withTechnologies,
  withTradeGoods,
} from '../../test-support/build-fixtures.ts';
import type { Intent } from '../wire/intents.ts';
import type { GameState } from '../state/state.ts';
import { YIN_SPINNER, yinSpinnerPlaces } from './yin-spinner.ts';

const JORD = '1';
const MECATOL = '18';

/** Sol producing at Jord, with a cruiser of theirs at Mecatol Rex. */
function producing(techs: readonly string[] = [YIN_SPINNER]): GameState {
  const s = withTechnologies(table(), SOL, techs);
  return withTradeGoods(activated(setSpace(s, MECATOL, SOL, { cruiser: 1 }), SOL, JORD), SOL, 10);
}

const order = (yinSpinner?: string[]): Intent =>
  ({
    type: 'produce',
    units: [{ unit: 'fighter', count: 2, place: 'space' }],
    pull: [],
    payment: { planets: [], tradeGoods: 1 },
    ...(yinSpinner === undefined ? {} : { yinSpinner }),
  }) as Intent;

const infantryOn = (s: GameState, planet: string) =>
  s.galaxy.planets[planet]?.units[String(SOL)]?.infantry ?? 0;
const infantryIn = (s: GameState, system: string) =>
  s.galaxy.systems.find((x) => x.systemId === system)?.space[String(SOL)]?.infantry ?? 0;

describe('Yin Spinner Ω', () => {
  it('offers their planets and the systems with their ships', () => {
    const places = yinSpinnerPlaces(producing(), SOL);
    expect(places.planets).toContain('jord');
    expect(places.systems).toEqual(expect.arrayContaining([JORD, MECATOL]));
    expect(yinSpinnerPlaces(producing([]), SOL)).toEqual({ planets: [], systems: [] });
  });

  it('places 1 infantry on Jord and 1 in the space area at Mecatol Rex after the production, at no cost', () => {
    const s = producing();
    const out = run(s, SOL, order(['jord', MECATOL]));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(infantryOn(out.state, 'jord')).toBe(infantryOn(s, 'jord') + 1);
    expect(infantryIn(out.state, MECATOL)).toBe(infantryIn(s, MECATOL) + 1);
    expect(out.state.players[SOL]?.tradeGoods).toBe(9); // the fighters' cost only
    expect(notes(out)).toContain(
      'P1 places 2 Infantry with Yin Spinner Ω: on Jord and in the Mecatol Rex system.',
    );
  });

  it('both on one planet, or none at all', () => {
    const s = producing();
    const both = must(s, SOL, order(['jord', 'jord']));
    expect(infantryOn(both, 'jord')).toBe(infantryOn(s, 'jord') + 2);
    const none = must(s, SOL, order());
    expect(infantryOn(none, 'jord')).toBe(infantryOn(s, 'jord'));
  });

  it.each([
    ['without the technology', [] as string[], ['jord'], 'You do not own Yin Spinner Ω.'],
    [
      'on a planet not theirs',
      [YIN_SPINNER],
      ['mecatol-rex'],
      'Yin Spinner Ω places infantry on a planet you control or in a system with one of your ships; Mecatol Rex is neither.',
    ],
  ])('is refused %s, and nothing changes', (_what, techs, places, message) => {
    expect(refused(producing(techs), SOL, order(places)).message).toBe(message);
  });

  it('refuses a third infantry (the schema allows two places)', () => {
    expect(refused(producing(), SOL, order(['jord', 'jord', 'jord'])).code).toBe('intent/malformed');
  });
});
