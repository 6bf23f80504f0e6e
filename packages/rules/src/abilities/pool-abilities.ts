// Faction abilities that are a component action (LRR 22) and spend a token from the strategy pool; the
// engine places what they give. Orbital Drop (Federation of Sol): 2 infantry from reinforcements on a
// planet they control. Star Forge (Embers of Muaat): 2 fighters or 1 destroyer from reinforcements in a
// system that holds one of their war suns. Fighters and infantry never run out (tokens stand in, LRR
// 78.4); destroyers are limited to the plastic pieces. Units added in a system can change who controls
// its space stations (003 note 2).

import { afterStrategyToken } from './commanders.ts';
import { factionHas, type StrategyAbility } from '../content/factions.ts';
import type { UnitType } from '../content/types.ts';
import type { GameEvent } from '../events.ts';
import { countOf, inReinforcements, planetName } from '../forces.ts';
import { plural } from '../plural.ts';
import { fail, type RuleError } from '../result.ts';
import type { GalaxyState, GameState, Seat } from '../state.ts';
import { stationControlChanges } from '../stations.ts';
import { addTo, resolvePlace, unitsText } from '../table-edit-units.ts';
import type { ComponentAbility } from '../turn-intents.ts';
import { updatePlayer } from '../update.ts';
import { systemName } from '../cards/card-helpers.ts';

const HOLDER: Readonly<Record<ComponentAbility['id'], StrategyAbility>> = {
  'orbital-drop': 'sol-orbital-drop',
  'star-forge': 'muaat-star-forge',
};
const NAME: Readonly<Record<ComponentAbility['id'], string>> = {
  'orbital-drop': 'Orbital Drop',
  'star-forge': 'Star Forge',
};

/** Planets where `seat` could drop infantry with Orbital Drop: every planet they control. */
export function orbitalDropPlanets(galaxy: GalaxyState, seat: Seat): string[] {
  return Object.entries(galaxy.planets)
    .filter(([, p]) => p.controller === seat)
    .map(([id]) => id)
    .sort();
}

/** Systems where Star Forge can place units for `seat`: those with one of their war suns in space. */
export function starForgeSystems(galaxy: GalaxyState, seat: Seat): string[] {
  return galaxy.systems.filter((s) => countOf(s.space[String(seat)], 'war-sun') > 0).map((s) => s.systemId);
}

/** The abilities `seat`'s faction has among these, with the first choice that would be accepted. */
export function abilityExamples(state: GameState, seat: Seat): ComponentAbility[] {
  const faction = state.players[seat]?.faction ?? '';
  if ((state.players[seat]?.pools.strategy ?? 0) < 1) return [];
  const out: ComponentAbility[] = [];
  const planet = orbitalDropPlanets(state.galaxy, seat)[0];
  if (factionHas(faction, 'sol-orbital-drop') && planet) out.push({ id: 'orbital-drop', planet });
  const system = starForgeSystems(state.galaxy, seat)[0];
  if (factionHas(faction, 'muaat-star-forge') && system)
    out.push({ id: 'star-forge', system, unit: 'fighter' });
  return out;
}

/** Resolves the ability: checks the faction, spends the strategy-pool token and places the units. */
export function resolveAbility(
  state: GameState,
  seat: Seat,
  ability: ComponentAbility,
): { state: GameState; events: GameEvent[] } | RuleError {
  const player = state.players[seat];
  const name = NAME[ability.id];
  if (!player || !factionHas(player.faction, HOLDER[ability.id]))
    return fail('rule/illegal-choice', `${name} is not your faction's ability.`);
  if (player.pools.strategy < 1)
    return fail(
      'rule/no-token',
      `${name} spends a command token from your strategy pool, and yours is empty.`,
    );
  let units: Partial<Record<UnitType, number>>;
  let place;
  if (ability.id === 'orbital-drop') {
    place = resolvePlace(state, { planet: ability.planet });
    if ('ok' in place) return place;
    if (state.galaxy.planets[ability.planet]?.controller !== seat)
      return fail(
        'rule/not-controlled',
        `Orbital Drop lands on a planet you control; you do not control ${planetName(ability.planet)}.`,
      );
    units = { infantry: 2 };
  } else {
    if (!starForgeSystems(state.galaxy, seat).includes(ability.system))
      return fail(
        'rule/illegal-choice',
        `Star Forge places units with one of your war suns; ${systemName(ability.system)} has none.`,
      );
    place = resolvePlace(state, { system: ability.system });
    if ('ok' in place) return place;
    const left = inReinforcements(state, seat, 'destroyer');
    if (ability.unit === 'destroyer' && left !== null && left < 1)
      return fail(
        'rule/limit-reached',
        'All your destroyers are on the board: Star Forge can place 2 fighters instead.',
      );
    units = ability.unit === 'destroyer' ? { destroyer: 1 } : { fighter: 2 };
  }
  const spent = updatePlayer(state, seat, (p) => ({
    ...p,
    pools: { ...p.pools, strategy: p.pools.strategy - 1 },
  }));
  const placed = addTo(spent, place, seat, units);
  if ('ok' in placed) return placed;
  const where =
    place.in === 'planet' ? `on ${planetName(place.planetId)}` : `in ${systemName(place.systemId)}`;
  const control = stationControlChanges(placed, place.systemId);
  const magmus = afterStrategyToken(control.state, seat);
  const left = plural(player.pools.strategy - 1, 'token');
  return {
    state: magmus.state,
    events: [
      {
        type: 'note',
        seat,
        text: `${player.name} takes a component action with ${name}: a strategy-pool token (${left} left) puts ${unitsText(units)} ${where}.`,
      },
      ...control.events,
      ...magmus.events,
    ],
  };
}
