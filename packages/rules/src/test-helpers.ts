// Builders shared by the rules tests.

import { createGame } from './setup.ts';
import { applyIntent } from './engine.ts';
import type { StrategyCardId } from './content/strategy-cards.ts';
import type { Intent } from './intents.ts';
import { legalIntents } from './legal.ts';
import { PLAYER_COLORS, type GameSetup, type GameState, type Seat } from './state.ts';

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
    options: { editsNeedApproval: false, timedConstruction: false },
  };
}

/** A new game still in setup: every player has two secret objectives to choose from. */
export function newGameInSetup(
  playerCount: number,
  seed = 'seed',
  factions: (string | null)[] = [],
): GameState {
  const out = createGame(setupFor(playerCount, factions), seed);
  if (!out.ok) throw new Error(out.message);
  return out.state;
}

/** A new game at the start of the first strategy phase (each player kept their first secret offer). */
export function newGame(playerCount: number, seed = 'seed', factions: (string | null)[] = []): GameState {
  let state = newGameInSetup(playerCount, seed, factions);
  for (const p of state.players) {
    state = act(state, p.seat, { type: 'keep-secret-objective', objective: p.secretOffer[0] as string });
  }
  return state;
}

/** Applies an intent that must succeed. */
export function act(state: GameState, seat: Seat, intent: Intent): GameState {
  const out = applyIntent(state, { kind: 'seat', seat }, intent);
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return out.state;
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
