// The intents production.ts owns, in the engine's handler table (engine/handlers.ts): in a file of their own,
// since the public index exports the whole of production.ts.

import { produceInTactical } from './production.ts';
import type { Handlers } from '../state/handlers.ts';

export const productionHandlers: Handlers<'produce'> = {
  produce: (state, seat, intent) => produceInTactical(state, seat, intent),
};
