// Reminders (server: apps/server/src/reminders.ts), in the table menu for a seat: "your move" again
// every N hours of a wait, quiet hours in the player's own time zone, and a word when the player
// before them starts their turn. They come through the game's Discord channel and this seat's
// notification browsers (the section above). Kept as this browser's default, they are set in all its
// games (reminder-defaults.ts).

import { useEffect, useState, type FormEvent } from 'react';
import type { ReminderSettings } from '@initiative/rules';
import { ApiError, api } from '../api.ts';
import { loadCredentials } from '../credentials.ts';
import { notify } from '../store.ts';
import { defaultReminders, setDefaultReminders, setRemindersEverywhere } from '../reminder-defaults.ts';

const EVERY = [null, 1, 2, 4, 8, 12, 24, 48] as const;
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function ReminderSettingsForm({ gameId }: { gameId: string }) {
  const { seatToken } = loadCredentials(gameId);
  const [loaded, setLoaded] = useState(false);
  const [every, setEvery] = useState<number | null>(null);
  const [quiet, setQuiet] = useState(false);
  const [from, setFrom] = useState('22:00');
  const [to, setTo] = useState('08:00');
  const [zone, setZone] = useState(localZone);
  const [beforeMe, setBeforeMe] = useState(false);
  const [everywhere, setEverywhere] = useState(() => defaultReminders() !== null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!seatToken) return;
    let live = true;
    api
      .reminders(gameId, seatToken)
      .then(({ reminders }) => {
        if (!live) return;
        if (reminders) {
          setEvery(reminders.everyHours);
          setBeforeMe(reminders.beforeMe);
          if (reminders.quietHours) {
            setQuiet(true);
            setFrom(reminders.quietHours.from);
            setTo(reminders.quietHours.to);
            setZone(reminders.quietHours.timeZone);
          }
        }
        setLoaded(true);
      })
      .catch(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [gameId, seatToken]);

  if (!seatToken || !loaded) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const settings: ReminderSettings = {
      everyHours: every,
      quietHours: quiet ? { timeZone: zone, from, to } : null,
      beforeMe,
    };
    try {
      await api.setReminders(gameId, seatToken, settings);
      if (everywhere) {
        setDefaultReminders(settings);
        const games = await setRemindersEverywhere(settings);
        notify('info', `Reminders saved for ${games} ${games === 1 ? 'game' : 'games'} in this browser.`);
      } else {
        setDefaultReminders(null);
        notify('info', 'Reminders saved.');
      }
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Your reminders could not be saved.');
    }
  };
  return (
    <section aria-label="Reminders" data-testid="reminder-settings">
      <h2>Reminders</h2>
      <form onSubmit={(e) => void submit(e)} className="reminder-form">
        <label>
          Remind me of my move
          <select
            value={every === null ? '' : String(every)}
            onChange={(e) => setEvery(e.target.value === '' ? null : Number(e.target.value))}
            data-testid="reminder-every"
          >
            {EVERY.map((n) => (
              <option key={String(n)} value={n === null ? '' : String(n)}>
                {n === null
                  ? 'Never'
                  : `Every ${n} ${n === 1 ? 'hour' : 'hours'} while the game waits for me`}
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          <input
            type="checkbox"
            checked={beforeMe}
            onChange={(e) => setBeforeMe(e.target.checked)}
            data-testid="reminder-before-me"
          />{' '}
          Tell me when the player before me starts their turn
        </label>
        <label className="inline">
          <input
            type="checkbox"
            checked={quiet}
            onChange={(e) => setQuiet(e.target.checked)}
            data-testid="reminder-quiet"
          />{' '}
          Quiet hours (reminders wait; the table sees you are in them)
        </label>
        {quiet && (
          <div className="quiet-hours">
            <label>
              From <input type="time" value={from} onChange={(e) => setFrom(e.target.value)} required />
            </label>
            <label>
              to <input type="time" value={to} onChange={(e) => setTo(e.target.value)} required />
            </label>
            <label>
              Time zone{' '}
              <input value={zone} onChange={(e) => setZone(e.target.value)} maxLength={64} required />
            </label>
          </div>
        )}
        <label className="inline">
          <input
            type="checkbox"
            checked={everywhere}
            onChange={(e) => setEverywhere(e.target.checked)}
            data-testid="reminder-everywhere"
          />{' '}
          The same in all my games in this browser, and in games I open here later
        </label>
        <button type="submit" data-testid="reminder-save">
          Save reminders
        </button>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
