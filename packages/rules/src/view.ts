// What one viewer may see. Other players' action cards, unscored secret
// objectives, deck order and the agenda cards a Politics player looked at
// never leave the server for anyone else.

import { CARD_RULES } from './cards/registry.ts';
import type { StrategyCardId } from './content/strategy-cards.ts';
import type { Actor, Intent } from './intents.ts';
import { legalIntents, waitingFor, type Waiting } from './legal.ts';
import type {
  CommandPools,
  GalaxyState,
  GameState,
  Phase,
  PlayerColor,
  Seat,
  StrategyCardState,
} from './state.ts';
import { initiativeOf, initiativeOrder } from './turn-order.ts';
import { pendingEditsView, type PendingEditView } from './table-edits.ts';

export interface PlayerView {
  readonly seat: Seat;
  readonly name: string;
  readonly color: PlayerColor;
  readonly faction: string;
  readonly tradeGoods: number;
  readonly commodities: number;
  readonly victoryPoints: number;
  readonly pools: CommandPools;
  readonly passed: boolean;
  readonly initiative: number;
  readonly technologies: readonly string[];
  readonly actionCardCount: number;
  /** Present only in the owner's own view. */
  readonly actionCards?: readonly string[];
  readonly secretObjectiveCount: number;
  readonly scoredSecrets: readonly string[];
  /** Unscored secret objectives: present only in the owner's own view. */
  readonly unscoredSecrets?: readonly string[];
  /** Setup: the two secret objectives dealt to choose from; own view only. */
  readonly secretOffer?: readonly string[];
  readonly homeSystem: string;
}

export interface GameView {
  readonly viewer: Actor;
  readonly name: string;
  readonly victoryTarget: number;
  /** Host option: table edits wait for the host's approval (SPEC 2.6). */
  readonly editsNeedApproval: boolean;
  readonly round: number;
  readonly phase: Phase;
  readonly speaker: Seat;
  readonly active: Seat | null;
  readonly players: readonly PlayerView[];
  readonly cards: Readonly<Record<StrategyCardId, StrategyCardState>>;
  readonly draft: { readonly order: readonly Seat[]; readonly index: number } | null;
  readonly turnOrder: readonly Seat[];
  readonly strategic: {
    readonly card: StrategyCardId;
    readonly active: Seat;
    readonly step: 'primary' | 'secondary';
    readonly followers: Readonly<Record<string, string>>;
    /** What the card module lets this viewer see of its working data. */
    readonly data: Readonly<Record<string, unknown>>;
  } | null;
  readonly galaxy: GalaxyState;
  readonly deckSizes: {
    readonly action: number;
    readonly agenda: number;
    readonly secret: number;
    readonly stage1: number;
    readonly stage2: number;
  };
  readonly actionDiscard: readonly string[];
  readonly objectives: GameState['objectives'];
  readonly winner: Seat | null;
  /** Action cards each seat must discard now (counts only). */
  readonly pendingDiscards: Readonly<Record<string, number>>;
  readonly tactical: GameState['tactical'];
  /** Timed construction: what is under construction (public, like counters on the table). */
  readonly construction: GameState['construction'];
  /** Space-station transactions offered and made this turn (public). */
  readonly stationTrades: GameState['stationTrades'];
  /** The status phase in progress: scoring order and who still arranges their tokens. */
  readonly status: GameState['status'];
  /** Table edits waiting for the host's approval, as everyone may read them. */
  readonly pendingEdits: readonly PendingEditView[];
  readonly waiting: Waiting;
  /** The intents this viewer may send now. */
  readonly legal: readonly Intent[];
}

export function viewFor(state: GameState, viewer: Actor): GameView {
  const own = viewer.kind === 'seat' ? viewer.seat : null;
  const players = state.players.map((p): PlayerView => {
    const mine = p.seat === own;
    const base = {
      seat: p.seat,
      name: p.name,
      color: p.color,
      faction: p.faction,
      tradeGoods: p.tradeGoods,
      commodities: p.commodities,
      victoryPoints: p.victoryPoints,
      pools: p.pools,
      passed: p.passed,
      initiative: initiativeOf(state, p.seat),
      technologies: p.technologies,
      actionCardCount: p.actionCards.length,
      secretObjectiveCount: p.secretObjectives.length,
      scoredSecrets: p.secretObjectives.filter((s) => s.scored).map((s) => s.id),
      homeSystem: p.homeSystem,
    };
    return mine
      ? {
          ...base,
          actionCards: p.actionCards,
          unscoredSecrets: p.secretObjectives.filter((s) => !s.scored).map((s) => s.id),
          secretOffer: p.secretOffer,
        }
      : base;
  });
  const s = state.strategic;
  const strategic = s
    ? {
        card: s.card,
        active: s.active,
        step: s.step,
        followers: s.followers,
        data: CARD_RULES[s.card].viewData?.(state, viewer) ?? {},
      }
    : null;
  return {
    viewer,
    name: state.setup.name,
    victoryTarget: state.setup.victoryPoints,
    editsNeedApproval: state.setup.options.editsNeedApproval,
    round: state.round,
    phase: state.phase,
    speaker: state.speaker,
    active: state.active,
    players,
    cards: state.cards,
    draft: state.draft,
    turnOrder: initiativeOrder(state),
    strategic,
    galaxy: state.galaxy,
    deckSizes: {
      action: state.decks.action.length,
      agenda: state.decks.agenda.length,
      secret: state.decks.secret.length,
      stage1: state.decks.stage1.length,
      stage2: state.decks.stage2.length,
    },
    actionDiscard: state.decks.actionDiscard,
    objectives: state.objectives,
    winner: state.winner,
    pendingDiscards: state.pendingDiscards,
    tactical: state.tactical,
    construction: state.construction,
    stationTrades: state.stationTrades,
    status: state.status,
    pendingEdits: pendingEditsView(state),
    waiting: waitingFor(state),
    legal: legalIntents(state, viewer),
  };
}
