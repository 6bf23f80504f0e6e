// Table edits (SPEC 2.6): typed changes for what the app does not simulate,
// each checked against the table and logged with who made it. With the host
// option `editsNeedApproval`, an edit waits in a public queue until the host
// approves (it is checked again then) or rejects it.

import { afterPlanetsGained } from '../hooks/mechanisms.ts';
import { ACTION_CARDS_BY_ID, actionCardIdOf } from '../content/index.ts';
import { commodityValue } from '../board/commodities.ts';
import type { GameEvent } from '../state/events.ts';
import type { Actor, Intent } from '../wire/intents.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, PendingEdit, Seat } from '../state/state.ts';
import { handLimit } from '../board/action-cards.ts';
import type { TableEdit } from '../wire/table-edit-schema.ts';
import { checkSeat, nameOf, planetEdit, stationControl, type EditResult } from '../board/table-edit-board.ts';
import { stationControlChanges } from '../board/stations.ts';
import { applyMove } from './table-edit-move.ts';
import { applyUnitEdit, onWhose } from '../board/table-edit-units.ts';
import { captureTokenEdit, commandPoolsEdit, commandTokenEdit } from './table-edit-tokens.ts';
import { captureUnitsEdit } from './table-edit-capture.ts';
import { cardEdit } from './table-edit-cards.ts';
import { exploreEdit } from './table-edit-explore.ts';
import { combatHitsEdit } from './table-edit-combat.ts';
import { exploreAllGained } from './exploration.ts';
import { updatePlayer } from '../state/update.ts';
import { gainVictoryPoints } from '../board/victory.ts';
import type { Handlers } from '../state/handlers.ts';

/** What a pending edit looks like to one viewer (action cards named only to the proposer). */
export interface PendingEditView {
  readonly id: number;
  readonly seat: Seat;
  readonly text: string;
}

function cardName(instance: string): string {
  return ACTION_CARDS_BY_ID.get(actionCardIdOf(instance))?.name ?? 'an action card';
}

/** Space-station control follows units (003 note 2): re-checked for every system whose units an edit changed. */
export function afterUnitsChanged(
  state: GameState,
  systemId: string,
): { state: GameState; events: GameEvent[] } {
  return stationControlChanges(state, systemId);
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `−${-n}`;
}

function adjust(
  state: GameState,
  editor: Seat,
  seat: Seat,
  delta: number,
  field: 'tradeGoods' | 'commodities',
): EditResult | RuleError {
  const bad = checkSeat(state, seat);
  if (bad) return bad;
  const label = field === 'tradeGoods' ? 'trade goods' : 'commodities';
  const have = state.players[seat]?.[field] ?? 0;
  const total = have + delta;
  if (total < 0)
    return fail(
      'rule/illegal-choice',
      `${nameOf(state, seat)} has ${have} ${label}: removing ${-delta} would go below zero.`,
    );
  if (field === 'commodities' && total > commodityValue(state, seat)) {
    // LRR 21: commodities never exceed the commodity value.
    return fail(
      'rule/limit-reached',
      `${nameOf(state, seat)}'s commodity value is ${commodityValue(state, seat)}: they cannot hold ${total} commodities.`,
    );
  }
  return {
    state: updatePlayer(state, seat, (p) => ({ ...p, [field]: total })),
    text:
      seat === editor
        ? `changes their ${label} by ${signed(delta)} (now ${total})`
        : `changes ${label} by ${signed(delta)} (now ${total}; on ${nameOf(state, seat)}'s ${label})`,
    events: [],
    unitSystems: [],
  };
}

