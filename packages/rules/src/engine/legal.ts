// "What may this actor do now": drives the UI, bots and fuzzing. The client
// never re-implements a rule; it offers exactly these.

import { unexhaustedCards } from '../rules/action-phase.ts';
import { discardsOwed } from '../board/action-cards.ts';
import { buildIntents } from './build-legal.ts';
import { cardRules } from '../rules/cards/registry.ts';
import { STRATEGY_CARDS_BY_ID } from '../content/strategy-cards.ts';
import type { Actor, Intent } from '../wire/intents.ts';
import { allOwed, owedText } from './owed.ts';
import { secretsOwed } from '../board/secret-objectives.ts';
import type { GameState, Seat } from '../state/state.ts';
import { currentPicker, unpickedCards } from '../rules/strategy-phase.ts';
import { followPayment, holdNow } from '../hooks/mechanisms.ts';
import type { Waiting } from '../hooks/contract.ts';
import { ABILITY_ANYTIME, abilityTurnIntents, abilityWindowIntents } from './rule-set.ts';
import { componentIntents } from './component-action.ts';
import { heroIntents } from '../rules/heroes.ts';
import { windowCardIntents } from '../rules/action-card-windows.ts';
import { noteIntents } from '../rules/notes/play.ts';
import { holdsAcquiescence } from '../rules/notes/acquiescence.ts';
import { statusIntents, statusWaiting } from './status-legal.ts';
import { tableEditIntents } from '../rules/table-edits.ts';
import { activationIntents } from '../rules/tactical.ts';
import { moveIntents } from '../rules/move-ships.ts';
import { invadeIntents } from '../rules/invasion.ts';
import { assignHitsIntents, combatBlocks, combatWaiting } from '../rules/assign-hits.ts';
import { announceRetreatIntents } from '../rules/announce-retreat.ts';
import { combatOptionIntents } from '../rules/combat-option.ts';
import { rollbackIntents, rollbackWaiting } from '../rules/rollback.ts';
import { cancelIntents, cancelWindowText } from '../rules/cancel-window.ts';
import { agendaIntents, agendaWaiting, custodiansIntents } from './agenda-legal.ts';

/**
 * Intents a seat may send whenever their window is open, though the game never waits for them: action
 * cards and promissory notes played out of turn, agents used at any time or after another's move, the
 * Nekro's Technological Singularity, the Mentak's Salvage Operations and the Mahact's Edict after a
 * combat.
 */
export const ANYTIME_INTENT_TYPES: readonly Intent['type'][] = [
  'play-action-card',
  'play-promissory-note',
  ...ABILITY_ANYTIME,
];

/**
 * Both answers are pure functions of an immutable state, asked several times of each state: the view
 * of every role (view.ts), the chronicle (view/chronicle.ts), the server's standing and combat orders
 * and its notifications. So each is worked out once per state (and actor) and kept while the state is
 * (weakly): the same array or object is returned to every caller, who must not change it.
 */
const legalKept = new WeakMap<GameState, Map<string, Intent[]>>();
const waitingKept = new WeakMap<GameState, Waiting>();

const actorKey = (actor: Actor): string => (actor.kind === 'seat' ? `seat:${actor.seat}` : actor.kind);

export function legalIntents(state: GameState, actor: Actor): Intent[] {
  let kept = legalKept.get(state);
  if (!kept) legalKept.set(state, (kept = new Map()));
  const key = actorKey(actor);
  let legal = kept.get(key);
  if (!legal) kept.set(key, (legal = legalNow(state, actor)));
  return legal;
}

function legalNow(state: GameState, actor: Actor): Intent[] {
  // While a request to go back is open, the game waits for its answers (rollback.ts).
  const answers = rollbackIntents(state, actor);
  if (answers) return answers;
  // While an action card waits for Instinct Training, the game waits for those answers alone.
  if (state.cancelWindow) {
    if (actor.kind === 'host') return [{ type: 'skip-undecided' }];
    if (actor.kind !== 'seat') return [];
    const owes = discardsOwed(state, actor.seat) > 0 || secretsOwed(state, actor.seat) > 0;
    return [...(cancelIntents(state, actor.seat) ?? []), ...(owes ? coreLegalIntents(state, actor) : [])];
  }
  const core = coreLegalIntents(state, actor);
  // Table edits (any seat, any phase after setup) and the host's approvals (table-edits.ts).
  if (actor.kind === 'host') return [...core, ...tableEditIntents(state, actor)];
  if (actor.kind !== 'seat' || discardsOwed(state, actor.seat) > 0 || secretsOwed(state, actor.seat) > 0)
    return core;
  // Production, cancelling construction and space-station intents (build-legal.ts); action cards with
  // an open window, out of turn (action-card-windows.ts); during a space combat, what it allows.
  const all = [
    ...core,
    ...windowCardIntents(state, actor.seat),
    ...noteIntents(state, actor.seat),
    ...abilityWindowIntents(state, actor.seat),
    ...buildIntents(state, actor.seat),
    ...tableEditIntents(state, actor),
  ];
  return state.tactical?.combat ? all.filter((i) => !combatBlocks(state, i.type)) : all;
}

