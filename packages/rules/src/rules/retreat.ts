// Retreats from a space combat (LRR 78.4, 78.7). At the start of each round, in the Announce Retreats
// step, the defender and then the attacker may announce a retreat; a seat with no eligible system is
// never asked (LRR 78.4c), and once the defender has announced one the attacker may not (LRR 78.4b).
// After the round's hits (LRR 78.7) the ships that have a move value move to the adjacent system named,
// carrying fighters and ground forces from the space area within their capacity (the rest are
// removed), and a command token from reinforcements goes there unless one of the seat's is there
// already (LRR 78.7d). The seat then has no ships in the active system: the combat ends (LRR 78.9).
// Pure: rules/space-combat.ts pauses and resumes its rounds here; rules/announce-retreat.ts owns the
// intent.

import { changeSpace, findSystem, isGroundForce, isShip, planetsOf } from '../board/forces.ts';
import { POOLS, reinforcementTokens } from '../board/tokens.ts';
import type { UnitType } from '../content/index.ts';
import type { GameEvent } from '../state/events.ts';
import { updatePlayer } from '../state/update.ts';
import type { GameState, RetreatsState, Seat, SpaceCombatState } from '../state/state.ts';
import { carryDamage, storeDamage } from '../board/damage.ts';
import { combatOf, nameOf, profileFor } from './combat-sides.ts';
import { capacityOf, entryProblem, moveBoard, unitsText } from './movement.ts';
import { systemLabel } from './tactical.ts';

/** The combat with its retreat announcements replaced (or dropped). */
function withRetreats(state: GameState, retreats: RetreatsState | null): GameState {
  const combat = combatOf(state);
  const t = state.tactical;
  if (!combat || !t) return state;
  const { retreats: _old, ...base } = combat;
  const next: SpaceCombatState = retreats ? { ...base, retreats } : base;
  return { ...state, tactical: { ...t, combat: next } };
}

/**
 * Why `seat`'s ships in the active system may not retreat to `to`, in a sentence, or null: it must be
 * adjacent (LRR 78.7b), hold one of the seat's units or a planet it controls, hold no other player's
 * ships (LRR 78.7c), and be a system ships may enter: no supernova, no asteroid field without an
 * ability, no nebula (it is not the active system, LRR 59) (LRR 9).
 */
export function retreatProblem(state: GameState, seat: Seat, to: string): string | null {
  const active = state.tactical?.system;
  if (active === undefined) return 'There is no active system to retreat from.';
  const system = findSystem(state, to);
  if (!system || system.position < 0) return `System ${to} is not on the board.`;
  const board = moveBoard(state, seat, active);
  const from = board.positionOf.get(active);
  if (to === active || from === undefined || !board.adjacent.get(from)?.has(system.position))
    return `${cap(systemLabel(to))} is not adjacent to the active system (LRR 78.7b).`;
  const others = Object.entries(system.space).filter(
    ([owner, units]) =>
      Number(owner) !== seat && Object.entries(units).some(([t, n]) => (n ?? 0) > 0 && isShip(t as UnitType)),
  );
  if (others.length > 0)
    return `${cap(systemLabel(to))} holds ${others.map(([o]) => nameOf(state, Number(o))).join(' and ')}'s ships (LRR 78.7c).`;
  const own =
    Object.values({ ...system.space[String(seat)] }).some((n) => (n ?? 0) > 0) ||
    planetsOf(to).some((p) => {
      const planet = state.galaxy.planets[p];
      return (
        planet?.controller === seat ||
        Object.values({ ...planet?.units[String(seat)] }).some((n) => (n ?? 0) > 0)
      );
    });
  if (!own) return `${cap(systemLabel(to))} holds none of your units and no planet you control (LRR 78.7c).`;
  const entry = entryProblem(board, system.position, false);
  return entry ? `${cap(entry)}.` : null;
}

