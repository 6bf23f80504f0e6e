// The agenda phase (LRR 8), once the custodians token has left Mecatol Rex (custodians.ts):
//   1. the top agenda is revealed (LRR 8.2) — the very card a Politics player may have put there;
//   2. a window for the action cards and abilities that answer a revealed agenda: every player answers,
//      so that no one learns who holds such a card (docs/rules-decisions.md);
//   3. players vote in order from the speaker's left, the speaker last (LRR 8.5), exhausting planets
//      for their influence (trade goods and space stations cast no votes; seed 003) or abstaining;
//   4. the outcome with the most votes is resolved; the speaker breaks ties, and decides when nobody
//      voted (LRR 8.10–8.11); a law enters play unless "against" wins, a directive is discarded (LRR 7);
//   5. the same for a second agenda (LRR 8.14), then every planet is readied (LRR 8.15) and the next
//      round begins.

import { ACTION_CARDS_BY_ID, AGENDAS_BY_ID, actionCardIdOf } from '../../content/decks.ts';
import { PLANETS_BY_ID } from '../../content/index.ts';
import type { GameEvent } from '../../state/events.ts';
import { applied, type Outcome } from '../../state/outcome.ts';
import { beginNextRound } from '../phases.ts';
import { plural } from '../../kernel/plural.ts';
import { fail } from '../../kernel/result.ts';
import { shuffle } from '../../kernel/rng.ts';
import type { AgendaPhaseState, AgendaVote, GameState, Seat } from '../../state/state.ts';
import { updatePlayer } from '../../state/update.ts';
import { AGENDA_PHASE_ACTION_CARDS, agendaName, agendaRules } from '../../content/agenda-content.ts';
import { resolveAgendaEffect } from './agenda-effects.ts';
import { agendaOutcomes, outcomeName } from '../../board/agenda-outcomes.ts';
import { representativeGovernment } from '../../board/laws.ts';
import type { Handlers } from '../../state/handlers.ts';

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

type Step = { state: GameState; events: GameEvent[] };

/** LRR 8.5: from the speaker's left, clockwise, the speaker last. */
export function votingOrder(state: GameState): Seat[] {
  const n = state.players.length;
  return Array.from({ length: n }, (_, i) => (state.speaker + 1 + i) % n);
}

/** The status phase is over and the custodians token is gone: the agenda phase begins. */
export function beginAgendaPhase(state: GameState): Step {
  const started: GameState = { ...state, phase: 'agenda', active: null };
  const revealed = revealAgenda(started, 1, []);
  return {
    state: revealed.state,
    events: [{ type: 'note', seat: null, text: `Agenda phase of round ${state.round}.` }, ...revealed.events],
  };
}

/** Reveals the top agenda (shuffling the discard pile into a deck that ran out, LRR 7). */
function revealAgenda(state: GameState, number: 1 | 2, barred: readonly Seat[]): Step {
  let deck = state.decks.agenda.slice();
  let discard = state.decks.agendaDiscard.slice();
  let rng = state.rng;
  const events: GameEvent[] = [];
  // An agenda that would have nothing to elect (no law in play, no scored secret objective) is
  // discarded and the next one revealed (as its card says); at most the whole deck is looked through.
  for (let tries = 0; tries < 200; tries++) {
    if (deck.length === 0 && discard.length > 0) {
      [deck, rng] = shuffle(discard, rng);
      discard = [];
      events.push({ type: 'note', seat: null, text: 'The agenda deck is reshuffled from its discard pile.' });
    }
    const agenda = deck.shift();
    if (agenda === undefined) break;
    const probe: GameState = {
      ...state,
      rng,
      decks: { ...state.decks, agenda: deck, agendaDiscard: discard },
    };
    if (agendaOutcomes(probe, agenda).length === 0) {
      discard.push(agenda);
      events.push({
        type: 'note',
        seat: null,
        text: `${agendaName(agenda)} is revealed, has nothing to elect, and is discarded.`,
      });
      continue;
    }
    const phase: AgendaPhaseState = {
      number,
      agenda,
      step: 'respond',
      responded: [],
      order: votingOrder(state),
      index: 0,
      votes: [],
      tied: [],
      barred,
    };
    events.push({
      type: 'note',
      seat: null,
      text: `Agenda ${number} of 2: ${agendaName(agenda)} (${agendaRules(agenda).elect === 'for-against' ? 'for or against' : 'an election'}).`,
    });
    // LRR 94: while each agenda is resolved, every pair of players may make one transaction.
    return { state: { ...probe, agenda: phase, stationTrades: { offers: [], done: [] } }, events };
  }
  events.push({ type: 'note', seat: null, text: 'There is no agenda left to reveal.' });
  return endAgendaPhase(
    { ...state, rng, decks: { ...state.decks, agenda: deck, agendaDiscard: discard } },
    events,
  );
}

