// Reminders across all of a player's games (issue 17). There are no accounts: "all my games" are the
// games this browser holds a seat link for (credentials.ts). A player may keep their reminder settings
// as this browser's default: saving them then sets them in every such game, and a game opened later
// whose seat has none yet gets them when its table is first opened here.

import { useEffect } from 'react';
import { reminderSettingsSchema, type ReminderSettings } from '@initiative/rules';
import { api } from './api.ts';
import { loadCredentials, savedGames } from './credentials.ts';

const DEFAULT_KEY = 'initiative:reminders';
const appliedKey = (gameId: string) => `initiative:reminders-applied:${gameId}`;

/** This browser's default reminders, or null (a damaged entry counts as none). */
export function defaultReminders(): ReminderSettings | null {
  try {
    const raw = localStorage.getItem(DEFAULT_KEY);
    const parsed = raw ? reminderSettingsSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function setDefaultReminders(settings: ReminderSettings | null): void {
  if (settings) localStorage.setItem(DEFAULT_KEY, JSON.stringify(settings));
  else localStorage.removeItem(DEFAULT_KEY);
}

/** Sets `settings` in every game this browser holds a seat in; the number of games that took them. */
export async function setRemindersEverywhere(settings: ReminderSettings): Promise<number> {
  const seats = savedGames().filter((g) => g.credentials.seatToken);
  const results = await Promise.allSettled(
    seats.map(async ({ gameId, credentials }) => {
      await api.setReminders(gameId, credentials.seatToken as string, settings);
      localStorage.setItem(appliedKey(gameId), '1');
    }),
  );
  return results.filter((r) => r.status === 'fulfilled').length; // ended or unstarted games refuse
}

/** At a seat's table: once per game, this browser's default reminders if the seat has none yet. */
export function useDefaultReminders(gameId: string, started: boolean): void {
  useEffect(() => {
    const { seatToken } = loadCredentials(gameId);
    const settings = defaultReminders();
    if (!started || !seatToken || !settings || localStorage.getItem(appliedKey(gameId))) return;
    void (async () => {
      try {
        const { reminders } = await api.reminders(gameId, seatToken);
        if (!reminders) await api.setReminders(gameId, seatToken, settings);
        localStorage.setItem(appliedKey(gameId), '1');
      } catch {
        // Not applied now: tried again the next time the table opens.
      }
    })();
  }, [gameId, started]);
}
