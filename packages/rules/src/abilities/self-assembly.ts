// Self-Assembly Routines (Prophecy of Kings red technology): after their units used production, the
// player may exhaust it to place 1 mech from reinforcements on a planet they control in that system.
// Named in the production order (`selfAssembly`); the mech is placed, not produced (never under
// construction in the timed variant). The technology readies in the status phase.

import type { GameEvent } from '../state/events.ts';
import { inReinforcements, planetName, planetsOf, type BoardView } from '../board/forces.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { stationControlChanges } from '../board/stations.ts';
import { addTo } from '../board/table-edit-units.ts';
import { exhaustCard } from '../board/exhaust.ts';
import type { AbilityRules } from '../hooks/contract.ts';

export const SELF_ASSEMBLY_ROUTINES = 'self-assembly-routines';

/** Planets in `system` where `seat` could place the mech now (empty when they cannot use it). */
export function selfAssemblyPlanets(
  state: BoardView & { readonly players: readonly { readonly exhaustedCards?: readonly string[] }[] },
  seat: Seat,
  system: string,
): string[] {
  const me = state.players[seat];
  if (!me?.technologies.includes(SELF_ASSEMBLY_ROUTINES)) return [];
  if (me.exhaustedCards?.includes(SELF_ASSEMBLY_ROUTINES)) return [];
  if ((inReinforcements(state, seat, 'mech') ?? 1) < 1) return [];
  return planetsOf(system).filter((id) => state.galaxy.planets[id]?.controller === seat);
}

/** Places the mech on `planet` after production in `system`, exhausting the technology. */
export function selfAssembly(
  state: GameState,
  seat: Seat,
  system: string,
  planet: string,
): { state: GameState; events: GameEvent[] } | RuleError {
  const me = state.players[seat];
  if (!me?.technologies.includes(SELF_ASSEMBLY_ROUTINES))
    return fail('rule/illegal-choice', 'You do not own Self-Assembly Routines.');
  if (me.exhaustedCards?.includes(SELF_ASSEMBLY_ROUTINES))
    return fail('rule/illegal-choice', 'Self-Assembly Routines is exhausted until the status phase.');
  if ((inReinforcements(state, seat, 'mech') ?? 1) < 1)
    return fail(
      'rule/limit-reached',
      'All your mechs are on the board: Self-Assembly Routines has none to place.',
    );
  if (!planetsOf(system).includes(planet) || state.galaxy.planets[planet]?.controller !== seat)
    return fail(
      'rule/illegal-choice',
      `Self-Assembly Routines places the mech on a planet you control in system ${system}; ${planetName(planet)} is not one.`,
    );
  const placed = addTo(state, { in: 'planet', planetId: planet, systemId: system }, seat, { mech: 1 });
  if ('ok' in placed) return placed;
  const exhausted = exhaustCard(placed, seat, SELF_ASSEMBLY_ROUTINES);
  const control = stationControlChanges(exhausted, system);
  return {
    state: control.state,
    events: [
      {
        type: 'note',
        seat,
        text: `${me.name} exhausts Self-Assembly Routines: 1 Mech on ${planetName(planet)}.`,
      },
      ...control.events,
    ],
  };
}

/** Self-Assembly Routines in the rule set (engine/rule-set.ts): a mech named on the order. */
export const selfAssemblyRules: AbilityRules = {
  id: SELF_ASSEMBLY_ROUTINES,
  holder: { kind: 'technology', technology: SELF_ASSEMBLY_ROUTINES },
  production: {
    placed: (state, seat, system, order) =>
      order.selfAssembly === undefined
        ? { state, events: [] }
        : selfAssembly(state, seat, system, order.selfAssembly),
    form: (state, seat, site, narrow) => {
      const planets = narrow.shipsOnly ? [] : selfAssemblyPlanets(state, seat, site.system);
      return planets.length === 0
        ? []
        : [
            {
              kind: 'places',
              id: 'self-assembly',
              key: 'selfAssembly',
              text: 'Self-Assembly Routines (exhausts it): place 1 mech after producing.',
              labels: ['Planet for the mech'],
              none: 'No mech',
              choices: planets.map((id) => ({ value: id, label: `1 mech on ${planetName(id)}` })),
            },
          ];
    },
  },
};
