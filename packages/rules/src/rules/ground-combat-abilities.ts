// Abilities around a ground combat (LRR 42) and bombardment (LRR 15), reached through the combat hooks
// (hooks/mechanisms.ts), never by name: hits produced at the start of a ground combat (Magen Defense
// Grid), units destroyed once a bombardment's hits are assigned (X-89 Bacterial Weapon), and ships that
// bombard at the end of each round (Harrow; a Planetary Shield still stops it, LRR 15, 65). The hits they
// produce are owed and assigned like any other (rules/assign-hits.ts); no repair follows them.

import { changePlanet, changeSpace, countOf, planetName, unitCount } from '../board/forces.ts';
import type { UnitType } from '../content/index.ts';
import { afterBombardment, bombardsAfterGroundRound, groundCombatStartHits } from '../hooks/mechanisms.ts';
import type { GameEvent } from '../state/events.ts';
import type { GameState, Seat, SpaceCombatState, UnitCounts } from '../state/state.ts';
import { combatOf, forcesOf, nameOf, profileFor, shipsOf } from './combat-sides.ts';
import { shielded } from './invasion-checks.ts';
import { rollText, rollVolley } from './volley.ts';

const hitsText = (n: number) => `${n} hit${n === 1 ? '' : 's'}`;

function setCombat(state: GameState, combat: SpaceCombatState): GameState {
  const t = state.tactical;
  return t ? { ...state, tactical: { ...t, combat } } : state;
}

/**
 * The start of a ground combat (before round 1): each side's abilities may produce hits against the
 * other's ground forces (Magen Defense Grid), owed by the other side to assign.
 */
export function openingHits(
  state: GameState,
  combat: SpaceCombatState,
  events: GameEvent[],
): SpaceCombatState {
  const planet = combat.planet;
  if (planet === undefined) return combat;
  let next = combat;
  for (const [seat, opponent] of [
    [combat.attacker, combat.defender],
    [combat.defender, combat.attacker],
  ] as const) {
    const { count, names } = groundCombatStartHits(state, seat, opponent, planet);
    if (count <= 0) continue;
    const name = names.join(', ');
    events.push({
      type: 'note',
      seat,
      text: `${name}: ${nameOf(state, seat)} produces ${hitsText(count)} against ${nameOf(state, opponent)}'s ground forces on ${planetName(planet)} at the start of the ground combat.`,
    });
    next = {
      ...next,
      owed: { ...next.owed, [String(opponent)]: (next.owed[String(opponent)] ?? 0) + count },
      abilityHits: { name, round: 0, seat },
    };
  }
  return next;
}

/** Whether the round just fought in a ground combat still has its end to resolve (Harrow). */
export function groundRoundEnding(combat: SpaceCombatState): boolean {
  return (
    combat.planet !== undefined &&
    !combat.bombardment &&
    !combat.spaceCannon &&
    combat.round > 0 &&
    combat.roundEnded !== combat.round
  );
}

/**
 * The end of a ground combat round: a side whose ability lets its ships bombard (Harrow) rolls their
 * Bombardment dice against the other side's ground forces there, unless a Planetary Shield stops it
 * (LRR 15, 65); the hits are owed by the other side. Unchanged when no ability applies.
 */
