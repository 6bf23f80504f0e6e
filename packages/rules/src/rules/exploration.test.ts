// Exploration (LRR 35), written from the rules: a player who gains control of a planet no player
// controlled draws the top card of its trait's deck; what leaves no choice is resolved, the rest is
// named in the log for table edits; a planet is explored once; an empty deck takes its discard pile,
// shuffled; a game without the decks explores nothing; and nothing undrawn reaches any view.

import { describe, expect, it } from 'vitest';
import { applyParsed } from '../engine/engine.ts';
import {
  EXPLORATION_DECKS,
  buildExplorationDeck,
  type ExplorationDeck,
} from '../content/exploration-cards.ts';
import { spendable } from '../board/payment.ts';
import { skipPlanets } from './research-prerequisites.ts';
import type { GameEvent } from '../state/events.ts';
import type { ExplorationPiles, GameState } from '../state/state.ts';
import { viewFor } from '../view/view.ts';
import type { Actor, Intent } from '../wire/intents.ts';
import {
  HACAN,
  SOL,
  VEFUT,
  invasionTable,
  planetUnits,
  space,
} from '../../test-support/invasion-fixtures.ts';
import { newGameInSetup, notes, run } from '../../test-support/test-helpers.ts';
import { setPlanet, setPlanetUnits } from '../../test-support/build-fixtures.ts';
import { explorePlanet } from './exploration.ts';
import { withServerEntropy } from './rollback.ts';

/** The decks in table order, with `top` on top of the draw piles named (the rest below, in order). */
function withDecks(state: GameState, top: Partial<Record<ExplorationDeck, string[]>> = {}): GameState {
  const piles = Object.fromEntries(
    EXPLORATION_DECKS.map((d) => {
      const first = top[d] ?? [];
      return [
        d,
        { draw: [...first, ...buildExplorationDeck(d).filter((c) => !first.includes(c))], discard: [] },
      ];
    }),
  ) as unknown as ExplorationPiles;
  return { ...state, decks: { ...state.decks, exploration: piles } };
}

const land: Intent = { type: 'invade', commits: [{ planet: VEFUT, infantry: 2 }] };

function invaded(state: GameState) {
  const out = run(state, SOL, land);
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return { state: out.state, notes: notes(out) };
}

/** Sol explores Vefut II (hazardous) from `deck` with `top` on top; Sol's units there as given. */
function explore(top: string, deck: ExplorationDeck = 'hazardous', prep = (s: GameState) => s) {
  let s = prep(withDecks(invasionTable({ carrier: 1 }, {}), { [deck]: [top] }));
  s = setPlanet(s, VEFUT, { controller: SOL, exhausted: true });
  const events: GameEvent[] = [];
  const state = explorePlanet(s, SOL, VEFUT, deck, events);
  return { before: s, state, notes: events.flatMap((e) => (e.type === 'note' ? [e.text] : [])) };
}

const piles = (s: GameState, d: ExplorationDeck) => s.decks.exploration?.[d];

describe('gaining a planet no one controlled explores it (LRR 35)', () => {
  it('an invasion of an empty hazardous planet draws the top hazardous card: attached, logged, the planet worth more', () => {
    const s = withDecks(invasionTable({ carrier: 1, infantry: 2 }, {}), { hazardous: ['mining-world-1'] });
    const out = invaded(s);
    expect(out.notes).toEqual([
      'P1 commits 2 Infantry to Vefut II (LRR 49).',
      'P1 takes control of Vefut II; its card comes exhausted (LRR 25).',
      'P1 explores Vefut II (hazardous): Mining World. Attached to the planet: +2 resources.',
    ]);
    expect(out.state.galaxy.planets[VEFUT]).toMatchObject({ attachments: ['mining-world'], explored: true });
    expect(piles(out.state, 'hazardous')?.draw).toHaveLength(19);
    expect(piles(out.state, 'hazardous')?.discard).toEqual([]);
    // Readied, Vefut II (2/2) now pays 4 resources.
    const ready = setPlanet(out.state, VEFUT, { exhausted: false });
    expect(spendable(ready, SOL, 'resources') - spendable(out.state, SOL, 'resources')).toBe(4);
  });

  it('a planet taken from another player is not explored', () => {
    const s = withDecks(invasionTable({ carrier: 1, infantry: 2 }, { 'space-dock': 1 }));
    const out = invaded(s);
    expect(out.state.galaxy.planets[VEFUT]?.controller).toBe(SOL);
    expect(out.notes.join(' ')).not.toMatch(/explores/);
    expect(out.state.decks.exploration).toBe(s.decks.exploration);
  });

  it('a planet is explored once: gained again after it was left uncontrolled, nothing is drawn', () => {
    const s = setPlanet(withDecks(invasionTable({ carrier: 1, infantry: 2 }, {})), VEFUT, { explored: true });
    const out = invaded(s);
    expect(out.state.galaxy.planets[VEFUT]?.controller).toBe(SOL);
    expect(out.notes.join(' ')).not.toMatch(/explores/);
    expect(piles(out.state, 'hazardous')?.draw).toHaveLength(20);
  });

  it('a game without exploration decks (set up before them) explores nothing and logs as before', () => {
    const out = invaded(invasionTable({ carrier: 1, infantry: 2 }, {}));
    expect(out.notes).toEqual([
      'P1 commits 2 Infantry to Vefut II (LRR 49).',
      'P1 takes control of Vefut II; its card comes exhausted (LRR 25).',
    ]);
    expect(out.state.galaxy.planets[VEFUT]?.explored).toBeUndefined();
  });

  it('new games deal the four decks of 20, shuffled; a setup without the option deals none', () => {
    const options = { editsNeedApproval: false, timedConstruction: false, exploration: true };
    const g = newGameInSetup(3, 'seed', [], { options });
    for (const d of EXPLORATION_DECKS) {
      expect([...(piles(g, d)?.draw ?? [])].sort()).toEqual(buildExplorationDeck(d).sort());
      expect(piles(g, d)?.discard).toEqual([]);
    }
    expect(piles(g, 'cultural')?.draw).not.toEqual(buildExplorationDeck('cultural'));
    // The decks shuffle on their own stream: the rest of the game's randomness is unchanged.
    const without = newGameInSetup(3, 'seed');
    expect(g.rng).toEqual(without.rng);
    expect(without.decks.exploration).toBeUndefined();
  });
});