const cap = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** The systems `seat` could retreat to from the active system (LRR 78.4c), in the board's order. */
export function retreatDestinations(state: GameState, seat: Seat): string[] {
  const active = state.tactical?.system;
  if (active === undefined) return [];
  const board = moveBoard(state, seat, active);
  const from = board.positionOf.get(active);
  const near = from === undefined ? new Set<number>() : (board.adjacent.get(from) ?? new Set<number>());
  return state.galaxy.systems
    .filter((s) => near.has(s.position) && retreatProblem(state, seat, s.systemId) === null)
    .map((s) => s.systemId);
}

/**
 * The seat the Announce Retreats step waits for, or null: the defender first, then the attacker (not
 * after the defender announced a retreat, LRR 78.4b); a seat without an eligible system is skipped
 * (LRR 78.4c). Only in a space combat, before its round is rolled.
 */
export function retreatAsked(state: GameState): Seat | null {
  const combat = combatOf(state);
  const r = combat?.retreats;
  if (!combat || !r || combat.planet !== undefined || r.round !== combat.round + 1) return null;
  for (const seat of [combat.defender, combat.attacker]) {
    if (r.decided.includes(seat)) continue;
    if (seat === combat.attacker && r.retreat?.seat === combat.defender) continue;
    if (retreatDestinations(state, seat).length === 0) continue;
    return seat;
  }
  return null;
}

/**
 * Opens the Announce Retreats step of the next round of a space combat (none for a ground combat) and
 * says whether it waits for a seat: space-combat.ts's `fight` pauses then.
 */
export function openAnnouncements(state: GameState): { state: GameState; waits: boolean } {
  const combat = combatOf(state);
  if (!combat || combat.planet !== undefined) return { state, waits: false };
  const next =
    combat.retreats?.round === combat.round + 1
      ? state
      : withRetreats(state, { round: combat.round + 1, decided: [] });
  if (retreatAsked(next) !== null) return { state: next, waits: true };
  // Nobody (else) to ask: only a retreat announced is kept, for the Retreat step after the round.
  return { state: combatOf(next)?.retreats?.retreat ? next : withRetreats(next, null), waits: false };
}

/** Records `seat`'s announcement (checked by rules/announce-retreat.ts). */
export function recordAnnouncement(
  state: GameState,
  seat: Seat,
  to: string | null,
  events: GameEvent[],
): GameState {
  const r = combatOf(state)?.retreats;
  if (!r) return state;
  const name = nameOf(state, seat);
  events.push({
    type: 'note',
    seat,
    text:
      to === null
        ? `${name} fights on: no retreat in round ${r.round} (LRR 78.4).`
        : `${name} announces a retreat to ${systemLabel(to)}: the ships leave after round ${r.round}'s hits (LRR 78.4, 78.7).`,
  });
  return withRetreats(state, {
    ...r,
    decided: [...r.decided, seat],
    ...(to === null ? {} : { retreat: { seat, to } }),
  });
}

/**
 * The Retreat step (LRR 78.7), once the round the announcements were for has been rolled and its hits
 * assigned: the announced retreat, if any, is carried out; the announcements are cleared. Called only
 * while both sides still have ships (else the combat has ended and no retreat occurs, LRR 78.7a).
 */
