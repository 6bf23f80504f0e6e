// The one entry point for change: (state, actor, intent) → next state + events, or a rule error.

import {
  answerCancel,
  cancelWindowBlocks,
  holdForCancel,
  type CancelAnswer,
} from '../rules/cancel-window.ts';
import { holdNow } from '../hooks/mechanisms.ts';
import { ABILITY_HANDLERS } from './rule-set.ts';
import { noteHandlers } from '../rules/notes/play.ts';
import { actionCardHandlers } from '../board/action-cards.ts';
import { secretObjectiveHandlers } from '../board/secret-objectives.ts';
import { stationHandlers } from '../board/station-handlers.ts';
import { actionPhaseHandlers } from '../rules/action-phase.ts';
import { setupHandlers } from '../rules/setup-phase.ts';
import { strategicHandlers, skipUndecided } from '../rules/strategic.ts';
import { strategyPhaseHandlers } from '../rules/strategy-phase.ts';
import { heroHandlers } from '../rules/heroes.ts';
import { actionCardWindowHandlers } from '../rules/action-card-windows.ts';
import { statusPhaseHandlers } from '../rules/status-phase.ts';
import { skipStatusUndecided } from '../rules/status-skip.ts';
import { approveEdit, rejectEdit, tableEditHandlers } from '../rules/table-edits.ts';
import { tacticalHandlers } from '../rules/tactical.ts';
import { moveShipsHandlers } from '../rules/move-ships.ts';
import { assignForUndecided, assignHitsHandlers, combatBlocks } from '../rules/assign-hits.ts';
import { announceRetreatHandlers } from '../rules/announce-retreat.ts';
import { combatOptionHandlers } from '../rules/combat-option.ts';
import { invasionHandlers } from '../rules/invasion.ts';
import { constructionHandlers } from '../rules/construction-handlers.ts';
import { productionHandlers } from '../rules/production-handlers.ts';
import { transactionHandlers } from '../rules/economy/transactions.ts';
import { agendaHandlers } from '../rules/agenda/agenda-phase.ts';
import { custodiansHandlers } from '../rules/agenda/custodians.ts';
import { lastMoveOf, undoHandlers } from '../rules/undo.ts';
import {
  applyRollbackIntent,
  remembered,
  rollbackBlocks,
  rollbackHandlers,
  ROLLBACK_INTENT_TYPES,
} from '../rules/rollback.ts';
import { intentSchema, type Actor, type Intent } from '../wire/intents.ts';
import type { Applied, Outcome } from '../state/outcome.ts';
import type { GameEvent } from '../state/events.ts';
import type { HandlerTable, Handlers, IntentHandler } from '../state/handlers.ts';
import { applied } from '../state/outcome.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import { canonicalState, type GameState, type Seat } from '../state/state.ts';
import { componentActionHandlers } from './component-action.ts';
import { skipAgendaUndecided } from './agenda-legal.ts';
import { completeTable, handlerTable } from './handlers.ts';
import { owedBlocks } from './owed.ts';

/**
 * Validates untrusted input: the intent exactly as the engine will apply it
 * (defaults filled in, strings trimmed). Store this, not the raw input, so
 * that replaying the log applies the same intent (docs/reliability.md).
 */
export function parseIntent(input: unknown): { ok: true; intent: Intent } | RuleError {
  const parsed = intentSchema.safeParse(input);
  if (parsed.success) return { ok: true, intent: sortedKeys(parsed.data) };
  const issue = parsed.error.issues[0];
  return fail(
    'intent/malformed',
    `That request is not understood${issue ? ` (${issue.path.join('.') || 'intent'}: ${issue.message})` : ''}.`,
  );
}

/**
 * The same value with every object's keys in sorted order. Records (unit
 * counts, say) keep the order they were sent in, and a database may reorder
 * keys (PostgreSQL's JSONB does): sorted, every server that applies or replays
 * an intent builds byte-identical state.
 */
function sortedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortedKeys) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) out[key] = sortedKeys((value as Record<string, unknown>)[key]);
  return out as T;
}

