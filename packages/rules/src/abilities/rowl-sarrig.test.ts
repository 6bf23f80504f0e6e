// Rowl Sarrig (Clan of Saar commander): produced fighters and infantry may be placed at any of their
// space docks that is not blockaded.

import { describe, expect, it } from 'vitest';
import {
  activated,
  must,
  notes,
  refused,
  run,
  SAAR,
  setSpace,
  SOL,
  space,
  table,
  withTile,
  withTradeGoods,
} from '../../test-support/build-fixtures.ts';
import type { Intent } from '../wire/intents.ts';
import type { GameState } from '../state/state.ts';
import { rowlPlaces } from './rowl-sarrig.ts';

const HOME = '11';
const OTHER = '19';

/** The Saar (commander unlocked or not) produce at home, with a second floating dock in system 19. */
function saar(unlocked = true, timed = false): GameState {
  let s = withTile(table({ timed }), OTHER);
  s = setSpace(s, OTHER, SAAR, { 'space-dock': 1 });
  s = { ...s, players: s.players.map((p) => (p.seat === SAAR ? { ...p, commanderUnlocked: unlocked } : p)) };
  return withTradeGoods(activated(s, SAAR, HOME), SAAR, 10);
}

function produce(units: { unit: string; count: number; place: string }[]): Intent {
  return { type: 'produce', units, pull: [], payment: { planets: [], tradeGoods: 10 } } as Intent;
}

describe('Rowl Sarrig', () => {
  it('offers the other dock (space: fighters and infantry, as the Saar docks float) once unlocked', () => {
    expect(rowlPlaces(saar(), SAAR, HOME)).toEqual([
      { place: OTHER, system: OTHER, units: ['fighter', 'infantry'] },
    ]);
    expect(rowlPlaces(saar(false), SAAR, HOME)).toEqual([]);
  });

  it('places the fighters and infantry produced at home at the other dock, and says so', () => {
    const out = run(
      saar(),
      SAAR,
      produce([
        { unit: 'fighter', count: 2, place: OTHER },
        { unit: 'infantry', count: 1, place: OTHER },
        { unit: 'cruiser', count: 1, place: 'space' },
      ]),
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(space(out.state, OTHER, SAAR)).toEqual({ 'space-dock': 1, fighter: 2, infantry: 1 });
    expect(notes(out)).toContain('Rowl Sarrig places 2 Fighters in system 19, 1 Infantry in system 19.');
  });

  it.each([
    [
      'locked',
      () => saar(false),
      'fighter',
      'Units produced in system 11 are placed there, not in system 19.',
    ],
    ['a cruiser', () => saar(), 'cruiser', 'Rowl Sarrig places fighters in the space area'],
    [
      'a blockaded dock (another player’s ships, none of theirs)',
      () => setSpace(saar(), OTHER, SOL, { destroyer: 1 }),
      'fighter',
      'not in system 19',
    ],
    ['the timed variant', () => saar(true, true), 'fighter', 'built at the producing dock'],
  ] as const)('is refused: %s', (_name, state, unit, message) => {
    expect(refused(state(), SAAR, produce([{ unit, count: 1, place: OTHER }])).message).toContain(message);
  });

  it('a dock with their own ships beside another player’s is not blockaded', () => {
    const state = setSpace(setSpace(saar(), OTHER, SOL, { destroyer: 1 }), OTHER, SAAR, {
      'space-dock': 1,
      carrier: 1,
    });
    must(state, SAAR, produce([{ unit: 'fighter', count: 1, place: OTHER }]));
  });
});
