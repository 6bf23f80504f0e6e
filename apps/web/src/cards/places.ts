// The planets and space stations a player can spend (pickers.tsx lists them): what they are worth,
// what a choice of them pays, and a list toggled by clicks.

import {
  PLANETS_BY_ID,
  STATIONS_BY_ID,
  techAbilities,
  tradeGoodWorth,
  type GameView,
} from '@initiative/rules';

export interface Place {
  readonly id: string;
  readonly name: string;
  readonly resources: number;
  readonly influence: number;
  readonly station: boolean;
  readonly exhausted: boolean;
}

/** Planets and space stations `seat` controls; `exhausted` filters ready (false) or exhausted (true) ones. */
export function placesOf(view: GameView, seat: number, exhausted: boolean | null = null): Place[] {
  const out: Place[] = [];
  for (const [id, p] of Object.entries(view.galaxy.planets)) {
    const data = PLANETS_BY_ID.get(id);
    if (!data || p.controller !== seat || (exhausted !== null && p.exhausted !== exhausted)) continue;
    out.push({
      id,
      name: data.name,
      resources: data.resources,
      influence: data.influence,
      station: false,
      exhausted: p.exhausted,
    });
  }
  for (const [id, s] of Object.entries(view.galaxy.stations)) {
    const data = STATIONS_BY_ID.get(id);
    if (!data || s.controller !== seat || (exhausted !== null && s.exhausted !== exhausted)) continue;
    out.push({
      id,
      name: data.name,
      resources: data.resources,
      influence: data.influence,
      station: true,
      exhausted: s.exhausted,
    });
  }
  return out;
}

export function sumOf(
  places: readonly Place[],
  chosen: readonly string[],
  value: 'resources' | 'influence',
): number {
  return places.filter((p) => chosen.includes(p.id)).reduce((a, p) => a + p[value], 0);
}

/** What the chosen places and trade goods pay (a trade good is worth 2 with Mirror Computing). */
export function paidWith(
  view: GameView,
  seat: number,
  places: readonly Place[],
  chosen: readonly string[],
  value: 'resources' | 'influence',
  tradeGoods: number,
): number {
  return sumOf(places, chosen, value) + tradeGoods * tradeGoodWorth(techAbilities(view.players[seat]));
}

/** Toggles `id` in a list, keeping at most `max` (the oldest choice drops out). */
export function toggle(list: readonly string[], id: string, max = Infinity): string[] {
  if (list.includes(id)) return list.filter((x) => x !== id);
  const next = [...list, id];
  return next.length > max ? next.slice(next.length - max) : next;
}
