// Bioplasmosis (the Arborec's faction technology): at the end of the status phase the owner may take
// infantry off planets they control and put them on planets they control in the same or an adjacent
// system (LRR 6). The app asks with the Arborec's last status-phase decision — the arrangement of
// their command tokens (`redistribute-tokens`, `bioplasmosis`) — and applies the moves after it; the
// steps that remain in the phase (readying, returning cards) do not touch units, so the board ends
// the phase as the rule has it.

import { SYSTEMS_BY_ID, systemOfPlanet } from '../content/index.ts';
import type { GameEvent } from '../state/events.ts';
import { changePlanet, countOf, planetName, type BoardView } from '../board/forces.ts';
import { adjacency } from '../board/neighbours.ts';
import { plural } from '../kernel/plural.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { stationControlChanges } from '../board/stations.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';

export const BIOPLASMOSIS = 'bioplasmosis';

export { bioplasmosisMoveSchema, bioplasmosisSchema, type BioplasmosisMove } from '../wire/bioplasmosis.ts';
import type { BioplasmosisMove } from '../wire/bioplasmosis.ts';
import type { AbilityRules } from '../hooks/contract.ts';

/** Planets `seat` controls in the same system as `from` or an adjacent one (`from` excluded). */
export function bioplasmosisTargets(state: BoardView, seat: Seat, from: string): string[] {
  const home = systemOfPlanet(from);
  const position = state.galaxy.systems.find((s) => s.systemId === home)?.position;
  if (position === undefined) return [];
  const near = new Set([position, ...(adjacency(state.galaxy).get(position) ?? [])]);
  return state.galaxy.systems
    .filter((s) => near.has(s.position))
    .flatMap((s) => (SYSTEMS_BY_ID.get(s.systemId)?.planets ?? []).map((p) => p.id))
    .filter((id) => id !== from && state.galaxy.planets[id]?.controller === seat);
}

/** Planets `seat` controls holding their infantry (where a move may start). */
export function bioplasmosisSources(state: BoardView, seat: Seat): string[] {
  return Object.entries(state.galaxy.planets)
    .filter(([, p]) => p.controller === seat && countOf(p.units[String(seat)], 'infantry') > 0)
    .map(([id]) => id)
    .sort();
}

/** Checks and applies the moves, in order (a planet emptied by one move has nothing for the next). */
export function bioplasmosis(
  state: GameState,
  seat: Seat,
  moves: readonly BioplasmosisMove[],
): { state: GameState; events: GameEvent[] } | RuleError {
  if (moves.length === 0) return { state, events: [] };
  const me = state.players[seat];
  if (!hasTechAbility(me, BIOPLASMOSIS))
    return fail('rule/illegal-choice', 'Bioplasmosis is a technology of the Arborec: you do not own it.');
  let next = state;
  const systems = new Set<string>();
  for (const m of moves) {
    if (next.galaxy.planets[m.from]?.controller !== seat)
      return fail(
        'rule/not-controlled',
        `Bioplasmosis moves infantry off planets you control; ${planetName(m.from)} is not one.`,
      );
    const there = countOf(next.galaxy.planets[m.from]?.units[String(seat)], 'infantry');
    if (there < m.count)
      return fail(
        'rule/illegal-choice',
        `${planetName(m.from)} holds ${plural(there, 'infantry', 'infantry')} of yours; this move takes ${m.count}.`,
      );
    if (!bioplasmosisTargets(next, seat, m.from).includes(m.to))
      return fail(
        'rule/illegal-choice',
        `Bioplasmosis puts infantry on a planet you control in the same or an adjacent system; ${planetName(m.to)} is not one for ${planetName(m.from)}.`,
      );
    next = changePlanet(
      changePlanet(next, m.from, seat, 'infantry', -m.count),
      m.to,
      seat,
      'infantry',
      m.count,
    );
    for (const id of [m.from, m.to]) {
      const system = systemOfPlanet(id);
      if (system) systems.add(system);
    }
  }
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${me.name} moves infantry with Bioplasmosis: ${moves.map((m) => `${m.count} from ${planetName(m.from)} to ${planetName(m.to)}`).join(', ')}.`,
    },
  ];
  // Ground forces count for space-station control (003 note 2).
  for (const system of systems) {
    const control = stationControlChanges(next, system);
    next = control.state;
    events.push(...control.events);
  }
  return { state: next, events };
}

/** Bioplasmosis in the rule set (engine/rule-set.ts): the moves sent with the token arrangement. */
export const bioplasmosisRules: AbilityRules = {
  id: BIOPLASMOSIS,
  holder: { kind: 'technology', technology: BIOPLASMOSIS },
  tokensForm: (state, seat) =>
    hasTechAbility(state.players[seat], BIOPLASMOSIS)
      ? {
          id: 'bioplasmosis',
          key: 'bioplasmosis',
          text: 'Bioplasmosis (end of the status phase): move infantry to a planet of yours in the same or an adjacent system.',
          unit: 'infantry',
          targets: (from) => bioplasmosisTargets(state, seat, from),
        }
      : null,
  on: { tokensArranged: (state, seat, intent) => bioplasmosis(state, seat, intent.bioplasmosis ?? []) },
};
