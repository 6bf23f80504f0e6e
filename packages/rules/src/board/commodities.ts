// Commodities (LRR 21): a player's commodity value is their faction's, plus
// one for each space station they control (003 note 6).

import { FACTIONS_BY_ID } from '../content/index.ts';
import type { GalaxyState, Seat } from '../state/state.ts';

/** What the commodity value reads: the state or any viewer's view. */
interface CommodityBoard {
  readonly players: readonly { readonly faction: string }[];
  readonly galaxy: Pick<GalaxyState, 'stations'>;
}

export function stationsControlled(state: Pick<CommodityBoard, 'galaxy'>, seat: Seat): number {
  return Object.values(state.galaxy.stations).filter((s) => s.controller === seat).length;
}

export function commodityValue(state: CommodityBoard, seat: Seat): number {
  const faction = state.players[seat]?.faction ?? '';
  return (FACTIONS_BY_ID.get(faction)?.commodities ?? 0) + stationsControlled(state, seat);
}
