// Diplomacy (LRR 32): the active player chooses a system with a planet they
// control, not Mecatol Rex's; every other player puts a command token there
// from reinforcements unless one of theirs is already there (32.2). A player
// with empty reinforcements takes one from a pool of their choice: the primary
// waits for that choice (a `card-choice` from them). The active player also
// readies up to two exhausted planets. Secondary (32.3): a strategy token to
// ready up to two exhausted planets. Space stations ready like planets (003 note 3).
// The Xxcha may then take a planet with Peace Accords (peace-accords.ts), named in either form.

import { z } from 'zod';
import { MECATOL_REX_SYSTEM_ID, SYSTEMS_BY_ID } from '../../content/index.ts';
import type { GameEvent } from '../../state/events.ts';
import { applied } from '../../state/outcome.ts';
import { fail, type RuleError } from '../../kernel/result.ts';
import type { GameState, Seat, TokenPool } from '../../state/state.ts';
import { POOLS, reinforcementTokens } from '../../board/tokens.ts';
import { clockwiseFrom } from '../../board/turn-order.ts';
import { updatePlayer } from '../../state/update.ts';
import { peaceAccords } from './peace-accords.ts';
import {
  cardData,
  exhaustedPlaces,
  listNames,
  placeId,
  placeName,
  readyPlaces,
  seatName,
  seatSchema,
  systemName,
} from '../../board/card-helpers.ts';
import type { CardRules, PrimaryStep } from './types.ts';

/** LRR 32.2–32.3: planets readied by the primary or by the secondary. */
export const DIPLOMACY_READY = 2;

export const diplomacyPrimary = z
  .object({
    /** Tile id of the chosen system; null only when no system qualifies. */
    system: z.string().min(1).max(16).nullable(),
    /** Exhausted planets or space stations to ready (up to two). */
    ready: z.array(placeId).max(40).default([]),
    /** The Xxcha's Peace Accords: a planet to take afterwards (peace-accords.ts). */
    peaceAccords: placeId.nullable().optional(),
  })
  .strict();
export const diplomacySecondary = z
  .object({ ready: z.array(placeId).max(40).default([]), peaceAccords: placeId.nullable().optional() })
  .strict();
export const diplomacyChoice = z.object({ pool: z.enum(['tactic', 'fleet', 'strategy']) }).strict();

const dataSchema = z.object({
  system: z.string().nullable(),
  /** Players who must still choose the pool their token comes from. */
  awaiting: z.array(seatSchema),
});
type DiplomacyData = z.infer<typeof dataSchema>;

/** Systems the active player may choose: a planet they control, other than the Mecatol Rex system. */
export function diplomacySystems(state: GameState, seat: Seat): string[] {
  const controlled = new Set(
    Object.entries(state.galaxy.planets)
      .filter(([, p]) => p.controller === seat)
      .map(([id]) => id),
  );
  return state.galaxy.systems
    .map((s) => s.systemId)
    .filter(
      (id) =>
        id !== MECATOL_REX_SYSTEM_ID &&
        (SYSTEMS_BY_ID.get(id)?.planets ?? []).some((p) => controlled.has(p.id)),
    );
}

function nonEmptyPools(state: GameState, seat: Seat): TokenPool[] {
  const pools = state.players[seat]?.pools;
  return pools ? POOLS.filter((p) => pools[p] > 0) : [];
}

function addToken(state: GameState, systemId: string, seat: Seat): GameState {
  const systems = state.galaxy.systems.map((s) =>
    s.systemId === systemId ? { ...s, tokens: [...s.tokens, seat] } : s,
  );
  return { ...state, galaxy: { ...state.galaxy, systems } };
}

function takeFromPool(state: GameState, systemId: string, seat: Seat, pool: TokenPool): GameState {
  const next = updatePlayer(state, seat, (p) => ({ ...p, pools: { ...p.pools, [pool]: p.pools[pool] - 1 } }));
  return addToken(next, systemId, seat);
}

function withData(state: GameState, data: DiplomacyData): GameState {
  return state.strategic ? { ...state, strategic: { ...state.strategic, data } } : state;
}

/** LRR 32.2: each other player's token goes to the system; returns who must still choose a pool. */
function placeTokens(
  state: GameState,
  active: Seat,
  systemId: string,
): { state: GameState; events: GameEvent[]; awaiting: Seat[] } {
  let next = state;
  const placed: string[] = [];
  const already: string[] = [];
  const awaiting: Seat[] = [];
  const events: GameEvent[] = [];
  for (const seat of clockwiseFrom(state.players.length, active)) {
    const system = next.galaxy.systems.find((s) => s.systemId === systemId);
    if (system?.tokens.includes(seat)) {
      already.push(seatName(state, seat));
    } else if (reinforcementTokens(next, seat) > 0) {
      next = addToken(next, systemId, seat);
      placed.push(seatName(state, seat));
    } else {
      const pools = nonEmptyPools(next, seat);
      const only = pools.length === 1 ? pools[0] : undefined;
      if (only) {
        next = takeFromPool(next, systemId, seat, only);
        events.push({
          type: 'note',
          seat,
          text: `${seatName(state, seat)} has no command token in reinforcements and places one from the ${only} pool.`,
        });
      } else if (pools.length > 1) {
        awaiting.push(seat);
      } else {
        events.push({
          type: 'note',
          seat,
          text: `${seatName(state, seat)} has no command token left to place.`,
        });
      }
    }
  }
  const where = systemName(systemId);
  const head: GameEvent[] = [];
  if (placed.length > 0)
    head.push({
      type: 'note',
      seat: active,
      text: `${listNames(placed)} place a command token in ${where}.`,
    });
  if (already.length > 0)
    head.push({
      type: 'note',
      seat: active,
      text: `${listNames(already)} already ${already.length === 1 ? 'has' : 'have'} a command token in ${where}.`,
    });
  if (awaiting.length > 0)
    head.push({
      type: 'note',
      seat: active,
      text: `${listNames(awaiting.map((s) => seatName(state, s)))} must choose a pool to take a command token from: their reinforcements are empty.`,
    });
  return { state: next, events: [...head, ...events], awaiting };
}

