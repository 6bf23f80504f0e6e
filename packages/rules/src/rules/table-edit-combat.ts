// The combat table edit (SPEC 2.6, issue 28): "adjust this roll / this hit". What the engine does not
// automate in a combat (an action card such as a hit cancelled or added, a flagship's or a mech's
// ability) is applied by changing the hits a side still has to assign in the round under way (LRR
// 78.4, 42.2, 15.2, 77), logged with who changed it. A roll changed by a modifier the app does not know
// is the same change: the hits it would have made, up or down. When no hit is left to assign, the
// combat goes on as after an assignment; a side left with hits and no choice has them assigned by
// the game, as in any round.

import { fail, type RuleError } from '../kernel/result.ts';
import type { GameEvent } from '../state/events.ts';
import type { GameState, Seat, SpaceCombatState } from '../state/state.ts';
import type { TableEdit } from '../wire/table-edit-schema.ts';
import { checkSeat, type EditResult } from '../board/table-edit-board.ts';
import { afterAssigning, combatName } from './assign-hits.ts';
import { combatOf, forcedAssignment, nameOf } from './combat-sides.ts';
import { retreatAsked } from './retreat.ts';
import { optionAsked } from './round-options.ts';
import { assign, withCombat } from './space-combat.ts';

const hits = (n: number) => `${n} hit${n === 1 ? '' : 's'}`;

/** `adjust-combat-hits`: `seat`'s hits still to assign in this round, changed by `delta`. */
export function combatHitsEdit(
  state: GameState,
  editor: Seat,
  edit: Extract<TableEdit, { kind: 'adjust-combat-hits' }>,
): EditResult | RuleError {
  const seat = edit.seat ?? editor;
  const bad = checkSeat(state, seat);
  if (bad) return bad;
  const combat = combatOf(state);
  if (
    !combat ||
    retreatAsked(state) !== null ||
    optionAsked(state) !== null ||
    !Object.values(combat.owed).some((n) => n > 0)
  )
    return fail(
      'rule/illegal-choice',
      'Hits can be adjusted only while a combat waits for its hits to be assigned.',
    );
  if (seat !== combat.attacker && seat !== combat.defender)
    return fail(
      'rule/illegal-choice',
      `${nameOf(state, seat)} does not fight in ${combatName(state, combat)}.`,
    );
  const key = String(seat);
  const before = combat.owed[key] ?? 0;
  const after = before + edit.delta;
  if (after < 0)
    return fail(
      'rule/illegal-choice',
      `${nameOf(state, seat)} has ${hits(before)} to assign: taking off ${-edit.delta} would go below zero.`,
    );
  const events: GameEvent[] = [];
  let next = withCombat(state, { ...combat, owed: { ...combat.owed, [key]: after } });
  const forced = after > 0 ? forcedAssignment(next, combatOf(next) as SpaceCombatState, seat) : null;
  if (forced) next = assign(next, seat, forced, events, true);
  next = afterAssigning(next, events);
  const whose = seat === editor ? 'their' : `${nameOf(state, seat)}'s`;
  return {
    state: next,
    text: `changes ${whose} hits to assign in ${combatName(state, combat)} by ${edit.delta > 0 ? '+' : '−'}${Math.abs(edit.delta)} (now ${after})`,
    events,
    unitSystems: state.tactical ? [state.tactical.system] : [],
  };
}
