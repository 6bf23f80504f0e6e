// "No projection holds another seat's secrets" as a property over random games.
//
// The hidden zones hold the real cards the engine deals, and are also seeded with
// fake, distinct ids before play (so a zone the engine leaves empty, such as action
// cards before the first status phase, is still tested). The check is generic:
// every id in a zone the viewer may not see must not appear anywhere in that
// viewer's projection. Every state and player field is classified below as public
// or hidden, and a test fails when a new field is not: whoever adds one decides
// who may see it. The agenda cards the Politics player looks at are visible to
// that player only, while they decide where to put them.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../wire/intents.ts';
import { legalIntents } from '../engine/legal.ts';
import { lookedAtAgendas } from '../rules/cards/politics.ts';
import { applyParsed } from '../engine/engine.ts';
import type { Decks, GameState } from '../state/state.ts';
import { inActionPhase, newGame, newGameInSetup } from '../../test-support/test-helpers.ts';
import { actionTableOf, toStatusPhase } from '../../test-support/turn-fixtures.ts';
import { updatePlayer } from '../state/update.ts';
import { viewFor } from './view.ts';

// LEAK_RUNS raises the number of random games (the full run in .ci/run uses 500).
// This package has no Node or DOM types (it is pure); the test reaches the runner's environment and
// console through globalThis.
const host = globalThis as {
  process?: { env: Record<string, string | undefined> };
  console?: { log(message: string): void };
};
const RUNS = Number(host.process?.env['LEAK_RUNS'] ?? 40);
const DEFAULT_RUNS = 40;

const DECKS = ['action', 'agenda', 'secret', 'stage1', 'stage2'] as const satisfies readonly (keyof Decks)[];

/** Ids in zones no viewer may see (deck contents and order) or only their owner may see. */
function hiddenFrom(state: GameState, viewer: Actor): Set<string> {
  const hidden = new Set<string>();
  for (const deck of DECKS) for (const id of state.decks[deck]) hidden.add(id);
  for (const p of state.players) {
    if (viewer.kind === 'seat' && viewer.seat === p.seat) continue;
    for (const id of p.actionCards) hidden.add(id);
    for (const s of p.secretObjectives) if (!s.scored) hidden.add(s.id);
    for (const id of p.secretOffer) hidden.add(id);
    for (const key of p.promissoryNotes ?? []) hidden.add(key);
  }
  for (const id of visibleTo(state, viewer)) hidden.delete(id);
  return hidden;
}

/** Ids this viewer may see: open zones, and their own hand and secrets. Real card ids repeat
 * (a deck holds several copies), so an id shown openly is not a leak of the hidden copy. */
function visibleTo(state: GameState, viewer: Actor): Set<string> {
  const open = new Set<string>([...state.decks.actionDiscard, ...state.objectives.revealed]);
  if (viewer.kind === 'seat' && viewer.seat === state.strategic?.active)
    for (const id of lookedAtAgendas(state) ?? []) open.add(id);
  for (const p of state.players) {
    for (const s of p.secretObjectives) if (s.scored) open.add(s.id);
    if (viewer.kind === 'seat' && viewer.seat === p.seat) {
      for (const id of p.actionCards) open.add(id);
      for (const s of p.secretObjectives) open.add(s.id);
      for (const id of p.secretOffer) open.add(id);
      for (const key of p.promissoryNotes ?? []) open.add(key);
    }
    for (const key of p.notesInPlay ?? []) open.add(key);
  }
  return open;
}

const FAKE_ID = /leak-[A-Za-z0-9]+-[a-z]+[0-9]*-[0-9]+/g;

/** Every string value in a projection, to match real ids exactly. */
function stringsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

/** The hidden ids found in the viewer's projection: fake ids anywhere in its JSON text (even inside
 * a longer string), real ids as any string value. */
function leaksIn(state: GameState, viewer: Actor): string[] {
  const view = viewFor(state, viewer);
  const hidden = hiddenFrom(state, viewer);
  const found = new Set<string>();
  for (const m of JSON.stringify(view).matchAll(FAKE_ID)) if (hidden.has(m[0])) found.add(m[0]);
  for (const str of stringsIn(view)) if (hidden.has(str)) found.add(str);
  return [...found];
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
      // Only during setup: an offer afterwards would keep the setup step waiting.
      secretOffer:
        state.phase === 'setup' ? [...p.secretOffer, ...ids(`offer${p.seat}`, size(i + 2))] : p.secretOffer,
    })),
    decks: {
      action: [...state.decks.action, ...ids('action', size(0) + 3)],
      actionDiscard: [...state.decks.actionDiscard, ...ids('discard', 1)],
      // On top: the Politics player looks at these.
      agenda: [...ids('agenda', size(1) + 3), ...state.decks.agenda],
      agendaDiscard: state.decks.agendaDiscard,
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
    const moves = viewersOf(state).flatMap((actor) =>
      legalIntents(state, actor).map((intent) => ({ actor, intent })),
    );
    const move = moves[pick % Math.max(1, moves.length)];
    if (!move) break;
    const out = applyParsed(state, move.actor, move.intent);
    if (!out.ok) throw new Error(`a legal intent was refused: ${out.code}`);
    state = out.state;
    check(state);
  }
}

