// The whole game state: plain JSON, never mutated in place. A game is a pure
// function of its setup and its intent log (the generator state lives here).

import type { StrategyCardId } from '../content/strategy-cards.ts';
import type { UnitType } from '../content/types.ts';
import type { RngState } from '../kernel/rng.ts';
import type { PlayerColor } from '../kernel/limits.ts';
import type { TableEdit } from '../wire/table-edit-schema.ts';
import type { Intent, IntentType } from '../wire/intents.ts';

export {
  PLAYER_COLORS,
  MIN_PLAYERS,
  MAX_PLAYERS,
  COMMAND_TOKENS_PER_PLAYER,
  HAND_LIMIT,
  MAX_SECRET_OBJECTIVES,
  type PlayerColor,
} from '../kernel/limits.ts';

export type Seat = number;
export type UnitCounts = Partial<Record<UnitType, number>>;
/** Units keyed by owner seat (JSON object keys are strings). */
export type UnitsByOwner = Record<string, UnitCounts>;

export type Phase = 'setup' | 'strategy' | 'action' | 'status' | 'agenda' | 'ended';
export type TokenPool = 'tactic' | 'fleet' | 'strategy';
export type CommandPools = Record<TokenPool, number>;

export interface SeatSetup {
  readonly name: string;
  readonly color: PlayerColor;
  /** A faction id from the content tables, or null for a random faction. */
  readonly faction: string | null;
}

export interface GameOptions {
  /** SPEC 2.6: table edits wait for the host's approval. */
  readonly editsNeedApproval: boolean;
  /** SPEC 2.5: the timed construction variant. */
  readonly timedConstruction: boolean;
  /** SPEC 2.9: going back to an earlier move needs the host's approval only (else the affected players'). */
  readonly rollbackByHost?: boolean;
  /** Thunder's Edge's Construction and Warfare replace the base game's (cards/registry.ts). */
  readonly thundersEdge?: boolean;
  /** Promissory notes are dealt and tracked (LRR 69); games set up before they were stay without. */
  readonly promissoryNotes?: boolean;
}

export interface GameSetup {
  readonly name: string;
  readonly seats: readonly SeatSetup[];
  readonly victoryPoints: 10 | 14;
  /** A map string; null uses the standard layout for the player count. */
  readonly mapString: string | null;
  readonly options: GameOptions;
}

export interface SecretObjectiveHeld {
  readonly id: string;
  readonly scored: boolean;
}

export interface PlayerState {
  readonly seat: Seat;
  readonly name: string;
  readonly color: PlayerColor;
  readonly faction: string;
  readonly tradeGoods: number;
  readonly commodities: number;
  readonly victoryPoints: number;
  readonly pools: CommandPools;
  /**
   * Other players' command tokens in this player's fleet pool (the Mahact's Edict, by the capture-token
   * table edit): they add to the fleet pool and are never redistributed. Absent: none.
   */
  readonly captured?: readonly Seat[];
  /** Their faction's commander is unlocked (recorded by the `unlock-commander` table edit). Absent: locked. */
  readonly commanderUnlocked?: boolean;
  /** Technology and agent cards exhausted (Production Biomes, Jae Mir Kan…), readied in the status phase. Absent: none. */
  readonly exhaustedCards?: readonly string[];
  /** Leaders purged (a hero after its action, heroes.ts). Absent: none. */
  readonly purged?: readonly string[];
  readonly passed: boolean;
  /** Hidden from everyone but this player. */
  readonly actionCards: readonly string[];
  /** Unscored ones are hidden from everyone but this player. */
  readonly secretObjectives: readonly SecretObjectiveHeld[];
  readonly technologies: readonly string[];
  /** Tile id of the home system. */
  readonly homeSystem: string;
  /** Setup (LRR 81.15): the two secret objectives dealt, of which the player keeps one. Hidden. */
  readonly secretOffer: readonly string[];
  /**
   * Promissory notes in hand (LRR 69), as `noteKey`s ('trade-agreement:2'). Hidden from everyone but this
   * player. Absent: the game does not track notes (set up before they were tracked).
   */
  readonly promissoryNotes?: readonly string[];
  /** Notes face up in this player's play area (Support for the Throne, Alliance, Gift of Prescience). Public. */
  readonly notesInPlay?: readonly string[];
  /**
   * The Nekro Virus: the other factions' technologies their Valefar Assimilator X and Y tokens sit on
   * (abilities/singularity.ts). Public. Absent: none.
   */
  readonly valefar?: Readonly<Partial<Record<ValefarToken, string>>>;
  /**
   * Units this player has captured (the Vuil'raith Cabal's Devour, by the `capture-units` table edit),
   * keyed by their owner's seat. Public. A captured ship or mech is out of its owner's reinforcements
   * until it is returned; a captured fighter or infantry is a token, its piece back with its owner
   * (forces.ts). Returned by Amalgamation when the Cabal produce (production.ts). Absent: none.
   */
  readonly capturedUnits?: UnitsByOwner;
}

