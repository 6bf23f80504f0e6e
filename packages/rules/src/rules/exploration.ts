// Exploring a planet (LRR 35, Prophecy of Kings): a player who gains control of a planet no player
// controlled explores it once, drawing the top card of the deck of its trait. The app resolves what
// leaves no choice (attachments, relic fragments, trade goods, an infantry, action cards, a mech's
// bonus) and names the rest in the log for the table to apply with table edits. The card drawn is
// public from then on; the draw piles' order never leaves the server (view.ts sends their sizes).

import { PLANETS_BY_ID, systemOfPlanet } from '../content/index.ts';
import {
  explorationCardOf,
  fateOf,
  type ExplorationCardData,
  type ExplorationDeck,
} from '../content/exploration-cards.ts';
import { drawActionCards } from '../board/action-cards.ts';
import { changePlanet, changeSpace, countOf, isGroundForce, isShip, planetName } from '../board/forces.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';
import { DEMILITARIZED_ZONE } from '../board/structures.ts';
import { plural } from '../kernel/plural.ts';
import { systemName } from '../board/card-helpers.ts';
import type { UnitType } from '../content/types.ts';
import type { GameEvent } from '../state/events.ts';
import type { GameState, PlanetState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import { discardExploration, drawExploration } from './exploration-decks.ts';

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

function withPlanet(state: GameState, id: string, change: (p: PlanetState) => PlanetState): GameState {
  const planet = state.galaxy.planets[id];
  if (!planet) return state;
  return {
    ...state,
    galaxy: { ...state.galaxy, planets: { ...state.galaxy.planets, [id]: change(planet) } },
  };
}

/** The deck `seat` explores `planet` from, or null when it is not explored (no decks, no trait, done). */
export function explorationDeckOf(state: GameState, planet: string): ExplorationDeck | null {
  if (!state.decks.exploration) return null;
  const trait = PLANETS_BY_ID.get(planet)?.trait;
  // A planet without a trait (Mecatol Rex, home planets) is never explored; a planet once only.
  if (trait === undefined || state.galaxy.planets[planet]?.explored) return null;
  return trait;
}

/**
 * After `seat` gained control of `planet`, which no player controlled (LRR 35): explore it when it
 * has a trait and was never explored, logging the card and what it did.
 */
export function exploreGainedPlanet(
  state: GameState,
  seat: Seat,
  planet: string,
  events: GameEvent[],
): GameState {
  const deck = explorationDeckOf(state, planet);
  if (deck === null) return state;
  return explorePlanet(state, seat, planet, deck, events);
}

/**
 * Every planet `seat` gained from no one between `before` and `after` (a move edit's landings) is
 * explored, in the order of the board.
 */
export function exploreAllGained(
  before: GameState,
  after: GameState,
  seat: Seat,
  events: GameEvent[],
): GameState {
  if (!after.decks.exploration || before.galaxy.planets === after.galaxy.planets) return after;
  let next = after;
  for (const [id, p] of Object.entries(after.galaxy.planets)) {
    if (p.controller === seat && before.galaxy.planets[id]?.controller === null)
      next = exploreGainedPlanet(next, seat, id, events);
  }
  return next;
}

/** Draws from `deck` for `planet` and resolves the card. */
export function explorePlanet(
  state: GameState,
  seat: Seat,
  planet: string,
  deck: ExplorationDeck,
  events: GameEvent[],
): GameState {
  return explore(state, seat, { planet }, deck, events);
}

/** What is explored: a planet, or the frontier token in a system (LRR 38). */
export type ExploreTarget = { readonly planet: string } | { readonly frontier: string };

/**
 * Draws from `deck` for `target` and resolves the card: a planet is marked explored; a frontier token
 * is taken off its system (LRR 38).
 */
export function explore(
  state: GameState,
  seat: Seat,
  target: ExploreTarget,
  deck: ExplorationDeck,
  events: GameEvent[],
): GameState {
  const planet = 'planet' in target ? target.planet : null;
  const marked =
    planet !== null
      ? withPlanet(state, planet, (p) => ({ ...p, explored: true }))
      : withoutFrontier(state, 'frontier' in target ? target.frontier : '');
  const who = nameOf(state, seat);
  const where =
    planet !== null
      ? planetName(planet)
      : `the frontier token in ${systemName('frontier' in target ? target.frontier : '')}`;
  const drawn = drawExploration(marked, deck);
  if (!drawn) {
    events.push({
      type: 'note',
      seat,
      text: `${who} would explore ${where}, but the ${deck} deck is empty.`,
    });
    return marked;
  }
  const card = explorationCardOf(drawn.card);
  if (drawn.reshuffled)
    events.push({
      type: 'note',
      seat: null,
      text: `The ${deck} exploration discard pile is shuffled into a new deck (LRR 35).`,
    });
  if (!card) return drawn.state;
  const more: GameEvent[] = [];
  const { state: resolved, text } = resolveCard(drawn.state, seat, planet, drawn.card, card, more);
  const fate = fateOf(card.effect);
  const placed = fate === 'discard' ? discardExploration(resolved, deck, drawn.card) : resolved;
  const after =
    fate === 'purge'
      ? ' The card leaves the game.'
      : fate === 'play-area'
        ? ' The card stays face up in play.'
        : '';
  events.push(
    { type: 'note', seat, text: `${who} explores ${where} (${deck}): ${card.name}. ${text}${after}` },
    ...more,
  );
  return placed;
}

const DARK_ENERGY_TAP = 'dark-energy-tap';

/**
 * Dark Energy Tap (LRR 38: frontier tokens are explored only through an ability): after a tactical
 * action in a system with a frontier token, its owner explores the token if a ship of theirs is there.
 */
export function exploreFrontierAfterTactical(
  state: GameState,
  seat: Seat,
  systemId: string,
  events: GameEvent[],
): GameState {
  if (!state.decks.exploration || !hasTechAbility(state.players[seat], DARK_ENERGY_TAP)) return state;
  const system = state.galaxy.systems.find((s) => s.systemId === systemId);
  if (!system?.frontier) return state;
  const ships = Object.entries(system.space[String(seat)] ?? {}).some(
    ([type, n]) => (n ?? 0) > 0 && isShip(type as UnitType),
  );
  return ships ? explore(state, seat, { frontier: systemId }, 'frontier', events) : state;
}

function withoutFrontier(state: GameState, systemId: string): GameState {
  const systems = state.galaxy.systems.map((s) => (s.systemId === systemId ? { ...s, frontier: false } : s));
  return { ...state, galaxy: { ...state.galaxy, systems } };
}

interface Resolved {
  readonly state: GameState;
  /** What happened, in a sentence or two. */
  readonly text: string;
}

const TABLE_EDIT = 'The app does not resolve it: apply it with table edits.';
const NEEDS_PLANET: ReadonlySet<string> = new Set([
  'attach',
  'attach-specialty',
  'demilitarized-zone',
  'units',
  'with-mech',
]);

function resolveCard(
  state: GameState,
  seat: Seat,
  planet: string | null,
  instance: string,
  card: ExplorationCardData,
  events: GameEvent[],
): Resolved {
  const effect = card.effect;
  if (planet === null) {
    // Frontier cards never need a planet; a planet's card drawn for a frontier token goes to the table.
    if (NEEDS_PLANET.has(effect.kind)) return { state, text: TABLE_EDIT };
    return resolveCard(state, seat, '', instance, card, events);
  }
  const attach = (s: GameState) =>
    withPlanet(s, planet, (p) => ({ ...p, attachments: [...p.attachments, card.id] }));
  switch (effect.kind) {
    case 'attach': {
      const parts = [
        effect.resources ? `+${effect.resources} resources` : '',
        effect.influence ? `+${effect.influence} influence` : '',
      ].filter((x) => x !== '');
      return { state: attach(state), text: `Attached to the planet: ${parts.join(', ')}.` };
    }
    case 'attach-specialty':
      return {
        state: attach(state),
        text: `Attached to the planet: a ${effect.color} specialty, or +1 resources and +1 influence if it has one.`,
      };
    case 'demilitarized-zone':
      return demilitarize(attach(state), seat, planet);
    case 'relic-fragment':
      return {
        state: updatePlayer(state, seat, (p) => ({
          ...p,
          relicFragments: [...(p.relicFragments ?? []), instance],
        })),
        text: `${nameOf(state, seat)} keeps it (relic fragments: ${(state.players[seat]?.relicFragments?.length ?? 0) + 1}).`,
      };
    case 'trade-goods': {
      const next = updatePlayer(state, seat, (p) => ({ ...p, tradeGoods: p.tradeGoods + effect.n }));
      const tokens = effect.commandTokens
        ? ` ${plural(effect.commandTokens, 'command token')} to place in a pool of their choice: a table edit.`
        : '';
      return {
        state: next,
        text: `${nameOf(state, seat)} gains ${plural(effect.n, 'trade good')}.${tokens}`,
      };
    }
    case 'units': {
      if (state.galaxy.planets[planet]?.attachments.includes(DEMILITARIZED_ZONE))
        return { state, text: 'No unit may be placed on a demilitarized planet.' };
      return {
        state: changePlanet(state, planet, seat, effect.unit, effect.count),
        text: `${plural(effect.count, effect.unit)} placed on the planet (a table edit takes it back if declined).`,
      };
    }
    case 'action-cards': {
      const drawn = drawActionCards(state, seat, effect.n);
      events.push(...drawn.events);
      return { state: drawn.state, text: `${nameOf(state, seat)} draws ${plural(effect.n, 'action card')}.` };
    }
    case 'with-mech': {
      if (countOf(state.galaxy.planets[planet]?.units[String(seat)], 'mech') === 0)
        return {
          state,
          text: 'No mech of theirs is there: removing an infantry for it is their choice, made with table edits.',
        };
      if (effect.then === 'ready')
        return {
          state: withPlanet(state, planet, (p) => ({ ...p, exhausted: false })),
          text: 'A mech is there: the planet is readied.',
        };
      const next = updatePlayer(state, seat, (p) => ({ ...p, tradeGoods: p.tradeGoods + 1 }));
      return { state: next, text: `A mech is there: ${nameOf(state, seat)} gains 1 trade good.` };
    }
    case 'table-edit':
      return { state, text: TABLE_EDIT };
  }
}

/** The explorer's structures on the planet go back to reinforcements and ground forces up to space. */
function demilitarize(state: GameState, seat: Seat, planet: string): Resolved {
  const units = state.galaxy.planets[planet]?.units[String(seat)] ?? {};
  const system = systemOfPlanet(planet);
  let next = state;
  let lifted = 0;
  for (const [type, n] of Object.entries(units) as [UnitType, number][]) {
    if (!n) continue;
    next = changePlanet(next, planet, seat, type, -n);
    if (isGroundForce(type) && system !== undefined) {
      next = changeSpace(next, system, seat, type, n);
      lifted += n;
    }
  }
  const capacity = lifted > 0 ? ' Ground forces beyond capacity are removed by table edit.' : '';
  return {
    state: next,
    text: `Attached: no unit may come onto the planet; structures return to reinforcements, ground forces to space.${capacity}`,
  };
}
