// Test fixtures for the strategy-card tests: a four-player table in the action
// phase with chosen factions, and small state edits (planets, pools, tokens).

import type { StrategyCardId } from '../src/content/strategy-cards.ts';
import type { Intent } from '../src/wire/intents.ts';
import type { CommandPools, GameState, PlanetState, Seat } from '../src/state/state.ts';
import { act as must, inActionPhase, newGame } from './test-helpers.ts';
import { reinforcementTokens } from '../src/board/tokens.ts';
import { updatePlayer } from '../src/state/update.ts';

export { act as must, expectApplied, expectRefusal, notes, run, withTradeGoods } from './test-helpers.ts';

/** Seat 0 Sol (Jord 4/2), 1 Hacan, 2 Yssaril, 3 Letnev. */
export const FACTIONS = ['federation-of-sol', 'emirates-of-hacan', 'yssaril-tribes', 'barony-of-letnev'];
export const SOL: Seat = 0;
export const HACAN: Seat = 1;
export const YSSARIL: Seat = 2;
export const LETNEV: Seat = 3;

/**
 * Four players in the action phase; `holder` holds `card` (and every other card goes
 * round the table) and it is their turn. The speaker is seat 3 unless told otherwise.
 */
export function tableWith(card: StrategyCardId, holder: Seat, seed = 'cards'): GameState {
  return inActionPhase(newGame(4, seed, FACTIONS), card, holder);
}

/** The card's holder starts its strategic action. */
export function started(state: GameState, card: StrategyCardId): GameState {
  const holder = state.cards[card].holder ?? 0;
  return must(state, holder, { type: 'strategic-action', card });
}

/** Gives `seat` these planets (put in the state if needed), ready unless `exhausted`. */
export function withPlanets(
  state: GameState,
  seat: Seat,
  ids: readonly string[],
  exhausted = false,
): GameState {
  const planets: Record<string, PlanetState> = { ...state.galaxy.planets };
  for (const id of ids) {
    const p = planets[id] ?? { controller: null, exhausted: false, attachments: [], units: {} };
    planets[id] = { ...p, controller: seat, exhausted };
  }
  return { ...state, galaxy: { ...state.galaxy, planets } };
}

/** Takes every planet and station away from `seat` (so tests control exactly what they own). */
export function withoutPlaces(state: GameState, seat: Seat): GameState {
  const planets = Object.fromEntries(
    Object.entries(state.galaxy.planets).map(([id, p]) => [
      id,
      p.controller === seat ? { ...p, controller: null } : p,
    ]),
  );
  const stations = Object.fromEntries(
    Object.entries(state.galaxy.stations).map(([id, s]) => [
      id,
      s.controller === seat ? { ...s, controller: null } : s,
    ]),
  );
  return { ...state, galaxy: { ...state.galaxy, planets, stations } };
}

export function withStation(state: GameState, seat: Seat | null, id: string, exhausted = false): GameState {
  const stations = { ...state.galaxy.stations, [id]: { controller: seat, exhausted } };
  return { ...state, galaxy: { ...state.galaxy, stations } };
}

export function withPools(state: GameState, seat: Seat, pools: CommandPools): GameState {
  return updatePlayer(state, seat, (p) => ({ ...p, pools }));
}

/** Puts `n` of `seat`'s command tokens on the board (in systems without one of theirs), from reinforcements. */
export function withTokensOnBoard(state: GameState, seat: Seat, n: number): GameState {
  let left = n;
  const systems = state.galaxy.systems.map((s) => {
    if (left === 0 || s.tokens.includes(seat)) return s;
    left--;
    return { ...s, tokens: [...s.tokens, seat] };
  });
  return { ...state, galaxy: { ...state.galaxy, systems } };
}

/** Leaves exactly `n` tokens in `seat`'s reinforcements by putting the rest on the board. */
export function withReinforcements(state: GameState, seat: Seat, n: number): GameState {
  return withTokensOnBoard(state, seat, Math.max(0, reinforcementTokens(state, seat) - n));
}

export function pools(state: GameState, seat: Seat): CommandPools {
  return (state.players[seat] as GameState['players'][number]).pools;
}

export function player(state: GameState, seat: Seat): GameState['players'][number] {
  const p = state.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

/** Everyone but `seat` skips the open secondary. */
export function othersSkip(state: GameState): GameState {
  let next = state;
  for (const [seat, d] of Object.entries(next.strategic?.followers ?? {})) {
    if (d === 'pending') next = must(next, Number(seat), { type: 'skip-secondary' });
  }
  return next;
}

/** Game moves only: leaves out table edits, which are offered to everyone at any time. */
export function game(intents: readonly Intent[]): Intent[] {
  return intents.filter((i) => (i.type as string) !== 'table-edit');
}