/** The Nekro Virus' two assimilator tokens (Valefar Assimilator X and Y). */
export type ValefarToken = 'x' | 'y';

export interface StrategyCardState {
  readonly tradeGoods: number;
  readonly holder: Seat | null;
  readonly exhausted: boolean;
}

export interface SystemState {
  /** Map position (hex.ts numbering); -1 for a system kept off the board (Creuss home). */
  readonly position: number;
  readonly systemId: string;
  /** Hyperlane rotation in 60° steps clockwise. */
  readonly rotation?: number;
  /** Seats that have a command token in this system. */
  readonly tokens: readonly Seat[];
  readonly space: UnitsByOwner;
  readonly frontier: boolean;
}

export interface PlanetState {
  readonly controller: Seat | null;
  readonly exhausted: boolean;
  readonly attachments: readonly string[];
  /** Ground forces and structures on the planet, by owner. */
  readonly units: UnitsByOwner;
}

export interface StationState {
  readonly controller: Seat | null;
  readonly exhausted: boolean;
}

export interface GalaxyState {
  readonly rings: number;
  readonly systems: readonly SystemState[];
  readonly planets: Readonly<Record<string, PlanetState>>;
  readonly stations: Readonly<Record<string, StationState>>;
}

export interface Decks {
  readonly action: readonly string[];
  readonly actionDiscard: readonly string[];
  readonly agenda: readonly string[];
  /** Agendas resolved as directives, or laws discarded (face up, LRR 7). */
  readonly agendaDiscard: readonly string[];
  readonly secret: readonly string[];
  readonly stage1: readonly string[];
  readonly stage2: readonly string[];
}

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

/** SPEC 2.5 (timed construction variant): something paid for that is not finished yet (004 §16–18). */
export type ConstructionItem =
  | {
      readonly id: number;
      readonly seat: Seat;
      readonly kind: 'structure';
      readonly unit: 'pds' | 'space-dock';
      readonly planet: string;
      readonly counters: number;
      /** Resources paid for it (half, rounded down, is refunded on cancelling). */
      readonly paid: number;
    }
  | {
      readonly id: number;
      readonly seat: Seat;
      readonly kind: 'unit';
      readonly unit: UnitType;
      /** One payment's worth: 1, or 2 for a fighter/infantry pair. */
      readonly count: number;
      readonly system: string;
      /** 'space' or the id of a planet in `system`. */
      readonly place: string;
      /** The planet of the space dock whose production queue holds it. */
      readonly dock: string;
      readonly counters: number;
      readonly paid: number;
    }
  | {
      readonly id: number;
      readonly seat: Seat;
      readonly kind: 'technology';
      readonly technology: string;
      readonly counters: number;
      readonly paid: number;
    };