describe('each kind of card', () => {
  it('a relic fragment goes to the explorer, face up, and is not discarded', () => {
    const out = explore('hazardous-relic-fragment-3');
    expect(out.state.players[SOL]?.relicFragments).toEqual(['hazardous-relic-fragment-3']);
    expect(out.notes[0]).toBe(
      'P1 explores Vefut II (hazardous): Hazardous Relic Fragment. P1 keeps it (relic fragments: 1).',
    );
    expect(piles(out.state, 'hazardous')?.discard).toEqual([]);
  });

  it('a research facility gives its specialty to a planet without one (a skip to exhaust)', () => {
    const out = explore('warfare-research-facility-1', 'hazardous', (s) =>
      setPlanet(s, VEFUT, { exhausted: false }),
    );
    const ready = setPlanet(out.state, VEFUT, { exhausted: false });
    expect(skipPlanets(ready, SOL)).toContainEqual({ planet: VEFUT, color: 'red' });
    expect(spendable(ready, SOL, 'influence')).toBe(
      spendable(setPlanet(out.before, VEFUT, { exhausted: false }), SOL, 'influence'),
    );
  });

  it('trade goods are gained; the command token is left to a table edit', () => {
    const out = explore('major-entropic-field-1', 'frontier');
    expect(out.state.players[SOL]?.tradeGoods).toBe((out.before.players[SOL]?.tradeGoods ?? 0) + 3);
    expect(out.notes[0]).toMatch(
      /Major Entropic Field\. P1 gains 3 trade goods\. 1 command token .*table edit/,
    );
    expect(piles(out.state, 'frontier')?.discard).toEqual(['major-entropic-field-1']);
  });

  it('Mercenary Outfit puts an infantry on the planet', () => {
    const out = explore('mercenary-outfit-2', 'cultural', (s) =>
      setPlanetUnits(s, VEFUT, SOL, { infantry: 1 }),
    );
    expect(planetUnits(out.state, SOL)).toEqual({ infantry: 2 });
    expect(piles(out.state, 'cultural')?.discard).toEqual(['mercenary-outfit-2']);
  });

  it('Lost Crew draws two action cards', () => {
    const out = explore('lost-crew-1', 'frontier');
    expect(out.state.players[SOL]?.actionCards.length).toBe(
      (out.before.players[SOL]?.actionCards.length ?? 0) + 2,
    );
    expect(out.notes).toContain('P1 draws 2 action cards.');
  });

  it('Core Mine pays with a mech on the planet; without one, the choice is left to a table edit', () => {
    const withMech = explore('core-mine-1', 'hazardous', (s) => setPlanetUnits(s, VEFUT, SOL, { mech: 1 }));
    expect(withMech.state.players[SOL]?.tradeGoods).toBe((withMech.before.players[SOL]?.tradeGoods ?? 0) + 1);
    const without = explore('core-mine-1', 'hazardous', (s) =>
      setPlanetUnits(s, VEFUT, SOL, { infantry: 1 }),
    );
    expect(without.state.players[SOL]?.tradeGoods).toBe(without.before.players[SOL]?.tradeGoods);
    expect(without.notes[0]).toMatch(/their choice, made with table edits/);
  });

  it('Expedition readies the planet when a mech is there', () => {
    const out = explore('expedition-2', 'hazardous', (s) => setPlanetUnits(s, VEFUT, SOL, { mech: 1 }));
    expect(out.state.galaxy.planets[VEFUT]?.exhausted).toBe(false);
  });

  it('a card with a choice is named for table edits and discarded; a purged one leaves the decks', () => {
    const free = explore('freelancers-1', 'cultural');
    expect(free.notes[0]).toBe(
      'P1 explores Vefut II (cultural): Freelancers. The app does not resolve it: apply it with table edits.',
    );
    expect(piles(free.state, 'cultural')?.discard).toEqual(['freelancers-1']);
    const gamma = explore('gamma-wormhole-1', 'cultural');
    expect(gamma.notes[0]).toMatch(/The card leaves the game\.$/);
    expect(piles(gamma.state, 'cultural')?.discard).toEqual([]);
    expect(piles(gamma.state, 'cultural')?.draw).toHaveLength(19);
  });

  it('Demilitarized Zone: attached; the explorer’s structures go back, ground forces up to space', () => {
    const out = explore('demilitarized-zone-1', 'cultural', (s) =>
      setPlanetUnits(s, VEFUT, SOL, { infantry: 2, pds: 1 }),
    );
    expect(out.state.galaxy.planets[VEFUT]?.attachments).toEqual(['demilitarized-zone']);
    expect(planetUnits(out.state, SOL)).toEqual({});
    expect(space(out.state, '20', SOL)).toEqual({ carrier: 1, infantry: 2 });
  });
});