function coreLegalIntents(state: GameState, actor: Actor): Intent[] {
  if (state.phase === 'ended') return [];
  if (actor.kind === 'host') {
    const pending = state.strategic && Object.values(state.strategic.followers).includes('pending');
    const statusWaits =
      (state.phase === 'status' && statusWaiting(state).seats.length > 0) ||
      (state.phase === 'agenda' && agendaWaiting(state).seats.length > 0);
    const s = state.strategic;
    const cardWaits = s?.step === 'primary' && (cardRules(state, s.card).awaiting?.(state) ?? []).length > 0;
    const held = holdNow(state)?.hold.stopWaiting !== undefined;
    const fighting = state.tactical?.combat !== undefined && combatWaiting(state).seats.length > 0;
    return pending || statusWaits || cardWaits || held || fighting ? [{ type: 'skip-undecided' }] : [];
  }
  if (actor.kind !== 'seat') return [];
  const seat = actor.seat;
  const owed = discardsOwed(state, seat);
  const secretsOver = secretsOwed(state, seat);
  if (owed > 0 || secretsOver > 0) {
    // The example discards the most recently drawn cards; the UI lets the player choose.
    const hand = state.players[seat]?.actionCards ?? [];
    const out: Intent[] =
      owed > 0 ? [{ type: 'discard-action-cards', cards: hand.slice(hand.length - owed) }] : [];
    if (secretsOver > 0) {
      for (const s of state.players[seat]?.secretObjectives ?? [])
        if (!s.scored) out.push({ type: 'return-secret-objective', objective: s.id });
    }
    return out;
  }
  if (state.phase === 'setup') {
    return (state.players[seat]?.secretOffer ?? []).map((objective) => ({
      type: 'keep-secret-objective',
      objective,
    }));
  }
  // An ability holding the game (a datahub swap, an Umbat production) takes its answers alone; the
  // status phase's (Mitosis) keeps The Oracle open beside it (status-legal.ts).
  const held = state.phase === 'status' ? null : holdNow(state);
  if (held) return held.hold.intents(state, seat);
  // A space combat (rules/space-combat.ts): whether to retreat (LRR 78.4) and its hits come before anything else of the turn.
  if (state.tactical?.combat)
    return [
      ...combatOptionIntents(state, seat),
      ...announceRetreatIntents(state, seat),
      ...assignHitsIntents(state, seat),
    ];
  if (state.phase === 'strategy') {
    if (currentPicker(state) !== seat) return [];
    // After Public Disgrace, not the card sent back (while another is free).
    const free = unpickedCards(state);
    const barred = state.draft?.barred;
    const open = barred?.seat === seat && free.length > 1 ? free.filter((c) => c !== barred.card) : free;
    return open.map((card) => ({ type: 'pick-strategy-card', card }));
  }
  const s = state.strategic;
  if (state.phase === 'action' && s) {
    const rules = cardRules(state, s.card);
    if (s.step === 'primary') {
      const awaited = rules.awaiting?.(state) ?? [];
      if (awaited.length > 0) {
        if (!awaited.includes(seat)) return [];
        return [{ type: 'card-choice', choices: rules.exampleChoice?.(state, seat) ?? {} }];
      }
      if (s.active !== seat) return [];
      const choices = rules.examplePrimary(state, seat);
      return choices === null ? [] : [{ type: 'resolve-primary', choices }];
    }
    if (s.followers[String(seat)] !== 'pending') return [];
    const out: Intent[] = [{ type: 'skip-secondary' }];
    const choices = rules.exampleSecondary(state, seat);
    const tokenOk = !rules.followCostsToken(state, seat) || (state.players[seat]?.pools.strategy ?? 0) > 0;
    if (choices !== null && !rules.cannotFollow?.(state, seat)) {
      // Jae Mir Kan (Mahact agent) pays the token with one of the active player's from the board.
      const agent = rules.followCostsToken(state, seat)
        ? followPayment()?.example(state, seat, s.active)
        : undefined;
      if (agent) out.unshift({ type: 'follow', choices, jaeMirKan: agent });
      if (rules.followCostsToken(state, seat) && holdsAcquiescence(state, seat, s.active))
        out.unshift({ type: 'follow', choices, acquiescence: true });
      if (tokenOk) out.unshift({ type: 'follow', choices });
    }
    return out;
  }
  if (state.phase === 'action' && state.active === seat && !state.strategic) {
    // A tactical action under way: its movement (move-ships.ts); the turn ends when the player says so (tactical.ts).
    if (state.tactical)
      return [
        ...moveIntents(state, seat),
        ...invadeIntents(state, seat),
        ...custodiansIntents(state, seat),
        { type: 'end-turn' },
      ];
    const ready = unexhaustedCards(state, seat);
    const out: Intent[] = ready.map((card) => ({ type: 'strategic-action', card }));
    if (ready.length === 0) out.push({ type: 'pass' });
    out.push(
      ...abilityTurnIntents(state, seat),
      ...componentIntents(state, seat),
      ...heroIntents(state, seat),
      ...activationIntents(state, seat),
    );
    return out;
  }
  if (state.phase === 'status') return statusIntents(state, seat);
  if (state.phase === 'agenda') return agendaIntents(state, seat);
  return [];
}

