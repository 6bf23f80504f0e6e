// Frontier tokens (LRR 38, Prophecy of Kings): dealt at setup into every system without planets when
// the game has the exploration decks, and explored with Dark Energy Tap after a tactical action in
// their system while the player's ships are there (the frontier deck, the token then removed).

import { describe, expect, it } from 'vitest';
import { EXPLORATION_DECKS, buildExplorationDeck } from '../content/exploration-cards.ts';
import { SYSTEMS_BY_ID } from '../content/index.ts';
import type { ExplorationPiles, GameState } from '../state/state.ts';
import { SOL, line, moveTable, setSpace } from '../../test-support/move-fixtures.ts';
import { withTechnologies } from '../../test-support/build-fixtures.ts';
import { newGameInSetup, notes, run } from '../../test-support/test-helpers.ts';

function table(opts: { tap: boolean; ships: boolean; decks?: boolean }): GameState {
  let s = moveTable(line('20', '46'), '46');
  s = { ...s, tactical: { system: '46', moved: true } };
  s = {
    ...s,
    galaxy: {
      ...s.galaxy,
      systems: s.galaxy.systems.map((x) => (x.systemId === '46' ? { ...x, frontier: true } : x)),
    },
  };
  if (opts.ships) s = setSpace(s, '46', SOL, { cruiser: 1 });
  if (opts.tap) s = withTechnologies(s, SOL, ['dark-energy-tap']);
  if (opts.decks === false) return s;
  const piles = Object.fromEntries(
    EXPLORATION_DECKS.map((d) => [d, { draw: buildExplorationDeck(d), discard: [] }]),
  ) as unknown as ExplorationPiles;
  return { ...s, decks: { ...s.decks, exploration: piles } };
}

const frontierOf = (s: GameState) => s.galaxy.systems.find((x) => x.systemId === '46')?.frontier;

describe('frontier tokens (LRR 38)', () => {
  it('with the exploration decks, every system without planets (not a home) gets a token at setup', () => {
    const options = { editsNeedApproval: false, timedConstruction: false, exploration: true };
    const g = newGameInSetup(6, 'seed', [], { options });
    const empty = g.galaxy.systems.filter((x) => {
      const data = SYSTEMS_BY_ID.get(x.systemId);
      return x.position >= 0 && data?.planets.length === 0 && (data.kind === 'blue' || data.kind === 'red');
    });
    expect(empty.length).toBeGreaterThan(0);
    for (const x of g.galaxy.systems) expect(x.frontier).toBe(empty.includes(x));
    expect(newGameInSetup(6, 'seed').galaxy.systems.some((x) => x.frontier)).toBe(false);
  });

  it('Dark Energy Tap: ending a tactical action with a ship in the system explores its token', () => {
    const out = run(table({ tap: true, ships: true }), SOL, { type: 'end-turn' });
    if (!out.ok) throw new Error(out.message);
    expect(frontierOf(out.state)).toBe(false);
    expect(out.state.decks.exploration?.frontier.draw).toHaveLength(19);
    expect(notes(out)[1]).toBe(
      'P1 explores the frontier token in system 46 (frontier): Unknown Relic Fragment. P1 keeps it (relic fragments: 1).',
    );
    expect(out.state.players[SOL]?.relicFragments).toEqual(['unknown-relic-fragment-1']);
  });

  it('without the technology, without a ship there, or without the decks, the token stays', () => {
    for (const opts of [
      { tap: false, ships: true },
      { tap: true, ships: false },
      { tap: true, ships: true, decks: false },
    ]) {
      const out = run(table(opts), SOL, { type: 'end-turn' });
      if (!out.ok) throw new Error(out.message);
      expect(frontierOf(out.state)).toBe(true);
      expect(notes(out).join(' ')).not.toMatch(/explores/);
    }
  });
});
