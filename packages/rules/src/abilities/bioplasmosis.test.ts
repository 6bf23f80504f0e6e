// Bioplasmosis (Arborec technology): with their command tokens at the end of the status phase, infantry
// move from planets the owner controls to planets they control in the same or an adjacent system.

import { describe, expect, it } from 'vitest';
import { SYSTEMS_BY_ID } from '../content/index.ts';
import { countOf } from '../board/forces.ts';
import { adjacency } from '../board/neighbours.ts';
import type { GameState, Seat } from '../state/state.ts';
import { currentScorer } from '../rules/status-phase.ts';
import {
  actionTable,
  attempt,
  play,
  playLogged,
  SOL,
  toStatusPhase,
  withPlanet,
  withPlayer,
} from '../../test-support/turn-fixtures.ts';
import { bioplasmosisTargets } from './bioplasmosis.ts';

/** The planets of the first system next to Sol's home, and of one that is not next to it. */
function near(state: GameState): { next: string; far: string } {
  const home = state.galaxy.systems.find((s) => s.systemId === state.players[SOL]?.homeSystem);
  const adjacent = adjacency(state.galaxy).get(home?.position ?? -1) ?? new Set<number>();
  const planetOf = (pred: (position: number) => boolean) =>
    state.galaxy.systems
      .filter((s) => s.position > 0 && s.systemId !== '18' && pred(s.position))
      .flatMap((s) => SYSTEMS_BY_ID.get(s.systemId)?.planets ?? [])[0]?.id ?? '';
  return {
    next: planetOf((p) => adjacent.has(p)),
    far: planetOf((p) => !adjacent.has(p) && p !== home?.position),
  };
}

/** The status phase at the token step; Sol owns Bioplasmosis and controls a planet beside and one far from home. */
function arranging(techs: readonly string[] = ['bioplasmosis']): {
  state: GameState;
  next: string;
  far: string;
} {
  let s = toStatusPhase(actionTable());
  while (currentScorer(s) !== null) s = play(s, currentScorer(s) as Seat, { type: 'score-objectives' });
  const { next, far } = near(s);
  s = withPlayer(s, SOL, (p) => ({ ...p, technologies: [...p.technologies, ...techs] }));
  for (const id of [next, far]) s = withPlanet(s, id, (p) => ({ ...p, controller: SOL }));
  return { state: s, next, far };
}

const pools = (state: GameState) => {
  const p = state.players[SOL]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
  return { ...p, tactic: p.tactic + (state.status?.gains[String(SOL)] ?? 0) };
};
const infantry = (state: GameState, planet: string) =>
  countOf(state.galaxy.planets[planet]?.units[String(SOL)], 'infantry');

describe('Bioplasmosis', () => {
  it('offers the planets of the same and adjacent systems only', () => {
    const { state, next, far } = arranging();
    expect(next).not.toBe('');
    expect(bioplasmosisTargets(state, SOL, 'jord')).toContain(next);
    expect(bioplasmosisTargets(state, SOL, 'jord')).not.toContain(far);
  });

  it('moves infantry from Jord to a planet next door with the tokens, and the log says so', () => {
    const { state, next } = arranging();
    const before = infantry(state, 'jord');
    const { state: after, notes } = playLogged(state, SOL, {
      type: 'redistribute-tokens',
      pools: pools(state),
      bioplasmosis: [{ from: 'jord', to: next, count: 2 }],
    });
    expect(infantry(after, 'jord')).toBe(before - 2);
    expect(infantry(after, next)).toBe(2);
    expect(notes.join('\n')).toMatch(/moves infantry with Bioplasmosis: 2 from Jord to /);
  });

  it.each([
    [
      'to a planet that is not adjacent',
      (t: { far: string }) => [{ from: 'jord', to: t.far, count: 1 }],
      /is not one for Jord/,
    ],
    [
      'more infantry than the planet holds',
      (t: { next: string }) => [{ from: 'jord', to: t.next, count: 40 }],
      /^Jord holds \d+ infantry of yours; this move takes 40\.$/,
    ],
    [
      'from a planet not controlled',
      (t: { next: string }) => [{ from: 'mecatol-rex', to: t.next, count: 1 }],
      /off planets you control; Mecatol Rex is not one/,
    ],
  ] as const)('refuses a move %s, and the tokens are not arranged either', (_name, moves, message) => {
    const t = arranging();
    const out = attempt(t.state, SOL, {
      type: 'redistribute-tokens',
      pools: pools(t.state),
      bioplasmosis: moves(t as never),
    });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.message).toMatch(message);
  });

  it('is refused without the technology', () => {
    const { state, next } = arranging([]);
    const out = attempt(state, SOL, {
      type: 'redistribute-tokens',
      pools: pools(state),
      bioplasmosis: [{ from: 'jord', to: next, count: 1 }],
    });
    expect(out).toMatchObject({
      ok: false,
      message: 'Bioplasmosis is a technology of the Arborec: you do not own it.',
    });
  });
});
