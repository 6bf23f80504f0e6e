// Every intent a client may send, as one zod discriminated union; the TS types
// are inferred from it, once.

import { z } from 'zod';
import { STRATEGY_CARD_IDS } from '../content/strategy-cards.ts';
import { MAX_PLAYERS } from '../kernel/limits.ts';
import {
  activateSystem,
  approveEdit,
  componentAction,
  endTurnIntent,
  heroAction,
  playActionCard,
  predictiveIntelligence,
  redistributeTokens,
  rejectEdit,
  scoreObjectives,
  tableEditIntent,
} from './turn-intents.ts';
import { moveShipsIntent } from './move-intent.ts';
import { announceRetreatIntent, assignHitsIntent, combatOptionIntent } from './combat-intent.ts';
import { invadeIntent } from './invade-intent.ts';
import {
  cancelConstruction,
  convertCommodities,
  produceIntent,
  chaosMappingIntent,
  dirzugaRophalIntent,
  berekarIntent,
  trillossaIntent,
  stillnessIntent,
  singularityIntent,
  salvageIntent,
  edictIntent,
  xanderIntent,
  sucabanIntent,
  agencySupplyIntent,
  integratedEconomyIntent,
  stationTrade,
  transaction,
  umbatProductionIntent,
} from './build-intents.ts';
import { agendaRespond, breakTieIntent, castVotesIntent, removeCustodiansIntent } from './agenda-intents.ts';

export const strategyCardId = z.enum(STRATEGY_CARD_IDS);

/** Set by the server on an intent it sends for a player's standing order (a client's is refused). */
const standing = z.literal(true).optional();
export const pickStrategyCard = z
  .object({
    type: z.literal('pick-strategy-card'),
    card: strategyCardId,
    /** Made by the player's standing order (the server sends it; a client's is refused). */
    standing,
  })
  .strict();
/** Quantum Datahub Node, at the end of the strategy phase: a swap with another player, or none (abilities/datahub.ts). */
export const datahubSwapIntent = z
  .object({
    type: z.literal('datahub-swap'),
    swap: z
      .object({
        with: z
          .number()
          .int()
          .min(0)
          .max(MAX_PLAYERS - 1),
        give: strategyCardId,
        take: strategyCardId,
      })
      .strict()
      .nullable(),
  })
  .strict();
export const strategicAction = z
  .object({ type: z.literal('strategic-action'), card: strategyCardId })
  .strict();
export const passIntent = z.object({ type: z.literal('pass'), predictiveIntelligence }).strict();

export const keepSecretObjective = z
  .object({ type: z.literal('keep-secret-objective'), objective: z.string().min(1).max(64) })
  .strict();

/** Choices for a card ability are validated by that card's own schema (cards/*.ts). */
export const resolvePrimary = z
  .object({ type: z.literal('resolve-primary'), choices: z.unknown().optional() })
  .strict();
export const followSecondary = z
  .object({
    type: z.literal('follow'),
    choices: z.unknown().optional(),
    standing,
    /** The Mahact's agent Jae Mir Kan: the system whose token of the active player pays instead (abilities/jae-mir-kan.ts). */
    jaeMirKan: z.string().min(1).max(16).optional(),
    /** The Winnu's Acquiescence, held: follow the Winnu's strategic action without a token (strategic.ts). */
    acquiescence: z.literal(true).optional(),
  })
  .strict();
export const skipSecondary = z.object({ type: z.literal('skip-secondary'), standing }).strict();
/** Discard down after drawing (hand limit 7, Yssaril): action card instance ids from one's own hand. */
export const discardActionCards = z
  .object({
    type: z.literal('discard-action-cards'),
    cards: z.array(z.string().min(1).max(64)).min(1).max(10),
  })
  .strict();
/** A choice a strategy card's primary asks of another player (Diplomacy: which pool a token comes from). */
export const cardChoice = z
  .object({ type: z.literal('card-choice'), choices: z.unknown().optional() })
  .strict();
/** LRR 45.4: over three secret objectives, return one unscored secret objective to the deck. */
export const returnSecretObjective = z
  .object({ type: z.literal('return-secret-objective'), objective: z.string().min(1).max(64) })
  .strict();
/** Nullification Field (Xxcha): end the active player's turn after their activation (abilities/nullification-field.ts). */
export const nullificationFieldIntent = z.object({ type: z.literal('nullification-field') }).strict();
/**
 * Play a promissory note from one's hand (rules/notes/play.ts); `planet`: Military Support's infantry;
 * `system`: the system Scepter of Dominion names; `technology`: the one Research Agreement gains.
 */