describe('the decks', () => {
  it('an empty draw pile takes its discard pile, shuffled with the game’s generator (LRR 35)', () => {
    const base = explore('rich-world-1').before;
    const all = buildExplorationDeck('hazardous');
    const exploration = {
      ...(base.decks.exploration as ExplorationPiles),
      hazardous: { draw: [], discard: all },
    };
    const s = { ...base, decks: { ...base.decks, exploration } };
    const events: GameEvent[] = [];
    const out = explorePlanet(s, SOL, VEFUT, 'hazardous', events);
    expect(events[0]).toMatchObject({
      text: 'The hazardous exploration discard pile is shuffled into a new deck (LRR 35).',
    });
    expect(out.rng).not.toEqual(s.rng);
    const after = piles(out, 'hazardous');
    expect((after?.draw.length ?? 0) + (after?.discard.length ?? 0)).toBeGreaterThanOrEqual(19);
  });
});

describe('nothing undrawn is ever seen (LRR 35; SPEC 2.9)', () => {
  const viewers: Actor[] = [
    { kind: 'seat', seat: SOL },
    { kind: 'seat', seat: HACAN },
    { kind: 'seat', seat: 2 },
    { kind: 'spectator' },
  ];

  it('no view, a seat’s or a spectator’s, holds a card still in a draw pile; sizes and discards are public', () => {
    const s = withDecks(invasionTable({ carrier: 1, infantry: 2 }, {}), {
      hazardous: ['volatile-fuel-source-1'],
    });
    const out = invaded(s);
    const undrawn = EXPLORATION_DECKS.flatMap((d) => piles(out.state, d)?.draw ?? []);
    expect(undrawn).toHaveLength(79);
    for (const viewer of viewers) {
      const view = viewFor(out.state, viewer);
      const text = JSON.stringify(view);
      for (const id of undrawn) expect(text).not.toContain(`"${id}"`);
      expect(view.exploration?.hazardous).toEqual({ size: 19, discard: ['volatile-fuel-source-1'] });
    }
  });

  it('the explorer cannot undo the invasion that explored', () => {
    const s = withDecks(invasionTable({ carrier: 1, infantry: 2 }, {}), { hazardous: ['rich-world-1'] });
    const out = invaded(s);
    const undo = applyParsed(out.state, { kind: 'seat', seat: SOL }, { type: 'undo' });
    expect(undo.ok).toBe(false);
    if (!undo.ok) expect(undo.code).toBe('rule/cannot-undo');
  });

  it('going back over it reshuffles the deck drawn from: the card seen is not on top again', () => {
    const s = withDecks(invasionTable({ carrier: 1, infantry: 2 }, {}), { hazardous: ['rich-world-1'] });
    const out = invaded(s);
    let state = out.state;
    const ask = withServerEntropy(
      { type: 'request-rollback', to: state.moves - 1 },
      () => '0'.repeat(31) + '7',
    );
    const asked = applyParsed(state, { kind: 'seat', seat: SOL }, ask);
    if (!asked.ok) throw new Error(asked.message);
    state = asked.state;
    for (const seat of state.rollback?.needs ?? []) {
      const actor: Actor = seat === 'host' ? { kind: 'host' } : { kind: 'seat', seat };
      const answer = applyParsed(state, actor, { type: 'answer-rollback', approve: true });
      if (!answer.ok) throw new Error(answer.message);
      state = answer.state;
    }
    expect(state.rollback).toBeNull();
    expect(state.galaxy.planets[VEFUT]?.controller).toBeNull();
    const draw = piles(state, 'hazardous')?.draw ?? [];
    expect([...draw].sort()).toEqual(buildExplorationDeck('hazardous').sort());
    expect(draw).not.toEqual(piles(s, 'hazardous')?.draw);
  });
});
