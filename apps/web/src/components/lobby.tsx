import { useState } from 'react';
import { ApiError, api } from '../api.ts';
import { loadCredentials } from '../credentials.ts';
import { notify } from '../store.ts';
import { useClient } from '../use-client.ts';
import { CopyLink } from './copy-link.tsx';
import { HelpButton } from './help-dialog.tsx';
import { DiscordSettings } from './discord-settings.tsx';
import { PushSettings } from './push-settings.tsx';

export function Lobby({ gameId }: { gameId: string }) {
  const summary = useClient((s) => s.summary);
  const you = useClient((s) => s.you);
  const [busy, setBusy] = useState(false);
  if (!summary) return null;
  const { hostToken, seatToken } = loadCredentials(gameId);
  const origin = location.origin;
  const free = summary.seats.filter((s) => !s.claimed).length;

  async function hostCall(run: (token: string) => Promise<unknown>) {
    if (!hostToken) return;
    setBusy(true);
    try {
      await run(hostToken);
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : 'That did not work.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page lobby">
      <h1>{summary.name}</h1>
      <p className="prompt" data-testid="prompt">
        {free > 0
          ? `Waiting for ${free} more player${free === 1 ? '' : 's'} to join.`
          : hostToken
            ? 'Every seat is taken: you can start the game.'
            : 'Every seat is taken: waiting for the host to start the game.'}
      </p>
      <p className="hint lobby-help">
        New to Initiative? <HelpButton testid="lobby-help" look="link" /> explains the phases, the panels,
        following a card, undo and the keyboard.
      </p>
      <section className="card">
        <h2>Seats</h2>
        <ol className="seats">
          {summary.seats.map((s) => (
            <li key={s.seat} className={s.claimed ? 'claimed' : 'free'} data-testid={`seat-${s.seat}`}>
              <span
                className={`dot ${s.connected ? 'on' : ''}`}
                title={s.connected ? 'connected' : 'not connected'}
              />
              <span className={`chip color-${s.color ?? 'none'}`} />
              <span className="seat-name">{s.claimed ? s.name : `Seat ${s.seat + 1}: free`}</span>
              {you?.kind === 'seat' && you.seat === s.seat && <span className="badge">you</span>}
              {hostToken && s.claimed && (
                <button
                  type="button"
                  className="small"
                  disabled={busy}
                  onClick={() => hostCall((t) => api.kick(gameId, t, s.seat))}
                >
                  Kick
                </button>
              )}
            </li>
          ))}
        </ol>
        {!seatToken && free > 0 && (
          <p>
            <a className="button" href={`/g/${gameId}/join`}>
              Take a seat
            </a>
          </p>
        )}
      </section>
      <section className="card">
        <h2>Links</h2>
        <CopyLink label="Invite players" url={`${origin}/g/${gameId}/join`} testId="invite-link" />
        <CopyLink label="Spectators" url={`${origin}/g/${gameId}/watch`} testId="spectate-link" />
        {seatToken && (
          <CopyLink
            label="Your seat on another device (keep it private)"
            url={`${origin}/g/${gameId}/seat#${seatToken}`}
            testId="seat-link"
          />
        )}
      </section>
      {(hostToken || seatToken) && (
        <div className="card">
          <DiscordSettings gameId={gameId} />
        </div>
      )}
      {seatToken && (
        <div className="card">
          <PushSettings gameId={gameId} />
        </div>
      )}
      {hostToken && (
        <section className="card">
          <h2>Host</h2>
          <button
            type="button"
            disabled={busy || free > 0}
            onClick={() => hostCall((t) => api.start(gameId, t))}
          >
            Start game
          </button>
          {free > 0 && <p className="hint">The game can start when every seat is taken.</p>}
        </section>
      )}
    </main>
  );
}
