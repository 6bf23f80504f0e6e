// The `move-ships` intent: a tactical action's movement step (LRR 58), checked against the rules of
// rules/movement.ts and applied at once (LRR 58: the ships arrive together), once per tactical action
// and before its production. Fighters and ground forces ride within the ships' capacity (LRR 16, 95);
// each ship leaving a gravity rift rolls a die from the game's generator (LRR 41). A space combat may
// follow (rules/space-combat.ts).

import { carryDamage } from '../board/damage.ts';
import { systemOfPlanet, type UnitType } from '../content/index.ts';
import { addUnits, changePlanet, changeSpace, countOf, findSystem, isGroundForce } from '../board/forces.ts';
import { rollDice } from '../kernel/dice.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import type { GameEvent } from '../state/events.ts';
import type { Handlers, IntentOf } from '../state/handlers.ts';
import type { GameState, Seat, UnitCounts } from '../state/state.ts';
import type { Intent } from '../wire/intents.ts';
import type { Cargo, ShipGroup } from '../wire/move-intent.ts';
import {
  bestRoute,
  capacityOf,
  entryProblem,
  isNebula,
  isRift,
  moveBoard,
  moveValue,
  routesFrom,
  firstShipReach,
  startProblem,
  unitsText,
  unreachable,
  type MoveBoard,
  type Route,
} from './movement.ts';
import { systemLabel } from './tactical.ts';
import { spaceCannonOffense } from './space-cannon-offense.ts';

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;
const illegal = (message: string) => fail('rule/illegal-choice', message);

/** A group checked against the table: its ships, route and cargo. */
interface Plan {
  readonly from: string;
  readonly ships: readonly (readonly [UnitType, number])[];
  readonly route: Route;
  readonly cargo: readonly Cargo[];
}

/** Why `seat` cannot move ships now, or null: their own tactical action, before its production. */
export function movementStepProblem(state: GameState, seat: Seat): RuleError | null {
  if (state.phase !== 'action' || !state.tactical)
    return fail('intent/wrong-phase', 'Ships move during a tactical action, after a system is activated.');
  if (state.active !== seat)
    return fail(
      'intent/not-your-turn',
      `Only the active player moves ships; it is ${nameOf(state, state.active ?? 0)}'s turn.`,
    );
  if (state.tactical.moved)
    return fail('rule/already-decided', 'Your ships have already moved in this tactical action (LRR 58).');
  if (state.tactical.invasion)
    return fail('intent/wrong-phase', 'Movement comes before invasion in a tactical action (LRR 89).');
  const done = state.construction.producedIn;
  if (done && done.round === state.round && done.seat === seat && done.system === state.tactical.system)
    return fail('intent/wrong-phase', 'Movement comes before production in a tactical action (LRR 89).');
  return null;
}

/** The route a group names (`through`), checked, or the best one the rules allow. */
function routeOf(board: MoveBoard, group: ShipGroup, move: number): Route | RuleError {
  if (group.through === undefined) {
    const route = bestRoute(routesFrom(board, group.from, move), move);
    return (
      route ??
      illegal(
        `Ships with move ${move} cannot reach ${board.active} from ${group.from}: ${unreachable(board, group.from, move)}.`,
      )
    );
  }
  const path = [group.from, ...group.through, board.active];
  const positions = path.map((id) => board.positionOf.get(id));
  for (let i = 1; i < path.length; i++) {
    const [a, b] = [positions[i - 1], positions[i]];
    if (a === undefined || b === undefined) return illegal(`System ${path[i] ?? ''} is not on the board.`);
    if (!board.adjacent.get(a)?.has(b))
      return illegal(`${path[i - 1]} and ${path[i]} are not adjacent (LRR 6).`);
    if (i < path.length - 1 && path[i] === board.active)
      return illegal('A path ends in the active system: it does not pass through it.');
    const problem = entryProblem(board, b, i === path.length - 1);
    if (problem) return illegal(`The path from ${group.from} cannot go on: ${problem}.`);
  }
  const bonus = !isNebula(group.from) || board.ignored.has('nebula');
  const rifts = bonus ? path.slice(0, -1).filter(isRift) : [];
  const needs = path.length - 1 - rifts.length;
  if (needs > move)
    return illegal(`That path from ${group.from} is too long: move ${move}, distance ${needs}.`);
  return { through: group.through, rifts, needs };
}