/** Every field of the state, by who may see it. `hidden` fields are handled in `hiddenFrom`. */
const STATE_FIELDS = {
  setup: 'public',
  rng: 'hidden', // numbers, not ids: the view simply omits it
  round: 'public',
  phase: 'public',
  speaker: 'public',
  players: 'per-player',
  cards: 'public',
  draft: 'public',
  active: 'public',
  strategic: 'public', // `data` only through the card's viewData; `queued` choices never
  galaxy: 'public',
  decks: 'hidden', // except actionDiscard
  objectives: 'public',
  winner: 'public',
  pendingDiscards: 'public', // counts only
  tactical: 'public',
  construction: 'public', // counters under construction are on the table for all to see
  stationTrades: 'public', // offers' goods; a promissory note or action card is named only to the two players
  status: 'public', // scoring order and who still arranges their tokens
  edits: 'public', // shown as sentences (pendingEditsView); a card from a hand is never named
  custodians: 'public',
  agenda: 'public', // the revealed agenda and the votes as cast; the deck stays hidden
  laws: 'public',
  lastMove: 'hidden', // the state before the last move (only whose move it was, and its kind, are shown)
  moves: 'public', // the version, which every message carries anyway
  recent: 'hidden', // the states before the last moves (only which move numbers are within reach are shown)
  rollback: 'public', // a request to go back: who asked, to which move, who must agree
} as const;
const PLAYER_FIELDS = {
  seat: 'public',
  name: 'public',
  color: 'public',
  faction: 'public',
  tradeGoods: 'public',
  commodities: 'public',
  victoryPoints: 'public',
  pools: 'public',
  passed: 'public',
  actionCards: 'owner',
  secretObjectives: 'owner', // once scored: public
  technologies: 'public',
  homeSystem: 'public',
  secretOffer: 'owner',
  promissoryNotes: 'owner', // the count is public
  notesInPlay: 'public',
} as const;
const DECK_FIELDS = {
  action: 'hidden',
  actionDiscard: 'public',
  agenda: 'hidden',
  agendaDiscard: 'public',
  secret: 'hidden',
  stage1: 'hidden',
  stage2: 'hidden',
} as const;