/** Validates untrusted input, then applies it. Never throws; never mutates `state`. */
export function applyIntent(state: GameState, actor: Actor, input: unknown): Outcome {
  const parsed = parseIntent(input);
  return parsed.ok ? applyParsed(state, actor, parsed.intent) : parsed;
}

/** Applies an intent already known to be well formed (e.g. when replaying a stored log). */
export function applyParsed(state: GameState, actor: Actor, intent: Intent): Outcome {
  const applied = applyUnlessWaiting(state, actor, intent);
  if (!applied.ok) return applied;
  const out = 'standing' in intent && intent.standing ? withStandingNote(state, actor, applied) : applied;
  // Copied into one shape (canonicalState: spreads of many shapes are slow); the fresh copy's history
  // fields are set in place, before anyone else sees it.
  const next = canonicalState(out.state);
  // Remember the state before a seat's move, so that its player may take it back (undo.ts); a host's
  // intent ends any chance of that.
  if (intent.type !== 'undo' && !ROLLBACK_INTENT_TYPES.includes(intent.type))
    next.lastMove = actor.kind === 'seat' ? lastMoveOf(state, next, actor.seat, intent.type) : null;
  // Every applied intent is a move in the game's history, within reach of a rollback (rollback.ts).
  const history = remembered(state, next, actor, intent.type);
  next.moves = history.moves;
  next.recent = history.recent;
  return { ...out, state: next };
}

/** A move the server made from the player's standing order says so in the log. */
function withStandingNote(state: GameState, actor: Actor, out: Applied): Applied {
  if (actor.kind !== 'seat') return out;
  const name = state.players[actor.seat]?.name ?? `Seat ${actor.seat + 1}`;
  const note: GameEvent = {
    type: 'note',
    seat: actor.seat,
    text: `(${name}'s standing order, set in advance.)`,
  };
  // Right after the move's own line, before whatever it set off (a new phase, the next turn).
  return { ...out, events: [...out.events.slice(0, 1), note, ...out.events.slice(1)] };
}

function applyUnlessWaiting(state: GameState, actor: Actor, intent: Intent): Outcome {
  if (
    intent.type === 'request-rollback' ||
    intent.type === 'answer-rollback' ||
    intent.type === 'cancel-rollback'
  )
    return applyRollbackIntent(state, actor, intent);
  if (actor.kind === 'spectator') return fail('intent/spectator', 'Spectators can watch but not act.');
  return rollbackBlocks(state, intent.type) ?? applyRules(state, actor, intent);
}

function applyRules(state: GameState, actor: Actor, intent: Intent): Outcome {
  if (actor.kind === 'spectator') return fail('intent/spectator', 'Spectators can watch but not act.');
  if (state.phase === 'ended') return fail('intent/game-over', 'The game is over.');
  // An action card held for Instinct Training: only the answers (and a few owed choices) go on.
  const held = cancelWindowBlocks(state, intent.type);
  if (actor.kind === 'host') {
    if (intent.type === 'skip-undecided' && state.cancelWindow)
      return resolveAnswer(answerCancel(state, null, false));
    if (held) return held;
    // A combat (space, ground, bombardment) waiting for hits: the default loss order for whoever has not assigned them.
    if (intent.type === 'skip-undecided' && state.tactical?.combat) return assignForUndecided(state);
    // An ability holding the game (an Umbat production, Mitosis): its own stop-waiting.
    const stop = holdNow(state)?.hold.stopWaiting;
    if (intent.type === 'skip-undecided' && stop) return stop(state);
    if (intent.type === 'skip-undecided')
      return state.phase === 'status'
        ? skipStatusUndecided(state)
        : state.phase === 'agenda'
          ? skipAgendaUndecided(state)
          : skipUndecided(state);
    if (intent.type === 'approve-edit') return approveEdit(state, intent.id);
    if (intent.type === 'reject-edit') return rejectEdit(state, intent.id);
    return fail('intent/not-host', 'Game actions are taken from a seat, not as the host.');
  }
  if (!state.players[actor.seat]) return fail('intent/not-your-turn', 'That seat is not in this game.');
  const seat = actor.seat;
  if (held) return held;
  if (intent.type === 'instinct-training') return resolveAnswer(answerCancel(state, seat, intent.cancel));
  const owes = owedBlocks(state, seat, intent.type) ?? combatBlocks(state, intent.type);
  if (owes) return owes;
  return holdForCancel(state, seat, intent, applySeatIntent(state, seat, intent));
}

