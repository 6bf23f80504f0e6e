// The vocabulary of table edits (SPEC 2.6): what the app does not simulate
// (movement, combat, invasion, exploration, action card effects, deals) is
// recorded with explicit, typed edits. Schemas only: table-edits.ts checks
// an edit against the table and applies it.

import { z } from 'zod';
import { STRATEGY_CARD_IDS } from '../content/strategy-cards.ts';
import { UNIT_TYPES } from '../content/types.ts';

const id = z.string().min(1).max(64);
const seat = z.number().int().min(0).max(7);
const delta = z
  .number()
  .int()
  .min(-99)
  .max(99)
  .refine((n) => n !== 0, 'A change of 0 changes nothing.');

/** How many units of each type; at least one unit in all. */
export const unitCountsSchema = z
  .partialRecord(z.enum(UNIT_TYPES), z.number().int().min(0).max(99))
  .refine((u) => Object.values(u).some((n) => (n ?? 0) > 0), 'Name at least one unit.');

/** Where units are: a system's space area, or a planet (which names its own system). */
export const areaSchema = z.union([
  z.object({ system: z.string().min(1).max(16) }).strict(),
  z.object({ planet: id }).strict(),
]);
export type Area = z.infer<typeof areaSchema>;

const systemId = z.string().min(1).max(16);

/** Units a player may capture: every unit but the structures (LRR 14). */
export type CapturableUnit = Exclude<(typeof UNIT_TYPES)[number], 'pds' | 'space-dock'>;
export const CAPTURABLE_UNITS = UNIT_TYPES.filter(
  (t): t is CapturableUnit => t !== 'pds' && t !== 'space-dock',
) as [CapturableUnit, ...CapturableUnit[]];

/** Where some of a move's units come from: a system's space area, or a planet (ground forces picked up). */
export const moveSourceSchema = z.union([
  z.object({ system: systemId, units: unitCountsSchema }).strict(),
  z.object({ planet: id, units: unitCountsSchema }).strict(),
]);
export type MoveSource = z.infer<typeof moveSourceSchema>;

/** Ground forces committed from the active system's space area to one of its planets (LRR 49). */
export const landingSchema = z.object({ planet: id, units: unitCountsSchema }).strict();
export type Landing = z.infer<typeof landingSchema>;

const sourceKey = (s: MoveSource) => ('system' in s ? `s:${s.system}` : `p:${s.planet}`);

/**
 * The tactical action's movement and invasion in one edit (table-edit-move.ts): the active player's
 * units from one or more places into the active system (`to`), then ground forces landed on its
 * planets. Either list may be empty, not both; a place or a planet is named at most once.
 */
export const moveSchema = z
  .object({
    kind: z.literal('move'),
    to: systemId,
    from: z.array(moveSourceSchema).max(24),
    land: z.array(landingSchema).max(8).optional(),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.from.length === 0 && (m.land ?? []).length === 0)
      ctx.addIssue({ code: 'custom', message: 'Name units that move in or land.', path: ['from'] });
    const keys = m.from.map(sourceKey);
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: 'custom', message: 'Name each place units come from once.', path: ['from'] });
    const planets = (m.land ?? []).map((l) => l.planet);
    if (new Set(planets).size !== planets.length)
      ctx.addIssue({ code: 'custom', message: 'Name each planet to land on once.', path: ['land'] });
  });

/** Attachment ids are kebab-case ('demilitarized-zone', 'tomb-of-emphidia'). */
const attachment = z
  .string()
  .min(1)
  .max(48)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'An attachment is named in kebab-case, e.g. demilitarized-zone.');