/** Checks one group: its ships can move, along a route, with cargo they may pick up and carry. */
function planGroup(state: GameState, board: MoveBoard, seat: Seat, group: ShipGroup): Plan | RuleError {
  const start = startProblem(board, group.from);
  if (start) return illegal(`Ships in ${group.from} cannot move: ${start}.`);
  const ships = (Object.entries(group.ships) as [UnitType, number][]).filter(([, n]) => n > 0);
  let slowest = Infinity;
  for (const [unit] of ships) {
    const move = moveValue(state, seat, unit, group.from);
    if (move < 1) {
      const carry = unit === 'fighter' || isGroundForce(unit) ? ': name them as transported' : '';
      return illegal(`${unitsText(unit, 2)} have no move value${carry} (LRR 58).`);
    }
    slowest = Math.min(slowest, move);
  }
  const route = routeOf(board, group, slowest);
  if ('ok' in route) return route;
  const along = new Set([group.from, ...route.through]);
  const cargo = group.transport ?? [];
  for (const c of cargo) {
    const system = findSystem(state, c.from) ? c.from : systemOfPlanet(c.from);
    if (system === undefined || !along.has(system))
      return illegal(
        `Units are picked up in the system a group leaves or passes through, not in ${c.from} (LRR 95).`,
      );
    if (findSystem(state, system)?.tokens.includes(seat))
      return illegal(`Nothing is picked up in ${system}: it holds your command token (LRR 95).`);
    if (c.unit === 'fighter' && c.from !== system)
      return illegal('Fighters are picked up from a space area, not from a planet.');
  }
  const capacity = ships.reduce((a, [t, n]) => a + n * capacityOf(state, seat, t), 0);
  const carried = cargo.reduce((a, c) => a + c.count, 0);
  if (carried > capacity)
    return illegal(`The ships from ${group.from} carry ${capacity} (LRR 16); ${carried} were named.`);
  return { from: group.from, ships, route, cargo };
}

/** What each place gives up, by place (a system's space area or a planet) and unit type. */
function taken(plans: readonly Plan[]): Map<string, UnitCounts> {
  const out = new Map<string, UnitCounts>();
  const add = (place: string, unit: UnitType, n: number) => out.set(place, addUnits(out.get(place), unit, n));
  for (const p of plans) {
    for (const [t, n] of p.ships) add(p.from, t, n);
    for (const c of p.cargo) add(c.from, c.unit, c.count);
  }
  return out;
}

function have(state: GameState, seat: Seat, place: string, unit: UnitType): number {
  const system = findSystem(state, place);
  return countOf(
    system ? system.space[String(seat)] : state.galaxy.planets[place]?.units[String(seat)],
    unit,
  );
}

/** The seat's units named from every place are there, then off the board (they move at once). */
function lift(state: GameState, seat: Seat, plans: readonly Plan[]): GameState | RuleError {
  let next = state;
  for (const [place, units] of taken(plans)) {
    for (const [unit, n] of Object.entries(units) as [UnitType, number][]) {
      const there = have(state, seat, place, unit);
      if (there < n) return illegal(`You have ${unitsText(unit, there)} in ${place}, not ${n}.`);
      next = findSystem(state, place)
        ? changeSpace(next, place, seat, unit, -n)
        : changePlanet(next, place, seat, unit, -n);
    }
  }
  return next;
}

/** Cargo that no longer fits once ships are lost: the player would give up the cheapest first. */
const CARGO_LOSS_ORDER: readonly UnitType[] = ['fighter', 'infantry', 'mech'];

