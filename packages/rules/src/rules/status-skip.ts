// The host's stop-waiting in the status phase (SPEC 2.6): whoever the phase waits for is moved on as
// the rules' defaults have it (status-phase.ts).

import { oracleOwed } from './notes/oracle.ts';
import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fleetPoolLimit } from '../board/laws.ts';
import { holdNow } from '../hooks/mechanisms.ts';
import { fail } from '../kernel/result.ts';
import type { CommandPools, GameState, Seat } from '../state/state.ts';

import { currentScorer, oracleNote, redistributeTokens, scoreObjectives } from './status-phase.ts';

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

/** Host: stop waiting — the current scorer scores nothing, or undecided players keep their pools and put the gained tokens in their tactic pool. */
export function skipStatusUndecided(state: GameState): Outcome {
  // An ability holding the phase (Mitosis) is moved on first.
  const held = holdNow(state)?.hold.stopWaiting;
  if (held) return held(state);
  const scorer = currentScorer(state);
  if (scorer !== null) {
    const out = scoreObjectives(state, scorer, {});
    if (!out.ok) return out;
    return applied(out.state, [
      { type: 'note', seat: scorer, text: `The host moves on without ${nameOf(state, scorer)}'s scoring.` },
      ...out.events,
    ]);
  }
  const s = state.status;
  if (state.phase === 'status' && s && Object.keys(s.gains).length === 0 && oracleOwed(state).length > 0) {
    // The host gives The Oracle the first note in each owing hand.
    let next = state;
    const events: GameEvent[] = [];
    for (const seat of oracleOwed(state)) {
      const note = next.players[seat]?.promissoryNotes?.[0] as string;
      events.push({
        type: 'note',
        seat,
        text: `The host picks ${nameOf(state, seat)}'s note for The Oracle.`,
      });
      const out = oracleNote(next, seat, note);
      if (!out.ok) return out;
      next = out.state;
      events.push(...out.events);
    }
    return applied(next, events);
  }
  if (state.phase !== 'status' || !s || Object.keys(s.gains).length === 0)
    return fail('rule/already-decided', 'The status phase is not waiting for anyone.');
  let next = state;
  const events: GameEvent[] = [];
  for (const key of Object.keys(s.gains)) {
    const seat = Number(key);
    const pools = defaultPools(next, seat);
    events.push({ type: 'note', seat, text: `The host arranges ${nameOf(state, seat)}'s command tokens.` });
    const out = redistributeTokens(next, seat, { type: 'redistribute-tokens', pools });
    if (!out.ok) return out;
    next = out.state;
    events.push(...out.events);
  }
  return applied(next, events);
}

/** The sheet as it is, with the gained tokens in the tactic pool. */
export function defaultPools(state: GameState, seat: Seat): CommandPools {
  const pools = state.players[seat]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
  const gain = state.status?.gains[String(seat)] ?? 0;
  // Fleet Regulations: a fleet pool over the limit gives its extra tokens to the tactic pool.
  const over = Math.max(0, pools.fleet - fleetPoolLimit(state));
  return { ...pools, fleet: pools.fleet - over, tactic: pools.tactic + gain + over };
}
