// Small helpers the strategy-card modules share: names for log lines, the
// card's working data, readying planets and space stations.

import { z } from 'zod';
import { PLANETS_BY_ID, STATIONS_BY_ID, SYSTEMS_BY_ID } from '../content/index.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';

export const seatSchema = z.number().int().min(0).max(7);
export const placeId = z.string().min(1).max(64);

export function seatName(state: GameState, seat: Seat): string {
  return state.players[seat]?.name ?? `Seat ${seat + 1}`;
}

/** A planet's or a space station's name. */
export function placeName(id: string): string {
  return PLANETS_BY_ID.get(id)?.name ?? STATIONS_BY_ID.get(id)?.name ?? id;
}

/** "the Jord system", "the Arc Prime/Wren Terra system", "system 41". */
export function systemName(systemId: string): string {
  const data = SYSTEMS_BY_ID.get(systemId);
  const names = [...(data?.planets ?? []), ...(data?.stations ?? [])].map((p) => p.name);
  return names.length > 0 ? `the ${names.join('/').replace(/^The /, '')} system` : `system ${systemId}`;
}

export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? 'nothing';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] as string}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The strategic action's working data, read through the card's own schema (empty when absent). */
export function cardData<T>(state: GameState, schema: z.ZodType<T>): T | null {
  const parsed = schema.safeParse(state.strategic?.data ?? {});
  return parsed.success ? parsed.data : null;
}

/** Exhausted planets and space stations this player controls (003 note 3: stations ready like planets). */
export function exhaustedPlaces(state: GameState, seat: Seat): string[] {
  const out: string[] = [];
  for (const [id, p] of Object.entries(state.galaxy.planets))
    if (p.controller === seat && p.exhausted) out.push(id);
  for (const [id, s] of Object.entries(state.galaxy.stations))
    if (s.controller === seat && s.exhausted) out.push(id);
  return out;
}

/** Readies up to `max` of the player's exhausted planets or space stations (Diplomacy, LRR 32.2–32.3). */
export function readyPlaces(
  state: GameState,
  seat: Seat,
  ids: readonly string[],
  max: number,
): GameState | RuleError {
  if (ids.length > max) return fail('rule/illegal-choice', `You can ready at most ${max} planets.`);
  if (new Set(ids).size !== ids.length)
    return fail('rule/illegal-choice', 'Choose each planet to ready only once.');
  const planets = { ...state.galaxy.planets };
  const stations = { ...state.galaxy.stations };
  for (const id of ids) {
    const current = planets[id] ?? stations[id];
    if (!current) return fail('rule/illegal-choice', `${placeName(id)} is not on the board.`);
    if (current.controller !== seat)
      return fail('rule/not-controlled', `You do not control ${placeName(id)}.`);
    if (!current.exhausted)
      return fail('rule/illegal-choice', `${placeName(id)} is already ready: choose an exhausted planet.`);
    const planet = planets[id];
    const station = stations[id];
    if (planet) planets[id] = { ...planet, exhausted: false };
    else if (station) stations[id] = { ...station, exhausted: false };
  }
  return { ...state, galaxy: { ...state.galaxy, planets, stations } };
}
