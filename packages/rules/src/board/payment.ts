// Paying with resources or influence (LRR 75 "Resources", 47 "Influence"):
// exhaust ready planets (and space stations, 003 note 3) the player controls,
// plus trade goods, each worth 1 (2 with the Mentak's Mirror Computing). Excess is lost.

import { PLANETS_BY_ID, STATIONS_BY_ID } from '../content/index.ts';
import type { PlanetData } from '../content/types.ts';
import { planetValues } from './planet-values.ts';
import { plural } from '../kernel/plural.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { techAbilities } from './tech-abilities.ts';

export { paymentSchema, type Payment } from '../wire/payment.ts';
import type { Payment } from '../wire/payment.ts';

export type Currency = 'resources' | 'influence';

/** Mirror Computing (Mentak faction technology): each trade good spent counts as 2 resources or influence. */
export const MIRROR_COMPUTING = 'mirror-computing';

/** What one trade good spent for resources or influence is worth to a player with these technologies' abilities (techAbilities). */
export function tradeGoodWorth(technologies: readonly string[] | undefined): number {
  return technologies?.includes(MIRROR_COMPUTING) ? 2 : 1;
}

/** Validates and applies a payment; returns the amount paid and the new state. */
export function pay(
  state: GameState,
  seat: Seat,
  payment: Payment,
  currency: Currency,
  /** Hegemonic Trade Policy: this planet counts its other value (resources and influence swapped). */
  swapped?: string,
): { state: GameState; amount: number } | RuleError {
  const player = state.players[seat];
  if (!player) return fail('rule/illegal-choice', 'No such player.');
  if (new Set(payment.planets).size !== payment.planets.length) {
    return fail('rule/illegal-choice', 'Each planet can be exhausted only once.');
  }
  if (payment.tradeGoods > player.tradeGoods) {
    return fail(
      'rule/cannot-afford',
      `You have ${plural(player.tradeGoods, 'trade good')}, not ${payment.tradeGoods}.`,
    );
  }
  let amount = payment.tradeGoods * tradeGoodWorth(techAbilities(player));
  const planets = { ...state.galaxy.planets };
  const stations = { ...state.galaxy.stations };
  for (const id of payment.planets) {
    const planet = planets[id];
    const station = stations[id];
    const data = PLANETS_BY_ID.get(id) ?? STATIONS_BY_ID.get(id);
    const name = data?.name ?? id;
    const current = planet ?? station;
    if (!current || !data) return fail('rule/illegal-choice', `${name} is not on the board.`);
    if (current.controller !== seat) return fail('rule/not-controlled', `You do not control ${name}.`);
    if (current.exhausted) return fail('rule/illegal-choice', `${name} is already exhausted.`);
    // LRR 35: attachments change a planet's values.
    const values =
      planet && PLANETS_BY_ID.has(id) ? planetValues(data as PlanetData, planet.attachments) : data;
    amount +=
      id === swapped ? values[currency === 'resources' ? 'influence' : 'resources'] : values[currency];
    if (planet) planets[id] = { ...planet, exhausted: true };
    else if (station) stations[id] = { ...station, exhausted: true };
  }
  const next: GameState = {
    ...state,
    galaxy: { ...state.galaxy, planets, stations },
    players: state.players.map((p) =>
      p.seat === seat ? { ...p, tradeGoods: p.tradeGoods - payment.tradeGoods } : p,
    ),
  };
  return { state: next, amount };
}

/** What a player could pay at most right now (ready planets/stations + trade goods). */
export function spendable(state: GameState, seat: Seat, currency: Currency): number {
  const player = state.players[seat];
  let total = (player?.tradeGoods ?? 0) * tradeGoodWorth(techAbilities(player));
  for (const [id, p] of Object.entries(state.galaxy.planets)) {
    const data = p.controller === seat && !p.exhausted ? PLANETS_BY_ID.get(id) : undefined;
    if (data) total += planetValues(data, p.attachments)[currency];
  }
  for (const [id, s] of Object.entries(state.galaxy.stations)) {
    if (s.controller === seat && !s.exhausted) total += STATIONS_BY_ID.get(id)?.[currency] ?? 0;
  }
  return total;
}