function currentAgenda(state: GameState): AgendaPhaseState | null {
  return state.phase === 'agenda' ? state.agenda : null;
}

/** The player whose vote the council waits for, or null. */
export function currentVoter(state: GameState): Seat | null {
  const a = currentAgenda(state);
  if (!a || a.step !== 'vote') return null;
  return a.order[a.index] ?? null;
}

/**
 * The respond window: `card` plays an agenda-phase action card from the hand (discarded face up, its
 * effect made with table edits, except Veto: the agenda is discarded and another revealed); without a
 * card the player is done with this window. The vote starts when everyone is done.
 */
export function respondToAgenda(state: GameState, seat: Seat, card: string | undefined): Outcome {
  const a = currentAgenda(state);
  if (!a || a.step !== 'respond')
    return fail('intent/wrong-phase', 'No agenda is waiting for responses now.');
  if (a.responded.includes(seat))
    return fail('rule/already-decided', 'You have already let this agenda go to the vote.');
  if (card === undefined) {
    const responded = [...a.responded, seat];
    const events: GameEvent[] = [{ type: 'note', seat, text: `${nameOf(state, seat)} is ready to vote.` }];
    if (responded.length < state.players.length)
      return applied({ ...state, agenda: { ...a, responded } }, events);
    const voting = advanceVoter({ ...state, agenda: { ...a, responded, step: 'vote', index: 0 } });
    return applied(voting.state, [...events, ...voting.events]);
  }
  const hand = state.players[seat]?.actionCards ?? [];
  if (!hand.includes(card)) return fail('rule/illegal-choice', 'That action card is not in your hand.');
  const id = actionCardIdOf(card);
  if (!AGENDA_PHASE_ACTION_CARDS.has(id))
    return fail('rule/illegal-choice', 'That action card is not played in answer to an agenda.');
  let next = updatePlayer(state, seat, (p) => ({
    ...p,
    actionCards: p.actionCards.filter((c) => c !== card),
  }));
  next = { ...next, decks: { ...next.decks, actionDiscard: [...next.decks.actionDiscard, card] } };
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${nameOf(state, seat)} plays the action card ${ACTION_CARDS_BY_ID.get(id)?.name ?? id}.`,
    },
  ];
  if (id === 'veto') {
    // The vetoed agenda is discarded and the next one revealed, with a fresh window.
    next = { ...next, decks: { ...next.decks, agendaDiscard: [...next.decks.agendaDiscard, a.agenda] } };
    events.push({ type: 'note', seat: null, text: `${agendaName(a.agenda)} is discarded.` });
    const again = revealAgenda(next, a.number, a.barred);
    return applied(again.state, [...events, ...again.events]);
  }
  events.push({
    type: 'note',
    seat: null,
    text: 'Its effect is made with table edits; the window stays open for everyone.',
  });
  return applied(next, events);
}

/** Skips the voters who may not vote (Public Execution) and closes the vote after the last one. */
function advanceVoter(state: GameState): Step {
  const a = state.agenda;
  if (!a) return { state, events: [] };
  let index = a.index;
  let votes = a.votes;
  const events: GameEvent[] = [];
  while (index < a.order.length && a.barred.includes(a.order[index] as Seat)) {
    const seat = a.order[index] as Seat;
    votes = [...votes, { seat, outcome: null, votes: 0 }];
    events.push({ type: 'note', seat, text: `${nameOf(state, seat)} may not vote on this agenda.` });
    index++;
  }
  const next: GameState = { ...state, agenda: { ...a, index, votes } };
  if (index < a.order.length) return { state: next, events };
  const closed = closeVote(next);
  return { state: closed.state, events: [...events, ...closed.events] };
}

/** Votes per outcome, in the order the outcomes were first voted for. */
export function tally(votes: readonly AgendaVote[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const v of votes)
    if (v.outcome !== null) totals.set(v.outcome, (totals.get(v.outcome) ?? 0) + v.votes);
  return totals;
}

function closeVote(state: GameState): Step {
  const a = state.agenda as AgendaPhaseState;
  const totals = tally(a.votes);
  const best = Math.max(0, ...totals.values());
  const leaders = [...totals].filter(([, n]) => n === best && n > 0).map(([o]) => o);
  const summary = [...totals].map(([o, n]) => `${outcomeName(state, o)} ${n}`).join(', ');
  const events: GameEvent[] = [
    { type: 'note', seat: null, text: summary ? `Votes: ${summary}.` : 'Nobody cast a vote.' },
  ];
  if (leaders.length === 1) {
    const resolved = resolveAgenda(state, leaders[0] as string);
    return { state: resolved.state, events: [...events, ...resolved.events] };
  }
  // LRR 8.10–8.11: a tie, or no votes at all: the speaker decides among the leading outcomes.
  const tied = leaders.length > 0 ? leaders : agendaOutcomes(state, a.agenda);
  events.push({
    type: 'note',
    seat: state.speaker,
    text: `${nameOf(state, state.speaker)}, the speaker, chooses the outcome${leaders.length > 0 ? ' among the tied ones' : ''}.`,
  });
  return { state: { ...state, agenda: { ...a, step: 'tie', tied } }, events };
}

/** LRR 8.5–8.8: the current voter exhausts planets for votes on one outcome, or abstains (outcome null). */
export function castVotes(
  state: GameState,
  seat: Seat,
  outcome: string | null,
  planets: readonly string[],
): Outcome {
  const a = currentAgenda(state);
  if (!a || a.step !== 'vote') return fail('intent/wrong-phase', 'Nobody is voting now.');
  if (currentVoter(state) !== seat)
    return fail(
      'intent/not-your-turn',
      `It is ${nameOf(state, currentVoter(state) ?? 0)}'s vote, not yours.`,
    );
  if (outcome === null && planets.length > 0)
    return fail('rule/illegal-choice', 'To abstain, exhaust no planets.');
  if (outcome !== null && !agendaOutcomes(state, a.agenda).includes(outcome))
    return fail('rule/illegal-choice', `That is not an outcome of ${agendaName(a.agenda)}.`);
  let next = state;
  let votes = 0;
  if (outcome !== null && representativeGovernment(state)) {
    // Representative Government: one vote each, no planets exhausted.
    if (planets.length > 0)
      return fail(
        'rule/illegal-choice',
        'Under Representative Government each player casts one vote; exhaust no planets.',
      );
    votes = 1;
  } else if (outcome !== null) {
    if (planets.length === 0)
      return fail('rule/illegal-choice', 'Exhaust at least one planet to vote, or abstain.');
    if (new Set(planets).size !== planets.length)
      return fail('rule/illegal-choice', 'Each planet can be exhausted only once.');
    const galaxy = { ...state.galaxy.planets };
    for (const id of planets) {
      const planet = galaxy[id];
      const name = PLANETS_BY_ID.get(id)?.name ?? id;
      if (!planet)
        return fail(
          'rule/illegal-choice',
          `${name} is not a planet on the board (space stations cast no votes).`,
        );
      if (planet.controller !== seat) return fail('rule/not-controlled', `You do not control ${name}.`);
      if (planet.exhausted) return fail('rule/illegal-choice', `${name} is already exhausted.`);
      votes += PLANETS_BY_ID.get(id)?.influence ?? 0;
      galaxy[id] = { ...planet, exhausted: true };
    }
    next = { ...state, galaxy: { ...state.galaxy, planets: galaxy } };
  }
  const vote: AgendaVote = { seat, outcome, votes };
  const text =
    outcome === null
      ? `${nameOf(state, seat)} abstains.`
      : `${nameOf(state, seat)} casts ${plural(votes, 'vote')} for ${outcomeName(state, outcome)}.`;
  const advanced = advanceVoter({ ...next, agenda: { ...a, votes: [...a.votes, vote], index: a.index + 1 } });
  return applied(advanced.state, [{ type: 'note', seat, text }, ...advanced.events]);
}

