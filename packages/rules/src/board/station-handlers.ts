// The intents stations.ts owns, in the engine's handler table (engine/handlers.ts): in a file of their own,
// since the public index exports the whole of stations.ts.

import { convertCommodities } from './stations.ts';
import type { Handlers } from '../state/handlers.ts';

export const stationHandlers: Handlers<'convert-commodities'> = {
  'convert-commodities': (state, seat, intent) => convertCommodities(state, seat, intent.station),
};