export const playPromissoryNote = z
  .object({
    type: z.literal('play-promissory-note'),
    note: z.string().min(3).max(48),
    planet: z.string().min(1).max(40).optional(),
    system: z.string().min(1).max(16).optional(),
    technology: z.string().min(1).max(64).optional(),
  })
  .strict();
/** The Oracle (Naalu hero), during the status phase: every other player gives a note at its end. */
export const theOracleIntent = z.object({ type: z.literal('the-oracle') }).strict();
/** The note a player gives the Naalu for The Oracle (a key from their hand). */
export const giveOracleNoteIntent = z
  .object({ type: z.literal('give-oracle-note'), note: z.string().min(3).max(48) })
  .strict();
/** Take back one's own last move, if nothing was revealed and nobody acted since (undo.ts). */
export const undoIntent = z.object({ type: z.literal('undo') }).strict();
/**
 * Ask to go back to the table as it stood at version `to` (rollback.ts); a seat or the host.
 * `entropy` is fresh randomness the server writes on every request it accepts (`withServerEntropy`),
 * whatever a client sent, so that going back deals nothing seen again and a replay rebuilds the same.
 */
export const requestRollback = z
  .object({
    type: z.literal('request-rollback'),
    to: z.number().int().min(0).max(10_000_000),
    entropy: z
      .string()
      .regex(/^[0-9a-f]{32}$/)
      .optional(),
  })
  .strict();
/** Agree to (or refuse) the open request to go back. */
export const answerRollback = z.object({ type: z.literal('answer-rollback'), approve: z.boolean() }).strict();
/** Withdraw one's request to go back (the host may cancel any). */
export const cancelRollback = z.object({ type: z.literal('cancel-rollback') }).strict();
/**
 * Instinct Training (Xxcha): while an action card waits in `cancelWindow`, cancel it (exhausting the
 * technology and spending a strategy-pool token) or let it resolve.
 */
export const instinctTrainingIntent = z
  .object({ type: z.literal('instinct-training'), cancel: z.boolean() })
  .strict();
/** Mitosis (Arborec), at the start of the status phase: 1 infantry from reinforcements on a planet of theirs. */
export const mitosisIntent = z
  .object({ type: z.literal('mitosis'), planet: z.string().min(1).max(64) })
  .strict();
/** Host only: stop waiting for followers who have not decided. */
export const skipUndecided = z.object({ type: z.literal('skip-undecided') }).strict();

export const intentSchema = z.discriminatedUnion('type', [
  keepSecretObjective,
  pickStrategyCard,
  datahubSwapIntent,
  strategicAction,
  resolvePrimary,
  followSecondary,
  skipSecondary,
  skipUndecided,
  discardActionCards,
  cardChoice,
  returnSecretObjective,
  passIntent,
  activateSystem,
  moveShipsIntent,
  assignHitsIntent,
  announceRetreatIntent,
  combatOptionIntent,
  invadeIntent,
  endTurnIntent,
  componentAction,
  scoreObjectives,
  redistributeTokens,
  tableEditIntent,
  approveEdit,
  rejectEdit,
  produceIntent,
  chaosMappingIntent,
  dirzugaRophalIntent,
  berekarIntent,
  trillossaIntent,
  stillnessIntent,
  singularityIntent,
  salvageIntent,
  edictIntent,
  xanderIntent,
  sucabanIntent,
  agencySupplyIntent,
  integratedEconomyIntent,
  nullificationFieldIntent,
  convertCommodities,
  stationTrade,
  transaction,
  cancelConstruction,
  agendaRespond,
  castVotesIntent,
  breakTieIntent,
  removeCustodiansIntent,
  undoIntent,
  requestRollback,
  answerRollback,
  cancelRollback,
  playActionCard,
  heroAction,
  playPromissoryNote,
  theOracleIntent,
  giveOracleNoteIntent,
  instinctTrainingIntent,
  mitosisIntent,
  umbatProductionIntent,
]);

export type Intent = z.infer<typeof intentSchema>;
export type IntentType = Intent['type'];
export const INTENT_TYPES = intentSchema.options.map((o) => o.shape.type.value) as readonly IntentType[];
/** Intents only the host may send. */
export const HOST_INTENT_TYPES: readonly IntentType[] = ['skip-undecided', 'approve-edit', 'reject-edit'];

/** Who is acting: a seated player, the host (lobby powers), or a spectator. */
export type Actor =
  | { readonly kind: 'seat'; readonly seat: number }
  | { readonly kind: 'host' }
  | { readonly kind: 'spectator' };

/** An actor read back from storage is checked like any other input. */
export const actorSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('seat'),
      seat: z
        .number()
        .int()
        .min(0)
        .max(MAX_PLAYERS - 1),
    })
    .strict(),
  z.object({ kind: z.literal('host') }).strict(),
  z.object({ kind: z.literal('spectator') }).strict(),
]);