/** One group's way in: its gravity rift rolls, then its survivors and their cargo in the active system. */
function arrive(state: GameState, seat: Seat, plan: Plan, events: GameEvent[]): GameState {
  const active = state.tactical?.system ?? '';
  const name = nameOf(state, seat);
  let ships = new Map(plan.ships);
  let rng = state.rng;
  const via = plan.route.through.length > 0 ? ` through ${plan.route.through.join(', ')}` : '';
  const list = (units: Iterable<readonly [UnitType, number]>) =>
    [...units].filter(([, n]) => n > 0).map(([t, n]) => unitsText(t, n));
  const cargo = new Map<UnitType, number>();
  for (const c of plan.cargo) cargo.set(c.unit, (cargo.get(c.unit) ?? 0) + c.count);
  const carried = cargo.size > 0 ? ` (${list(cargo).join(', ')})` : '';
  events.push({
    type: 'note',
    seat,
    text: `${name} moves ${list(ships).join(' and ')}${carried} from ${plan.from}${via} to ${systemLabel(active).replace(/^system /, '')}.`,
  });
  for (const rift of plan.route.rifts) {
    const after = new Map<UnitType, number>();
    const rolls: string[] = [];
    const lost: [UnitType, number][] = [];
    for (const [unit, n] of ships) {
      if (n === 0) continue;
      const roll = rollDice(rng, n, 4);
      rng = roll.rng;
      rolls.push(`${roll.faces.join(', ')} for ${unitsText(unit, n)}`);
      after.set(unit, roll.hits);
      if (roll.hits < n) lost.push([unit, n - roll.hits]);
    }
    ships = after;
    if (rolls.length === 0) break;
    const outcome = lost.length === 0 ? 'none is lost' : `${list(lost).join(' and ')} removed`;
    events.push({
      type: 'note',
      seat,
      text: `Gravity rift in ${rift} (LRR 41: 1–3 removes the ship): ${name} rolls ${rolls.join('; ')}; ${outcome}.`,
    });
  }
  let room = [...ships].reduce((a, [t, n]) => a + n * capacityOf(state, seat, t), 0);
  const lostCargo: [UnitType, number][] = [];
  let kept = new Map<UnitType, number>();
  for (const unit of [...CARGO_LOSS_ORDER].reverse()) {
    const n = cargo.get(unit) ?? 0;
    const fits = Math.min(n, room);
    room -= fits;
    kept.set(unit, fits);
    if (fits < n) lostCargo.unshift([unit, n - fits]);
  }
  if (lostCargo.length > 0)
    events.push({
      type: 'note',
      seat,
      text: `With those ships go ${list(lostCargo).join(' and ')} they carried (LRR 41).`,
    });
  let next: GameState = { ...state, rng };
  kept = new Map([...kept].filter(([, n]) => n > 0));
  for (const [unit, n] of [...ships, ...kept]) if (n > 0) next = changeSpace(next, active, seat, unit, n);
  return next;
}

/** The `move-ships` intent (LRR 58). */
export function moveShips(state: GameState, seat: Seat, intent: IntentOf<'move-ships'>): Outcome {
  const step = movementStepProblem(state, seat);
  if (step) return step;
  const active = state.tactical?.system ?? '';
  const board = moveBoard(state, seat, active);
  const plans: Plan[] = [];
  for (const group of intent.moves) {
    const plan = planGroup(state, board, seat, group);
    if ('ok' in plan) return plan;
    plans.push(plan);
  }
  const lifted = lift(state, seat, plans);
  if ('ok' in lifted) return lifted;
  let next = lifted;
  const events: GameEvent[] = [];
  for (const plan of plans) next = arrive(next, seat, plan, events);
  // Damaged ships stay damaged where they go (LRR 87).
  const leaving = new Map<string, (readonly [UnitType, number])[]>();
  for (const plan of plans) leaving.set(plan.from, [...(leaving.get(plan.from) ?? []), ...plan.ships]);
  for (const [from, ships] of leaving) next = carryDamage(state, next, seat, from, active, ships);
  const tactical = next.tactical ? { ...next.tactical, moved: true as const } : null;
  // LRR 89.2 → 77 → 78: the cannons fire, then ships of two players in the active system fight.
  return applied(spaceCannonOffense({ ...next, tactical }, seat, events), events);
}

/**
 * An example move for `legal` (bots, tests, fuzzing): every ship of the first type that can reach the
 * active system, with the fighters and ground forces in its space area that fit.
 */
export function moveIntents(state: GameState, seat: Seat): Intent[] {
  if (movementStepProblem(state, seat)) return [];
  const active = state.tactical?.system ?? '';
  const first = firstShipReach(state, seat, active);
  if (!first) return [];
  let room = first.count * capacityOf(state, seat, first.unit);
  const space = findSystem(state, first.from)?.space[String(seat)] ?? {};
  const transport: Cargo[] = [];
  for (const unit of ['infantry', 'mech', 'fighter'] as const) {
    const n = Math.min(room, unit === first.unit ? 0 : countOf(space, unit));
    if (n > 0) transport.push({ from: first.from, unit, count: n });
    room -= n;
  }
  const group: ShipGroup = {
    from: first.from,
    ships: { [first.unit]: first.count },
    ...(transport.length > 0 ? { transport } : {}),
  };
  return [{ type: 'move-ships', moves: [group] }];
}

/** The intent this module owns, in the engine's handler table (engine/handlers.ts). */
export const moveShipsHandlers: Handlers<'move-ships'> = {
  'move-ships': (state, seat, intent) => moveShips(state, seat, intent),
};
