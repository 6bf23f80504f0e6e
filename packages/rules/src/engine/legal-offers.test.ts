// From a player's point of view: what `legal` offers the active player in the action phase is a move
// that does something, or a deliberate end of the turn (pass, end-turn). A client or bot that plays
// the offers at random never ends its turn by doing nothing (docs/rules-decisions.md).

import { describe, expect, it } from 'vitest';
import { applyIntent } from './engine.ts';
import { legalIntents, waitingFor } from './legal.ts';
import type { Actor, Intent } from '../wire/intents.ts';
import type { GameState, Seat } from '../state/state.ts';
import { newGameInSetup } from '../../test-support/test-helpers.ts';

/** A small seeded generator (mulberry32), the test's own. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The game as it stands, without whose turn it is and the bookkeeping of moves and turns. */
function substance(state: GameState): string {
  const { active, turnUses, stationTrades, lastMove, moves, recent, ...rest } = state;
  void [active, turnUses, stationTrades, lastMove, moves, recent];
  return JSON.stringify(rest);
}

const DELIBERATE_ENDS: readonly Intent['type'][] = ['pass', 'end-turn'];

/** Plays a seeded game from `legal`, with the moves of those it waits for; `visit` sees each state. */
function playFromLegal(game: number, visit: (state: GameState) => void): void {
  const random = generator(game * 104729 + 7);
  let state = newGameInSetup(3 + (game % 4), `offers-${game}`, [], {
    options: {
      editsNeedApproval: false,
      timedConstruction: false,
      promissoryNotes: true,
      thundersEdge: game % 2 === 1,
    },
  });
  for (let step = 0; step < 160 && state.phase !== 'ended'; step++) {
    visit(state);
    // The host's move when the game waits for nobody.
    const seats: readonly Seat[] = waitingFor(state).seats;
    const actors: Actor[] =
      seats.length > 0 ? seats.map((seat) => ({ kind: 'seat', seat })) : [{ kind: 'host' }];
    const moves = actors.flatMap((actor) => legalIntents(state, actor).map((intent) => ({ actor, intent })));
    if (moves.length === 0) break;
    const move = moves[Math.floor(random() * moves.length)] as (typeof moves)[number];
    const out = applyIntent(state, move.actor, move.intent);
    if (!out.ok) throw new Error(`game ${game}: a legal intent was refused: ${out.message}`);
    state = out.state;
  }
}

/** The active player's offers in the action phase, each with what it changes but the turn (nothing?). */
function activeOffers(game: number): { intent: Intent; idle: boolean }[] {
  const offers: { intent: Intent; idle: boolean }[] = [];
  playFromLegal(game, (state) => {
    if (state.phase !== 'action' || state.active === null) return;
    const actor: Actor = { kind: 'seat', seat: state.active };
    for (const intent of legalIntents(state, actor)) {
      const out = applyIntent(state, actor, intent);
      if (!out.ok) throw new Error(`game ${game}: an offer was refused: ${out.message}`);
      offers.push({ intent, idle: substance(out.state) === substance(state) });
    }
  });
  return offers;
}

describe("legal's offers to the active player in the action phase", () => {
  it.each([0, 1, 2, 3, 4, 5])(
    'each changes something or deliberately ends the turn, and none is the free-text component action (seeded game %i)',
    (game) => {
      const offers = activeOffers(game);
      expect(offers.length).toBeGreaterThan(0);
      expect(offers.filter((o) => o.idle && !DELIBERATE_ENDS.includes(o.intent.type))).toEqual([]);
      expect(
        offers.filter((o) => o.intent.type === 'component-action' && o.intent.source === 'other'),
      ).toEqual([]);
    },
    120_000,
  );
});
