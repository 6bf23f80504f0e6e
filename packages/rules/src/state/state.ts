// The whole game state: plain JSON, never mutated in place. A game is a pure
// function of its setup and its intent log (the generator state lives here).

import type { StrategyCardId } from '../content/strategy-cards.ts';
import type { ExplorationDeck } from '../content/exploration-types.ts';
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

export * from './primitives.ts';
export * from './galaxy-state.ts';
export * from './phase-state.ts';
export * from './construction-state.ts';
export * from './trade-state.ts';
export * from './combat-state.ts';
import type { CommandPools, Phase, Seat, UnitsByOwner } from './primitives.ts';
import type { GalaxyState } from './galaxy-state.ts';
import type { InvasionState, SpaceCombatState } from './combat-state.ts';
import type {
  AgendaPhaseState,
  DraftState,
  LawInPlay,
  StatusPhaseState,
  StrategicActionState,
} from './phase-state.ts';
import type { ConstructionState } from './construction-state.ts';
import type { StationTradeState } from './trade-state.ts';

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
  /** Thunder's Edge's Construction and Warfare replace the base game's (rules/cards/registry.ts). */
  readonly thundersEdge?: boolean;
  /** Promissory notes are dealt and tracked (LRR 69); games set up before they were stay without. */
  readonly promissoryNotes?: boolean;
  /** Prophecy of Kings' exploration decks are dealt and planets explored (LRR 35); older games stay without. */
  readonly exploration?: boolean;
}

export interface GameSetup {
  readonly name: string;
  readonly seats: readonly SeatSetup[];
  readonly victoryPoints: 10 | 14;
  /** A map string; null uses the standard layout for the player count. */
  readonly mapString: string | null;
  /** The speaker's seat, when a setup draft gave position 1 to it; absent: chosen at random (LRR 79). */
  readonly speaker?: number;
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
  /** Relic fragments kept from exploration (LRR 35), as exploration card instance ids. Public. Absent: none. */
  readonly relicFragments?: readonly string[];
}

/** The Nekro Virus' two assimilator tokens (Valefar Assimilator X and Y). */
export type ValefarToken = 'x' | 'y';

export interface StrategyCardState {
  readonly tradeGoods: number;
  readonly holder: Seat | null;
  readonly exhausted: boolean;
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
  /** Exploration decks (LRR 35): absent in a game without them (`options.exploration`). */
  readonly exploration?: ExplorationPiles;
}

/** One exploration deck: its draw pile (hidden order) and its discard pile (face up). */
export interface ExplorationPile {
  readonly draw: readonly string[];
  readonly discard: readonly string[];
}

export type ExplorationPiles = Readonly<Record<ExplorationDeck, ExplorationPile>>;

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
  /**
   * The tactical action in progress this turn: the system activated (LRR 89), and `moved` once its
   * movement step is done (LRR 58, rules/move-ships.ts; absent in games stored before it existed), and
   * the combat under way in it (space combat LRR 78, rules/space-combat.ts; ground combat or
   * bombardment LRR 42, 15, rules/invasion.ts; absent when none is).
   */
  readonly tactical: {
    readonly system: string;
    readonly moved?: true;
    readonly combat?: SpaceCombatState;
    /** The invasion step (LRR 49, rules/invasion.ts); absent until the active player bombards or lands. */
    readonly invasion?: InvasionState;
  } | null;
  /** Timed construction queue and per-tactical-action production bookkeeping (production.ts, construction-queue.ts). */
  readonly construction: ConstructionState;
  /** Space-station transactions this turn (stations.ts). */
  readonly stationTrades: StationTradeState;
  /** The status phase in progress (status-phase.ts), or null. */
  readonly status: StatusPhaseState | null;
  /** Table edits waiting for the host's approval (table-edits.ts). */
  readonly edits: EditQueue;
  /** The custodians token is still on Mecatol Rex: no agenda phase yet (rules/agenda/custodians.ts). */
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
