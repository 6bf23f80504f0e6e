// Peace Accords (Xxcha faction ability): after either ability of Diplomacy, one planet without units,
// not Mecatol Rex, in a system adjacent to a planet the Xxcha control, comes under their control exhausted.

import { describe, expect, it } from 'vitest';
import { distanceBetween } from '../../map/hex.ts';
import type { GameState, PlanetState, Seat, SystemState } from '../../state/state.ts';
import { updatePlayer } from '../../state/update.ts';
import {
  HACAN,
  LETNEV,
  SOL,
  expectApplied,
  expectRefusal,
  must,
  notes,
  run,
  started,
  tableWith,
} from '../../../test-support/card-fixtures.ts';
import { peaceAccordsPlanets } from './peace-accords.ts';

const XXCHA: Seat = SOL;
const sys = (position: number, systemId: string): SystemState => ({
  position,
  systemId,
  tokens: [],
  space: {},
  frontier: false,
});
const planet = (controller: Seat | null, units: PlanetState['units'] = {}): PlanetState => ({
  controller,
  exhausted: false,
  attachments: [],
  units,
});

/**
 * Seat 0 is the Xxcha and controls Jord (position 1). New Albion and Starpoint (position 2) lie next
 * to it; Wellon (position 4) is two hexes away; Mecatol Rex (position 0) is next to everything.
 * Hacan hold Lodor (position 3) and the card, when told.
 */
function board(holder: Seat, planets: Record<string, PlanetState> = {}): GameState {
  let s = tableWith('diplomacy', holder);
  s = updatePlayer(s, XXCHA, (p) => ({ ...p, faction: 'xxcha-kingdom' }));
  const galaxy = {
    ...s.galaxy,
    systems: [sys(0, '18'), sys(1, '1'), sys(2, '27'), sys(3, '26'), sys(4, '19')],
    stations: {},
    planets: {
      'mecatol-rex': planet(null),
      jord: planet(XXCHA),
      'new-albion': planet(null),
      starpoint: planet(null),
      lodor: planet(HACAN),
      wellon: planet(null),
      ...planets,
    },
  };
  return { ...s, galaxy };
}

describe('Peace Accords: which planets it reaches', () => {
  it('the test board is what it says: positions 1 and 2 touch, 1 and 4 do not', () => {
    expect(distanceBetween(1, 2)).toBe(1);
    expect(distanceBetween(1, 4)).toBe(2);
  });

  it('planets without units next to a planet the Xxcha control, never Mecatol Rex nor their own', () => {
    const s = board(XXCHA);
    expect(peaceAccordsPlanets(s.galaxy, XXCHA)).toEqual(['new-albion', 'starpoint']);
  });

  it('a planet held by another player with no units on it can be taken; one with units cannot', () => {
    const s = board(XXCHA, {
      'new-albion': planet(LETNEV),
      starpoint: planet(HACAN, { [HACAN]: { infantry: 1 } }),
    });
    expect(peaceAccordsPlanets(s.galaxy, XXCHA)).toEqual(['new-albion']);
  });

  it('the other planet of a system where the Xxcha already hold one counts', () => {
    const s = board(XXCHA, { jord: planet(null), 'new-albion': planet(XXCHA) });
    expect(peaceAccordsPlanets(s.galaxy, XXCHA)).toContain('starpoint');
    expect(peaceAccordsPlanets(s.galaxy, XXCHA)).toContain('jord');
  });
});

describe('Peace Accords after the Diplomacy primary', () => {
  it('the Xxcha take the planet they name, exhausted, and the log says so', () => {
    const s = started(board(XXCHA), 'diplomacy');
    const out = run(s, XXCHA, {
      type: 'resolve-primary',
      choices: { system: '1', ready: [], peaceAccords: 'starpoint' },
    });
    expectApplied(out);
    expect(out.state.galaxy.planets['starpoint']).toMatchObject({ controller: XXCHA, exhausted: true });
    expect(notes(out)).toContain(
      'P1 takes control of Starpoint with Peace Accords (its card comes exhausted).',
    );
  });

  it('leaving it out takes nothing', () => {
    const s = started(board(XXCHA), 'diplomacy');
    const out = run(s, XXCHA, { type: 'resolve-primary', choices: { system: '1', ready: [] } });
    expectApplied(out);
    expect(out.state.galaxy.planets['starpoint']?.controller).toBeNull();
  });

  const REFUSED: readonly [string, string, Record<string, PlanetState>, string][] = [
    [
      'a planet two systems away',
      'wellon',
      {},
      'Wellon is not in a system adjacent to a planet you control: Peace Accords cannot reach it.',
    ],
    ['Mecatol Rex', 'mecatol-rex', {}, 'Peace Accords cannot take Mecatol Rex.'],
    [
      'a planet with units',
      'starpoint',
      { starpoint: planet(HACAN, { [HACAN]: { 'space-dock': 1 } }) },
      'Starpoint holds units: Peace Accords takes only a planet without units.',
    ],
    ['a planet they already control', 'jord', {}, 'You already control Jord.'],
  ];
  for (const [what, id, planets, message] of REFUSED)
    it(`refuses ${what}, and nothing changes`, () => {
      const s = started(board(XXCHA, planets), 'diplomacy');
      const out = run(s, XXCHA, {
        type: 'resolve-primary',
        choices: { system: '1', ready: [], peaceAccords: id },
      });
      expectRefusal(out, message);
    });
});

describe('Peace Accords after the Diplomacy secondary', () => {
  function afterPrimary(planets: Record<string, PlanetState> = {}): GameState {
    const s = started(board(HACAN, planets), 'diplomacy');
    return must(s, HACAN, { type: 'resolve-primary', choices: { system: '26', ready: [] } });
  }

  it('the Xxcha following take a planet from another player who has no units on it', () => {
    const s = afterPrimary({ 'new-albion': planet(LETNEV) });
    const out = run(s, XXCHA, { type: 'follow', choices: { ready: [], peaceAccords: 'new-albion' } });
    expectApplied(out);
    expect(out.state.galaxy.planets['new-albion']).toMatchObject({ controller: XXCHA, exhausted: true });
    expect(notes(out)).toContain(
      'P1 takes control of New Albion from P4 with Peace Accords (its card comes exhausted).',
    );
    expect(out.state.players[XXCHA]?.pools.strategy).toBe((s.players[XXCHA]?.pools.strategy ?? 0) - 1);
  });

  it('another faction following Diplomacy cannot use it', () => {
    const s = must(afterPrimary(), XXCHA, { type: 'follow', choices: { ready: [] } });
    const out = run(s, LETNEV, { type: 'follow', choices: { ready: [], peaceAccords: 'wellon' } });
    expectRefusal(out, 'Only the Xxcha Kingdom take a planet after Diplomacy (Peace Accords).');
  });
});
