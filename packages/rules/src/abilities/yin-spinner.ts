// Yin Spinner Ω (the Yin Brotherhood's green technology): after producing units, the player places up
// to 2 infantry from reinforcements, each on a planet they control or in a space area holding at least
// one of their ships. Named in the production order (`yinSpinner`: up to two places, a planet id or a
// system id, the same place twice for both there). The infantry are placed, not produced: they cost
// nothing and are never under construction in the timed variant. Infantry never run out (LRR 78.4).

import { systemOfPlanet } from '../content/systems.ts';
import type { GameEvent } from '../state/events.ts';
import { planetName, shipOwners, type BoardView } from '../board/forces.ts';
import { plural } from '../kernel/plural.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { stationControlChanges } from '../board/stations.ts';
import { addTo } from '../board/table-edit-units.ts';
import { systemName } from '../board/card-helpers.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';
import type { AbilityRules } from '../hooks/contract.ts';

export const YIN_SPINNER = 'yin-spinner-omega';
/** Infantry placed after each production, at most. */
export const YIN_SPINNER_INFANTRY = 2;

/** Where `seat` may place the infantry: planets they control, and systems holding their ships; none without the technology. */
export function yinSpinnerPlaces(state: BoardView, seat: Seat): { planets: string[]; systems: string[] } {
  if (!hasTechAbility(state.players[seat], YIN_SPINNER)) return { planets: [], systems: [] };
  const planets = Object.entries(state.galaxy.planets)
    .filter(([, p]) => p.controller === seat)
    .map(([id]) => id)
    .sort();
  const systems = state.galaxy.systems
    .filter((s) => shipOwners(state, s.systemId).includes(seat))
    .map((s) => s.systemId);
  return { planets, systems };
}

/** Places 1 infantry at each of `places` (planet or system ids) after `seat` produced. */
export function yinSpinner(
  state: GameState,
  seat: Seat,
  places: readonly string[],
): { state: GameState; events: GameEvent[] } | RuleError {
  const me = state.players[seat];
  if (!hasTechAbility(me, YIN_SPINNER)) return fail('rule/illegal-choice', 'You do not own Yin Spinner Ω.');
  if (places.length > YIN_SPINNER_INFANTRY)
    return fail('rule/illegal-choice', `Yin Spinner Ω places at most ${YIN_SPINNER_INFANTRY} infantry.`);
  const allowed = yinSpinnerPlaces(state, seat);
  let next = state;
  const touched = new Set<string>();
  for (const place of places) {
    const planet = allowed.planets.includes(place);
    if (!planet && !allowed.systems.includes(place))
      return fail(
        'rule/illegal-choice',
        `Yin Spinner Ω places infantry on a planet you control or in a system with one of your ships; ${systemOfPlanet(place) ? planetName(place) : systemName(place)} is neither.`,
      );
    const systemId = planet ? (systemOfPlanet(place) as string) : place;
    const placed = addTo(
      next,
      planet ? { in: 'planet', planetId: place, systemId } : { in: 'space', systemId },
      seat,
      { infantry: 1 },
    );
    if ('ok' in placed) return placed;
    next = placed;
    touched.add(systemId);
  }
  if (places.length === 0) return { state, events: [] };
  const events: GameEvent[] = [];
  for (const system of touched) {
    const control = stationControlChanges(next, system);
    next = control.state;
    events.push(...control.events);
  }
  const where = [...new Set(places)]
    .map((p) => {
      const n = places.filter((q) => q === p).length;
      return `${n > 1 ? `${n} ` : ''}${allowed.planets.includes(p) ? `on ${planetName(p)}` : `in ${systemName(p)}`}`;
    })
    .join(' and ');
  return {
    state: next,
    events: [
      {
        type: 'note',
        seat,
        text: `${me.name} places ${plural(places.length, 'Infantry', 'Infantry')} with Yin Spinner Ω: ${where}.`,
      },
      ...events,
    ],
  };
}

/** Yin Spinner Ω in the rule set (engine/rule-set.ts): infantry placed after a production. */
export const yinSpinnerRules: AbilityRules = {
  id: YIN_SPINNER,
  holder: { kind: 'technology', technology: YIN_SPINNER },
  production: {
    placed: (state, seat, _system, order) =>
      order.yinSpinner !== undefined && order.yinSpinner.length > 0
        ? yinSpinner(state, seat, order.yinSpinner)
        : { state, events: [] },
    form: (state, seat) => {
      const { planets, systems } = yinSpinnerPlaces(state, seat);
      const choices = [
        ...planets.map((id) => ({ value: id, label: `1 infantry on ${planetName(id)}` })),
        ...systems.map((id) => ({ value: id, label: `1 infantry in space at ${systemName(id)}` })),
      ];
      return choices.length === 0
        ? []
        : [
            {
              kind: 'places',
              id: 'yin-spinner',
              key: 'yinSpinner',
              text: `Yin Spinner Ω: place up to ${YIN_SPINNER_INFANTRY} infantry from reinforcements after producing (free).`,
              labels: ['First infantry', 'Second infantry'],
              none: 'No infantry',
              choices,
            },
          ];
    },
  },
};
