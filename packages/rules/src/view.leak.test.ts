// "No projection holds another seat's secrets" as a property over random games.
//
// The engine does not deal action cards, secret objectives or decks yet, so the
// hidden zones are seeded with fake, distinct ids before play (and the real
// contents, whatever they are, are checked too). The check is generic: every id
// in a zone the viewer may not see must not appear anywhere in the JSON of that
// viewer's projection. When the Politics player's look at the agenda deck is
// implemented, add the looked-at cards to `visibleTo` for that player only.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from './intents.ts';
import { legalIntents } from './legal.ts';
import { applyParsed } from './engine.ts';
import type { Decks, GameState } from './state.ts';
import { newGame } from './test-helpers.ts';
import { viewFor } from './view.ts';

const RUNS = Number(process.env['LEAK_RUNS'] ?? 150);

const DECKS = ['action', 'agenda', 'secret', 'stage1', 'stage2'] as const satisfies readonly (keyof Decks)[];

/** Ids in zones no viewer may see (deck contents and order) or only their owner may see. */
function hiddenFrom(state: GameState, viewer: Actor): Set<string> {
  const hidden = new Set<string>();
  for (const deck of DECKS) for (const id of state.decks[deck]) hidden.add(id);
  for (const p of state.players) {
    if (viewer.kind === 'seat' && viewer.seat === p.seat) continue;
    for (const id of p.actionCards) hidden.add(id);
    for (const s of p.secretObjectives) if (!s.scored) hidden.add(s.id);
  }
  for (const id of visibleTo(state, viewer)) hidden.delete(id);
  return hidden;
}

/** Ids this viewer may see: open zones, and their own hand and secrets. Real card ids repeat
 * (a deck holds several copies), so an id shown openly is not a leak of the hidden copy. */
function visibleTo(state: GameState, viewer: Actor): Set<string> {
  const open = new Set<string>([...state.decks.actionDiscard, ...state.objectives.revealed]);
  for (const p of state.players) {
    for (const s of p.secretObjectives) if (s.scored) open.add(s.id);
    if (viewer.kind === 'seat' && viewer.seat === p.seat) {
      for (const id of p.actionCards) open.add(id);
      for (const s of p.secretObjectives) open.add(s.id);
    }
  }
  return open;
}

/** The hidden ids that appear as a JSON string anywhere in the viewer's projection. */
function leaksIn(state: GameState, viewer: Actor): string[] {
  const json = JSON.stringify(viewFor(state, viewer));
  return [...hiddenFrom(state, viewer)].filter((id) => json.includes(JSON.stringify(id)));
}

/** Fills every hidden zone with fake distinct ids (and some open ones, which may be shown). */
function seedHiddenZones(state: GameState, sizes: readonly number[], tag: string): GameState {
  let n = 0;
  const ids = (zone: string, count: number) =>
    Array.from({ length: count }, () => `leak-${tag}-${zone}-${n++}`);
  const size = (i: number) => sizes[i % sizes.length] ?? 1;
  return {
    ...state,
    players: state.players.map((p, i) => ({
      ...p,
      actionCards: [...p.actionCards, ...ids(`hand${p.seat}`, size(i))],
      secretObjectives: [
        ...p.secretObjectives,
        ...ids(`secret${p.seat}`, size(i + 1)).map((id) => ({ id, scored: false })),
        ...ids(`scored${p.seat}`, i % 2).map((id) => ({ id, scored: true })),
      ],
    })),
    decks: {
      action: [...state.decks.action, ...ids('action', size(0) + 3)],
      actionDiscard: [...state.decks.actionDiscard, ...ids('discard', 1)],
      agenda: [...state.decks.agenda, ...ids('agenda', size(1) + 3)],
      secret: [...state.decks.secret, ...ids('secretdeck', size(2) + 3)],
      stage1: [...state.decks.stage1, ...ids('stage1', 5)],
      stage2: [...state.decks.stage2, ...ids('stage2', 5)],
    },
  };
}

function viewersOf(state: GameState): Actor[] {
  return [
    ...state.players.map((p): Actor => ({ kind: 'seat', seat: p.seat })),
    { kind: 'spectator' },
    { kind: 'host' },
  ];
}

/** Plays legal intents chosen by `picks`, calling `check` on every state reached. */
function playChecking(start: GameState, picks: readonly number[], check: (s: GameState) => void): void {
  let state = start;
  check(state);
  for (const pick of picks) {
    const moves = state.players.flatMap((p) =>
      legalIntents(state, { kind: 'seat', seat: p.seat }).map((intent) => ({ seat: p.seat, intent })),
    );
    const move = moves[pick % Math.max(1, moves.length)];
    if (!move) break;
    const out = applyParsed(state, { kind: 'seat', seat: move.seat }, move.intent);
    if (!out.ok) throw new Error(`a legal intent was refused: ${out.code}`);
    state = out.state;
    check(state);
  }
}

describe('per-viewer projection leaks nothing', () => {
  it("no viewer's projection ever holds another player's hand or unscored secrets, or any deck's contents, over random games", () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.string({ maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        (players, seed, sizes, picks) => {
          const seeded = seedHiddenZones(newGame(players, seed), sizes, 'p');
          playChecking(seeded, picks, (state) => {
            for (const viewer of viewersOf(state)) {
              expect(leaksIn(state, viewer), JSON.stringify(viewer)).toEqual([]);
              checked++;
            }
          });
        },
      ),
      { numRuns: RUNS },
    );
    expect(checked).toBeGreaterThan(RUNS);
  });

  it("a seat's own hand and unscored secrets are in its own projection (the seeding is real, not vacuous)", () => {
    const state = seedHiddenZones(newGame(4, 'own'), [2], 'own');
    for (const p of state.players) {
      const json = JSON.stringify(viewFor(state, { kind: 'seat', seat: p.seat }));
      for (const id of p.actionCards) expect(json).toContain(JSON.stringify(id));
      for (const s of p.secretObjectives) expect(json).toContain(JSON.stringify(s.id));
      // …and the property would have caught them in anyone else's.
      const other = (p.seat + 1) % state.players.length;
      expect(hiddenFrom(state, { kind: 'seat', seat: other })).toContain(p.actionCards[0]);
    }
    expect(hiddenFrom(state, { kind: 'spectator' }).size).toBeGreaterThan(20);
  });

  it('the leak check finds an id that a projection does carry', () => {
    const state = seedHiddenZones(newGame(3, 'bait'), [1], 'bait');
    const secret = state.decks.agenda[0] as string;
    // A game whose name is a deck card's id: the check must flag it for every viewer.
    const leaky: GameState = { ...state, setup: { ...state.setup, name: secret } };
    for (const viewer of viewersOf(leaky)) expect(leaksIn(leaky, viewer)).toEqual([secret]);
  });
});
