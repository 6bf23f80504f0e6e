// The factions a Milty draft offers: the host's priority factions always, the rest drawn with the
// game's seeded generator from the factions in play that the host has not banned.

import { factionsInPlay } from '../content/factions.ts';
import { RngCursor, type RngState } from '../kernel/rng.ts';
import { isPlayerCount } from '../map/layouts.ts';

export interface FactionPoolOptions {
  /** 3 to 8. */
  readonly players: number;
  /** How many factions the pool offers; players + 3 by default. */
  readonly size?: number;
  /** Factions that never enter the pool. */
  readonly bans?: readonly string[];
  /** Factions that always enter the pool. */
  readonly priority?: readonly string[];
  readonly thundersEdge?: boolean;
}

export type FactionPoolErrorCode =
  | 'factions/bad-options'
  | 'factions/unknown'
  | 'factions/banned-and-priority'
  | 'factions/too-many-priority'
  | 'factions/too-few';

export interface FactionPoolError {
  readonly ok: false;
  readonly code: FactionPoolErrorCode;
  /** Written for the host. */
  readonly message: string;
}

export interface FactionPool {
  readonly ok: true;
  /** Faction ids in the order of the faction table. */
  readonly factions: readonly string[];
  readonly rng: RngState;
}

/** How many factions beyond the players a pool offers unless the host says otherwise. */
export const EXTRA_FACTIONS = 3;

const refuse = (code: FactionPoolErrorCode, message: string): FactionPoolError => ({
  ok: false,
  code,
  message,
});

export function factionPool(rng: RngState, options: FactionPoolOptions): FactionPool | FactionPoolError {
  const { players } = options;
  if (!isPlayerCount(players)) {
    return refuse('factions/bad-options', `A Milty draft seats 3 to 8 players, not ${players}.`);
  }
  const size = options.size ?? players + EXTRA_FACTIONS;
  if (!Number.isInteger(size) || size < players) {
    return refuse(
      'factions/bad-options',
      `The pool offers at least one faction per player (${players}), not ${size}.`,
    );
  }
  const inPlay = factionsInPlay(options.thundersEdge === true).map((f) => f.id);
  const bans = new Set(options.bans ?? []);
  const priority = [...new Set(options.priority ?? [])];
  const unknown = [...bans, ...priority].filter((id) => !inPlay.includes(id));
  if (unknown.length > 0) {
    return refuse('factions/unknown', `Not a faction in this game: ${unknown.join(', ')}.`);
  }
  const both = priority.filter((id) => bans.has(id));
  if (both.length > 0) {
    return refuse('factions/banned-and-priority', `Banned and given priority at once: ${both.join(', ')}.`);
  }
  if (priority.length > size) {
    return refuse(
      'factions/too-many-priority',
      `${priority.length} priority factions do not fit a pool of ${size}; raise the size or name fewer.`,
    );
  }
  const open = inPlay.filter((id) => !bans.has(id) && !priority.includes(id));
  if (priority.length + open.length < size) {
    return refuse(
      'factions/too-few',
      `After the bans ${priority.length + open.length} factions remain, fewer than the pool's ${size}; ban fewer or shrink the pool.`,
    );
  }
  const cursor = new RngCursor(rng);
  const chosen = new Set([...priority, ...cursor.shuffle(open).slice(0, size - priority.length)]);
  return { ok: true, factions: inPlay.filter((id) => chosen.has(id)), rng: cursor.state };
}
