// Test fixtures for the agenda phase: the four-player table of turn-fixtures.ts, played through a round
// with the custodians token gone, into the agenda phase with chosen agendas on top of the deck.

import type { GameState, Seat } from '../src/state/state.ts';
import { currentScorer } from '../src/rules/status-phase.ts';
import { defaultPools } from '../src/rules/status-skip.ts';
import { actionTable, play, toStatusPhase } from './turn-fixtures.ts';

/** Through the status phase: everyone scores nothing and keeps the new tokens in the tactic pool. */
export function throughStatusPhase(state: GameState): GameState {
  let s = state;
  while (currentScorer(s) !== null) s = play(s, currentScorer(s) as Seat, { type: 'score-objectives' });
  for (const key of Object.keys(s.status?.gains ?? {})) {
    const seat = Number(key);
    s = play(s, seat, { type: 'redistribute-tokens', pools: defaultPools(s, seat) });
  }
  return s;
}

/** The status phase of round 1 with the custodians token gone and `top` on top of the agenda deck. */
export function beforeAgendaPhase(top: readonly string[], seed = 'agenda'): GameState {
  const s = toStatusPhase(actionTable({ seed }));
  const rest = s.decks.agenda.filter((id) => !top.includes(id));
  return { ...s, custodians: false, decks: { ...s.decks, agenda: [...top, ...rest] } };
}

/** In the agenda phase, the first agenda revealed (`top[0]`), the response window open. */
export function agendaTable(top: readonly string[], seed?: string): GameState {
  return throughStatusPhase(beforeAgendaPhase(top, seed));
}

/** Everyone lets the agenda go to the vote. */
export function toVote(state: GameState): GameState {
  let s = state;
  for (const p of state.players)
    if (!s.agenda?.responded.includes(p.seat)) s = play(s, p.seat, { type: 'agenda-respond' });
  return s;
}

/** The ready planets `seat` controls. */
export function readyPlanets(state: GameState, seat: Seat): string[] {
  return Object.entries(state.galaxy.planets)
    .filter(([, p]) => p.controller === seat && !p.exhausted)
    .map(([id]) => id);
}

/** Every voter in turn: `choose(seat)` gives an outcome (voting with all ready planets) or null to abstain. */
export function voteAll(state: GameState, choose: (seat: Seat) => string | null): GameState {
  let s = state;
  const number = s.agenda?.number;
  while (s.phase === 'agenda' && s.agenda?.step === 'vote' && s.agenda.number === number) {
    const seat = s.agenda.order[s.agenda.index] as Seat;
    const outcome = choose(seat);
    const planets = outcome === null ? [] : readyPlanets(s, seat);
    s = play(s, seat, { type: 'cast-votes', outcome: planets.length ? outcome : null, planets });
  }
  return s;
}
