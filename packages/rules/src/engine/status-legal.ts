// What the status phase offers each seat and whom it waits for (legal.ts): scoring in initiative order,
// the command sheet, The Oracle and the notes owed to it.

import { OBJECTIVES_BY_ID } from '../content/index.ts';
import type { Intent } from '../wire/intents.ts';
import { oracleOwed, oracleProblem } from '../rules/notes/oracle.ts';
import { exampleClaim, scoreProblem } from '../rules/objective-scoring.ts';
import type { GameState, Seat, StatusPhaseState } from '../state/state.ts';
import { currentScorer } from '../rules/status-phase.ts';
import { defaultPools } from '../rules/status-skip.ts';
import { holdNow } from '../hooks/mechanisms.ts';
import type { Waiting } from '../hooks/contract.ts';

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

/** What `seat` may do in the status phase. */
export function statusIntents(state: GameState, seat: Seat): Intent[] {
  const s = state.status;
  if (state.phase !== 'status' || !s) return [];
  const oracle: Intent[] = oracleProblem(state, seat) === null ? [{ type: 'the-oracle' }] : [];
  const owes: Intent[] = oracleOwed(state).includes(seat)
    ? (state.players[seat]?.promissoryNotes ?? []).map((note) => ({ type: 'give-oracle-note', note }))
    : [];
  // An ability holding the phase (Mitosis) takes its answers first.
  const held = holdNow(state);
  if (held) return [...oracle, ...owes, ...held.hold.intents(state, seat)];
  return [...oracle, ...owes, ...scoringOrTokens(state, s, seat)];
}

function scoringOrTokens(state: GameState, s: StatusPhaseState, seat: Seat): Intent[] {
  if (s.step === 'redistribute') {
    return s.gains[String(seat)] === undefined
      ? []
      : [{ type: 'redistribute-tokens', pools: defaultPools(state, seat) }];
  }
  if (currentScorer(state) !== seat) return [];
  const out: Intent[] = [{ type: 'score-objectives' }];
  for (const id of state.objectives.revealed) {
    const data = OBJECTIVES_BY_ID.get(id);
    if (!data || scoreProblem(state, seat, id, 'public')) continue;
    const claim = exampleClaim(state, seat, data);
    if (claim) out.push({ type: 'score-objectives', public: claim });
  }
  for (const held of state.players[seat]?.secretObjectives ?? []) {
    const data = OBJECTIVES_BY_ID.get(held.id);
    if (!data || scoreProblem(state, seat, held.id, 'secret')) continue;
    const claim = exampleClaim(state, seat, data);
    if (claim) out.push({ type: 'score-objectives', secret: claim });
  }
  return out;
}

/** The prompt bar in the status phase. */
export function statusWaiting(state: GameState): Waiting {
  const held = holdNow(state);
  if (held) return held.waiting;
  const scorer = currentScorer(state);
  if (scorer !== null)
    return {
      seats: [scorer],
      text: `Status phase: waiting for ${nameOf(state, scorer)} to score objectives.`,
    };
  const seats = Object.keys(state.status?.gains ?? {}).map(Number);
  const owed = oracleOwed(state);
  if (seats.length === 0 && owed.length > 0) {
    const naalu = nameOf(state, state.status?.oracle?.seat ?? 0);
    return {
      seats: [...owed],
      text: `Status phase: waiting for ${owed.map((s) => nameOf(state, s)).join(', ')} to give ${naalu} a promissory note (The Oracle).`,
    };
  }
  if (seats.length === 0) return { seats: [], text: 'The status phase is resolving.' };
  return {
    seats,
    text: `Status phase: waiting for ${seats.map((s) => nameOf(state, s)).join(', ')} to arrange their command tokens.`,
  };
}
