// What each player may do in the agenda phase, what the table waits for, and the host's way on.

import { actionCardIdOf } from '../content/decks.ts';
import type { Intent } from '../wire/intents.ts';
import { examplePayment } from '../rules/objective-scoring.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import type { GameEvent } from '../state/events.ts';
import type { GameState, Seat } from '../state/state.ts';
import { AGENDA_PHASE_ACTION_CARDS, agendaName } from '../content/agenda-content.ts';
import { agendaOutcomes } from '../board/agenda-outcomes.ts';
import { breakTie, castVotes, currentVoter, respondToAgenda } from '../rules/agenda/agenda-phase.ts';
import { canRemoveCustodians, custodiansCost } from '../rules/agenda/custodians.ts';
import { representativeGovernment } from '../board/laws.ts';

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

export function agendaIntents(state: GameState, seat: Seat): Intent[] {
  const a = state.phase === 'agenda' ? state.agenda : null;
  if (!a) return [];
  if (a.step === 'respond') {
    if (a.responded.includes(seat)) return [];
    const cards = (state.players[seat]?.actionCards ?? []).filter((c) =>
      AGENDA_PHASE_ACTION_CARDS.has(actionCardIdOf(c)),
    );
    return [{ type: 'agenda-respond' }, ...cards.map((card) => ({ type: 'agenda-respond' as const, card }))];
  }
  if (a.step === 'vote') {
    if (currentVoter(state) !== seat) return [];
    const ready = Object.entries(state.galaxy.planets)
      .filter(([, p]) => p.controller === seat && !p.exhausted)
      .map(([id]) => id);
    const outcome = agendaOutcomes(state, a.agenda)[0] ?? null;
    const out: Intent[] = [{ type: 'cast-votes', outcome: null, planets: [] }];
    // Under Representative Government a vote exhausts no planet (one vote each).
    if (outcome !== null && representativeGovernment(state))
      out.unshift({ type: 'cast-votes', outcome, planets: [] });
    else if (outcome !== null && ready.length > 0)
      out.unshift({ type: 'cast-votes', outcome, planets: ready });
    return out;
  }
  if (seat !== state.speaker) return [];
  return a.tied.map((outcome) => ({ type: 'break-tie', outcome }));
}

/** During one's tactical action in Mecatol Rex's system: removing the custodians token, when affordable. */
export function custodiansIntents(state: GameState, seat: Seat): Intent[] {
  if (!canRemoveCustodians(state, seat)) return [];
  const cost = custodiansCost(state, seat);
  if (cost === 0) return [{ type: 'remove-custodians', payment: { planets: [], tradeGoods: 0 } }];
  const payment = examplePayment(state, seat, { kind: 'spend', influence: cost })?.influence;
  return payment ? [{ type: 'remove-custodians', payment }] : [];
}

/** The prompt bar in the agenda phase. */
export function agendaWaiting(state: GameState): { seats: Seat[]; text: string } {
  const a = state.agenda;
  if (!a) return { seats: [], text: 'The agenda phase is resolving.' };
  const name = agendaName(a.agenda);
  if (a.step === 'respond') {
    const seats = state.players.map((p) => p.seat).filter((s) => !a.responded.includes(s));
    return {
      seats,
      text: `Agenda ${a.number} of 2, ${name}: waiting for ${seats.map((s) => nameOf(state, s)).join(', ')} to play a card in answer or go to the vote.`,
    };
  }
  if (a.step === 'vote') {
    const voter = currentVoter(state);
    return voter === null
      ? { seats: [], text: `Agenda ${a.number} of 2, ${name}: counting the votes.` }
      : {
          seats: [voter],
          text: `Agenda ${a.number} of 2, ${name}: waiting for ${nameOf(state, voter)} to vote.`,
        };
  }
  return {
    seats: [state.speaker],
    text: `Agenda ${a.number} of 2, ${name}: waiting for ${nameOf(state, state.speaker)}, the speaker, to break the tie.`,
  };
}

/** Host: stop waiting — undecided players go to the vote, the current voter abstains, a tie takes its first outcome. */
export function skipAgendaUndecided(state: GameState): Outcome {
  const a = state.phase === 'agenda' ? state.agenda : null;
  if (!a) return fail('rule/already-decided', 'The agenda phase is not waiting for anyone.');
  const events: GameEvent[] = [];
  let next = state;
  if (a.step === 'respond') {
    for (const p of state.players) {
      if (a.responded.includes(p.seat)) continue;
      const out = respondToAgenda(next, p.seat, undefined);
      if (!out.ok) return out;
      next = out.state;
      events.push(
        { type: 'note', seat: p.seat, text: `The host moves on without ${p.name}.` },
        ...out.events,
      );
    }
    return applied(next, events);
  }
  if (a.step === 'vote') {
    const voter = currentVoter(state);
    if (voter === null) return fail('rule/already-decided', 'The agenda phase is not waiting for anyone.');
    const out = castVotes(state, voter, null, []);
    if (!out.ok) return out;
    return applied(out.state, [
      { type: 'note', seat: voter, text: `The host moves on: ${nameOf(state, voter)} abstains.` },
      ...out.events,
    ]);
  }
  const first = a.tied[0];
  if (first === undefined) return fail('rule/already-decided', 'There is no tie to break.');
  return breakTie(state, state.speaker, first);
}
