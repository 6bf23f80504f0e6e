// What one viewer may see. Other players' action cards, unscored secret
// objectives, deck order and the agenda cards a Politics player looked at
// never leave the server for anyone else.

import { cardRules } from '../rules/cards/registry.ts';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import { actionCardIdOf } from '../content/index.ts';
import type { Actor, Intent, IntentType } from '../wire/intents.ts';
import { legalIntents, waitingFor } from '../engine/legal.ts';
import { compactWaiting, type ViewWaiting } from './prompt.ts';
import { abilityOffers } from '../engine/rule-set.ts';
import type { Offer } from '../hooks/offer.ts';
import type {
  CommandPools,
  DraftState,
  GalaxyState,
  GameState,
  Phase,
  PlayerColor,
  PlayerState,
  AgendaPhaseState,
  Seat,
  StrategyCardState,
  UnitsByOwner,
  ValefarToken,
} from '../state/state.ts';
import { initiativeOf, initiativeOrder } from '../board/turn-order.ts';
import { pendingEditsView, type PendingEditView } from '../rules/table-edits.ts';
import { agendaOutcomes } from '../board/agenda-outcomes.ts';
import { undoable } from '../rules/undo.ts';
import { rollbackView, type RollbackView } from '../rules/rollback.ts';
import { offersSeenBy, tradePartners } from '../rules/economy/transactions.ts';
import { combatPart, type CombatViewPart } from './combat-view.ts';
import { explorationPart, type ExplorationViewPart } from './exploration-view.ts';

export interface PlayerView {
  readonly seat: Seat;
  readonly name: string;
  readonly color: PlayerColor;
  readonly faction: string;
  readonly tradeGoods: number;
  readonly commodities: number;
  readonly victoryPoints: number;
  readonly pools: CommandPools;
  /** Other players' tokens in this player's fleet pool (Edict); absent: none. */
  readonly captured?: readonly Seat[];
  /** Technologies of theirs exhausted this round; absent: none. */
  readonly exhaustedCards?: readonly string[];
  /** Leaders purged after use (heroes); absent: none. */
  readonly purged?: readonly string[];
  /** Their faction's commander is unlocked; absent: locked. */
  readonly commanderUnlocked?: true;
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
  /** How many promissory notes they hold; absent when the game does not track notes. */
  readonly promissoryNoteCount?: number;
  /** The notes in hand (`noteKey`s): present only in the owner's own view. */
  readonly promissoryNotes?: readonly string[];
  /** Notes face up in their play area: public. */
  readonly notesInPlay?: readonly string[];
  /** The Nekro's Valefar Assimilator tokens: the technology each sits on; absent: none. */
  readonly valefar?: Readonly<Partial<Record<ValefarToken, string>>>;
  /** Units they have captured, keyed by their owner's seat (the Cabal); absent: none. */
  readonly capturedUnits?: UnitsByOwner;
  /** Relic fragments kept from exploration (card instance ids; public); absent: none. */
  readonly relicFragments?: readonly string[];
}

export interface AgendaView extends AgendaPhaseState {
  /** Every outcome the council may vote for. */
  readonly outcomes: readonly string[];
}

