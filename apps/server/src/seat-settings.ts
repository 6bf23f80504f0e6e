// What a seat's player sets for themselves, and where each of it is kept: in the lobby record (the
// Discord user id for the @mention, reminders with quiet hours, the browsers subscribed to pushes)
// and in the store's meta table (the standing orders of standing.ts, and the reminders' last send).
// These belong to the person, not to the seat: when the host kicks a player, `clearSeat` removes all
// of it, so the next player in the seat reads none of it, no order of the old player is carried out
// for them, and the old player's account and browsers are no longer told anything.
// A setting kept per seat anywhere else must be added here. Others learn one thing of them only:
// whether the player is in their quiet hours now (`quietNow`), never the time zone or the hours.

import { inQuietHours } from '@initiative/rules';
import type { GameStore, Lobby } from './storage/types.ts';

type SeatKey = (gameId: string, seat: number) => string;

/** The meta-table entries kept per seat (an empty value reads as none). */
export const SEAT_META = {
  /** standing.ts: the secret draft pre-pick ranking. */
  draftRanking: (gameId, seat) => `draft-ranking:${gameId}:${seat}`,
  /** standing.ts: skip or follow, per strategy card. */
  secondaryOrders: (gameId, seat) => `secondary-orders:${gameId}:${seat}`,
  /** standing.ts: status-phase scoring and token orders. */
  statusOrders: (gameId, seat) => `status-orders:${gameId}:${seat}`,
  /** standing.ts: how the seat last arranged its tokens ("as last time"). */
  tokenSplit: (gameId, seat) => `token-split:${gameId}:${seat}`,
  /** setup-draft.ts: the secret ranked pre-picks for the lobby's setup draft. */
  setupDraftPrePicks: (gameId, seat) => `setup-draft-pre-picks:${gameId}:${seat}`,
  /** reminders.ts: the wait last reminded of, and when. */
  reminded: (gameId, seat) => `reminded:${gameId}:${seat}`,
} as const satisfies Record<string, SeatKey>;

/** The lobby without what `seat`'s player set there: Discord user id, reminders, push subscriptions. */
export function lobbyWithoutSeat(lobby: Lobby, seat: number): Lobby {
  const { discord, reminders, push } = lobby;
  return {
    ...lobby,
    ...(discord
      ? { discord: { ...discord, users: discord.users.map((u, i) => (i === seat ? null : u)) } }
      : {}),
    ...(reminders ? { reminders: reminders.map((r, i) => (i === seat ? null : r)) } : {}),
    ...(push ? { push: push.filter((p) => p.seat !== seat) } : {}),
  };
}

/**
 * Clears everything `seat`'s player set: the store's per-seat entries at once; returns the lobby to
 * save without theirs (the caller saves it with the seat freed).
 */
export async function clearSeat(
  store: GameStore,
  gameId: string,
  lobby: Lobby,
  seat: number,
): Promise<Lobby> {
  for (const key of Object.values(SEAT_META)) await store.setMeta(key(gameId, seat), '');
  return lobbyWithoutSeat(lobby, seat);
}

/** Whether `seat`'s player is in their quiet hours at `at` (all the table may know of them). */
export function quietNow(lobby: Lobby, seat: number, at: number): boolean {
  const quiet = lobby.reminders?.[seat]?.quietHours;
  return quiet ? inQuietHours(quiet, at) : false;
}

/**
 * The lobby with its seats in a new order (a setup draft seats the table by drafted position): game
 * seat i is the lobby's seat `order[i]`, and everything its player set moves with them, the store's
 * per-seat entries included.
 */
export async function reseat(
  store: GameStore,
  gameId: string,
  lobby: Lobby,
  order: readonly number[],
): Promise<Lobby> {
  const moved = <T>(list: readonly T[]): T[] => order.map((from) => list[from] as T);
  const newSeat = new Map(order.map((from, to) => [from, to]));
  for (const key of Object.values(SEAT_META)) {
    const values = await Promise.all(order.map((from) => store.getMeta(key(gameId, from))));
    for (const [to, value] of values.entries()) await store.setMeta(key(gameId, to), value ?? '');
  }
  const { discord, reminders, push } = lobby;
  return {
    ...lobby,
    seats: moved(lobby.seats),
    ...(discord ? { discord: { ...discord, users: moved(discord.users) } } : {}),
    ...(reminders ? { reminders: moved(reminders) } : {}),
    ...(push ? { push: push.map((p) => ({ ...p, seat: newSeat.get(p.seat) ?? p.seat })) } : {}),
  };
}
