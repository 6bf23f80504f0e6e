// Exploring at the table (LRR 35, 38) and purging relic fragments: the edits that cover what the app
// does not trigger itself (Scanlink Drone Network, Dark Energy Tap…), refused without changing anything.

import { describe, expect, it } from 'vitest';
import { EXPLORATION_DECKS, buildExplorationDeck } from '../content/exploration-cards.ts';
import type { ExplorationPiles, GameState } from '../state/state.ts';
import type { TableEdit } from '../wire/table-edit-schema.ts';
import { SOL, VEFUT, invasionTable } from '../../test-support/invasion-fixtures.ts';
import { notes, run } from '../../test-support/test-helpers.ts';
import { setPlanet } from '../../test-support/build-fixtures.ts';
import { updatePlayer } from '../state/update.ts';

function withDecks(state: GameState): GameState {
  const piles = Object.fromEntries(
    EXPLORATION_DECKS.map((d) => [d, { draw: buildExplorationDeck(d), discard: [] }]),
  ) as unknown as ExplorationPiles;
  return { ...state, decks: { ...state.decks, exploration: piles } };
}

const edit = (s: GameState, e: TableEdit) => run(s, SOL, { type: 'table-edit', edit: e });

describe('exploring by table edit', () => {
  it('a planet of yours is explored again from its trait’s deck (the top card, in the log)', () => {
    const s = setPlanet(withDecks(invasionTable({ carrier: 1 }, {})), VEFUT, {
      controller: SOL,
      explored: true,
    });
    const out = edit(s, { kind: 'explore', planet: VEFUT });
    expect(out.ok).toBe(true);
    expect(notes(out)).toEqual([
      'Table edit: P1 explores Vefut II.',
      'P1 explores Vefut II (hazardous): Hazardous Relic Fragment. P1 keeps it (relic fragments: 1).',
    ]);
  });

  it('a move edit that lands on a planet no one controlled takes it and explores it', () => {
    const s = withDecks(invasionTable({ carrier: 1, infantry: 2 }, {}));
    const out = edit(s, {
      kind: 'move',
      to: '20',
      from: [],
      land: [{ planet: VEFUT, units: { infantry: 2 } }],
    });
    if (!out.ok) throw new Error(out.message);
    expect(out.state.galaxy.planets[VEFUT]).toMatchObject({ controller: SOL, explored: true });
    expect(notes(out)[1]).toBe(
      'P1 explores Vefut II (hazardous): Hazardous Relic Fragment. P1 keeps it (relic fragments: 1).',
    );
  });

  it('refuses a planet not yours, and a game without the decks, changing nothing', () => {
    const s = withDecks(invasionTable({ carrier: 1 }, {}));
    const out = edit(s, { kind: 'explore', planet: VEFUT });
    expect(out.ok ? '' : out.code).toBe('rule/not-controlled');
    const old = setPlanet(invasionTable({ carrier: 1 }, {}), VEFUT, { controller: SOL });
    const refused = edit(old, { kind: 'explore', planet: VEFUT });
    expect(refused.ok ? '' : refused.message).toMatch(/without the exploration decks/);
  });

  it('a frontier token is explored from the frontier deck and leaves the system', () => {
    let s = withDecks(invasionTable({ carrier: 1 }, {}));
    expect(edit(s, { kind: 'explore-frontier', system: '46' }).ok).toBe(false);
    s = {
      ...s,
      galaxy: {
        ...s.galaxy,
        systems: s.galaxy.systems.map((x) => (x.systemId === '46' ? { ...x, frontier: true } : x)),
      },
    };
    const out = edit(s, { kind: 'explore-frontier', system: '46' });
    if (!out.ok) throw new Error(out.message);
    expect(out.state.galaxy.systems.find((x) => x.systemId === '46')?.frontier).toBe(false);
    expect(out.state.decks.exploration?.frontier.draw).toHaveLength(19);
    expect(notes(out)[1]).toMatch(/^P1 explores the frontier token in system 46 \(frontier\): /);
  });

  it('relic fragments of yours are purged; one you do not hold is refused', () => {
    const s = updatePlayer(withDecks(invasionTable({ carrier: 1 }, {})), SOL, (p) => ({
      ...p,
      relicFragments: [
        'cultural-relic-fragment-1',
        'cultural-relic-fragment-2',
        'unknown-relic-fragment-1',
        'hazardous-relic-fragment-1',
      ],
    }));
    const purge = ['cultural-relic-fragment-1', 'cultural-relic-fragment-2', 'unknown-relic-fragment-1'];
    const out = edit(s, { kind: 'purge-relic-fragments', cards: purge });
    if (!out.ok) throw new Error(out.message);
    expect(out.state.players[SOL]?.relicFragments).toEqual(['hazardous-relic-fragment-1']);
    expect(notes(out)[0]).toBe(
      'Table edit: P1 purges relic fragments (Cultural Relic Fragment, Cultural Relic Fragment, Unknown Relic Fragment).',
    );
    const refused = edit(s, { kind: 'purge-relic-fragments', cards: ['industrial-relic-fragment-1'] });
    expect(refused.ok).toBe(false);
  });
});
