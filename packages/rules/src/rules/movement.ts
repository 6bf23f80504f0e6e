// Where a player's ships may move from in a tactical action's movement step (LRR 58), and by which
// path: adjacency (LRR 6: hex sides, hyperlanes, wormholes), move values from the unit profiles (LRR
// 96, 97: faction units and unit upgrades), other players' ships (LRR 58), command tokens (LRR 58),
// and the anomalies (LRR 9): asteroid fields (11), gravity rifts (41), nebulae (59), supernovae (86).
// Pure: it reads the table and answers; rules/move-ships.ts checks and applies a move with it.

import { SYSTEMS_BY_ID, unitProfile, type Anomaly, type UnitType } from '../content/index.ts';
import { adjacency } from '../board/neighbours.ts';
import { type BoardView, findSystem, isShip, unitCount } from '../board/forces.ts';
import { techAbilities } from '../board/tech-abilities.ts';
import { anomaliesIgnored, passesShips } from '../hooks/mechanisms.ts';
import type { Seat, SystemState } from '../state/state.ts';

/** The way a group takes into the active system. */
export interface Route {
  /** The systems passed through, in order, between the starting system and the active system. */
  readonly through: readonly string[];
  /** Gravity rifts moved out of or through (the starting system included): a die for each ship, each (LRR 41). */
  readonly rifts: readonly string[];
  /** Systems entered less the rifts' bonus: what the ships' move value must reach. */
  readonly needs: number;
}

/** One type of a seat's ships in one system, and whether it can reach the active system. */
export interface ShipReach {
  readonly from: string;
  readonly unit: UnitType;
  readonly count: number;
  readonly move: number;
  /** The best way in (fewest gravity rifts, then shortest), or why there is none, in a sentence. */
  readonly reach: { readonly route: Route } | { readonly problem: string };
}

/** The table as movement sees it, worked out once per question. */
export interface MoveBoard {
  readonly state: BoardView;
  readonly seat: Seat;
  readonly active: string;
  readonly at: ReadonlyMap<number, SystemState>;
  readonly positionOf: ReadonlyMap<string, number>;
  readonly adjacent: ReadonlyMap<number, ReadonlySet<number>>;
  readonly ignored: ReadonlySet<Anomaly>;
  /** Other players' ships do not block the way (Light/Wave Deflector). */
  readonly passes: boolean;
  /** Whether ships may enter each position on their way, as routesFrom finds out (a cache). */
  readonly enterable: Map<number, boolean>;
}

export function moveBoard(state: BoardView, seat: Seat, active: string): MoveBoard {
  return {
    state,
    seat,
    active,
    at: new Map(state.galaxy.systems.map((s) => [s.position, s])),
    positionOf: new Map(state.galaxy.systems.map((s) => [s.systemId, s.position])),
    enterable: new Map(),
    adjacent: adjacency(state.galaxy),
    ignored: anomaliesIgnored(state, seat),
    passes: passesShips(state, seat),
  };
}

const anomaliesOf = (systemId: string): readonly Anomaly[] => SYSTEMS_BY_ID.get(systemId)?.anomalies ?? [];
export const isRift = (systemId: string) => anomaliesOf(systemId).includes('gravity-rift');
export const isNebula = (systemId: string) => anomaliesOf(systemId).includes('nebula');

/** "Bo's 2 destroyers": another player's ships in a system's space area, as a sentence's subject. */
function othersShips(board: MoveBoard, system: SystemState): string | null {
  for (const [owner, units] of Object.entries(system.space)) {
    const seat = Number(owner);
    if (seat === board.seat) continue;
    const ships = (Object.entries(units) as [UnitType, number][]).filter(([t, n]) => n > 0 && isShip(t));
    if (ships.length === 0) continue;
    const name = board.state.players[seat]?.name ?? `Seat ${seat + 1}`;
    return `${name}'s ${ships.map(([t, n]) => unitsText(t, n)).join(' and ')}`;
  }
  return null;
}

/** "2 cruisers", "1 carrier", "3 infantry": units as a move's log line words them. */
export function unitsText(type: UnitType, n: number): string {
  return unitCount(type, n).toLowerCase();
}

/**
 * Why a ship cannot enter this system on its way (`last`: as the active system it ends in), or null:
 * supernovae never (LRR 86), asteroid fields (LRR 11), nebulae only as the active system (LRR 59), and
 * no system holding another player's ships on the way (LRR 58) — each unless an ability lifts it
 * (Antimass Deflectors, Gashlai Physiology, Voidborn, Light/Wave Deflector).
 */
