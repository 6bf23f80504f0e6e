// Taking back one's own last move (SPEC 2.9): a player may undo the last intent applied, if it was
// theirs and it revealed nothing hidden (no card drawn or looked at, no deck touched, no shuffle). The
// state before it is kept with the state (`lastMove`), so undoing is pure: the undo is an intent in the
// log like any other, and replaying the log rebuilds the same table. Anything older, or a move after
// which another player acted, cannot be taken back this way.

import { lookedAtAgendas } from './cards/politics.ts';
import type { IntentType } from '../wire/intents.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import type { GameState, LastMove, Seat } from '../state/state.ts';
import type { Handlers } from '../state/handlers.ts';

/** Whether applying a move turned from `before` into `after` revealed nothing a player could not see. */
export function revealedNothing(before: GameState, after: GameState): boolean {
  if (before.rng !== after.rng || before.decks !== after.decks) return false;
  if ((lookedAtAgendas(after)?.length ?? 0) > 0) return false;
  return before.players.every((p, i) => {
    const q = after.players[i];
    return (
      !q ||
      (q.actionCards === p.actionCards &&
        q.secretObjectives === p.secretObjectives &&
        q.promissoryNotes === p.promissoryNotes)
    );
  });
}

/** The last move kept with the state after `seat`'s intent: the state before it, for an undo. */
export function lastMoveOf(before: GameState, after: GameState, seat: Seat, type: IntentType): LastMove {
  return {
    seat,
    type,
    // The state before keeps no last move of its own: only one move can be taken back.
    before: before.lastMove === null ? before : { ...before, lastMove: null },
    reversible: after.phase !== 'ended' && revealedNothing(before, after),
  };
}

const MOVE_WORDS: Partial<Record<IntentType, string>> = {
  'pick-strategy-card': 'their strategy card pick',
  'datahub-swap': 'their Quantum Datahub Node choice',
  'strategic-action': 'playing a strategy card',
  'resolve-primary': "their card's primary ability",
  follow: 'following a secondary',
  'skip-secondary': 'skipping a secondary',
  pass: 'passing',
  'activate-system': 'activating a system',
  'move-ships': 'moving their ships',
  'assign-hits': 'assigning their hits',
  'announce-retreat': 'announcing whether they retreat',
  invade: 'invading',
  'end-turn': 'ending their turn',
  produce: 'their production',
  'chaos-mapping': 'their Chaos Mapping production',
  'dirzuga-rophal': 'their Dirzuga Rophal production',
  'berekar-berekon': 'exhausting Berekar Berekon',
  'trillossa-aun-mirik': 'exhausting Trillossa Aun Mirik',
  'nullification-field': 'using Nullification Field',
  'the-stillness-of-stars': 'exhausting The Stillness of Stars',
  'xander-alexin-victori-iii': 'exhausting Xander Alexin Victori III',
  'doctor-sucaban': 'exhausting Doctor Sucaban',
  'technological-singularity': 'their Technological Singularity',
  'salvage-operations': 'their Salvage Operations',
  edict: 'their Edict',
  'agency-supply-network': 'their Agency Supply Network production',
  'integrated-economy': 'their Integrated Economy production',
  'table-edit': 'a table edit',
  'redistribute-tokens': 'arranging their command tokens',
  'score-objectives': 'their scoring',
  'cast-votes': 'their vote',
  'agenda-respond': 'going to the vote',
  'component-action': 'their component action',
  'play-action-card': 'playing an action card',
  'play-promissory-note': 'playing a promissory note',
  'the-oracle': 'using The Oracle',
  'give-oracle-note': 'giving a note for The Oracle',
  'instinct-training': 'their Instinct Training answer',
  mitosis: 'placing their Mitosis infantry',
  'umbat-production': 'their Umbat production',
};

export function moveWords(type: IntentType): string {
  return MOVE_WORDS[type] ?? 'their last move';
}

/** Why `seat` cannot take back the last move now, or null when they can. */
export function undoProblem(state: GameState, seat: Seat) {
  const last = state.lastMove;
  if (!last) return fail('rule/cannot-undo', 'There is no move to take back.');
  const name = (s: Seat) => state.players[s]?.name ?? `Seat ${s + 1}`;
  if (last.seat !== seat)
    return fail(
      'intent/not-your-turn',
      `Only ${name(last.seat)} can take back the last move (${moveWords(last.type)}); yours cannot be taken back once someone else has acted.`,
    );
  if (!last.reversible)
    return fail(
      'rule/cannot-undo',
      `Your last move (${moveWords(last.type)}) revealed hidden information (a card drawn or looked at, or dice rolled), so it cannot be taken back.`,
    );
  return null;
}

export function undo(state: GameState, seat: Seat): Outcome {
  const problem = undoProblem(state, seat);
  if (problem) return problem;
  const last = state.lastMove as LastMove;
  return applied(last.before, [
    {
      type: 'note',
      seat,
      text: `${state.players[seat]?.name ?? `Seat ${seat + 1}`} takes back ${moveWords(last.type)}.`,
    },
  ]);
}

/**
 * What the view says of the last move: who may take it back, and its intent type (null: nothing to
 * undo). Clients word it with `moveWords(type)`, so the words are not sent with every update.
 */
export function undoable(state: GameState): { readonly seat: Seat; readonly type: IntentType } | null {
  const last = state.lastMove;
  return last?.reversible ? { seat: last.seat, type: last.type } : null;
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const undoHandlers: Handlers<'undo'> = {
  undo: (state, seat) => undo(state, seat),
};
