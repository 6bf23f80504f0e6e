// Test fixtures for production, structures, research and space stations: a four-player table in the
// action phase with chosen factions, and small state edits (units, planets, systems, tactical action).

import { SYSTEMS_BY_ID, type UnitType } from '../src/content/index.ts';
import type { StrategyCardId } from '../src/content/strategy-cards.ts';
import type { Intent } from '../src/wire/intents.ts';
import type { GameState, PlanetState, Seat, UnitCounts } from '../src/state/state.ts';
import { inActionPhase, newGame, run } from './test-helpers.ts';
import { updatePlayer } from '../src/state/update.ts';

export { act as must, notes, run, withTradeGoods } from './test-helpers.ts';

/** Seat 0 Sol (Jord 4/2, home 1), 1 Hacan (home 16), 2 Saar (home 11, dock production 5), 3 Muaat (home 4). */
export const FACTIONS = ['federation-of-sol', 'emirates-of-hacan', 'clan-of-saar', 'embers-of-muaat'];
export const SOL: Seat = 0;
export const HACAN: Seat = 1;
export const SAAR: Seat = 2;
export const MUAAT: Seat = 3;

/**
 * Four players in the action phase; `holder` holds `card` (the other cards go round the table) and it
 * is their turn. `timed` turns on the timed construction variant.
 */
export function table(
  options: {
    card?: StrategyCardId;
    holder?: Seat;
    timed?: boolean;
    seed?: string;
    /** The lobby option: Thunder's Edge's Construction and Warfare. */
    thundersEdge?: boolean;
  } = {},
): GameState {
  const state = newGame(4, options.seed ?? 'build', FACTIONS, {
    options: {
      editsNeedApproval: false,
      timedConstruction: options.timed ?? false,
      ...(options.thundersEdge ? { thundersEdge: true } : {}),
    },
  });
  return inActionPhase(state, options.card ?? 'leadership', options.holder ?? SOL);
}

/** The error code and message of an intent that must fail; also checks it changed nothing. */
export function refused(state: GameState, seat: Seat, intent: Intent): { code: string; message: string } {
  const before = JSON.stringify(state);
  const out = run(state, seat, intent);
  if (out.ok) throw new Error(`expected a refusal of ${JSON.stringify(intent)}`);
  if (JSON.stringify(state) !== before) throw new Error('a refused intent changed the state');
  return { code: out.code, message: out.message };
}

export function homeOf(state: GameState, seat: Seat): string {
  return state.players[seat]?.homeSystem ?? '';
}

export function setPlanet(state: GameState, id: string, patch: Partial<PlanetState>): GameState {
  const p = state.galaxy.planets[id] ?? { controller: null, exhausted: false, attachments: [], units: {} };
  return {
    ...state,
    galaxy: { ...state.galaxy, planets: { ...state.galaxy.planets, [id]: { ...p, ...patch } } },
  };
}

export function setPlanetUnits(state: GameState, id: string, seat: Seat, units: UnitCounts): GameState {
  const p = state.galaxy.planets[id];
  if (!p) throw new Error(`no planet ${id}`);
  return setPlanet(state, id, { units: { ...p.units, [String(seat)]: units } });
}

export function setSpace(state: GameState, systemId: string, seat: Seat, units: UnitCounts): GameState {
  return {
    ...state,
    galaxy: {
      ...state.galaxy,
      systems: state.galaxy.systems.map((s) =>
        s.systemId === systemId ? { ...s, space: { ...s.space, [String(seat)]: units } } : s,
      ),
    },
  };
}

export function setTokens(state: GameState, systemId: string, tokens: readonly Seat[]): GameState {
  return {
    ...state,
    galaxy: {
      ...state.galaxy,
      systems: state.galaxy.systems.map((s) => (s.systemId === systemId ? { ...s, tokens } : s)),
    },
  };
}

/** Puts tile `systemId` on the board in place of the first blue or red system (planets and stations added). */
export function withTile(state: GameState, systemId: string): GameState {
  const data = SYSTEMS_BY_ID.get(systemId);
  if (!data) throw new Error(`no tile ${systemId}`);
  const index = state.galaxy.systems.findIndex((s) => {
    const kind = SYSTEMS_BY_ID.get(s.systemId)?.kind;
    return kind === 'blue' || kind === 'red';
  });
  const old = state.galaxy.systems[index];
  if (!old) throw new Error('no blue or red system to replace');
  const systems = state.galaxy.systems.map((s, i) =>
    i === index ? { position: old.position, systemId, tokens: [], space: {}, frontier: false } : s,
  );
  const planets = { ...state.galaxy.planets };
  for (const p of SYSTEMS_BY_ID.get(old.systemId)?.planets ?? []) delete planets[p.id];
  for (const p of data.planets)
    planets[p.id] = { controller: null, exhausted: false, attachments: [], units: {} };
  const stations = { ...state.galaxy.stations };
  for (const st of data.stations) stations[st.id] = { controller: null, exhausted: false };
  return { ...state, galaxy: { ...state.galaxy, systems, planets, stations } };
}

/** `seat` has activated `systemId` in a tactical action (token placed) and it is their turn. */
export function activated(state: GameState, seat: Seat, systemId: string): GameState {
  const system = state.galaxy.systems.find((s) => s.systemId === systemId);
  const tokens = system?.tokens.includes(seat) ? system.tokens : [...(system?.tokens ?? []), seat];
  return { ...setTokens(state, systemId, tokens), active: seat, tactical: { system: systemId } };
}

export function withTechnologies(state: GameState, seat: Seat, technologies: readonly string[]): GameState {
  return updatePlayer(state, seat, (p) => ({ ...p, technologies: [...p.technologies, ...technologies] }));
}

/** Every unit of `type` a seat has on the board. */
export function onBoard(state: GameState, seat: Seat, type: UnitType): number {
  const key = String(seat);
  let n = 0;
  for (const s of state.galaxy.systems) n += s.space[key]?.[type] ?? 0;
  for (const p of Object.values(state.galaxy.planets)) n += p.units[key]?.[type] ?? 0;
  return n;
}

export function space(state: GameState, systemId: string, seat: Seat): UnitCounts {
  return state.galaxy.systems.find((s) => s.systemId === systemId)?.space[String(seat)] ?? {};
}

/** A `produce` intent: the units in the space area, paid with `tradeGoods`, and any other order fields. */
export function spaceOrder(
  units: readonly { unit: string; count: number }[],
  tradeGoods: number,
  extra: object = {},
): Intent {
  return {
    type: 'produce',
    units: units.map((u) => ({ ...u, place: 'space' })),
    pull: [],
    payment: { planets: [], tradeGoods },
    ...extra,
  } as Intent;
}
