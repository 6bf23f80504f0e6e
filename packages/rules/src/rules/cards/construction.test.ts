// Construction (LRR 24; shared/rules/000 notes 1–3; space stations note 4): a row per clause.

import { describe, expect, it } from 'vitest';
import {
  HACAN,
  must,
  onBoard,
  refused,
  setPlanet,
  setPlanetUnits,
  setTokens,
  SOL,
  table,
  withTile,
} from '../../../test-support/build-fixtures.ts';
import type { Intent } from '../../wire/intents.ts';
import { legalIntents } from '../../engine/legal.ts';
import type { GameState } from '../../state/state.ts';
import { reinforcementTokens } from '../../board/tokens.ts';

function started(state = table({ card: 'construction', holder: SOL })): GameState {
  return must(state, SOL, { type: 'strategic-action', card: 'construction' });
}

const primary = (...placements: object[]): Intent => ({ type: 'resolve-primary', choices: { placements } });
const units = (state: GameState, planet: string, seat = SOL) =>
  state.galaxy.planets[planet]?.units[String(seat)] ?? {};

/** Sol also controls Lodor (tile 26), a planet with no structures. */
function withLodor(): GameState {
  return setPlanet(withTile(table({ card: 'construction', holder: SOL }), '26'), 'lodor', {
    controller: SOL,
  });
}

describe('Construction primary (LRR 24.2)', () => {
  it('a PDS, then a second PDS on the same planet', () => {
    const s = must(
      started(),
      SOL,
      primary({ structure: 'pds', planet: 'jord' }, { structure: 'pds', planet: 'jord' }),
    );
    expect(units(s, 'jord').pds).toBe(2);
    expect(s.strategic?.step).toBe('secondary');
  });

  it('a space dock on one planet and a PDS on another, in any systems (LRR 24.2 a)', () => {
    const s = must(
      started(withLodor()),
      SOL,
      primary({ structure: 'space-dock', planet: 'lodor' }, { structure: 'pds', planet: 'jord' }),
    );
    expect(units(s, 'lodor')['space-dock']).toBe(1);
    expect(units(s, 'jord').pds).toBe(1);
  });

  it('placing nothing is allowed ("may")', () => {
    const s = must(started(), SOL, primary());
    expect(s.strategic?.step).toBe('secondary');
  });

  it('command tokens do not matter (LRR 24.2 b)', () => {
    const s = must(
      started(setTokens(table({ card: 'construction', holder: SOL }), '1', [SOL])),
      SOL,
      primary({ structure: 'pds', planet: 'jord' }),
    );
    expect(units(s, 'jord').pds).toBe(1);
  });

  it.each([
    [
      'the second structure must be a PDS',
      [
        { structure: 'pds', planet: 'jord' },
        { structure: 'space-dock', planet: 'jord' },
      ],
      'only be a PDS',
    ],
    [
      'at most one space dock per planet (note 1)',
      [{ structure: 'space-dock', planet: 'jord' }],
      'already has a space dock',
    ],
    [
      'only on planets the player controls',
      [{ structure: 'pds', planet: 'mecatol-rex' }],
      'do not control Mecatol Rex',
    ],
  ])('%s', (_name, placements, message) => {
    expect(refused(started(), SOL, primary(...placements)).message).toContain(message);
  });

  it('at most two PDS per planet (note 2)', () => {
    const s = started(
      setPlanetUnits(table({ card: 'construction', holder: SOL }), 'jord', SOL, { 'space-dock': 1, pds: 2 }),
    );
    expect(refused(s, SOL, primary({ structure: 'pds', planet: 'jord' })).message).toContain(
      'already has 2 PDS',
    );
  });

  it('never on a planet with the Demilitarized Zone attached (note 3)', () => {
    const s = started(
      setPlanet(table({ card: 'construction', holder: SOL }), 'jord', {
        attachments: ['demilitarized-zone'],
      }),
    );
    expect(refused(s, SOL, primary({ structure: 'pds', planet: 'jord' })).message).toContain(
      'Demilitarized Zone',
    );
  });

  it('never on a space station (space stations, note 4)', () => {
    let state = withTile(table({ card: 'construction', holder: SOL }), '111');
    state = {
      ...state,
      galaxy: {
        ...state.galaxy,
        stations: { ...state.galaxy.stations, 'oluz-station': { controller: SOL, exhausted: false } },
      },
    };
    expect(
      refused(started(state), SOL, primary({ structure: 'pds', planet: 'oluz-station' })).message,
    ).toContain('space station');
  });

  it('a third structure is not understood', () => {
    const three = primary(
      { structure: 'pds', planet: 'jord' },
      { structure: 'pds', planet: 'jord' },
      { structure: 'pds', planet: 'jord' },
    );
    expect(refused(started(), SOL, three).code).toBe('intent/malformed');
  });
});