export type { Waiting };

/** What the game is waiting for, and from whom. */
export function waitingFor(state: GameState): Waiting {
  let waiting = waitingKept.get(state);
  if (!waiting) waitingKept.set(state, (waiting = waitingNow(state)));
  return waiting;
}

function waitingNow(state: GameState): Waiting {
  const rollback = rollbackWaiting(state);
  if (rollback) return rollback;
  const held = state.cancelWindow;
  if (held) return { seats: held.waiting, text: cancelWindowText(state, held) };
  const waiting = waitingForMain(state);
  return state.phase === 'ended' ? waiting : withOwed(state, waiting);
}

/** Adds the players who owe a discard or a secret objective return (they cannot act until they do). */
function withOwed(state: GameState, waiting: Waiting): Waiting {
  const owed = allOwed(state);
  if (owed.length === 0) return waiting;
  const name = (seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;
  const extra = owed.map((o) => `${name(o.seat)} needs ${owedText(o)}.`).join(' ');
  const seats = [...new Set([...waiting.seats, ...owed.map((o) => o.seat)])];
  return { seats, text: `${waiting.text} ${extra}` };
}

function waitingForMain(state: GameState): Waiting {
  const name = (seat: Seat | null) =>
    seat === null ? 'nobody' : (state.players[seat]?.name ?? `Seat ${seat + 1}`);
  if (state.phase === 'ended') {
    return {
      seats: [],
      text: state.winner === null ? 'The game is over.' : `${name(state.winner)} has won the game.`,
    };
  }
  if (state.phase === 'setup') {
    const pending = state.players.filter((p) => p.secretOffer.length > 0);
    return {
      seats: pending.map((p) => p.seat),
      text: `Waiting for ${pending.map((p) => p.name).join(', ')} to choose a secret objective to keep.`,
    };
  }
  // An ability holding the game (a datahub swap, an Umbat production, Mitosis).
  const held = holdNow(state);
  if (held) return held.waiting;
  if (state.tactical?.combat) return combatWaiting(state);
  if (state.phase === 'strategy') {
    const picker = currentPicker(state);
    return {
      seats: picker === null ? [] : [picker],
      text: `Waiting for ${name(picker)} to pick a strategy card.`,
    };
  }
  if (state.phase === 'action' && state.active !== null) {
    if (state.strategic) {
      const pending = Object.entries(state.strategic.followers)
        .filter(([, d]) => d === 'pending')
        .map(([s]) => Number(s));
      const card = STRATEGY_CARDS_BY_ID.get(state.strategic.card)?.name ?? state.strategic.card;
      const awaited = cardRules(state, state.strategic.card).awaiting?.(state) ?? [];
      if (state.strategic.step === 'primary' && awaited.length > 0) {
        const text = cardRules(state, state.strategic.card).awaitingText?.(state);
        return {
          seats: awaited,
          text: text ?? `Waiting for ${awaited.map(name).join(', ')} to choose for ${card}.`,
        };
      }
      if (state.strategic.step === 'primary') {
        const during = state.tactical
          ? ` (its tactical action in system ${state.tactical.system} is under way)`
          : '';
        return {
          seats: [state.strategic.active],
          text: `Waiting for ${name(state.strategic.active)} to resolve ${card}${during}.`,
        };
      }
      return {
        seats: pending,
        text: `Waiting for ${pending.map(name).join(', ')} to follow or skip ${card}.`,
      };
    }
    if (state.tactical) {
      return {
        seats: [state.active],
        text: `Waiting for ${name(state.active)} to finish their tactical action in system ${state.tactical.system} and end their turn.`,
      };
    }
    return { seats: [state.active], text: `Waiting for ${name(state.active)} to take an action.` };
  }
  if (state.phase === 'status') return statusWaiting(state);
  if (state.phase === 'agenda') return agendaWaiting(state);
  return { seats: [], text: 'The status phase is resolving.' };
}