export interface ConstructionState {
  /** Timed construction variant: what is under construction, in the order it was started. */
  readonly items: readonly ConstructionItem[];
  readonly nextId: number;
  /** The tactical action whose production step has been used (LRR 68: once per tactical action). */
  readonly producedIn: { readonly round: number; readonly seat: Seat; readonly system: string } | null;
}

export interface Goods {
  readonly tradeGoods: number;
  readonly commodities: number;
  /** A promissory note, by name (LRR 94: at most one each way); the app does not track who holds which. */
  readonly promissoryNote?: string | null;
  /** Action card instance ids: only in a transaction with the Emirates of Hacan (Arbiters). */
  readonly actionCards?: readonly string[];
}

/** A transaction offered (LRR 94; economy/transactions.ts), waiting for the other player's answer. */
export interface TradeOffer {
  readonly from: Seat;
  readonly to: Seat;
  readonly give: Goods;
  readonly get: Goods;
}

export interface StationTradeState {
  readonly offers: readonly TradeOffer[];
  /** Pairs ("2-5", lower seat first) that have made their one transaction this turn (or this agenda). */
  readonly done: readonly string[];
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
  /** The Oracle (Naalu hero, notes/oracle.ts): who used it and who still owes them a note. */
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

/** The agenda phase in progress (agenda/agenda-phase.ts): one of the round's two agendas. */
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

/** The last intent applied, if a seat sent it (undo.ts): the state before it, for taking it back. */
export interface LastMove {
  readonly seat: Seat;
  readonly type: IntentType;
  readonly before: GameState;
  /** It revealed nothing hidden: its player may take it back. */
  readonly reversible: boolean;
}

/** SPEC 2.6: a table edit waiting for the host's approval. */
export interface PendingEdit {
  readonly id: number;
  readonly seat: Seat;
  readonly edit: TableEdit;
  /** What everyone may read of it (a card from a hand is not named). */
  readonly text: string;
}

export interface EditQueue {
  readonly nextId: number;
  readonly pending: readonly PendingEdit[];
}

export interface GameState {
  readonly setup: GameSetup;
  readonly rng: RngState;
  readonly round: number;
  readonly phase: Phase;
  readonly speaker: Seat;
  readonly players: readonly PlayerState[];
  readonly cards: Readonly<Record<StrategyCardId, StrategyCardState>>;
  readonly draft: DraftState | null;
  /** Political Stability: seats that keep their strategy cards through this status phase and skip the next draft. */
  readonly keepCards?: readonly Seat[];
  /**
   * Who holds the Naalu 0 token this round when it is not the Naalu (Gift of Prescience, a table edit:
   * promissory notes are not tracked); absent or null: the Naalu player. Back at the next round.
   */
  readonly zeroToken?: Seat | null;
  /** Action phase: the player whose turn it is. */
  readonly active: Seat | null;
  /** Once-a-turn abilities the active player has used this turn (Chaos Mapping); cleared as the turn ends. */
  readonly turnUses?: readonly string[] | undefined;
  readonly strategic: StrategicActionState | null;
  readonly galaxy: GalaxyState;
  readonly decks: Decks;
  readonly objectives: {
    readonly revealed: readonly string[];
    readonly scored: Readonly<Record<string, readonly Seat[]>>;
  };
  readonly winner: Seat | null;
  /** Action cards each seat must discard now (hand limit 7, Yssaril's extra draw), keyed by seat. */
  readonly pendingDiscards: Readonly<Record<string, number>>;
  /** The tactical action in progress this turn: the system activated (LRR 89). */
  readonly tactical: { readonly system: string } | null;
  /** Timed construction queue and per-tactical-action production bookkeeping (production.ts, construction-queue.ts). */
  readonly construction: ConstructionState;
  /** Space-station transactions this turn (stations.ts). */
  readonly stationTrades: StationTradeState;
  /** The status phase in progress (status-phase.ts), or null. */
  readonly status: StatusPhaseState | null;
  /** Table edits waiting for the host's approval (table-edits.ts). */
  readonly edits: EditQueue;
  /** The custodians token is still on Mecatol Rex: no agenda phase yet (agenda/custodians.ts). */
  readonly custodians: boolean;
  /** The agenda phase in progress, or null. */
  readonly agenda: AgendaPhaseState | null;
  /** Laws in play, in the order they were passed. */
  readonly laws: readonly LawInPlay[];
  /** The last intent a seat sent, with the state before it (never projected; undo.ts). */
  readonly lastMove: LastMove | null;
  /** Intents applied so far: the game's version (rollback.ts). */
  readonly moves: number;
  /** The last moves, each with the state before it (never projected; rollback.ts). */
  readonly recent: readonly RecentMove[];
  /** A request to go back to an earlier move, waiting for its answers (rollback.ts). */
  readonly rollback: RollbackRequest | null;
  /** An action card played and held until those who could cancel it answer (abilities/instinct-training.ts). */
  readonly cancelWindow?: CancelWindow | undefined;
}

export interface CancelWindow {
  /** Who played the card. */
  readonly seat: Seat;
  /** The intent that played it, applied as it was sent when nobody cancels it. */
  readonly intent: Intent;
  /** The card (an instance id from their hand): public, as any card played is. */
  readonly card: string;
  /** Who may still cancel it, in seat order. */
  readonly waiting: readonly Seat[];
}

export interface RecentMove {
  /** The version this move made. */
  readonly version: number;
  readonly actor: Seat | 'host';
  readonly type: IntentType;
  /** The table before it (at version - 1), without its own history. */
  readonly before: GameState;
}

export interface RollbackRequest {
  readonly by: Seat | 'host';
  /** Back to the table at this version (before move to + 1). */
  readonly to: number;
  /** The first move erased, in words. */
  readonly label: string;
  /** Who must agree (never the one who asked). */
  readonly needs: readonly (Seat | 'host')[];
  readonly approved: readonly (Seat | 'host')[];
  /**
   * Fresh randomness the server put on the request (never sent to a client): going back over a move
   * that revealed anything hidden reseeds the generator with it and reshuffles the decks it touched.
   * Absent on requests stored before it existed, which replay as they were applied.
   */
  readonly entropy?: string;
}

/** A fresh copy whose fields may be set before it is handed on. */
export type Draft<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The state as one object literal, its fields always in this order. The engine derives states by
 * spreading (`{ ...state, phase }`); V8 gives objects made at different places different hidden
 * classes, and a spread that meets more than four of them is ~10× slower. Every state an intent
 * produces passes through here, so the next intent's spreads all start from one class; the hottest
 * helpers (`updatePlayer`) copy through it and set the one field that changed on the fresh copy.
 * The optional fields are always present (undefined when unset: JSON leaves them out).
 */
export function canonicalState(s: GameState): Draft<GameState> {
  const copy = {
    setup: s.setup,
    rng: s.rng,
    round: s.round,
    phase: s.phase,
    speaker: s.speaker,
    players: s.players,
    cards: s.cards,
    draft: s.draft,
    keepCards: s.keepCards,
    zeroToken: s.zeroToken,
    active: s.active,
    turnUses: s.turnUses,
    strategic: s.strategic,
    galaxy: s.galaxy,
    decks: s.decks,
    objectives: s.objectives,
    winner: s.winner,
    pendingDiscards: s.pendingDiscards,
    tactical: s.tactical,
    construction: s.construction,
    stationTrades: s.stationTrades,
    status: s.status,
    edits: s.edits,
    custodians: s.custodians,
    agenda: s.agenda,
    laws: s.laws,
    lastMove: s.lastMove,
    moves: s.moves,
    recent: s.recent,
    rollback: s.rollback,
    cancelWindow: s.cancelWindow,
  };
  return copy as Draft<GameState>;
}