describe('per-viewer projection leaks nothing', () => {
  it('every field of the game state is classified as public or hidden (a new field needs a decision here)', () => {
    const state = newGameInSetup(3, 'fields');
    const unclassified = (keys: string[], known: object) => keys.filter((k) => !(k in known));
    expect(unclassified(Object.keys(state), STATE_FIELDS)).toEqual([]);
    for (const p of state.players) expect(unclassified(Object.keys(p), PLAYER_FIELDS)).toEqual([]);
    expect(unclassified(Object.keys(state.decks), DECK_FIELDS)).toEqual([]);
    expect(DECKS.every((d) => DECK_FIELDS[d] === 'hidden')).toBe(true);
  });

  it(
    "no viewer's projection ever holds another player's hand or unscored secrets, or any deck's contents, over random games",
    () => {
      let checked = 0;
      let politicsLooks = 0;
      fc.assert(
        fc.property(
          fc.integer({ min: 3, max: 8 }),
          fc.string({ maxLength: 12 }),
          fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 8 }),
          fc.array(fc.nat(), { minLength: 20, maxLength: 120 }),
          (players, seed, sizes, picks) => {
            const seeded = seedHiddenZones(newGameInSetup(players, seed), sizes, 'p');
            playChecking(seeded, picks, (state) => {
              if (lookedAtAgendas(state)?.length) politicsLooks++;
              for (const viewer of viewersOf(state)) {
                const leaks = leaksIn(state, viewer);
                if (leaks.length > 0) throw new Error(`${JSON.stringify(viewer)} sees ${leaks.join(', ')}`);
                checked++;
              }
            });
          },
        ),
        { numRuns: RUNS },
      );
      expect(checked).toBeGreaterThan(RUNS);
      // Long games reach a Politics player looking at the agenda deck (the full run counts them; the
      // test below reaches one for sure).
      if (RUNS !== DEFAULT_RUNS)
        host.console?.log(
          `leak property: ${RUNS} games, ${checked} projections (${politicsLooks} states with a Politics look), 0 leaks`,
        );
    },
    20_000 + RUNS * 200,
  );

  it("a seat's own hand and unscored secrets are in its own projection (the seeding is real, not vacuous)", () => {
    const state = seedHiddenZones(newGameInSetup(4, 'own'), [2], 'own');
    for (const p of state.players) {
      const json = JSON.stringify(viewFor(state, { kind: 'seat', seat: p.seat }));
      for (const id of p.actionCards) expect(json).toContain(JSON.stringify(id));
      for (const s of p.secretObjectives) expect(json).toContain(JSON.stringify(s.id));
      for (const id of p.secretOffer) expect(json).toContain(JSON.stringify(id));
      for (const key of p.promissoryNotes ?? []) expect(json).toContain(JSON.stringify(key));
      expect(p.promissoryNotes?.length).toBeGreaterThan(0);
      // …and the property would have caught them in anyone else's.
      const other = (p.seat + 1) % state.players.length;
      expect(hiddenFrom(state, { kind: 'seat', seat: other })).toContain(p.actionCards[0]);
    }
    expect(hiddenFrom(state, { kind: 'spectator' }).size).toBeGreaterThan(20);
  });

  it("the agenda cards the Politics player looks at are in that player's projection and nobody else's", () => {
    let found: GameState | null = null;
    for (let seed = 0; seed < 200 && !found; seed++) {
      playChecking(
        seedHiddenZones(newGameInSetup(3 + (seed % 6), `politics-${seed}`), [1], 'pol'),
        Array.from({ length: 200 }, (_, i) => (i * 7 + seed) % 97),
        (state) => {
          if (!found && lookedAtAgendas(state)?.length) found = state;
        },
      );
    }
    const state = found as GameState | null;
    if (!state) throw new Error('no game reached a Politics player looking at the agenda deck');
    const looked = lookedAtAgendas(state) ?? [];
    const politics = state.strategic?.active as number;
    for (const viewer of viewersOf(state)) {
      const json = JSON.stringify(viewFor(state, viewer));
      const own = viewer.kind === 'seat' && viewer.seat === politics;
      for (const id of looked) expect(json.includes(JSON.stringify(id)), JSON.stringify(viewer)).toBe(own);
      expect(leaksIn(state, viewer)).toEqual([]);
    }
  });

  it('the leak check finds an id that a projection does carry', () => {
    const state = seedHiddenZones(newGameInSetup(3, 'bait'), [1], 'bait');
    const secret = state.decks.agenda[0] as string;
    // A game whose name is a deck card's id: the check must flag it for every viewer.
    const leaky: GameState = { ...state, setup: { ...state.setup, name: secret } };
    for (const viewer of viewersOf(leaky)) expect(leaksIn(leaky, viewer)).toEqual([secret]);
  });
});

describe('offers leak nothing', () => {
  const seat = (s: number): Actor => ({ kind: 'seat', seat: s });
  /** States where abilities offer something, hidden zones seeded afterwards. */
  function withOffers(): { name: string; state: GameState; offeredTo: number }[] {
    const xxcha = ['federation-of-sol', 'xxcha-kingdom', 'emirates-of-hacan', 'clan-of-saar'];
    let held = newGame(4, 'leak-instinct', xxcha);
    held = updatePlayer(held, 0, (p) => ({ ...p, actionCards: ['summit-1', 'plague-1'] }));
    held = updatePlayer(held, 1, (p) => ({
      ...p,
      technologies: [...p.technologies, 'instinct-training'],
      pools: { ...p.pools, strategy: 2 },
    }));
    const played = applyParsed(held, seat(0), {
      type: 'play-action-card',
      card: 'summit-1',
      pools: { tactic: 0, fleet: 2, strategy: 0 },
    });
    if (!played.ok) throw new Error(played.message);
    const sol = inActionPhase(newGame(4, 'leak-sol', xxcha), 'leadership', 0);
    const arborec = toStatusPhase(
      actionTableOf(newGame(4, 'leak-mitosis', ['arborec', 'federation-of-sol', 'winnu', 'clan-of-saar'])),
    );
    return [
      { name: 'an action card held for Instinct Training', state: played.state, offeredTo: 1 },
      { name: 'Sol’s turn (Orbital Drop)', state: { ...sol, active: 0 }, offeredTo: 0 },
      { name: 'the status phase (Mitosis)', state: arborec, offeredTo: 0 },
    ];
  }

  it.each(withOffers())(
    '$name: only the seat offered sees offers, and none holds a hidden id',
    ({ state, offeredTo }) => {
      const seeded = seedHiddenZones(state, [1], 'offers');
      for (const viewer of viewersOf(seeded)) {
        const view = viewFor(seeded, viewer);
        expect(leaksIn(seeded, viewer)).toEqual([]);
        const found = new Set<string>();
        const hidden = hiddenFrom(seeded, viewer);
        for (const str of stringsIn(view.offers))
          for (const id of hidden) if (str.includes(id)) found.add(id);
        expect([...found]).toEqual([]);
        if (viewer.kind !== 'seat') expect(view.offers).toEqual([]);
      }
      expect(viewFor(seeded, seat(offeredTo)).offers.length).toBeGreaterThan(0);
    },
  );
});
