// A tiny router over the History API: the app has a handful of routes.

import { useSyncExternalStore } from 'react';

export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'slices' }
  | { readonly page: 'join'; readonly gameId: string }
  | { readonly page: 'watch'; readonly gameId: string }
  | { readonly page: 'table'; readonly gameId: string }
  | { readonly page: 'host-link'; readonly gameId: string; readonly token: string }
  | { readonly page: 'seat-link'; readonly gameId: string; readonly token: string }
  | { readonly page: 'not-found' };

export function parseRoute(pathname: string, hash: string): Route {
  if (pathname === '/' || pathname === '') return { page: 'home' };
  if (pathname === '/slices' || pathname === '/slices/') return { page: 'slices' };
  const m = /^\/g\/([A-Za-z0-9_-]{6,32})(?:\/(join|watch|host|seat))?\/?$/.exec(pathname);
  if (!m?.[1]) return { page: 'not-found' };
  const gameId = m[1];
  const token = hash.replace(/^#/, '');
  switch (m[2]) {
    case 'join':
      return { page: 'join', gameId };
    case 'watch':
      return { page: 'watch', gameId };
    case 'host':
      return { page: 'host-link', gameId, token };
    case 'seat':
      return { page: 'seat-link', gameId, token };
    default:
      return { page: 'table', gameId };
  }
}

const listeners = new Set<() => void>();
window.addEventListener('popstate', () => listeners.forEach((l) => l()));

export function navigate(to: string, replace = false): void {
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  listeners.forEach((l) => l());
}

let cached = { key: '', route: parseRoute('/', '') };
function snapshot(): Route {
  const key = location.pathname + location.hash;
  if (cached.key !== key) cached = { key, route: parseRoute(location.pathname, location.hash) };
  return cached.route;
}

export function useRoute(): Route {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, snapshot);
}
