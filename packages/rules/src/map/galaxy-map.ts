// A galaxy: which tile sits at which position. Positions follow hex.ts (0 = Mecatol Rex's place).

import { z } from 'zod';
import { positionCount } from './hex.ts';

export interface MapTile {
  readonly position: number;
  /** Tile id ('18', '83A'); null marks a home slot that will take a player's home system. */
  readonly systemId: string | null;
  /**
   * Hyperlane rotation in 60° steps clockwise (side s of the printed tile faces side (s + r) % 6), as
   * given by the map string; absent when the string gave none, which draws the tile as printed.
   */
  readonly rotation?: number;
}

export interface GalaxyMap {
  /** Rings around the centre: 3 for 3-6 players, 4 for 7-8 (or a pasted 4-ring map). */
  readonly rings: number;
  /** Occupied positions, ascending; a position not listed is empty space. */
  readonly tiles: readonly MapTile[];
  /**
   * Home positions (home slots and placed home-system tiles) in seating order: seat 0 first, then
   * clockwise around the table.
   */
  readonly homes: readonly number[];
}

/** The tile at a position, or undefined for empty space. */
export function tileAt(map: GalaxyMap, position: number): MapTile | undefined {
  return map.tiles.find((t) => t.position === position);
}

/** Tile ids on the map (home slots left out). */
export function systemIdsOn(map: GalaxyMap): string[] {
  return map.tiles.flatMap((t) => (t.systemId === null ? [] : [t.systemId]));
}

const mapTileSchema = z
  .object({
    position: z.number().int().min(0),
    systemId: z.string().min(1).max(8).nullable(),
    rotation: z.number().int().min(0).max(5).exactOptional(),
  })
  .strict();

/**
 * Shape check for a GalaxyMap that crosses a trust boundary (setup message, stored game). Tile ids are
 * checked against the content tables by parseMapString, not here.
 */
export const galaxyMapSchema: z.ZodType<GalaxyMap> = z
  .object({
    rings: z.number().int().min(1).max(6),
    tiles: z.array(mapTileSchema).max(200),
    homes: z.array(z.number().int().min(0)).max(8),
  })
  .strict()
  .superRefine((map, ctx) => {
    const limit = positionCount(map.rings);
    const seen = new Set<number>();
    for (const t of map.tiles) {
      if (t.position >= limit)
        ctx.addIssue({ code: 'custom', message: `Position ${t.position} is off the map` });
      if (seen.has(t.position))
        ctx.addIssue({ code: 'custom', message: `Position ${t.position} appears twice` });
      seen.add(t.position);
    }
    for (const h of map.homes) {
      if (!seen.has(h)) ctx.addIssue({ code: 'custom', message: `Home position ${h} holds no tile or slot` });
    }
  });