/** `owner` (units) and `seat` (amounts) default to the player making the edit. */
export const tableEditSchema = z.discriminatedUnion('kind', [
  moveSchema,
  z
    .object({
      kind: z.literal('move-units'),
      owner: seat.optional(),
      from: areaSchema,
      to: areaSchema,
      units: unitCountsSchema,
    })
    .strict(),
  z
    .object({ kind: z.literal('add-units'), owner: seat.optional(), to: areaSchema, units: unitCountsSchema })
    .strict(),
  z
    .object({
      kind: z.literal('remove-units'),
      owner: seat.optional(),
      from: areaSchema,
      units: unitCountsSchema,
    })
    .strict(),
  z.object({ kind: z.literal('set-planet-control'), planet: id, controller: seat.nullable() }).strict(),
  /** `planet` may also name a space station (exhausted and readied like a planet, 003 note 3). */
  z.object({ kind: z.literal('set-planet-exhausted'), planet: id, exhausted: z.boolean() }).strict(),
  z.object({ kind: z.literal('set-station-control'), station: id, controller: seat.nullable() }).strict(),
  z.object({ kind: z.literal('attach'), planet: id, attachment }).strict(),
  z.object({ kind: z.literal('detach'), planet: id, attachment }).strict(),
  z.object({ kind: z.literal('adjust-trade-goods'), seat: seat.optional(), delta }).strict(),
  z.object({ kind: z.literal('adjust-commodities'), seat: seat.optional(), delta }).strict(),
  z.object({ kind: z.literal('adjust-victory-points'), seat: seat.optional(), delta }).strict(),
  /** A command token of `seat` placed in (`present`) or taken off a system, from/to reinforcements. */
  z
    .object({
      kind: z.literal('set-command-token'),
      system: systemId,
      seat: seat.optional(),
      present: z.boolean(),
    })
    .strict(),
  /** A command sheet set as a whole; the difference comes from or goes to reinforcements. */
  z
    .object({
      kind: z.literal('set-command-pools'),
      seat: seat.optional(),
      tactic: z.number().int().min(0).max(16),
      fleet: z.number().int().min(0).max(16),
      strategy: z.number().int().min(0).max(16),
    })
    .strict(),
  /**
   * Edict (Mahact): a command token of `from`, from their reinforcements, into the fleet pool of `to`
   * (default: the editor) — at most one of each player's there; `captured: false` gives it back.
   */
  z
    .object({ kind: z.literal('capture-token'), from: seat, to: seat.optional(), captured: z.boolean() })
    .strict(),
  /**
   * Capture (the Vuil'raith Cabal's Devour and the like): `count` of `from`'s units of `unit`, from
   * their reinforcements (units destroyed are removed from the board first), onto the faction sheet of
   * `to` (default: the editor); `captured: false` returns them. Structures are never captured.
   */
  z
    .object({
      kind: z.literal('capture-units'),
      from: seat,
      to: seat.optional(),
      unit: z.enum(CAPTURABLE_UNITS),
      count: z.number().int().min(1).max(12),
      captured: z.boolean(),
    })
    .strict(),
  /** An action card instance id from the editor's own hand. */
  z.object({ kind: z.literal('discard-action-card'), card: id }).strict(),
  z.object({ kind: z.literal('give-action-card'), card: id, to: seat }).strict(),
  /** A technology gained or lost without research (Valefar Assimilator, Research Agreement, heroes…). */
  z
    .object({ kind: z.literal('set-technology'), seat: seat.optional(), technology: id, owned: z.boolean() })
    .strict(),
  /** A strategy card handed to a player, or back to the common area (`to: null`). */
  z
    .object({ kind: z.literal('give-strategy-card'), card: z.enum(STRATEGY_CARD_IDS), to: seat.nullable() })
    .strict(),
  /** Trade goods from the supply onto a strategy card, or back. */
  z.object({ kind: z.literal('adjust-card-trade-goods'), card: z.enum(STRATEGY_CARD_IDS), delta }).strict(),
  /**
   * A promissory note face up in a play area goes back to its owner (Support for the Throne or Alliance
   * when its holder activates a system with the owner's units; Support for the Throne takes its point).
   */
  z.object({ kind: z.literal('return-note'), note: z.string().min(3).max(48) }).strict(),
  /**
   * A promissory note from one's own hand to another player, outside a transaction (The Oracle, a note
   * handed over by an effect); the log does not say which note.
   */
  z.object({ kind: z.literal('give-note'), note: z.string().min(3).max(48), to: seat }).strict(),
  /** The Naalu 0 token to a player for this round (Gift of Prescience), or back to the Naalu (`to: null`). */
  z.object({ kind: z.literal('give-zero-token'), to: seat.nullable() }).strict(),
  /** A technology (or an agent) of a player exhausted or readied, for the effects resolved at the table. */
  z
    .object({
      kind: z.literal('set-card-exhausted'),
      seat: seat.optional(),
      card: id,
      exhausted: z.boolean(),
    })
    .strict(),
  /** A player's faction commander unlocked (its condition met at the table), or locked again. */
  z.object({ kind: z.literal('unlock-commander'), seat: seat.optional(), unlocked: z.boolean() }).strict(),
  /**
   * Exploring at the table (LRR 35): a planet the editor controls, again or by an ability (Scanlink Drone
   * Network, the Crown of Emphidia), from its trait's deck; or a system's frontier token (LRR 38: Dark
   * Energy Tap, Exploration Probe), from the frontier deck.
   */
  z.object({ kind: z.literal('explore'), planet: id }).strict(),
  z.object({ kind: z.literal('explore-frontier'), system: systemId }).strict(),
  /** The editor's relic fragments (card ids) purged: three of a kind make a relic, drawn at the table. */
  z.object({ kind: z.literal('purge-relic-fragments'), cards: z.array(id).min(1).max(9) }).strict(),
  /**
   * A combat's hits adjusted (rules/table-edit-combat.ts): the hits `seat` (absent: the editor) still
   * has to assign in the round under way, changed by `delta` — for a card or an ability the app does
   * not play that adds, cancels or re-rolls hits.
   */
  z.object({ kind: z.literal('adjust-combat-hits'), seat: seat.optional(), delta }).strict(),
  /** Action cards drawn from the deck into the editor's own hand (Scheming, Nekro Acidos…). */
  z.object({ kind: z.literal('draw-action-cards'), count: z.number().int().min(1).max(3) }).strict(),
]);
export type TableEdit = z.infer<typeof tableEditSchema>;
export type TableEditKind = TableEdit['kind'];
export const TABLE_EDIT_KINDS = tableEditSchema.options.map(
  (o) => o.shape.kind.value,
) as readonly TableEditKind[];
