// Intent schemas for production, space stations and the timed construction variant. intents.ts puts
// them in the one discriminated union.

import { z } from 'zod';
import { productionOrderSchema } from './production-order.ts';
import { CAPTURABLE_UNITS } from './table-edit-schema.ts';
import { MAX_PLAYERS } from '../kernel/limits.ts';
import { stationTradeSchema, transactionSchema } from './transaction.ts';

/** LRR 68: the production step of the tactical action in progress (production.ts). */
export const produceIntent = productionOrderSchema.extend({ type: z.literal('produce') }).strict();

/** Dirzuga Rophal (Arborec commander), after another player's activation: 1 unit there (abilities/dirzuga-rophal.ts). */
export const dirzugaRophalIntent = z
  .object({ type: z.literal('dirzuga-rophal'), order: productionOrderSchema })
  .strict();

const to = z
  .number()
  .int()
  .min(0)
  .max(MAX_PLAYERS - 1);
/** Berekar Berekon (Winnu agent): 2 off the active player's coming production (abilities/production-agents.ts). */
export const berekarIntent = z.object({ type: z.literal('berekar-berekon'), to }).strict();
/** Trillossa Aun Mirik (Argent agent): the active player's ground forces may go next door (production-agents.ts). */
export const trillossaIntent = z.object({ type: z.literal('trillossa-aun-mirik'), to }).strict();
/** Xander Alexin Victori III (Keleres agent): `to` spends `commodities` as trade goods (abilities/xander.ts). */
export const xanderIntent = z
  .object({ type: z.literal('xander-alexin-victori-iii'), to, commodities: z.number().int().min(1).max(20) })
  .strict();
/** Doctor Sucaban (Jol-Nar agent): `to`'s Technology research may be paid with infantry (abilities/doctor-sucaban.ts). */
export const sucabanIntent = z.object({ type: z.literal('doctor-sucaban'), to }).strict();
/** Technological Singularity (Nekro): a technology of `from`, or a Valefar token on one (abilities/singularity.ts). */
export const singularityIntent = z
  .object({
    type: z.literal('technological-singularity'),
    from: to,
    technology: z.string().min(1).max(64),
    assimilator: z.enum(['x', 'y']).optional(),
  })
  .strict();
/** The Stillness of Stars (Cabal agent): a player who replenished this turn gets trade goods (abilities/stillness-of-stars.ts). */
export const stillnessIntent = z
  .object({
    type: z.literal('the-stillness-of-stars'),
    to,
    /** The unit captured from their reinforcements (cost at most their commodity value). */
    capture: z.enum(CAPTURABLE_UNITS).optional(),
  })
  .strict();

/** Edict (Mahact): after winning a combat, a token of `from` into their fleet pool (abilities/edict.ts). */
export const edictIntent = z.object({ type: z.literal('edict'), from: to }).strict();

/** Salvage Operations (Mentak): a trade good after a space combat, and a ship if won (abilities/salvage-operations.ts). */
export const salvageIntent = z
  .object({
    type: z.literal('salvage-operations'),
    system: z.string().min(1).max(16),
    won: z.boolean(),
    order: productionOrderSchema.optional(),
  })
  .strict();

/** Agency Supply Network (Council Keleres): another production, in any system (abilities/agency-supply.ts). */
export const agencySupplyIntent = z
  .object({
    type: z.literal('agency-supply-network'),
    system: z.string().min(1).max(16),
    order: productionOrderSchema,
  })
  .strict();

/** Integrated Economy: units produced on a planet just gained (abilities/integrated-economy.ts). */
export const integratedEconomyIntent = z
  .object({
    type: z.literal('integrated-economy'),
    planet: z.string().min(1).max(64),
    order: productionOrderSchema,
  })
  .strict();

/** Chaos Mapping (Clan of Saar), at the start of the owner's turn: 1 unit in `system` (abilities/chaos-mapping.ts). */
export const chaosMappingIntent = z
  .object({
    type: z.literal('chaos-mapping'),
    system: z.string().min(1).max(16),
    order: productionOrderSchema,
  })
  .strict();

/** Space stations, note 8: exhaust a station to turn all commodities into trade goods. */
export const convertCommodities = z
  .object({ type: z.literal('convert-commodities'), station: z.string().min(1).max(64) })
  .strict();

/** LRR 94: offer, accept, decline or withdraw a transaction (rules/economy/transactions.ts). */
export const transaction = transactionSchema;
/** The same, under its first name (space-station owners only, 003 note 7): still read from stored logs. */
export const stationTrade = stationTradeSchema;

/** Timed construction variant (004 §17.5): cancel something under construction for half its cost. */
export const cancelConstruction = z
  .object({ type: z.literal('cancel-construction'), id: z.number().int().min(1).max(1_000_000) })
  .strict();
/**
 * Umbat chosen for this player by the Muaat: up to 2 units costing 4 or less at their war sun or
 * flagship (`system` and `order`), or nothing (neither).
 */
export const umbatProductionIntent = z
  .object({
    type: z.literal('umbat-production'),
    system: z.string().min(1).max(16).optional(),
    order: productionOrderSchema.optional(),
  })
  .strict();
