// The choices a standing order makes when it follows a secondary for its player (issue 17). Trade,
// Politics and Imperial ask nothing; Diplomacy readies the two exhausted planets (or stations) worth
// the most, resources plus influence. The cards whose secondary asks what to spend, build or research
// follow with what the player set in advance (`FollowSettings`):
// - Leadership: spend at most N influence, exhausting planets only (never trade goods), as few
//   influence as buys the most tokens, the tokens into one pool (LRR 52.3–52.4);
// - Construction: a PDS or a space dock on the first planet of the player's list where it may stand
//   (an empty list: any planet they control), the token in that planet's system (LRR 24.3);
// - Technology: the first technology of the player's list they can research now, paying four
//   resources with ready planets first, then trade goods (LRR 91.3);
// - Warfare: the listed units from the home system's best space dock, ships in space and ground
//   forces on the dock's planet, paid the same way (LRR 99.3).
// Every choice is tried against the card's own rules before it is offered: when none works, the
// answer is null and the player is asked, as without an order. An order sees only what its player
// sees (their own board, planets and technologies).

import { z } from 'zod';
import {
  PLANETS_BY_ID,
  STATIONS_BY_ID,
  systemOfPlanet,
  TECHNOLOGIES_BY_ID,
  UNIT_TYPES,
} from '../../content/index.ts';
import type { StrategyCardId } from '../../content/strategy-cards.ts';
import { isShip } from '../../board/forces.ts';
import { cheapestPayment, homeDocks, productionLimit, quoteOrder } from '../production.ts';
import { researchable, techStatus } from '../research.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { STRUCTURES } from '../../board/structures.ts';
import { reinforcementTokens, type POOLS } from '../../board/tokens.ts';
import { updatePlayer } from '../../state/update.ts';
import { exhaustedPlaces } from '../../board/card-helpers.ts';
import { DIPLOMACY_READY } from './diplomacy.ts';
import { INFLUENCE_PER_TOKEN } from './leadership.ts';
import { cardRules } from './registry.ts';
import { FOLLOW_TECH_COST } from './technology.ts';

/** Cards an order may follow with no settings. */
const PLAIN_FOLLOW_CARDS: readonly StrategyCardId[] = ['diplomacy', 'trade', 'politics', 'imperial'];
/** Cards an order may follow only with settings given in advance. */
export const SETTINGS_FOLLOW_CARDS = ['leadership', 'construction', 'warfare', 'technology'] as const;
export type SettingsFollowCard = (typeof SETTINGS_FOLLOW_CARDS)[number];
/** Every card a standing order can follow (the other has no secondary an order could make). */
export const FOLLOW_ORDER_CARDS: readonly StrategyCardId[] = [
  ...PLAIN_FOLLOW_CARDS,
  ...SETTINGS_FOLLOW_CARDS,
];

const planetId = z
  .string()
  .min(1)
  .max(64)
  .refine((id) => PLANETS_BY_ID.has(id), 'no such planet');

/** What the player sets in advance for each card whose secondary asks a choice. */
export const followSettingsSchema = z
  .object({
    leadership: z
      .object({
        /** The most influence to spend (a multiple of three buys that many thirds in tokens). */
        influence: z.number().int().min(INFLUENCE_PER_TOKEN).max(60),
        pool: z.enum(['tactic', 'fleet', 'strategy']),
      })
      .strict(),
    construction: z
      .object({
        structure: z.enum(STRUCTURES),
        /** Planets in the order tried; empty: any planet the player controls. */
        planets: z.array(planetId).max(40),
      })
      .strict(),
    technology: z
      .object({
        /** Technologies in the order tried; the first one researchable now is researched. */
        technologies: z
          .array(
            z
              .string()
              .min(1)
              .max(64)
              .refine((id) => TECHNOLOGIES_BY_ID.has(id), 'no such technology'),
          )
          .min(1)
          .max(12),
      })
      .strict(),
    warfare: z
      .object({
        units: z
          .array(z.object({ unit: z.enum(UNIT_TYPES), count: z.number().int().min(1).max(20) }).strict())
          .min(1)
          .max(8),
      })
      .strict(),
  })
  .partial()
  .strict();
export type FollowSettings = z.infer<typeof followSettingsSchema>;

const worth = (id: string) => {
  const p = PLANETS_BY_ID.get(id) ?? STATIONS_BY_ID.get(id);
  return p ? p.resources + p.influence : 0;
};

/** `choices` if the card's own rules accept them for this follower now, else null. */
function tried(state: GameState, seat: Seat, card: StrategyCardId, choices: unknown): unknown {
  const rules = cardRules(state, card);
  const parsed = rules.secondary?.safeParse(choices);
  if (!parsed?.success || !rules.resolveSecondary || rules.cannotFollow?.(state, seat)) return null;
  // The flow spends the card's strategy token before the secondary (strategic.ts payToFollow).
  let paid = state;
  if (rules.followCostsToken(state, seat)) {
    if ((state.players[seat]?.pools.strategy ?? 0) < 1) return null;
    paid = updatePlayer(state, seat, (p) => ({
      ...p,
      pools: { ...p.pools, strategy: p.pools.strategy - 1 },
    }));
  }
  return rules.resolveSecondary(paid, seat, parsed.data).ok ? parsed.data : null;
}

