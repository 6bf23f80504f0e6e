// Self-Assembly Routines: after producing, the technology is exhausted to place 1 mech on a planet the
// player controls in that system.

import { describe, expect, it } from 'vitest';
import {
  activated,
  must,
  notes,
  refused,
  run,
  SOL,
  table,
  withTechnologies,
  withTradeGoods,
} from '../../test-support/build-fixtures.ts';
import type { Intent } from '../wire/intents.ts';
import type { GameState } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import { selfAssemblyPlanets } from './self-assembly.ts';

const JORD = '1';

function producing(techs: readonly string[] = ['self-assembly-routines']): GameState {
  return withTradeGoods(activated(withTechnologies(table(), SOL, techs), SOL, JORD), SOL, 10);
}

const order = (selfAssembly?: string): Intent =>
  ({
    type: 'produce',
    units: [{ unit: 'fighter', count: 2, place: 'space' }],
    pull: [],
    payment: { planets: [], tradeGoods: 1 },
    ...(selfAssembly === undefined ? {} : { selfAssembly }),
  }) as Intent;

const mechsOn = (s: GameState, planet: string) => s.galaxy.planets[planet]?.units[String(SOL)]?.mech ?? 0;

describe('Self-Assembly Routines', () => {
  it('places 1 mech on a planet of theirs in the system and exhausts the technology', () => {
    const s = producing();
    expect(selfAssemblyPlanets(s, SOL, JORD)).toEqual(['jord']);
    const out = run(s, SOL, order('jord'));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(mechsOn(out.state, 'jord')).toBe(mechsOn(s, 'jord') + 1);
    expect(out.state.players[SOL]?.exhaustedCards).toEqual(['self-assembly-routines']);
    expect(notes(out)).toContain('P1 exhausts Self-Assembly Routines: 1 Mech on Jord.');
    expect(selfAssemblyPlanets(out.state, SOL, JORD)).toEqual([]);
  });

  it('without naming a planet, production is as usual and the technology stays ready', () => {
    const s = must(producing(), SOL, order());
    expect(s.players[SOL]?.exhaustedCards).toBeUndefined();
  });

  it.each([
    ['without the technology', [] as string[], 'jord', 'You do not own Self-Assembly Routines.'],
    [
      'on a planet outside the system',
      ['self-assembly-routines'],
      'mecatol-rex',
      'Self-Assembly Routines places the mech on a planet you control in system 1; Mecatol Rex is not one.',
    ],
  ])('is refused %s, and nothing changes', (_what, techs, planet, message) => {
    expect(refused(producing(techs), SOL, order(planet)).message).toBe(message);
  });

  it('exhausted, it is refused until the status phase', () => {
    const s = updatePlayer(producing(), SOL, (p) => ({ ...p, exhaustedCards: ['self-assembly-routines'] }));
    expect(refused(s, SOL, order('jord')).message).toBe(
      'Self-Assembly Routines is exhausted until the status phase.',
    );
  });
});
