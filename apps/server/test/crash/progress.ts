// Choosing intents that move a game on. Some intents are allowed at any time
// (table edits, production, trades): a driver that picked among every legal
// intent could spend a whole test adjusting trade goods. The ones that move the
// game on belong to the seats it waits for, and are not offered to the others.

import type { GameView, Intent } from '@initiative/rules';

export interface Move<C> {
  readonly client: C;
  readonly intent: Intent;
}

/**
 * The legal intents of the seats the game waits for, minus the types also
 * offered to seats it does not wait for; the host's when no seat is waited for.
 * Falls back to every legal intent when that leaves nothing.
 */
export function progressMoves<C>(clients: readonly C[], viewOf: (c: C) => GameView | null): Move<C>[] {
  const views = clients.map((client) => ({ client, view: viewOf(client) }));
  const waiting = new Set(views.find((v) => v.view)?.view?.waiting.seats ?? []);
  const isWaited = (view: GameView) => view.viewer.kind === 'seat' && waiting.has(view.viewer.seat);
  const anytime = new Set<string>();
  for (const { view } of views)
    if (view && view.viewer.kind === 'seat' && !isWaited(view))
      for (const i of view.legal) anytime.add(i.type);
  const all = views.flatMap(({ client, view }) => (view?.legal ?? []).map((intent) => ({ client, intent })));
  const progress = views.flatMap(({ client, view }) =>
    view && isWaited(view)
      ? view.legal.filter((i) => !anytime.has(i.type)).map((intent) => ({ client, intent }))
      : [],
  );
  if (progress.length > 0) return progress;
  const host = views.flatMap(({ client, view }) =>
    view?.viewer.kind === 'host' ? view.legal.map((intent) => ({ client, intent })) : [],
  );
  return host.length > 0 ? host : all;
}
