// The movement step of a tactical action (LRR 58): the active player's ships, in groups, each from one
// system into the active system, with the fighters and ground forces they carry (LRR 16, 95).
// Schemas only: rules/move-ships.ts checks a move against the table (rules/movement.ts) and applies it.

import { z } from 'zod';
import { UNIT_TYPES } from '../content/types.ts';

const systemId = z.string().min(1).max(16);

/** What a ship may carry: fighters and ground forces (LRR 16). */
export const CARGO_UNITS = ['fighter', 'infantry', 'mech'] as const;
export type CargoUnit = (typeof CARGO_UNITS)[number];

/** Units carried by a group: from a system's space area or a planet on its path (LRR 95). */
export const cargoSchema = z
  .object({
    /** A system id (its space area) or a planet id, in the group's starting system or one it passes through. */
    from: z.string().min(1).max(64),
    unit: z.enum(CARGO_UNITS),
    count: z.number().int().min(1).max(40),
  })
  .strict();
export type Cargo = z.infer<typeof cargoSchema>;

/** Ships moving together from one system along one path into the active system. */
export const shipGroupSchema = z
  .object({
    from: systemId,
    /** The ships by type: at least one. */
    ships: z
      .partialRecord(z.enum(UNIT_TYPES), z.number().int().min(0).max(40))
      .refine((u) => Object.values(u).some((n) => (n ?? 0) > 0), 'Name at least one ship.'),
    /**
     * The systems passed through, in order, between `from` and the active system; absent: the engine
     * takes the shortest path with the fewest gravity rifts (rules/movement.ts).
     */
    through: z.array(systemId).max(8).optional(),
    transport: z.array(cargoSchema).max(24).optional(),
  })
  .strict();
export type ShipGroup = z.infer<typeof shipGroupSchema>;

/** LRR 58: every group moves at once, once per tactical action, before production. */
export const moveShipsIntent = z
  .object({ type: z.literal('move-ships'), moves: z.array(shipGroupSchema).min(1).max(24) })
  .strict();