export function resolveRetreat(state: GameState, events: GameEvent[]): GameState {
  const announced = combatOf(state)?.retreats?.retreat;
  const next = withRetreats(state, null);
  if (!announced) return next;
  const { seat } = announced;
  // The system named must still be eligible (LRR 78.7); table edits may have changed the board.
  const to =
    retreatProblem(next, seat, announced.to) === null ? announced.to : retreatDestinations(next, seat)[0];
  if (to === undefined) {
    events.push({
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} has no eligible system left: the retreat does not occur (LRR 78.7).`,
    });
    return next;
  }
  if (to !== announced.to)
    events.push({
      type: 'note',
      seat,
      text: `${cap(systemLabel(announced.to))} is no longer eligible: ${nameOf(state, seat)} retreats to ${systemLabel(to)} instead (LRR 78.7).`,
    });
  return carryOut(next, seat, to, events);
}

/** Moves the seat's ships, and what they can carry, from the active system to `to` (LRR 78.7b, 78.7d). */
function carryOut(state: GameState, seat: Seat, to: string, events: GameEvent[]): GameState {
  const active = state.tactical?.system as string;
  const space = findSystem(state, active)?.space[String(seat)] ?? {};
  const units = (Object.entries(space) as [UnitType, number][]).filter(([, n]) => n > 0);
  // Units with a move value move by themselves (ships; a Floating Factory too); fighters without one
  // and ground forces need capacity; anything else in the space area stays.
  const movers = units.filter(([t]) => (profileFor(state, seat, t).move ?? 0) > 0);
  let room = movers.reduce((a, [t, n]) => a + n * capacityOf(state, seat, t), 0);
  // What the capacity takes: ground forces first, then fighters (rules-decisions.md).
  const cargo = units
    .filter(([t]) => !movers.some(([m]) => m === t) && (isGroundForce(t) || t === 'fighter'))
    .sort(([a], [b]) => Number(isGroundForce(b)) - Number(isGroundForce(a)));
  const carried: [UnitType, number][] = [];
  const removed: [UnitType, number][] = [];
  for (const [t, n] of cargo) {
    const k = Math.min(n, room);
    room -= k;
    if (k > 0) carried.push([t, k]);
    if (n > k) removed.push([t, n - k]);
  }
  let next = state;
  for (const [t, n] of [...movers, ...carried]) {
    next = changeSpace(next, active, seat, t, -n);
    next = changeSpace(next, to, seat, t, n);
  }
  for (const [t, n] of removed) next = changeSpace(next, active, seat, t, -n);
  // The ships' damage goes with them (LRR 87: repaired only in the status phase).
  const hurt = storeDamage(state, active, combatOf(state)?.damaged ?? {});
  next = carryDamage(hurt, next, seat, active, to, movers);
  const name = nameOf(state, seat);
  const list = (xs: [UnitType, number][]) => xs.map(([t, n]) => unitsText(t, n)).join(', ');
  if (movers.length > 0)
    events.push({
      type: 'note',
      seat,
      text: `${name} retreats to ${systemLabel(to)} with ${list(movers)}${carried.length > 0 ? ` carrying ${list(carried)}` : ''} (LRR 78.7b).`,
    });
  if (removed.length > 0)
    events.push({
      type: 'note',
      seat,
      text: `${name}'s ${list(removed)} left without capacity to carry them ${removed.length === 1 && removed[0]?.[1] === 1 ? 'is' : 'are'} removed (LRR 78.7b).`,
    });
  return movers.length > 0 ? placeToken(next, seat, to, events) : next;
}

/**
 * LRR 78.7d: a command token goes to the system retreated to, from reinforcements, or from the command
 * sheet when none is left there (the first pool that has one: tactic, fleet, strategy; rules-decisions.md);
 * none when one of the seat's tokens is there already.
 */
function placeToken(state: GameState, seat: Seat, to: string, events: GameEvent[]): GameState {
  const name = nameOf(state, seat);
  const system = findSystem(state, to);
  const player = state.players[seat];
  if (!system || !player) return state;
  if (system.tokens.includes(seat)) {
    events.push({
      type: 'note',
      seat,
      text: `${name} already has a command token in ${systemLabel(to)}: none is added (LRR 78.7d).`,
    });
    return state;
  }
  const pool = reinforcementTokens(state, seat) > 0 ? null : POOLS.find((p) => player.pools[p] > 0);
  if (pool === undefined) {
    events.push({ type: 'note', seat, text: `${name} has no command token left to place (LRR 78.7d).` });
    return state;
  }
  const systems = state.galaxy.systems.map((s) =>
    s.systemId === to ? { ...s, tokens: [...s.tokens, seat] } : s,
  );
  const taken = pool
    ? updatePlayer(state, seat, (p) => ({ ...p, pools: { ...p.pools, [pool]: p.pools[pool] - 1 } }))
    : state;
  events.push({
    type: 'note',
    seat,
    text: `${name} places a command token ${pool ? `from their ${pool} pool (none is left in reinforcements)` : 'from reinforcements'} in ${systemLabel(to)} (LRR 78.7d).`,
  });
  return { ...taken, galaxy: { ...taken.galaxy, systems } };
}
