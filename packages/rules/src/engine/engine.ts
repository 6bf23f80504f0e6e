// The one entry point for change: (state, actor, intent) → next state + events, or a rule error.

import { grantSucaban } from '../builtin-abilities/doctor-sucaban.ts';
import { oracleNote, theOracle } from '../rules/status-phase.ts';
import { xander } from '../builtin-abilities/xander.ts';
import { stillnessOfStars } from '../builtin-abilities/stillness-of-stars.ts';
import { technologicalSingularity } from '../builtin-abilities/singularity.ts';
import { salvageOperations } from '../abilities/salvage-operations.ts';
import { edict } from '../builtin-abilities/edict.ts';
import { playNote } from '../rules/notes/play.ts';
import { ACQUIESCENCE } from '../rules/notes/acquiescence.ts';
import { discardActionCards } from '../board/action-cards.ts';
import { pass } from '../rules/action-phase.ts';
import { intentSchema, type Actor, type Intent } from '../wire/intents.ts';
import type { Applied, Outcome } from '../state/outcome.ts';
import type { GameEvent } from '../state/events.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import { canonicalState, type GameState, type Seat } from '../state/state.ts';
import { keepSecretObjective } from '../rules/setup-phase.ts';
import { owedBlocks } from './owed.ts';
import { returnSecretObjective } from '../board/secret-objectives.ts';
import {
  follow,
  resolveCardChoice,
  resolvePrimary,
  skip,
  skipUndecided,
  startStrategicAction,
} from '../rules/strategic.ts';
import { pickCard } from '../rules/strategy-phase.ts';
import { datahubSwap } from '../abilities/datahub.ts';
import { componentAction } from './component-action.ts';
import { heroAction } from '../rules/heroes.ts';
import { playWindowCard } from '../rules/action-card-windows.ts';
import { redistributeTokens, scoreObjectives } from '../rules/status-phase.ts';
import { skipStatusUndecided } from '../rules/status-skip.ts';
import { approveEdit, rejectEdit, tableEdit } from '../rules/table-edits.ts';
import { activateSystem, endTacticalTurn } from '../rules/tactical.ts';
import { cancelConstruction } from '../rules/construction-progress.ts';
import { produceInTactical } from '../rules/production.ts';
import { chaosMapping } from '../abilities/chaos-mapping.ts';
import { dirzugaRophal } from '../abilities/dirzuga-rophal.ts';
import { grantAgent } from '../builtin-abilities/production-agents.ts';
import { nullificationField } from '../abilities/nullification-field.ts';
import { agencySupply } from '../abilities/agency-supply.ts';
import { integratedEconomy } from '../abilities/integrated-economy.ts';
import { convertCommodities } from '../board/stations.ts';
import { transaction } from '../rules/economy/transactions.ts';
import { breakTie, castVotes, respondToAgenda } from '../rules/agenda/agenda-phase.ts';
import { removeCustodians } from '../rules/agenda/custodians.ts';
import { skipAgendaUndecided } from './agenda-legal.ts';
import { undo, withLastMove } from '../rules/undo.ts';
import { applyRollbackIntent, remember, rollbackBlocks, ROLLBACK_INTENT_TYPES } from '../rules/rollback.ts';
import {
  answerCancel,
  cancelWindowBlocks,
  holdForCancel,
  type CancelAnswer,
} from '../builtin-abilities/instinct-training.ts';
import { applied } from '../state/outcome.ts';
import { mitosis } from '../builtin-abilities/mitosis.ts';
import { umbatProduction, umbatWaitsFor } from '../abilities/umbat.ts';

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
  // Every applied intent is a move in the game's history, within reach of a rollback (rollback.ts).
  // Copied into one shape before and after (canonicalState: spreads of many shapes are slow).
  const next = afterUndoable(state, canonicalState(out.state), actor, intent);
  return { ...out, state: canonicalState(remember(state, next, actor, intent.type)) };
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

