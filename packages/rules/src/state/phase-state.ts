// The state of the phase in progress: the strategy draft, a strategic action, the status phase and
// the agenda phase, and the laws in play.

import type { StrategyCardId } from '../content/strategy-cards.ts';
import type { Seat } from './primitives.ts';

export interface DraftState {
  /** Seats in picking order for this strategy phase (two laps for 3–4 players). */
  readonly order: readonly Seat[];
  readonly index: number;
  /** The last pick made by choice, until the next pick: what Public Disgrace would undo. */
  readonly lastPick?: {
    readonly seat: Seat;
    readonly card: StrategyCardId;
    readonly tradeGoods: number;
  } | null;
  /** After Public Disgrace: the card its target may not pick again now (if another is free). */
  readonly barred?: { readonly seat: Seat; readonly card: StrategyCardId } | null;
  /** Every pick made: the owner of Quantum Datahub Node whose choice the game waits for (abilities/datahub.ts). */
  readonly datahub?: Seat | null;
  /** Owners who have answered this strategy phase. */
  readonly datahubAnswered?: readonly Seat[];
}

export type FollowDecision = 'pending' | 'followed' | 'skipped';

export interface StrategicActionState {
  readonly card: StrategyCardId;
  readonly active: Seat;
  readonly step: 'primary' | 'secondary';
  /** Each other player's decision on the secondary. */
  readonly followers: Readonly<Record<string, FollowDecision>>;
  /** Card-specific data the primary left for the secondaries or a later step. */
  readonly data: Readonly<Record<string, unknown>>;
  /** Ordered cards: followers' choices waiting for earlier players to decide (hidden). */
  readonly queued: Readonly<Record<string, unknown>>;
  /** Ordered cards: how many followers, clockwise from the active player's left, have been applied. */
  readonly applied: number;
  /** Followers paying with Jae Mir Kan: the system whose token of the active player pays (hidden). */
  readonly agentPaid?: Readonly<Record<string, string>>;
  /**
   * Mathis Mathinus (heroes.ts): the card is resolved by this hero, not played by its holder — only
   * these seats may follow, and the card is not exhausted at the end. Absent: an ordinary play.
   */
  readonly hero?: { readonly id: string; readonly followers: readonly Seat[] };
}

/** LRR 81: scoring in initiative order, then every player arranges their command tokens in parallel. */
export interface StatusPhaseState {
  readonly step: 'score' | 'redistribute';
  /** Seats in initiative order. */
  readonly order: readonly Seat[];
  /** Scoring: index into `order` of the player scoring now. */
  readonly index: number;
  /** Redistribution: tokens gained (step 5) by each seat that has not arranged its pools yet. */
  readonly gains: Readonly<Record<string, number>>;
  /** The Oracle (Naalu hero, rules/notes/oracle.ts): who used it and who still owes them a note. */
  readonly oracle?: { readonly seat: Seat; readonly owed: readonly Seat[] };
  /** Mitosis (Arborec, abilities/mitosis.ts): seats still to place their infantry before scoring. */
  readonly mitosis?: readonly Seat[];
}

/** A player's votes on the agenda being voted on: public as cast (LRR 8). `outcome` null: abstained. */
export interface AgendaVote {
  readonly seat: Seat;
  readonly outcome: string | null;
  readonly votes: number;
}

/** The agenda phase in progress (rules/agenda/agenda-phase.ts): one of the round's two agendas. */
export interface AgendaPhaseState {
  /** The first or the second agenda of this phase. */
  readonly number: 1 | 2;
  /** The revealed agenda card. */
  readonly agenda: string;
  /**
   * 'respond': the window after the reveal, before voting, when action cards and abilities that react
   * to an agenda are played (every player answers, so no one learns who holds such a card);
   * 'vote': players vote in `order`; 'tie': the speaker chooses among `tied`.
   */
  readonly step: 'respond' | 'vote' | 'tie';
  /** Respond window: the seats that have answered. */
  readonly responded: readonly Seat[];
  /** Voting order: from the speaker's left, clockwise, the speaker last (LRR 8). */
  readonly order: readonly Seat[];
  /** Vote step: index into `order` of the player voting now. */
  readonly index: number;
  readonly votes: readonly AgendaVote[];
  /** Tie step: the outcomes with the most votes (every outcome when nobody voted). */
  readonly tied: readonly string[];
  /** Players who may not vote for the rest of this phase (Public Execution). */
  readonly barred: readonly Seat[];
}

/** A law in play (LRR 7): the agenda, and what was elected if it elects something. */
export interface LawInPlay {
  readonly id: string;
  readonly elected: string | null;
}
