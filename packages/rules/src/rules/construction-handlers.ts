// The intents construction-progress.ts owns, in the engine's handler table (engine/handlers.ts): in a file of their own,
// since the public index exports the whole of construction-progress.ts.

import { cancelConstruction } from './construction-progress.ts';
import type { Handlers } from '../state/handlers.ts';

export const constructionHandlers: Handlers<'cancel-construction'> = {
  'cancel-construction': (state, seat, intent) => cancelConstruction(state, seat, intent.id),
};
