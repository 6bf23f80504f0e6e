// Intent schemas for turns (tactical and component actions), the status
// phase and table edits. intents.ts puts them in the one discriminated union.

import { z } from 'zod';
import { STRATEGY_CARD_IDS } from '../content/strategy-cards.ts';
import { paymentSchema } from './payment.ts';
import { productionOrderSchema } from './production-order.ts';
import { researchPickSchema } from './research-pick.ts';
import { CAPTURABLE_UNITS, tableEditSchema } from './table-edit-schema.ts';
import { poolsSchema } from './pools.ts';
import { bioplasmosisSchema } from './bioplasmosis.ts';

const id = z.string().min(1).max(64);
const tokenCount = z.number().int().min(0).max(16);

/** LRR 89: activate a system with a token from the tactic pool. */
export const activateSystem = z
  .object({ type: z.literal('activate-system'), system: z.string().min(1).max(16) })
  .strict();
/** Ends the active player's turn after a tactical action. */
/** Predictive Intelligence: the command sheet as it stands after the turn (abilities/predictive-intelligence.ts). */
export const predictiveIntelligence = poolsSchema.optional();
export const endTurnIntent = z.object({ type: z.literal('end-turn'), predictiveIntelligence }).strict();

/** What a component action used, when it is not an action card (LRR 22). */
export const COMPONENT_SOURCES = [
  'technology',
  'faction-ability',
  'leader',
  'promissory-note',
  'relic',
  'exploration',
  'other',
] as const;
export type ComponentSource = (typeof COMPONENT_SOURCES)[number];

/**
 * Faction abilities taken as a component action whose effect the engine makes (abilities/pool-abilities.ts):
 * each spends a strategy-pool token.
 */
export const componentAbility = z.discriminatedUnion('id', [
  /** Sol's Orbital Drop: 2 infantry on a planet they control. */
  z.object({ id: z.literal('orbital-drop'), planet: id }).strict(),
  /** Muaat's Star Forge: 2 fighters or 1 destroyer in a system with one of their war suns. */
  z
    .object({
      id: z.literal('star-forge'),
      system: z.string().min(1).max(16),
      unit: z.enum(['fighter', 'destroyer']),
    })
    .strict(),
  /** Hacan's Production Biomes (technology, exhausted): 4 trade goods, and 2 for another player. */
  z.object({ id: z.literal('production-biomes'), player: z.number().int().min(0).max(7) }).strict(),
  /** Sling Relay (technology, exhausted): 1 ship produced in a system with one of the player's space docks. */
  z
    .object({ id: z.literal('sling-relay'), system: z.string().min(1).max(16), order: productionOrderSchema })
    .strict(),
  /** Umbat (Muaat agent, exhausted), for the Muaat: up to 2 units costing 4 or less at their war sun or flagship. */
  z
    .object({ id: z.literal('umbat'), system: z.string().min(1).max(16), order: productionOrderSchema })
    .strict(),
  /** Umbat for another player: they may produce so at their own war sun or flagship (abilities/umbat.ts). */
  z.object({ id: z.literal('umbat-for'), player: z.number().int().min(0).max(7) }).strict(),
  /** Carth of Golden Sands (Hacan agent, exhausted): 2 commodities for the Hacan, or `player`'s replenished. */
  z.object({ id: z.literal('carth-of-golden-sands'), player: z.number().int().min(0).max(7) }).strict(),
  /** Vortex (Cabal technology, exhausted): a unit of `player`'s captured from their reinforcements. */
  z
    .object({
      id: z.literal('vortex'),
      player: z.number().int().min(0).max(7),
      unit: z.enum(CAPTURABLE_UNITS),
    })
    .strict(),
]);
export type ComponentAbility = z.infer<typeof componentAbility>;

/** LRR 22: a component action: an action card from one's hand, or another component's ability. */
export const componentAction = z
  .object({
    type: z.literal('component-action'),
    /** An action card instance id from the player's hand; it is discarded. */
    actionCard: id.optional(),
    source: z.enum(COMPONENT_SOURCES).optional(),
    /** A faction ability the engine resolves (instead of an action card or another component). */
    ability: componentAbility.optional(),
    /** A few words naming the component, shown in the log. */
    note: z.string().trim().min(1).max(80).optional(),
    /** Focused Research, Divert Funding: the technology researched (action-card-research.ts). */
    research: researchPickSchema.optional(),
    /** Divert Funding: the technology returned first. */
    returns: id.optional(),
    /** The Nekro Virus (Propagation): where the command tokens gained instead of researching go. */
    tokens: poolsSchema.optional(),
  })
  .strict();

