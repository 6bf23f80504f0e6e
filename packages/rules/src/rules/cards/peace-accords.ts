// Peace Accords (the Xxcha Kingdom's faction ability, Prophecy of Kings faction sheet): after the Xxcha
// resolve the primary or the secondary of Diplomacy, they may gain control of one planet, not Mecatol
// Rex, that holds no units and lies in a system adjacent to a planet they control (LRR 6: a planet is
// adjacent to the systems next to its own; we also count its own system — docs/rules-decisions.md).
// The planet's card comes exhausted (LRR 25); another player who held it loses it.

import { afterPlanetsGained } from '../../hooks/mechanisms.ts';
import { exploreGainedPlanet } from '../exploration.ts';
import { MECATOL_REX_PLANET_ID, SYSTEMS_BY_ID } from '../../content/index.ts';
import { factionHas } from '../../content/factions.ts';
import type { GameEvent } from '../../state/events.ts';
import { adjacency } from '../../board/neighbours.ts';
import { fail, type RuleError } from '../../kernel/result.ts';
import type { GalaxyState, GameState, Seat } from '../../state/state.ts';
import { placeName, seatName } from '../../board/card-helpers.ts';

const empty = (units: Readonly<Record<string, Readonly<Record<string, number>>>>) =>
  Object.values(units).every((counts) => Object.values(counts).every((n) => n <= 0));

/** Planets `seat` could take with Peace Accords on this board (public facts: the client works them out too). */
export function peaceAccordsPlanets(galaxy: GalaxyState, seat: Seat): string[] {
  const planetsAt = (position: number) =>
    SYSTEMS_BY_ID.get(galaxy.systems.find((s) => s.position === position)?.systemId ?? '')?.planets ?? [];
  const mine = galaxy.systems
    .filter((s) => planetsAt(s.position).some((p) => galaxy.planets[p.id]?.controller === seat))
    .map((s) => s.position);
  const adjacent = adjacency(galaxy);
  const near = new Set<number>(mine);
  for (const pos of mine) for (const next of adjacent.get(pos) ?? []) near.add(next);
  const out: string[] = [];
  for (const pos of near)
    for (const { id } of planetsAt(pos)) {
      const planet = galaxy.planets[id];
      if (id === MECATOL_REX_PLANET_ID || !planet || planet.controller === seat) continue;
      if (empty(planet.units)) out.push(id);
    }
  return out.sort();
}

/** Whether `seat` may use Peace Accords (the Xxcha). */
export function hasPeaceAccords(state: GameState, seat: Seat): boolean {
  return factionHas(state.players[seat]?.faction ?? '', 'xxcha-peace-accords');
}

/** Takes `planet` by Peace Accords after `seat` resolved an ability of Diplomacy; nothing when absent. */
export function peaceAccords(
  state: GameState,
  seat: Seat,
  planet: string | null | undefined,
): { state: GameState; events: GameEvent[] } | RuleError {
  if (planet === undefined || planet === null) return { state, events: [] };
  if (!hasPeaceAccords(state, seat))
    return fail(
      'rule/illegal-choice',
      'Only the Xxcha Kingdom take a planet after Diplomacy (Peace Accords).',
    );
  const name = placeName(planet);
  if (planet === MECATOL_REX_PLANET_ID)
    return fail('rule/illegal-choice', 'Peace Accords cannot take Mecatol Rex.');
  const current = state.galaxy.planets[planet];
  if (!current) return fail('rule/illegal-choice', `${name} is not on the board.`);
  if (current.controller === seat) return fail('rule/illegal-choice', `You already control ${name}.`);
  if (!empty(current.units))
    return fail(
      'rule/illegal-choice',
      `${name} holds units: Peace Accords takes only a planet without units.`,
    );
  if (!peaceAccordsPlanets(state.galaxy, seat).includes(planet))
    return fail(
      'rule/illegal-choice',
      `${name} is not in a system adjacent to a planet you control: Peace Accords cannot reach it.`,
    );
  const from = current.controller;
  const planets = { ...state.galaxy.planets, [planet]: { ...current, controller: seat, exhausted: true } };
  const taken = from === null ? '' : ` from ${seatName(state, from)}`;
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${seatName(state, seat)} takes control of ${name}${taken} with Peace Accords (its card comes exhausted).`,
    },
  ];
  const gained = afterPlanetsGained(state, { ...state, galaxy: { ...state.galaxy, planets } });
  // LRR 35: a planet no player controlled is explored by its new controller.
  return { state: from === null ? exploreGainedPlanet(gained, seat, planet, events) : gained, events };
}