describe('structures come from reinforcements, else from the board (LRR 24.4)', () => {
  /** All six of Sol's PDS stand on Lodor (system 26, no Sol token). */
  function allPdsOut(): GameState {
    return setPlanetUnits(withLodor(), 'lodor', SOL, { pds: 6 });
  }

  it('with none left, placing one needs a piece taken back', () => {
    const r = refused(started(allPdsOut()), SOL, primary({ structure: 'pds', planet: 'jord' }));
    expect(r.code).toBe('rule/limit-reached');
  });

  it('one taken back from a system without a command token is placed; the count stays 6', () => {
    const s = must(
      started(allPdsOut()),
      SOL,
      primary({ structure: 'pds', planet: 'jord', pullFrom: 'lodor' }),
    );
    expect(units(s, 'jord').pds).toBe(1);
    expect(units(s, 'lodor').pds).toBe(5);
    expect(onBoard(s, SOL, 'pds')).toBe(6);
  });

  it('not from a system holding the player’s command token', () => {
    const s = started(setTokens(allPdsOut(), '26', [SOL]));
    expect(
      refused(s, SOL, primary({ structure: 'pds', planet: 'jord', pullFrom: 'lodor' })).message,
    ).toContain('command token');
  });

  it('not while one is still in reinforcements', () => {
    const s = started(setPlanetUnits(withLodor(), 'lodor', SOL, { pds: 1 }));
    expect(
      refused(s, SOL, primary({ structure: 'pds', planet: 'jord', pullFrom: 'lodor' })).message,
    ).toContain('still have');
  });
});

describe('Construction secondary (LRR 24.3)', () => {
  const afterPrimary = (state?: GameState) => must(started(state), SOL, primary());
  const follow = (choices: object): Intent => ({ type: 'follow', choices });

  it('the strategy token goes into the chosen system, then a structure on a planet there', () => {
    const before = afterPrimary();
    const s = must(before, HACAN, follow({ system: '16', structure: 'pds', planet: 'arretze' }));
    expect(s.players[HACAN]?.pools.strategy).toBe((before.players[HACAN]?.pools.strategy ?? 0) - 1);
    expect(s.galaxy.systems.find((x) => x.systemId === '16')?.tokens).toContain(HACAN);
    expect(units(s, 'arretze', HACAN).pds).toBe(1);
  });

  it('with a token already there, the spent token goes back to reinforcements', () => {
    const before = afterPrimary(setTokens(table({ card: 'construction', holder: SOL }), '16', [HACAN]));
    const s = must(before, HACAN, follow({ system: '16', structure: 'pds', planet: 'hercant' }));
    expect(s.galaxy.systems.find((x) => x.systemId === '16')?.tokens).toEqual([HACAN]);
    expect(reinforcementTokens(s, HACAN)).toBe(reinforcementTokens(before, HACAN) + 1);
  });

  it('the planet must be in the system that gets the token', () => {
    expect(
      refused(afterPrimary(), HACAN, follow({ system: '18', structure: 'pds', planet: 'arretze' })).message,
    ).toContain('not in system 18');
  });

  it('needs a token in the strategy pool', () => {
    const empty = afterPrimary();
    const s = {
      ...empty,
      players: empty.players.map((p) =>
        p.seat === HACAN ? { ...p, pools: { ...p.pools, strategy: 0 } } : p,
      ),
    };
    expect(refused(s, HACAN, follow({ system: '16', structure: 'pds', planet: 'arretze' })).code).toBe(
      'rule/no-strategy-token',
    );
    expect(legalIntents(s, { kind: 'seat', seat: HACAN }).map((i) => i.type)).not.toContain('follow');
  });

  it('a piece cannot come back from the system that just got the token', () => {
    // All of Hacan's PDS are on Hercant, in their home system 16.
    const before = afterPrimary(
      setPlanetUnits(table({ card: 'construction', holder: SOL }), 'hercant', HACAN, { pds: 6 }),
    );
    expect(
      refused(
        before,
        HACAN,
        follow({ system: '16', structure: 'pds', planet: 'arretze', pullFrom: 'hercant' }),
      ).message,
    ).toContain('command token');
  });

  it('legalIntents offers a follow that the engine accepts', () => {
    const before = afterPrimary();
    const legal = legalIntents(before, { kind: 'seat', seat: HACAN }).find((i) => i.type === 'follow');
    expect(legal).toBeDefined();
    must(before, HACAN, legal as Intent);
  });
});