/** After an answer about a held card: the card resolves as it was played when nobody cancelled it. */
function resolveAnswer(answer: CancelAnswer): Outcome {
  if (!('resolve' in answer)) return answer;
  const out = applySeatIntent(answer.state, answer.seat, answer.resolve);
  return out.ok ? applied(out.state, [...answer.events, ...out.events]) : out;
}

/** A seat's intent, by its type (the checks common to all of them are made before). */
function applySeatIntent(state: GameState, seat: Seat, intent: Intent): Outcome {
  return (HANDLERS[intent.type] as IntentHandler<Intent['type']>)(state, seat, intent);
}

/** The intents the engine itself owns: the host's, refused from a seat, and the answers to a held card. */
const engineHandlers: Handlers<'skip-undecided' | 'approve-edit' | 'reject-edit' | 'instinct-training'> = {
  'skip-undecided': () => fail('intent/not-host', 'Only the host can stop waiting for undecided players.'),
  'approve-edit': () => fail('intent/not-host', 'Only the host can approve or reject table edits.'),
  'reject-edit': () => fail('intent/not-host', 'Only the host can approve or reject table edits.'),
  'instinct-training': (state, seat, intent) => resolveAnswer(answerCancel(state, seat, intent.cancel)),
};

/** Every owner of intent types, by name: each type has exactly one (engine/handlers.test.ts). */
export const INTENT_OWNERS = {
  engine: engineHandlers,
  'rules/setup-phase': setupHandlers,
  'rules/strategy-phase': strategyPhaseHandlers,
  'rules/strategic': strategicHandlers,
  'rules/action-phase': actionPhaseHandlers,
  'rules/tactical': tacticalHandlers,
  'rules/move-ships': moveShipsHandlers,
  'rules/assign-hits': assignHitsHandlers,
  'rules/announce-retreat': announceRetreatHandlers,
  'rules/combat-option': combatOptionHandlers,
  'rules/invasion': invasionHandlers,
  'rules/production-handlers': productionHandlers,
  'rules/construction-handlers': constructionHandlers,
  'rules/heroes': heroHandlers,
  'rules/action-card-windows': actionCardWindowHandlers,
  'rules/notes/play': noteHandlers,
  'rules/status-phase': statusPhaseHandlers,
  'rules/table-edits': tableEditHandlers,
  'rules/agenda/agenda-phase': agendaHandlers,
  'rules/agenda/custodians': custodiansHandlers,
  'rules/economy/transactions': transactionHandlers,
  'rules/undo': undoHandlers,
  'rules/rollback': rollbackHandlers,
  'board/action-cards': actionCardHandlers,
  'board/secret-objectives': secretObjectiveHandlers,
  'board/station-handlers': stationHandlers,
  'engine/component-action': componentActionHandlers,
  ...ABILITY_HANDLERS,
} as const;

/** One handler per intent type: throws as the engine loads when a type has no owner. */
const HANDLERS: HandlerTable = completeTable(handlerTable(INTENT_OWNERS));

/** Replays an intent log from the setup; stops at the first entry that does not apply. */
export function replay(
  initial: GameState,
  log: readonly { readonly actor: Actor; readonly intent: Intent }[],
): { state: GameState; applied: number } {
  let state = initial;
  let count = 0;
  for (const entry of log) {
    const out = applyParsed(state, entry.actor, entry.intent);
    if (!out.ok) break;
    state = out.state;
    count++;
  }
  return { state, applied: count };
}