export interface GameView extends CombatViewPart, ExplorationViewPart {
  readonly viewer: Actor;
  readonly name: string;
  readonly victoryTarget: number;
  /** Host option: table edits wait for the host's approval (SPEC 2.6). */
  readonly editsNeedApproval: boolean;
  /** Lobby option: Thunder's Edge's Construction and Warfare, factions and systems (strategyCardData). */
  readonly thundersEdge: boolean;
  readonly round: number;
  readonly phase: Phase;
  readonly speaker: Seat;
  readonly active: Seat | null;
  readonly players: readonly PlayerView[];
  readonly cards: Readonly<Record<StrategyCardId, StrategyCardState>>;
  /** The picking order, the next pick, and the last pick made by choice (Public Disgrace's target). */
  readonly draft: DraftState | null;
  readonly turnOrder: readonly Seat[];
  readonly strategic: {
    readonly card: StrategyCardId;
    readonly active: Seat;
    readonly step: 'primary' | 'secondary';
    readonly followers: Readonly<Record<string, string>>;
    /** What the card module lets this viewer see of its working data. */
    readonly data: Readonly<Record<string, unknown>>;
    /** Resolved by this hero (Mathis Mathinus), not played by the card's holder. */
    readonly hero?: string;
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
  /** Once-a-turn abilities used this turn (Chaos Mapping, a Berekar Berekon grant waiting); absent: none. */
  readonly turnUses?: readonly string[];
  /** Timed construction: what is under construction (public, like counters on the table). */
  readonly construction: GameState['construction'];
  /** Transaction offers waiting (LRR 94): action cards and the note's name shown only to the two players. */
  readonly stationTrades: GameState['stationTrades'];
  /** The players this viewer may offer a transaction to now (rules/economy/transactions.ts); none for others. */
  readonly tradePartners: readonly Seat[];
  /** The status phase in progress: scoring order and who still arranges their tokens. */
  readonly status: GameState['status'];
  /** Table edits waiting for the host's approval, as everyone may read them. */
  readonly pendingEdits: readonly PendingEditView[];
  /** The custodians token is still on Mecatol Rex (no agenda phase yet). */
  readonly custodians: boolean;
  /** The agenda being decided (public once revealed; votes are public as cast), or null. */
  readonly agenda: AgendaView | null;
  /** Laws in play. */
  readonly laws: GameState['laws'];
  /** Agendas discarded face up. */
  readonly agendaDiscard: readonly string[];
  /**
   * The viewer's own last move, when they may take it back (undo.ts): their seat and the move's type
   * (`moveWords`); null for every other viewer (only the mover may take a move back).
   */
  readonly undo: { readonly seat: Seat; readonly type: IntentType } | null;
  /** Going back to an earlier move (rollback.ts): the open request, and the moves within reach. */
  readonly rollback: RollbackView;
  /**
   * An action card played and held until those with Instinct Training answer (abilities/instinct-training.ts):
   * who played it, the card (its id: a card played is public) and whose answer the game waits for.
   */
  readonly cancelWindow?: { readonly seat: Seat; readonly card: string; readonly waiting: readonly Seat[] };
  readonly waiting: ViewWaiting;
  /** The intents this viewer may send now. */
  readonly legal: readonly Intent[];
  /** What this viewer may do now, every choice spelled out (hooks/offer.ts; protocol.md "Offers"): a seat's own. */
  readonly offers: readonly Offer[];
}

/**
 * Projections are computed for every role on every version (the server's hot path), so what does not depend
 * on the viewer is computed once per state, and what did not change keeps its identity from one version to
 * the next (a player whose state and initiative are unchanged gets the same view object): the server's diff
 * then skips it with one `===`, and the work is proportional to the change. Weak caches hold nothing a state does not.
 */
interface Cached<T> {
  readonly initiative: number;
  readonly view: T;
}
const publicPlayerViews = new WeakMap<PlayerState, Cached<PlayerView>>();
/** The owner's own view (with the hidden fields): a separate cache, never handed to another viewer. */
const ownPlayerViews = new WeakMap<PlayerState, Cached<PlayerView>>();

function publicPlayerView(p: PlayerState, initiative: number): PlayerView {
  const hit = publicPlayerViews.get(p);
  if (hit?.initiative === initiative) return hit.view;
  const view: PlayerView = {
    seat: p.seat,
    name: p.name,
    color: p.color,
    faction: p.faction,
    tradeGoods: p.tradeGoods,
    commodities: p.commodities,
    victoryPoints: p.victoryPoints,
    pools: p.pools,
    ...(p.captured && p.captured.length > 0 ? { captured: p.captured } : {}),
    ...(p.commanderUnlocked ? { commanderUnlocked: true as const } : {}),
    ...(p.exhaustedCards?.length ? { exhaustedCards: p.exhaustedCards } : {}),
    ...(p.purged?.length ? { purged: p.purged } : {}),
    passed: p.passed,
    initiative,
    technologies: p.technologies,
    actionCardCount: p.actionCards.length,
    secretObjectiveCount: p.secretObjectives.length,
    scoredSecrets: p.secretObjectives.filter((s) => s.scored).map((s) => s.id),
    homeSystem: p.homeSystem,
    ...(p.promissoryNotes && { promissoryNoteCount: p.promissoryNotes.length }),
    ...(p.notesInPlay?.length ? { notesInPlay: p.notesInPlay } : {}),
    ...(p.valefar && (p.valefar.x || p.valefar.y) ? { valefar: p.valefar } : {}),
    ...(p.capturedUnits && Object.keys(p.capturedUnits).length > 0 ? { capturedUnits: p.capturedUnits } : {}),
    ...(p.relicFragments?.length ? { relicFragments: p.relicFragments } : {}),
  };
  publicPlayerViews.set(p, { initiative, view });
  return view;
}

function ownPlayerView(p: PlayerState, initiative: number): PlayerView {
  const hit = ownPlayerViews.get(p);
  if (hit?.initiative === initiative) return hit.view;
  const view: PlayerView = {
    ...publicPlayerView(p, initiative),
    actionCards: p.actionCards,
    unscoredSecrets: p.secretObjectives.filter((s) => !s.scored).map((s) => s.id),
    secretOffer: p.secretOffer,
    ...(p.promissoryNotes && { promissoryNotes: p.promissoryNotes }),
  };
  ownPlayerViews.set(p, { initiative, view });
  return view;
}

/** What every viewer of one state sees alike. */
interface SharedView {
  readonly initiatives: readonly number[];
  readonly players: readonly PlayerView[];
  readonly turnOrder: readonly Seat[];
  readonly deckSizes: GameView['deckSizes'];
  readonly pendingEdits: readonly PendingEditView[];
  readonly waiting: ViewWaiting;
  readonly agenda: AgendaView | null;
  readonly undo: GameView['undo'];
  readonly rollback: RollbackView;
}
const sharedViews = new WeakMap<GameState, SharedView>();
/** Kept while the strategy cards and the players' order are unchanged (most versions). */
const turnOrders = new WeakMap<GameState['cards'], readonly Seat[]>();
const deckSizes = new WeakMap<GameState['decks'], GameView['deckSizes']>();
const pendingEdits = new WeakMap<GameState['edits'], readonly PendingEditView[]>();

const agendaViews = new WeakMap<AgendaPhaseState, AgendaView>();
function agendaView(state: GameState): AgendaView | null {
  const a = state.agenda;
  if (!a) return null;
  let view = agendaViews.get(a);
  if (!view) {
    view = { ...a, outcomes: agendaOutcomes(state, a.agenda) };
    agendaViews.set(a, view);
  }
  return view;
}

function sameSeats(a: readonly Seat[], b: readonly Seat[]): boolean {
  return a.length === b.length && a.every((seat, i) => seat === b[i]);
}

function sharedView(state: GameState): SharedView {
  const hit = sharedViews.get(state);
  if (hit) return hit;
  const initiatives = state.players.map((p) => initiativeOf(state, p.seat));
  const order = initiativeOrder(state);
  const keptOrder = turnOrders.get(state.cards);
  const turnOrder = keptOrder && sameSeats(keptOrder, order) ? keptOrder : order;
  turnOrders.set(state.cards, turnOrder);
  let decks = deckSizes.get(state.decks);
  if (!decks) {
    decks = {
      action: state.decks.action.length,
      agenda: state.decks.agenda.length,
      secret: state.decks.secret.length,
      stage1: state.decks.stage1.length,
      stage2: state.decks.stage2.length,
    };
    deckSizes.set(state.decks, decks);
  }
  let edits = pendingEdits.get(state.edits);
  if (!edits) {
    edits = pendingEditsView(state);
    pendingEdits.set(state.edits, edits);
  }
  const shared: SharedView = {
    initiatives,
    players: state.players.map((p, i) => publicPlayerView(p, initiatives[i] ?? 9)),
    turnOrder,
    deckSizes: decks,
    pendingEdits: edits,
    waiting: compactWaiting(waitingFor(state), state.players, state),
    agenda: agendaView(state),
    undo: undoable(state),
    rollback: rollbackView(state),
  };
  sharedViews.set(state, shared);
  return shared;
}

export function viewFor(state: GameState, viewer: Actor): GameView {
  const shared = sharedView(state);
  const own = viewer.kind === 'seat' ? viewer.seat : null;
  const at = own === null ? -1 : state.players.findIndex((p) => p.seat === own);
  let players = shared.players;
  const mine = state.players[at];
  if (mine) {
    const copy = players.slice();
    copy[at] = ownPlayerView(mine, shared.initiatives[at] ?? 9);
    players = copy;
  }
  const legal = legalIntents(state, viewer);
  const s = state.strategic;
  const strategic = s
    ? {
        card: s.card,
        active: s.active,
        step: s.step,
        followers: s.followers,
        data: cardRules(state, s.card).viewData?.(state, viewer) ?? {},
        ...(s.hero ? { hero: s.hero.id } : {}),
      }
    : null;
  return {
    viewer,
    name: state.setup.name,
    victoryTarget: state.setup.victoryPoints,
    editsNeedApproval: state.setup.options.editsNeedApproval,
    thundersEdge: state.setup.options.thundersEdge ?? false,
    round: state.round,
    phase: state.phase,
    speaker: state.speaker,
    active: state.active,
    players,
    cards: state.cards,
    draft: state.draft,
    turnOrder: shared.turnOrder,
    strategic,
    galaxy: state.galaxy,
    deckSizes: shared.deckSizes,
    actionDiscard: state.decks.actionDiscard,
    objectives: state.objectives,
    winner: state.winner,
    pendingDiscards: state.pendingDiscards,
    tactical: state.tactical,
    ...combatPart(state),
    ...explorationPart(state),
    ...(state.turnUses?.length ? { turnUses: state.turnUses } : {}),
    construction: state.construction,
    stationTrades:
      state.stationTrades.offers.length === 0
        ? state.stationTrades
        : { ...state.stationTrades, offers: offersSeenBy(state.stationTrades.offers, own) },
    tradePartners: own === null ? [] : tradePartners(state, own),
    status: state.status,
    pendingEdits: shared.pendingEdits,
    custodians: state.custodians,
    agenda: shared.agenda,
    laws: state.laws,
    agendaDiscard: state.decks.agendaDiscard,
    undo: shared.undo && shared.undo.seat === own ? shared.undo : null,
    rollback: shared.rollback,
    ...(state.cancelWindow
      ? {
          cancelWindow: {
            seat: state.cancelWindow.seat,
            card: actionCardIdOf(state.cancelWindow.card),
            waiting: state.cancelWindow.waiting,
          },
        }
      : {}),
    waiting: shared.waiting,
    legal,
    offers: viewer.kind === 'seat' ? abilityOffers(state, viewer.seat, legal) : [],
  };
}
