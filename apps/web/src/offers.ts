// The offers of one kind in a view's `legal` (the engine's intents this viewer may send now), typed.

import type { GameView, Intent } from '@initiative/rules';

export type Offer<T extends Intent['type']> = Extract<Intent, { type: T }>;

export function offersOf<T extends Intent['type']>(view: GameView | null | undefined, type: T): Offer<T>[] {
  return (view?.legal ?? []).filter((i): i is Offer<T> => i.type === type);
}
