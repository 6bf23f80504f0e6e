// The game's chronicle: what the table remembers besides the rules state — how long the game has
// waited on each player (their clock) and, round by round, the strategy cards each picked and the
// victory points each had. It is a function of the log and its times: the server advances it with
// each applied intent's time (replays and other instances reach the same one). Everything in it is
// public (cards picked, points, times).

import { STRATEGY_CARD_IDS, type StrategyCardId } from '../content/strategy-cards.ts';
import { waitingFor } from '../engine/legal.ts';
import type { GameState, Seat } from '../state/state.ts';

export interface RoundRecord {
  readonly round: number;
  /** The strategy cards each seat picked this round (as held once the draft is over). */
  readonly picks: readonly (readonly StrategyCardId[])[];
  /** Each seat's victory points at the end of the round (so far, for the round being played). */
  readonly vp: readonly number[];
}

export interface Chronicle {
  /** Milliseconds each seat has spent on moves the game was waiting for, up to `at`. */
  readonly spent: readonly number[];
  /** Since when the game has been waiting for each seat without a break (null: not waited for). */
  readonly waitingSince: readonly (number | null)[];
  /** When the chronicle was last advanced (the last intent's time); null before any time is known. */
  readonly at: number | null;
  readonly rounds: readonly RoundRecord[];
}

/** The chronicle of a game just set up, started at `startedAt` (unknown for games stored before it was kept). */
export function startChronicle(state: GameState, startedAt: number | null): Chronicle {
  const waited = new Set(waitingFor(state).seats);
  return {
    spent: state.players.map(() => 0),
    waitingSince: state.players.map((p) => (startedAt !== null && waited.has(p.seat) ? startedAt : null)),
    at: startedAt,
    rounds: roundsAfter([], state),
  };
}

/**
 * After an intent applied at `at` (absent on intents stored before times were kept): the time since
 * the last one is added to every seat the game was waiting for (several at once when they decide
 * simultaneously), and the round's record is brought up to date.
 */
export function advanceChronicle(chronicle: Chronicle, next: GameState, at: number | undefined): Chronicle {
  const waited = new Set(waitingFor(next).seats);
  const elapsed = at !== undefined && chronicle.at !== null ? Math.max(0, at - chronicle.at) : 0;
  const spent = chronicle.spent.map((ms, seat) =>
    chronicle.waitingSince[seat] !== null && chronicle.waitingSince[seat] !== undefined ? ms + elapsed : ms,
  );
  const waitingSince = next.players.map(({ seat }) => {
    if (!waited.has(seat)) return null;
    return chronicle.waitingSince[seat] ?? at ?? null;
  });
  return { spent, waitingSince, at: at ?? chronicle.at, rounds: roundsAfter(chronicle.rounds, next) };
}

/** What the rounds' record is read from: the same fields in a state and in any view of it. */
export interface RoundFacts {
  readonly round: number;
  readonly cards: Readonly<Record<StrategyCardId, { readonly holder: Seat | null }>>;
  readonly players: readonly { readonly seat: Seat; readonly victoryPoints: number }[];
}

/**
 * The rounds with this state's round brought up to date (the same array when nothing changed). A
 * client works out each update's record with it from the view the patch brought (`roundsAfter`), so
 * the record is sent whole only when the game starts.
 */
export function roundsAfter(rounds: readonly RoundRecord[], state: RoundFacts): readonly RoundRecord[] {
  if (state.round < 1) return rounds;
  const last = rounds.at(-1);
  const current = last?.round === state.round ? last : undefined;
  const vp = state.players.map((p) => p.victoryPoints);
  const held = STRATEGY_CARD_IDS.some((id) => state.cards[id].holder !== null);
  // Picks are read while cards are held: the status phase returns them (LRR 81.5), keeping the last.
  const picks = held
    ? state.players.map(({ seat }) => STRATEGY_CARD_IDS.filter((id) => state.cards[id].holder === seat))
    : (current?.picks ?? state.players.map(() => []));
  const record: RoundRecord = { round: state.round, picks, vp };
  if (current && sameRecord(current, record)) return rounds;
  return current ? [...rounds.slice(0, -1), record] : [...rounds, record];
}

function sameRecord(a: RoundRecord, b: RoundRecord): boolean {
  return (
    a.vp.every((v, i) => v === b.vp[i]) &&
    a.picks.every(
      (cards, i) => cards.length === b.picks[i]?.length && cards.every((c, j) => c === b.picks[i]?.[j]),
    )
  );
}

/** "1 h 05 min", "12 min", "40 s": a clock for people. */
export function clockText(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