export function entryProblem(board: MoveBoard, position: number, last: boolean): string | null {
  const system = board.at.get(position);
  if (!system) return 'that system is not on the board';
  const id = system.systemId;
  const anomalies = anomaliesOf(id);
  if (anomalies.includes('supernova') && !board.ignored.has('supernova'))
    return `the supernova in ${id} cannot be entered (LRR 86)`;
  if (anomalies.includes('asteroid-field') && !board.ignored.has('asteroid-field'))
    return `the asteroid field in ${id} cannot be entered (LRR 11)`;
  if (last) return null;
  if (anomalies.includes('nebula') && !board.ignored.has('nebula'))
    return `the nebula in ${id} can be entered only as the active system (LRR 59)`;
  const others = board.passes ? null : othersShips(board, system);
  return others ? `blocked by ${others} in ${id}` : null;
}

interface Label {
  readonly rifts: number;
  /** The key of the label this one was reached from. */
  readonly prev: number | null;
  readonly position: number;
}

/** Whether ships may enter `position` on their way (the active system, `goal`: to end there). */
function enterable(board: MoveBoard, position: number, goal: number): boolean {
  let ok = board.enterable.get(position);
  if (ok === undefined)
    board.enterable.set(position, (ok = entryProblem(board, position, position === goal) === null));
  return ok;
}

/**
 * The best routes from `from` into the active system, by what they need of the move value (0 to
 * `cap`): for each, the one with the fewest gravity rifts. Gravity rifts give +1 for each one moved
 * out of (LRR 41); a ship starting in a nebula gets no bonus (its move is 1, LRR 59).
 */
export function routesFrom(board: MoveBoard, from: string, cap: number): Map<number, Route> {
  const start = board.positionOf.get(from);
  const goal = board.positionOf.get(board.active);
  const out = new Map<number, Route>();
  if (start === undefined || goal === undefined || start === goal) return out;
  const bonus = !isNebula(from) || board.ignored.has('nebula');
  const riftCap = cap + 4;
  // A label per (position, needs), keyed by one number: position × (cap + 1) + needs.
  const labels = new Map<number, Label>();
  const buckets: number[][][] = Array.from({ length: riftCap + 1 }, () =>
    Array.from({ length: cap + 1 }, () => []),
  );
  const key = (p: number, needs: number) => p * (cap + 1) + needs;
  labels.set(key(start, 0), { rifts: 0, prev: null, position: start });
  buckets[0]?.[0]?.push(start);
  const settled = new Set<number>();
  // Lexicographic (rifts, needs): both steps add 0 or 1, so these buckets are settled in order.
  for (let r = 0; r <= riftCap; r++) {
    for (let c = 0; c <= cap; c++) {
      for (const p of buckets[r]?.[c] ?? []) {
        const k = key(p, c);
        if (settled.has(k) || labels.get(k)?.rifts !== r) continue;
        settled.add(k);
        if (p === goal) continue;
        const rift = bonus && isRift(board.at.get(p)?.systemId ?? '');
        for (const next of board.adjacent.get(p) ?? []) {
          if (!enterable(board, next, goal)) continue;
          const nr = r + (rift ? 1 : 0);
          const nc = c + (rift ? 0 : 1);
          if (nr > riftCap || nc > cap) continue;
          const nk = key(next, nc);
          const old = labels.get(nk);
          if (old && old.rifts <= nr) continue;
          labels.set(nk, { rifts: nr, prev: k, position: next });
          buckets[nr]?.[nc]?.push(next);
        }
      }
    }
  }
  for (let c = 0; c <= cap; c++) {
    const end = labels.get(key(goal, c));
    if (!end) continue;
    const path: number[] = [];
    for (let l: Label | undefined = end; l; l = l.prev === null ? undefined : labels.get(l.prev))
      path.unshift(l.position);
    const ids = path.map((p) => board.at.get(p)?.systemId ?? '');
    const left = ids.slice(0, -1);
    out.set(c, { through: ids.slice(1, -1), rifts: bonus ? left.filter(isRift) : [], needs: c });
  }
  return out;
}

/** The route among `routes` a ship of move `move` takes: the fewest rifts, then the shortest. */
export function bestRoute(routes: ReadonlyMap<number, Route>, move: number): Route | null {
  let best: Route | null = null;
  for (const [needs, route] of routes) {
    if (needs > move) continue;
    if (
      !best ||
      route.rifts.length < best.rifts.length ||
      (route.rifts.length === best.rifts.length && needs < best.needs)
    )
      best = route;
  }
  return best;
}

/** A ship's move value (LRR 58): its profile's, with its owner's faction and upgrades; 1 out of a nebula (LRR 59). */
export function moveValue(state: BoardView, seat: Seat, unit: UnitType, from: string): number {
  const player = state.players[seat];
  const move = unitProfile(unit, { faction: player?.faction, upgrades: techAbilities(player) }).move ?? 0;
  return move > 0 && isNebula(from) && !anomaliesIgnored(state, seat).has('nebula') ? 1 : move;
}

