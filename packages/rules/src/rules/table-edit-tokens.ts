// Table edits on command tokens (SPEC 2.6): a token put on or taken off the board, and a command sheet
// set as a whole, for setting up a position or correcting a mistake. Tokens come from and go back to
// reinforcements: a player has 16 in all (LRR 20), so neither edit can conjure one.

import { findSystem } from '../board/forces.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { checkSeat, nameOf, type EditResult } from '../board/table-edit-board.ts';
import type { TableEdit } from '../wire/table-edit-schema.ts';
import { onWhose } from '../board/table-edit-units.ts';
import { systemName } from './table-edit-move.ts';
import { reinforcementTokens } from '../board/tokens.ts';
import { updatePlayer } from '../state/update.ts';

export function commandTokenEdit(
  state: GameState,
  editor: Seat,
  edit: Extract<TableEdit, { kind: 'set-command-token' }>,
): EditResult | RuleError {
  const seat = edit.seat ?? editor;
  const bad = checkSeat(state, seat);
  if (bad) return bad;
  const system = findSystem(state, edit.system);
  if (!system || system.position < 0)
    return fail('rule/illegal-choice', `System ${edit.system} is not on the board.`);
  const where = `${systemName(edit.system)} (system ${edit.system})`;
  const who = seat === editor ? 'You have' : `${nameOf(state, seat)} has`;
  const has = system.tokens.includes(seat);
  if (has === edit.present)
    return fail('rule/illegal-choice', `${who} ${has ? 'a' : 'no'} command token in ${where} already.`);
  if (edit.present && reinforcementTokens(state, seat) < 1)
    return fail(
      'rule/limit-reached',
      `${who} no command token left in reinforcements: take one off the board or the command sheet first.`,
    );
  const tokens = edit.present ? [...system.tokens, seat] : system.tokens.filter((s) => s !== seat);
  const next: GameState = {
    ...state,
    galaxy: {
      ...state.galaxy,
      systems: state.galaxy.systems.map((s) => (s.systemId === edit.system ? { ...s, tokens } : s)),
    },
  };
  const verb = edit.present ? `places a command token in ${where}` : `takes a command token off ${where}`;
  return {
    state: next,
    text: `${verb}${onWhose(state, seat, editor, 'command tokens')}`,
    events: [],
    unitSystems: [],
  };
}

export function commandPoolsEdit(
  state: GameState,
  editor: Seat,
  edit: Extract<TableEdit, { kind: 'set-command-pools' }>,
): EditResult | RuleError {
  const seat = edit.seat ?? editor;
  const bad = checkSeat(state, seat);
  if (bad) return bad;
  const before = state.players[seat]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
  const pools = { tactic: edit.tactic, fleet: edit.fleet, strategy: edit.strategy };
  if (pools.tactic === before.tactic && pools.fleet === before.fleet && pools.strategy === before.strategy)
    return fail('rule/illegal-choice', 'The command sheet already holds exactly that.');
  const added =
    pools.tactic + pools.fleet + pools.strategy - (before.tactic + before.fleet + before.strategy);
  const spare = reinforcementTokens(state, seat);
  if (added > spare) {
    const who = seat === editor ? 'You have' : `${nameOf(state, seat)} has`;
    return fail(
      'rule/limit-reached',
      `${who} ${spare} command token${spare === 1 ? '' : 's'} in reinforcements; this sheet needs ${added} more.`,
    );
  }
  const sheet = (p: typeof pools) => `${p.tactic} tactic, ${p.fleet} fleet, ${p.strategy} strategy`;
  return {
    state: updatePlayer(state, seat, (p) => ({ ...p, pools })),
    text: `sets ${seat === editor ? 'their ' : ''}command sheet to ${sheet(pools)} (was ${sheet(before)})${onWhose(state, seat, editor, 'command sheet')}`,
    events: [],
    unitSystems: [],
  };
}

/** Edict (Mahact): another player's token into a fleet pool, from their reinforcements, or back. */
export function captureTokenEdit(
  state: GameState,
  editor: Seat,
  edit: Extract<TableEdit, { kind: 'capture-token' }>,
): EditResult | RuleError {
  const to = edit.to ?? editor;
  const bad = checkSeat(state, edit.from) ?? checkSeat(state, to);
  if (bad) return bad;
  if (edit.from === to)
    return fail(
      'rule/illegal-choice',
      'A fleet pool holds other players’ tokens only: choose another player.',
    );
  const owner = nameOf(state, edit.from);
  const pool = `${to === editor ? 'your' : `${nameOf(state, to)}’s`} fleet pool`;
  const held = state.players[to]?.captured ?? [];
  if (held.includes(edit.from) === edit.captured)
    return fail(
      'rule/illegal-choice',
      edit.captured
        ? `There is already a command token of ${owner} in ${pool} (one per player).`
        : `There is no command token of ${owner} in ${pool}.`,
    );
  if (edit.captured && reinforcementTokens(state, edit.from) < 1)
    return fail('rule/limit-reached', `${owner} has no command token left in reinforcements.`);
  const captured = edit.captured ? [...held, edit.from] : held.filter((s) => s !== edit.from);
  const where = `${to === editor ? 'their' : `${nameOf(state, to)}’s`} fleet pool`;
  return {
    state: updatePlayer(state, to, (p) => ({ ...p, captured })),
    text: edit.captured
      ? `puts a command token of ${owner} from their reinforcements in ${where} (Edict)`
      : `gives ${owner}’s command token in ${where} back to their reinforcements`,
    events: [],
    unitSystems: [],
  };
}