function actionCardEdit(
  state: GameState,
  editor: Seat,
  edit: Extract<TableEdit, { kind: 'discard-action-card' | 'give-action-card' }>,
): EditResult | RuleError {
  const hand = state.players[editor]?.actionCards ?? [];
  if (!hand.includes(edit.card)) return fail('rule/illegal-choice', 'That action card is not in your hand.');
  const without = updatePlayer(state, editor, (p) => ({
    ...p,
    actionCards: p.actionCards.filter((c) => c !== edit.card),
  }));
  if (edit.kind === 'discard-action-card') {
    return {
      state: {
        ...without,
        decks: { ...without.decks, actionDiscard: [...without.decks.actionDiscard, edit.card] },
      },
      text: `discards the action card ${cardName(edit.card)}`,
      events: [],
      unitSystems: [],
    };
  }
  const bad = checkSeat(state, edit.to);
  if (bad) return bad;
  if (edit.to === editor) return fail('rule/illegal-choice', 'Choose another player to give the card to.');
  let next = updatePlayer(without, edit.to, (p) => ({ ...p, actionCards: [...p.actionCards, edit.card] }));
  const size = next.players[edit.to]?.actionCards.length ?? 0;
  const events: GameEvent[] = [];
  const limit = handLimit(next.players[edit.to]?.faction ?? '', next);
  if (size > limit) {
    // LRR 2.2: over the hand limit, the receiver discards down at once.
    const owed = Math.max(next.pendingDiscards[String(edit.to)] ?? 0, size - limit);
    next = { ...next, pendingDiscards: { ...next.pendingDiscards, [String(edit.to)]: owed } };
    events.push({
      type: 'note',
      seat: edit.to,
      text: `${nameOf(state, edit.to)} is over the hand limit and must discard.`,
    });
  }
  return { state: next, text: `gives an action card to ${nameOf(state, edit.to)}`, events, unitSystems: [] };
}

/** Checks an edit against the table and applies it as made by `editor`. */
export function applyEdit(state: GameState, editor: Seat, edit: TableEdit): EditResult | RuleError {
  switch (edit.kind) {
    case 'move': {
      const out = applyMove(state, editor, edit);
      if ('ok' in out) return out;
      // LRR 35: the planets its landings took from no one are explored.
      const events: GameEvent[] = [];
      return { ...out, state: exploreAllGained(state, out.state, editor, events), events };
    }
    case 'move-units':
    case 'add-units':
    case 'remove-units': {
      const out = applyUnitEdit(state, editor, { ...edit, owner: edit.owner ?? editor });
      return 'ok' in out ? out : { ...out, events: [] };
    }
    case 'set-planet-control':
    case 'set-planet-exhausted':
    case 'attach':
    case 'detach':
      return planetEdit(state, editor, edit);
    case 'set-station-control':
      return stationControl(state, editor, edit);
    case 'set-command-token':
      return commandTokenEdit(state, editor, edit);
    case 'set-command-pools':
      return commandPoolsEdit(state, editor, edit);
    case 'capture-token':
      return captureTokenEdit(state, editor, edit);
    case 'capture-units':
      return captureUnitsEdit(state, editor, edit);
    case 'adjust-trade-goods':
      return adjust(state, editor, edit.seat ?? editor, edit.delta, 'tradeGoods');
    case 'adjust-commodities':
      return adjust(state, editor, edit.seat ?? editor, edit.delta, 'commodities');
    case 'adjust-victory-points': {
      const seat = edit.seat ?? editor;
      const bad = checkSeat(state, seat);
      if (bad) return bad;
      const have = state.players[seat]?.victoryPoints ?? 0;
      if (have + edit.delta < 0)
        return fail(
          'rule/illegal-choice',
          `${nameOf(state, seat)} has ${have} victory points: that would go below zero.`,
        );
      // Through gainVictoryPoints, so reaching the target ends the game (LRR 98).
      const gained = gainVictoryPoints(state, seat, edit.delta);
      return {
        state: gained.state,
        text: `changes ${seat === editor ? 'their ' : ''}victory points by ${signed(edit.delta)}${onWhose(state, seat, editor, 'victory points')}`,
        events: gained.events,
        unitSystems: [],
      };
    }
    case 'discard-action-card':
    case 'give-action-card':
      return actionCardEdit(state, editor, edit);
    case 'set-technology':
    case 'give-strategy-card':
    case 'adjust-card-trade-goods':
    case 'draw-action-cards':
    case 'give-zero-token':
    case 'return-note':
    case 'give-note':
    case 'unlock-commander':
    case 'set-card-exhausted':
      return cardEdit(state, editor, edit);
    case 'adjust-combat-hits':
      return combatHitsEdit(state, editor, edit);
    case 'explore':
    case 'explore-frontier':
    case 'purge-relic-fragments':
      return exploreEdit(state, editor, edit);
  }
}

/** The sentence for an edit as everyone may read it (a card from a hand is not named). */
export function publicEditText(state: GameState, editor: Seat, edit: TableEdit): string {
  const who = nameOf(state, editor);
  if (edit.kind === 'discard-action-card') return `${who} discards an action card`;
  if (edit.kind === 'give-action-card') return `${who} gives an action card to ${nameOf(state, edit.to)}`;
  if (edit.kind === 'give-note') return `${who} gives a promissory note to ${nameOf(state, edit.to)}`;
  const trial = applyEdit(state, editor, edit);
  return 'ok' in trial
    ? `${who} makes a table edit (${edit.kind.replace(/-/g, ' ')})`
    : `${who} ${trial.text}`;
}