/** Capacity (LRR 16) of one of the seat's units of this type. */
export function capacityOf(state: BoardView, seat: Seat, unit: UnitType): number {
  const player = state.players[seat];
  return unitProfile(unit, { faction: player?.faction, upgrades: techAbilities(player) }).capacity ?? 0;
}

/** Why ships in `from` cannot start a move at all, or null (LRR 58: a command token holds them). */
export function startProblem(board: MoveBoard, from: string): string | null {
  const system = findSystem(board.state, from);
  if (!system) return `system ${from} is not on the board`;
  if (from === board.active) return `they are in the active system already`;
  if (system.tokens.includes(board.seat)) return `your command token in ${from} holds them there (LRR 58)`;
  return null;
}

/** Why a ship of move `move` cannot reach the active system from `from` by any route, as a sentence. */
export function unreachable(board: MoveBoard, from: string, move: number): string {
  const start = startProblem(board, from);
  if (start) return start;
  const goal = board.positionOf.get(board.active) ?? -1;
  const last = entryProblem(board, goal, true);
  if (last) return last;
  const far = [...routesFrom(board, from, 12).keys()];
  if (far.length > 0) {
    const needs = Math.min(...far);
    const nebula = isNebula(from) && !board.ignored.has('nebula') ? ' (it starts in a nebula, LRR 59)' : '';
    return `too far: move ${move}${nebula}, distance ${needs}`;
  }
  return firstObstacle(board, from) ?? `no way leads from ${from} to ${board.active}`;
}

/** The first system in the way on the shortest path, obstacles ignored, and why it stops the ship. */
function firstObstacle(board: MoveBoard, from: string): string | null {
  const start = board.positionOf.get(from);
  const goal = board.positionOf.get(board.active);
  if (start === undefined || goal === undefined) return null;
  const prev = new Map<number, number>([[start, start]]);
  const queue = [start];
  while (queue.length > 0) {
    const p = queue.shift() as number;
    if (p === goal) break;
    for (const next of board.adjacent.get(p) ?? []) {
      if (prev.has(next)) continue;
      prev.set(next, p);
      queue.push(next);
    }
  }
  if (!prev.has(goal)) return null;
  const path: number[] = [];
  for (let p = goal; p !== start; p = prev.get(p) as number) path.unshift(p);
  for (const p of path.slice(0, -1)) {
    const problem = entryProblem(board, p, false);
    if (problem) return problem;
  }
  return null;
}

/** The seat's units in a system's space area that have a move value (ships, and a few others). */
export function moversIn(state: BoardView, seat: Seat, systemId: string): [UnitType, number][] {
  const units = findSystem(state, systemId)?.space[String(seat)] ?? {};
  return (Object.entries(units) as [UnitType, number][]).filter(
    ([t, n]) => n > 0 && moveValue(state, seat, t, systemId) > 0,
  );
}

/**
 * For each of the seat's ship types in each system, whether those ships can move into the active
 * system and by which route, or why not ("blocked by Bo's destroyer in 25", "too far: move 1,
 * distance 2"). The UI explains with it; the `move-ships` intent is checked against the same rules.
 * `explain` false leaves out the ships that cannot reach (`legal` needs a route, not the reasons).
 */
export function shipReach(state: BoardView, seat: Seat, active: string, explain = true): ShipReach[] {
  const board = moveBoard(state, seat, active);
  const out: ShipReach[] = [];
  for (const system of state.galaxy.systems) out.push(...reachFrom(board, system, explain));
  return out;
}

/** The first of `shipReach`'s ships that can reach the active system (legal's example move), if any. */
export function firstShipReach(state: BoardView, seat: Seat, active: string): ShipReach | undefined {
  const board = moveBoard(state, seat, active);
  for (const system of state.galaxy.systems) {
    const first = reachFrom(board, system, false)[0];
    if (first) return first;
  }
  return undefined;
}

/** `shipReach` for the seat's ships in one system. */
function reachFrom(board: MoveBoard, system: SystemState, explain: boolean): ShipReach[] {
  const { state, seat, active } = board;
  if (system.systemId === active) return [];
  const movers = moversIn(state, seat, system.systemId);
  if (movers.length === 0) return [];
  const out: ShipReach[] = [];
  const blocked = startProblem(board, system.systemId);
  const most = Math.max(...movers.map(([t]) => moveValue(state, seat, t, system.systemId)));
  const routes = blocked ? new Map<number, Route>() : routesFrom(board, system.systemId, most);
  for (const [unit, count] of movers) {
    const move = moveValue(state, seat, unit, system.systemId);
    const route = bestRoute(routes, move);
    // Why not is worked out only when asked (the form); `legal` wants a route (every view asks).
    if (!route && !explain) continue;
    const reach = route ? { route } : { problem: blocked ?? unreachable(board, system.systemId, move) };
    out.push({ from: system.systemId, unit, count, move, reach });
  }
  return out;
}