/** One objective to score, with what its requirement spends (LRR 61). */
export const scoreClaim = z
  .object({
    objective: id,
    /** 'spend' requirements: what pays the resources and the influence (trade goods count 1 each). */
    payment: z
      .object({ resources: paymentSchema.optional(), influence: paymentSchema.optional() })
      .strict()
      .optional(),
    /** 'spend-command-tokens' requirements: tokens from the tactic and strategy pools. */
    tokens: z.object({ tactic: tokenCount, strategy: tokenCount }).strict().optional(),
    /** 'discard-action-cards' requirements: action card instance ids from one's hand. */
    cards: z.array(id).max(10).optional(),
  })
  .strict();
export type ScoreClaim = z.infer<typeof scoreClaim>;

/** LRR 81 step 1: up to one public and one secret objective; neither scores nothing this round. */
export const scoreObjectives = z
  .object({
    type: z.literal('score-objectives'),
    public: scoreClaim.optional(),
    secret: scoreClaim.optional(),
    /** Sent by the server for the player's standing order (score nothing); a client's is refused. */
    standing: z.literal(true).optional(),
  })
  .strict();

/** LRR 81 step 5: every token on the command sheet, after gaining two, arranged among the pools. */
export const redistributeTokens = z
  .object({
    type: z.literal('redistribute-tokens'),
    pools: poolsSchema,
    /** Bioplasmosis (Arborec): infantry moved at the end of the status phase (abilities/bioplasmosis.ts). */
    bioplasmosis: bioplasmosisSchema.optional(),
    /** Sent by the server for the player's standing order; a client's is refused. */
    standing: z.literal(true).optional(),
  })
  .strict();

/** SPEC 2.6: a table edit (queued for the host when edits need approval). */
export const tableEditIntent = z.object({ type: z.literal('table-edit'), edit: tableEditSchema }).strict();
/** Host only: apply or drop a queued table edit. */
export const approveEdit = z
  .object({ type: z.literal('approve-edit'), id: z.number().int().min(1).max(1_000_000) })
  .strict();
export const rejectEdit = z
  .object({ type: z.literal('reject-edit'), id: z.number().int().min(1).max(1_000_000) })
  .strict();

/** An action card played outside one's turn (Summit, Manipulate Investments, Public Disgrace, Coup d'Etat, Reveal Prototype; action-card-windows.ts). */
export const playActionCard = z
  .object({
    type: z.literal('play-action-card'),
    /** The instance id of a card in the player's hand. */
    card: z.string().min(1).max(64),
    /** Summit: where the two tokens go. */
    pools: poolsSchema.optional(),
    /** Manipulate Investments: trade goods per strategy card. */
    tradeGoods: z.partialRecord(z.enum(STRATEGY_CARD_IDS), z.number().int().min(0).max(5)).optional(),
    /** Reveal Prototype: the unit upgrade researched, and the four resources paid. */
    research: researchPickSchema.optional(),
    payment: paymentSchema.optional(),
    /** The Nekro Virus (Propagation): where the tokens gained instead of researching go. */
    tokens: poolsSchema.optional(),
  })
  .strict();

/** The heroes whose action resolves strategy cards (heroes.ts). */
export const STRATEGY_HEROES = [
  'mathis-mathinus',
  'hesh-and-prit',
  'jace-x',
  'rin',
  'letani-miasmiala',
  'unit-dsgn-flayesh',
] as const;
export type StrategyHero = (typeof STRATEGY_HEROES)[number];

/**
 * A hero's action (LRR 51, Prophecy of Kings): Mathis Mathinus (Winnu) resolves `card`'s primary,
 * and the `followers` chosen may follow it; Hesh and Prit (Naaz-Rokha) resolve up to two
 * `secondaries` of cards not exhausted, paid from reinforcements; Jace X (Sol) takes every command
 * token of theirs off the board (no other field); Rin (Jol-Nar) replaces owned technologies with
 * others of the same colour (`swaps`); Letani Miasmiala (Arborec) produces in systems holding their
 * ground forces (`productions`); UNIT.DSGN.FLAYESH (Nekro) takes a specialty `planet` for trade goods and
 * a `technology` of its colour. The hero is purged.
 */
export const heroAction = z
  .object({
    type: z.literal('hero-action'),
    hero: z.enum(STRATEGY_HEROES),
    card: z.enum(STRATEGY_CARD_IDS).optional(),
    followers: z.array(z.number().int().min(0).max(7)).max(7).optional(),
    secondaries: z
      .array(z.object({ card: z.enum(STRATEGY_CARD_IDS), choices: z.unknown() }).strict())
      .max(2)
      .optional(),
    swaps: z
      .array(z.object({ give: z.string().min(1).max(64), take: z.string().min(1).max(64) }).strict())
      .max(24)
      .optional(),
    productions: z
      .array(z.object({ system: z.string().min(1).max(16), order: productionOrderSchema }).strict())
      .max(12)
      .optional(),
    /** UNIT.DSGN.FLAYESH: the specialty planet, and the technology of its colour gained. */
    planet: z.string().min(1).max(64).optional(),
    technology: z.string().min(1).max(64).optional(),
  })
  .strict();
