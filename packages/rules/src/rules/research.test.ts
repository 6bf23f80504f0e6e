// Researching with the Universities of Jol-Nar's Analytical: one prerequisite of a technology that is not
// a unit upgrade is ignored (faction sheet; LRR 90.7 for prerequisites and specialty skips).

import { describe, expect, it } from 'vitest';
import { PLANETS_BY_ID, type TechColor } from '../content/index.ts';
import { setPlanet, SOL, table } from '../../test-support/build-fixtures.ts';
import { research, techStatus } from './research.ts';
import type { GameState } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';

/** Sol's seat (Antimass Deflectors: blue; Neural Motivator: green) played as another faction. */
function as(faction: string, state = table()): GameState {
  return updatePlayer(state, SOL, (p) => ({ ...p, faction }));
}
const JOL_NAR = 'universities-of-jol-nar';

/** A ready planet on the board with this specialty, given to Sol. */
function withSpecialty(state: GameState, color: TechColor): { state: GameState; planet: string } {
  const planet = Object.keys(state.galaxy.planets).find((id) => PLANETS_BY_ID.get(id)?.specialty === color);
  if (!planet) throw new Error(`no ${color} specialty planet on this board`);
  return { state: setPlanet(state, planet, { controller: SOL, exhausted: false }), planet };
}

describe('Analytical (Jol-Nar)', () => {
  it.each([
    ['Fleet Logistics (2 blue, owns 1)', 'fleet-logistics', 'met'],
    ['Hyper Metabolism (2 green, owns 1)', 'hyper-metabolism', 'met'],
    ['Light/Wave Deflector (3 blue, owns 1): still one short', 'light-wave-deflector', 'missing'],
    ['Cruiser II, a unit upgrade (green, yellow, red): no help', 'cruiser-ii', 'missing'],
  ])('%s', (_name, tech, kind) => {
    expect(techStatus(as(JOL_NAR), SOL, tech).kind).toBe(kind);
  });

  it('another faction gets no such help', () => {
    expect(techStatus(as('arborec'), SOL, 'fleet-logistics').kind).toBe('missing');
  });

  it('researching with one missing prerequisite needs no planet, and a planet exhausted for nothing is refused', () => {
    const { state, planet } = withSpecialty(as(JOL_NAR), 'blue');
    const done = research(state, SOL, { technology: 'fleet-logistics', skips: [] }, 0);
    expect('ok' in done).toBe(false);
    if (!('ok' in done)) expect(done.state.players[SOL]?.technologies).toContain('fleet-logistics');
    const wasted = research(state, SOL, { technology: 'fleet-logistics', skips: [planet] }, 0);
    expect(wasted).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  });

  it('two missing of one colour: one specialty planet plus Analytical', () => {
    const base = as(JOL_NAR);
    expect(techStatus(base, SOL, 'duranium-armor').kind).toBe('missing'); // 2 red, owns 0
    const { state, planet } = withSpecialty(base, 'red');
    expect(techStatus(state, SOL, 'duranium-armor').kind).toBe('met-with-skips');
    const done = research(state, SOL, { technology: 'duranium-armor', skips: [planet] }, 0);
    expect('ok' in done).toBe(false);
    if ('ok' in done) return;
    expect(done.state.galaxy.planets[planet]?.exhausted).toBe(true);
    expect(done.state.players[SOL]?.technologies).toContain('duranium-armor');
  });
});

describe('Psychoarchaeology', () => {
  // Sol owns Antimass Deflectors (blue) and Neural Motivator (green): Fleet Logistics needs 2 blue.
  const withPsycho = (state: GameState) =>
    updatePlayer(state, SOL, (p) => ({ ...p, technologies: [...p.technologies, 'psychoarchaeology'] }));

  it('a specialty counts without exhausting its planet, even an exhausted one', () => {
    const { state, planet } = withSpecialty(table(), 'blue');
    const tired = setPlanet(state, planet, { exhausted: true });
    // Without it: an exhausted specialty planet is no help.
    expect(techStatus(tired, SOL, 'fleet-logistics').kind).toBe('missing');
    expect(techStatus(withPsycho(tired), SOL, 'fleet-logistics').kind).toBe('met');
    const done = research(withPsycho(state), SOL, { technology: 'fleet-logistics', skips: [] }, 0);
    if ('ok' in done) throw new Error(done.message);
    expect(done.state.galaxy.planets[planet]?.exhausted).toBe(false); // the planet stays ready
    expect(done.state.players[SOL]?.technologies).toContain('fleet-logistics');
  });

  it('exhausting the planet as a skip is refused: nothing is missing', () => {
    const { state, planet } = withSpecialty(table(), 'blue');
    const out = research(withPsycho(state), SOL, { technology: 'fleet-logistics', skips: [planet] }, 0);
    expect(out).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  });

  it('researched first with Technology, it helps the second technology of the same primary', () => {
    const { state } = withSpecialty(table(), 'blue');
    const tired = setPlanet(state, withSpecialty(state, 'blue').planet, { exhausted: true });
    expect(techStatus(tired, SOL, 'fleet-logistics', { also: ['psychoarchaeology'] }).kind).toBe('met');
  });
});