/** Ready planets and stations of the seat, with their values. */
function readyPlaces(state: GameState, seat: Seat) {
  const places = [
    ...Object.entries(state.galaxy.planets).map(([id, p]) => ({ id, p, data: PLANETS_BY_ID.get(id) })),
    ...Object.entries(state.galaxy.stations).map(([id, p]) => ({ id, p, data: STATIONS_BY_ID.get(id) })),
  ];
  return places
    .filter(({ p, data }) => p.controller === seat && !p.exhausted && data)
    .map(({ id, data }) => ({ id, influence: data?.influence ?? 0, resources: data?.resources ?? 0 }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Leadership: the planets to exhaust for the most tokens `cap` influence can buy, wasting the least
 * influence, then keeping the most resources ready; null when nothing can be bought.
 */
function leadershipChoice(state: GameState, seat: Seat, cap: number, pool: (typeof POOLS)[number]) {
  // best[s]: the planets whose influence adds up to exactly s, losing the fewest resources.
  const best: ({ ids: string[]; resources: number } | undefined)[] = [{ ids: [], resources: 0 }];
  for (const place of readyPlaces(state, seat).filter((p) => p.influence > 0)) {
    for (let s = cap - place.influence; s >= 0; s--) {
      const from = best[s];
      if (!from) continue;
      const to = best[s + place.influence];
      const resources = from.resources + place.resources;
      if (!to || resources < to.resources)
        best[s + place.influence] = { ids: [...from.ids, place.id], resources };
    }
  }
  const room = reinforcementTokens(state, seat);
  let chosen: { tokens: number; ids: string[] } | null = null;
  for (let s = INFLUENCE_PER_TOKEN; s <= cap; s++) {
    const set = best[s];
    const tokens = Math.min(Math.floor(s / INFLUENCE_PER_TOKEN), room);
    // Sums rise, so the first sum reaching a token count wastes the least (and loses fewest resources).
    if (set && tokens > (chosen?.tokens ?? 0)) chosen = { tokens, ids: set.ids };
  }
  if (!chosen) return null;
  const pools = { tactic: 0, fleet: 0, strategy: 0, [pool]: chosen.tokens };
  return tried(state, seat, 'leadership', { payment: { planets: chosen.ids, tradeGoods: 0 }, pools });
}

function constructionChoice(
  state: GameState,
  seat: Seat,
  settings: NonNullable<FollowSettings['construction']>,
) {
  const mine = Object.entries(state.galaxy.planets)
    .filter(([, p]) => p.controller === seat)
    .map(([id]) => id)
    .sort();
  const planets = settings.planets.length > 0 ? settings.planets : mine;
  for (const planet of planets) {
    const system = systemOfPlanet(planet);
    if (!system) continue;
    // Thunder's Edge's secondary names no system (its token stays off the board).
    const choice = state.setup.options.thundersEdge
      ? { structure: settings.structure, planet }
      : { system, structure: settings.structure, planet };
    const ok = tried(state, seat, 'construction', choice);
    if (ok) return ok;
  }
  return null;
}

function technologyChoice(state: GameState, seat: Seat, technologies: readonly string[]) {
  const open = new Set(researchable(state, seat).map((t) => t.id));
  for (const technology of technologies) {
    if (!open.has(technology)) continue;
    const skips = techStatus(state, seat, technology).skips.map((s) => s.planet);
    const payment = cheapestPayment(state, seat, FOLLOW_TECH_COST, skips);
    if (!payment) continue;
    const ok = tried(state, seat, 'technology', { technology, skips, payment });
    if (ok) return ok;
  }
  return null;
}

function warfareChoice(state: GameState, seat: Seat, settings: NonNullable<FollowSettings['warfare']>) {
  const home = state.players[seat]?.homeSystem ?? '';
  const dock = homeDocks(state, seat)
    .map((d) => ({ d, limit: productionLimit(state, seat, { system: home, dock: d }) }))
    .sort((a, b) => b.limit - a.limit || a.d.localeCompare(b.d))[0]?.d;
  if (!dock) return null;
  const units = settings.units.map((l) => ({ ...l, place: isShip(l.unit) ? 'space' : dock }));
  const payment = cheapestPayment(state, seat, quoteOrder(state, seat, units).cost);
  if (!payment) return null;
  // Thunder's Edge: every unit in the home system produces, so no dock is named.
  return tried(
    state,
    seat,
    'warfare',
    state.setup.options.thundersEdge ? { units, payment } : { units, payment, dock },
  );
}

/**
 * The choices to follow `card`'s secondary with, or null when an order should not follow (then the
 * player is asked): a card needing settings without them, or nothing the settings name works now.
 */
export function standingFollowChoice(
  state: GameState,
  seat: Seat,
  card: StrategyCardId,
  settings: FollowSettings = {},
): unknown {
  switch (card) {
    case 'diplomacy': {
      const best = exhaustedPlaces(state, seat)
        .sort((a, b) => worth(b) - worth(a) || a.localeCompare(b))
        .slice(0, DIPLOMACY_READY);
      return best.length > 0 ? { ready: best } : null; // nothing to ready: following would only cost a token
    }
    case 'leadership':
      return settings.leadership
        ? leadershipChoice(state, seat, settings.leadership.influence, settings.leadership.pool)
        : null;
    case 'construction':
      return settings.construction ? constructionChoice(state, seat, settings.construction) : null;
    case 'technology':
      return settings.technology ? technologyChoice(state, seat, settings.technology.technologies) : null;
    case 'warfare':
      return settings.warfare ? warfareChoice(state, seat, settings.warfare) : null;
    default:
      return PLAIN_FOLLOW_CARDS.includes(card) ? {} : null;
  }
}
