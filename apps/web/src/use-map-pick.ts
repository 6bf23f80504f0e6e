// A form's map picks: the planet or system the player clicks on the map while the form is open.

import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { selectionStore } from './selection.ts';

/** Calls `onPick` when the player clicks a planet (or a system) on the map while this form is open. */
export function useMapPick(onPick: (planetId: string | null, systemId: string) => void): void {
  const selection = useStore(selectionStore, (s) => s.selection);
  // The selection already there when the form opened is not a pick.
  const seen = useRef(selection);
  const pick = useRef(onPick);
  pick.current = onPick;
  useEffect(() => {
    if (selection === seen.current) return;
    seen.current = selection;
    if (selection.kind === 'planet') pick.current(selection.planetId, selection.systemId);
    else if (selection.kind === 'system') pick.current(null, selection.systemId);
  }, [selection]);
}
