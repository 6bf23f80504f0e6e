// The drafted galaxy: each seat's slice placed around the home of the position it drafted (position 1,
// the speaker, takes the layout's first home), Milty-EQ's equidistant systems between the seats, the
// layout's hyperlanes and Mecatol Rex; homes stay home slots for the game's setup to fill.

import { MECATOL_REX_SYSTEM_ID } from '../content/systems.ts';
import type { GalaxyMap, MapTile } from '../map/galaxy-map.ts';
import type { StandardLayout } from '../map/layouts.ts';
import { makeMapString } from '../map/map-string.ts';
import { EQUIDISTANT_SLOT, miltySeatSlots, sliceSlots } from '../map/milty-seats.ts';
import type { MiltyDraftResult } from './draft.ts';

export interface DraftedMap {
  readonly map: GalaxyMap;
  /** The map string (map/map-string.ts) of the drafted galaxy. */
  readonly mapString: string;
  /** Each drafted seat's home position on the map, by seat (the layout's home for its position). */
  readonly seatHomes: readonly number[];
}

/**
 * Lays the draft's result out on the standard layout for its player count. Throws when the layout is
 * for another player count or the result does not fit it: both are the caller's mistake, not a
 * player's.
 */
export function assembleMap(result: MiltyDraftResult, layout: StandardLayout): DraftedMap {
  if (layout.playerCount !== result.players) {
    throw new RangeError(
      `A ${result.players}-player draft does not fit the ${layout.playerCount}-player layout`,
    );
  }
  const seatSlots = miltySeatSlots(layout.playerCount);
  const slots = sliceSlots(result.eq);
  const tiles: MapTile[] = [
    { position: 0, systemId: MECATOL_REX_SYSTEM_ID },
    ...layout.homes.map((position) => ({ position, systemId: null })),
    ...layout.hyperlanes.map(({ position, systemId, rotation }) => ({ position, systemId, rotation })),
  ];
  for (const seat of result.seats) {
    const at = seatSlots[seat.position - 1];
    const slice = result.slices[seat.slice];
    if (at === undefined || slice === undefined || slice.length !== slots.length) {
      throw new RangeError(`Seat ${seat.seat} drafted a slice or position this layout cannot place`);
    }
    slice.forEach((systemId, i) => tiles.push({ position: at[slots[i] ?? -1] ?? -1, systemId }));
  }
  if (result.eq) {
    seatSlots.forEach((at, i) => {
      const systemId = result.equidistants[i];
      if (systemId === undefined) throw new RangeError(`No equidistant system for seat position ${i + 1}`);
      tiles.push({ position: at[EQUIDISTANT_SLOT], systemId });
    });
  }
  const map: GalaxyMap = {
    rings: layout.rings,
    tiles: tiles.sort((a, b) => a.position - b.position),
    homes: layout.homes,
  };
  const seatHomes = result.seats.map((seat) => layout.homes[seat.position - 1] ?? -1);
  return { map, mapString: makeMapString(map), seatHomes };
}