export function endOfGroundRound(state: GameState, events: GameEvent[]): GameState {
  const combat = combatOf(state);
  const planet = combat?.planet;
  if (!combat || planet === undefined || !groundRoundEnding(combat)) return state;
  let next = state;
  let c: SpaceCombatState = combat;
  for (const [seat, opponent] of [
    [combat.attacker, combat.defender],
    [combat.defender, combat.attacker],
  ] as const) {
    const name = bombardsAfterGroundRound(state, seat, planet);
    if (!name) continue;
    c = { ...c, roundEnded: combat.round };
    const ships = shipsOf(next, seat).filter(([t]) => profileFor(next, seat, t).bombardment);
    const targets = forcesOf(next, opponent, c);
    if (ships.length === 0 || targets.length === 0) continue;
    if (shielded(next, seat, planet)) {
      events.push({
        type: 'note',
        seat,
        text: `${name}: a Planetary Shield on ${planetName(planet)} stops ${nameOf(state, seat)}'s bombardment after round ${combat.round} (LRR 15, 65).`,
      });
      continue;
    }
    const volley = rollVolley(next, 'bombardment', seat, opponent, ships);
    next = volley.state;
    const counts = Object.fromEntries(ships);
    events.push({
      type: 'note',
      seat,
      text: `${name}: after round ${combat.round}, ${nameOf(state, seat)} bombards ${planetName(planet)}: ${rollText(volley.roll, counts)}: ${hitsText(volley.roll.hits)} (LRR 15).`,
    });
    if (volley.roll.hits === 0) continue;
    c = {
      ...c,
      rolls: [volley.roll],
      owed: { ...c.owed, [String(opponent)]: (c.owed[String(opponent)] ?? 0) + volley.roll.hits },
      abilityHits: { name, round: combat.round, seat },
      forcesBefore: Object.fromEntries(targets),
    };
  }
  return c === combat ? next : setCombat(next, c);
}

/**
 * Once a bombardment's hits are assigned (`forcesBefore` kept, nothing owed): what abilities destroy
 * besides (X-89 Bacterial Weapon), logged; `forcesBefore` is then dropped so that it happens once.
 */
export function afterBombardmentHits(state: GameState, events: GameEvent[]): GameState {
  const combat = combatOf(state);
  const planet = combat?.planet;
  const before = combat?.forcesBefore;
  if (!combat || planet === undefined || !before) return state;
  if (Object.values(combat.owed).some((n) => n > 0)) return state;
  const seat = combat.abilityHits?.seat ?? combat.attacker;
  const target = seat === combat.attacker ? combat.defender : combat.attacker;
  const now = Object.fromEntries(forcesOf(state, target, combat)) as UnitCounts;
  const destroyed: Record<string, number> = {};
  for (const [t, n] of Object.entries(before) as [UnitType, number][])
    if (n - countOf(now, t) > 0) destroyed[t] = n - countOf(now, t);
  const { forcesBefore: _done, ...rest } = combat;
  let next = setCombat(state, rest);
  for (const effect of afterBombardment(state, { seat, target, planet, destroyed })) {
    const lost: string[] = [];
    for (const [t, n] of Object.entries(effect.destroy) as [UnitType, number][]) {
      const k = Math.min(n, countOf(next.galaxy.planets[planet]?.units[String(target)], t));
      if (k <= 0) continue;
      next = changePlanet(next, planet, target, t, -k);
      lost.push(unitCount(t, k));
    }
    if (lost.length > 0)
      events.push({
        type: 'note',
        seat,
        text: `${effect.name}: ${nameOf(state, seat)} destroys ${nameOf(state, target)}'s ${lost.join(', ')} on ${planetName(planet)} after the bombardment.`,
      });
  }
  return next;
}

/**
 * After the ground combat on `planet` (or a landing with none): fighters that `seat` committed there as
 * ground forces (the Naalu flagship's ability) go back to the active system's space area, before control
 * is established (LRR 49): they do not hold the planet.
 */
export function fightersBack(state: GameState, seat: Seat, planet: string, events: GameEvent[]): GameState {
  const system = state.tactical?.system;
  const n = countOf(state.galaxy.planets[planet]?.units[String(seat)], 'fighter');
  if (system === undefined || n <= 0) return state;
  events.push({
    type: 'note',
    seat,
    text: `${nameOf(state, seat)}'s ${unitCount('fighter', n)} on ${planetName(planet)} ${n === 1 ? 'goes' : 'go'} back to the space area (committed as ground forces).`,
  });
  return changeSpace(changePlanet(state, planet, seat, 'fighter', -n), system, seat, 'fighter', n);
}

/** Seats that still owe hits in the combat. */
export const stillOwed = (combat: SpaceCombatState | undefined): readonly Seat[] =>
  combat ? [combat.attacker, combat.defender].filter((s) => (combat.owed[String(s)] ?? 0) > 0) : [];
