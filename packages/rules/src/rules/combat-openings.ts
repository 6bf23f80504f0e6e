// Effects at the start of a space combat (LRR 78.3: they come before the first round, so before its
// Anti-Fighter Barrage): what abilities do then (hooks/mechanisms.ts `combatOpenings`) is settled from
// the fleets as the combat starts, then resolved one at a time, the active player's first. A roll is
// made through rules/volley.ts (kind `opening`: not a combat roll) and its hits are assigned by the
// opponent (LRR 78.4, 87: Sustain Damage allowed); ships to destroy are the opponent's non-fighter ships,
// their choice (no Sustain Damage). Each assignment waits in the combat record (`opening`) when it is a
// real choice (rules/assign-hits.ts), forced ones are made by the game. The first round follows
// (rules/space-combat.ts).

import type { UnitType } from '../content/index.ts';
import { combatOpenings } from '../hooks/mechanisms.ts';
import type { GameEvent } from '../state/events.ts';
import type {
  CombatOpening,
  CombatRoll,
  GameState,
  OpeningStep,
  Seat,
  SpaceCombatState,
} from '../state/state.ts';
import { forcedAssignment, nameOf, shipsOf, type Assignment } from './combat-sides.ts';
import { systemLabel } from './tactical.ts';
import { rollOf, rollText, rollVolley } from './volley.ts';

/** Applies an assignment made by the game (rules/space-combat.ts `assign`, passed in: no import cycle). */
export type ForcedAssign = (state: GameState, seat: Seat, a: Assignment, events: GameEvent[]) => GameState;

const hitsText = (n: number) => `${n} hit${n === 1 ? '' : 's'}`;
const opponentOf = (combat: SpaceCombatState, seat: Seat) =>
  seat === combat.attacker ? combat.defender : combat.attacker;

/** What happens at the start of `combat`: both sides' effects, the active player's first. */
export function openingSteps(state: GameState, combat: SpaceCombatState): OpeningStep[] {
  return [combat.attacker, combat.defender].flatMap((seat) =>
    combatOpenings(state, { seat, opponent: opponentOf(combat, seat), ships: shipsOf(state, seat) }).map(
      (opening) => ({ seat, opening }),
    ),
  );
}

/**
 * The ships that roll for `roll`: up to `max` of `seat`'s ships of the listed types still there, those
 * that hit most easily (the choice every player makes), by type.
 */
function rollers(
  state: GameState,
  seat: Seat,
  target: Seat,
  roll: { readonly units: readonly UnitType[]; readonly max: number },
): [UnitType, number][] {
  const value = (t: UnitType) => rollOf(state, 'opening', seat, t, target)?.hitsOn ?? 11;
  const ships = shipsOf(state, seat)
    .filter(([t]) => roll.units.includes(t))
    .sort(([a], [b]) => value(a) - value(b));
  let left = roll.max;
  const out: [UnitType, number][] = [];
  for (const [t, n] of ships) {
    const k = Math.min(left, n);
    if (k > 0) out.push([t, k]);
    left -= k;
  }
  return out;
}

/** One effect's result: the hits (or ships to destroy) the opponent owes, and the roll made, if any. */
function resolveOne(
  state: GameState,
  seat: Seat,
  target: Seat,
  opening: CombatOpening,
  events: GameEvent[],
): { state: GameState; owed: number; roll?: CombatRoll } {
  const system = systemLabel(state.tactical?.system ?? '');
  const name = `${opening.name} (${nameOf(state, seat)})`;
  if ('destroy' in opening) {
    const nonFighters = shipsOf(state, target)
      .filter(([t]) => t !== 'fighter')
      .reduce((a, [, n]) => a + n, 0);
    const owed = Math.min(opening.destroy, nonFighters);
    events.push({
      type: 'note',
      seat,
      text:
        owed > 0
          ? `${name}, at the start of the space combat in ${system}: ${nameOf(state, target)} must destroy ${owed} non-fighter ship${owed === 1 ? '' : 's'} (no Sustain Damage).`
          : `${name}: ${nameOf(state, target)} has no non-fighter ship to destroy.`,
    });
    return { state, owed };
  }
  const units = rollers(state, seat, target, opening.roll);
  if (units.length === 0) return { state, owed: 0 };
  const volley = rollVolley(state, 'opening', seat, target, units);
  events.push({
    type: 'note',
    seat,
    text: `${name}, at the start of the space combat in ${system}: ${nameOf(state, seat)} ${rollText(volley.roll, Object.fromEntries(units))} at ${nameOf(state, target)}'s ships: ${hitsText(volley.roll.hits)}.`,
  });
  return { state: volley.state, owed: volley.roll.hits, roll: volley.roll };
}

/**
 * Resolves `steps` in order; stops (`waits`) while a player has a real choice in assigning an effect's
 * hits, the combat record holding them and the steps left (`opening`). Otherwise the combat comes back
 * as it was (no hits owed, no `opening`), ready for its first round.
 */
export function resolveOpenings(
  state: GameState,
  steps: readonly OpeningStep[],
  events: GameEvent[],
  assign: ForcedAssign,
): { state: GameState; waits: boolean } {
  let next = state;
  for (let i = 0; i < steps.length; i++) {
    const { seat, opening } = steps[i] as OpeningStep;
    const t = next.tactical;
    const combat = t?.combat;
    if (!t || !combat) return { state: next, waits: false };
    const target = opponentOf(combat, seat);
    if (shipsOf(next, seat).length === 0 || shipsOf(next, target).length === 0) continue;
    const out = resolveOne(next, seat, target, opening, events);
    next = out.state;
    if (out.owed === 0) continue;
    const open: SpaceCombatState = {
      ...combat,
      rolls: out.roll ? [out.roll] : [],
      owed: { [String(target)]: out.owed },
      opening: {
        name: opening.name,
        seat,
        ...('destroy' in opening ? { destroy: true as const } : {}),
        next: steps.slice(i + 1),
      },
    };
    next = { ...next, tactical: { ...t, combat: open } };
    const forced = forcedAssignment(next, open, target);
    if (!forced) return { state: next, waits: true };
    next = assign(next, target, forced, events);
    next = closed(next);
  }
  return { state: next, waits: false };
}

/** The combat with the last effect's record taken off (its hits assigned). */
export function closed(state: GameState): GameState {
  const t = state.tactical;
  if (!t?.combat?.opening) return state;
  const { opening: _done, ...rest } = t.combat;
  return { ...state, tactical: { ...t, combat: { ...rest, owed: {} } } };
}
