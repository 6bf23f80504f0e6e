// Faction abilities that are a component action (LRR 22) and spend a token from the strategy pool; the
// engine places what they give. Orbital Drop (Federation of Sol): 2 infantry from reinforcements on a
// planet they control. Star Forge (Embers of Muaat): 2 fighters or 1 destroyer from reinforcements in a
// system that holds one of their war suns. Fighters and infantry never run out (tokens stand in, LRR
// 78.4); destroyers are limited to the plastic pieces. Units added in a system can change who controls
// its space stations (003 note 2). Production Biomes (the Hacan's technology): exhausted with the
// token, it gives 4 trade goods and 2 to another player the Hacan choose; it readies in the status phase.
// Sling Relay (generic technology) spends no token: exhausted, it produces exactly 1 ship, as any
// production (cost, blockade, reinforcements), in a system with one of the player's space docks.

import { after } from '../hooks/mechanisms.ts';
import type { UnitType } from '../content/types.ts';
import type { GameEvent } from '../state/events.ts';
import {
  countOf,
  inReinforcements,
  isShip,
  otherShipOwners,
  planetName,
  planetsOf,
} from '../board/forces.ts';
import { cheapestPayment, produce, quoteOrder, type ProductionOrder } from '../rules/production.ts';
import { plural } from '../kernel/plural.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GalaxyState, GameState, PlayerState, Seat } from '../state/state.ts';
import { stationControlChanges } from '../board/stations.ts';
import { addTo, resolvePlace, unitsText } from '../board/table-edit-units.ts';
import type { ComponentAbility } from '../wire/turn-intents.ts';
import type { Intent } from '../wire/intents.ts';
import { updatePlayer } from '../state/update.ts';
import { exhaustCard } from '../board/exhaust.ts';
import { holderProblem, type AbilityHolder } from '../board/ability-holder.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import { systemName } from '../board/card-helpers.ts';
import type { Offer, OfferChoice } from '../hooks/offer.ts';
import {
  componentOffer,
  componentOffered,
  inAbility,
  planetChoice,
  seatChoice,
  systemChoice,
} from '../hooks/offer-choices.ts';

/** The Hacan's faction technology (green). */
export const PRODUCTION_BIOMES = 'production-biomes';

/** Generic blue technology (Prophecy of Kings). */
export const SLING_RELAY = 'sling-relay';

type PoolAbility = 'orbital-drop' | 'star-forge' | 'production-biomes' | 'sling-relay';

/** Who may use each: a faction ability, or the owner of a technology (which it exhausts). */
const HOLDER: Readonly<Record<PoolAbility, AbilityHolder>> = {
  'orbital-drop': { ability: 'sol-orbital-drop' },
  'star-forge': { ability: 'muaat-star-forge' },
  'production-biomes': { technology: PRODUCTION_BIOMES },
  'sling-relay': { technology: SLING_RELAY },
};
const NAME: Readonly<Record<PoolAbility, string>> = {
  'orbital-drop': 'Orbital Drop',
  'star-forge': 'Star Forge',
  'production-biomes': 'Production Biomes',
  'sling-relay': 'Sling Relay',
};

/** Production Biomes' trade goods: for its owner, and for the other player they choose. */
export const BIOMES_GAIN = 4;
export const BIOMES_GIFT = 2;

/** Why `seat` cannot use the ability at all now (not theirs, exhausted, no strategy-pool token), or null. */
const problemOf = (state: GameState, seat: Seat, id: PoolAbility): RuleError | null =>
  holderProblem(state, seat, NAME[id], HOLDER[id], id !== 'sling-relay');

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
  // Only the abilities this player may use now are worked out (legal intents run on every turn).
  const usable = (id: PoolAbility) => problemOf(state, seat, id) === null;
  const out: ComponentAbility[] = [];
  const planet = usable('orbital-drop') ? orbitalDropPlanets(state.galaxy, seat)[0] : undefined;
  if (planet) out.push({ id: 'orbital-drop', planet });
  const system = usable('star-forge') ? starForgeSystems(state.galaxy, seat)[0] : undefined;
  if (system) out.push({ id: 'star-forge', system, unit: 'fighter' });
  const other = state.players.find((p) => p.seat !== seat);
  if (other && usable('production-biomes')) out.push({ id: 'production-biomes', player: other.seat });
  const relay = usable('sling-relay') ? slingRelayExample(state, seat) : null;
  if (relay) out.push(relay);
  return out;
}