/** LRR 8.10: the speaker chooses the outcome among the tied ones. */
export function breakTie(state: GameState, seat: Seat, outcome: string): Outcome {
  const a = currentAgenda(state);
  if (!a || a.step !== 'tie') return fail('intent/wrong-phase', 'There is no tie to break.');
  if (seat !== state.speaker)
    return fail('intent/not-your-turn', `Only the speaker, ${nameOf(state, state.speaker)}, breaks the tie.`);
  if (!a.tied.includes(outcome))
    return fail(
      'rule/illegal-choice',
      `Choose one of: ${a.tied.map((o) => outcomeName(state, o)).join(', ')}.`,
    );
  const resolved = resolveAgenda(state, outcome);
  return applied(resolved.state, [
    { type: 'note', seat, text: `${nameOf(state, seat)} decides for ${outcomeName(state, outcome)}.` },
    ...resolved.events,
  ]);
}

/** LRR 7: the outcome is resolved; a law stays in play unless "against" won; then the next agenda. */
function resolveAgenda(state: GameState, outcome: string): Step {
  const a = state.agenda as AgendaPhaseState;
  const data = agendaRules(a.agenda);
  const events: GameEvent[] = [
    {
      type: 'note',
      seat: null,
      text: `${agendaName(a.agenda)}: the outcome is ${outcomeName(state, outcome)}.`,
    },
  ];
  const effect = resolveAgendaEffect(state, a.agenda, outcome, a.votes);
  let next = effect.state;
  events.push(...effect.events);
  if (!data.automated)
    events.push({ type: 'note', seat: null, text: 'Its effect on the board is made with table edits.' });
  if (next.phase === 'ended') return { state: { ...next, agenda: null }, events };
  const isLaw = lawOf(a.agenda) && outcome !== 'against' && !effect.discarded;
  if (isLaw) {
    const elected = data.elect === 'for-against' ? null : outcome;
    next = { ...next, laws: [...next.laws, { id: a.agenda, elected }] };
    events.push({ type: 'note', seat: null, text: `${agendaName(a.agenda)} is now a law in play.` });
  } else {
    next = { ...next, decks: { ...next.decks, agendaDiscard: [...next.decks.agendaDiscard, a.agenda] } };
  }
  const barred = effect.barred ? [...a.barred, effect.barred] : a.barred;
  if (a.number === 1) {
    const second = revealAgenda(next, 2, barred);
    return { state: second.state, events: [...events, ...second.events] };
  }
  return endAgendaPhase(next, events);
}

function lawOf(agenda: string): boolean {
  return AGENDAS_BY_ID.get(agenda)?.type === 'law';
}

/** LRR 8.15: every planet is readied; then the next round's strategy phase. */
function endAgendaPhase(state: GameState, events: GameEvent[]): Step {
  const planets = Object.fromEntries(
    Object.entries(state.galaxy.planets).map(([id, p]) => [id, p.exhausted ? { ...p, exhausted: false } : p]),
  );
  const ready: GameState = { ...state, agenda: null, galaxy: { ...state.galaxy, planets } };
  const next = beginNextRound(ready);
  return {
    state: next.state,
    events: [...events, { type: 'note', seat: null, text: 'Planets are readied.' }, ...next.events],
  };
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const agendaHandlers: Handlers<'agenda-respond' | 'cast-votes' | 'break-tie'> = {
  'agenda-respond': (state, seat, intent) => respondToAgenda(state, seat, intent.card),
  'cast-votes': (state, seat, intent) => castVotes(state, seat, intent.outcome, intent.planets),
  'break-tie': (state, seat, intent) => breakTie(state, seat, intent.outcome),
};
