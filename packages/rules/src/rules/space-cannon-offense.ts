// Space Cannon Offense (LRR 77), the step of a tactical action after movement and before space combat:
// starting with the active player and going clockwise, each player's units with Space Cannon in the
// active system — and those whose ability reaches adjacent systems (a PDS II, say) — fire at the ships of
// another player there: the active player's at the one other player with ships in the system, everyone
// else's at the active player's. The owner of the ships hit assigns the hits (LRR 77, 78.4 and 87, as in
// combat; rules/assign-hits.ts). The engine fires every such unit: a player who would hold fire says
// so and undoes it by a table edit (docs/rules-decisions.md).

import { damageAt, storeDamage } from '../board/damage.ts';
import { findSystem, planetsOf, shipOwners } from '../board/forces.ts';
import { adjacency } from '../board/neighbours.ts';
import { UNIT_TYPES, type UnitType } from '../content/index.ts';
import type { GameEvent } from '../state/events.ts';
import type { GameState, Seat, SpaceCombatState, UnitCounts } from '../state/state.ts';
import { combatOf, forcedAssignment, nameOf, shipsOf } from './combat-sides.ts';
import { assign, startCombat, withCombat } from './space-combat.ts';
import { nonFightersFirst } from './cannon-aim.ts';
import { systemLabel } from './tactical.ts';
import { armedProfile, rollText, rollVolley } from './volley.ts';

const hitsText = (n: number) => `${n} hit${n === 1 ? '' : 's'}`;

/** The players, active first then clockwise (LRR 77: the order in which they fire). */
function clockwiseFrom(state: GameState, active: Seat): Seat[] {
  const n = state.players.length;
  return Array.from({ length: n }, (_, i) => (active + i) % n);
}

/**
 * `seat`'s units that may fire into `system` at `target`'s ships, by type: in the system (space area
 * and planets), and in adjacent systems those whose Space Cannon reaches (LRR 77.3).
 */
export function cannonsInRange(
  state: GameState,
  seat: Seat,
  system: string,
  target: Seat,
): [UnitType, number][] {
  const counts = new Map<UnitType, number>();
  const add = (units: UnitCounts | undefined, adjacent: boolean) => {
    for (const [t, n] of Object.entries(units ?? {}) as [UnitType, number][]) {
      const cannon = n > 0 ? armedProfile(state, seat, t, target).spaceCannon : undefined;
      if (cannon && (!adjacent || cannon.deepSpace)) counts.set(t, (counts.get(t) ?? 0) + n);
    }
  };
  const areas = (id: string, adjacent: boolean) => {
    add(findSystem(state, id)?.space[String(seat)], adjacent);
    for (const p of planetsOf(id)) add(state.galaxy.planets[p]?.units[String(seat)], adjacent);
  };
  areas(system, false);
  const position = findSystem(state, system)?.position;
  const near = position === undefined ? undefined : adjacency(state.galaxy).get(position);
  for (const s of state.galaxy.systems)
    if (near?.has(s.position) && s.systemId !== system) areas(s.systemId, true);
  return UNIT_TYPES.flatMap((t) => (counts.has(t) ? [[t, counts.get(t) ?? 0] as [UnitType, number]] : []));
}

/** Whom `seat` fires at in the active system, or null (no ships to hit, or two players' to choose from). */
function targetOf(state: GameState, active: Seat, seat: Seat, system: string): Seat | null {
  const owners = shipOwners(state, system);
  if (seat !== active) return owners.includes(active) ? active : null;
  const others = owners.filter((s) => s !== active);
  return others.length === 1 ? (others[0] ?? null) : null;
}

/**
 * Fires the cannons of the players in `queue`, one after another; stops while a player has hits to
 * assign by choice (the combat record holds them, with who is left to fire), and when everyone has
 * fired goes on to the space combat (LRR 78) if there is one.
 */
function fire(
  state: GameState,
  active: Seat,
  queue: readonly Seat[],
  damaged: SpaceCombatState['damaged'],
  events: GameEvent[],
): GameState {
  const system = state.tactical?.system;
  if (system === undefined) return state;
  let next = state;
  let kept = damaged;
  for (let i = 0; i < queue.length; i++) {
    const seat = queue[i] as Seat;
    const target = targetOf(next, active, seat, system);
    if (target === null) continue;
    const units = cannonsInRange(next, seat, system, target);
    if (units.length === 0 || shipsOf(next, target).length === 0) continue;
    const graviton = nonFightersFirst(next, seat, target, events);
    next = graviton.state;
    const volley = rollVolley(next, 'space-cannon', seat, target, units);
    next = volley.state;
    events.push({
      type: 'note',
      seat,
      text: `Space Cannon Offense in ${systemLabel(system)}: ${nameOf(next, seat)} ${rollText(volley.roll, Object.fromEntries(units))} at ${nameOf(next, target)}'s ships: ${hitsText(volley.roll.hits)} (LRR 77).`,
    });
    if (volley.roll.hits === 0) continue;
    const combat: SpaceCombatState = {
      attacker: active,
      defender: seat === active ? target : seat,
      round: 0,
      rolls: [volley.roll],
      owed: { [String(target)]: volley.roll.hits },
      damaged: kept,
      offense: { next: queue.slice(i + 1) },
      ...(graviton.name === undefined ? {} : { nonFightersFirst: graviton.name }),
    };
    next = withCombat(next, combat);
    const forced = forcedAssignment(next, combat, target);
    if (!forced) return next;
    next = assign(next, target, forced, events, true);
    kept = combatOf(next)?.damaged ?? kept;
    next = withCombat(next, null);
  }
  // What the cannons damaged stays damaged (LRR 87), whether or not a space combat follows.
  return startCombat(storeDamage(next, system, kept), active, events, kept);
}

/** After the movement step: the Space Cannon Offense step, then the space combat (LRR 89.2-89.3). */
export function spaceCannonOffense(state: GameState, active: Seat, events: GameEvent[]): GameState {
  if (state.tactical?.combat) return state;
  // Ships already damaged (LRR 87) start the step damaged.
  const system = state.tactical?.system ?? '';
  return fire(state, active, clockwiseFrom(state, active), damageAt(state, system), events);
}

/** Once the hits of a player's Space Cannon Offense are assigned: the next player fires. */
export function afterOffense(state: GameState, events: GameEvent[]): GameState {
  const combat = combatOf(state);
  if (!combat?.offense || Object.values(combat.owed).some((n) => n > 0)) return state;
  return fire(withCombat(state, null), combat.attacker, combat.offense.next, combat.damaged, events);
}
