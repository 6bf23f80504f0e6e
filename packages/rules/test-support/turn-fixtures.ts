// Test fixtures for turns, the status phase and table edits: a four-player
// table with known factions (Sol in seat 0 on Jord, system 1; Hacan in seat 1,
// system 16; Saar in seat 2, system 11; Muaat in seat 3, system 4).

import type { StrategyCardId } from '../src/content/strategy-cards.ts';
import { applyIntent } from '../src/engine/engine.ts';
import type { Actor, Intent } from '../src/wire/intents.ts';
import { legalIntents } from '../src/engine/legal.ts';
import type { Outcome } from '../src/state/outcome.ts';
import type { GameState, PlanetState, PlayerState, Seat } from '../src/state/state.ts';
import { currentPicker, unpickedCards } from '../src/rules/strategy-phase.ts';
import { newGame, notes } from './test-helpers.ts';
import { cardsHeldBy } from '../src/board/turn-order.ts';

export { notes as notesOf } from './test-helpers.ts';

export const FACTIONS = ['federation-of-sol', 'emirates-of-hacan', 'clan-of-saar', 'embers-of-muaat'];
export const SOL: Seat = 0;
export const HACAN: Seat = 1;
export const SAAR: Seat = 2;
export const MUAAT: Seat = 3;
export const SOL_HOME = '1';
export const MECATOL = '18';

/** A four-player game after setup (each kept their first secret), in the strategy phase. */
export function strategyTable(
  options: { approval?: boolean; seed?: string; victoryPoints?: 10 | 14 } = {},
): GameState {
  return newGame(4, options.seed ?? 'turns', FACTIONS, {
    victoryPoints: options.victoryPoints ?? 10,
    options: {
      editsNeedApproval: options.approval ?? false,
      timedConstruction: false,
      promissoryNotes: true,
    },
  });
}

/** The same table in the action phase: every picker took the lowest card left. */
export function actionTable(options: Parameters<typeof strategyTable>[0] = {}): GameState {
  return actionTableOf(strategyTable(options));
}

/** A game in the strategy phase, drafted the same way: every picker takes the lowest card left. */
export function actionTableOf(state: GameState): GameState {
  let s = state;
  while (s.phase === 'strategy') {
    s = play(s, currentPicker(s) as Seat, {
      type: 'pick-strategy-card',
      card: unpickedCards(s)[0] as StrategyCardId,
    });
  }
  return s;
}

export function attempt(state: GameState, who: Seat | Actor, intent: unknown): Outcome {
  const actor: Actor = typeof who === 'number' ? { kind: 'seat', seat: who } : who;
  return applyIntent(state, actor, intent);
}

/** Applies an intent that must succeed. */
export function play(state: GameState, who: Seat | Actor, intent: Intent): GameState {
  const out = attempt(state, who, intent);
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return out.state;
}

/** Applies an intent that must succeed and returns its log sentences' texts too. */
export function playLogged(
  state: GameState,
  who: Seat | Actor,
  intent: Intent,
): { state: GameState; notes: string[] } {
  const out = attempt(state, who, intent);
  if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
  return { state: out.state, notes: notes(out) };
}

/** Every player uses their cards (everyone else skipping), ends any tactical action, then passes. */
export function toStatusPhase(state: GameState): GameState {
  let s = state;
  while (s.phase === 'action') {
    const seat = s.active as Seat;
    if (s.tactical) {
      s = play(s, seat, { type: 'end-turn' });
      continue;
    }
    const ready = cardsHeldBy(s, seat).find((c) => !s.cards[c].exhausted);
    if (!ready) {
      s = play(s, seat, { type: 'pass' });
      continue;
    }
    s = play(s, seat, { type: 'strategic-action', card: ready });
    while (s.strategic?.step === 'primary') {
      const move = s.players
        .flatMap((p) => legalIntents(s, { kind: 'seat', seat: p.seat }).map((i) => ({ seat: p.seat, i })))
        .find((m) => m.i.type === 'resolve-primary' || m.i.type === 'card-choice');
      if (!move) throw new Error(`no way through the primary of ${ready}`);
      s = play(s, move.seat, move.i);
    }
    for (const p of s.players) {
      if (s.strategic?.followers[String(p.seat)] === 'pending')
        s = play(s, p.seat, { type: 'skip-secondary' });
    }
    // Owed discards or secret returns from a card (Politics, Imperial) come first.
    for (const p of s.players) {
      const owed = legalIntents(s, { kind: 'seat', seat: p.seat }).find(
        (i) => i.type === 'discard-action-cards' || i.type === 'return-secret-objective',
      );
      if (owed) s = play(s, p.seat, owed);
    }
  }
  return s;
}

export function withPlayer(state: GameState, seat: Seat, change: (p: PlayerState) => PlayerState): GameState {
  return { ...state, players: state.players.map((p) => (p.seat === seat ? change(p) : p)) };
}

export function withPlanet(state: GameState, id: string, change: (p: PlanetState) => PlanetState): GameState {
  const planet = state.galaxy.planets[id];
  if (!planet) throw new Error(`no planet ${id} on the board`);
  return {
    ...state,
    galaxy: { ...state.galaxy, planets: { ...state.galaxy.planets, [id]: change(planet) } },
  };
}
