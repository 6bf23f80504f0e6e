// Which systems the move form (components/edits/move-form.tsx) takes units from and where they go, for
// the map to mark while the form is open. A small store next to map-hints.ts; the map may read it.

import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';

export interface MoveHints {
  /** Systems units are being taken from. */
  readonly sources: readonly string[];
  /** The active system (the destination). */
  readonly destination: string;
}

export const moveHintStore = createStore<{ move: MoveHints | null }>(() => ({ move: null }));

/** Publishes the move being prepared while the calling component is mounted. */
export function useMoveHints(hints: MoveHints | null): void {
  const key = hints === null ? '' : JSON.stringify(hints);
  useEffect(() => {
    if (key === '') return;
    moveHintStore.setState({ move: JSON.parse(key) as MoveHints });
    return () => moveHintStore.setState({ move: null });
  }, [key]);
}
