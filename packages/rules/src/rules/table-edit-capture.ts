// The `capture-units` table edit: units captured in a combat played at the table, or given back.

import { inReinforcements, unitCount } from '../board/forces.ts';
import { capturedCount, withCaptured } from '../board/captured.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { checkSeat, nameOf, type EditResult } from '../board/table-edit-board.ts';
import type { TableEdit } from '../wire/table-edit-schema.ts';

/** The `capture-units` table edit: units of `from`'s captured onto `to`'s sheet, or returned. */
export function captureUnitsEdit(
  state: GameState,
  editor: Seat,
  edit: Extract<TableEdit, { kind: 'capture-units' }>,
): EditResult | RuleError {
  const to = edit.to ?? editor;
  const bad = checkSeat(state, edit.from) ?? checkSeat(state, to);
  if (bad) return bad;
  if (edit.from === to)
    return fail('rule/illegal-choice', 'A player captures other players’ units only: choose another player.');
  const owner = nameOf(state, edit.from);
  const units = unitCount(edit.unit, edit.count);
  const sheet = to === editor ? 'their faction sheet' : `${nameOf(state, to)}’s faction sheet`;
  if (edit.captured) {
    const left = inReinforcements(state, edit.from, edit.unit);
    if (left !== null && left < edit.count)
      return fail(
        'rule/limit-reached',
        `${owner} has ${unitCount(edit.unit, left)} in reinforcements: remove the destroyed units from the board first (remove units), then capture them.`,
      );
    return {
      state: withCaptured(state, to, edit.from, edit.unit, edit.count),
      text: `captures ${units} of ${owner}’s onto ${sheet}`,
      events: [],
      unitSystems: [],
    };
  }
  const held = capturedCount(state, to, edit.from, edit.unit);
  if (held < edit.count)
    return fail(
      'rule/illegal-choice',
      `${sheet.charAt(0).toUpperCase()}${sheet.slice(1)} holds ${unitCount(edit.unit, held)} of ${owner}’s.`,
    );
  return {
    state: withCaptured(state, to, edit.from, edit.unit, -edit.count),
    text: `returns ${units} of ${owner}’s from ${sheet}`,
    events: [],
    unitSystems: [],
  };
}
