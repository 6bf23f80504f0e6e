// A production order as intents send it (production.ts).

import { z } from 'zod';
import { UNIT_TYPES } from '../content/types.ts';
import { amalgamationSchema } from './amalgamation.ts';
import { paymentSchema } from './payment.ts';
import { pullSchema } from './pull.ts';

export const productionLineSchema = z
  .object({
    unit: z.enum(UNIT_TYPES),
    count: z.number().int().min(1).max(40),
    /** 'space' for the system's space area, or the id of a planet you control in that system. */
    place: z.string().min(1).max(64),
  })
  .strict();
export type ProductionLine = z.infer<typeof productionLineSchema>;

export const productionOrderSchema = z
  .object({
    units: z.array(productionLineSchema).min(1).max(20),
    /** Pieces taken back from the board because none is left in reinforcements. */
    pull: z.array(pullSchema).max(20).default([]),
    payment: paymentSchema.default({ planets: [], tradeGoods: 0 }),
    /** Self-Assembly Routines: the planet in that system where a mech is placed afterwards. */
    selfAssembly: z.string().min(1).max(64).optional(),
    /** Hegemonic Trade Policy: a planet in the payment whose influence counts as its resources. */
    hegemonic: z.string().min(1).max(64).optional(),
    /** Yin Spinner Ω: where 1 infantry each is placed afterwards (a planet or system id; up to 2). */
    yinSpinner: z.array(z.string().min(1).max(64)).max(2).optional(),
    /** AI Development Algorithm: exhausted to take 1 off the cost per unit upgrade owned. */
    aiDevelopment: z.literal(true).optional(),
    /** Berekar Berekon (the Winnu's own agent): exhausted to take 2 off the cost. */
    berekar: z.literal(true).optional(),
    /** Trillossa Aun Mirik (the Argent's own agent): exhausted; ground forces may go on their planets next door. */
    trillossa: z.literal(true).optional(),
    /** Harrugh Gefhara (Hacan hero): purged, and every unit of this production costs 0. */
    harrugh: z.literal(true).optional(),
    /** Amalgamation (Vuil'raith Cabal): captured units returned, each paying for one unit of its type. */
    amalgamation: amalgamationSchema.optional(),
  })
  .strict();
export type ProductionOrder = z.infer<typeof productionOrderSchema>;