function readied(state: GameState, seat: Seat, ids: readonly string[]): GameEvent[] {
  if (ids.length === 0) return [];
  return [{ type: 'note', seat, text: `${seatName(state, seat)} readies ${listNames(ids.map(placeName))}.` }];
}

function resolvePrimary(state: GameState, seat: Seat, raw: unknown): PrimaryStep | RuleError {
  const choices = raw as z.infer<typeof diplomacyPrimary>;
  const eligible = diplomacySystems(state, seat);
  if (choices.system === null) {
    if (eligible.length > 0)
      return fail('rule/illegal-choice', 'Choose a system that contains a planet you control.');
  } else if (!eligible.includes(choices.system)) {
    return fail(
      'rule/illegal-choice',
      choices.system === MECATOL_REX_SYSTEM_ID
        ? 'Diplomacy cannot be used on the Mecatol Rex system.'
        : `Choose a system that contains a planet you control; ${systemName(choices.system)} does not.`,
    );
  }
  const ready = readyPlaces(state, seat, choices.ready, DIPLOMACY_READY);
  if ('ok' in ready) return ready;
  const events: GameEvent[] = [];
  let next = ready;
  let awaiting: Seat[] = [];
  if (choices.system === null) {
    events.push({
      type: 'note',
      seat,
      text: `${seatName(state, seat)} controls no planet outside Mecatol Rex: no system is chosen.`,
    });
  } else {
    events.push({
      type: 'note',
      seat,
      text: `${seatName(state, seat)} chooses ${systemName(choices.system)} for Diplomacy.`,
    });
    const placed = placeTokens(next, seat, choices.system);
    next = placed.state;
    awaiting = placed.awaiting;
    events.push(...placed.events);
  }
  events.push(...readied(state, seat, choices.ready));
  const accords = peaceAccords(next, seat, choices.peaceAccords);
  if ('ok' in accords) return accords;
  next = accords.state;
  events.push(...accords.events);
  next = withData(next, { system: choices.system, awaiting });
  return { ok: true, state: next, events, done: awaiting.length === 0 };
}

function awaiting(state: GameState): Seat[] {
  return cardData(state, dataSchema)?.awaiting ?? [];
}

function resolveChoice(state: GameState, seat: Seat, raw: unknown): PrimaryStep | RuleError {
  const { pool } = raw as z.infer<typeof diplomacyChoice>;
  const data = cardData(state, dataSchema);
  if (!data?.system || !data.awaiting.includes(seat))
    return fail('intent/not-your-turn', 'Diplomacy is not waiting for a choice from you.');
  if ((state.players[seat]?.pools[pool] ?? 0) < 1)
    return fail('rule/no-token', `Your ${pool} pool is empty: choose a pool that has a command token.`);
  let next = takeFromPool(state, data.system, seat, pool);
  const rest = data.awaiting.filter((s) => s !== seat);
  next = withData(next, { ...data, awaiting: rest });
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${seatName(state, seat)} places a command token from the ${pool} pool in ${systemName(data.system)}.`,
    },
  ];
  return { ok: true, state: next, events, done: rest.length === 0 };
}

export const diplomacyCard: CardRules = {
  primary: diplomacyPrimary,
  secondary: diplomacySecondary,
  choice: diplomacyChoice,
  resolvePrimary,
  awaiting,
  resolveChoice,
  exampleChoice: (state, seat) => ({ pool: nonEmptyPools(state, seat)[0] ?? 'tactic' }),
  awaitingText: (state) => {
    const seats = awaiting(state);
    const who = listNames(seats.map((s) => seatName(state, s)));
    return `Waiting for ${who} to choose which pool to take a command token from for Diplomacy (${seats.length === 1 ? 'their' : 'each one’s'} reinforcements are empty).`;
  },
  followCostsToken: () => true,
  resolveSecondary(state, seat, raw) {
    const { ready, peaceAccords: planet } = raw as z.infer<typeof diplomacySecondary>;
    const next = readyPlaces(state, seat, ready, DIPLOMACY_READY);
    if ('ok' in next) return next;
    const accords = peaceAccords(next, seat, planet);
    if ('ok' in accords) return accords;
    return applied(accords.state, [...readied(state, seat, ready), ...accords.events]);
  },
  ordered: false,
  examplePrimary: (state, seat) => ({
    system: diplomacySystems(state, seat)[0] ?? null,
    ready: exhaustedPlaces(state, seat).slice(0, DIPLOMACY_READY),
  }),
  exampleSecondary: (state, seat) => ({ ready: exhaustedPlaces(state, seat).slice(0, DIPLOMACY_READY) }),
  // Before the choice: the systems the active player may choose (public facts); after: the choice.
  viewData: (state) => {
    const s = state.strategic;
    const data = cardData(state, dataSchema);
    if (data) return data;
    return s && s.step === 'primary' ? { systems: diplomacySystems(state, s.active) } : {};
  },
};
