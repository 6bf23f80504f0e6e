import { useSyncExternalStore } from 'react';

/** The width under which the table switches to its phone layout (keep in step with styles.css). */
export const PHONE_QUERY = '(max-width: 700px)';

function subscribe(onChange: () => void): () => void {
  const q = window.matchMedia(PHONE_QUERY);
  q.addEventListener('change', onChange);
  return () => q.removeEventListener('change', onChange);
}

/** True on a phone-sized screen. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches);
}