function finish(
  before: GameState,
  result: EditResult,
  lead: GameEvent,
): { state: GameState; events: GameEvent[] } {
  // A planet gained at the table opens Integrated Economy for its new controller.
  let next = afterPlanetsGained(before, result.state);
  const events: GameEvent[] = [lead, ...result.events];
  for (const systemId of result.unitSystems) {
    const hooked = afterUnitsChanged(next, systemId);
    next = hooked.state;
    events.push(...hooked.events);
  }
  return { state: next, events };
}

/** A seat's table edit: applied at once, or queued for the host when edits need approval. */
export function tableEdit(state: GameState, seat: Seat, edit: TableEdit): Outcome {
  if (state.phase === 'setup')
    return fail(
      'intent/wrong-phase',
      'Table edits can be made once setup is over and the first round has begun.',
    );
  const result = applyEdit(state, seat, edit);
  if ('ok' in result) return result;
  const who = nameOf(state, seat);
  if (!state.setup.options.editsNeedApproval) {
    const done = finish(state, result, { type: 'note', seat, text: `Table edit: ${who} ${result.text}.` });
    return applied(done.state, done.events);
  }
  const id = state.edits.nextId;
  const text = publicEditText(state, seat, edit);
  const pending: PendingEdit = { id, seat, edit, text };
  const next: GameState = { ...state, edits: { nextId: id + 1, pending: [...state.edits.pending, pending] } };
  return applied(next, [
    { type: 'note', seat, text: `Edit #${id}, waiting for the host's approval: ${text}.` },
  ]);
}

function takePending(state: GameState, id: number): { edit: PendingEdit; rest: PendingEdit[] } | RuleError {
  const edit = state.edits.pending.find((e) => e.id === id);
  if (!edit) return fail('rule/illegal-choice', `There is no table edit #${id} waiting for approval.`);
  return { edit, rest: state.edits.pending.filter((e) => e.id !== id) };
}

/** Host: apply a queued edit (checked again against the table as it is now). */
export function approveEdit(state: GameState, id: number): Outcome {
  const taken = takePending(state, id);
  if ('ok' in taken) return taken;
  const { edit, rest } = taken;
  const result = applyEdit(state, edit.seat, edit.edit);
  if ('ok' in result)
    return fail(
      'rule/illegal-choice',
      `Edit #${id} no longer fits the table: ${result.message} Reject it instead.`,
    );
  const edits = { ...result.state.edits, pending: rest };
  const done = finish(
    state,
    { ...result, state: { ...result.state, edits } },
    {
      type: 'note',
      seat: edit.seat,
      text: `The host approves edit #${id}: ${nameOf(state, edit.seat)} ${result.text}.`,
    },
  );
  return applied(done.state, done.events);
}

/** Host: drop a queued edit; nothing on the table changes. */
export function rejectEdit(state: GameState, id: number): Outcome {
  const taken = takePending(state, id);
  if ('ok' in taken) return taken;
  const { edit, rest } = taken;
  return applied({ ...state, edits: { ...state.edits, pending: rest } }, [
    { type: 'note', seat: edit.seat, text: `The host rejects edit #${id} (${edit.text}); nothing changes.` },
  ]);
}

/** Pending edits as everyone sees them: who asked, and the public sentence. */
export function pendingEditsView(state: GameState): PendingEditView[] {
  return state.edits.pending.map((e) => ({ id: e.id, seat: e.seat, text: e.text }));
}

/**
 * The host's approvals. Seats may make table edits whenever the game is past setup and not over, but
 * no example is listed for them: `legal` stays "what the game offers you now" for bots and tests,
 * and a player's edits are made from the table-edits panel.
 */
export function tableEditIntents(state: GameState, actor: Actor): Intent[] {
  if (actor.kind !== 'host' || state.phase === 'setup' || state.phase === 'ended') return [];
  return state.edits.pending.flatMap((e): Intent[] => [
    { type: 'approve-edit', id: e.id },
    { type: 'reject-edit', id: e.id },
  ]);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const tableEditHandlers: Handlers<'table-edit'> = {
  'table-edit': (state, seat, intent) => tableEdit(state, seat, intent.edit),
};