function productionBiomes(
  state: GameState,
  seat: Seat,
  to: Seat,
): { state: GameState; events: GameEvent[] } | RuleError {
  const other = state.players[to];
  if (!other || to === seat)
    return fail(
      'rule/illegal-choice',
      'Production Biomes gives 2 trade goods to another player: choose one.',
    );
  let next = updatePlayer(state, seat, (p) => ({
    ...p,
    pools: { ...p.pools, strategy: p.pools.strategy - 1 },
    tradeGoods: p.tradeGoods + BIOMES_GAIN,
    exhaustedCards: [...(p.exhaustedCards ?? []), PRODUCTION_BIOMES],
  }));
  next = updatePlayer(next, to, (p) => ({ ...p, tradeGoods: p.tradeGoods + BIOMES_GIFT }));
  const magmus = after('strategyTokenSpent', next, seat);
  const name = state.players[seat]?.name ?? `Seat ${seat + 1}`;
  return {
    state: magmus.state,
    events: [
      {
        type: 'note',
        seat,
        text: `${name} takes a component action with Production Biomes (exhausted) and a strategy-pool token: ${BIOMES_GAIN} trade goods, and ${BIOMES_GIFT} for ${other.name}.`,
      },
      ...magmus.events,
    ],
  };
}

/** Resolves the ability: checks the faction, spends the strategy-pool token and places the units. */
export function resolveAbility(
  state: GameState,
  seat: Seat,
  ability: ComponentAbility,
): { state: GameState; events: GameEvent[] } | RuleError | null {
  if (
    ability.id !== 'orbital-drop' &&
    ability.id !== 'star-forge' &&
    ability.id !== 'production-biomes' &&
    ability.id !== 'sling-relay'
  )
    return null;
  const problem = problemOf(state, seat, ability.id);
  if (problem) return problem;
  if (ability.id === 'production-biomes') return productionBiomes(state, seat, ability.player);
  if (ability.id === 'sling-relay') return slingRelay(state, seat, ability.system, ability.order);
  const player = state.players[seat] as PlayerState;
  const name = NAME[ability.id];
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
  const magmus = after('strategyTokenSpent', control.state, seat);
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

/** Systems where Sling Relay can produce for `seat`: those with one of their space docks. */
export function slingRelaySystems(galaxy: GalaxyState, seat: Seat): string[] {
  const key = String(seat);
  return galaxy.systems
    .filter(
      (s) =>
        countOf(s.space[key], 'space-dock') > 0 ||
        planetsOf(s.systemId).some(
          (id) =>
            galaxy.planets[id]?.controller === seat &&
            countOf(galaxy.planets[id]?.units[key], 'space-dock') > 0,
        ),
    )
    .map((s) => s.systemId);
}

function slingRelayExample(state: GameState, seat: Seat): ComponentAbility | null {
  for (const system of slingRelaySystems(state.galaxy, seat)) {
    if (otherShipOwners(state, system, seat).length > 0) continue;
    const line = { unit: 'fighter' as const, count: 1, place: 'space' };
    const payment = cheapestPayment(state, seat, quoteOrder(state, seat, [line]).cost);
    if (payment) return { id: 'sling-relay', system, order: { units: [line], pull: [], payment } };
  }
  return null;
}

/** Sling Relay: exactly 1 ship, produced as usual (cost, blockade, reinforcements) in a dock's system. */
function slingRelay(
  state: GameState,
  seat: Seat,
  system: string,
  order: ProductionOrder,
): { state: GameState; events: GameEvent[] } | RuleError {
  if (!slingRelaySystems(state.galaxy, seat).includes(system))
    return fail(
      'rule/illegal-choice',
      `Sling Relay produces in a system with one of your space docks; ${systemName(system)} has none.`,
    );
  const [line, ...rest] = order.units;
  if (!line || rest.length > 0 || line.count !== 1 || !isShip(line.unit) || line.place !== 'space')
    return fail('rule/illegal-choice', 'Sling Relay produces exactly 1 ship, in the space area.');
  if (order.selfAssembly !== undefined)
    return fail(
      'rule/illegal-choice',
      'Self-Assembly Routines follows the production ability of units, not Sling Relay.',
    );
  const made = produce(state, seat, { system }, order);
  if ('ok' in made) return made;
  const next = exhaustCard(made.state, seat, SLING_RELAY);
  const name = state.players[seat]?.name ?? `Seat ${seat + 1}`;
  return {
    state: next,
    events: [
      { type: 'note', seat, text: `${name} takes a component action with Sling Relay (exhausted).` },
      ...made.events,
    ],
  };
}

/** The `component-action` offer of pool ability `id`. */
const abilityOffer = (
  id: PoolAbility,
  title: string,
  text: string,
  fields: Offer['fields'],
  submit: string,
) => componentOffer(id, title, text, fields, submit, id !== 'sling-relay');

export function orbitalDropOffers(state: GameState, seat: Seat, legal: readonly Intent[]): Offer[] {
  if (!componentOffered(legal, 'orbital-drop')) return [];
  const planets = orbitalDropPlanets(state.galaxy, seat);
  return [
    abilityOffer(
      'orbital-drop',
      'Orbital Drop',
      'Put 2 infantry from your reinforcements on a planet you control.',
      [{ kind: 'pick', label: 'Planet', choices: planets.map((p) => inAbility(planetChoice('planet', p))) }],
      'Drop 2 infantry',
    ),
  ];
}

export function starForgeOffers(state: GameState, seat: Seat, legal: readonly Intent[]): Offer[] {
  if (!componentOffered(legal, 'star-forge')) return [];
  const systems = starForgeSystems(state.galaxy, seat);
  const destroyers = inReinforcements(state, seat, 'destroyer');
  const units: OfferChoice[] = [{ label: '2 fighters', set: { ability: { unit: 'fighter' } } }];
  if (destroyers === null || destroyers > 0)
    units.push({ label: '1 destroyer', set: { ability: { unit: 'destroyer' } } });
  return [
    abilityOffer(
      'star-forge',
      'Star Forge',
      'Place 2 fighters or 1 destroyer from your reinforcements where one of your war suns is.',
      [
        {
          kind: 'pick',
          label: 'System with your war sun',
          choices: systems.map((s) => inAbility(systemChoice('system', s))),
        },
        { kind: 'pick', label: 'Units', choices: units },
      ],
      'Forge',
    ),
  ];
}

export function productionBiomesOffers(state: GameState, seat: Seat, legal: readonly Intent[]): Offer[] {
  if (!componentOffered(legal, 'production-biomes')) return [];
  const others = state.players.filter((p) => p.seat !== seat);
  return [
    abilityOffer(
      'production-biomes',
      'Production Biomes',
      `Exhaust it: ${BIOMES_GAIN} trade goods for you and ${BIOMES_GIFT} for another player.`,
      [
        {
          kind: 'pick',
          label: `Player who gets ${BIOMES_GIFT} trade goods`,
          choices: others.map((p) => inAbility(seatChoice(state, 'player', p.seat))),
        },
      ],
      'Exhaust Production Biomes',
    ),
  ];
}

export function slingRelayOffers(state: GameState, seat: Seat, legal: readonly Intent[]): Offer[] {
  if (!componentOffered(legal, 'sling-relay')) return [];
  const systems = slingRelaySystems(state.galaxy, seat).filter(
    (s) => otherShipOwners(state, s, seat).length === 0,
  );
  return [
    abilityOffer(
      'sling-relay',
      'Sling Relay',
      'Exhaust it to produce exactly 1 ship where one of your space docks is, paid as usual.',
      [
        {
          kind: 'pick',
          label: 'System of the space dock',
          choices: systems.map((s) => inAbility(systemChoice('system', s))),
        },
        {
          kind: 'production',
          key: 'ability.order',
          label: 'The ship',
          systemKey: 'ability.system',
          limits: { by: 'Sling Relay', shipsOnly: true, single: true },
        },
      ],
      'Produce it with Sling Relay',
    ),
  ];
}

/** Orbital Drop, Star Forge, Production Biomes and Sling Relay in the rule set (engine/rule-set.ts). */
export const poolAbilitiesRules: AbilityRules = {
  id: 'pool-abilities',
  holder: [
    { kind: 'faction', faction: 'federation-of-sol' },
    { kind: 'faction', faction: 'embers-of-muaat' },
    { kind: 'technology', technology: PRODUCTION_BIOMES },
    { kind: 'technology', technology: SLING_RELAY },
  ],
  offers: (state, seat, legal) => [
    ...orbitalDropOffers(state, seat, legal),
    ...starForgeOffers(state, seat, legal),
    ...productionBiomesOffers(state, seat, legal),
    ...slingRelayOffers(state, seat, legal),
  ],
  componentAction: { examples: abilityExamples, resolve: resolveAbility },
};
