// Discord pings (server: apps/server/src/discord.ts): the host pastes the channel's webhook URL; each
// player may give their Discord user id so the "your move" post @mentions them. What was saved is
// never shown back (the server keeps it): only whether it is set.

import { useState, type FormEvent } from 'react';
import { ApiError, api } from '../api.ts';
import { loadCredentials } from '../credentials.ts';
import { notify } from '../store.ts';
import { useClient } from '../use-client.ts';

function useSave() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await run();
      notify('info', done);
      return true;
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'That did not work.');
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, save };
}

export function DiscordSettings({ gameId }: { gameId: string }) {
  const summary = useClient((s) => s.summary);
  const you = useClient((s) => s.you);
  const { hostToken, seatToken } = loadCredentials(gameId);
  const [url, setUrl] = useState('');
  const [userId, setUserId] = useState('');
  const hook = useSave();
  const user = useSave();
  if (!summary) return null;
  const seat = you?.kind === 'seat' ? you.seat : null;
  const linked = seat !== null && (summary.seats[seat]?.discord ?? false);

  const saveHook = async (e: FormEvent, value: string | null) => {
    e.preventDefault();
    if (!hostToken) return;
    const ok = await hook.save(
      () => api.discordWebhook(gameId, hostToken, value),
      value ? 'Discord pings are on.' : 'Discord pings are off.',
    );
    if (ok) setUrl('');
  };
  const saveUser = async (e: FormEvent, value: string | null) => {
    e.preventDefault();
    if (!seatToken) return;
    const ok = await user.save(
      () => api.discordUser(gameId, seatToken, value),
      value ? 'Discord will @mention you.' : 'Discord will name you without a mention.',
    );
    if (ok) setUserId('');
  };

  return (
    <section aria-label="Discord" className="discord-settings" data-testid="discord-settings">
      <h2>Discord</h2>
      <p className="hint" data-testid="discord-status">
        {summary.discord
          ? '“Your move” pings, round and end-of-game summaries are posted to the game’s Discord channel.'
          : 'No Discord channel is set: the host can paste a channel webhook to post “your move” pings there.'}
      </p>
      {hostToken && (
        <form onSubmit={(e) => void saveHook(e, url.trim())} className="discord-form">
          <label>
            Channel webhook URL (host; kept on the server)
            <input
              type="url"
              value={url}
              placeholder="https://discord.com/api/webhooks/…"
              onChange={(e) => setUrl(e.target.value)}
              data-testid="discord-webhook"
            />
          </label>
          <span>
            <button type="submit" className="small" disabled={hook.busy || url.trim() === ''}>
              Save webhook
            </button>{' '}
            {summary.discord && (
              <button
                type="button"
                className="small secondary-button"
                disabled={hook.busy}
                onClick={(e) => void saveHook(e, null)}
              >
                Stop posting
              </button>
            )}
          </span>
          {hook.error && (
            <p className="error" role="alert">
              {hook.error}
            </p>
          )}
        </form>
      )}
      {seatToken && seat !== null && (
        <form onSubmit={(e) => void saveUser(e, userId.trim())} className="discord-form">
          <label>
            Your Discord user id, for the @mention {linked ? '(set)' : '(not set)'}
            <input
              inputMode="numeric"
              value={userId}
              placeholder="17–20 digits"
              onChange={(e) => setUserId(e.target.value)}
              data-testid="discord-user"
            />
          </label>
          <span>
            <button type="submit" className="small" disabled={user.busy || userId.trim() === ''}>
              Save my id
            </button>{' '}
            {linked && (
              <button
                type="button"
                className="small secondary-button"
                disabled={user.busy}
                onClick={(e) => void saveUser(e, null)}
              >
                Remove it
              </button>
            )}
          </span>
          {user.error && (
            <p className="error" role="alert" data-testid="discord-user-error">
              {user.error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
