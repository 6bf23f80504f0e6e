import { useStore } from 'zustand';
import type { ClientState } from './store.ts';
import { store } from './store.ts';

/** What the table shows: the live state, or the past one a spectator scrubbed to. */
function shown(s: ClientState): ClientState {
  return s.history ? { ...s, view: s.history.view, log: s.history.log } : s;
}

/** Selects one narrow slice of the client store. */
export function useClient<T>(select: (s: ClientState) => T): T {
  return useStore(store, (s) => select(shown(s)));
}

/** Selects from the live state, ignoring any history being scrubbed. */
export function useLive<T>(select: (s: ClientState) => T): T {
  return useStore(store, select);
}
