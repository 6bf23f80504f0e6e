export * from './content/index.ts';
export * from './map/index.ts';
export * from './board/neighbours.ts';
export { createGame, setupSchema, playerName } from './rules/setup.ts';
export { applyIntent, applyParsed, parseIntent, replay } from './engine/engine.ts';
export { ANYTIME_INTENT_TYPES, legalIntents, waitingFor, type Waiting } from './engine/legal.ts';
export { viewFor, type GameView, type PlayerView } from './view/view.ts';
export { waitingText, type ViewWaiting } from './view/prompt.ts';
export {
  intentSchema,
  actorSchema,
  INTENT_TYPES,
  type Intent,
  type IntentType,
  type Actor,
} from './wire/intents.ts';
export { describeEvent, type GameEvent } from './state/events.ts';
/** The ability letting a seat commit fighters as ground forces in a system (the invasion form asks). */
export { fightersAsGroundForces } from './hooks/mechanisms.ts';
export { logEntriesFor } from './view/log-entries.ts';
export type { Outcome, Applied } from './state/outcome.ts';
export type { RuleError, ErrorCode } from './kernel/result.ts';
export * from './state/state.ts';
export {
  INFLUENCE_PER_TOKEN,
  LEADERSHIP_FREE_TOKENS,
  tokensGained,
  spreadTokens,
} from './rules/cards/leadership.ts';
export { DIPLOMACY_READY } from './rules/cards/diplomacy.ts';
export { hasPeaceAccords, peaceAccordsPlanets } from './rules/cards/peace-accords.ts';
export { AGENDAS_LOOKED_AT, POLITICS_DRAW } from './rules/cards/politics.ts';
export { TRADE_GOODS_GAINED } from './rules/cards/trade.ts';
export { ownDocks } from './rules/cards/construction-te.ts';
export type { ObjectiveStatus } from './rules/cards/imperial.ts';
export { commodityValue } from './board/commodities.ts';
export {
  cardsPerPlayer,
  draftOrder,
  initiativeOf,
  initiativeOrder,
  cardsHeldBy,
  NAALU,
} from './board/turn-order.ts';
export * from './view/protocol.ts';
export * from './view/chat.ts';
export * from './view/patch.ts';
export * from './board/forces.ts';
export * from './rules/production.ts';
export * from './board/structures.ts';
export { planetValues, type PlanetValues } from './board/planet-values.ts';
export type { ExplorationDeckView, ExplorationViewPart } from './view/exploration-view.ts';
export * from './rules/research.ts';
export {
  divertable,
  FOCUSED_RESEARCH_COST,
  PROTOTYPE_COST,
  RESEARCH_ACTION_CARDS,
} from './rules/action-card-research.ts';
export {
  INVESTMENT_MIN_CARDS,
  INVESTMENT_TRADE_GOODS,
  SUMMIT_TOKENS,
  WINDOW_ACTION_CARDS,
} from './rules/action-card-windows.ts';
export * from './board/stations.ts';
export * from './board/construction-queue.ts';
export * from './rules/construction-progress.ts';
export { SECOND_TECH_COST, FOLLOW_TECH_COST, PROPAGATION_TOKENS } from './rules/cards/technology.ts';
export {
  CAPTURABLE_UNITS,
  TABLE_EDIT_KINDS,
  type TableEdit,
  type TableEditKind,
  type Area,
  type Landing,
  type MoveSource,
} from './wire/table-edit-schema.ts';
export { heldByOther, moveCapacity, needsCapacity, systemName } from './rules/table-edit-move.ts';
export {
  COMPONENT_SOURCES,
  type ComponentAbility,
  type ComponentSource,
  type ScoreClaim,
} from './wire/turn-intents.ts';
export type { PendingEditView } from './rules/table-edits.ts';
export { STAGE_I_IN_GAME, STAGE_II_IN_GAME, TOKENS_GAINED } from './rules/status-phase.ts';
export { plural, pluralOf } from './kernel/plural.ts';
export { moveWords } from './rules/undo.ts';
export { reinforcementTokens, tokensCaptured } from './board/tokens.ts';
export { readyToSpend, whyCannotFollow } from './view/follow-reason.ts';
export {
  AGENDA_RULES,
  AGENDA_PHASE_ACTION_CARDS,
  agendaName,
  agendaRules,
  type ElectKind,
} from './content/agenda-content.ts';
export { outcomeName, outcomeSeat, seatOutcome } from './board/agenda-outcomes.ts';
export { tally, votingOrder } from './rules/agenda/agenda-phase.ts';
export { CUSTODIANS_COST, MECATOL_SYSTEM_ID, custodiansCost } from './rules/agenda/custodians.ts';
export type { AgendaView } from './view/view.ts';
export type { CombatOddsView, RetreatChoiceView, RoundOptionView } from './view/combat-view.ts';
export { arrivalOdds, type ArrivalOdds } from './view/arrival-odds.ts';
export { landingOdds, planetDefender } from './view/landing-odds.ts';
export * from './view/chronicle.ts';
export {
  RECENT_MOVES,
  REACH_STEP,
  moveLabel,
  runEnd,
  withServerEntropy,
  type ReachRun,
  type RollbackView,
} from './rules/rollback.ts';
export { currentPicker, unpickedCards } from './rules/strategy-phase.ts';
export {
  FOLLOW_ORDER_CARDS,
  SETTINGS_FOLLOW_CARDS,
  followSettingsSchema,
  standingFollowChoice,
  type FollowSettings,
  type SettingsFollowCard,
} from './rules/cards/standing-choices.ts';
export { MIRROR_COMPUTING, tradeGoodWorth } from './board/payment.ts';
export type {
  AbilityRules,
  PlaceElsewhere,
  ProductionChoices,
  ProductionFormItem,
  ProductionRequest,
  ResearchFormItem,
} from './hooks/contract.ts';
export { followPayment, productionForm, researchForm, tableCardsOf, tokensForm } from './hooks/mechanisms.ts';
export type { FollowPayment, UnitMovesForm } from './hooks/contract.ts';
export type { Offer, OfferChoice, OfferField, OfferPlace } from './hooks/offer.ts';
export { INHERITANCE_COST, readyIgnores, type ResearchIgnore } from './rules/research.ts';
export { technologyReady } from './board/exhaust.ts';
export { adjacentPlanets } from './board/neighbours.ts';
export { capturedCount } from './board/captured.ts';
export { hasTechAbility, techAbilities } from './board/tech-abilities.ts';
export type { Amalgamation } from './wire/amalgamation.ts';
export type { BioplasmosisMove } from './wire/bioplasmosis.ts';
export { AUTOMATED_COMMANDERS, automatedCommanderOf } from './content/commanders.ts';
export { flayeshPlanets, letaniSystems } from './rules/heroes.ts';
export { noteName, notesTracked, SUPPORT_FOR_THE_THRONE } from './board/notes-hand.ts';
export {
  CYBERNETIC_ENHANCEMENTS,
  FIRES_OF_THE_GASHLAI,
  GIFT_OF_PRESCIENCE,
  MILITARY_SUPPORT,
  MILITARY_SUPPORT_INFANTRY,
  militarySupportPlanets,
  RESOLVED_NOTES,
  SCEPTER_OF_DOMINION,
  scepterSystems,
} from './rules/notes/play.ts';
export { agreementTechnologies, RESEARCH_AGREEMENT } from './rules/notes/research-agreement.ts';
export { rollDice, hitChance, type DiceResult } from './kernel/dice.ts';
export { groundCombatOdds, spaceCombatOdds, battleOdds, type CombatOdds } from './combat/odds.ts';
export {
  groundBattle,
  spaceBattle,
  type Battle,
  type GroundCombatOptions,
  type SpaceCombatOptions,
} from './combat/battle.ts';
export { DEFAULT_LOSS_ORDER, type CombatUnit, type DamagedUnit, type LossOrder } from './combat/fleet.ts';
export { bombardmentRolls, spaceCannonRolls } from './combat/rolls.ts';
export { simulateBattle, type SimulatedCombat, type CombatWinner } from './combat/simulate.ts';
export { shipReach, type Route, type ShipReach } from './rules/movement.ts';
export { CARGO_UNITS, type Cargo, type CargoUnit, type ShipGroup } from './wire/move-intent.ts';
export {
  MILTY_TIER_TABLES,
  MILTY_TIERS,
  miltyTileSets,
  miltyTiers,
  type MiltyTier,
  type MiltyTierTable,
  type MiltyTileSet,
} from './content/milty-tiers.ts';
export {
  EQUIDISTANT_SLOT,
  MILTY_SEAT_SLOTS,
  miltySeatSlots,
  sliceSlots,
  type MiltySeatSlots,
} from './map/milty-seats.ts';
export {
  DEFAULT_SLICE_BOUNDS,
  boundsProblems,
  optimalValues,
  sliceProblems,
  type OptimalValues,
  type Slice,
  type SliceBounds,
} from './setup-draft/slice-values.ts';
export {
  generateSlices,
  sliceTiers,
  type DrawnSlices,
  type SliceError,
  type SliceErrorCode,
  type SliceOptions,
} from './setup-draft/slices.ts';
export {
  EXTRA_FACTIONS,
  factionPool,
  type FactionPool,
  type FactionPoolError,
  type FactionPoolErrorCode,
  type FactionPoolOptions,
} from './setup-draft/faction-pool.ts';
export {
  DRAFT_KINDS,
  DRAFT_ROUNDS,
  draftChoices,
  draftPick,
  draftResult,
  draftTurn,
  snakeOrder,
  startDraft,
  type DraftError,
  type DraftErrorCode,
  type DraftKind,
  type DraftPick,
  type DraftPickMade,
  type DraftSetup,
  type DraftedSeat,
  type MiltyDraftResult,
  type MiltyDraftState,
} from './setup-draft/draft.ts';
export { assembleMap, type DraftedMap } from './setup-draft/assemble.ts';
export {
  SETUP_DRAFT_FORMATS,
  beginSetupDraft,
  draftBoard,
  finishSetupDraft,
  offlineSlices,
  sliceSummary,
  slicesMapString,
  type SetupDraftBoard,
  type SetupDraftFormat,
  type SetupDraftOptions,
  type SetupDraftOutcome,
  type OfflineSlices,
  type SliceSummary,
} from './setup-draft/setup-draft.ts';
