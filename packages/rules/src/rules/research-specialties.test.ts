// Thunder's Edge planets with two technology specialty icons: exhausting one skips a prerequisite of
// each icon's colour that is still missing (docs/rules-decisions.md; LRR 90.7 for specialty skips).

import { describe, expect, it } from 'vitest';
import { setPlanet, SOL, table } from '../../test-support/build-fixtures.ts';
import { research, techStatus } from './research.ts';
import type { GameState } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';

/** Sol (owning one blue and one green technology) controls this ready planet. */
function holding(planet: string, state: GameState = table()): GameState {
  return setPlanet(state, planet, { controller: SOL, exhausted: false });
}

function researched(state: GameState, technology: string, skips: string[]): GameState {
  const out = research(state, SOL, { technology, skips }, 0);
  if ('ok' in out) throw new Error(out.message);
  return out.state;
}

describe('planets with two specialty icons', () => {
  it('Tiamat (two yellow) alone covers the two yellow prerequisites of Transit Diodes', () => {
    const state = holding('tiamat');
    expect(techStatus(table(), SOL, 'transit-diodes').kind).toBe('missing');
    const status = techStatus(state, SOL, 'transit-diodes');
    expect(status).toMatchObject({ kind: 'met-with-skips', skips: [{ planet: 'tiamat', color: 'yellow' }] });
    const after = researched(state, 'transit-diodes', ['tiamat']);
    expect(after.players[SOL]?.technologies).toContain('transit-diodes');
    expect(after.galaxy.planets['tiamat']?.exhausted).toBe(true);
  });

  it('Olergodt (red and yellow) covers PDS II’s red and yellow with one exhaust', () => {
    const state = holding('olergodt');
    expect(techStatus(state, SOL, 'pds-ii').kind).toBe('met-with-skips');
    expect(researched(state, 'pds-ii', ['olergodt']).players[SOL]?.technologies).toContain('pds-ii');
  });

  it('one of the two icons is enough reason to exhaust it; none is refused with the reason', () => {
    const state = holding('olergodt', holding('tiamat'));
    expect(researched(state, 'graviton-laser-system', ['olergodt']).players[SOL]?.technologies).toContain(
      'graviton-laser-system',
    );
    const wasted = research(state, SOL, { technology: 'magen-defense-grid', skips: ['tiamat'] }, 0);
    expect(wasted).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
    if ('message' in wasted) expect(wasted.message).toMatch(/does not need Tiamat's yellow skip/);
  });

  it('two icons are still one planet: it cannot be named twice', () => {
    const out = research(
      holding('tiamat'),
      SOL,
      { technology: 'transit-diodes', skips: ['tiamat', 'tiamat'] },
      0,
    );
    expect(out).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
  });

  it('with Psychoarchaeology each icon counts as an owned prerequisite, even exhausted', () => {
    let state = setPlanet(table(), 'tiamat', { controller: SOL, exhausted: true });
    state = updatePlayer(state, SOL, (p) => ({
      ...p,
      technologies: [...p.technologies, 'psychoarchaeology'],
    }));
    expect(techStatus(state, SOL, 'transit-diodes').kind).toBe('met');
  });
});
