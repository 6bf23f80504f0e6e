// What a seat's player sets for themselves through the API: their Discord user id, their reminders,
// the browsers subscribed to pushes (kept in the lobby record, see seat-settings.ts). Each is allowed
// with the seat's own token only, and written as a lobby change (lobby-write.ts).

import type { PushSubscriptionJson, ReminderSettings } from '@initiative/rules';
import { HubError } from './hub-errors.ts';
import { seatOf } from './auth.ts';
import { mustLoad } from './game-loader.ts';
import { lobbyTask, saveLobby } from './lobby-write.ts';
import type { HubContext } from './hub-context.ts';

/** Browsers one seat may have subscribed to pushes at once (the oldest goes first). */
export const PUSH_PER_SEAT = 5;

/** A seat's player gives (or with null removes) their Discord user id, for the @mention in pings. */
export async function setDiscordUser(
  ctx: HubContext,
  gameId: string,
  seatToken: string,
  userId: string | null,
): Promise<void> {
  const { live, role } = await seatOf(ctx, gameId, seatToken);
  await lobbyTask(ctx, live, async () => {
    const { lobby } = live.record;
    const users = lobby.seats.map((_, i) => (i === role.seat ? userId : (lobby.discord?.users[i] ?? null)));
    await saveLobby(ctx, live, { ...lobby, discord: { webhook: lobby.discord?.webhook ?? null, users } });
  });
}

/** A seat sets (or with null removes) its reminder settings (reminders.ts). */
export async function setReminders(
  ctx: HubContext,
  gameId: string,
  seatToken: string,
  settings: ReminderSettings | null,
): Promise<void> {
  const { live, role } = await seatOf(ctx, gameId, seatToken);
  await lobbyTask(ctx, live, async () => {
    const { lobby } = live.record;
    const reminders = lobby.seats.map((_, i) =>
      i === role.seat ? settings : (lobby.reminders?.[i] ?? null),
    );
    await saveLobby(ctx, live, { ...lobby, reminders });
  });
}

/** A seat's own reminder settings. */
export async function reminders(
  ctx: HubContext,
  gameId: string,
  seatToken: string,
): Promise<ReminderSettings | null> {
  const { live, role } = await seatOf(ctx, gameId, seatToken);
  return live.record.lobby.reminders?.[role.seat] ?? null;
}

/**
 * A seat subscribes a browser to "your move" pushes (push.ts), or stops one by its endpoint.
 * `problem` says why an endpoint cannot be used (not a known push service), or null. A seat keeps
 * its newest PUSH_PER_SEAT browsers.
 */
export async function setPush(
  ctx: HubContext,
  gameId: string,
  seatToken: string,
  change: { subscribe: PushSubscriptionJson } | { unsubscribe: string },
  problem: (endpoint: string) => string | null,
): Promise<void> {
  const { live, role } = await seatOf(ctx, gameId, seatToken);
  if ('subscribe' in change) {
    const why = problem(change.subscribe.endpoint);
    if (why) throw new HubError('push/bad-endpoint', why);
  }
  await lobbyTask(ctx, live, async () => {
    const { lobby } = live.record;
    const endpoint = 'subscribe' in change ? change.subscribe.endpoint : change.unsubscribe;
    // An endpoint belongs to one browser: subscribing again (or from another seat) replaces it.
    let push = (lobby.push ?? []).filter((p) => p.endpoint !== endpoint);
    if ('subscribe' in change) {
      const { keys } = change.subscribe;
      push = [...push, { seat: role.seat, endpoint, p256dh: keys.p256dh, auth: keys.auth }];
      const mine = push.filter((p) => p.seat === role.seat);
      if (mine.length > PUSH_PER_SEAT) push = push.filter((p) => p !== mine[0]);
    }
    await saveLobby(ctx, live, { ...lobby, push });
  });
}

/** Push subscriptions the push service says are gone (404/410): removed, by endpoint. */
export async function dropPush(ctx: HubContext, gameId: string, endpoints: readonly string[]): Promise<void> {
  const live = await mustLoad(ctx, gameId);
  await lobbyTask(ctx, live, async () => {
    const { lobby } = live.record;
    const push = (lobby.push ?? []).filter((p) => !endpoints.includes(p.endpoint));
    if (push.length !== (lobby.push ?? []).length) await saveLobby(ctx, live, { ...lobby, push });
  });
}
