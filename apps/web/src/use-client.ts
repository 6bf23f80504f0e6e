import { useStore } from 'zustand';
import type { ClientState } from './store.ts';
import { store } from './store.ts';

/** Selects one narrow slice of the client store. */
export function useClient<T>(select: (s: ClientState) => T): T {
  return useStore(store, select);
}
