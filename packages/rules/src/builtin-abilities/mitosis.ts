// Mitosis (the Arborec), its second half: at the start of the status phase they place 1 infantry from
// reinforcements on a planet they control (the first half, docks that cannot produce infantry, is in
// production-checks.ts). The status phase opens with this placement: scoring (step 1) waits for it.
// Infantry never run out (tokens), so only a planet is needed; an Arborec with no planet places none.
// The host's stop-waiting places it on the first planet they control, home planets first.

import { factionHas } from '../content/factions.ts';
import type { GameEvent } from '../state/events.ts';
import { planetName } from '../board/forces.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { stationControlChanges } from '../board/stations.ts';
import { addTo, resolvePlace } from '../board/table-edit-units.ts';
import { planetsOf } from '../board/forces.ts';
import type { Handlers } from '../state/handlers.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';
import { planetChoice } from '../hooks/offer-choices.ts';

/** Planets `seat` may put the infantry on: those they control, the home system's first. */
export function mitosisPlanets(state: GameState, seat: Seat): string[] {
  const home = planetsOf(state.players[seat]?.homeSystem ?? '');
  return Object.entries(state.galaxy.planets)
    .filter(([, p]) => p.controller === seat)
    .map(([id]) => id)
    .sort((a, b) => Number(!home.includes(a)) - Number(!home.includes(b)) || a.localeCompare(b));
}

/** The seats that place their Mitosis infantry as this status phase begins. */
export function mitosisOwed(state: GameState): Seat[] {
  return state.players
    .filter((p) => factionHas(p.faction, 'arborec-mitosis') && mitosisPlanets(state, p.seat).length > 0)
    .map((p) => p.seat);
}

/** Seats still to place (the status phase waits for them before scoring). */
export function mitosisPending(state: GameState): readonly Seat[] {
  return state.phase === 'status' ? (state.status?.mitosis ?? []) : [];
}

/** The `mitosis` intent: 1 infantry from reinforcements on `planet`. */
export function mitosis(state: GameState, seat: Seat, planet: string): Outcome {
  const s = state.status;
  const pending = mitosisPending(state);
  if (!s || pending.length === 0)
    return fail('intent/wrong-phase', 'Mitosis places its infantry at the start of the status phase.');
  if (!pending.includes(seat))
    return fail('intent/not-your-turn', 'Only the Arborec place an infantry with Mitosis.');
  if (state.galaxy.planets[planet]?.controller !== seat)
    return fail(
      'rule/not-controlled',
      `Mitosis places the infantry on a planet you control; you do not control ${planetName(planet)}.`,
    );
  const place = resolvePlace(state, { planet });
  if ('ok' in place) return place;
  const placed = addTo(state, place, seat, { infantry: 1 });
  if ('ok' in placed) return placed;
  const control = stationControlChanges(placed, place.systemId);
  const rest = s.mitosis?.filter((x) => x !== seat) ?? [];
  const status = { ...s };
  if (rest.length > 0) status.mitosis = rest;
  else delete status.mitosis;
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${state.players[seat]?.name ?? ''} places 1 infantry on ${planetName(planet)} (Mitosis).`,
    },
    ...control.events,
  ];
  return applied({ ...control.state, status }, events);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const mitosisHandlers: Handlers<'mitosis'> = {
  mitosis: (state, seat, intent) => mitosis(state, seat, intent.planet),
};

/** At the start of the status phase, before scoring: every planet the infantry may go on. */
export function mitosisOffers(state: GameState, seat: Seat): Offer[] {
  if (!mitosisPending(state).includes(seat)) return [];
  const planets = mitosisPlanets(state, seat);
  if (planets.length === 0) return [];
  return [
    {
      id: 'mitosis',
      type: 'mitosis',
      title: 'Mitosis',
      text: 'Before anyone scores, place 1 infantry from your reinforcements on a planet you control.',
      place: 'status',
      base: { type: 'mitosis' },
      fields: [{ kind: 'pick', label: 'Planet', choices: planets.map((p) => planetChoice('planet', p)) }],
      submit: 'Place the infantry',
    },
  ];
}

export const mitosisRules: AbilityRules = {
  id: 'mitosis',
  holder: { kind: 'faction', faction: 'arborec' },
  offers: mitosisOffers,
};
