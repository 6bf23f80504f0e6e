// Mitosis (the Arborec), its second half: at the start of the status phase they place 1 infantry from
// reinforcements on a planet they control (the first half, docks that cannot produce infantry, is in
// production-checks.ts). The status phase opens with this placement: scoring (step 1) waits for it.
// Infantry never run out (tokens), so only a planet is needed; an Arborec with no planet places none.
// The host's stop-waiting places it on the first planet they control, home planets first.

import { factionHas } from '../content/factions.ts';
import type { GameEvent } from '../state/events.ts';
import { planetName } from '../board/forces.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { stationControlChanges } from '../board/stations.ts';
import { addTo, resolvePlace } from '../board/table-edit-units.ts';
import { planetsOf } from '../board/forces.ts';
import type { Handlers } from '../state/handlers.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import { plural } from '../kernel/plural.ts';
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

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

/** The host's stop-waiting: each Arborec's infantry on their first planet, home planets first. */
function hostPlaces(state: GameState): Outcome {
  let next = state;
  const events: GameEvent[] = [];
  for (const seat of mitosisPending(state)) {
    const planet = mitosisPlanets(next, seat)[0] as string;
    events.push({ type: 'note', seat, text: `The host places ${nameOf(state, seat)}'s Mitosis infantry.` });
    const out = mitosis(next, seat, planet);
    if (!out.ok) return out;
    next = out.state;
    events.push(...out.events);
  }
  return applied(next, events);
}

/**
 * Mitosis's first half: the Arborec's space docks cannot produce infantry, so infantry count only
 * against the production of their other units there (Letani Warriors' own production).
 */
function mitosisLimit(
  state: GameState,
  seat: Seat,
  sources: readonly { readonly unit: string; readonly value: number }[],
  lines: readonly { readonly unit: string; readonly count: number }[],
): RuleError | null {
  if (!factionHas(state.players[seat]?.faction ?? '', 'arborec-mitosis')) return null;
  const infantry = lines.filter((l) => l.unit === 'infantry').reduce((a, l) => a + l.count, 0);
  if (infantry === 0) return null;
  const others = sources.filter((s) => s.unit !== 'space-dock').reduce((a, s) => a + s.value, 0);
  if (infantry <= others) return null;
  return fail(
    'rule/illegal-choice',
    `Mitosis: the Arborec's space docks cannot produce infantry; here your other units can produce ${plural(others, 'infantry', 'infantry')}, and this order has ${infantry}.`,
  );
}

/** Mitosis in the rule set (engine/rule-set.ts): a production check, and a placement as the status phase begins. */
export const mitosisRules: AbilityRules = {
  id: 'mitosis',
  holder: { kind: 'faction', faction: 'arborec' },
  offers: mitosisOffers,
  handlers: mitosisHandlers,
  production: {
    check: (state, seat, order, { site, sources }) =>
      site.unlimited ? null : mitosisLimit(state, seat, sources, order.units),
  },
  on: {
    statusPhaseBegins: (state, status) => {
      const owed = mitosisOwed(state);
      return owed.length === 0
        ? null
        : {
            status: { ...status, mitosis: owed },
            note: `First ${owed.map((s) => nameOf(state, s)).join(' and ')} place 1 infantry (Mitosis). `,
          };
    },
  },
  hold: {
    phase: 'status',
    waiting: (state) => {
      const placing = mitosisPending(state);
      return placing.length === 0
        ? null
        : {
            seats: [...placing],
            text: `Status phase: waiting for ${placing.map((s) => nameOf(state, s)).join(', ')} to place 1 infantry on a planet they control (Mitosis).`,
          };
    },
    intents: (state, seat) =>
      mitosisPending(state).includes(seat)
        ? mitosisPlanets(state, seat).map((planet) => ({ type: 'mitosis' as const, planet }))
        : [],
    stopWaiting: hostPlaces,
  },
};