function afterUndoable(state: GameState, next: GameState, actor: Actor, intent: Intent): GameState {
  if (intent.type === 'undo' || ROLLBACK_INTENT_TYPES.includes(intent.type)) return next;
  // Remember the state before a seat's move, so that its player may take it back (undo.ts); a host's
  // intent ends any chance of that.
  return actor.kind === 'seat'
    ? withLastMove(state, next, actor.seat, intent.type)
    : { ...next, lastMove: null };
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
    if (intent.type === 'skip-undecided' && umbatWaitsFor(state) !== null)
      return umbatProduction(state, null, {});
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
  const owes = owedBlocks(state, seat, intent.type);
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
  switch (intent.type) {
    case 'keep-secret-objective':
      return keepSecretObjective(state, seat, intent.objective);
    case 'pick-strategy-card':
      return pickCard(state, seat, intent.card);
    case 'datahub-swap':
      return datahubSwap(state, seat, intent.swap);
    case 'strategic-action':
      return startStrategicAction(state, seat, intent.card);
    case 'resolve-primary':
      return resolvePrimary(state, seat, intent.choices);
    case 'follow':
      if (intent.jaeMirKan !== undefined && intent.acquiescence)
        return fail('rule/illegal-choice', 'Follow with Jae Mir Kan or with Acquiescence, not both.');
      return follow(state, seat, intent.choices, intent.acquiescence ? ACQUIESCENCE : intent.jaeMirKan);
    case 'skip-secondary':
      return skip(state, seat);
    case 'pass':
      return pass(state, seat, intent.predictiveIntelligence);
    case 'discard-action-cards':
      return discardActionCards(state, seat, intent.cards);
    case 'card-choice':
      return resolveCardChoice(state, seat, intent.choices);
    case 'return-secret-objective':
      return returnSecretObjective(state, seat, intent.objective);
    case 'produce':
      return produceInTactical(state, seat, intent);
    case 'chaos-mapping':
      return chaosMapping(state, seat, intent.system, intent.order);
    case 'dirzuga-rophal':
      return dirzugaRophal(state, seat, intent.order);
    case 'berekar-berekon':
    case 'trillossa-aun-mirik':
      return grantAgent(state, seat, intent.type, intent.to);
    case 'nullification-field':
      return nullificationField(state, seat);
    case 'the-stillness-of-stars':
      return stillnessOfStars(state, seat, intent.to, intent.capture);
    case 'xander-alexin-victori-iii':
      return xander(state, seat, intent.to, intent.commodities);
    case 'edict':
      return edict(state, seat, intent.from);
    case 'salvage-operations':
      return salvageOperations(state, seat, {
        system: intent.system,
        won: intent.won,
        ...(intent.order ? { order: intent.order } : {}),
      });
    case 'technological-singularity':
      return technologicalSingularity(state, seat, {
        from: intent.from,
        technology: intent.technology,
        ...(intent.assimilator ? { assimilator: intent.assimilator } : {}),
      });
    case 'doctor-sucaban':
      return grantSucaban(state, seat, intent.to);
    case 'agency-supply-network':
      return agencySupply(state, seat, intent.system, intent.order);
    case 'integrated-economy':
      return integratedEconomy(state, seat, intent.planet, intent.order);
    case 'convert-commodities':
      return convertCommodities(state, seat, intent.station);
    case 'station-trade':
    case 'transaction':
      return transaction(state, seat, intent);
    case 'cancel-construction':
      return cancelConstruction(state, seat, intent.id);
    case 'activate-system':
      return activateSystem(state, seat, intent.system);
    case 'end-turn':
      return endTacticalTurn(state, seat, intent.predictiveIntelligence);
    case 'component-action':
      return componentAction(state, seat, intent);
    case 'hero-action':
      return heroAction(state, seat, intent);
    case 'play-action-card':
      return playWindowCard(state, seat, intent);
    case 'play-promissory-note':
      return playNote(state, seat, intent);
    case 'the-oracle':
      return theOracle(state, seat);
    case 'give-oracle-note':
      return oracleNote(state, seat, intent.note);
    case 'score-objectives':
      return scoreObjectives(state, seat, intent);
    case 'redistribute-tokens':
      return redistributeTokens(state, seat, intent.pools, intent.bioplasmosis);
    case 'table-edit':
      return tableEdit(state, seat, intent.edit);
    case 'agenda-respond':
      return respondToAgenda(state, seat, intent.card);
    case 'cast-votes':
      return castVotes(state, seat, intent.outcome, intent.planets);
    case 'break-tie':
      return breakTie(state, seat, intent.outcome);
    case 'remove-custodians':
      return removeCustodians(state, seat, intent.payment);
    case 'undo':
      return undo(state, seat);
    case 'request-rollback':
    case 'answer-rollback':
    case 'cancel-rollback':
      return applyRollbackIntent(state, { kind: 'seat', seat }, intent);
    case 'skip-undecided':
      return fail('intent/not-host', 'Only the host can stop waiting for undecided players.');
    case 'approve-edit':
    case 'reject-edit':
      return fail('intent/not-host', 'Only the host can approve or reject table edits.');
    case 'instinct-training':
      return resolveAnswer(answerCancel(state, seat, intent.cancel));
    case 'mitosis':
      return mitosis(state, seat, intent.planet);
    case 'umbat-production':
      return umbatProduction(state, seat, intent);
  }
}

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
