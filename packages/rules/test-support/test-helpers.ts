// Builders shared by the rules tests.

import { expect } from 'vitest';
import { createGame } from '../src/rules/setup.ts';
import { applyIntent } from '../src/engine/engine.ts';
import { STRATEGY_CARD_IDS, type StrategyCardId } from '../src/content/strategy-cards.ts';
import type { Intent } from '../src/wire/intents.ts';
import { legalIntents } from '../src/engine/legal.ts';
import type { Outcome } from '../src/state/outcome.ts';
import { startActionPhase } from '../src/rules/phases.ts';
import { PLAYER_COLORS, type GameSetup, type GameState, type Seat } from '../src/state/state.ts';
import { updateCard, updatePlayer } from '../src/state/update.ts';

export function setupFor(playerCount: number, factions: (string | null)[] = []): GameSetup {
  return {
    name: `Test ${playerCount}p`,
    seats: Array.from({ length: playerCount }, (_, i) => ({
      name: `P${i + 1}`,
      color: PLAYER_COLORS[i] ?? 'red',
      faction: factions[i] ?? null,
    })),
    victoryPoints: 10,
    mapString: null,
    options: { editsNeedApproval: false, timedConstruction: false, promissoryNotes: true },
  };
}

/**
 * A new game still in setup: every player has two secret objectives to choose from. `setup` overrides
 * parts of setupFor's game (its options, the victory points).
 */
export function newGameInSetup(
  playerCount: number,
  seed = 'seed',
  factions: (string | null)[] = [],
  setup: Partial<GameSetup> = {},
): GameState {
  const out = createGame({ ...setupFor(playerCount, factions), ...setup }, seed);
  if (!out.ok) throw new Error(out.message);
  return out.state;
}

/** A new game at the start of the first strategy phase (each player kept their first secret offer). */
export function newGame(
  playerCount: number,
  seed = 'seed',
  factions: (string | null)[] = [],
  setup: Partial<GameSetup> = {},
): GameState {
  let state = newGameInSetup(playerCount, seed, factions, setup);
  for (const p of state.players) {
    state = act(state, p.seat, { type: 'keep-secret-objective', objective: p.secretOffer[0] as string });
  }
  return state;
}

/**
 * The game moved on to the action phase: `holder` holds `card`, every other card goes round the table
 * (seat 0, 1, 2, 3, 0, ...), the speaker is seat 3 and it is `holder`'s turn.
 */
export function inActionPhase(state: GameState, card: StrategyCardId, holder: Seat): GameState {
  let next = updateCard(state, card, (c) => ({ ...c, holder }));
  STRATEGY_CARD_IDS.filter((c) => c !== card).forEach((c, i) => {
    next = updateCard(next, c, (x) => ({ ...x, holder: i % 4 }));
  });
  return { ...startActionPhase({ ...next, draft: null, speaker: 3 }).state, active: holder };
}

/** Applies a seat's intent, whatever the outcome. */
export function run(state: GameState, seat: Seat, intent: Intent): Outcome {
  return applyIntent(state, { kind: 'seat', seat }, intent);
}

/** Applies an intent that must succeed. */
export function act(state: GameState, seat: Seat, intent: Intent): GameState {
  const out = run(state, seat, intent);
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return out.state;
}

/** The text of every note event in an outcome (none for a refusal). */
export function notes(out: Outcome): string[] {
  return out.ok ? out.events.flatMap((e) => (e.type === 'note' ? [e.text] : [])) : [];
}

export function withTradeGoods(state: GameState, seat: Seat, tradeGoods: number): GameState {
  return updatePlayer(state, seat, (p) => ({ ...p, tradeGoods }));
}

/** A whole strategic action: the active player plays `card` with its example primary, everyone else skips. */
export function playCard(state: GameState, seat: Seat, card: StrategyCardId): GameState {
  let s = act(state, seat, { type: 'strategic-action', card });
  while (s.strategic?.step === 'primary') {
    const legal = legalIntents(s, { kind: 'seat', seat }).find((i) => i.type === 'resolve-primary');
    if (!legal) throw new Error(`no legal primary for ${card}`);
    s = act(s, seat, legal);
  }
  for (const other of s.players) {
    if (s.strategic?.followers[String(other.seat)] === 'pending')
      s = act(s, other.seat, { type: 'skip-secondary' });
  }
  return s;
}

const STATUS_STEPS = [
  'mitosis',
  'discard-action-cards',
  'return-secret-objective',
  'score-objectives',
  'redistribute-tokens',
];

/** Plays out a status phase: nobody scores, everyone keeps their pools and puts the gained tokens in tactic. */
export function playStatusPhase(state: GameState): GameState {
  let s = state;
  while (s.phase === 'status') {
    const moves = s.players.flatMap((p) =>
      legalIntents(s, { kind: 'seat', seat: p.seat })
        .filter((i) => STATUS_STEPS.includes(i.type))
        .slice(0, 1)
        .map((intent) => ({ seat: p.seat, intent })),
    );
    const move = moves[0];
    if (!move) throw new Error('the status phase waits for nobody');
    s = act(s, move.seat, move.intent);
  }
  return s;
}

/** An intent that was applied. */
export type Applied = Extract<Outcome, { ok: true }>;

/** Expects the intent to have been refused with exactly `message`. */
export function expectRefusal(out: Outcome, message: string): void {
  expect(out.ok).toBe(false);
  if (!out.ok) expect(out.message).toBe(message);
}

/** Expects the intent to have been applied (a refusal's message shows in the failure); narrows `out`. */
export function expectApplied(out: Outcome): asserts out is Applied {
  expect(out.ok, out.ok ? '' : out.message).toBe(true);
  // Not reached: the expectation above has already failed for a refusal.
  if (!out.ok) throw new Error(out.message);
}
