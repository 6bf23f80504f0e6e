// Assigning the hits a space combat round produced against one's own ships (LRR 78.4, 18.3): units
// destroyed, and units that use Sustain Damage instead (LRR 87). Schemas only: rules/assign-hits.ts
// checks an assignment against the combat and applies it.

import { z } from 'zod';
import { UNIT_TYPES } from '../content/types.ts';

const unitCounts = z.partialRecord(z.enum(UNIT_TYPES), z.number().int().min(0).max(40));

/** LRR 78.4: every hit owed is assigned, one to a unit (a unit with Sustain Damage may absorb one). */
export const assignHitsIntent = z
  .object({
    type: z.literal('assign-hits'),
    /** Ships destroyed, by type: damaged ones go first. */
    losses: unitCounts,
    /** Ships that use Sustain Damage, by type: undamaged ones with the ability (LRR 87.1). */
    sustain: unitCounts.optional(),
    /** Sent by the server for the player's standing order (assign automatically); a client's is refused. */
    standing: z.literal(true).optional(),
  })
  .strict();

/**
 * LRR 78.4: at the start of a space combat round, a player asked says whether they retreat; a retreat
 * names the adjacent system the ships will move to after the round's hits (LRR 78.7, rules/retreat.ts).
 */
export const announceRetreatIntent = z
  .object({
    type: z.literal('announce-retreat'),
    /** true: retreat after this round; false: fight on. */
    retreat: z.boolean(),
    /** The system to retreat to (with `retreat: true` only). */
    to: z.string().min(1).max(16).optional(),
    /** Sent by the server for the player's standing order (never retreat); a client's is refused. */
    standing: z.literal(true).optional(),
  })
  .strict();

/**
 * At the start of a space combat round, a player offered an ability's option (rules/round-options.ts:
 * Munitions Reserves' re-rolls for trade goods) takes it or not for that round.
 */
export const combatOptionIntent = z
  .object({
    type: z.literal('combat-option'),
    /** The ability's id, as the offer names it. */
    option: z.string().min(1).max(64),
    /** true: pay and take it this round; false: not this round. */
    take: z.boolean(),
    /** Sent by the server for the player's standing order; a client's is refused. */
    standing: z.literal(true).optional(),
  })
  .strict();
